"""The Python model of a Hydra table in testing mode: the kit's one Python reading of the rules
(docs/rules.md R1-R19, the readings of docs/interpretations.md and the house rules H1-H3 of
docs/house-rules.md), written from the documents, not from the engine. The corpus generator
uses it to write the inputs of a transcript, the e2e tests (spec-tests/e2e/transcript.py) to
write whole expected transcripts, and the differential fuzzer (fuzz/difffuzz) to choose
sensible moves. A Script types answers (player count, card names, turn lines, moves, joker
values) and keeps the model in step with what the reference will do, so that a generator
always knows which prompt comes next and which moves are legal. Every rule that fires is
recorded as a clause id, which becomes the transcript's `rules:` header. The corpus's expected
output itself always comes from running the reference, never from this model."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import JOKER, NAMES, RANKS, SUITS, value_of

MAX_MOVE = 1 << 30


# The `-rules` names of the readings and house rules, and the Table field each switches on.
RULE_FLAGS = {"strict-cut": "strict_cut", "reserve-to-draw": "reserve_to_draw",
              "cut-anytime": "cut_anytime", "red-down-black-up": "black_up",
              "suit-match": "suit_match"}


def rule_flags(names: str | list[str]) -> dict[str, bool]:
    """The Table fields switched on by a `-rules` list ("strict-cut,suit-match")."""
    if isinstance(names, str):
        names = [n for n in names.split(",") if n]
    return {RULE_FLAGS[name]: True for name in names}


def fits(value: int, top: int) -> bool:
    """Actions 1-3 (R7-R9): lower, equal, or anything but an ace on an ace."""
    return value < top or value == top or (top == 1 and value != 1)


def fits_card(card: str, value: int, top: int, top_suit: str | None, *, black_up: bool = False,
              suit_match: bool = False) -> bool:
    """Whether `card`, played as `value` (a joker: its announced value), goes on a head whose
    top counts as `top` and has suit `top_suit` (None for a joker on top): R7-R10, with H3
    suit-match (any value on the top card's suit) and H2 red-down-black-up (black cards go up;
    equal still allowed, an ace stays universal). A joker has neither colour nor suit."""
    if card == JOKER:
        return fits(value, top)
    suit = card[-1]
    if suit_match and top_suit == suit:
        return True
    if black_up and suit in "SC":
        return value >= top or value == 1
    return fits(value, top)


def parse_move(text: str) -> int | None:
    """The reference's reading of a move line: one decimal integer, surrounding blanks ignored."""
    text = text.strip(" \t\r\n\v\f")
    if not text or not text.isdigit() or not text.isascii():
        return None
    number = 0
    for ch in text:
        number = number * 10 + int(ch)
        if number > MAX_MOVE:
            return None
    return number


@dataclass
class Head:
    id: int
    top: int  # the value the top counts as
    count: int
    name: str  # the top as displayed (R20)
    jokers: int = 0  # jokers among its cards

    @property
    def suit(self) -> str | None:
        """The top card's suit; None when a joker is on top (shown `7J`, H3.3)."""
        return self.name[-1] if self.name[-1] in SUITS else None


@dataclass
class Table:
    players: int
    strict_cut: bool = False
    reserve_to_draw: bool = False
    cut_anytime: bool = False  # H1
    black_up: bool = False  # H2
    suit_match: bool = False  # H3
    draw: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    heads: list[Head] = field(default_factory=list)
    next_id: int = 1
    current: int = 0
    phase: str = "setup"  # setup, turn, move, over
    hand: str | None = None
    hand_drawn: bool = False  # a card was drawn for the move request; it still needs a name
    reserve: str | None = None
    remaining: int = 0
    winner: int | None = None
    cuts: int = 0
    reshuffles: int = 0

    def head(self, hid: int) -> Head | None:
        return next((h for h in self.heads if h.id == hid), None)

    @property
    def house_rules(self) -> bool:
        """Any house rule on: the reference then also reads the word `cut` (takesTableCommands)."""
        return self.cut_anytime or self.black_up or self.suit_match

    def fits_head(self, card: str, value: int, head: Head) -> bool:
        return fits_card(card, value, head.top, head.suit, black_up=self.black_up,
                         suit_match=self.suit_match)

    def fits_any(self, card: str) -> bool:
        if card == JOKER:
            return bool(self.heads)
        return any(self.fits_head(card, value_of(card), h) for h in self.heads)

    def may_cut(self, card: str) -> bool:
        """R14 (and H1): nothing fits, or cut-anytime; under strict-cut the reserve is closed."""
        if not self.cut_anytime and self.fits_any(card):
            return False
        return not (self.strict_cut and self.reserve_allowed())

    def reserve_allowed(self) -> bool:
        return self.reserve is None and len(self.heads) > 1

    def total(self, p: int) -> int:
        return self.draw[p] + self.discard[p]


class Script:
    """The typed input of one session plus the model it keeps in step. `rules` collects the
    clauses exercised; `interps` the interpretations the output depends on; `tests` is left to
    the generator: the clauses it aims at (the `tests:` header, among `rules`)."""

    def __init__(self, players: int, strict_cut: bool = False, reserve_to_draw: bool = False,
                 **house: bool):
        self.t = Table(players, strict_cut, reserve_to_draw, **house)
        self.lines: list[str] = []
        self.rules: set[str] = set()
        self.interps: set[str] = set()
        self.tags: set[str] = set()
        self.tests: set[str] = set()
        self.swaps = 0  # swaps in the current turn

    # -- typing -------------------------------------------------------------------------------
    def type(self, line: str) -> None:
        self.lines.append(line)

    def name_card(self, card: str, bad: list[str] | None = None,
                  bad_suits: list[str] | None = None) -> None:
        """Answers the card questions (R23) for `card`, after the invalid answers in `bad`
        (each re-asks the question it answers: a value unless it follows a good value)."""
        for junk in bad or []:
            self.type(junk)
            self.rules.update({"R23.2", "R24.1"})
        if card == JOKER:
            self.type(JOKER)
            self.rules.add("R2.3")
        else:
            self.type(card[:-1])
            for junk in bad_suits or []:
                self.type(junk)
                self.rules.update({"R23.2", "R24.1"})
            self.type(card[-1])
        self.rules.add("R23.1")

    def reach_move_prompt(self) -> None:
        """Names the card in hand if a move request is under way, so that a session that ends
        here ends at the holding prompt (where a grader compares the card and the table), not
        at a card question that a build which went another way would ask too. A repeated request
        names the same card again (neutral for I11)."""
        t = self.t
        if t.phase != "move":
            return
        card = t.hand if t.hand is not None else "KS"  # after a swap: the former reserve
        self.name_card(card)
        t.hand, t.hand_drawn = card, False

    def start(self, first: str, count_text: str | None = None) -> None:
        """Types the player count, then names player 1's first head card (R3)."""
        t = self.t
        self.type(count_text if count_text is not None else str(t.players))
        t.draw = [54] * t.players
        t.discard = [0] * t.players
        t.draw[0] -= 1
        self.name_card(first)
        self._add_head(first)
        t.current = 1 % t.players
        t.phase = "turn"
        self.rules.update({"R1.1", "R1.2", "R1.3", "R1.4", "R2.1", "R2.2", "R3.1", "R3.3", "R4.1", "R20.1", "R21.1",
                           "R21.2", "R22.1", "R22.2", "R22.3"})
        if first == JOKER:
            self.rules.update({"R3.2", "R11.2"})
            self.interps.add("I8")

    def _add_head(self, card: str) -> None:
        t = self.t
        top = 2 if card == JOKER else value_of(card)
        name = "2J" if card == JOKER else card
        t.heads.append(Head(t.next_id, top, 1, name, 1 if card == JOKER else 0))
        t.next_id += 1

    def _draw(self) -> None:
        t = self.t
        p = t.current
        if t.draw[p] == 0:
            t.draw[p], t.discard[p] = t.discard[p], 0
            t.reshuffles += 1
            self.rules.update({"R6.2", "R6.3"})
            self.tags.add("reshuffle")
        t.draw[p] -= 1
        self.rules.add("R6.1")

    def turn(self, text: str = "") -> None:
        """Answers the turn prompt (R22.3) and draws the first card of the turn (R5)."""
        t = self.t
        assert t.phase == "turn", t.phase
        self.type(text)
        p = t.current
        if t.draw[p] == 0 and t.discard[p] == 0:
            t.winner, t.phase = p, "over"
            return
        quota = len(t.heads)
        self.swaps = 0
        self._draw()
        t.remaining = quota - 1
        t.phase, t.hand_drawn = "move", True
        self.rules.update({"R5.1", "R5.4", "R21.3", "R21.4", "R22.4"})
        if quota > 1:
            self.rules.update({"R5.2", "R4.4"})

    # -- moves --------------------------------------------------------------------------------
    def act(self, card: str, move: str, joker: str | None = None,
            new: tuple[str, str] | None = None, bad_cards: list[str] | None = None,
            bad_suits: list[str] | None = None) -> str:
        """Names the held card, types `move` (and the joker value when asked), then names the
        two new heads if the move cuts. Returns what the move did: place, equal, reserve, swap,
        cut, win or ignored."""
        t = self.t
        assert t.phase == "move", t.phase
        if t.hand is not None and not t.hand_drawn and card != t.hand:
            self.interps.add("I11")  # renaming the held card on a re-prompt
        self.name_card(card, bad_cards, bad_suits)
        t.hand, t.hand_drawn = card, False
        return self.enter(move, joker, new)

    def enter(self, move: str, joker: str | None = None,
              new: tuple[str, str] | None = None) -> str:
        """Types `move` for the card in hand, already named (see act)."""
        t = self.t
        card = t.hand
        assert t.phase == "move" and card is not None, t.phase
        self.type(move)
        if t.house_rules and move.strip(" \t\r\n\v\f") == "cut":  # H1.3: the word cut
            if not t.may_cut(card):
                return self._ignored("nofit")
            assert new is not None, "a cut needs the names of the two new heads"
            return self._cut(new)
        number = parse_move(move)
        if number is None:
            return self._ignored("garbage")
        if number == 0:
            if t.reserve is not None:
                t.hand, t.reserve = t.reserve, t.hand
                t.hand_drawn = True  # the former reserve is named at the next request
                self.rules.update({"R13.1", "R13.2"})
                self.swaps += 1
                if self.swaps > 1:
                    self.rules.add("R13.3")
                self.interps.add("I7")
                self.tags.add("swap")
                return "swap"
            if len(t.heads) > 1:
                self.rules.add("R13.4")  # no reserve to swap with: 0 is action 4
                t.reserve, t.hand = card, None
                self.rules.update({"R12.1", "R12.2"})
                self.interps.add("I7")
                self.tags.add("reserve")
                self._continue()
                return "reserve"
            self.rules.add("R12.3")
            return self._ignored("reserve")
        head = t.head(number)
        if head is None:
            return self._ignored("nohead")
        if card == JOKER:
            self.type(joker if joker is not None else "")
            self.rules.add("R22.5")
            if head is t.heads[0]:
                self.rules.update({"R10.5", "R14.5"})  # the oldest head: a joker never cuts
            value = RANKS.get((joker or "").strip(" \t\r\n\v\f"))
            if value is None or not t.fits_head(card, value, head):
                self.rules.update({"R10.4"})
                self.interps.add("I3")
                return self._ignored("joker")
            self.rules.update({"R10.1", "R10.2", "R10.3"})
            self.tags.add("joker")
            return self._place(head, value, NAMES[value] + "J")
        value = value_of(card)
        if t.fits_head(card, value, head):
            if (head is t.heads[0] and len(t.heads) > 1
                    and not t.fits_head(card, value, t.heads[1])):
                self.rules.add("R14.3")  # the oldest head chosen: a placement, not a cut
            return self._place(head, value, card)
        if head is not t.heads[0]:
            self.rules.add("R14.4")
            return self._ignored("nofit")
        if t.fits_any(card) and not t.cut_anytime:
            self.rules.add("R14.3")
            self.interps.add("I4")
            return self._ignored("nofit")
        if t.strict_cut and t.reserve_allowed():
            self.rules.add("R14.2")  # strict-cut: no cut while the reserve is free
            self.interps.add("I1")
            return self._ignored("strict")
        assert new is not None, "a cut needs the names of the two new heads"
        return self._cut(new)

    def _ignored(self, why: str) -> str:
        self.rules.update({"R19.1", "R19.2"})
        if why == "garbage":
            self.rules.add("R24.1")
        self.interps.add("I13")
        self.tags.add("ignored")
        return "ignored"

    def _place(self, head: Head, value: int, name: str) -> str:
        t = self.t
        stop = value == head.top
        if head.top == 1 and value != 1:
            self.rules.add("R9")
        elif stop:
            self.rules.add("R8.1")
            if value == 1:
                self.rules.add("R8.2")
                self.interps.add("I10")
        else:
            self.rules.add("R7")
        head.top, head.name, head.count = value, name, head.count + 1
        if name.endswith("J") and len(name) > 1 and t.hand == JOKER:
            head.jokers += 1
            self.rules.add("R2.4")
        if t.remaining and (stop or self._out_of_cards_after()):
            self.rules.add("R5.3")
        t.hand = None
        if self._out_of_cards():
            return self._win("R18.2" if stop or t.remaining else "R18.1")
        if t.draw[t.current] == 0 and t.discard[t.current] == 0 and t.reserve is not None:
            self.rules.add("R18.4")  # nothing left but the reserve: no win
        if stop:
            self._end_turn()
            return "equal"
        self._continue()
        return "place"

    def _out_of_cards_after(self) -> bool:
        t = self.t
        p = t.current
        return t.draw[p] == 0 and t.discard[p] == 0 and t.reserve is None

    def _out_of_cards(self) -> bool:
        t = self.t
        p = t.current
        return t.draw[p] == 0 and t.discard[p] == 0 and t.reserve is None and t.hand is None

    def _win(self, clause: str) -> str:
        t = self.t
        t.winner, t.phase = t.current, "over"
        self.rules.update({"R18.1", "R18.5", "R22.6", clause})
        self.interps.add("I5")
        self.tags.add("win")
        return "win"

    def _put_away_reserve(self, clause: str = "R17.1") -> None:
        """The reserve leaves the player's hand: at a turn end (R17.1) or in a cut (R15.2)."""
        t = self.t
        if t.reserve is None:
            return
        if t.reserve_to_draw:
            t.draw[t.current] += 1
        else:
            t.discard[t.current] += 1
        t.reserve = None
        self.rules.add(clause)

    def _end_turn(self) -> None:
        t = self.t
        self._put_away_reserve()
        t.hand, t.remaining = None, 0
        t.current = (t.current + 1) % t.players
        t.phase = "turn"
        self.rules.update({"R17.2"})

    def _continue(self) -> None:
        t = self.t
        p = t.current
        if t.remaining == 0:
            self.rules.add("R16.3")
            self._end_turn()
            return
        if t.draw[p] == 0 and t.discard[p] == 0:
            self.rules.update({"R16.2", "R18.4", "R5.3"})
            self.interps.add("I6")
            self._end_turn()
            return
        self._draw()
        t.remaining -= 1
        t.hand_drawn = True
        self.rules.add("R16.1")

    def _cut(self, new: tuple[str, str]) -> str:
        t = self.t
        p = t.current
        t.discard[p] += 1
        had_reserve = t.reserve is not None
        if not had_reserve and len(t.heads) > 1:
            self.rules.add("R14.2")
            self.interps.add("I1")
        self._put_away_reserve("R15.2")
        oldest = t.heads.pop(0)
        t.discard[p] += oldest.count
        if oldest.jokers:
            self.rules.add("R11.1")
            self.interps.add("I8")
        self.rules.add("R4.3")
        if t.remaining:
            self.rules.add("R5.3")
        for card in new:
            self._draw()
            self.name_card(card)
            self._add_head(card)
            if card == JOKER:
                self.rules.add("R11.2")
                self.interps.add("I8")
        t.cuts += 1
        t.hand = None
        self.rules.update({"R14.1", "R15.1", "R15.3", "R15.4", "R4.2", "R23.3"})
        if had_reserve:
            self.rules.add("R15.2")
        self.interps.add("I9")
        self.tags.add("cut")
        if self._out_of_cards():
            self.rules.add("R18.3")
            return self._win("R15.5")
        self.rules.add("R15.5")
        self._end_turn()
        return "cut"

    # -- questions a generator asks --------------------------------------------------------
    def quota_left(self) -> int:
        return self.t.remaining

    def legal_places(self, card: str) -> list[tuple[Head, int]]:
        """(head, value) pairs that place `card` (a joker: every value that fits)."""
        out = []
        for h in self.t.heads:
            values = range(1, 14) if card == JOKER else [value_of(card)]
            out += [(h, v) for v in values if self.t.fits_head(card, v, h)]
        return out

    def render(self) -> list[str]:
        """The display the reference prints before the next prompt (R20, R21)."""
        t = self.t
        out = ["Heads:"] + [f"{h.id}: {h.name} ({h.count})" for h in t.heads] + ["", "Players:"]
        for p in range(t.players):
            line = f"Player {p + 1}: {t.total(p)} ({t.draw[p]} draw, {t.discard[p]} discard)"
            if t.phase == "move" and p == t.current:
                line += (f" + 1 in hand, {t.remaining} remaining, "
                         f"{1 if t.reserve is not None else 0} in reserve")
            out.append(line)
        return out
