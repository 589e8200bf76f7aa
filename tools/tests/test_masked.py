"""A rule error the rest of its combination masks (quirks/masked.py): asked of a grade only
where some transcript shows it before the rest of the combination goes wrong."""

from __future__ import annotations

import math

import pytest

from grader.verdict import Deviation, Result
from quirks.combination import parse_spec
from quirks.masked import first_line, masked_everywhere


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


@pytest.mark.parametrize("errors, hidden, passes", [
    (",rule:no-action-3", True, True), (",rule:no-action-3", False, False),
    ("", True, False)])  # one rule error: nothing else could mask it
def test_a_missed_error_is_not_asked_for_where_the_rest_masks_it(
        monkeypatch, tmp_path, errors, hidden, passes) -> None:
    from quirks import prop
    from quirks.grading import Graded

    asked: list[tuple[str, str]] = []

    def masked(combination, error, clause, every, jobs=1):
        asked.append((error, clause))
        return hidden, 7

    from grader.findings import Finding
    nine = [Finding("rule", "R9", "a card on an ace is refused", "testing", transcripts=1)]
    monkeypatch.setattr(prop, "grade", lambda *args, **kwargs: Graded(
        nine if errors else [], "spec-2020", ""))  # (the other error found, R18.1 not)
    monkeypatch.setattr(prop, "masked", masked)
    monkeypatch.setattr(prop.builder, "hydra", lambda *args, **kwargs: tmp_path / "hydra")
    monkeypatch.setattr(prop.builder, "OUT", tmp_path)
    combo = parse_spec("banner,rule:win-after-equal-lost" + errors)
    outcome = prop.check(combo, list(range(10)), list(range(3)), keep=True)
    missed = [p.key for p in outcome.problems]
    assert outcome.passed == passes, missed
    assert asked == ([("win-after-equal-lost", "R18.1")] if errors else [])
    if passes:  # the note says what was not asked for
        assert outcome.masked and "R18.1" in outcome.masked[0]
    else:
        assert ("missed", "rule", "R18.1") in missed
