#!/usr/bin/python3
"""Asks for the player count, then spins forever: a busy timeout."""
import mini
mini.ask("How many players?")
while True:
    pass
