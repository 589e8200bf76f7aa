#!/usr/bin/python3
"""Every question in words no pattern of the grader foresees: learned by the probe from where
the build asks it."""
import mini
mini.play(words={"players": "Players?", "card": "Rank of the card:",
                 "turn": "--- Player 2 ---", "move": "Player 2 holds {}. Play:"},
          blank_move_again=True)
