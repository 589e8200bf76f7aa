"""Whether the table a build shows after a move is the move refused (classify.refused): the
table it showed at the move shown again, read as the build shows its counts, where the
reference's table after the move differs from the one before it; and a last card the reference
places that the build's table shows cut (classify.missed_win)."""

from __future__ import annotations

import pytest

from grader.actions import Action
from grader.classify import missed_win, refused
from grader.context import Context
from grader.expect import Step
from grader.state import CardShown, PlayerLine, State

RESERVE = Action("reserve", "R12.1", "continues", "a card into the reserve")
HEADS = [(1, CardShown(4, "C"), 1), (2, CardShown(9, "S"), 1)]


def moved(answer: str, action: Action, mover: PlayerLine) -> Context:
    """A normal game's context after player 1 (`mover` on the reference's table) answered a
    move for a 4D with `answer`."""
    ctx = Context(mode="normal")
    ctx.answered(Step("move", answer.encode() + b"\n", table(mover), 1, CardShown(4, "D"), 10,
                      "Your move?", action=action))
    return ctx


def table(mover: PlayerLine, heads: list | None = None) -> State:
    """Player 1 as `mover` beside player 2 (30 cards), on `heads` (HEADS by default)."""
    return State(list(heads or HEADS), [mover, PlayerLine(2, 30, 30, 0)])


def test_the_same_move_asked_again_over_the_builds_own_table_is_a_refusal() -> None:
    # its piles already differed from the reference's at the move (an earlier error): the
    # table it showed then, shown again as it asks the same move, is the move refused
    ctx = moved("1", Action("place", "R8.1", "turn-ends", "a card equal to the head's top"),
                PlayerLine(1, 41, 41, 0, 2, 0))
    shown = table(PlayerLine(1, 41, 40, 1, 2, 0))
    after = table(PlayerLine(1, 41, 41, 0, 2, 0), [(1, CardShown(4, "D"), 2), HEADS[1]])
    assert not refused(ctx, shown, after=after)
    assert refused(ctx, shown, after=after, before=shown)


def test_the_builds_own_table_at_the_move_shown_again_before_a_new_card_is_a_refusal() -> None:
    # the build names the card anew (its card questions first), so no move is asked again
    # for the same card: its table at the move, shown again, is still the move refused; what
    # differed from the reference's there already is not the move's doing
    ctx = moved("1", Action("place", "R8.1", "turn-ends", "a card equal to the head's top"),
                PlayerLine(1, 41, 41, 0, 2, 0))
    shown = table(PlayerLine(1, 41, 40, 1, 2, 0))
    after = table(PlayerLine(1, 41, 41, 0, 2, 0), [(1, CardShown(4, "D"), 2), HEADS[1]])
    assert refused(ctx, shown, after=after, at_move=shown)
    placed = table(PlayerLine(1, 41, 40, 1, 2, 0), [(1, CardShown(4, "D"), 2), HEADS[1]])
    assert not refused(ctx, placed, after=after, at_move=shown)


def test_a_reserve_made_over_a_reserve_the_build_kept_is_its_swap_not_a_refusal() -> None:
    # the build kept a reserve past its last turn (shown at the move): a card into the
    # reserve is a swap in its game, which changes no count
    ctx = moved("0", RESERVE, PlayerLine(1, 41, 35, 0, 5, 0))
    kept = table(PlayerLine(1, 40, 34, 0, 5, 1))
    after = table(PlayerLine(1, 41, 34, 0, 4, 1))
    assert not refused(ctx, kept, after=after, at_move=kept)
    unkept = table(PlayerLine(1, 40, 34, 0, 5, 0))
    assert refused(ctx, unkept, after=after, at_move=unkept)


def test_a_reserve_handed_back_where_the_build_counts_the_last_card_is_not_a_refusal() -> None:
    # it shows 0 remaining where the game has 5: the reserve comes back as its next card, which
    # its count of the turn explains (the count is the finding, elsewhere)
    ctx = moved("0", RESERVE, PlayerLine(1, 41, 35, 0, 5, 0))
    shown = table(PlayerLine(1, 41, 40, 0, 0, 0))
    after = table(PlayerLine(1, 41, 34, 0, 4, 1))
    assert not refused(ctx, shown, after=after, before=shown)
    assert not refused(ctx, shown, after=after, at_move=shown)
    counted = table(PlayerLine(1, 41, 40, 0, 5, 0))
    assert refused(ctx, counted, after=after, before=counted)


@pytest.mark.parametrize("kind, refusal", [("reserve", False), ("place", True)])
def test_where_the_reserve_is_left_as_the_only_card_the_same_table_is_a_refusal_of_placements(
        kind: str, refusal: bool) -> None:
    # nothing left to draw: the reference ends the turn (R16.2). A build that puts the card
    # into the reserve and draws it back as the next card shows the same card over the same
    # table: that is its turn going on, not a refusal. After a placement the head would
    # have grown: the same table and card is the placement refused.
    holder = PlayerLine(1, 0, 0, 0, 5, 1 if kind == "place" else 0)
    action = Action("reserve", "R12.1", "turn-ends", "a card into the reserve", "R16.2") \
        if kind == "reserve" else \
        Action("place", "R8.1", "turn-ends", "a card equal to the head's top", "R16.2")
    ctx = moved("0" if kind == "reserve" else "2", action, holder)
    shown = table(holder)
    after = table(PlayerLine(1, 1, 0, 1, None, None))
    assert refused(ctx, shown, after=after, before=shown) == refusal


def test_a_last_card_placed_by_the_reference_and_cut_by_the_build_is_named_by_the_cut() -> None:
    # the reference places the player's last card (a win); the build, for which it fits
    # nowhere, cuts the oldest head (gone from its table, new heads after it): the placement's
    # rule, not the win's
    action = Action("place", "R9", "wins", "a card on an ace")
    ctx = moved("1", action, PlayerLine(1, 0, 0, 0, 3, 0))
    shown = table(PlayerLine(1, 4, 4, 0), [HEADS[1], (3, CardShown(5, "H"), 1),
                                           (4, CardShown(8, "D"), 1)])
    assert missed_win(ctx, shown) == ("R9", "a card on an ace is taken as a cut (the turn ends)")
    assert missed_win(ctx, None)[0] == "R18.1"


def test_a_table_moved_on_by_a_build_counting_the_card_in_hand_in_its_draw_pile_is_no_refusal(
        ) -> None:
    # its first move of a transcript, a card into the reserve, no in-hand counts shown: the
    # draw pile one down still counts the new card in hand, so the build's table after the
    # move is the reference's of before it. Its own table at the move counted the card so
    # too: read so, the move was played (a false R12.1 on 341 transcripts: stress 220/2)
    ctx = moved("0", RESERVE, PlayerLine(1, 52, 52, 0, 1, 0))
    at_move = table(PlayerLine(1, 53, 53, 0))
    shown = table(PlayerLine(1, 52, 52, 0))
    after = table(PlayerLine(1, 51, 51, 0, 0, 1))
    assert not refused(ctx, shown, after=after, at_move=at_move)
    assert refused(ctx, at_move, after=after, at_move=at_move)  # (its table shown again)
    assert refused(ctx, shown, after=after)  # (how it counts unknown: the reference's table)
