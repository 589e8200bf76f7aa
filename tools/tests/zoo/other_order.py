#!/usr/bin/python3
"""Card questions before the display of the move request: passes at the semantic level."""
import mini
mini.play(card_first=True)
