"""Which table a count difference belongs to (grader/counts.py): one first shown in another
player's piles is new, whatever the roles and kinds of count; one a turn-end table shows further
off than the next move request, with no move between, was that table's display error for the
part gone, and the rest stays open."""

from __future__ import annotations

from grader.count_marks import EASED, ONCE
from grader.counts import Ledger
from grader.state import PlayerLine, State
from grader.verdict import Deviation

from conftest import graded_combination
from test_counts import HEADS, named, other_piles

MINE = [("player 2 discard", "3", "2"), ("player 2 total", "53", "52")]  # player 2 a card short


def player_2_short(found: list[Deviation], game: State, where: str) -> Ledger:
    """A ledger whose counts agreed in turn 1 and show player 2 a card short from turn 2 on,
    first at a prompt of kind `where`."""
    ledger = Ledger(found)
    ledger.matched(1)
    ledger.observe(where, game, MINE, named, 2, started=True)
    return ledger


def test_another_players_piles_going_wrong_the_same_way_later_is_a_new_difference() -> None:
    # player 2's piles a card short since a turn end; in a later turn player 1's piles go
    # wrong too, counts of the same role and kind (a player not holding a card): that is no
    # part of player 2's difference (a player's piles change in their own turn only), and it
    # is a finding of its own when the run ends (zoo 10/84)
    found: list[Deviation] = []
    game = State(list(HEADS), [PlayerLine(1, 53, 48, 5), PlayerLine(2, 53, 50, 3)])
    ledger = player_2_short(found, game, "turn")
    ledger.observe("turn", game, MINE + other_piles(2), named, 3, started=True)
    assert ledger.latest is not None and ledger.latest.keys == {"player 1 piles"}
    ledger.close(None, 3)
    assert [d.field for d in found] == ["player 2 discard", "player 1 discard"], found


def test_a_turn_end_table_further_off_than_the_next_is_display_for_the_part_gone() -> None:
    # player 1's turn ends with a reserve kept (a card short in its discard pile), and its
    # turn-end table is printed before the reserve would go back (a card more missing): the
    # next table, player 2's first move request, shows one card short. With a move between,
    # the piles could have changed: no display error is read.
    for moved, kinds in ((False, ["display", "rule"]), (True, ["rule"])):
        found: list[Deviation] = []
        ledger = Ledger(found)
        ledger.matched(1)
        at_end = State(list(HEADS), [PlayerLine(1, 53, 48, 5), PlayerLine(2, 53, 53, 0)])
        ledger.observe("turn", at_end, other_piles(2), named, 2, started=True)
        ledger.moves += moved
        holder = PlayerLine(2, 52, 52, 0, 1, 0)
        ledger.observe("move", State(list(HEADS), [PlayerLine(1, 53, 48, 5), holder]),
                       other_piles(1), named, 2, started=True)
        assert ledger.episode is not None and ledger.episode.rel == {
            ("other", "discard", -1 - moved), ("other", "total", -1 - moved)}
        ledger.close(None, 2)
        assert [d.kind for d in found] == kinds, found
        assert moved or found[0].episode == ONCE + EASED + "discard- total-"


def test_a_turn_end_table_printed_before_a_kept_reserve_goes_back_is_both_errors(
        reference: str) -> None:
    # the reserve is kept past the turn's end (a rule error), and the table printed before it
    # would go back shows another card gone (a display error): zoo 10/98, display missed
    found = {(f.kind, f.clause) for f in graded_combination(
        "reserve-after-display,rule:reserve-kept-at-turn-end",
        ["readings-reserve-at-turn-end-s601"], reference)}
    assert found == {("display", "R21.1"), ("rule", "R17.1")}, found


def test_a_newer_difference_back_in_number_at_the_next_table_is_no_new_one() -> None:
    # player 2's piles differ since turn 2; player 1's turn-end table shows a card missing,
    # and the next table all of player 1's cards, but in the draw pile (a reshuffle shown
    # early): the card missing was that table's display error, and the cards in another pile
    # are the same newer difference, not one named afresh at the next table, kept as first
    # shown (not cards put in another pile, which would be a rule error where a reshuffle
    # heals them)
    found: list[Deviation] = []
    game = State(list(HEADS), [PlayerLine(1, 40, 1, 39), PlayerLine(2, 53, 50, 3)])
    ledger = player_2_short(found, game, "move")
    missing = [("player 1 total", "40", "39"), ("player 1 draw", "1", "39"),
               ("player 1 discard", "39", "0")]
    ledger.observe("turn", game, MINE + missing, named, 3, started=True)
    newer = ledger.latest
    holder = PlayerLine(2, 53, 50, 3, 1, 0)
    moved = [("player 1 draw", "1", "40"), ("player 1 discard", "39", "0")]
    ledger.observe("move", State(list(HEADS), [PlayerLine(1, 40, 1, 39), holder]),
                   MINE + moved, named, 4, started=True)
    assert ledger.latest is newer and newer is not None
    assert newer.rel == {("other", "total", -1), ("other", "draw", 38),
                         ("other", "discard", -39)}
    assert [(d.kind, d.episode) for d in found] == [
        ("display", ONCE + EASED + "discard- draw+ total-")], found


def test_a_difference_healing_beside_a_reserve_held_at_a_turns_start_is_a_rule_error() -> None:
    # player 2's turn ends a card short (a reserve kept: the game put it on player 2's pile),
    # and player 1 begins the next turn holding it (no player holds a reserve when a turn
    # begins): the card was out of the piles, not shown wrongly. Where it comes back into them
    # within the round (a cut puts it away), the difference is still the rule error it was
    # named (zoo 11/82, 11/62: display R21.1 and a false R12.3); with no reserve held beside
    # it, a heal within the round is display, as before
    for held, kinds in ((True, ["rule"]), (False, ["display"])):
        found: list[Deviation] = []
        game = State(list(HEADS), [PlayerLine(1, 53, 48, 5, 3, 0), PlayerLine(2, 53, 50, 3)])
        ledger = player_2_short(found, game, "turn")
        kept = [("player 1 reserve", "0", "1")] if held else []
        ledger.observe("move", game, MINE + kept, named, 3, started=True)
        assert ledger.episode is not None and ledger.episode.held == ({3} if held else set())
        ledger.matched(3, game)
        assert [d.kind for d in found] == kinds, found


def test_a_difference_is_known_again_beyond_the_builds_fixed_way_of_showing_counts() -> None:
    # the build shows the total of the player holding a card one higher at every prompt (it
    # counts the card in hand); player 1's piles are two cards short since a cut: at player
    # 1's next turn its total shows one short (two, and the card in hand). That is the same
    # difference, not a new one named after that turn's move (zoo 12/33: a false R16.3)
    found: list[Deviation] = []
    ledger = Ledger(found)
    holding_2 = State(list(HEADS), [PlayerLine(1, 53, 48, 5), PlayerLine(2, 53, 53, 0, 5, 0)])
    ledger.observe("move", holding_2, [("player 2 total", "53", "54")], named, 1,
                   started=False)
    at_end = State(list(HEADS), [PlayerLine(1, 53, 48, 5), PlayerLine(2, 53, 53, 0)])
    ledger.observe("turn", at_end, other_piles(2), named, 2, started=True)
    holding_1 = State(list(HEADS), [PlayerLine(1, 52, 47, 5, 5, 0), PlayerLine(2, 53, 53, 0)])
    ledger.observe("move", holding_1, [("player 1 discard", "5", "3"),
                                       ("player 1 total", "52", "51")], named, 3, started=True)
    assert ledger.episode is not None and ledger.episode.turn == 2 and ledger.latest is None
    ledger.close(None, 3)
    assert [d.kind for d in found] == ["display", "rule"], found
