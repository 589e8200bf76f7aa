"""Builds that differ the way real ones do: variants of the reference (tools/variants/).
Dialects and accepted readings must pass at the semantic level (or better) with the readings
they use named; each genuine rule error must fail, naming its clause. Also checks that the
variant builder fails loudly on a search text that is not there."""

from __future__ import annotations

import shutil

import pytest

from conftest import ROOT
from grader import variants
from grader.cli import _build
from grader.profile import Profile
from grader.runner import Options, grade_all
from grader.select import collect
from grader.summary import summarise

SMOKE = ROOT / "transcripts" / "smoke"
NAMES = variants.names()


@pytest.fixture(scope="module")
def smoke():
    scripts, errors = collect([str(SMOKE)])
    assert not errors
    return scripts


def test_there_are_dialects_readings_and_rule_errors() -> None:
    kinds = [variants.load(n).expect_pass for n in NAMES]
    assert kinds.count(True) >= 6 and kinds.count(False) >= 4


@pytest.mark.parametrize("name", NAMES)
def test_variant_verdict(name: str, smoke, reference: str) -> None:
    if shutil.which("g++") is None:
        pytest.skip("no g++")
    variant = variants.load(name)
    binary = variants.build(name)
    build = _build(str(binary), None, False)
    run = grade_all(build, smoke, Options(jobs=2, reference=reference))
    summary = summarise(run)
    graded = [r for r in run.results if r.status != "skip"]
    assert graded, "no transcript applies to the variant"
    if variant.expect_pass:
        assert summary.ok, [(r.id, r.failure) for r in run.results if r.failure]
        if variant.expect_ids == [] or variant.expect_ids[0].startswith("I"):
            assert any(r.level != "exact" for r in graded), "a dialect graded as exact"
        for reading in variant.expect_ids:
            named = summary.readings + [r.profile for r in graded]
            assert any(reading in n for n in named), (reading, summary.readings)
    else:
        failing = {row.rule for row in summary.rules if row.failed}
        named = {s for r in graded if r.failure for s in r.failure.suspects}
        for clause in variant.expect_ids:
            assert clause in failing, (clause, failing)
            assert clause in named, (clause, named)  # a failure names it as a likely clause
        assert all(r.failure.category not in ("crash", "timeout", "spawn")
                   for r in graded if r.failure), "a rule error was not diagnosed as one"


def test_builder_fails_loudly_on_a_missing_search_text(tmp_path) -> None:
    variant = variants.parse("description: x\nexpect: fail R1\nedit: reference/core/game.cc\n"
                             "<<<<<<< search\nthis text is not in the file\n=======\ny\n"
                             ">>>>>>> replace\n", "broken")
    tree = tmp_path / "reference" / "core"
    tree.mkdir(parents=True)
    (tree / "game.cc").write_text("int main() {}\n")
    with pytest.raises(variants.VariantError, match="not found"):
        variants.apply_edits(tmp_path, variant)


def test_variant_definitions_parse() -> None:
    for name in NAMES:
        variant = variants.load(name)
        assert variant.description and variant.edits


@pytest.mark.parametrize("name, expected", [
    ("strict-cut", "reading: strict-cut"), ("no-turn-line", "turn-line: no"),
    ("extra-question", "answer: ^Deck\\ size\\? => 54"), ("reworded", "reading: spec-2020"),
])
def test_probe_detects_the_dialect(name: str, expected: str, smoke) -> None:
    from grader.probe import probe
    profile = probe(str(variants.build(name)), smoke)
    assert expected in profile.dumps()


def test_normal_mode_agrees_with_the_reference(reference: str) -> None:
    from grader.normal import play_games
    verdicts = play_games(reference, Profile(), reference, 2, 2, 7, 400)
    assert verdicts == ["", ""]


def test_normal_mode_finds_a_rule_error_testing_mode_cannot_hide(reference: str) -> None:
    from grader.normal import play_games
    # The build shuffles with a fixed seed: from the clock, about one game in 75 never meets a
    # swap with cards left to draw within 400 moves, and the test would fail by chance.
    seeded = Profile(args=["-testing", "-seed", "3"])
    verdicts = play_games(str(variants.build("swap-uses-draw")), seeded, reference, 2, 2, 7, 400)
    assert all("remaining" in v for v in verdicts), verdicts


def test_matrix_of_builds(tmp_path, smoke) -> None:
    from grader.matrix import find_builds, matrix, render
    from grader.runner import Options
    for name in ("reworded", "equal-continues"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "hydra").symlink_to(variants.build(name))
    runs = [grade_all(_build(str(p), None, False), smoke, Options(jobs=2))
            for p in find_builds(tmp_path)]
    table = matrix(runs)
    assert [b["name"] for b in table["builds"]] == ["equal-continues", "reworded"]
    assert table["builds"][0]["rules"]["R8"][1] >= 1 and table["builds"][1]["ok"]
    assert "equal-continues: FAIL" in render(table)


def test_a_reading_difference_is_listed_not_failed(smoke, reference: str) -> None:
    build = _build(str(variants.build("cards-on-draws")), None, False)
    run = grade_all(build, smoke, Options(jobs=2, reference=reference))
    renamed = next(r for r in run.results if r.id == "smoke-reprompt-renames-card")
    assert renamed.status == "idef" and "I11" in renamed.reason
    assert summarise(run).ok
