"""The probe's reading vote (grader/probe.py `readings`): the reading groups are played in
stages of five groups about each point, and the vote ends once more groups cannot change what
any point says; a member counts as played once the build gets past the point where it parts
from the others. Here the build is stood in for by a rule of which members it plays."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from conftest import ROOT
from grader import probe
from grader.builds import find
from grader.selection import collect
from grader.verdict import Deviation


@pytest.fixture(scope="module")
def members():
    every, errors = collect([str(ROOT / "transcripts")])
    assert not errors
    return [s for s in every if s.group and s.testing and not probe.house_rules(s.profile)]


def vote(monkeypatch, members, plays) -> tuple[str, int]:
    played = []

    def fake(build, script, fast=True, past=None):
        played.append(script)
        return plays(script), None
    monkeypatch.setattr(probe, "_plays", fake)
    build = find(str(ROOT / "hydra"))
    reading, _, _ = probe.readings(build, members, jobs=1)
    return reading, len(played)


def test_a_plain_first_stage_decides_the_reading(monkeypatch, members) -> None:
    reading, played = vote(monkeypatch, members, lambda s: s.profile == "spec-2020")
    assert reading == "spec-2020"
    assert played < len(members) / 2


def test_a_group_against_plays_on_until_the_groups_left_cannot_change_the_reading(
        monkeypatch, members) -> None:
    groups = list(dict.fromkeys(s.group for s in members))
    against = groups[0]  # in the first stage: one group there plays the other side

    def plays(script) -> bool:
        return (script.profile != "spec-2020") if script.group == against \
            else script.profile == "spec-2020"
    reading, played = vote(monkeypatch, members, plays)
    _, plain = vote(monkeypatch, members, lambda s: s.profile == "spec-2020")
    assert reading == "spec-2020"
    assert plain < played < len(members)


def test_a_point_no_group_decides_is_left_to_normal_play(monkeypatch, members) -> None:
    turn_end = {s.group for s in members if probe.point_of(s) == "reserve at a turn end"}

    def plays(script) -> bool:  # a rule error breaks every group about the other points
        return script.group in turn_end and script.profile == "spec-2020"
    monkeypatch.setattr(probe, "_plays",
                        lambda build, script, fast=True, past=None: (plays(script), None))
    reading, notes, undecided = probe.readings(find(str(ROOT / "hydra")), members, jobs=1)
    assert reading == "spec-2020" and undecided == {"strict-cut", "reserve-to-draw"}, notes
    _, played = vote(monkeypatch, members, plays)
    assert played < len(members) / 2


def test_no_member_played_in_the_first_stage_ends_the_vote(monkeypatch, members) -> None:
    reading, played = vote(monkeypatch, members, lambda s: False)
    assert reading == "spec-2020"
    assert played < len(members) / 2


def test_the_strict_cut_is_found_in_the_first_stage(monkeypatch, members) -> None:
    about_cut = {s.group for s in members if s.profile == "strict-cut"}

    def plays(script) -> bool:  # the strict-cut member where a group has one, else spec-2020
        return script.profile == ("strict-cut" if script.group in about_cut else "spec-2020")
    reading, played = vote(monkeypatch, members, plays)
    assert reading == "strict-cut"
    assert played < len(members) / 2


@pytest.mark.parametrize("level, later_fast", [("semantic", False), ("exact", True)])
def test_later_stages_leave_the_fast_path_when_no_trial_passed_it(monkeypatch, members, level,
                                                                   later_fast) -> None:
    asked = []

    def fake(build, script, fast=True, past=None):  # a build that plays every member as
        # the reference
        asked.append(fast)
        return script.profile == "spec-2020" or script.group in others, level
    groups = list(dict.fromkeys(s.group for s in members))
    others = set(groups[::2])  # (so that the vote needs more than its first stage)
    monkeypatch.setattr(probe, "_plays", fake)
    probe.readings(find(str(ROOT / "hydra")), members, jobs=1)
    assert asked[0] is True and asked[-1] is later_fast
    assert asked == sorted(asked, reverse=True)  # (no stage goes back to the fast path)


def test_a_point_already_decided_gets_no_more_groups(monkeypatch, members) -> None:
    """A rule error breaks most groups about the reserve at a turn end (a few play, on the
    canonical side: never enough to end that point early), while the groups about the other
    points all play the canonical member: those points are decided in the first stage, and
    their later groups are never played while the turn end still is."""
    turn_end = [g for g in dict.fromkeys(s.group for s in members)
                if probe.point_of(next(s for s in members if s.group == g)) ==
                "reserve at a turn end"]
    some = set(turn_end[::4])

    def plays(script) -> bool:
        if probe.point_of(script) == "reserve at a turn end":
            return script.group in some and script.profile == "spec-2020"
        return script.profile == "spec-2020"
    played: list = []

    def fake(build, script, fast=True, past=None):
        played.append(script)
        return plays(script), None
    monkeypatch.setattr(probe, "_plays", fake)
    reading, _, _ = probe.readings(find(str(ROOT / "hydra")), members, jobs=1)
    assert reading == "spec-2020"
    others = {s.group for s in played if probe.point_of(s) != "reserve at a turn end"}
    tried = {s.group for s in played} & set(turn_end)
    assert len(tried) > 2 * probe.PLAIN, len(tried)  # (the turn end plays on, stage by stage)
    assert len(others) <= 2 * probe.PLAIN, len(others)  # (the first stage's, of two points)


def test_a_member_played_past_the_point_where_the_readings_part_counts_as_played(
        monkeypatch, members) -> None:
    """A rule error of the build's own later in a member does not hide the reading it
    followed where the members part: the canonical member of a strict-cut group parts from
    the strict one at a cut made while the reserve is free, and is played past it once the
    build gets beyond the first move or turn line asked after it (its table compared there); a difference
    at that request or before it says nothing. The strict member ends at its point (the move
    asked again): there, only the end of input comes after it."""
    group = [s for s in members if s.group == "readings-strict-cut-s500"]
    canonical = next(s for s in group if s.profile == "spec-2020")
    strict = next(s for s in group if s.profile == "strict-cut")
    parts = probe.points(group)
    past = parts[canonical.id]
    asked = canonical.events[past - 1]
    assert probe.canonical_kind(asked.text.decode()) in ("move", "turn"), asked
    later = next(e.lineno for e in canonical.events[past + 1:] if e.kind == "out")
    assert parts[strict.id] == len(strict.events)

    def graded(lineno):
        found = [Deviation("rule", "R15.3", "after a cut, the piles differ", "state", "",
                           lineno=lineno)]
        return lambda build, script, limits, fast=True: SimpleNamespace(
            reached_end=True, deviations=found, level=None)
    build = find(str(ROOT / "hydra"))
    monkeypatch.setattr(probe, "grade", graded(later))
    assert probe._plays(build, canonical, past=past)[0]
    assert not probe._plays(build, canonical)[0]  # (not to its end)
    monkeypatch.setattr(probe, "grade", graded(asked.lineno))
    assert not probe._plays(build, canonical, past=past)[0]
    monkeypatch.setattr(probe, "grade", graded(None))  # (exits otherwise at end of input)
    assert probe._plays(build, strict, past=parts[strict.id])[0]
    monkeypatch.setattr(probe, "grade", graded(strict.events[-1].lineno))
    assert not probe._plays(build, strict, past=parts[strict.id])[0]
