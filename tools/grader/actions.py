"""What the reference did with each answer of a transcript, named by the clause of rules.md that
decided it: a placement by R7, R8 or R9, a reserve (R12), a swap (R13), a cut (R15), or an
ignored move and why (R19.1, R12.3, R14.3, R14.4, R10.4, R14.2), and whether the turn then went
on, ended or was won. Divergences are explained from this: a build that goes on where the
reference ended the turn after an equal card breaks R8.1, one that accepts a move the reference
ignored breaks the clause that made the reference ignore it, and so on. The reference's recorded
prompts decide what happened; the card values only say which clause it was."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.cards import RANKS
from rules.model import fits

from .state import State

VALUES = frozenset(RANKS)
SUITS = frozenset("SHCD")
MOVE_RE = re.compile(r"0|[1-9][0-9]*")  # a head id or 0 (a long game passes head 99)
MAX_MOVE = 1 << 30  # the reference's own limit; above it a move is garbage
PLAYERS_RE = re.compile(r"[1-9][0-9]*")
MAX_PLAYERS = 10000  # the reference's own limit; above it a count is garbage


@dataclass(frozen=True)
class Action:
    """One move answer and its effect. `kind`: place, reserve, swap, cut, or ignored; `clause`
    the rule that decided it; `outcome`: continues, turn-ends, wins, ignored, or ends (the
    input ends before anything follows); `why`: a few words for messages."""

    kind: str
    clause: str
    outcome: str
    why: str
    ends_by: str = ""  # for turn-ends and wins: the clause that ended the turn or won


def keeps_nothing(line: str, kind: str) -> bool:
    """Whether a build that asks a question of `kind` again after the garbage `line` cannot be
    a lenient reader keeping part of it: nothing is left after the part such a reader takes
    (`k`), or that part is a valid answer as typed, by its form alone (a player count, a card
    value or a suit: `3 players`, `K H`), which it would have taken and gone on. (A move's
    part, or a joker value's, may be refused by the rules and the rest read next: `1x`.)"""
    part = re.match(r"\s*\+?(\d+|Joker|10|[2-9AJQKSHCD])", line, re.IGNORECASE)
    if part is None:
        return True
    return not line[part.end():].strip() or kind in ("players", "card", "suit") and \
        well_formed(kind, part.group(1))


def well_formed(kind: str, answer: str) -> bool:
    """Whether `answer` is a valid answer to a prompt of `kind` (not garbage): what the
    reference takes as an answer, in the form every gameplay transcript types it
    (docs/corpus.md), but for a head id of any size (normal play's long games pass head 99).
    Well-formed moves may still be ignored."""
    text = answer[:-1] if answer.endswith("\n") else answer
    if kind == "players":
        return PLAYERS_RE.fullmatch(text) is not None and 2 <= int(text) <= MAX_PLAYERS
    if kind == "card":
        return text in VALUES or text == "Joker"
    if kind == "suit":
        return text in SUITS
    if kind == "move":
        return MOVE_RE.fullmatch(text) is not None and int(text) <= MAX_MOVE
    if kind == "joker":
        return text in VALUES
    return True


def move_number(answer: str) -> int | None:
    text = answer.strip()
    return int(text) if text.isdigit() and text.isascii() and len(text) < 9 else None


# The oldest head chosen with a card that fits the other heads by one placement only (on an
# ace, say): a build taking it as a cut may break that placement's rule, not the cut's
# (symptoms.py).
FITS_ELSEWHERE = "the oldest head chosen while the card fits another head"
FITS_ONLY_AS = FITS_ELSEWHERE + " only as "


def decide(state: State, card_value: int | None, answer: str, joker: str | None,
           strict_cut: bool) -> Action:
    """What a move `answer` is by the rules, before its outcome is known (outcome "")."""
    holder = next((p for p in state.players if p.remaining is not None), None)
    reserve = bool(holder and holder.reserve)
    ids = [hid for hid, _, _ in state.heads]
    number = move_number(answer)
    if number is None:
        return Action("ignored", "R19.1", "", "a move that is not a head number")
    if number == 0:
        if reserve:
            return Action("swap", "R13.1", "", "a swap with the reserve")
        if len(ids) > 1:
            return Action("reserve", "R12.1", "", "a card into the reserve")
        return Action("ignored", "R12.3", "", "move 0 with a single head")
    if number not in ids:
        return Action("ignored", "R19.1", "", "a move naming no active head")
    top = next(t.value for hid, t, _ in state.heads if hid == number)
    oldest = number == ids[0]
    if card_value == 0:  # a joker: the announced value decides
        value = RANKS.get((joker or "").strip())
        if value is None or not fits(value, top):
            return Action("ignored", "R10.4", "", "a joker value that fits no action there")
        return _placement(value, top, joker=(joker or "").strip())
    if card_value is None:
        return Action("ignored", "R19.1", "", "a move with no card in hand")
    if fits(card_value, top):
        return _placement(card_value, top)
    fits_somewhere = any(fits(card_value, t.value) for _, t, _ in state.heads)
    if not oldest:
        clause = "R19.1" if fits_somewhere else "R14.4"
        why = "a head with no action for the card" if fits_somewhere else \
            "a head other than the oldest chosen with a card that fits nowhere"
        return Action("ignored", clause, "", why)
    if fits_somewhere:
        ways = {_placement(card_value, t.value).why for _, t, _ in state.heads
                if fits(card_value, t.value)}
        return Action("ignored", "R14.3", "", FITS_ONLY_AS + ways.pop() if len(ways) == 1
                      else FITS_ELSEWHERE)
    if strict_cut and not reserve and len(ids) > 1:
        return Action("ignored", "R14.2", "", "a cut while the reserve is free (strict-cut)")
    return Action("cut", "R14.1", "", "a cut of the oldest head")


def _placement(value: int, top: int, joker: str = "") -> Action:
    what = "a joker " if joker else "a card "
    if value == top:
        clause = "R8.2" if value == 1 else "R8.1"
        if value == 1:  # (`a card ace on an ace` would not read)
            return Action("place", clause, "", "a joker as an ace on an ace" if joker else
                          "an ace on an ace")
        return Action("place", clause, "", what + "equal to the head's top")
    if top == 1:
        return Action("place", "R9", "", what + "on an ace")
    return Action("place", "R7", "", what + "below the head's top")


# How a joker placed on a head is named (its announced value against the head's top): a
# finding about one, where plain cards of the same action fare well, is the joker's
# (symptoms.py).
_EACH_ACTION = ((2, 5), (5, 5), (1, 1), (3, 1))  # (value, top): below, equal, ace on ace, on ace
JOKER_PLACEMENTS = tuple(_placement(value, top, "A").why for value, top in _EACH_ACTION)
PLACEMENTS = tuple(_placement(value, top).why for value, top in _EACH_ACTION)


# A kind of move, as far as a build may get it wrong: what the reference does with it (its
# action and the clause deciding it) and whether it names the oldest of several heads (a
# placement there is where builds most often cut instead). Normal play steers around the
# kinds a build got wrong (moves.steer).
MoveKind = tuple[str, str, bool]


def kind_of(state: State, answer: str, action: Action) -> MoveKind:
    ids = [hid for hid, _, _ in state.heads]
    return action.kind, action.clause, len(ids) > 1 and move_number(answer) == ids[0]


def with_outcome(action: Action, outcome: str, ends_by: str = "") -> Action:
    return Action(action.kind, action.clause, outcome, action.why, ends_by)


def turn_end_clause(action: Action, remaining: int | None) -> str:
    """The clause that ended a turn after `action`: an equal card (R8), a cut (R15.5), the
    quota used up (R16.3), or else, with cards still to draw, the reserve as the only card
    left (R16.2)."""
    if action.kind == "place" and action.clause.startswith("R8"):
        return action.clause
    if action.kind == "cut":
        return "R15.5"
    return "R16.2" if remaining else "R16.3"
