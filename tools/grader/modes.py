"""What testing mode and normal play tell together. Testing mode renames every card the build
draws, and some builds rename it in a way their own rules then mishandle (a card renamed to a
joker that is no joker object). A crash after a kind of move that shows only in transcripts,
while normal play carried out moves of that kind again and again and never crashed after one,
is a defect of the build's testing mode, not of the rule of that move. Moves are told apart by
the clause of their effect (a cut, a card into the reserve, the reserve becoming the only card
left), the clause such a crash is named by. Where normal play named a rule error of that
clause, it did not carry such moves out as the game does: the crash is that error showing
otherwise (the build goes on where the turn ends, and dies on the next input), kept as it is.
A crash that a count difference foretold (the
build's counts went wrong before it, and the crash is named by them) follows from that rule
error, in whichever mode it shows: it is kept as it is."""

from __future__ import annotations

from typing import Iterable

from .count_marks import CAUSE
from .normal_games import Tally
from .verdict import Deviation
from .vocab import Category, Kind, Mode

SURVIVED = 3  # moves of a kind normal play must have survived to clear that rule


def testing_only_crashes(deviations: Iterable[Deviation], tally: Tally,
                         erred: frozenset[str] | set[str] = frozenset()) -> None:
    """Renames, in place, the transcripts' crashes after a kind of move normal play survived;
    `erred`: the clauses of the rule errors normal play named."""
    for dev in deviations:
        if dev.mode != Mode.TESTING or dev.kind != Kind.RULE or \
                dev.category != Category.CRASH or not dev.action or \
                dev.episode.startswith(CAUSE):
            continue
        if dev.clause in tally.crashed | erred or tally.survived[dev.clause] < SURVIVED:
            continue
        dev.summary = f"the build crashes after a move whose effect is {dev.clause} in testing " \
            f"mode only (normal play carried such moves out without a crash)"
        dev.kind, dev.clause = Kind.TESTING, "R23.1"
