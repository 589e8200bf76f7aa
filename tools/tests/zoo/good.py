#!/usr/bin/python3
"""Plays the tiny transcript exactly (the control)."""
import mini
mini.play()
