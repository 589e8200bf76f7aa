"""A transcript played against the live reference (grader/live.py) for a build that draws some
cards itself in testing mode, where the build also asks for its move before the card it is
for (card questions after the move): the tester names the card in hand to the reference at
the move request, and to the build when it asks; a move the build reads with no prompt right
after its card questions is its move request. Such a build is judged on every transcript, not
set aside as one whose card questions cannot be kept in step."""

from __future__ import annotations

import pytest

from conftest import graded_combination
from grader.context import UNPROMPTED_MOVE

MOVE_FIRST = "card-after-move.0,new-heads-drawn.0"  # `Player 2, your move?`, then the card
LOST = "could not be kept in step"


@pytest.mark.parametrize("error, found", [("", set()), (",rule:joker-k-refused", {"R10.2"})])
def test_a_build_asking_its_move_before_its_card_is_played_live(error: str, found: set,
                                                                 reference: str) -> None:
    # a joker announced as a king on a king (win-gen-s20004), a joker cut off as a plain card
    findings = graded_combination(MOVE_FIRST + error,
                                  ["win-gen-s20004", "joker-cut-off-is-plain"], reference)
    assert {f.clause for f in findings if f.kind == "rule" and f.wrong} == found, findings
    assert not any(LOST in f.summary for f in findings), findings


def test_a_request_naming_neither_player_nor_card_is_not_taken_for_the_move_asked_first(
        reference: str) -> None:
    # the card value asked as `Value?` for a first head drawn by its value only: a probe may
    # take it for the move request; named the card in hand ahead there, the run lost its
    # place and a joker looked refused (a false R10.1 on joker-never-cuts)
    findings = graded_combination("cards-on-draws,card-words.0,remaining-off.1,"
                                  "head-narration.1.1,first-head-value-only.0",
                                  ["joker-never-cuts"], reference,
                                  aliases=[("move", r"^Value\?\s*$")])
    assert not [f for f in findings if f.kind == "rule"], findings


def test_a_suit_asked_before_its_value_is_the_suit_of_the_card_named_next(
        reference: str) -> None:
    # the first head asked by its value only (its suit never asked), then the move asked
    # before the card in hand, whose suit is asked before its value: the first head's suit,
    # left over, was given as the card in hand's, and every placement looked like a head
    # gone wrong (false R7, R8.1, R9; zoo 6/97)
    findings = graded_combination("suit-before-value,first-head-value-only.0,card-after-move.1",
                                  ["input-turn-prompt-any-line", "joker-as-new-head"],
                                  reference, aliases=[("move", r"enter your move:\s*$")])
    assert not [f for f in findings if f.kind == "rule"], findings
    assert not any(LOST in f.summary for f in findings), findings
    assert any(f.kind == "testing-mode" and f.clause == "R23.1" for f in findings), findings


def test_a_move_read_with_no_prompt_after_the_card_questions_is_played_live(
        reference: str) -> None:
    # the first head asked by its value only (shown by its value only), the holding prompt
    # between two rounds of card questions and the move read with no prompt after the
    # second: the build waiting there was a question the live game did not recognise, every
    # transcript ended at once and the build could not be driven (R11.2 missed, zoo 8/29)
    findings = graded_combination("cards-after-holding,value-only-heads,first-head-value-only.0",
                                  ["ace-gen-s14007", "play-gen-s12006"], reference)
    assert not [f for f in findings if f.kind == "rule"], findings
    assert not any("does not recognise" in f.summary for f in findings), findings
    assert any(f.summary == UNPROMPTED_MOVE for f in findings), findings


def test_a_move_read_with_no_prompt_keeps_the_player_numbered_as_the_game_counts(
        reference: str) -> None:
    # (zoo 84/7, shrunk to `players-from-zero,cards-after-holding`) a build numbering its
    # players from 0 whose move is read with no prompt: that move's player, already counted
    # from 1, was counted one higher again (`Player 1` read as player 3), a false R3.3 on
    # every transcript
    findings = graded_combination("players-from-zero,cards-after-holding",
                                  ["eof-at-joker-value", "play-gen-s12006"], reference)
    assert not [f for f in findings if f.kind == "rule"], findings
    assert any(f.summary == UNPROMPTED_MOVE for f in findings), findings


def test_new_heads_shown_beside_the_card_drawn_after_the_cut_were_drawn_unasked(
        reference: str) -> None:
    # the build draws the new heads itself and its turn goes on after the cut: its table shows
    # them, the player who cut holding the next card, and asks that card's value; read as the
    # first new head's question, R23.1 went unseen (stress zoo 104/14)
    found = {(f.kind, f.clause) for f in graded_combination(
        "new-heads-drawn.0,rule:quota-plus-one,rule:cut-turn-goes-on", ["input-gen-s21028"],
        reference) if f.kind in ("rule", "testing-mode")}
    assert found == {("testing-mode", "R23.1"), ("rule", "R15.5")}, found


def test_a_last_move_typed_without_its_line_feed_is_read_once_the_input_ends(
        reference: str) -> None:
    # the card in hand is asked after the move: its questions are owed after the last move,
    # but a move with no line feed is read only once the input ends, so the input was left
    # open, the build waited, and the run stopped at a question it did not recognise
    findings = graded_combination("card-after-move.0", ["eof-without-newline-move"], reference)
    assert not any("does not recognise" in f.summary for f in findings), findings
    assert not [f for f in findings if f.wrong], findings


def test_a_card_named_after_its_move_asked_again_for_its_blanks_is_named_again_stripped(
        reference: str) -> None:
    # blanks refused, the move asked before its card, whose suit comes before its value: the
    # suit (or value) of that card asked again right after its answer with blanks was given
    # the next card's answer (or a joker's any suit), and a value asked again right after
    # its own answer, in a build whose cards begin with the suit, was taken for the next
    # card's: false R7 and R8.1, or the run lost (stress zoo 130/2)
    findings = graded_combination("exact-answers,card-after-move.0,suit-before-value",
                                  ["input-gen-s21057", "input-gen-s21043", "input-gen-s21065"],
                                  reference)
    assert not [f for f in findings if f.kind == "rule"], findings
    assert not any("lost track" in f.summary for f in findings), findings
    assert any((f.kind, f.clause) == ("robustness", "R23.4") for f in findings), findings


def test_a_card_question_in_words_of_its_own_after_a_holding_prompt_is_learned_there(
        reference: str) -> None:
    # the holding prompt shown with another card before the card questions, the card in hand
    # asked as `Rank of the card:`, the first head with the usual words (so the probe never met
    # the others): the holding prompt was taken for the move request, a false R23.1 and R14.1,
    # or the run stopped at the question (stress zoo 131/0)
    findings = graded_combination("first-head-value-only.0,prompt-twice,card-words.1",
                                  ["setup-gen-s10003", "game-4p-s1142"], reference)
    assert not [f for f in findings if f.kind == "rule"], findings
    assert not any("does not recognise" in f.summary or "card in hand" in f.summary
                   for f in findings), findings
