"""What normal play types is an answer the reference takes, however long the game: a head id
past 99 is a move (grader/actions.py `well_formed`), and only a number past the reference's own
limit is garbage."""

from __future__ import annotations

from grader.actions import well_formed


def test_a_head_past_99_is_a_move_and_a_number_past_the_references_limit_is_garbage() -> None:
    # a long game passes head 99: a move on head 101 taken as garbage made an equal card that
    # did not end the turn an invalid move taken as valid (robustness R24.1)
    assert well_formed("move", "101") and well_formed("move", str(1 << 30))
    assert not well_formed("move", "99999999999") and not well_formed("move", "0101")
