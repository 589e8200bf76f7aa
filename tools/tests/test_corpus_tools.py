"""The corpus's own tools (tools/corpus): the clause list the coverage report counts against,
how command-line cases and computer tables are labelled, and the check that gameplay
transcripts type valid answers only and name their primary clauses (`tests:`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from corpus import answers, check, coverage, tables
from corpus import reference as runs
from corpus.cases import Case, _command
from grader.rulesets import command_profile
from grader.transcript import Transcript

RULES_PAGE = """# Rules

**R1 — Players.**
1. Two or more.
2. One deck each.

**R2 — Values.** A single sentence, no sub-points.

## The interface

1. A numbered line outside any clause.

**R3 — Display.**
1. Heads first.
"""


def test_documented_clauses_finds_clauses_and_their_sub_points(tmp_path: Path) -> None:
    page = tmp_path / "rules.md"
    page.write_text(RULES_PAGE, encoding="utf-8")
    found = coverage.documented_clauses(page, r"\*\*(R\d+) ")
    # A section heading ends a clause: the list under it belongs to no clause.
    assert found == ["R1", "R1.1", "R1.2", "R2", "R3", "R3.1"]


def test_the_real_rules_page_has_every_clause_and_sub_point() -> None:
    clauses = coverage.known_clauses()
    assert [c for c in clauses if "." not in c] == [f"R{i}" for i in range(1, 26)]
    assert {"R10.5", "R14.5", "R18.3", "R25.5"} <= set(clauses)


def test_clause_table_counts_a_sub_point_for_its_clause_too(tmp_path: Path) -> None:
    area = tmp_path / "reserve"
    area.mkdir()
    (area / "one.transcript").write_text(
        "id: one\ntitle: t\nrules: R12.3 R5\ncommand: hydra -testing\nexit: 1\n---\n"
        "| How many players?\n", encoding="utf-8")
    per_area, total = coverage.clause_table([area / "one.transcript"])
    assert total["R12"] == 1 and total["R12.3"] == 1 and total["R5"] == 1
    assert per_area["reserve"]["R12"] == 1


def test_a_command_line_case_keeps_its_own_rules_flag() -> None:
    own = Case("input", "x", "t", lines=[], args=["-seed", "7", "-rules", ",strict-cut,"],
               profile="strict-cut")
    assert _command(own) == ["hydra", "-seed", "7", "-rules", ",strict-cut,"]
    assert command_profile(_command(own)) == "strict-cut"
    reading = Case("readings", "y", "t", lines=[], profile="strict-cut")
    assert _command(reading) == ["hydra", "-testing", "-rules", "strict-cut"]


def test_tables_agree_with_their_profiles_and_cite_their_house_rules() -> None:
    cases = tables.cases()
    assert len({c.id for c in cases}) == len(cases)
    for case in cases:
        assert command_profile(_command(case)) == case.profile, case.id
        assert "generated" in case.tags
        names = set(case.profile.split(",")) - {"spec-2020"}
        for name, clause in tables.HOUSE.items():
            assert (clause in case.rules) == (name in names), case.id


BAD_CARD = """id: bad
title: t
rules: R23.1
tests: R23.1
command: hydra -testing
exit: 1
---
| How many players?
> 2
| Card value?
> k
| Card value?
"""


@pytest.mark.parametrize("kind, answer, table, ok", [
    ("players", b"2", False, True), ("players", b"1", False, False),
    ("players", b"02", False, False), ("players", b" 2", False, False),
    ("turn", b"", False, True), ("turn", b" ", False, False), ("turn", b"go", False, False),
    ("turn", b"auto greedy", True, True),
    ("card", b"10", False, True), ("card", b"Joker", False, True), ("card", b"joker", False, False),
    ("card", b"K\r", False, False), ("suit", b"H", False, True), ("suit", b"h", False, False),
    ("move", b"0", False, True), ("move", b"7", False, True), ("move", b"99", False, True),
    ("move", b"07", False, False), ("move", b"+1", False, False), ("move", b"100", False, True),
    ("move", b"99999999999", False, False),
    ("move", b"2.0", False, False), ("move", b"cut", False, False), ("move", b"cut", True, True),
    ("joker", b"A", False, True), ("joker", b"Joker", False, False), ("joker", b"14", False, False),
])
def test_well_formed_answers(kind: str, answer: bytes, table: bool, ok: bool) -> None:
    assert answers.well_formed(kind, answer, table) is ok


def test_answer_check_names_the_file_line_and_prompt(tmp_path: Path) -> None:
    for area in ("full-games", "input"):
        (tmp_path / area).mkdir()
        (tmp_path / area / "bad.transcript").write_text(BAD_CARD, encoding="utf-8")
    found = answers.lint([tmp_path / "full-games" / "bad.transcript"])
    assert len(found) == 1
    assert f"{tmp_path / 'full-games' / 'bad.transcript'}:11: answer 'k'" in found[0]
    assert "'Card value?'" in found[0]
    assert answers.lint([tmp_path / "input" / "bad.transcript"]) == []  # garbage is allowed


def test_tests_header_is_required_and_within_rules(tmp_path: Path) -> None:
    path = tmp_path / "play" / "t.transcript"
    path.parent.mkdir()
    path.write_text(BAD_CARD.replace("tests: R23.1\n", ""), encoding="utf-8")
    assert any("no tests:" in m for m in answers.lint([path]))
    path.write_text(BAD_CARD.replace("tests: R23.1", "tests: R23.1 R9"), encoding="utf-8")
    assert any("tests: names R9, not in its rules:" in m for m in answers.lint([path]))


def test_check_goldens_fails_on_a_planted_bad_answer(tmp_path: Path, reference: str,
                                                    capsys) -> None:
    path = tmp_path / "play" / "planted.transcript"
    path.parent.mkdir()
    for move, status in (("x", 1), ("7", 0)):
        # A true golden of the reference, so that only the answer check can fail it.
        script = Transcript("planted", "t", ["hydra", "-testing"], 1, rules=["R19.1"],
                            tests=["R19.1"])
        runs.record(script, runs.lines_to_events(["2", "7", "H", "", "9", "S", move]), reference)
        runs.dump(script, path)
        assert check.main(["--root", str(tmp_path), "--hydra", reference, "--quiet"]) == status
        if move == "x":
            out = capsys.readouterr().out
            assert f"INVALID {path}:38: answer 'x' to the prompt 'Player 2, you are holding a " \
                   f"9S. Your move?'" in out
