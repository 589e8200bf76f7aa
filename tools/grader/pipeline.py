"""One build's grade: the probe when the build has no profile (what it assumed is noted and
the profile written to the output folder), the transcripts, and a few seeded games of its
normal mode. Shared by `grade BUILD` and `grade DIR`."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from .builds import find
from .grade import Build
from .normal import play_games
from .probe import probe
from .runner import Options, Run, grade_all, progress_bar
from .transcript import Transcript

OUT_ROOT = Path(__file__).resolve().parents[2] / "build" / "reports"


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
