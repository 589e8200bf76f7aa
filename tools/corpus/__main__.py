"""Command line of the corpus tools: `python3 -m corpus COMMAND --help` (PYTHONPATH=tools)."""

from __future__ import annotations

import sys

COMMANDS = {
    "build": "write every transcript of the corpus's areas from its sources (make corpus)",
    "check": "run every transcript against a build and compare exactly (make check-goldens)",
    "goldens": "regenerate every expected output from the reference and show the diff",
    "coverage": "clauses x transcripts table (make coverage-report)",
    "stats": "figures: transcripts by area, size on disk",
    "timing": "median time to grade the whole corpus (exact check and hydra-grade)",
}


def main() -> int:
    if len(sys.argv) >= 2 and sys.argv[1] not in COMMANDS and sys.argv[1] not in ("-h", "--help"):
        print(f"corpus: unknown command {sys.argv[1]!r}", file=sys.stderr)
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help") or sys.argv[1] not in COMMANDS:
        print("usage: python3 -m corpus COMMAND [options]   (run from tools/, or PYTHONPATH=tools)")
        for name, text in COMMANDS.items():
            print(f"  {name:9} {text}")
        return 0 if len(sys.argv) >= 2 and sys.argv[1] in ("-h", "--help") else 2
    name = sys.argv[1]
    module = __import__(f"corpus.{name}", fromlist=["main"])
    return module.main(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
