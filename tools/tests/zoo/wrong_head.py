#!/usr/bin/python3
"""Shows another first head than the one the tester named: the game itself differs."""
import mini
mini.play(display=mini.DISPLAY[:2] + ["1: 7H (1)"] + mini.DISPLAY[3:])
