#!/usr/bin/python3
"""Asks a question no profile knows and waits for an answer: waiting for input."""
import sys
sys.stdout.write("Please choose a difficulty: ")
sys.stdout.flush()
sys.stdin.readline()
