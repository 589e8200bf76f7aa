#!/usr/bin/python3
"""Writes a file into its working directory, then tries to grow it past the file size limit:
killed by SIGXFSZ; nothing it wrote survives the run."""
import mini
mini.ask("How many players?")
with open("scratch.dat", "wb") as fh:
    while True:
        fh.write(b"x" * 65536)
        fh.flush()
