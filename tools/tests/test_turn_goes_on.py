"""A move asked again for the very card of the last move is a refusal only where the build's
table since that move does not show it played: a cut's new heads shown, then the turn going on
with a card the tester happens to name alike, is the turn going on after the cut (R15.5), not
the cut refused (R14.1)."""

from __future__ import annotations

from conftest import corpus_transcripts
from grader.build_profile import Profile
from grader.builds import find
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.summary import summarise
from planted import builder
from quirks.combination import parse_spec


def test_the_same_card_asked_after_a_cut_shown_made_is_the_turn_going_on(
        reference: str) -> None:
    # the cut's turn goes on, with a quota one card larger (so the new heads come without a
    # question, in its testing mode): the next card named, K C, is the card that was cut
    # with (zoo 6/96 had a false R14.1 in cut-gen-s18049)
    combination = parse_spec("rule:cut-turn-goes-on,rule:quota-plus-one")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    run = grade(GradeRequest(build, corpus_transcripts(["cut-gen-s18049"]),
                             options=Options(jobs=1, reference=reference), probe=False,
                             games=0, normal_moves=0))
    found = {f.clause for f in summarise(run).findings if f.kind == "rule" and f.wrong}
    assert found == {"R15.5"}, found
