#!/usr/bin/python3
"""tokens.py on a slow machine: a pause after each answer taken from what was left."""
import tokens

tokens.play(pause=0.3)
