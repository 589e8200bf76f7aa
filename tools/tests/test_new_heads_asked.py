"""New heads asked for right after a move the reference plays otherwise are the move taken as a
cut, whatever order the build asks a card's questions in: a build asking `Suit?` before
`Card value?` starts the new heads with `Suit?`."""

from __future__ import annotations

from conftest import corpus_transcripts
from grader.build_profile import Profile
from grader.builds import find
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.summary import summarise
from planted import builder
from quirks.combination import parse_spec


def test_new_heads_asked_suit_first_after_a_card_on_an_ace_are_a_cut(reference: str) -> None:
    # nothing goes on an ace but an ace: a queen onto an ace on the oldest head is cut with,
    # its new heads asked `Suit?` first; it was named the turn going on after its quota
    # (a false R16.3, zoo 7/4) where the card on the ace is taken as a cut (R9)
    combination = parse_spec("suit-before-value,rule:no-action-3")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    run = grade(GradeRequest(build, corpus_transcripts(["play-gen-s12029"]),
                             options=Options(jobs=1, reference=reference), probe=False,
                             games=0, normal_moves=0))
    found = {(f.clause, f.summary) for f in summarise(run).findings
             if f.kind == "rule" and f.wrong}
    assert found == {("R9", "a card on an ace is taken as a cut (new heads are asked for)")}, \
        found
