#!/usr/bin/python3
"""Forks without end; the process limit stops it and the grader kills the whole group."""
import os
import time
while True:
    try:
        os.fork()
    except OSError:
        time.sleep(0.01)
