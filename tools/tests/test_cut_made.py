"""A cut the build made is told by what it shows and asks after the move, in its own order:
new heads asked right after the move start with the card's first question as the build asks
it (`Suit?` where it asks the suit first), and a move then asked for the very card it cut
with, over a table showing the new heads, is the turn going on after the cut (R15.5), not the
cut refused (R14.1); new heads asked after a move the build reads with no prompt are the
cut too, and their questions, read at first as the next card asked twice, are no dialect of
the build."""

from __future__ import annotations

from conftest import graded_combination


def test_the_same_card_asked_after_a_cut_shown_made_is_the_turn_going_on(
        reference: str) -> None:
    # the cut's turn goes on, with a quota one card larger (so the new heads come without a
    # question, in its testing mode): the next card named, K C, is the card that was cut
    # with (zoo 6/96 had a false R14.1 in cut-gen-s18049)
    found = {f.clause for f in graded_combination(
        "rule:cut-turn-goes-on,rule:quota-plus-one", ["cut-gen-s18049"], reference)
        if f.kind == "rule" and f.wrong}
    assert found == {"R15.5"}, found


def test_new_heads_asked_suit_first_after_a_card_on_an_ace_are_a_cut(reference: str) -> None:
    # nothing goes on an ace but an ace: a queen onto an ace on the oldest head is cut with,
    # its new heads asked `Suit?` first; it was named the turn going on after its quota
    # (a false R16.3, zoo 7/4) where the card on the ace is taken as a cut (R9)
    found = {(f.clause, f.summary) for f in graded_combination(
        "suit-before-value,rule:no-action-3", ["play-gen-s12029"], reference)
        if f.kind == "rule" and f.wrong}
    assert found == {("R9", "a card on an ace is taken as a cut (new heads are asked for)")}, \
        found


def test_new_heads_asked_after_a_move_read_unprompted_are_the_cut(reference: str) -> None:
    # a move request in words no list foresees, between two rounds of card questions, and the
    # move read with no prompt after the second: the new heads' first question comes with no
    # text since the move, which is no table of before the move shown again (a false R14.1,
    # "a cut refused", in 206 transcripts of zoo 8/20)
    found = {(f.kind, f.clause) for f in graded_combination(
        "cards-after-holding,holding-words.1", ["eof-at-new-head-card"], reference)}
    assert ("dialect", "R22") in found and not any(k == "rule" for k, _ in found), found


def test_card_questions_of_new_heads_where_the_grader_expected_another_card_are_no_dialect(
        reference: str) -> None:
    # a card on an ace taken as a cut: the new heads' two card questions were read as the next
    # card asked, then asked again, and noted as such (dialect R23.1 in 113 transcripts of a
    # build that asks every card once); the run ends at the rule error those questions show
    found = graded_combination("rule:no-action-3", ["play-gen-s12006"], reference)
    assert {(f.kind, f.clause) for f in found} == {("rule", "R9")}, found


def test_a_card_asked_after_the_move_then_again_after_garbage_is_no_cut(reference: str) -> None:
    # the card in hand asked after the move, answered `k` (garbage) and then `Q`, and the
    # turn ended by a card below the head's top: those two questions were counted as the new
    # heads of a cut (a false R7 "taken as a cut" in 30 transcripts of zoo 9/74, where the
    # build's table shows the queen placed)
    found = {(f.clause, f.summary) for f in graded_combination(
        "card-after-move.0,rule:lower-ends-turn", ["input-one-garbage-card-1"], reference)
        if f.kind == "rule" and f.wrong}
    assert found == {("R16.1", "the turn ends after a card below the head's top, with cards "
                      "still to draw")}, found


def test_new_heads_asked_before_the_table_after_a_card_on_an_ace_are_a_cut(
        reference: str) -> None:
    # card questions before the table: a king onto an ace, which the build cuts with, is
    # followed by two cards' questions where the reference ends the turn; answered, the table
    # after them shows two heads that were not there before the move. They were read as the
    # move asked again or the turn going on, which the grader could not tell apart, and the
    # run was not judged (zoo 101/1, win-by-losing-on-fresh-heads)
    found = {(f.clause, f.summary) for f in graded_combination(
        "card-before-display,rule:no-action-3", ["win-by-losing-on-fresh-heads"], reference)
        if f.kind == "rule" and f.wrong}
    assert found == {("R9", "a card on an ace is taken as a cut (new heads are asked for)")}, \
        found


def test_new_heads_asked_where_the_reference_declares_a_win_are_a_cut(reference: str) -> None:
    # the last card, a king, asked after the move onto an ace (the joker played as one): the
    # build, where a king never goes on an ace, cuts that oldest head and asks its new heads,
    # where the reference declares the win; named a win not declared (a false R18.1, zoo
    # 103/11), it is the card on the ace taken as a cut (R9)
    found = {(f.kind, f.clause) for f in graded_combination(
        "card-after-move.0,rule:king-not-on-ace", ["win-gen-s20014"], reference)
        if f.kind == "rule"}
    assert found == {("rule", "R9")}, found
