"""Where a run stands, for naming what the build does next: the last answered step and move,
the kinds of this turn's moves, and the garbage typed since the build's display last matched the
reference's, with what taking it breaks. An invalid answer taken as a valid one is an
input-handling defect (robustness R24.1, or testing-mode R23.2 for a card's value or suit),
never a rule error: the game is still played by the rules, with an answer nobody gave. A reader
that takes an answer from the start of a garbage line (`3 players` as 3, as `cin >>` does) may
keep the rest of the line for later questions: that is the accepted token reading (I16)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (types only)
    from .actions import Action
    from .expect import Step
    from .state import State

# Garbage that a lenient reader takes an answer from: a number with more after it (`3 players`,
# `2 3`, `1.5`, as `cin >> n` reads), a number with a plus sign, or a card value or suit that
# starts with a valid one, in any case (`k`, `AH`, `K H`, `Hearts`).
NUMBER_AND_MORE = re.compile(r"\s*(\+\d+|\d+([^\d\s].*|\s+\S.*))")
LENIENT = {"players": NUMBER_AND_MORE, "move": NUMBER_AND_MORE,
           "card": re.compile(r"\s*(10|[2-9AJQK]|joker).*", re.IGNORECASE),
           "suit": re.compile(r"\s*[SHCD].*", re.IGNORECASE),
           "joker": re.compile(r"\s*(10|[2-9AQK]|J(?!oker)).*", re.IGNORECASE)}
PADDED = ("robustness", "R23.4", "blanks around an answer are not ignored")
BLANKS_OR_RULES = "the grader could not tell whether a move with blanks around it was refused " \
    "for its blanks or by the rules"
# What taking a garbage answer breaks, by the prompt it answered. An invalid answer taken as a
# valid one is an input-handling defect, never a rule error: the game is still played by the
# rules, with an answer nobody gave.
TAKEN = {"players": ("robustness", "R24.1", "an invalid player count (no whole number of at "
                     "least 2) is taken as a valid one"),
         "move": ("robustness", "R24.1", "an invalid move (not a head number) is taken as a "
                  "valid one"),
         "joker": ("robustness", "R24.1", "an invalid joker value (no value) is taken as a "
                   "valid one"),
         "card": ("testing-mode", "R23.2", "an invalid card value or suit is taken (it is not "
                  "asked again)"),
         "suit": ("testing-mode", "R23.2", "an invalid card value or suit is taken (it is not "
                  "asked again)")}
# questions a build may skip, about a card it does not draw (I11); a turn line is skipped only
# where none is read (turn_lines.py)
SKIPPABLE = ("card", "suit")
TURN_AGAIN = "the turn line is shown again within a turn (before each card)"
JOKER_AGAIN = "a joker value that is ignored asks for the value again, not for the move (I3)"
# a turn line in words of its own and not waited at: the turn's first question comes where the
# reference shows the turn line (the same course; nothing to learn the words from)
NO_TURN_LINE = "no turn line the grader can read before a turn's first question"
ENDLESS_CARDS = "card questions repeat without end"  # (a testing dialogue that is stuck)
# after a move, one card's questions and the same player's move, no table between (testing)
UNSEEN_MOVE = "the grader could not tell whether the move was refused (asked again, its card " \
    "questions first) or the turn went on: the build shows no table between them"
UNPROMPTED_MOVE = "the move is read without a prompt after the card questions"
LENIENT_SUMMARY = "answers are read as tokens, as `cin >>` does (`3 players` is 3, `K H` is K " \
    "then H) (I16)"


@dataclass
class Context:
    """Where a run stands: the last answered step, the last answered move and the last one
    played before it, moves the reference ignored left out (a second swap breaks R13.3, a
    first one R13.1)."""

    last: Step | None = None
    move: Step | None = None
    shown_at_move: State | None = None  # the build's table at the last move request (None:
    # none shown yet): what a move did is read from it and the build's next table
    earlier: Step | None = None
    mode: str = "testing"
    garbages: list[Step] = field(default_factory=list)  # garbage answered since the last move
    in_move: bool = False  # only card questions and a joker value answered since the move
    # garbage a lenient reader takes part of, typed in this run and not yet shown harmless:
    # no display matched since, nor did the build show the same question again where such a
    # reader could keep nothing of it (the driver clears it then: `actions.keeps_nothing`)
    splits: list[Step] = field(default_factory=list)
    first_garbage: Step | None = None  # the first garbage answer of the run
    strips: bool = False  # the build was seen to take an answer with blanks around it
    keeps_blanks: bool = False  # the build was seen to ask again after blanks around one
    blanks_sure: bool = False  # ... a question other than a card's (a card may be asked twice)
    turn_moves: list[Step] = field(default_factory=list)  # this turn's moves, as answered
    unsure: Step | None = None  # an answer the grader cannot tell which question it went to
    cards_asked: int = 0  # card values the build asked since the last move (not garbage)
    unsettled: list[Step] = field(default_factory=list)  # garbage moves card questions came
    # after, no table matched since: a move asked after them may be the next card's
    after_ignored: bool = False  # the last move came straight after one the reference ignored
    # moves the reference ignored that the build asked again with no card question between
    # (its value or the move itself, in testing mode): refused in the build too, seen so
    seen_refused: list[Step] = field(default_factory=list)

    def card_asked(self, answered: Step | None) -> None:
        """A card value asked and answered with `answered` (None: no step of the script): one
        more card named since the last move, unless the answer was garbage, the same card then
        being asked again (a card in hand asked after the move, named only at the second try,
        would read as the two new heads of a cut)."""
        if answered is None or not answered.garbage:
            self.cards_asked += 1

    def answered(self, step: Step) -> None:
        self.last = step
        if step.kind == "turn":
            self.turn_moves = []
        elif step.kind == "move" and step.action is not None:
            self.turn_moves.append(step)
        if step.kind == "move" and step.answer is not None:
            # (a move the reference ignored changed nothing: the one before it stays)
            if self.move is not None and (self.move.action is None or
                                          self.move.action.kind != "ignored"):
                self.earlier = self.move
            self.after_ignored = self.move is not None and self.move.action is not None and \
                self.move.action.kind == "ignored"
            if self.after_ignored and not self.cards_asked and self.mode == "testing":
                # (normal play asks no card questions: there nothing but a table tells)
                self.seen_refused.append(self.move)  # type: ignore[arg-type]
            self.move = step
            self.cards_asked = 0
        self.in_move = step.kind in ("move", "joker", "card", "suit") and self.move is not None \
            and (self.in_move or step.kind == "move")
        # the same question asked again after garbage (and compared by the caller): handled;
        # but a move asked after card questions, with no table matched since the garbage move,
        # may be the next card's, the garbage taken as a move (a build showing no table
        # between a turn's moves asks so either way): unsettled until a table matches
        if step.kind in SKIPPABLE:
            self.unsettled += [g for g in self.garbages if g.kind == "move" and
                               not any(g is u for u in self.unsettled)]
        self.garbages = [g for g in self.garbages if g.kind != step.kind or
                         any(g is u for u in self.unsettled)]
        if step.garbage:
            self.garbages.append(step)
            self.first_garbage = self.first_garbage or step
            # a reader that takes part of a garbage line may keep the rest for later questions
            if self._lenient(step):
                self.splits.append(step)

    @property
    def turn_actions(self) -> list[str]:
        """The kinds of this turn's moves."""
        return [step.action.kind for step in self.turn_moves if step.action is not None]

    @property
    def garbage(self) -> Step | None:
        """The latest garbage answer since the display last matched the reference's (blanks
        around a valid answer count only until the build was seen to strip them)."""
        real = self._blamed()
        return real[-1] if real else None

    def _blamed(self) -> list[Step]:
        """The garbage answers a difference may be put down to: not blanks around a valid
        answer where the build strips them, nor a garbage move left unsettled (a table that
        differs after it is read by the rules as ever; a course that differs is not judged:
        divergence.py)."""
        return [g for g in self.garbages if not (g.padded and self.strips) and
                not any(g is u for u in self.unsettled)]

    def answered_stripped(self, step: Step) -> None:
        """The last answer, asked again after the blanks around it, given again without them
        (`step`): it stands for that answer, no garbage now."""
        self.last = step
        if step.kind == "move":
            self.move = step
        self.garbages = [g for g in self.garbages if g.kind != step.kind]

    def answered_again(self, kind: str) -> None:
        """A card question answered again with the card in hand: blanks around its earlier
        answer prove nothing (refused, or taken by a build that asks each card twice)."""
        self.garbages = [g for g in self.garbages if not (g.padded and g.kind == kind)]

    def named(self) -> None:
        """The card in hand is the one the reference holds: garbage at the card questions did
        no harm."""
        self._harmless([g for g in self.garbages if g.kind in ("card", "suit")])

    def matched(self) -> None:
        """The build's display matched the reference's: earlier garbage did no harm, and the
        answers went where the grader thought (so no part of a garbage line was kept for a
        later question: a lenient reader would have given it to the very next one)."""
        self._harmless(self.garbages)
        self.unsure = None
        self.splits = []
        self.unsettled = []

    def _harmless(self, steps: list[Step]) -> None:
        self.strips = (self.strips or any(g.padded for g in steps)) and not self.keeps_blanks
        self.garbages = [g for g in self.garbages if g not in steps]

    @property
    def action(self) -> Action | None:
        return self.move.action if self.move is not None else None

    @property
    def after_garbage(self) -> bool:
        return self.garbage is not None

    @property
    def lenient(self) -> bool:
        """Garbage that a lenient reader takes an answer from was typed in this run and not
        shown harmless since: whatever follows may be the rest of that line read as later
        answers."""
        return bool(self.splits)

    @staticmethod
    def _lenient(step: Step) -> bool:
        return step.kind in LENIENT and not step.padded and \
            LENIENT[step.kind].fullmatch(step.text.rstrip("\r")) is not None

    def taken(self, kinds: tuple[str, ...] = ()) -> tuple[str, str, str] | None:
        """What the build broke if it took a garbage answer as an answer: the earliest
        garbage (not merely padded) since the display last matched, of the first of `kinds`
        answered if given (a changed game points at a move before a card name)."""
        ranked = sorted(self._blamed(), key=lambda g: (
            kinds.index(g.kind) if g.kind in kinds else len(kinds), g.padded))
        garbage = ranked[0] if ranked else None
        if garbage is None:
            return None
        if garbage.padded:
            return PADDED
        return TAKEN.get(garbage.kind, ("robustness", "R24.1", f"garbage at {NAMES[garbage.kind]} "
                                        "is taken as an answer"))

    def second_swap(self) -> bool:
        prior = self.earlier.action if self.earlier is not None else None
        return (self.action is not None and self.action.kind == "swap" and prior is not None
                and prior.kind == "swap"
                and self.earlier.player == self.move.player)  # type: ignore[union-attr]

    def straight_second_swap(self) -> bool:
        """A second swap in a row with no ignored move between: where a build refuses it, its
        being second is the only cause in sight (after an ignored move, a build's own nested
        prompt may refuse every swap)."""
        return self.second_swap() and not self.after_ignored



NAMES = {"players": "the player count", "turn": "the turn line", "card": "a card value",
         "suit": "a suit", "move": "a move", "joker": "a joker value",
         "extra": "an extra question", "unknown": "an unrecognised question"}
