#!/usr/bin/python3
"""Asks a question of its own (`How many decks?`) and refuses every answer, for ever: a
question the grader cannot answer, waited at again and again."""
import sys
while True:
    print("How many decks?", flush=True)
    if not sys.stdin.readline():
        sys.exit(1)
