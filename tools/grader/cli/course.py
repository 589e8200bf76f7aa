"""`hydra-grade class`: its parser, and its arguments turned into a course.command.ClassRequest
(or the shards' folders to merge) and the rubric that marks them."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..builds import TRANSCRIPTS, UsageError
from ..request import GAMES_HELP
from ..course import rubric as rubrics
from ..course.command import DEFAULT_OUT, ClassRequest, grade_class, merge

EPILOG = """examples:
  hydra-grade class submissions/                    grade a class into build/class/
  hydra-grade class submissions/ -o marks/ --force  grade again, everything
  hydra-grade class submissions/ --shard 2/4 -o part2/
  hydra-grade class merge part1/ part2/ part3/ part4/ -o marks/
then open OUT/index.html (or OUT/summary.csv); see docs/class.md"""


def add_class(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("class", help="grade a whole class from its submissions (zip, tar.gz "
                       "or folder each)", epilog=EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       description="Unpack, build (make, sandboxed), probe, grade and mark every "
                       "submission in SUBMISSIONS, then write the class report "
                       "(OUT/index.html, OUT/summary.csv). `class merge OUT... -o MERGED` "
                       "combines shards.")
    p.add_argument("submissions", nargs="+", metavar="SUBMISSIONS",
                   help="the class folder (one .zip, .tar.gz or folder per submission); or "
                   "`merge` followed by the OUT folders of shards")
    p.add_argument("-o", "--out", help=f"results folder (default: {DEFAULT_OUT}; for merge: "
                   "the first OUT)")
    p.add_argument("--force", action="store_true", help="grade again even what is unchanged")
    p.add_argument("--shard", help="grade shard K of N (K/N) of the submissions")
    p.add_argument("--rubric", help="marking rubric, TOML (default: docs/rubric.toml)")
    p.add_argument("-t", "--transcripts", action="append", metavar="PATH",
                   help=f"transcript files or folders (default: {TRANSCRIPTS})")
    p.add_argument("--no-normal", action="store_true", help="no normal-mode games")
    p.add_argument("--games", type=int, default=None, help=GAMES_HELP)
    p.add_argument("--seed", type=int, default=1, help="seed of the normal-mode games")
    p.add_argument("--build-timeout", type=float, default=300.0, metavar="SECONDS",
                   help="wall-clock limit of one submission's `make` (default 300)")
    p.add_argument("-j", "--jobs", type=int, default=2, help="grading threads (default 2)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    p.add_argument("--no-shrink", action="store_true", help="no minimal reproduction of the "
                   "error findings (quicker; the class report then links no evidence)")
    p.set_defaults(handler=class_command)


def class_command(args: argparse.Namespace) -> int:
    rubric = rubrics.load(Path(args.rubric) if args.rubric else None)
    if args.submissions[0] == "merge":
        return merge(args.submissions[1:], args.out, rubric, args.quiet)
    if len(args.submissions) != 1:
        raise UsageError("give one class folder (or `merge OUT...`)")
    return grade_class(ClassRequest(
        Path(args.submissions[0]), out=Path(args.out) if args.out else DEFAULT_OUT,
        force=args.force, shard=args.shard, transcripts=args.transcripts,
        normal=not args.no_normal, games=args.games, seed=args.seed,
        build_timeout=args.build_timeout, jobs=args.jobs, quiet=args.quiet,
        shrink=not args.no_shrink), rubric)
