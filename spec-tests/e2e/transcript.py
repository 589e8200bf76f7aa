"""Writing expected -testing transcripts from the protocol (docs/rules.md, R20-R24).

A `Transcript` is driven step by step by a test, the way a tester at the keyboard would play:
`turn()` answers "it is your turn.", `hold(card)` answers the card questions for the card in
hand, `move(...)` enters a move. Each step appends the answers to `stdin` and the text the
protocol prescribes to `stdout`. The rules themselves (which move does what to the counts the
display shows: piles, heads, reserve, cards remaining) are the kit's one Python model of the
game, tools/rules/model.py, with the readings and house rules given to the constructor; this
file only writes the text around it. `move` returns what the move did ("placed", "ended",
"reserve", "swap", "cut", "ignored", "won") so that each test states, and checks, its own
reading of every step.

Only counts are tracked: in testing mode the tester names every card as it is drawn, so the
identity of the cards in the piles never shows.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from rules.cards import JOKER  # noqa: E402
from rules.model import Head, Script, parse_move  # noqa: E402


def card_answers(name: str) -> list[str]:
    """The answers to "Card value?" / "Suit?" that name the card `name` (R23)."""
    return [JOKER] if name == JOKER else [name[:-1], name[-1]]


def card_questions(name: str) -> str:
    return "Card value?\n" if name == JOKER else "Card value?\nSuit?\n"


# What the model calls each outcome, as the tests name it; a placement or a reserve that used
# up the turn's quota (R16) ended the turn.
OUTCOMES = {"equal": "ended", "swap": "swap", "cut": "cut", "win": "won", "ignored": "ignored"}


class Transcript:
    """One -testing session of `players` players whose first head is `first_head`; `rules`
    are the model's rule switches (strict_cut, reserve_to_draw, cut_anytime, black_up,
    suit_match)."""

    def __init__(self, players: int, first_head: str, **rules: bool) -> None:
        self.script = Script(players, **rules)
        self.stdout = "How many players?\n"
        self.script.start(first_head)
        self.stdout += card_questions(first_head)

    # --- the model's state, as the tests read it --------------------------------------------
    @property
    def stdin(self) -> str:
        return "".join(line + "\n" for line in self.script.lines)

    @property
    def current(self) -> int:
        return self.script.t.current

    @property
    def remaining(self) -> int:
        return self.script.t.remaining

    @property
    def heads(self) -> list[Head]:
        return self.script.t.heads

    @property
    def winner(self) -> int | None:
        return self.script.t.winner

    @property
    def strict_cut(self) -> bool:
        return self.script.t.strict_cut

    @strict_cut.setter
    def strict_cut(self, on: bool) -> None:
        self.script.t.strict_cut = on

    # --- text ---------------------------------------------------------------------------
    def display(self) -> str:
        """R20-R21: blank line, heads, blank line, players, blank line."""
        return "\n" + "\n".join(self.script.render()) + "\n\n"

    def _prompt(self, text: str) -> None:
        self.stdout += self.display() + f"Player {self.current + 1}, {text}\n"

    # --- steps --------------------------------------------------------------------------
    def turn(self) -> None:
        """R22.3: the turn prompt, one line read; then the first card is drawn (R5, R6)."""
        assert self.winner is None and self.script.t.phase == "turn"
        self._prompt("it is your turn.")
        self.script.turn("")

    def stop_at_turn(self) -> None:
        """The turn prompt with no answer: the input ends there (R24.2)."""
        self._prompt("it is your turn.")

    def hold(self, name: str) -> None:
        """R22.4, R23: display, the card questions naming the card in hand, holding prompt."""
        t = self.script.t
        assert t.phase == "move"
        self.stdout += self.display() + card_questions(name)
        self.script.name_card(name)
        t.hand, t.hand_drawn = name, False
        self.stdout += f"Player {self.current + 1}, you are holding a {name}. Your move?\n"

    def move(self, text: str, joker: str | None = None,
             new_heads: tuple[str, str] | None = None) -> str:
        """Enters the move `text` (and the joker value, if asked); returns what it did."""
        t = self.script.t
        assert t.phase == "move" and t.hand is not None and not t.hand_drawn
        number = parse_move(text)
        asks_value = t.hand == JOKER and bool(number) and t.head(number) is not None  # R22.5
        cuts, mover = t.cuts, self.current
        done = self.script.enter(text, joker, new_heads)
        if asks_value:
            self.stdout += "Joker value?\n"
        if t.cuts > cuts:  # R15.4, R23: the tester names the two new heads
            self.stdout += "".join(card_questions(name) for name in new_heads or ())
        if done == "win":
            self.stdout += f"Player {mover + 1} wins!\n"  # R18, R22.6
        if done in ("place", "reserve"):
            return "ended" if t.phase == "turn" else {"place": "placed"}.get(done, done)
        return OUTCOMES[done]
