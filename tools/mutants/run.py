"""`make mutants`: builds every mutant of the catalogue one by one and runs the corpus against
it, stopping at the first transcript that fails. The unmutated objects are compiled once into
build/mutants/base; a mutant recompiles only its edited file (build/mutants/NAME/) and links.
Prints the kill rate and the survivors; exit status 0 when every mutant is killed, 1 when some
survive, 2 when a mutant does not apply or does not compile."""

from __future__ import annotations

import argparse
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from corpus import check, reference
from corpus.build import AREAS, HAND_AREAS

from .catalogue import MUTANTS, Mutant

ROOT = reference.ROOT
OUT = ROOT / "build" / "mutants"
FLAGS = ["g++", "-std=c++20", "-O1", "-I", str(ROOT / "reference")]
# Quick, varied transcripts first, so that most mutants die within a few runs.
ORDER = ("setup", "play", "equal", "ace", "joker", "reserve", "swap", "cut", "win", "display",
         "input", "eof", "reshuffle", "readings", "profiles", "full-games")


def sources() -> list[Path]:
    return sorted(p for d in ("core", "bots", "cli") for p in (ROOT / "reference" / d).glob("*.cc"))


def obj_name(src: Path) -> str:
    return f"{src.parent.name}_{src.stem}.o"


def build_base() -> dict[Path, Path]:
    base = OUT / "base"
    base.mkdir(parents=True, exist_ok=True)
    objs: dict[Path, Path] = {}
    todo = []
    for src in sources():
        obj = base / obj_name(src)
        objs[src] = obj
        if not obj.exists() or obj.stat().st_mtime < max(src.stat().st_mtime, _headers_mtime()):
            todo.append((src, obj))
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(lambda so: subprocess.run(FLAGS + ["-c", str(so[0]), "-o", str(so[1])],
                                                check=True), todo))
    return objs


def _headers_mtime() -> float:
    return max(p.stat().st_mtime for p in (ROOT / "reference").glob("*/*.h"))


def mutated_text(m: Mutant) -> str:
    """The mutant's source file with its one edit; ValueError unless the search text occurs
    exactly once (the reference changed under the catalogue)."""
    text = (ROOT / m.file).read_text(encoding="utf-8")
    if text.count(m.search) != 1:
        raise ValueError(f"{m.name}: the search text occurs {text.count(m.search)} times "
                         f"in {m.file}")
    return text.replace(m.search, m.replace)


def build_mutant(m: Mutant, objs: dict[Path, Path]) -> Path:
    src = ROOT / m.file
    text = mutated_text(m)
    work = OUT / m.name
    work.mkdir(parents=True, exist_ok=True)
    mutated = work / src.name
    mutated.write_text(text, encoding="utf-8")
    obj = work / obj_name(src)
    subprocess.run(FLAGS + ["-I", str(src.parent), "-c", str(mutated), "-o", str(obj)],
                   check=True, capture_output=True)
    binary = work / "hydra"
    others = [str(o) for s, o in objs.items() if s != src]
    subprocess.run(["g++", "-o", str(binary), str(obj), *others], check=True,
                   capture_output=True)
    return binary


def ordered_corpus() -> list[Path]:
    root = ROOT / "transcripts"
    return [p for area in ORDER for p in reference.corpus_files(root, [area])]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="mutants", description=__doc__)
    ap.add_argument("--only", action="append", help="only this mutant (repeatable)")
    ap.add_argument("--list", action="store_true", help="list the mutants and exit")
    ap.add_argument("--check", action="store_true",
                    help="only check that every edit still applies to the reference's sources "
                         "(exactly one match each; no build); exit 2 if one does not")
    args = ap.parse_args(argv)
    chosen = [m for m in MUTANTS if not args.only or m.name in args.only]
    if args.check:
        stale = []
        for m in chosen:
            try:
                mutated_text(m)
            except ValueError as err:
                stale.append(str(err))
        for line in stale:
            print(f"mutants: {line}")
        print(f"mutants: {len(chosen) - len(stale)} of {len(chosen)} edits apply")
        return 2 if stale else 0
    if args.list:
        for m in chosen:
            print(f"{m.name:28} {m.file:28} {m.what}")
        return 0
    assert set(ORDER) == set(AREAS) | set(HAND_AREAS)
    files = ordered_corpus()
    start = time.monotonic()
    objs = build_base()
    killed, survivors, broken = [], [], []
    for n, m in enumerate(chosen, 1):
        t0 = time.monotonic()
        try:
            binary = build_mutant(m, objs)
        except (ValueError, subprocess.CalledProcessError) as err:
            broken.append(m.name)
            print(f"[{n}/{len(chosen)}] {m.name}: NOT BUILT ({err})", flush=True)
            continue
        failures = check.run_all(files, binary, 2, first_failure=True)
        took = time.monotonic() - t0
        if failures:
            killed.append(m.name)
            path, reason = failures[0]
            print(f"[{n}/{len(chosen)}] {m.name}: killed by {path.name} ({reason}; "
                  f"{took:.1f} s)", flush=True)
        else:
            survivors.append(m.name)
            print(f"[{n}/{len(chosen)}] {m.name}: SURVIVED ({m.what}; {took:.1f} s)", flush=True)
    built = len(killed) + len(survivors)
    print(f"\nmutants: {len(killed)} killed / {built} built"
          f" ({100 * len(killed) / max(built, 1):.0f}%), {len(broken)} not built, "
          f"{time.monotonic() - start:.0f} s")
    if survivors:
        print("survivors: " + ", ".join(survivors))
    return 2 if broken else (1 if survivors else 0)
