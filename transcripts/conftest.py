"""Makes `python3 -m pytest transcripts/` grade every transcript (one test item each) with the
grader's pytest plugin, without `-p` or PYTHONPATH: tools/ goes on the import path and the
plugin is loaded here. Options: --hydra-impl BUILD, --hydra-profile FILE, -k R14, -n 2."""

import sys
from pathlib import Path

TOOLS = str(Path(__file__).resolve().parents[1] / "tools")
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)

pytest_plugins = ["grader.pytest_plugin"]
