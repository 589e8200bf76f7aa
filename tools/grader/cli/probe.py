"""`hydra-grade probe`: its parser, and its arguments handed to probe.probe_command."""

from __future__ import annotations

import argparse

from ..builds import TRANSCRIPTS
from ..probe import probe_command


def add_probe(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("probe", help="detect a build's dialect and readings, write a profile",
                       description="Run a few short games against a build to detect its "
                       "extra questions, how `Joker` is typed, turn-line behaviour and rule "
                       "reading, and write a profile the grader uses.")
    p.add_argument("build")
    p.add_argument("-o", "--output", help="profile file to write (default: print it)")
    p.add_argument("-t", "--transcripts", action="append", metavar="PATH",
                   help=f"where to find transcript groups (default: {TRANSCRIPTS})")
    p.set_defaults(handler=lambda args: probe_command(args.build, args.transcripts,
                                                      args.output))
