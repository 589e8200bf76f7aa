"""`hydra-grade grade` and `hydra-grade update`: their parsers, and their arguments turned into
typed calls of the library (commands.py): a GradeRequest and the reports for one build, or one
request a build for a folder of builds."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..builds import REFERENCE, REPORTS, TRANSCRIPTS, Build, find
from ..commands import grade_build, grade_folder, update_transcripts
from ..reports import Reports
from ..request import GAMES_HELP, GradeRequest, Options, normal_play
from ..runner import progress_bar
from ..selection import Selection, chosen_scripts, load_scripts, read_list, skip_list

# The examples of every command, shown under `grade --help` and the top-level help alike.
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


def add_grade(sub: argparse._SubParsersAction) -> None:
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
    p.add_argument("--games", type=int, default=None, help=GAMES_HELP)
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


def grade_command(args: argparse.Namespace) -> int:
    every = load_scripts(args.transcripts)
    scripts = chosen_scripts(every, Selection(args.keyword, args.tag, args.rule, args.id),
                             args.shard)
    opts = Options(jobs=args.jobs, floor=args.floor, factor=args.factor,
                   stop_after=args.stop_after,
                   reference=args.reference if Path(args.reference).is_file() else None,
                   skip=skip_list(args.skip), xfail=read_list(args.xfail) if args.xfail else {})

    def say(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    games, normal_moves = (0, 0) if args.no_normal else normal_play(args.games)

    def request(build: Build, out: Path) -> GradeRequest:
        return GradeRequest(build, scripts, every, opts, probe=True if args.probe else None,
                            games=games, normal_moves=normal_moves, seed=args.seed,
                            out=out, shrink=not args.no_shrink,
                            shrink_trials=args.shrink_trials,
                            progress=None if args.quiet else progress_bar(),
                            announce=None if args.quiet else say)

    if args.build and Path(args.build).is_dir() and not (Path(args.build) / "hydra").is_file():
        return grade_folder(args.build, request, args.json, args.quiet)
    build = find(args.build, args.profile, args.as_reference)
    out = Path(args.out) if args.out else REPORTS / build.name
    return grade_build(request(build, out), Reports(
        verbose=args.verbose, timings=args.timings, brief=args.brief, json_file=args.json,
        junit_file=args.junit_xml, html_file=args.html))


def add_update(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("update", help="regenerate transcripts' expected output from the "
                       "reference (shows a diff; writes only with --write)",
                       description="Rerun the reference on each transcript's inputs and show "
                       "a unified diff of the expected output. Nothing is written unless "
                       "--write is given.")
    p.add_argument("files", nargs="+", help="transcript files or folders")
    p.add_argument("--write", "--yes", action="store_true", help="write the changes")
    p.add_argument("--reference", default=str(REFERENCE))
    p.set_defaults(handler=update_command)


def update_command(args: argparse.Namespace) -> int:
    return update_transcripts(args.files, args.reference, args.write)
