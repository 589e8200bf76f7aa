#!/usr/bin/python3
"""Terminal escape sequences: the screen cleared before each table, red cards in colour. Read as
a terminal shows them, the game is the same: it passes (at the semantic level)."""
import mini
RED = "\033[31m{}\033[0m"
mini.play(words={"move": "Player 2, you are holding a " + RED + ". Your move?"},
          display=["\033[2J\033[H"] + [line.replace("6H", RED.format("6H"))
                                       for line in mini.DISPLAY[1:]])
