#!/usr/bin/python3
"""Prints without end: cut off at the output cap."""
import sys
line = "How many players?\n" * 1000
while True:
    sys.stdout.write(line)
