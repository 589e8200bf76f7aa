"""Writing expected -testing transcripts from the protocol (shared/notes/canonical-protocol.md).

A `Transcript` is driven step by step by a test, the way a tester at the keyboard would play:
`turn()` answers "it is your turn.", `hold(card)` answers the card questions for the card in
hand, `move(...)` enters a move. Each step appends the answers to `stdin` and the text the
protocol prescribes to `stdout`, keeping the counts the display shows (draw and discard piles,
heads, reserve, cards remaining) by the rules of docs/rules.md. `move` returns what the move
did ("placed", "ended", "reserve", "swap", "cut", "ignored", "won") so that each test states,
and checks, its own reading of every step.

Only counts are tracked: in testing mode the tester names every card as it is drawn, so the
identity of the cards in the piles never shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(v): v for v in range(2, 11)}}


def value_of(name: str) -> int:
    """The value of a card name ("10D" -> 10) or of a head top ("7J" -> 7)."""
    return RANKS[name[:-1]]


def card_answers(name: str) -> list[str]:
    """The answers to "Card value?" / "Suit?" that name the card `name` (R23)."""
    return ["Joker"] if name == "Joker" else [name[:-1], name[-1]]


def card_questions(name: str) -> str:
    return "Card value?\n" if name == "Joker" else "Card value?\nSuit?\n"


@dataclass
class Head:
    id: int
    top: str
    count: int = 1


@dataclass
class Seat:
    draw: int = 54
    discard: int = 0


@dataclass
class Transcript:
    players: int
    first_head: str
    strict_cut: bool = False
    reserve_to_draw: bool = False
    stdin: str = ""
    stdout: str = ""
    heads: list[Head] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)
    current: int = 0
    hand: str | None = None
    reserve: bool = False
    remaining: int = 0
    holding: bool = False
    winner: int | None = None
    next_id: int = 1

    def __post_init__(self) -> None:
        self.seats = [Seat() for _ in range(self.players)]
        self.stdout += "How many players?\n"
        self.answer(str(self.players))
        self._new_head(self.first_head)  # R3: player 1's top card
        self.current = 1 % self.players

    # --- text ---------------------------------------------------------------------------
    def answer(self, text: str) -> None:
        self.stdin += text + "\n"

    def display(self) -> str:
        """R20-R21: blank line, heads, blank line, players, blank line."""
        text = "\nHeads:\n"
        for head in self.heads:
            text += f"{head.id}: {head.top} ({head.count})\n"
        text += "\nPlayers:\n"
        for index, seat in enumerate(self.seats):
            text += f"Player {index + 1}: {seat.draw + seat.discard} ({seat.draw} draw," \
                    f" {seat.discard} discard)"
            if self.holding and index == self.current:
                text += f" + 1 in hand, {self.remaining} remaining, {int(self.reserve)} in reserve"
            text += "\n"
        return text + "\n"

    # --- steps --------------------------------------------------------------------------
    def turn(self) -> None:
        """R22.3: the turn prompt, one line read; then the first card is drawn (R5, R6)."""
        assert self.winner is None and not self.holding
        self.stdout += self.display() + f"Player {self.current + 1}, it is your turn.\n"
        self.answer("")
        self._draw()
        self.remaining = len(self.heads) - 1
        self.holding = True

    def stop_at_turn(self) -> None:
        """The turn prompt with no answer: the input ends there (R24.2)."""
        self.stdout += self.display() + f"Player {self.current + 1}, it is your turn.\n"

    def hold(self, name: str) -> None:
        """R22.4, R23: display, the card questions naming the card in hand, holding prompt."""
        assert self.holding
        self.stdout += self.display() + card_questions(name)
        for text in card_answers(name):
            self.answer(text)
        self.hand = name
        self.stdout += f"Player {self.current + 1}, you are holding a {name}. Your move?\n"

    def move(self, text: str, joker: str | None = None,
             new_heads: tuple[str, str] | None = None) -> str:
        """Enters the move `text` (and the joker value, if asked); returns what it did."""
        assert self.holding and self.hand is not None
        self.answer(text)
        stripped = text.strip()
        if not stripped.isdigit():
            return "ignored"
        number = int(stripped)
        if number == 0:
            return self._zero()
        head = next((h for h in self.heads if h.id == number), None)
        if head is None:
            return "ignored"
        if self.hand == "Joker":
            self.stdout += "Joker value?\n"
            self.answer(joker if joker is not None else "")
            announced = RANKS.get((joker or "").strip())
            if announced is None or not self._fits(announced, head):
                return "ignored"
            return self._place(head, announced, f"{(joker or '').strip()}J")
        value = value_of(self.hand)
        if self._fits(value, head):
            return self._place(head, value, self.hand)
        if head is self.heads[0] and self._may_cut():
            assert new_heads is not None, "a cut needs the names of the two new heads"
            return self._cut(new_heads)
        return "ignored"

    # --- rules ----------------------------------------------------------------------------
    @staticmethod
    def _fits(value: int, head: Head) -> bool:
        top = value_of(head.top)
        return value <= top or (top == 1 and value != 1)  # R7, R8, R9

    def _may_cut(self) -> bool:
        """R14: no head takes the card; under strict-cut, action 4 must be impossible too."""
        if any(self._fits(value_of(self.hand), h) for h in self.heads):
            return False
        return not (self.strict_cut and not self.reserve and len(self.heads) > 1)

    def _seat(self) -> Seat:
        return self.seats[self.current]

    def _draw(self) -> None:
        """R6: an empty draw pile is first replaced by the discard pile."""
        seat = self._seat()
        if seat.draw == 0:
            seat.draw, seat.discard = seat.discard, 0
        assert seat.draw > 0, "drawing from empty piles"
        seat.draw -= 1

    def _new_head(self, name: str) -> None:
        """R15.4 / R3: a card from the draw pile, named by the tester; a joker counts 2."""
        self._draw()
        self.stdout += card_questions(name)
        for text in card_answers(name):
            self.answer(text)
        self.heads.append(Head(self.next_id, "2J" if name == "Joker" else name))
        self.next_id += 1

    def _out_of_cards(self) -> bool:
        seat = self._seat()
        return seat.draw == 0 and seat.discard == 0 and not self.reserve

    def _put_reserve_away(self) -> None:
        if self.reserve:
            if self.reserve_to_draw:
                self._seat().draw += 1
            else:
                self._seat().discard += 1
            self.reserve = False

    def _end_turn(self) -> str:
        """R17: the reserve is put away and play passes on."""
        self._put_reserve_away()
        self.holding = False
        self.hand = None
        self.current = (self.current + 1) % self.players
        return "ended"

    def _win(self) -> str:
        """R18, R22.6."""
        self.winner = self.current
        self.holding = False
        self.stdout += f"Player {self.current + 1} wins!\n"
        return "won"

    def _continue(self, outcome: str) -> str:
        """R16: draw the next card, or end the turn."""
        seat = self._seat()
        if self.remaining == 0 or (seat.draw == 0 and seat.discard == 0):
            return self._end_turn()
        self._draw()
        self.remaining -= 1
        self.hand = None
        return outcome

    def _place(self, head: Head, value: int, shown: str) -> str:
        ends = value == value_of(head.top)  # R8
        head.top = shown
        head.count += 1
        self.hand = None
        if self._out_of_cards():
            return self._win()
        if ends:
            return self._end_turn()
        return self._continue("placed")

    def _zero(self) -> str:
        if self.reserve:  # R13: a swap, no draw
            return "swap"
        if len(self.heads) > 1:  # R12
            self.reserve = True
            self.hand = None
            return self._continue("reserve")
        return "ignored"

    def _cut(self, new_heads: tuple[str, str]) -> str:
        """R15: hand, reserve, oldest head to discard; two new heads; the turn ends."""
        seat = self._seat()
        seat.discard += 1
        self._put_reserve_away()
        seat.discard += self.heads.pop(0).count
        self.hand = None
        for name in new_heads:
            self._new_head(name)
        if self._out_of_cards():
            return self._win()
        self._end_turn()
        return "cut"
