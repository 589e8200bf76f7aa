"""A run that ends (a crash, a hang, an exit) while a count difference is open (grader/counts.py,
count_episode.py): a crash a move after the counts went wrong is named by that move; one right
after it keeps its name; one where the build had no card to give the player the reference asks
to move (its last table showed them with none left) is a symptom of their piles."""

from __future__ import annotations

from grader.count_relations import out_of_cards
from grader.counts import Ledger
from grader.state import PlayerLine, State
from grader.verdict import Deviation

from test_counts import HEADS, diff, named, state


def crash_after(moves: int) -> tuple[list[Deviation], Deviation]:
    """A run whose counts went wrong after move 4 and that crashes after move `moves`."""
    found: list[Deviation] = []
    ledger = Ledger(found)
    ledger.matched(1)
    ledger.moves = 4
    ledger.observe("move", state(50), diff(50, 49), named, 2, started=True)
    ledger.moves = moves
    crash = Deviation("rule", "R7", "the build crashes after a card below the head's top",
                      "crash", "died of SIGSEGV")
    ledger.close(crash, 2)
    return found, crash


def test_a_crash_a_move_after_the_counts_went_wrong_is_named_by_that_move() -> None:
    found, crash = crash_after(5)
    assert found == [] and crash.clause == "R15.3"
    assert crash.summary == "after a cut, the piles differ"
    assert "the build crashes later in the turn (died of SIGSEGV)" in crash.message


def test_a_crash_right_after_the_move_the_counts_went_wrong_keeps_its_name() -> None:
    found, crash = crash_after(4)
    assert found == [] and crash.clause == "R7"


def test_a_crash_where_the_player_to_move_was_shown_with_no_card_left_is_a_symptom() -> None:
    # a build that lost a reserve at a turn end (player 2's piles one short since turn 2, shown
    # empty) dies in turn 5 where the reference asks player 2 to move: it had no card to give
    def crash(field: str | None) -> tuple[list[Deviation], Deviation]:
        found: list[Deviation] = []
        ledger = Ledger(found)
        ledger.matched(1)
        ledger.observe("turn", state(1, None), [("player 2 total", "1", "0"),
                                                ("player 2 draw", "1", "0")], named, 2,
                       started=True)
        died = Deviation("rule", "R15", "the build ends (crash) after a cut of the oldest head",
                         "crash", "died of SIGABRT", field=field, action="cut")
        ledger.close(died, 5)
        return found, died
    found, died = crash("player 2 total")
    assert died.episode.startswith("symptom") and [d.clause for d in found] == ["R15.3"]
    found, died = crash("player 1 total")  # another player shown empty: no cause known
    assert died.episode == "" and [d.clause for d in found] == ["R15.3"]
    found, died = crash(None)
    assert died.episode == ""


def test_the_player_asked_to_move_shown_with_no_card_left_is_out_of_cards() -> None:
    empty = State(list(HEADS), [PlayerLine(1, 0, 0, 0), PlayerLine(2, 5, 5, 0)])
    assert out_of_cards(empty, 1) == ("; its last table shows Player 1 with no card left",
                                      {"field": "player 1 total", "got": "0"})
    assert out_of_cards(empty, 2) == ("", {})  # cards still to draw
    assert out_of_cards(empty, 3) == ("", {})  # not shown
    holding = State(list(HEADS), [PlayerLine(1, 0, 0, 0, 1, 0)])
    assert out_of_cards(holding, 1) == ("", {})  # holding a card: its turn is under way


def test_a_turn_ending_where_a_total_alone_shows_no_card_left_to_draw_is_a_symptom() -> None:
    # a build showing totals alone kept a reserve past player 2's turn 2 (their total one short
    # since); in turn 5 their last card goes into the reserve and the build ends the turn, with
    # nothing left to draw in its game, where the reference's player still has a card: before,
    # a total alone never told whether cards are left to draw (a false R12.2 in normal play)
    def ended(shown: str) -> tuple[list[Deviation], Deviation]:
        found: list[Deviation] = []
        ledger = Ledger(found)
        ledger.matched(1)
        ledger.observe("turn", state(45, None), [("player 2 total", "45", "44")], named, 2,
                       started=True)
        ledger.observe("move", state(1), [("player 2 total", "1", shown)], named, 5,
                       started=True)
        course = Deviation("rule", "R12.2", "the turn ends after a card goes into the reserve, "
                           "where it goes on", "state", "the build asks 'Player 1, it is your "
                           "turn.', the reference 'Card value?'")
        ledger.close(course, 5)
        return found, course
    found, course = ended("0")
    assert course.episode.startswith("symptom") and [d.clause for d in found] == ["R15.3"]
    found, course = ended("2")  # a card left on both sides: the turn's end is its own error
    assert not course.episode.startswith("symptom"), course
