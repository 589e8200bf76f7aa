"""A transcript played against the live reference (grader/live.py): a new head the tester named
to the build is the game's card, named so to the reference, however the build shows it. A build
that draws its first head itself and shows heads by their value only shows a joker head as the
value it counts: named from that display, the reference would be told a plain card of that
value, and a joker head counted wrongly (R11.2) would agree with it."""

from __future__ import annotations

import pytest

from conftest import corpus_transcripts, graded_combination

OWN_FIRST_HEAD = "value-only-heads,first-head-drawn.1"


@pytest.mark.parametrize("error, found", [("", set()), (",rule:joker-head-counts-3", {"R11.2"})])
def test_a_new_head_the_tester_named_is_the_game_card_however_shown(error: str, found: set,
                                                                    reference: str) -> None:
    # a cut's new heads named Joker and AC (ace-gen-s14006): the build shows `2: 3 (1)` where
    # a joker head counts 3
    findings = graded_combination(OWN_FIRST_HEAD + error, ["ace-gen-s14006"], reference)
    assert {f.clause for f in findings if f.kind == "rule" and f.wrong} == found, findings
    # played live, a finding is placed at the transcript line of the move it shows after:
    # the cut's (its request for the move)
    path = corpus_transcripts(["ace-gen-s14006"])[0].path
    lines = open(path, encoding="utf-8").read().splitlines()
    assert all(lines[f.evidence.lineno - 1] == "| Player 2, you are holding a KD. Your move?"
               for f in findings if f.kind == "rule"), findings
    assert any(f.kind == "testing-mode" and f.clause == "R23.1" for f in findings), findings
