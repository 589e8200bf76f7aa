#!/usr/bin/python3
"""Takes the player count and quits with status 0: a wrong exit where the reference goes on."""
import sys
import mini
mini.ask("How many players?")
sys.exit(0)
