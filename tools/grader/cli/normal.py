"""`hydra-grade normal`: its parser, and its arguments handed to normal_games.normal_command."""

from __future__ import annotations

import argparse

from .. import normal_games
from ..builds import REFERENCE


def add_normal(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("normal", help="play a build in normal mode against the reference",
                       description=normal_games.__doc__.split("\n\n")[0].replace("\n", " "))
    p.add_argument("build")
    p.add_argument("--profile", help="the build's profile")
    p.add_argument("--reference", default=str(REFERENCE))
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--players", type=int, help="players in every game (default 2, 3, 4, ...)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--moves", type=int, default=400, help="moves per game at most")
    p.set_defaults(handler=lambda args: normal_games.normal_command(
        args.build, args.profile, args.reference, args.games, args.seed, args.moves,
        args.players))
