"""The command line: `hydra-grade grade|update|probe|variants`. Exit status: 0 everything
passed (or nothing to change), 1 some transcript failed (or `update` found differences), 2 bad
usage or unreadable input (transcripts, profiles, lists)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import __version__
from .grade import Build
from .profile import Profile, ProfileError, load as load_profile
from .select import Selection, collect, read_list
from .transcript import TranscriptError

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_REFERENCE = ROOT / "hydra"
DEFAULT_TRANSCRIPTS = ROOT / "transcripts"
EPILOG = """examples:
  hydra-grade grade                       grade the reference (./hydra) on transcripts/
  hydra-grade grade path/to/their/hydra   grade another build (profile: path/to/their/profile)
  hydra-grade grade builds/               one build per subfolder: a builds x rules matrix
  hydra-grade grade -k 'reserve and not swap' --rule R14 --json out.json BUILD
  hydra-grade update transcripts/smoke/*.transcript [--write]
  hydra-grade probe BUILD -o BUILD.profile
  hydra-grade variants --list
see docs/grader.md"""


class UsageError(Exception):
    pass


def _build(path: str | None, profile_path: str | None, as_reference: bool) -> Build:
    if path is None:
        if not DEFAULT_REFERENCE.exists():
            raise UsageError(f"no reference at {DEFAULT_REFERENCE}; run `make hydra` first")
        return Build("reference", str(DEFAULT_REFERENCE), Profile(), reference=True)
    exe = Path(path)
    if exe.is_dir() and (exe / "hydra").is_file():
        exe = exe / "hydra"
    if not exe.is_file() or not os.access(exe, os.X_OK):
        raise UsageError(f"{path} is not an executable file")
    if not profile_path and DEFAULT_REFERENCE.exists() and exe.samefile(DEFAULT_REFERENCE):
        # naming ./hydra explicitly is grading the reference (each transcript's own flags)
        return Build("reference", str(DEFAULT_REFERENCE), Profile(), reference=True)
    profile = Profile()
    candidates = [profile_path] if profile_path else [str(exe) + ".profile",
                                                      str(exe.parent / "profile")]
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            profile = load_profile(candidate)
            break
    else:
        if profile_path:
            raise UsageError(f"profile {profile_path} not found")
    name = profile.name or (exe.parent.name if exe.name == "hydra" else exe.name)
    return Build(name, str(exe.resolve()), profile, reference=as_reference)


def _add_grade(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("grade", help="grade a build (default: the reference) on transcripts",
                       description="Grade a Hydra build on the transcripts and report, per "
                       "rule, what it gets right and wrong.", epilog=EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("build", nargs="?", help="the build's executable, or a folder with one "
                   "build per subfolder (default: the reference ./hydra)")
    p.add_argument("-t", "--transcripts", action="append", metavar="PATH",
                   help=f"transcript files or folders (default: {DEFAULT_TRANSCRIPTS})")
    p.add_argument("--profile", help="the build's profile (default: BUILD.profile or a "
                   "`profile` file beside it)")
    p.add_argument("--as-reference", action="store_true", help="run the build with each "
                   "transcript's own command line (builds that take the reference's flags)")
    p.add_argument("--reference", default=str(DEFAULT_REFERENCE),
                   help="the reference binary, used to scale time limits")
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
    p.add_argument("--floor", type=float, default=2.0, help="least time limit per transcript "
                   "in seconds (default 2)")
    p.add_argument("--factor", type=float, default=20.0, help="time limit = max(floor, "
                   "factor x the reference's time) (default 20)")
    p.add_argument("--stop-after", type=int, default=8, help="stop after N identical fatal "
                   "failures in a row (0: never; default 8)")
    p.add_argument("--json", metavar="FILE", help="write a JSON report")
    p.add_argument("--junit-xml", metavar="FILE", help="write a JUnit XML report")
    p.add_argument("--html", metavar="FILE", help="write an HTML report")
    p.add_argument("-v", "--verbose", action="store_true", help="list every transcript")
    p.add_argument("--timings", action="store_true", help="include timings (reports are "
                   "otherwise deterministic)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    p.add_argument("--brief", action="store_true", help="failures and totals only (no "
                   "per-rule table)")


def _add_update(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("update", help="regenerate transcripts' expected output from the "
                       "reference (shows a diff; writes only with --write)",
                       description="Rerun the reference on each transcript's inputs and show "
                       "a unified diff of the expected output. Nothing is written unless "
                       "--write is given.")
    p.add_argument("files", nargs="+", help="transcript files or folders")
    p.add_argument("--write", "--yes", action="store_true", help="write the changes")
    p.add_argument("--reference", default=str(DEFAULT_REFERENCE))


def _add_probe(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("probe", help="detect a build's dialect and readings, write a profile",
                       description="Run a few short games against a build to detect its "
                       "prompt wording, extra questions, turn-line behaviour and rule reading, "
                       "and write a profile the grader uses.")
    p.add_argument("build")
    p.add_argument("-o", "--output", help="profile file to write (default: print it)")
    p.add_argument("-t", "--transcripts", action="append", metavar="PATH",
                   help=f"where to find transcript groups (default: {DEFAULT_TRANSCRIPTS})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="hydra-grade", description="Grade Hydra builds against recorded transcripts.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"hydra-grade {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_grade(sub)
    _add_update(sub)
    _add_probe(sub)
    from .normal import add_parser as add_normal
    add_normal(sub)
    sub.add_parser("variants", help="build variants of the reference (see variants --help)",
                   add_help=False)
    args, rest = parser.parse_known_args(argv)
    if args.command == "variants":
        from . import variants
        return variants.main(rest)
    if rest:
        parser.error(f"unrecognised arguments: {' '.join(rest)}")
    if args.command is None:
        parser.print_help()
        return 2
    try:
        if args.command == "grade":
            from .commands import grade_command
            return grade_command(args)
        if args.command == "update":
            from .commands import update_command
            return update_command(args)
        if args.command == "normal":
            return args.handler(args)
        from .probe import probe_command
        return probe_command(args)
    except (UsageError, ProfileError, TranscriptError, FileNotFoundError, ValueError) as err:
        print(f"hydra-grade: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("hydra-grade: interrupted", file=sys.stderr)
        return 130


def load_scripts(paths: list[str] | None) -> list:
    scripts, errors = collect(paths or [str(DEFAULT_TRANSCRIPTS)])
    if errors:
        raise UsageError("bad transcripts:\n  " + "\n  ".join(errors))
    return scripts


def selection(args: argparse.Namespace) -> Selection:
    return Selection(args.keyword, args.tag, args.rule, args.id)


def lists(args: argparse.Namespace) -> tuple[dict[str, str], dict[str, str]]:
    skip_path = args.skip or (str(DEFAULT_TRANSCRIPTS / "skip.txt")
                              if (DEFAULT_TRANSCRIPTS / "skip.txt").is_file() else None)
    skip = read_list(skip_path) if skip_path else {}
    xfail = read_list(args.xfail) if args.xfail else {}
    return skip, xfail


def build_for(args: argparse.Namespace, path: str | None) -> Build:
    return _build(path, args.profile, args.as_reference)
