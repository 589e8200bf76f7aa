#!/usr/bin/python3
"""Output speed of the text front end: a 20-player testing-mode game whose every turn is a cut.

The tester names the card in hand a king and every new head a card from 2 to queen, so no head
ever takes the king and each turn cuts the oldest head: the table grows by one head a turn
until a player wins by cutting, after about 1,060 turns, 1.19 million lines and 16 MB of output.
The script writes that game's input, runs the build once to keep its output, then times the
whole process, stdin from the input file and stdout to /dev/null, against `cat` of the same
output bytes, alternately, and prints the median of each and their ratio.

    bench/output_speed.py [HYDRA] [--runs 7] [--also OTHER_HYDRA ...]

--also times other builds in the same run (e.g. one built from another checkout).
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

PLAYERS = 20
TURNS = 1200  # more than the game lasts: answers left over are never read
HEAD_VALUES = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]


def game_input() -> str:
    """The answers of the bench game, one per line."""
    lines = [str(PLAYERS), "5", "H"]  # the player count, then head 1 is named 5H
    named = 0
    for cut in range(TURNS):
        # The turn prompt, the card in hand named KS, the oldest head (id cut + 1) chosen.
        lines += ["", "K", "S", str(cut + 1)]
        for _ in range(2):  # the two new heads
            named += 1
            lines += [HEAD_VALUES[named % len(HEAD_VALUES)], "SHCD"[named % 4]]
    return "\n".join(lines) + "\n"


def timed(command: list[str], stdin_path: str) -> float:
    with open(stdin_path, "rb") as stdin, open(os.devnull, "wb") as devnull:
        start = time.perf_counter()
        subprocess.run(command, stdin=stdin, stdout=devnull, check=True)
        return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("hydra", nargs="?", default="./hydra")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--also", action="append", default=[], metavar="HYDRA")
    args = parser.parse_args()
    builds = [args.hydra, *args.also]
    with tempfile.TemporaryDirectory(prefix="hydra-output-speed-") as scratch:
        input_path = os.path.join(scratch, "game.in")
        output_path = os.path.join(scratch, "game.out")
        with open(input_path, "w") as handle:
            handle.write(game_input())
        with open(input_path, "rb") as stdin, open(output_path, "wb") as out:
            subprocess.run([args.hydra, "-testing"], stdin=stdin, stdout=out, check=True)
        with open(output_path, "rb") as handle:
            output = handle.read()
        if not output.endswith(b" wins!\n"):
            print("output_speed: the bench game did not end with a win", file=sys.stderr)
            return 1
        for other in args.also:
            with open(input_path, "rb") as stdin:
                again = subprocess.run([other, "-testing"], stdin=stdin, capture_output=True)
            if again.stdout != output:
                print(f"output_speed: {other} prints other bytes than {args.hydra}", file=sys.stderr)
                return 1
        times: dict[str, list[float]] = {name: [] for name in [*builds, "cat"]}
        for _ in range(args.runs):
            for build in builds:
                times[build].append(timed([build, "-testing"], input_path))
            times["cat"].append(timed(["cat", output_path], input_path))
    lines = output.count(b"\n")
    print(f"output_speed: {PLAYERS}-player testing-mode game, {lines:,} lines, "
          f"{len(output) / 1e6:.1f} MB; whole process, median of {args.runs}")
    cat = statistics.median(times["cat"])
    for build in builds:
        median = statistics.median(times[build])
        print(f"  {build:<28} {median * 1000:7.1f} ms   cat {cat * 1000:6.1f} ms   "
              f"ratio {median / cat:5.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
