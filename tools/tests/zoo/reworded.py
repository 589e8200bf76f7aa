#!/usr/bin/python3
"""Other wording of every prompt: passes at the semantic level (I18)."""
import mini
mini.play(words={"players": "Enter number of players:", "card": "Card Value?",
                 "suit": "Card Suit?", "turn": "Player 2, it is your turn",
                 "move": "Player 2, you are holding {}. Your move?"})
