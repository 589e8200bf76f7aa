#!/usr/bin/python3
"""Shows a wrong draw count for player 2: wrong-state naming that field."""
import mini
mini.play(display=mini.DISPLAY[:6] + ["Player 2: 54 (53 draw, 0 discard)", ""])
