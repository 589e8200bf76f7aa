"""The command line of the differential fuzzer (fuzz/hydra-difffuzz)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Callable

from grader.builds import Build
from grader.grade import grade
from grader.build_profile import Profile, ProfileError
from grader.build_profile import load as load_profile
from grader.sandbox import Limits
from grader.session import ReferenceError
from grader.shrink import answer_kinds, shrink

from . import candidate
from .generate import generate
from .lockstep import Comparison, compare

ROOT = Path(__file__).resolve().parents[2]
EXIT_SAME, EXIT_DIVERGED, EXIT_ERROR = 0, 1, 2


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="hydra-difffuzz",
        description="Differential fuzzing: plays random but sensible -testing games through "
                    "BUILD and the reference in lock-step (with the grader's dialect "
                    "handling), stops at the first game that diverges, shrinks it by delta "
                    "debugging and writes it as a candidate transcript.",
        epilog="Exit status: 0 no divergence found, 1 a divergence found (transcript "
               "written), 2 bad usage or a setup error.")
    parser.add_argument("build", help="path of the hydra build under test")
    parser.add_argument("--reference", default=str(ROOT / "hydra"),
                        help="the reference binary (default: ./hydra)")
    parser.add_argument("--profile", help="the build's grader profile (default: a file "
                        "named 'profile' beside the build, else the canonical protocol)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (1)")
    parser.add_argument("--games", type=int, default=200, help="games to try at most (200)")
    parser.add_argument("--seconds", type=float, default=0,
                        help="stop after this many seconds (0: no limit)")
    parser.add_argument("--out", default=str(ROOT / "fuzz" / "findings"),
                        help="directory of candidate transcripts (fuzz/findings, not "
                             "committed)")
    parser.add_argument("--name", help="id of the transcript (default: difffuzz-BUILD-SEED)")
    parser.add_argument("--time-limit", type=float, default=5.0,
                        help="seconds a build may take for one game (5); a hang costs this "
                             "much per shrinking step")
    parser.add_argument("--no-shrink", action="store_true", help="write the game unshrunk")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    return parser.parse_args(argv)


def build_profile(args: argparse.Namespace) -> Profile:
    path = Path(args.profile) if args.profile else Path(args.build).parent / "profile"
    if args.profile or path.is_file():
        return load_profile(path)
    return Profile()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    say = (lambda text: None) if args.quiet else (lambda text: print(text, file=sys.stderr))
    for binary in (args.build, args.reference):
        if not Path(binary).is_file():
            print(f"hydra-difffuzz: no such build {binary}", file=sys.stderr)
            return EXIT_ERROR
    try:
        profile = build_profile(args)
    except ProfileError as err:
        print(f"hydra-difffuzz: {err}", file=sys.stderr)
        return EXIT_ERROR
    name = Path(args.build).parent.name or "build"
    build = Build(name, str(Path(args.build).resolve()), profile)
    flags = list(profile.args)
    reference_flags = ["-testing"] + ([] if profile.reading == "spec-2020"
                                      else ["-rules", profile.reading])
    limits = Limits(wall=args.time_limit)
    started = time.monotonic()
    played = 0
    try:
        for number in range(args.games):
            if args.seconds and time.monotonic() - started > args.seconds:
                break
            seed = args.seed + number
            game = generate(args.reference, seed, reference_flags)
            result = compare(build, args.reference, reference_flags, game.answers, limits)
            played += 1
            if number % 20 == 0 or result.failure:
                say(f"game {number + 1} (seed {seed}): {len(game.answers)} answers, "
                    f"{'diverges: ' + result.failure.category if result.failure else 'same'}")
            if result.failure:
                return report(args, build, reference_flags, game.answers, seed, result,
                              limits, say)
    except ReferenceError as err:
        print(f"hydra-difffuzz: {err}", file=sys.stderr)
        return EXIT_ERROR
    say(f"no divergence in {played} games ({time.monotonic() - started:.1f} s); "
        f"build flags {' '.join(flags)}")
    return EXIT_SAME


# Divergences in the play itself: shrinking may trade one for another (a build that does not
# end a turn shows a wrong state in one game and asks a wrong question in a shorter one).
# Crashes, hangs and the like are kept as they are.
RULE_CATEGORIES = {"flow", "state", "winner", "exit"}


def same_kind(found: str, first: str) -> bool:
    return found == first or (found in RULE_CATEGORIES and first in RULE_CATEGORIES)


def report(args: argparse.Namespace, build: Build, flags: list[str], answers: list[bytes],
           seed: int, first: Comparison, limits: Limits, say: Callable[[str], None]) -> int:
    """Shrinks the diverging game, writes it as a candidate transcript and says where."""
    assert first.failure is not None
    category = first.failure.category

    def still_diverges(candidate_answers: list[bytes]) -> bool:
        outcome = compare(build, args.reference, flags, candidate_answers, limits)
        return outcome.failure is not None and same_kind(outcome.failure.category, category)

    def kinds_of(candidate_answers: list[bytes]) -> list[str]:
        return answer_kinds(
            compare(build, args.reference, flags, candidate_answers, limits).script)

    shrunk = answers if args.no_shrink else shrink(
        answers, still_diverges, kinds_of, lambda stage, n: say(f"  shrink ({stage}): {n} answers"))
    final = compare(build, args.reference, flags, shrunk, limits)
    name = args.name or f"difffuzz-{build.name}-{seed}".lower()
    path = Path(args.out) / f"{name}.transcript"
    assert final.failure is not None
    written = candidate.write(final.script, path, name, build.name, seed, len(answers),
                              final.failure)
    # Grade the file as written, so that the explanation cites its own line numbers.
    regraded = grade(build, written, limits)
    candidate.annotate(path, regraded.failure or final.failure)
    print(f"{path}: {len(shrunk)} answers; {category}: "
          f"{(regraded.failure or final.failure).message}")
    return EXIT_DIVERGED
