#!/usr/bin/python3
"""A build that reads its answers as tokens, as `cin >>` does: `9 S` at the card value is 9, and
the S left over answers the suit question at once, without waiting for a line. Its output goes
out only when it reads (the suit question and the next one come together, as on a fast
machine); tokens_slow.py writes each question at once and pauses after an answer taken from
what was left (a slow machine), so that the grader may answer before the next question shows.
The verdict must be the same."""
import sys
import time

import mini

left: list[str] = []


def ask(line: str, pause: float) -> str:
    sys.stdout.write(line + "\n")
    if pause:
        sys.stdout.flush()
    if left:
        token = left.pop(0)
        time.sleep(pause)
        return token
    sys.stdout.flush()
    answer = sys.stdin.readline()
    if not answer:
        sys.exit(1)
    left.extend(answer.split())
    return left.pop(0) if left else ""


def play(pause: float = 0.0) -> None:
    for kind in ("players", "card", "suit"):
        ask(mini.WORDS[kind], pause)
    mini.say(*mini.DISPLAY)
    ask(mini.WORDS["turn"], pause)
    mini.say(*mini.HOLDING)
    value = ask(mini.WORDS["card"], pause)
    suit = ask(mini.WORDS["suit"], pause)
    ask(mini.WORDS["move"].format(value + suit), pause)
    sys.exit(1)


if __name__ == "__main__":
    play()
