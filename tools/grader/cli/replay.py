"""`hydra-grade replay`: its parser, and the replay (replay.py) of its arguments printed."""

from __future__ import annotations

import argparse
import sys

from .. import replay
from ..replay import STEPS


def add_replay(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="replay a finding's evidence against a build, both "
                       "sides shown up to the divergence",
                       description=replay.__doc__.split("\n\n")[0].replace("\n", " "),
                       epilog="Exit status: 0 the build plays it as the reference, 1 a "
                       "finding shows, 2 usage.")
    p.add_argument("build", help="the build's executable")
    p.add_argument("transcript", help="the transcript (e.g. OUT/evidence/3-rule-R8.1"
                   ".transcript)")
    p.add_argument("--profile", help="the build's profile")
    p.add_argument("--steps", type=int, default=STEPS, help="answers shown before the "
                   f"divergence (default {STEPS})")
    p.add_argument("--floor", type=float, default=2.0, help="hung after this many seconds "
                   "of its own time without reading or writing (default 2)")
    p.set_defaults(handler=replay_command)


def replay_command(args: argparse.Namespace) -> int:
    status, lines = replay.replay(args.build, args.transcript, args.profile, args.steps,
                                  args.floor)
    sys.stdout.write("\n".join(lines) + "\n")
    return status
