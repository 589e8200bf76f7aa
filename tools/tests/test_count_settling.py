"""Count differences across a whole grade (grader/count_settling.py): a relation that healed
soon in some run is display where it was left open; one that healed late anywhere is a rule
error where it healed soon; one that foretold a course difference is that rule error
everywhere, unless the course difference has a name of its own the grade shows elsewhere."""

from __future__ import annotations

import pytest

from grader.count_settling import settle
from grader.counts import Ledger
from grader.verdict import Deviation
from test_counts import diff, named, opened, state


def test_settle_makes_an_open_relation_display_where_it_healed_elsewhere() -> None:
    healed: list[Deviation] = []
    first = Ledger(healed)
    first.matched(1)
    first.observe("move", state(50), diff(50, 49), named, 2, started=True)
    first.matched(2)
    still_open: list[Deviation] = []
    second = Ledger(still_open)
    second.matched(1)
    second.observe("move", state(30), diff(30, 28), named, 5, started=True)
    second.close(None, 5)
    assert still_open[0].kind == "rule"
    settle([healed, still_open])
    assert [(d.kind, d.clause) for d in still_open] == [("display", "R21.1")]


def test_settle_makes_a_relation_that_healed_late_a_rule_error_where_it_healed_soon() -> None:
    soon: list[Deviation] = []
    first = Ledger(soon)
    first.matched(1)
    first.observe("move", state(50), diff(50, 49), named, 2, started=True)
    first.matched(3)  # one turn later: shown at another moment, a display error
    late: list[Deviation] = []
    second = Ledger(late)
    second.matched(1)
    second.observe("move", state(30), diff(30, 28), named, 5, started=True)
    second.observe("turn", state(20), diff(20, 18), named, 9, started=True)
    second.matched(12)  # seven turns later, two players: a card that was in another pile
    assert [d.kind for d in soon] == ["display"] and [d.kind for d in late] == ["rule"]
    settle([soon, late])
    assert soon == [] and [(d.kind, d.clause) for d in late] == [("rule", "R15.3")]


def foretold(course: Deviation) -> list[Deviation]:
    """A run whose player 2 is shown with no card left to draw after a move of turn 5 (the
    game: one), and whose course then differs in that turn (`course`)."""
    found: list[Deviation] = []
    ledger = Ledger(found)
    ledger.matched(1)
    ledger.observe("move", state(1), diff(1, 0), named, 5, started=True)
    ledger.close(course, 5)
    assert course.clause == "R15.3"  # run by run: the count that foretold it names it
    return found + [course]


def course_named(clause: str) -> Deviation:
    return Deviation("rule", clause, "the turn goes on", "flow", "the build goes on")


@pytest.mark.parametrize("elsewhere", ["R14.4", "R15.3", ""])
def test_a_course_difference_the_build_makes_on_its_own_keeps_its_name(elsewhere: str) -> None:
    # the same relation heals at the next table in another run: a display error there; the
    # one run whose course differed beside it names it a rule error everywhere, unless the
    # build makes that course difference, a rule error of another clause, elsewhere with no
    # count off before it (of the same clause, the two name one error two ways)
    course = course_named(elsewhere or "R14.4")
    healed: list[Deviation] = []
    opened(healed).matched(3)
    settle([foretold(course), healed] + ([[course_named(elsewhere)]] if elsewhere else []))
    if elsewhere == "R14.4":
        assert (course.clause, course.episode) == ("R14.4", "")
        assert [(d.kind, d.clause) for d in healed] == [("display", "R21.1")]
    else:
        assert course.clause == "R15.3" and healed == []


@pytest.mark.parametrize("moved", [True, False])
def test_a_difference_undone_by_a_move_is_the_error_it_was_named_where_that_never_heals(
        moved: bool) -> None:
    # cards made at a reshuffle, lost again at the next cut (two rule errors): healed after a
    # move in one run, the same name and relation open since every player had a turn in
    # another, it is that error undone, no display error; healed with no move between, it is
    # one (zoo 26/0: a false display finding)
    undone: list[Deviation] = []
    first = opened(undone)
    first.moves += moved
    first.matched(3)
    assert [(d.kind, bool(d.own)) for d in undone] == [("display", moved)]
    never: list[Deviation] = []
    second = opened(never)
    second.observe("move", state(40), diff(40, 39), named, 6, started=True)
    second.close(None, 6)
    assert [(d.kind, d.episode) for d in never] == [("rule", "lasting: draw- total-")]
    settle([undone, never])
    assert [d.kind for d in undone] == ([] if moved else ["display"])
    assert [d.kind for d in never] == ["rule"]
