"""Answers to a build's start-up questions. The probe tries first what the question's wording
hints, in the spelling the question offers (a build may take its own words only and ask
again forever at anything else: grader/opening.py `candidates`). Normal play answers them as
the probe learned them, but a question about testing mode is answered no, in the build's own
alphabet (grader/normal_games.py `normal_matcher`)."""

from __future__ import annotations

import pytest

from grader.build_profile import Profile
from grader.normal_games import normal_matcher
from grader.opening import _pattern, candidates


@pytest.mark.parametrize("question, first, also", [
    ("Would you like to play with jokers? [yes/no]", "yes", "no"),
    ("Use house rules? [yes/no]", "no", "yes"),
    ("Testing mode? (Y/N)", "Y", "N"),
    ("Enable testing? YES or NO", "YES", "NO"),
    ("Start a new game (y/n)?", "n", "y"),
    ("Choose a mode 1/2/3:", "1", "3"),
    ("How many cards per player?", "54", "2"),
])
def test_an_unknown_question_is_answered_first_as_hinted_in_the_words_it_offers(
        question: str, first: str, also: str) -> None:
    tries = candidates(question)
    assert tries[0] == first and also in tries[:8]


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
