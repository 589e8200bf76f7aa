"""Course differences named by what the build did (grader/classify.py): the turn line of the
player who just moved is that turn going on; two cards asked between an ignored move and the
end of the turn are a cut; a card drawn from an empty draw pile is a reshuffle whoever holds
it; the cards still to draw miscounted after a reserve earlier in the turn are the reserve's;
after a cut made holding a reserve with a draw pile too short for the new heads, one card on
the wrong pile is the reserve's, anything else the reshuffle's; a swap refused after an
ignored move that followed a swap is a second swap in a row; a win declared with nothing said
after a move that wins by losing as a cut is that cut made."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest

from grader import acted, channel, classify as cl, context, state_clause
from grader.actions import Action
from grader.expect import Step
from grader.prompts import Prompt, PromptMatcher
from grader.reader import Reader
from grader.sandbox import Limits
from grader.state import CardShown, PlayerLine, State

HEADS = [(2, CardShown(9, "H"), 1), (3, CardShown(13, "D"), 2)]


def table(mover: int, draw: tuple[int, int], discard: tuple[int, int] = (0, 0),
          remaining: int = 1) -> State:
    players = [PlayerLine(n, draw[n - 1] + discard[n - 1], draw[n - 1], discard[n - 1],
                          remaining if n == mover else None, 0 if n == mover else None)
               for n in (1, 2)]
    return State(list(HEADS), players)


def played(ctx: context.Context, action: Action, player: int = 1, state: State | None = None,
           earlier: tuple[str, ...] = ()) -> Step:
    for kind in earlier:
        ctx.answered(Step("move", b"0\n", table(player, (50, 51)), player, None, 1, "",
                          action=Action(kind, "R12.1", "continues", "a card into the reserve")))
    move = Step("move", b"3\n", state or table(player, (50, 51)), player, CardShown(13, "C"),
                2, "", action=action)
    ctx.answered(move)
    return move


EQUAL = Action("place", "R8.1", "turn-ends", "a card equal to the head's top", "R8.1")
LAST = Action("place", "R7", "turn-ends", "a card below the head's top", "R16.3")
IGNORED = Action("ignored", "R19.1", "ignored", "a move naming no active head")


def test_the_movers_turn_line_where_the_turn_ends_is_the_turn_going_on() -> None:
    ctx = context.Context()
    played(ctx, EQUAL)
    assert cl.turn_goes_on(ctx, 1) == ("R8.1", "the turn goes on after an equal card, where "
                                       "it ends")
    assert cl.turn_goes_on(ctx, 2) is None  # another player's line: the turn passed


def test_a_reserve_earlier_in_the_turn_names_a_turn_that_goes_on() -> None:
    ctx = context.Context()
    played(ctx, LAST, earlier=("reserve",))
    clause, summary = cl.turn_goes_on(ctx, 1)  # type: ignore[misc]
    assert clause == "R12.2" and "earlier" in summary


def test_two_cards_asked_after_an_ignored_move_then_the_turn_ends_is_a_cut() -> None:
    ctx = context.Context()
    played(ctx, IGNORED)
    assert cl.ends_early_clause(IGNORED, ctx)[0] == "R19.1"
    ctx.cards_asked = 2
    clause, summary = cl.ends_early_clause(IGNORED, ctx)
    assert clause == "R14.4" and "taken as a cut" in summary


def test_two_cards_asked_before_a_turn_end_are_no_cut_where_the_table_shows_a_placement(
        ) -> None:
    ctx = context.Context()
    place = Action("place", "R7", "continues", "a card below the head's top")
    played(ctx, place)
    ctx.cards_asked = 2  # (the card in hand asked after the move, then asked again)
    assert "taken as a cut" in cl.ends_early_clause(place, ctx)[1]  # the table says nothing
    assert "taken as a cut" in cl.ends_early_clause(place, ctx, "cut")[1]
    assert cl.ends_early_clause(place, ctx, "place") == (
        "R16.1", "the turn ends after a card below the head's top, with cards still to draw")


def test_a_card_asked_again_after_garbage_is_one_card_named() -> None:
    ctx = context.Context()
    played(ctx, Action("place", "R7", "continues", "a card below the head's top"))
    ctx.card_asked(Step("card", b"k\n", None, 1, None, 3, "", garbage=True))
    assert ctx.cards_asked == 0
    ctx.card_asked(Step("card", b"Q\n", None, 1, None, 4, ""))
    ctx.card_asked(None)
    assert ctx.cards_asked == 2


def test_a_card_drawn_from_an_empty_draw_pile_by_the_next_player_is_a_reshuffle() -> None:
    ctx = context.Context()
    played(ctx, EQUAL, state=table(1, (30, 0), (0, 2)))
    now = table(2, (30, 1), (0, 0))
    want = Step("move", None, now, 2, None, 3, "")
    fields = ["player 2 draw", "player 2 discard"]
    assert state_clause.state_clause(ctx, fields, now, want, now)[1] == "R6.2"


def next_player_drawing(action: Action) -> tuple[context.Context, State, State, Step]:
    """Player 1's move `action`, then player 2 holding a card: the game's table, the build's
    (one card in the draw pile, two in the discard pile) and player 2's move request."""
    ctx = context.Context()
    played(ctx, action, state=table(1, (30, 46), (0, 0)))
    game = table(2, (30, 45), (0, 0))
    return ctx, game, table(2, (30, 1), (0, 2)), Step("move", None, game, 2, None, 3, "")


def test_a_card_the_build_draws_from_its_own_empty_draw_pile_is_a_reshuffle() -> None:
    # the game's draw pile had cards (it ran out at another time: an earlier cut's head not
    # discarded left the build's piles short), the build's had none at its last table and
    # has some now: the build reshuffled, and what differs after it is the reshuffle's
    # (zoo 23/41: named after the last move, R16.3, where the reshuffle kept the discard pile)
    ctx, game, shown, want = next_player_drawing(EQUAL)
    fields = ["player 2 total", "player 2 draw", "player 2 discard"]
    was = table(1, (30, 0), (0, 2))
    assert state_clause.state_clause(ctx, fields, game, want, shown, (game, was))[1] == "R6.2"
    still = table(1, (30, 2), (0, 2))  # (cards in the build's draw pile before: no reshuffle,
    # and the mover's piles differ too)
    both = ["player 1 discard"] + fields
    assert state_clause.state_clause(ctx, both, game, want, shown, (game, was))[1] == "R6.2"
    assert state_clause.state_clause(ctx, both, game, want, shown, (game, still))[1] != "R6.2"


def after_last_card(state: State) -> context.Context:
    ctx = context.Context()
    played(ctx, LAST, state=state)
    return ctx


def test_piles_of_the_next_player_alone_first_differing_as_they_draw_are_the_draws() -> None:
    # no move of another player touches a player's piles: a difference in them alone, first
    # shown once the turn's card is drawn, is the draw's (stress 110/10: a reshuffle keeping the
    # discard pile, with the build's empty draw pile shown as the discard pile turned over,
    # was named after the last player's card, R16.3)
    ctx, game, shown, want = next_player_drawing(LAST)
    clause, summary = state_clause.state_clause(ctx, ["player 2 total", "player 2 discard"],
                                                game, want, shown)[1:]
    assert (clause, summary) == ("R6.2", state_clause.DRAWN_PILES)
    assert state_clause.state_clause(ctx, ["player 2 draw"], game, want, shown)[1] == "R6.1"
    # where that draw reshuffled (an empty draw pile at the last move), it says so
    empty = after_last_card(table(1, (30, 0), (0, 46)))
    assert state_clause.state_clause(empty, ["player 2 draw"], game, want, shown)[1:] == (
        "R6.2", state_clause.RESHUFFLED)
    # the mover's piles too: the move's
    assert state_clause.state_clause(ctx, ["player 1 discard", "player 2 discard"], game, want,
                                     shown)[1] == "R16.3"
    # the holder's own card placed, the turn going on: its discard pile, which only a reshuffle
    # at the next draw changes then, is the draw's; its draw pile alone, the move's
    goes_on = Action("place", "R7", "continues", "a card below the head's top")
    played(ctx, goes_on, player=2, state=table(2, (30, 46), (0, 0)))
    assert state_clause.state_clause(ctx, ["player 2 discard"], game, want, shown)[1] == "R6.2"
    assert state_clause.state_clause(ctx, ["player 2 draw"], game, want, shown)[1] == "R16.1"
    # both piles off by a card, as a swap for a reserve kept past the last turn makes them
    # (zoo 39/14: named R6.2): the move's
    assert state_clause.state_clause(ctx, ["player 2 draw", "player 2 discard"], game, want,
                                     shown)[1] == "R16.1"


def test_cards_still_to_draw_off_after_a_reserve_earlier_in_the_turn_are_the_reserves() -> None:
    ctx = context.Context()
    place = Action("place", "R7", "continues", "a card below the head's top")
    played(ctx, place, earlier=("reserve",))
    want = Step("move", None, table(1, (49, 51), remaining=0), 1, None, 3, "")
    found = state_clause.state_clause(ctx, ["player 1 remaining"], want.state, want, want.state)
    assert found[1] == "R12.2"


def test_a_turn_ending_early_after_a_swap_earlier_in_it_is_the_swaps() -> None:
    ctx = context.Context()
    place = Action("place", "R7", "continues", "a card below the head's top")
    played(ctx, place)
    assert cl.ends_early_clause(place, ctx)[0] == "R16.1"
    played(ctx, place, state=table(1, (50, 51), remaining=5), earlier=("swap",))
    assert cl.ends_early_clause(place, ctx)[0] == "R16.1"  # many cards still to draw
    played(ctx, place, state=table(1, (50, 51), remaining=1), earlier=("swap",))
    assert cl.ends_early_clause(place, ctx)[0] == "R13.2"


def test_a_cut_with_a_reserve_and_a_short_draw_pile_names_what_the_piles_show() -> None:
    ctx = context.Context()
    holding = State(list(HEADS), [PlayerLine(1, 47, 1, 44, 0, 1), PlayerLine(2, 53, 51, 2)])
    played(ctx, Action("cut", "R15.1", "turn-ends", "a cut"), state=holding)
    want = State(list(HEADS), [PlayerLine(1, 46, 46, 0), PlayerLine(2, 53, 51, 2)])
    turn = Step("turn", None, want, 2, None, 3, "")
    fields = ["player 1 draw", "player 1 discard"]
    no_reshuffle = State(list(HEADS), [PlayerLine(1, 46, 0, 46), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, want, turn, no_reshuffle)[1] == "R15.4"
    reserve_kept = State(list(HEADS), [PlayerLine(1, 46, 45, 1), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, want, turn, reserve_kept)[1] == "R15.2"


def test_a_swap_refused_after_an_ignored_move_is_named_a_swap_refused() -> None:
    # swap, a head the card does not fit (ignored: nothing changes), swap again: still the
    # second swap in a row (ctx.second_swap), but refused there it is named a swap refused
    # (R13.1), true of a build that breaks R13.3 and of one whose own prompt after the ignored
    # move refuses every swap; straight after a swap it is a second swap refused (R13.3)
    def move(kind: str) -> Step:
        return Step("move", b"0\n", table(1, (20, 30)), 1, CardShown(4, "C"), 10,
                    "Your move?", action=Action(kind, "R13", "continues", kind))
    ctx = context.Context()
    for kind in ("swap", "ignored", "swap"):
        ctx.answered(move(kind))
    assert ctx.second_swap() and cl.ignored_clause(ctx.action, ctx)[0] == "R13.1"
    ctx.answered(move("swap"))
    assert cl.ignored_clause(ctx.action, ctx)[0] == "R13.3"
    ctx.answered(move("place"))
    ctx.answered(move("swap"))
    assert cl.ignored_clause(ctx.action, ctx)[0] == "R13.1"


def test_a_win_declared_with_cards_left_is_named_by_the_cards_before_the_reserve() -> None:
    # a player holding a reserve: with cards still in a pile there is no win, reserve or not
    # (a build whose win ignores the discard pile); with both piles empty, the reserve alone
    # (a build whose win ignores the reserve)
    for discard, clause in ((3, "R18.1"), (0, "R18.4")):
        ctx = context.Context()
        state = table(1, (0, 51), (discard, 0))
        state.players[0] = PlayerLine(1, discard, 0, discard, 0, 1)  # a reserve held
        played(ctx, LAST, state=state)
        assert cl.win_clause(ctx, ())[0] == clause, discard


def test_a_win_after_a_cut_over_cards_a_discard_pile_held_before_it_is_the_wins() -> None:
    # no cut takes away cards the discard pile held before it (its new heads drawn without a
    # reshuffle): a win declared there ignores them (R18.1, zoo 7/9); with an empty discard
    # pile the cut's own cards lost could have left the player nothing (R15.3)
    cut = Action("cut", "R15.1", "turn-ends", "a cut", "R15.5")
    for discard, clause in ((3, "R18.1"), (0, "R15.3")):
        ctx = context.Context()
        state = table(1, (0, 51), (discard, 0))
        state.players[0] = PlayerLine(1, 10 + discard, 10, discard, 0, 0)
        played(ctx, cut, state=state)
        assert cl.win_clause(ctx, ())[0] == clause, discard


def test_a_head_gone_and_new_heads_made_are_a_cut_whichever_head_went() -> None:
    # a build that cuts the newest head: a card it takes as a cut is still a cut to the grader
    ctx = context.Context()
    played(ctx, EQUAL)
    newest_gone = State([(2, CardShown(9, "H"), 1), (4, CardShown(5, "S"), 1),
                         (5, CardShown(6, "S"), 1)], [])
    assert acted.what_build_did(ctx, newest_gone) == "cut"
    placed = State([(2, CardShown(9, "H"), 1), (3, CardShown(13, "C"), 3)], [])
    assert acted.what_build_did(ctx, placed) == "place"


def test_a_reserve_the_build_showed_held_at_the_move_is_not_that_moves() -> None:
    # a move the reference ignores, the build's table after it showing the mover holding a
    # reserve the game does not hold: the move put it there where the build's table at the
    # move showed none; where it showed one already (kept past an earlier turn's end), no
    # move of this turn did (zoo 11/82: a false R12.3)
    ctx = context.Context()
    played(ctx, IGNORED)
    after = State(list(HEADS), [PlayerLine(1, 50, 50, 0, 1, 1), PlayerLine(2, 51, 51, 0)])
    ctx.shown_at_move = table(1, (50, 51))
    assert acted.what_build_did(ctx, after) == "reserve"
    ctx.shown_at_move = after
    assert acted.what_build_did(ctx, after) is None


def cut_holding_reserve() -> tuple[context.Context, State, State, Step]:
    """Player 1 cut holding a reserve (draw pile 30, discard pile 10): the context, its table
    at the cut, the game's table after it (the discard pile 15), and the turn line there."""
    ctx = context.Context()
    holding = State(list(HEADS), [PlayerLine(1, 40, 30, 10, 0, 1), PlayerLine(2, 53, 51, 2)])
    played(ctx, Action("cut", "R15.1", "turn-ends", "a cut"), state=holding)
    want = State(list(HEADS), [PlayerLine(1, 45, 30, 15), PlayerLine(2, 53, 51, 2)])
    return ctx, holding, want, Step("turn", None, want, 2, None, 3, "")


def test_a_cut_with_a_reserve_is_named_by_the_reserve_only_where_one_card_differs() -> None:
    # the reserve's card alone makes the piles differ by one card (gone to the other pile,
    # or lost); the cut head's cards left out of the discard pile make more: that is the cut
    ctx, holding, want, turn = cut_holding_reserve()
    fields = ["player 1 total", "player 1 discard"]
    lost = State(list(HEADS), [PlayerLine(1, 44, 30, 14), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, want, turn, lost)[1] == "R15.2"
    head_kept = State(list(HEADS), [PlayerLine(1, 41, 30, 11), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, want, turn, head_kept)[1] == "R15.3"
    # one card lost while the discard pile is shown reshuffled into the draw pile (early):
    # one card in all, the reserve's (zoo 11/38: a false R15.3)
    early = State(list(HEADS), [PlayerLine(1, 44, 44, 0), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields + ["player 1 draw"], want, turn,
                                     early)[1] == "R15.2"


def test_where_the_reserve_goes_onto_the_draw_pile_a_discard_pile_short_is_the_cuts() -> None:
    # the game put the reserve on the draw pile (down by one card, two heads drawn, I2): one
    # card missing from the discard pile is a one-card head kept (zoo 2/49), one missing from
    # the draw pile the reserve; where it goes into the discard pile, one card missing there
    # may be the reserve
    ctx, holding, _, turn = cut_holding_reserve()
    fields = ["player 1 total", "player 1 discard"]
    to_draw = State(list(HEADS), [PlayerLine(1, 44, 29, 15), PlayerLine(2, 53, 51, 2)])
    head_kept = State(list(HEADS), [PlayerLine(1, 43, 29, 14), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, to_draw, turn, head_kept)[1] == "R15.3"
    lost = State(list(HEADS), [PlayerLine(1, 43, 28, 15), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, ["player 1 total", "player 1 draw"], to_draw, turn,
                                     lost)[1] == "R15.2"
    to_discard = State(list(HEADS), [PlayerLine(1, 44, 28, 16), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, to_discard, turn, lost)[1] == "R15.2"


def test_a_joker_head_shown_by_value_only_as_another_value_counts_otherwise_than_2() -> None:
    # heads shown by their value only (I12): a joker that starts a head shown as `3` counts
    # as 3, whatever suit it would show
    players = [PlayerLine(1, 53, 53, 0), PlayerLine(2, 54, 54, 0)]
    want = State([(1, CardShown(2, "J"), 1)], players)
    turn = Step("turn", None, want, 2, None, 3, "")
    for shown in (CardShown(3, None), CardShown(3, "J")):
        got = State([(1, shown, 1)], list(players))
        named = state_clause.state_clause(context.Context(), ["head 1 top"], want, turn, got)
        assert named[1] == "R11.2", (shown, named)
    other = State([(1, CardShown(3, "H"), 1)], list(players))
    assert state_clause.state_clause(context.Context(), ["head 1 top"], want, turn,
                                     other)[1] == "R3.1"


def test_a_cut_with_a_reserve_is_named_by_what_the_move_made_not_what_differed_before() -> None:
    # player 1's discard pile was a card short already (a reserve lost at an earlier turn
    # end): the cut's reserve lost again makes it two, one of them the cut's
    ctx, holding, want, turn = cut_holding_reserve()
    fields = ["player 1 total", "player 1 discard"]
    two_short = State(list(HEADS), [PlayerLine(1, 43, 30, 13), PlayerLine(2, 53, 51, 2)])
    one_short = State(list(HEADS), [PlayerLine(1, 39, 30, 9, 0, 1), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, want, turn, two_short,
                                     (holding, one_short))[1] == "R15.2"
    assert state_clause.state_clause(ctx, fields, want, turn, two_short)[1] == "R15.3"


def test_piles_that_differ_after_a_move_made_holding_a_kept_reserve_are_the_reserves() -> None:
    # the build's table at the cut showed a reserve the game does not hold (kept past the
    # player's last turn): the cut put it away, and the piles differ for that
    ctx = context.Context()
    game = State(list(HEADS), [PlayerLine(1, 40, 30, 10, 2, 0), PlayerLine(2, 53, 51, 2)])
    played(ctx, Action("cut", "R15.1", "turn-ends", "a cut"), state=game)
    kept = State(list(HEADS), [PlayerLine(1, 40, 30, 10, 2, 1), PlayerLine(2, 53, 51, 2)])
    want = State(list(HEADS), [PlayerLine(1, 45, 30, 15), PlayerLine(2, 53, 51, 2)])
    turn = Step("turn", None, want, 2, None, 3, "")
    fields = ["player 1 total", "player 1 draw"]
    got = State(list(HEADS), [PlayerLine(1, 46, 31, 15), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, want, turn, got, (game, kept))[1:] == \
        ("R17.1", state_clause.KEPT_RESERVE)
    assert state_clause.state_clause(ctx, fields, want, turn, got, (game, game))[1] == "R15.3"


def test_a_joker_head_shown_by_value_only_is_its_own_error_only_where_no_other_head_differs(
        ) -> None:
    # a `3` beside another head gone wrong (a cut that made one new head) may be another card
    players = [PlayerLine(1, 53, 53, 0), PlayerLine(2, 52, 50, 2)]
    want = State([(2, CardShown(2, "J"), 1), (3, CardShown(9, "S"), 1)], players)
    turn = Step("turn", None, want, 2, None, 3, "")
    other = State([(2, CardShown(3, None), 1), (3, CardShown(5, None), 1)], list(players))
    assert state_clause.state_clause(context.Context(), ["head 2 top", "head 3 top"], want,
                                     turn, other)[1] != "R11.2"
    jokers = State([(2, CardShown(2, "J"), 1), (3, CardShown(2, "J"), 1)], players)
    both = State([(2, CardShown(3, None), 1), (3, CardShown(3, None), 1)], list(players))
    assert state_clause.state_clause(context.Context(), ["head 2 top", "head 3 top"], jokers,
                                     turn, both)[1] == "R11.2"


def test_a_turn_going_on_after_its_last_card_reserved_is_the_quota_where_it_went_past_it(
        ) -> None:
    # the turn's last card went into the reserve and the build asks for another move: where
    # its table shows fewer than no cards still to draw (with `remaining` shown off by a
    # learned amount undone), it counted the reserve and went past the quota (R16.3, zoo
    # 5/76); where it shows none or one left, it did not count the reserve (R12.2; zoo 6/64:
    # -1 shown by a build showing `remaining` one lower)
    reserved = Action("reserve", "R12.1", "turn-ends", "a card into the reserve", "R16.3")
    for remaining, shift, clause in ((-1, 0, "R16.3"), (1, 0, "R12.2"), (-1, -1, "R12.2"),
                                     (0, 1, "R16.3")):
        ctx = context.Context()
        played(ctx, reserved)
        turn = Step("turn", None, table(2, (50, 51)), 2, None, 3, "")
        assert cl.course(ctx, "move", turn, table(1, (50, 51), remaining=remaining),
                         shift)[1] == clause, (remaining, shift)


def test_another_players_move_after_a_cut_shown_made_with_no_card_named_is_its_heads_unasked(
        ) -> None:
    # stress 106/15: player 1 cuts; the build draws the new heads itself, shows them, and
    # asks player 2's move with no turn line before it (I14). The turn passed: another
    # player's move is no turn going on (a false R15.5 on 208 transcripts), and a cut made
    # with none of the transcript's cards named since the move drew its heads unasked
    cut = Action("cut", "R14.1", "turn-ends", "a cut of the oldest head", "R15.5")
    after = State([(2, CardShown(9, "H"), 1), (4, CardShown(6, "D"), 1),
                   (5, CardShown(12, "H"), 1)], [])
    ctx = context.Context()
    played(ctx, cut)
    want = Step("card", b"10\n", table(1, (50, 51)), 1, None, 9, "Card value?",
                purpose="new-head")
    unasked = ("testing-mode", "R23.1", "the new heads after a cut are not asked for in "
               "testing mode (drawn without the tester)")
    assert cl.course(ctx, "move", want, after, player=2) == unasked
    assert cl.course(ctx, "turn", want, after) == unasked
    assert cl.course(ctx, "move", want, after, player=1)[1] == "R15.5"  # the mover's: goes on
    ctx.answered(want)  # a new head's card named: its heads differ from the transcript's
    assert cl.course(ctx, "turn", want, after)[1] == "R15.3"
    ctx.mode = "normal"  # (no card is named in normal play: the heads differ)
    ctx.answered(ctx.move)  # type: ignore[arg-type]
    assert cl.course(ctx, "turn", want, after)[1] == "R15.3"


NOT_OLDEST = Action("ignored", "R14.4", "", "a head other than the oldest chosen with a card "
                    "that fits nowhere")


def test_a_win_said_nothing_after_a_move_that_wins_as_a_cut_is_that_cut_made() -> None:
    # the last card in hand, nothing in the piles, no reserve; head 2 holds one card: taken as
    # a cut, the move naming it wins by losing
    ctx = context.Context()
    last = State([(1, CardShown(9, "H"), 4), (2, CardShown(5, "D"), 1)],
                 [PlayerLine(1, 0, 0, 0, 1, 0), PlayerLine(2, 40, 40, 0, None, None)])
    move = Step("move", b"2\n", last, 1, CardShown(12, "C"), 2, "", action=NOT_OLDEST)
    ctx.answered(move)
    clause, summary = cl.win_clause(ctx, ())
    assert clause == "R14.4" and acted.TAKEN_AS_CUT in summary
    # a refusal said before the win: the win's own error
    assert cl.win_clause(ctx, ("Invalid move.",))[0] == "R19.2"
    # a head of more cards: no cut wins there
    ctx.answered(replace(move, state=replace(last, heads=[(1, CardShown(9, "H"), 4),
                                                          (2, CardShown(5, "D"), 3)])))
    assert cl.win_clause(ctx, ())[0] == "R19.2"


@pytest.mark.parametrize("said", [(), ("Invalid move.",)])
def test_the_reader_keeps_what_the_build_said_between_its_last_question_and_its_win(
        said: tuple[str, ...]) -> None:
    folder = Path(tempfile.mkdtemp(prefix="hydra-win-said-", dir="/tmp"))  # the sandbox user
    folder.chmod(0o755)  # runs the build: pytest's own folders are private
    script = folder / "wins"
    lines = "".join(f"echo '{line}'\n" for line in said + ("", "Player 1 wins!", "Bye."))
    script.write_text(f"#!/bin/sh\necho 'Player 1, you are holding a QC. Your move?'\n"
                      f"read move\n{lines}")
    script.chmod(0o755)
    try:
        chan = channel.Channel([str(script)], Limits(wall=2))
        reader = Reader(chan, PromptMatcher.build([], []))
        assert reader.next() == Prompt("move", "Player 1, you are holding a QC. Your move?", 1,
                                       "QC")
        chan.send(b"2\n")
        assert reader.next() is None and reader.tracker.winner == 1
    finally:
        shutil.rmtree(folder)
    assert reader.before_win == said


def test_a_cut_with_a_reserve_after_a_reshuffle_carries_the_old_difference_into_the_draw_pile(
        ) -> None:
    # player 1's discard pile was a card short (a reserve lost at an earlier turn's end); this
    # turn began on an empty draw pile, so the first draw reshuffled the discard pile, the
    # missing card with it, into the draw pile; the cut's reserve lost then makes the discard
    # pile short again: one card, the reserve's (a build showing one table a turn: a false
    # R15.3, "more than one card", and a false R6.2 at a turn end beside it)
    ctx = context.Context()
    start = State(list(HEADS), [PlayerLine(1, 23, 0, 22, 8, 0), PlayerLine(2, 53, 51, 2)])
    shown = State(list(HEADS), [PlayerLine(1, 22, 0, 21, 8, 0), PlayerLine(2, 53, 51, 2)])
    played(ctx, Action("place", "R7", "continues", "a card below the head's top"),
           state=start)
    holding = State(list(HEADS), [PlayerLine(1, 23, 19, 0, 5, 1), PlayerLine(2, 53, 51, 2)])
    played(ctx, Action("cut", "R15.1", "turn-ends", "a cut"), state=holding)
    want = State(list(HEADS), [PlayerLine(1, 24, 17, 7), PlayerLine(2, 53, 51, 2)])
    got = State(list(HEADS), [PlayerLine(1, 22, 16, 6), PlayerLine(2, 53, 51, 2)])
    turn = Step("turn", None, want, 2, None, 3, "")
    fields = ["player 1 total", "player 1 draw", "player 1 discard"]
    assert state_clause.state_clause(ctx, fields, want, turn, got, (start, shown))[1:] == \
        ("R15.2", state_clause.RESERVE_CUT_PILES)
    # the draw pile short as well, beyond the card carried: the cut made more than one
    more = State(list(HEADS), [PlayerLine(1, 21, 15, 6), PlayerLine(2, 53, 51, 2)])
    assert state_clause.state_clause(ctx, fields, want, turn, more, (start, shown))[1] == \
        "R15.3"
