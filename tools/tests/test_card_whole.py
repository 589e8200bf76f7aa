"""A build asking each card whole in one question (`Card?`, answered `5S` or `Joker`), where
the reference asks `Card value?` then `Suit?`: the probe learns it from value answers refused
again and again (profile `card: whole`), and the driver answers each card's value with the
suit the transcript names next, garbage typed at the suit left out and blanks kept out of
the one answer. Before, every transcript stopped at the first card ("card questions repeat
without end") and the build was judged by normal play alone."""

from __future__ import annotations

import pytest

from conftest import corpus_transcripts, graded_combination
from grader.build_profile import Profile, parse
from grader.builds import find
from grader.opening import opening
from grader.pipeline import grade, learn_whole_questions
from grader.prompts import names_card
from grader.request import GradeRequest, Options
from grader.runner import grade_all
from grader.summary import summarise
from planted import builder
from quirks.combination import parse_spec

# a plain game, a cut, garbage and blanks at the card questions (` H\t` at the first suit)
IDS = ["game-2p-s1000", "cut-new-heads-get-new-ids", "input-gen-s21009", "input-gen-s21052",
       "input-gen-s21070"]


@pytest.mark.parametrize("spec", ["card-whole.0", "card-whole.1"])
def test_the_probe_learns_a_card_asked_whole(spec: str) -> None:
    # (`Enter card (e.g. 5S):` names a card as an example of its answer, not the card in hand:
    # it was taken for the move request, and testing mode for one asking no card)
    combination = parse_spec(spec)
    path = str(builder.hydra(combination.name, 2, combination.variant()))
    start = opening(path, ["-testing"], "Joker")
    assert start.moved and start.whole, start.why
    assert "card: whole" in Profile(whole_card=True).dumps()
    assert parse("card: whole\n").whole_card and not parse("card: parts\n").whole_card


def test_a_card_asked_whole_is_answered_whole(reference: str) -> None:
    findings = graded_combination("card-whole.0", IDS, reference, whole_card=True)
    assert not [f for f in findings if f.wrong], findings
    # (answered by its value alone, every transcript stops at its first card)
    stopped = graded_combination("card-whole.0", IDS[:1], reference)
    assert [f for f in stopped if f.wrong], stopped


def test_a_rule_error_behind_a_card_asked_whole_is_named(reference: str) -> None:
    # (a card on an ace taken as a cut: the new heads, asked whole, show it)
    findings = graded_combination("card-whole.1,rule:no-action-3", ["play-gen-s12006"],
                                  reference, whole_card=True)
    assert {(f.kind, f.clause) for f in findings if f.wrong} == {("rule", "R9")}, findings


def test_a_card_named_as_an_example_is_no_card_in_hand() -> None:
    assert not names_card("Enter card (e.g. 5S):") and not names_card("Card, for example 10H:")
    assert names_card("Player 1, you are holding 5S. Your move?")
    assert names_card("Your move? (holding: 5S)")


def test_a_card_question_asked_whole_is_one_question_not_every_one() -> None:
    # (`card whole: REGEX` names the questions that want the whole card; others ask in parts)
    profile = parse("card whole: ^Card\\?\\s*$\n")
    assert profile.asks_whole("Card?") and not profile.asks_whole("Card value?")
    assert not profile.whole_card and "card whole: ^Card\\?\\s*$" in profile.dumps()
    assert Profile(whole_card=True).asks_whole("Card value?")


def _probed(spec: str, ids: list[str], reference: str):
    """A combination graded as a build nobody profiled: probed, then its transcripts."""
    combination = parse_spec(spec)
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    run = grade(GradeRequest(build, corpus_transcripts(ids), options=Options(
        jobs=1, reference=reference), probe=True, games=0, normal_moves=0))
    return build.profile, {(f.kind, f.clause) for f in summarise(run).findings if f.wrong}


def test_a_first_head_asked_by_value_keeps_its_two_questions(reference: str) -> None:
    # the card in hand asked whole (`Card?`), the first head by its value alone (`Card value?`):
    # answered whole, that first head stopped every run (a false R22 where it went on)
    profile, wrong = _probed("first-head-value-only.0,card-whole.0", IDS[:3], reference)
    assert wrong == {("testing-mode", "R23.1")}, wrong
    assert profile.whole_questions == [r"^Card\?\s*$"] and not profile.whole_card


def test_a_card_asked_whole_first_met_in_a_graded_run_is_learned_there(reference: str) -> None:
    # the card in hand drawn by the build: short runs need not meet a whole-card question, the
    # graded runs that reach a cut do (its new heads); learned from them, every run not passed
    # is graded again. Before, "card questions repeat without end" and a false R15 where a
    # refused `K` was followed by the next card's answers
    combination = parse_spec("hand-drawn.1,first-head-value-only.0,card-whole.0")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])  # (as a probe that met no such question)
    scripts = corpus_transcripts(["cut-gen-s18148", "joker-gen-s15121", "game-2p-s1000"])
    opts = Options(jobs=1, reference=reference)
    run = grade_all(build, scripts, opts)
    before = {(f.kind, f.clause) for f in summarise(run).findings if f.wrong}
    assert ("testing-mode", "R23.2") in before, before
    assert "'^Card\\\\?\\\\s*$'" in learn_whole_questions(build, scripts, run, opts)
    assert build.profile.whole_questions == [r"^Card\?\s*$"], build.profile
    after = {(f.kind, f.clause) for f in summarise(run).findings if f.wrong}
    assert after == {("testing-mode", "R23.1")}, after
