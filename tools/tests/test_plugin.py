"""The pytest plugin: transcripts collected as items labelled with their rule ids, failures
shown as the first divergence with a diff."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT, ZOO

PYTEST = [sys.executable, "-m", "pytest", "-p", "grader.pytest_plugin", "-p", "no:cacheprovider",
          str(ZOO / "tiny.transcript"), "-q", "--hydra-timeout", "2"]
ENV = {"PYTHONPATH": str(ROOT / "tools"), "PATH": "/usr/bin:/bin"}


def test_plugin_passes_a_good_build_and_labels_items() -> None:
    done = subprocess.run(PYTEST + ["--hydra-impl", str(ZOO / "good.py"), "-k", "R22", "-vv"],
                          capture_output=True, text=True, env=ENV)
    assert done.returncode == 0, done.stdout
    assert "zoo-tiny [R3 R22 R23 R24] PASSED" in done.stdout


def test_plugin_shows_the_first_divergence() -> None:
    done = subprocess.run(PYTEST + ["--hydra-impl", str(ZOO / "wrong_head.py")],
                          capture_output=True, text=True, env=ENV)
    assert done.returncode == 1
    assert "rule R3.1: at the start of the game, the heads differ" in done.stdout
    assert "head 1 top: expected 6H, got 7H" in done.stdout
    assert "-1: 6H (1)" in done.stdout
