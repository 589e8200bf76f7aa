"""The command line: `hydra-grade grade|update|probe|replay|normal|variants|class`. Exit
status: 0 no error found (or nothing to change), 1 errors found (or `update` found differences,
or the grade stopped early), 2 bad usage or unreadable input (transcripts, profiles, lists)."""

from __future__ import annotations

import argparse
import os
import sys

from . import __version__, normal_games
from .builds import REFERENCE, TRANSCRIPTS, UsageError
from .course import command as course_command
from .course.rubric import RubricError
from .commands import grade_command, update_command
from .probe import probe_command
from .replay import add_parser as add_replay
from .build_profile import ProfileError
from .transcript import TranscriptError

EPILOG = """examples:
  hydra-grade grade                       grade the reference (./hydra) on transcripts/
  hydra-grade grade path/to/their/hydra   probe it, grade it, play it in normal mode
  hydra-grade grade builds/               one build per subfolder: builds x findings
  hydra-grade grade -k 'reserve and not swap' --rule R14 --json out.json BUILD
  hydra-grade update transcripts/smoke/*.transcript [--write]
  hydra-grade probe BUILD -o BUILD.profile
  hydra-grade replay BUILD OUT/evidence/3-rule-R8.1.transcript   a finding, replayed
  hydra-grade variants --list
  hydra-grade class submissions/ -o marks/    unpack, build, grade and mark a whole class
see docs/grader.md"""


def _add_grade(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("grade", help="grade a build (default: the reference): findings",
                       description="Grade a Hydra build: probe how to talk to it (unless it "
                       "has a profile), run it on the transcripts and in a few normal-mode "
                       "games, and report each way it differs from the reference as a "
                       "finding with its clause, kind and shortest evidence.", epilog=EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("build", nargs="?", help="the build's executable, or a folder with one "
                   "build per subfolder (default: the reference ./hydra)")
    p.add_argument("-t", "--transcripts", action="append", metavar="PATH",
                   help=f"transcript files or folders (default: {TRANSCRIPTS})")
    p.add_argument("--profile", help="the build's profile (default: BUILD.profile or a "
                   "`profile` file beside it; without one the build is probed)")
    p.add_argument("--probe", action="store_true", help="probe even if a profile is found")
    p.add_argument("--as-reference", action="store_true", help="run the build with each "
                   "transcript's own command line (builds that take the reference's flags)")
    p.add_argument("--reference", default=str(REFERENCE),
                   help="the reference binary (time limits, normal-mode games)")
    p.add_argument("--no-normal", action="store_true", help="no normal-mode games")
    p.add_argument("--games", type=int, default=4, help="normal-mode games (default 4)")
    p.add_argument("--seed", type=int, default=1, help="seed of the normal-mode games")
    p.add_argument("--no-shrink", action="store_true", help="no minimal reproduction of the "
                   "error findings (written otherwise into OUT/evidence)")
    p.add_argument("--shrink-trials", type=int, default=24, metavar="N", help="trial runs "
                   "spent shrinking each finding at most (default 24)")
    p.add_argument("-o", "--out", metavar="DIR", help="where the profile and the text and "
                   "JSON reports go (default: build/reports/NAME)")
    p.add_argument("-k", dest="keyword", default="", help="select by expression over ids, "
                   "titles, tags and rule ids (and/or/not)")
    p.add_argument("--tag", action="append", default=[], help="select transcripts with a tag")
    p.add_argument("--rule", action="append", default=[], help="select transcripts citing "
                   "a rule or interpretation id (R14, I3)")
    p.add_argument("--id", action="append", default=[], metavar="GLOB", help="select ids")
    p.add_argument("--skip", help="skip list (default: transcripts/skip.txt if present)")
    p.add_argument("--xfail", help="expected failures: `ID [reason]` per line")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    p.add_argument("--shard", help="run shard K of N (K/N)")
    p.add_argument("--floor", type=float, default=2.0, help="hung after this many seconds of "
                   "its own time (CPU or sleep) without reading or writing (default 2)")
    p.add_argument("--factor", type=float, default=20.0, help="the last wall-clock bound is at "
                   "least factor x the reference's time (default 20)")
    p.add_argument("--stop-after", type=int, default=8, help="stop when N transcripts in a "
                   "row fail the same way before any move prompt (0: never; default 8)")
    p.add_argument("--json", metavar="FILE", help="write a JSON report")
    p.add_argument("--junit-xml", metavar="FILE", help="write a JUnit XML report")
    p.add_argument("--html", metavar="FILE", help="write an HTML report")
    p.add_argument("-v", "--verbose", action="store_true", help="list every transcript")
    p.add_argument("--timings", action="store_true", help="include timings (reports are "
                   "otherwise deterministic)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress")
    p.add_argument("--brief", action="store_true", help="findings and totals only (no "
                   "per-rule table)")
    p.set_defaults(handler=grade_command)


def _add_update(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("update", help="regenerate transcripts' expected output from the "
                       "reference (shows a diff; writes only with --write)",
                       description="Rerun the reference on each transcript's inputs and show "
                       "a unified diff of the expected output. Nothing is written unless "
                       "--write is given.")
    p.add_argument("files", nargs="+", help="transcript files or folders")
    p.add_argument("--write", "--yes", action="store_true", help="write the changes")
    p.add_argument("--reference", default=str(REFERENCE))
    p.set_defaults(handler=update_command)


def _add_probe(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("probe", help="detect a build's dialect and readings, write a profile",
                       description="Run a few short games against a build to detect its "
                       "extra questions, how `Joker` is typed, turn-line behaviour and rule "
                       "reading, and write a profile the grader uses.")
    p.add_argument("build")
    p.add_argument("-o", "--output", help="profile file to write (default: print it)")
    p.add_argument("-t", "--transcripts", action="append", metavar="PATH",
                   help=f"where to find transcript groups (default: {TRANSCRIPTS})")
    p.set_defaults(handler=probe_command)


# Every subcommand registers itself the same way: a function that adds its parser to `sub`
# and sets `handler`, the function that runs it and returns the exit status. tools/hydra-grade
# adds `variants` (tools/planted/grading.py), which depends on the grader, not the other way.
COMMANDS = (_add_grade, _add_update, _add_probe, add_replay, normal_games.add_parser,
            course_command.add_parser)


def parser(commands=COMMANDS) -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="hydra-grade", description="Grade Hydra builds against recorded transcripts.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    top.add_argument("--version", action="version", version=f"hydra-grade {__version__}")
    sub = top.add_subparsers(dest="command", metavar="COMMAND")
    for add in commands:
        add(sub)
    return top


def main(argv: list[str] | None = None, commands=COMMANDS) -> int:
    top = parser(commands)
    args = top.parse_args(argv)
    if args.command is None:
        top.print_help()
        return 2
    try:
        return args.handler(args)
    except (UsageError, ProfileError, TranscriptError, RubricError, FileNotFoundError,
            ValueError) as err:
        print(f"hydra-grade: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("hydra-grade: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
