#!/usr/bin/python3
"""Asks for the player count, takes most of its memory at once for a count it never checked
(address space whose pages it never touches), then spins without growing: the hang watch
cuts it off before its cap would. Whether a build filling its memory dies at its cap or is
cut off first is a race the machine decides; both are one ending, running out of memory."""
import mmap

import mini

mini.ask("How many players?")
held = [mmap.mmap(-1, 16 << 20) for _ in range(40)]  # (640 MiB of its 1 GiB)
while True:
    pass
