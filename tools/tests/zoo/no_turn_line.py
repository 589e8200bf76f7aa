#!/usr/bin/python3
"""Reads no line after the turn prompt (I14)."""
import mini
mini.play(read_turn=False)
