"""`make corpus-stats`: the corpus's figures: transcripts per area (hand-written, generated,
grouped readings), whole games per player count, and size on disk (bytes, and gzip size as
git would roughly store it)."""

from __future__ import annotations

import argparse
import gzip
from collections import Counter
from pathlib import Path

from . import reference
from .build import AREAS, HAND_AREAS


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="corpus stats", description=__doc__)
    ap.add_argument("--root", type=Path, default=reference.ROOT / "transcripts")
    args = ap.parse_args(argv)
    total = hand = size = packed = 0
    games: Counter = Counter()
    tables: Counter = Counter()  # computer tables: whole games graded against the reference only
    print(f"{'area':12}{'files':>7}{'hand':>6}{'gen':>6}{'grouped':>8}{'KiB':>9}")
    for area in (*AREAS, *HAND_AREAS):
        files = reference.corpus_files(args.root, [area])
        kinds: Counter = Counter()
        area_size = 0
        for path in files:
            data = path.read_bytes()
            area_size += len(data)
            packed += len(gzip.compress(data))
            script = reference.load(path)
            kinds["gen" if "generated" in script.tags else "hand"] += 1
            kinds["grouped"] += bool(script.group)
            if area == "full-games" and script.exit == 0:
                games[script.players] += 1
            if "whole-game" in script.tags and script.exit == 0:
                tables[script.players] += 1
        total += len(files)
        hand += kinds["hand"]
        size += area_size
        print(f"{area:12}{len(files):>7}{kinds['hand']:>6}{kinds['gen']:>6}"
              f"{kinds['grouped']:>8}{area_size // 1024:>9}")
    print(f"{'total':12}{total:>7}{hand:>6}{total - hand:>6}{'':>8}{size // 1024:>9}")
    print("\nwhole games to a win by player count: "
          + ", ".join(f"{n}p {games[n]}" for n in sorted(games)) + f" (total {sum(games.values())})")
    print("whole games of computer tables (profiles/, reference only): "
          + ", ".join(f"{n}p {tables[n]}" for n in sorted(tables))
          + f" (total {sum(tables.values())})")
    print(f"size on disk: {size / 2**20:.1f} MiB plain, {packed / 2**20:.1f} MiB gzip-compressed")
    return 0
