"""A rule error the rest of its combination masks (quirks/masked.py): asked of a grade only
where some transcript shows it before the rest of the combination goes wrong."""

from __future__ import annotations

import math

import pytest

from grader.verdict import Deviation, Result
from quirks.combination import parse_spec
from quirks.masked import first_line, masked_everywhere, went_wrong


@pytest.mark.parametrize("rest, hidden", [
    ({"a": 10, "b": 40}, True),  # the rest goes wrong first on both
    ({"a": 10, "b": 90}, False),  # on b the error shows before the rest goes wrong
    ({"a": 10}, False),  # b shows nothing of the rest: the error shows there
    ({"a": 10, "b": None}, False),
    ({"a": 50, "b": 80}, True),  # at the very line: the error cannot show past it
])
def test_an_error_is_masked_only_where_every_transcript_showing_it_goes_wrong_first(
        rest, hidden) -> None:
    assert masked_everywhere({"a": 50, "b": 80}, rest) is hidden


def test_an_error_no_transcript_shows_is_not_masked() -> None:
    assert not masked_everywhere({}, {"a": 1})


def test_the_first_error_of_a_kind_and_clause_gives_the_line() -> None:
    def dev(kind: str, clause: str, line: int | None) -> Deviation:
        return Deviation(kind, clause, "s", "flow", "", lineno=line)
    result = Result("t", "p", [], [], [], "", "", "fail", deviations=[
        dev("testing-mode", "R23.1", 3), dev("rule", "R9", 20), dev("rule", "R18.1", None)])
    assert first_line(result, "rule") == 20
    assert first_line(result, "rule", "R18") == math.inf  # (no line: after every line)
    assert first_line(result, "rule", "R14") is None


def test_the_rest_goes_wrong_at_its_first_rule_error_or_where_the_grader_loses_its_place(
        ) -> None:
    def dev(kind: str, category: str, line: int) -> Deviation:
        return Deviation(kind, "R22", "s", category, "", lineno=line)
    def result(*devs: Deviation) -> Result:
        return Result("t", "p", [], [], [], "", "", "fail", deviations=list(devs))
    assert went_wrong(result(dev("dialect", "flow", 5), dev("rule", "flow", 30))) == 30
    # its rule error sent the game where no table tells which way it went (a cut making one
    # new head, shown once a turn): what shows further on in the part is masked there too
    assert went_wrong(result(dev("dialect", "lost", 12), dev("rule", "flow", 30))) == 12
    assert went_wrong(result(dev("dialect", "flow", 5))) is None


@pytest.mark.parametrize("spec, missed, hidden, passes", [
    ("banner,rule:win-after-equal-lost,rule:no-action-3", ("rule", "R18.1"), True, True),
    ("banner,rule:win-after-equal-lost,rule:no-action-3", ("rule", "R18.1"), False, False),
    # a quirk's finding behind a rule error: the turn-end table before the reserve goes back
    # is never printed where each turn with a reserve draws a card too many first (22/40)
    ("reserve-after-display,rule:reserve-not-counted", ("display", "R21"), True, True),
    # one rule error and nothing else, or quirks only: asked too (the build's dialect may
    # never reach the finding), answered by masked() alone
    ("banner,rule:win-after-equal-lost", ("rule", "R18.1"), False, False),
    ("reserve-after-display,banner", ("display", "R21"), True, True)])
def test_a_missed_finding_is_not_asked_for_where_a_rule_error_of_the_rest_masks_it(
        monkeypatch, tmp_path, spec, missed, hidden, passes) -> None:
    from grader.findings import Finding
    from quirks import prop
    from quirks.grading import Graded

    asked: list[tuple[str, str, str]] = []

    def masked(combination, part, kind, clause, every, jobs=1, reading=""):
        asked.append((part.spec, kind, clause))
        assert reading == "spec-2020"  # (the one the whole grade judged under)
        return hidden, 7

    combo = parse_spec(spec)
    declared = combo.variant().findings
    # the whole grade finds every declared finding but the missed one
    found = [Finding(k, c, "s", "testing", transcripts=1) for k, c, _ in declared
             if (k, c) != missed]
    monkeypatch.setattr(prop, "grade", lambda *args, **kwargs: Graded(found, "spec-2020", ""))
    monkeypatch.setattr(prop, "masked", masked)
    monkeypatch.setattr(prop.builder, "hydra", lambda *args, **kwargs: tmp_path / "hydra")
    monkeypatch.setattr(prop.builder, "OUT", tmp_path)
    outcome = prop.check(combo, list(range(10)), list(range(3)), keep=True)
    assert outcome.whole
    assert outcome.passed == passes, outcome.problems
    owner = {"R18.1": "rule:win-after-equal-lost", "R21": "reserve-after-display"}[missed[1]]
    assert asked == [(owner, *missed)]
    if passes:  # the note says what was not asked for
        assert outcome.masked and missed[1] in outcome.masked[0]
    else:
        assert ("missed", *missed) in [p.key for p in outcome.problems]


def _printing(clause: str, line: int | None, printed: str) -> Result:
    found = [] if line is None else [Deviation("rule", clause, "s", "flow", "", lineno=line)]
    return Result("t", "p", [], [], [], "", "", "fail" if found else "pass",
                  deviations=found, printed=printed)


@pytest.mark.parametrize("shows_in_dialect", [True, False])
def test_where_a_rule_error_shows_is_asked_of_the_build_in_its_dialect(
        monkeypatch, shows_in_dialect: bool) -> None:
    # a build drawing its own first head is played live, on its own cards: the situations a
    # script meant are not reached as they are with the error planted alone, where they may
    # show it past the rest's first error (17/13: a cut's new heads after a reshuffle). The
    # error is planted with the quirks; alone only where it then shows nowhere
    from quirks import masked as module
    combo = parse_spec("first-head-drawn.1,rule:reshuffle-keeps-discard,rule:no-action-3")
    part = parse_spec("rule:reshuffle-keeps-discard")
    graded: list[str] = []

    def grade(combination, every, scripts, jobs, reading=""):
        graded.append(combination.spec)

        def result(clause: str, line: int) -> Result:  # (each build prints its own)
            return _printing(clause, line, combination.spec)

        assert reading == ("strict-cut" if combination.errors != part.errors or
                           combination.quirks else "")  # (the part alone: its own reading)
        if combination.errors == ("no-action-3",):  # the rest: a card on an ace refused
            return {"a": result("R9", 186), "b": result("R9", 20)}
        if combination.quirks and shows_in_dialect:
            return {"a": result("R15.4", 2538)}
        return {"a": result("R7", 5)} if combination.quirks else {"b": result("R15.4", 90)}

    monkeypatch.setattr(module, "_grade", grade)
    hidden, shown = module.masked(combo, part, "rule", "R15", [], reading="strict-cut")
    assert graded[0] == "first-head-drawn.1,rule:reshuffle-keeps-discard"
    assert (hidden, shown) == (True, 1)
    # alone where the dialect shows none, though it reaches it (it prints otherwise than
    # the dialect without it)
    assert graded[1:-1] == ([] if shows_in_dialect else
                            ["first-head-drawn.1", "rule:reshuffle-keeps-discard"])


def test_a_part_is_planted_with_the_quirks_that_cannot_show_its_finding() -> None:
    # the turn-end table printed before the reserve goes back, under the reserve-to-draw
    # reading: where the reserve goes decides which tables show it (zoo 103/6); the held card
    # counted in the draw pile shows a display finding of R21 itself, and stays out
    from quirks.masked import _in_dialect
    combo = parse_spec("reserve-after-display,held-in-draw,reading-reserve-to-draw,"
                       "rule:reserve-not-counted")
    assert _in_dialect(combo, parse_spec("reserve-after-display"), "display", "R21").spec == \
        "reserve-after-display,reading-reserve-to-draw"
    assert _in_dialect(combo, parse_spec("rule:reserve-not-counted"), "rule", "R12").spec == \
        "reserve-after-display,held-in-draw,reading-reserve-to-draw,rule:reserve-not-counted"


@pytest.mark.parametrize("differs", [False, True])
def test_a_finding_the_build_in_its_dialect_never_reaches_is_not_asked_for(
        monkeypatch, differs: bool) -> None:
    # a build drawing its own heads in testing mode that never draws a joker there: no
    # transcript meets a joker starting a head (stress 105/5, R11.2 asked of the grader).
    # The dialect with the error prints what the dialect without it prints on every
    # transcript: never reached. Where it prints otherwise, the part alone decides
    from quirks import masked as module
    combo = parse_spec("first-head-drawn.2,new-heads-drawn.1,rule:joker-head-counts-3")
    part = parse_spec("rule:joker-head-counts-3")
    graded: list[str] = []

    def grade(combination, every, scripts, jobs, reading=""):
        graded.append(combination.spec)
        if combination == part:  # alone, on scripted heads: a joker starts one
            return {"a": _printing("R11.2", 40, "1"), "b": _printing("", None, "2")}
        theirs = "9" if differs and combination.errors else "3"
        return {"a": _printing("", None, theirs), "b": _printing("", None, "4")}

    monkeypatch.setattr(module, "_grade", grade)
    hidden, shown = module.masked(combo, part, "rule", "R11.2", [])
    assert graded[:2] == ["first-head-drawn.2,new-heads-drawn.1,rule:joker-head-counts-3",
                          "first-head-drawn.2,new-heads-drawn.1"]
    # reached: shown alone on one transcript, and no rule error of the rest masks it
    assert (hidden, shown) == ((False, 1) if differs else (True, 0))
    assert graded[2:] == (["rule:joker-head-counts-3"] if differs else [])
