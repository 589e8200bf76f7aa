"""The card vocabulary of Hydra as the reference names it: rank names and their values (A is 1,
J Q K are 11 12 13), the four suit letters, and the joker, which has neither."""

from __future__ import annotations

RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(v): v for v in range(2, 11)}}
NAMES = {v: k for k, v in RANKS.items()}
RANK_NAMES = tuple(NAMES[v] for v in range(1, 14))  # in rank order: A 2 .. 10 J Q K
SUITS = "SHCD"
JOKER = "Joker"


def value_of(card: str) -> int:
    """The rank of a card name such as `10D` (a joker has none: 0)."""
    return 0 if card == JOKER else RANKS[card[:-1]]
