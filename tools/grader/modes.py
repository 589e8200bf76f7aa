"""What testing mode and normal play tell together. Testing mode renames every card the build
draws, and some builds rename it in a way their own rules then mishandle (a card renamed to a
joker that is no joker object). A crash after a kind of move that shows only in transcripts,
while normal play carried out moves of that kind again and again and never crashed after one,
is a defect of the build's testing mode, not of the rule of that move. Moves are told apart by
the clause of their effect (a cut, a card into the reserve, the reserve becoming the only card
left), the clause such a crash is named by, and by their kind (a card placed, into the
reserve, a cut): the reserve left the only card by a card put into it and by a card placed
are not one kind of move, and a build may fail after the one only. A crash that a count
difference foretold (the build's counts went wrong before it, and the crash is named by them)
follows from that rule error, in whichever mode it shows: it is kept as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .count_marks import CAUSE
from .verdict import Deviation
from .vocab import Category, Kind, Mode

if TYPE_CHECKING:
    from .normal_games import Tally

SURVIVED = 3  # moves of a kind normal play must have survived to clear that rule


def _crash_after(dev: Deviation) -> tuple[str, str] | None:
    """The effect and kind of move (classify.effect_key) after which the transcript's
    deviation `dev` is a crash named a rule error, that no count difference foretold."""
    if dev.mode != Mode.TESTING or dev.kind != Kind.RULE or dev.category != Category.CRASH or \
            not dev.action or dev.episode.startswith(CAUSE):
        return None
    return dev.clause, dev.action


def crashes_to_seek(deviations: Iterable[Deviation]) -> set[tuple[str, str]]:
    """The kinds of move the transcripts' crashes came after: normal play seeks moves of
    these kinds (moves.seek) rather than leave to chance whether it meets one, so that what
    it survived tells a testing-mode defect from a rule's."""
    return {key for dev in deviations if (key := _crash_after(dev)) is not None}


def testing_only_crashes(deviations: Iterable[Deviation], tally: Tally) -> None:
    """Renames, in place, the transcripts' crashes after a kind of move normal play survived."""
    for dev in deviations:
        key = _crash_after(dev)
        if key is None:
            continue
        if key in tally.crashed or tally.survived[key] < SURVIVED:
            continue
        dev.summary = f"the build crashes after a move whose effect is {dev.clause} in testing " \
            f"mode only (normal play carried such moves out without a crash)"
        dev.kind, dev.clause = Kind.TESTING, "R23.1"
