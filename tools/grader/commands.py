"""The `grade` and `update` commands. `grade BUILD` probes the build first when it has no
profile (and says what it assumed), grades it on the transcripts, plays a few seeded games in
its normal mode, and reports findings; the profile and the reports are written to an output
folder. `grade DIR` does so for every build in DIR and prints builds x findings."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from . import report_json, report_junit, report_text
from .builds import TRANSCRIPTS, UsageError, find, in_folder
from .grade import Build
from .normal import play_games
from .probe import probe
from .runner import Options, Run, grade_all, progress_bar, shard
from .sandbox import Limits
from .select import Selection, collect, read_list
from .summary import summarise
from .transcript import Transcript
from .update import UpdateError, update_text

OUT_ROOT = Path(__file__).resolve().parents[2] / "build" / "reports"


def load_scripts(paths: list[str] | None) -> list[Transcript]:
    scripts, errors = collect(paths or [str(TRANSCRIPTS)])
    if errors:
        raise UsageError("bad transcripts:\n  " + "\n  ".join(errors))
    return scripts


def options(args: argparse.Namespace) -> Options:
    skip_path = args.skip or (str(TRANSCRIPTS / "skip.txt")
                              if (TRANSCRIPTS / "skip.txt").is_file() else None)
    reference = args.reference if Path(args.reference).is_file() else None
    return Options(jobs=args.jobs, floor=args.floor, factor=args.factor,
                   stop_after=args.stop_after, reference=reference,
                   skip=read_list(skip_path) if skip_path else {},
                   xfail=read_list(args.xfail) if args.xfail else {})


def grade_command(args: argparse.Namespace) -> int:
    every = load_scripts(args.transcripts)
    chosen = Selection(args.keyword, args.tag, args.rule, args.id)
    scripts = [s for s in every if chosen.wants(s)]
    if args.shard:
        scripts = shard(scripts, args.shard)
    if not scripts:
        raise UsageError("no transcripts selected")
    opts = options(args)
    if args.build and Path(args.build).is_dir() and not (Path(args.build) / "hydra").is_file():
        from .matrix import matrix_command
        return matrix_command(args, every, scripts, opts)
    run = grade_one(args, args.build, every, scripts, opts, verbose=not args.quiet)
    sys.stdout.write(report_text.render(run, args.verbose, args.timings, args.brief))
    write_reports(args, run)
    failed = not summarise(run).ok
    return 1 if failed or run.stopped else 0


def grade_one(args: argparse.Namespace, path: str | None, every: list[Transcript],
              scripts: list[Transcript], opts: Options, verbose: bool = True) -> Run:
    """Probe (if the build has no profile), grade, and play normal games: one build's run."""
    build, profile_file = find(path, args.profile, args.as_reference)
    notes: list[str] = []
    if build.shown != build.path:
        notes.append(f"note: {build.shown} is in a folder the sandbox user cannot enter; "
                     "a copy of it was graded")
    out = out_folder(args, build)
    if not build.reference and (profile_file is None or args.probe):
        if verbose:
            print(f"probing {build.name} ...", file=sys.stderr, flush=True)
        profile, seen = probe(build.path, every, jobs=opts.jobs, known=build.profile)
        profile.name = build.name
        build.profile = profile
        out.mkdir(parents=True, exist_ok=True)
        (out / "profile").write_text("# written by `hydra-grade grade` (probe); edit it and "
                                     "pass it with --profile to correct a guess\n" +
                                     "".join(f"# {n}\n" for n in seen) + profile.dumps(),
                                     encoding="utf-8")
        notes.append(f"probed (no profile given); profile written to {out / 'profile'}:")
        notes += [f"  {n}" for n in seen]
        if seen and seen[0].startswith("cannot drive"):
            # the transcripts will show it: three that fail alike before a move are enough
            opts = replace(opts, stop_after=min(opts.stop_after or 3, 3))
    elif profile_file:
        notes.append(f"profile: {profile_file}")
    show = None if args.quiet else progress_bar()
    run = grade_all(build, scripts, opts, show)
    run.notes = notes + run.notes
    if not build.reference and not args.no_normal and opts.reference and not run.stopped:
        if verbose:
            print(f"playing {args.games} normal-mode games ...", file=sys.stderr, flush=True)
        run.games = play_games(build, opts.reference, args.games, seed=args.seed)
    return run


def out_folder(args: argparse.Namespace, build: Build) -> Path:
    return Path(args.out) if args.out else OUT_ROOT / build.name


def write_reports(args: argparse.Namespace, run: Run) -> None:
    """The reports asked for, and always the text and JSON reports in the output folder."""
    out = out_folder(args, run.build)
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.txt").write_text(report_text.render(run, brief=False), encoding="utf-8")
    (out / "report.json").write_text(report_json.render(run), encoding="utf-8")
    if args.json:
        Path(args.json).write_text(report_json.render(run, args.timings), encoding="utf-8")
    if args.junit_xml:
        Path(args.junit_xml).write_text(report_junit.render(run), encoding="utf-8")
    if args.html:
        from . import report_html
        Path(args.html).write_text(report_html.render(run), encoding="utf-8")


def update_command(args: argparse.Namespace) -> int:
    if not Path(args.reference).is_file():
        raise UsageError(f"no reference at {args.reference}; run `make hydra` first")
    changed = 0
    for script in load_scripts(args.files):
        old = Path(script.path).read_text(encoding="utf-8")
        try:
            new, diff = update_text(script, old, args.reference, Limits(wall=30.0))
        except UpdateError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        if not diff:
            continue
        changed += 1
        sys.stdout.write(diff)
        if args.write:
            Path(script.path).write_text(new, encoding="utf-8")
    verb = "updated" if args.write else "would change (rerun with --write to write)"
    print(f"{changed} transcript(s) {verb}" if changed else "all transcripts up to date",
          file=sys.stderr)
    return 0 if args.write or not changed else 1
