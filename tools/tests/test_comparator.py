"""The one comparator of shown tables (grader/comparator.py), driven by a made-up run: a
display error is one finding a run, counts alone are left to the ledger, the table of before
the move shown again is the move refused, and a head that differs is a rule error."""

from __future__ import annotations

import pytest

from grader.actions import Action
from grader.comparator import Comparator
from grader.context import Context
from grader.counts import Ledger
from grader.display import REMAINING_OFF, UNREADABLE
from grader.expect import Step
from grader.state import CardShown, PlayerLine, State
from grader.verdict import Deviation, Stop


class Run:
    """A run as the comparator sees it; `shows_before`: the build shows the table of before
    the move again."""

    def __init__(self, shows_before: bool = False) -> None:
        self.ctx, self.found, self.turns = Context(), [], 1
        self.ledger = Ledger(self.found)
        self.shows_before = shows_before

    def deviation(self, kind, clause, summary, category, message, step, ends_run=True,
                  **evidence) -> Deviation:
        return Deviation(kind, clause, summary, category, message, ends_run=ends_run,
                         **evidence)

    def note(self, kind, clause, summary, interp="") -> None:
        self.found.append(Deviation(kind, clause, summary, "seen", summary, ends_run=False))

    def refused(self, after, rest) -> bool:
        return self.shows_before

    def input_defect(self, message, step):
        return None

    def blanks_refusal(self, category, message, step):
        return None  # (no move with blanks around it)


def table(top: int = 5, remaining: int = 2, draw: int = 20) -> State:
    return State([(1, CardShown(top, "H"), 3), (2, CardShown(9, "S"), 1)],
                 [PlayerLine(1, draw + 1, draw, 0, remaining, 0), PlayerLine(2, 30, 30, 0)])


def request() -> Step:
    return Step("move", b"1\n", table(), 1, CardShown(4, "C"), 10, "Your move?",
                action=Action("place", "R7", "continues", "a card below the head's top"))


def moved(run: Run) -> Comparator:
    """The comparator of a run whose first table agreed, and a move was played since."""
    comparator = Comparator(run)
    comparator.compare(request(), table())
    run.ctx.answered(request())
    return comparator


def test_a_display_error_is_one_finding_a_run() -> None:
    run = Run()
    comparator = Comparator(run)
    for _ in range(3):  # `remaining` shown one higher at every move request
        comparator.compare(request(), table(remaining=3))
    found = [d for d in run.found if d.kind == "display"]
    assert [d.summary for d in found] == [REMAINING_OFF.format(side="higher")]


def test_remaining_shown_off_is_learned_as_its_amount() -> None:
    # (the course of a turn going on past its quota is read with that amount undone)
    run = Run()
    comparator = Comparator(run)
    comparator.compare(request(), table(remaining=4))  # two higher at the turn's first request
    assert comparator.remaining_shift == 2
    comparator.compare(request(), table())  # (a later table shown right: the amount stays)
    assert comparator.remaining_shift == 2


def test_counts_alone_go_to_the_ledger_and_the_run_goes_on() -> None:
    run = Run()
    moved(run).compare(request(), table(draw=19))  # a card gone from the draw pile
    assert run.ledger.episode is not None and not run.found


def test_the_table_of_before_the_move_shown_again_is_the_move_refused() -> None:
    run = Run(shows_before=True)
    comparator = moved(run)
    with pytest.raises(Stop) as stop:
        comparator.compare(request(), table(top=7))
    assert "the table it showed before the move" in stop.value.found.message


def test_a_head_that_differs_is_named_a_rule_error_and_ends_the_run() -> None:
    run = Run()
    comparator = moved(run)
    with pytest.raises(Stop) as stop:
        comparator.compare(request(), table(top=7))
    assert stop.value.found.kind == "rule" and stop.value.found.field == "head 1 top"


def test_a_count_no_game_has_names_the_difference_by_the_piles() -> None:
    # the build drew a new head from a pile it had emptied (a cut that lost the oldest head's
    # cards): its draw count wrapped round, its total below zero, and the head it drew no
    # card; the heads it shows are not its game, the piles it emptied are the finding (zoo
    # 13/49: named after the heads, a false R15)
    run = Run()
    comparator = moved(run)
    broken = State([table().heads[0]], [PlayerLine(1, -1, 2 ** 64 - 1, 0, 2, 0),
                                         PlayerLine(2, 30, 30, 0)])
    with pytest.raises(Stop) as stop:
        comparator.compare(request(), broken)
    assert stop.value.found.field == "player 1 total", stop.value.found


def test_a_table_that_cannot_be_read_is_one_display_finding() -> None:
    run = Run()
    comparator = Comparator(run)
    comparator.compare(request(), State())
    comparator.compare(request(), State())
    assert [d.summary for d in run.found] == [UNREADABLE]


def test_a_turn_end_table_before_the_reserve_goes_back_beside_a_reshuffle_shown_early() -> None:
    # player 1's turn ends with a reserve that goes back on its empty draw pile (I2); the
    # build turns its discard pile into its draw pile as soon as the draw pile runs out, and
    # prints the turn-end table before the reserve goes back (player 1 shown 13 draw, 0
    # discard, a card short). Player 2's first move request, no move between, shows player 1
    # as a reshuffle shown early alone: the turn-end table was that and a display error, not
    # cards put in another pile (a development build, normal play: a false R17.1)
    game = State(table().heads, [PlayerLine(1, 14, 1, 13), PlayerLine(2, 30, 30, 0)])
    at_end = Step("turn", b"\n", game, 2, None, 0, "Player 2, it is your turn.")
    holding = State(table().heads, [PlayerLine(1, 14, 1, 13), PlayerLine(2, 30, 29, 0, 2, 0)])
    want = Step("move", b"1\n", holding, 2, CardShown(4, "C"), 12, "Your move?")
    run = Run()
    comparator = moved(run)
    comparator.compare(at_end, State(game.heads, [PlayerLine(1, 13, 13, 0), game.players[1]]))
    assert run.ledger.episode is not None
    comparator.compare(want, State(game.heads, [PlayerLine(1, 14, 14, 0), holding.players[1]]))
    assert run.ledger.episode is None
    run.ledger.close(None, run.turns)
    assert {d.kind for d in run.found} == {"display"}, run.found
    assert "a reshuffle is shown before the draw that causes it" in {d.summary for d in run.found}


def test_after_a_rule_error_of_the_counts_a_new_display_error_is_not_believed() -> None:
    # piles a card apart since run out at another draw: the other side's reshuffle then looks
    # like one shown early (R21.4), but may be that error's aftermath: undone, not claimed
    emptied = State(table().heads, [table().players[0], PlayerLine(2, 30, 0, 30)])
    want = Step("move", b"1\n", emptied, 1, CardShown(4, "C"), 10, "Your move?")
    for piles_wrong, display_found in ((False, True), (True, False)):
        run = Run()
        run.ledger.piles_wrong = piles_wrong
        moved(run).compare(want, table())  # (player 2 shown 30 draw, 0 discard)
        assert any(d.kind == "display" for d in run.found) is display_found
        assert run.ledger.episode is None  # (undone all the same: no count differs)
