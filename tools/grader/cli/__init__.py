"""The command line: `hydra-grade grade|update|probe|replay|normal|variants|class`, the one
place that parses arguments. Each subcommand's module (grade, probe, replay, normal, course)
holds its parser and turns its arguments into typed calls of the library. Exit status: 0 no
error found (or nothing to change), 1 errors found (or `update` found differences, or the
grade stopped early), 2 bad usage or unreadable input (transcripts, profiles, lists)."""

from __future__ import annotations

import argparse
import os
import sys

from .. import __version__
from ..build_profile import ProfileError
from ..builds import UsageError
from ..course.rubric import RubricError
from ..transcript import TranscriptError
from .course import add_class
from .grade import EPILOG, add_grade, add_update
from .normal import add_normal
from .probe import add_probe
from .replay import add_replay

# Every subcommand registers itself the same way: a function that adds its parser to `sub`
# and sets `handler`, the function that runs it and returns the exit status. tools/hydra-grade
# adds `variants` (tools/planted/grading.py), which depends on the grader, not the other way.
COMMANDS = (add_grade, add_update, add_probe, add_replay, add_normal, add_class)


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
