#!/usr/bin/python3
"""Asks for the player count, then fills its memory without end, a player made at a time for a
count it never checked (with some work for each), and aborts at its memory cap, as a C++
build's failed allocation does: a crash, never a hang. Its players take address space whose
pages it never touches, so its time goes to its own work, never to the kernel clearing
pages: that grows with the machine's load, and would make the test depend on it."""
import mmap
import os

import mini

mini.ask("How many players?")
players = []
try:
    while True:
        players.append(mmap.mmap(-1, 16 << 20))  # (address space; its pages never touched)
        sum(range(800000))
except (MemoryError, OSError):
    os.abort()
