"""`make corpus`: writes every transcript of the corpus's areas from its source (hand-written
scenarios, targeted families, whole games), with the reference's output as the expected
output. Files of these areas that are no longer produced are removed. Every general transcript
(profile spec-2020, outside `readings`) is also run under the other readings and must print the
same there: a case that touches an open point is an error unless it is grouped."""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import games, reference, scenarios, seeded, tables, targeted
from .cases import PROFILE_FLAGS, Case, CaseError, realise

AREAS = ("setup", "display", "play", "equal", "ace", "joker", "reserve", "swap", "cut",
         "reshuffle", "win", "input", "eof", "full-games", "readings")
# Areas written by hand (house rules and seats): checked and regenerated with the goldens;
# `corpus build` writes and prunes only their files tagged `generated` (tables.py).
HAND_AREAS = ("profiles",)
# Variants per targeted family; seeds are BASE + area index * 1000 + i.
TARGETED = {"setup": 150, "display": 170, "play": 160, "equal": 150, "ace": 150, "joker": 170,
            "reserve": 160, "swap": 160, "cut": 180, "reshuffle": 50, "win": 60, "input": 80}
SMALL_TABLES = ("reshuffle", "win")  # long run-downs: two or three players only
GAMES = 210
BASE = 10000


def all_cases() -> list[Case]:
    out = list(scenarios.cases()) + seeded.cases()
    for index, (area, count) in enumerate(TARGETED.items()):
        out += targeted.cases(area, count, BASE + 1000 * index, small=area in SMALL_TABLES)
    out += games.cases(GAMES)
    out += tables.cases()
    return out


def neutral(case: Case, text: bytes, status: int, hydra: Path) -> str | None:
    """None if the case prints the same under every reading; else the first that differs."""
    data = reference.tr.join_lines(reference.lines_to_events(case.input_lines(), case.last_eol))
    for profile, flags in PROFILE_FLAGS.items():
        if profile == "spec-2020":
            continue
        other = reference.run(hydra, case.args + flags, data)
        if other.output != text or other.status != status:
            return profile
    return None


def build_one(case: Case, root: Path, hydra: Path) -> tuple[Path, str | None]:
    script = realise(case, hydra)
    problem = None
    general = case.area in AREAS and case.area != "readings" and case.profile == "spec-2020"
    if general and not case.group and "-rules" not in case.args:
        differs = neutral(case, script.output_bytes(), script.exit, hydra)
        if differs:
            problem = f"{case.id}: prints differently under {differs} (not neutral)"
    path = root / case.area / f"{case.id}.transcript"
    path.parent.mkdir(parents=True, exist_ok=True)
    reference.dump(script, path)
    return path, problem


def generated(path: Path) -> bool:
    return "generated" in reference.load(path).tags


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="corpus build", description=__doc__)
    ap.add_argument("--root", type=Path, default=reference.ROOT / "transcripts")
    ap.add_argument("--hydra", type=Path, default=reference.DEFAULT_HYDRA)
    ap.add_argument("--area", action="append", help="only this area (repeatable)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    wanted = [c for c in all_cases() if not args.area or c.area in args.area]
    ids = [c.id for c in wanted]
    dupes = {i for i in ids if ids.count(i) > 1} if len(set(ids)) != len(ids) else set()
    if dupes:
        print(f"corpus build: duplicate ids {sorted(dupes)[:5]}", file=sys.stderr)
        return 2
    written: set[Path] = set()
    problems: list[str] = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(build_one, c, args.root, args.hydra) for c in wanted]
        for n, fut in enumerate(futures, 1):
            try:
                path, problem = fut.result()
            except CaseError as err:
                problems.append(str(err))
                continue
            written.add(path)
            if problem:
                problems.append(problem)
            if n % 250 == 0:
                print(f"corpus build: {n}/{len(futures)}", file=sys.stderr)
    for area in args.area or AREAS + HAND_AREAS:
        for stale in reference.corpus_files(args.root, [area]):
            if stale not in written and (area in AREAS or generated(stale)):
                stale.unlink()
    for p in problems:
        print(f"corpus build: {p}", file=sys.stderr)
    print(f"corpus build: {len(written)} transcripts written under {args.root}")
    return 1 if problems else 0
