"""The probe's reading vote (grader/probe.py `readings`): the reading groups are played in two
stages, and the second is skipped only when the first already decides every point with no
group against. Here the build is stood in for by a rule of which members it plays."""

from __future__ import annotations

import pytest

from conftest import ROOT
from grader import probe
from grader.builds import find
from grader.selection import collect


@pytest.fixture(scope="module")
def members():
    every, errors = collect([str(ROOT / "transcripts")])
    assert not errors
    return [s for s in every if s.group and s.testing and not probe.house_rules(s.profile)]


def vote(monkeypatch, members, plays) -> tuple[str, int]:
    played = []

    def fake(build, script):
        played.append(script)
        return plays(script)
    monkeypatch.setattr(probe, "_plays", fake)
    build = find(str(ROOT / "hydra"))
    reading, _, _ = probe.readings(build, members, jobs=1)
    return reading, len(played)


def test_a_plain_first_stage_decides_the_reading(monkeypatch, members) -> None:
    reading, played = vote(monkeypatch, members, lambda s: s.profile == "spec-2020")
    assert reading == "spec-2020"
    assert played < len(members) / 2


def test_a_group_against_in_the_first_stage_plays_every_group(monkeypatch, members) -> None:
    groups = list(dict.fromkeys(s.group for s in members))
    against = groups[0]  # in the first stage: one group there plays the other side

    def plays(script) -> bool:
        return (script.profile != "spec-2020") if script.group == against \
            else script.profile == "spec-2020"
    reading, played = vote(monkeypatch, members, plays)
    assert reading == "spec-2020"
    assert played == len(members)


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
