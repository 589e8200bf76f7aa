#!/usr/bin/python3
"""Asks for the player count, then fills its memory without end, a player made at a time for a
count it never checked (with some work for each), and aborts at its memory cap, as a C++
build's failed allocation does: a crash, never a hang."""
import os

import mini

mini.ask("How many players?")
players = []
try:
    while True:
        players.append(b"p" * (16 << 20))
        sum(range(300000))
except MemoryError:
    os.abort()
