"""The corpus's own tools (tools/corpus, tools/mutants): the clause list the coverage report
counts against, the mutant catalogue staying applicable, and how command-line cases and
computer tables are labelled."""

from __future__ import annotations

from pathlib import Path

import pytest

from corpus import coverage, tables
from corpus.cases import Case, _command
from grader.rulesets import command_profile
from mutants import run as mutants_run
from mutants.catalogue import MUTANTS, Mutant

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


def test_every_mutant_edit_applies_to_the_sources() -> None:
    for mutant in MUTANTS:
        text = mutants_run.mutated_text(mutant)
        assert text != (mutants_run.ROOT / mutant.file).read_text(encoding="utf-8"), mutant.name


def test_a_mutant_whose_text_is_gone_is_reported() -> None:
    stale = Mutant("stale", "reference/core/game.cc", "no such line in the engine", "", "gone")
    with pytest.raises(ValueError, match="occurs 0 times"):
        mutants_run.mutated_text(stale)


def test_mutant_names_are_unique_and_there_are_at_least_forty() -> None:
    names = [m.name for m in MUTANTS]
    assert len(names) == len(set(names))
    assert len(names) >= 40


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
