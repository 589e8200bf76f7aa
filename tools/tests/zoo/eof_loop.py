#!/usr/bin/python3
"""At end of input keeps printing the prompt forever instead of exiting with status 1."""
import mini


def loop(line: str) -> None:
    while True:
        mini.say(line)


mini.play(on_eof=loop)
