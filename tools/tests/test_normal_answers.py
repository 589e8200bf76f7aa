"""Normal play answers the build's start-up questions as the probe learned them, but a
question about testing mode is answered no, in the build's own alphabet: a build that took
`yes` may refuse `n` and ask again forever (grader/normal.py `normal_matcher`)."""

from __future__ import annotations

import pytest

from grader.build_profile import Profile
from grader.normal import normal_matcher
from grader.probe import _pattern


@pytest.mark.parametrize("question, learned, answered", [
    ("Testing mode? (Y/N)", "yes", "no"),
    ("Testing mode? (Y/N)", "Y", "N"),
    ("Run in test mode [y/n]", "y", "n"),
    ("Enable testing? YES or NO", "YES", "NO"),
    ("Use house rules? (y/n)", "n", "n"),  # not about testing: as learned
])
def test_a_testing_question_is_answered_no_in_the_alphabet_of_its_yes(
        question: str, learned: str, answered: str) -> None:
    profile = Profile(name="b", answers=[(_pattern(question), learned)])
    prompt = normal_matcher(profile).match(question)
    assert prompt is not None and prompt.kind == "extra"
    assert prompt.answer == answered
