"""A question asked again right after an answer with blanks around it (a build that does not
ignore them, R23.4) is that question again: not the next turn's first question where the
reference shows the turn line (a build whose turn line the grader cannot read), nor the card
in hand named anew, however much the build printed before the card questions began (a
narration line, `First head:`)."""

from __future__ import annotations

import pytest

from conftest import corpus_transcripts
from grader.build_profile import Profile
from grader.builds import find
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.summary import summarise
from planted import builder
from quirks.combination import parse_spec


@pytest.mark.parametrize("spec", ["head-narration.1.1,exact-answers", "exact-answers"])
def test_a_suit_asked_again_for_its_blanks_is_no_turn_begun(spec: str, reference: str) -> None:
    # the first head's suit typed ` H\\t` (input-gen-s21009): asked again, then the turn line
    combination = parse_spec(spec)
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    run = grade(GradeRequest(build, corpus_transcripts(["input-gen-s21009"]),
                             options=Options(jobs=1, reference=reference), probe=False,
                             games=0, normal_moves=0))
    findings = summarise(run).findings
    assert not [f for f in findings if f.kind == "rule"], findings
    assert ("robustness", "R23.4") in {(f.kind, f.clause) for f in findings}, findings
    assert not [f for f in findings if "(I11)" in f.summary], findings  # (answered stripped)
