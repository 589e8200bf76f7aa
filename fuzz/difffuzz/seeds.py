"""Writes the seed corpus of the text front end harness (fuzz/corpus/cli): a few generated
games (the flag byte that selects the command line, then the answers as standard input), and
inputs that end early, carry garbage, NUL bytes, invalid UTF-8 or one huge line.
Run: make fuzz-seeds, or PYTHONPATH=fuzz:tools /usr/bin/python3 -m difffuzz.seeds --help."""

from __future__ import annotations

import argparse
from pathlib import Path

from .generate import generate

ROOT = Path(__file__).resolve().parents[2]
# Flag bytes of cli_fuzzer.cc: bit 0 strict-cut, 1 reserve-to-draw, 2 cut-anytime,
# 3 red-down-black-up, 4 suit-match, 5 -grammar, 6 -pretty, 7 a computer seat.
GAMES = [(1, 0x00), (2, 0x00), (3, 0x01), (4, 0x02), (5, 0x04), (6, 0x18), (7, 0x60),
         (8, 0x80)]
ODD = {
    "eof-at-start": b"\x00",
    "eof-mid-card": b"\x00" + b"2\nK\n",
    "garbage": b"\x00" + b"\n-1\nabc\n2\n\x00\nQ\nH\n\nJoker\n1\nzz\n",
    "invalid-utf8": b"\x00" + b"2\n\xc3\x28\n7\n\xff\xfe\nS\n\n5\nD\n1\n",
    "crlf": b"\x00" + b"2\r\n 9 \r\n\tC\r\n\r\n8\r\nH\r\n1\r\n",
    "huge-line": b"\x00" + b"2\n" + b"7" * 5000 + b"\nA\nS\n\n",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hydra-difffuzz-seeds", description=__doc__)
    parser.add_argument("--reference", default=str(ROOT / "hydra"))
    parser.add_argument("--out", default=str(ROOT / "fuzz" / "corpus" / "cli"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for seed, flags in GAMES:
        rules = _flags_to_args(flags)
        game = generate(args.reference, seed, rules, max_answers=120)
        data = bytes([flags]) + b"".join(a + b"\n" for a in game.answers)
        (out / f"game-{seed}").write_bytes(data)
    for name, data in ODD.items():
        (out / name).write_bytes(data)
    print(f"wrote {len(GAMES) + len(ODD)} seeds to {out}")
    return 0


def _flags_to_args(flags: int) -> list[str]:
    names = ["strict-cut", "reserve-to-draw", "cut-anytime", "red-down-black-up", "suit-match"]
    chosen = [n for i, n in enumerate(names) if flags >> i & 1]
    args = ["-testing"] + (["-rules", ",".join(chosen)] if chosen else [])
    args += ["-grammar"] if flags & 0x20 else []
    args += ["-pretty"] if flags & 0x40 else []
    args += ["-players", "human,greedy"] if flags & 0x80 else []
    return args


if __name__ == "__main__":
    raise SystemExit(main())
