"""Choosing cards and moves for generated play. A Steer picks, with its own seeded random
generator, the name of each drawn card and the move to make with it so that the game goes where
the generator wants (a chosen winner, a target state) while staying clear of the open points of
docs/interpretations.md: no cut with several heads unless a reserve is held and the draw pile is
empty (I1, I2 agree then), no reserve held at a turn end (I2), no renamed card on a re-prompt
(I11)."""

from __future__ import annotations

import random

from rules.cards import JOKER, NAMES, SUITS
from rules.model import Head, Script, fits


class Steer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def card(self, value: int) -> str:
        return NAMES[value] + self.rng.choice(SUITS)

    def continuing(self, s: Script) -> tuple[str, Head, str | None] | None:
        """A card, a head and (for a joker) a value that place without ending the turn:
        action 1 or 3 (R7, R9). None if no head allows it (every top is an ace... never)."""
        rng = self.rng
        options = []
        for h in s.t.heads:
            if h.top == 1:
                options += [(v, h) for v in range(2, 14)]
            else:
                options += [(v, h) for v in range(1, h.top)]
        if not options:
            return None
        # Prefer keeping tops high so that the next cards have room: mostly top-1 or on aces.
        high = [(v, h) for v, h in options if (h.top == 1 and v >= 10) or v == h.top - 1]
        v, h = rng.choice(high if high and rng.random() < 0.8 else options)
        if rng.random() < 0.04:
            return JOKER, h, NAMES[v]
        return self.card(v), h, None

    def ending(self, s: Script) -> tuple[str, Head, str | None]:
        """A card that ends the turn on some head: equal value (R8)."""
        h = self.rng.choice(s.t.heads)
        if self.rng.random() < 0.05:
            return JOKER, h, NAMES[h.top]
        return self.card(h.top), h, None

    def unfitting(self, s: Script) -> str | None:
        """A card that fits no head (a cut is possible), or None if every value fits."""
        values = [v for v in range(1, 14) if not any(fits(v, h.top) for h in s.t.heads)]
        return self.card(self.rng.choice(values)) if values else None

    def head_card(self) -> str:
        """A card for a new head: mostly high so that play can go on below it."""
        if self.rng.random() < 0.06:
            return JOKER
        return self.card(self.rng.choice([1, 7, 9, 10, 11, 12, 13, 13, 13, 12]))

    def ignored_move(self, s: Script) -> str:
        """A well-formed move the reference ignores whatever the reading (R19): the id of a
        head that no longer exists or does not exist yet."""
        active = {h.id for h in s.t.heads}
        retired = [i for i in range(1, s.t.next_id) if i not in active]
        unused = s.t.next_id + self.rng.randrange(0, 5)
        return str(self.rng.choice(retired + [unused]))

    def garbage_card(self) -> list[str]:
        return [self.rng.choice(["1", "11", "joker", "AH", "Z", "14", "k"])]

