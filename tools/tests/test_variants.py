"""Builds that look like real ones: variants of the reference (tools/variants/), each a
systematic quirk with zero, one or two rule errors, graded as a real build is (probed, graded
on transcripts, played in normal mode). Every variant's findings must be exactly the ones it
declares: no error missed, none reported that is not there. `make planted` (tools/planted)
checks that on a quick subset of the transcripts, `make grade-variants-full` on every
transcript. Here: the comparison itself, the variant builder failing loudly, normal mode
finding what testing mode hides, grading a folder of builds."""

from __future__ import annotations


import pytest

from conftest import ROOT
from planted import grading
from planted import builder
from planted.variant import VariantError, apply_edits, load, parse
from grader.builds import find
from grader.builds import Build
from grader.normal_games import play_games
from grader.build_profile import Profile
from grader.request import Options
from grader.runner import grade_all
from grader.selection import collect
from grader.summary import summarise

NAMES = grading.names()


@pytest.fixture(scope="module")
def corpus():
    scripts, errors = collect([str(ROOT / "transcripts")])
    assert not errors
    return scripts


def test_variants_look_like_real_builds() -> None:
    loaded = [load(n) for n in NAMES]
    assert len(loaded) >= 25
    errors = [len({(k, c) for k, c, _ in v.findings if k == "rule"}) for v in loaded]
    assert errors.count(0) >= 5 and errors.count(1) >= 8 and errors.count(2) >= 2
    assert any(m == "normal" for v in loaded for _, _, m in v.findings)
    assert {v.reading for v in loaded} >= {"spec-2020", "strict-cut", "reserve-to-draw",
                                           "strict-cut,reserve-to-draw"}


def test_a_finding_not_declared_or_missed_is_a_problem() -> None:
    variant = parse("description: x\nfinding: rule R8\nedit: reference/core/game.cc\n"
                             "<<<<<<< search\na\n=======\nb\n>>>>>>> replace\n", "x")
    from grader.findings import Finding
    found = [Finding("rule", "R8.1", "s", "testing", 3), Finding("display", "R21.4", "d",
                                                                 "testing", 9)]
    def compare(*args) -> list[str]:
        return [text for _, text in grading.problems(*args)]
    assert compare(variant, found, "spec-2020") == [
        "not declared: display R21.4 testing 'd' (9 transcripts, e.g. )"]
    assert compare(variant, found[1:], "strict-cut") == [
        "missed: rule R8 testing", "not declared: display R21.4 testing 'd' (9 transcripts, "
        "e.g. )", "reading: probed strict-cut, declared spec-2020"]



def test_a_finding_a_variant_may_show_is_neither_owed_nor_extra() -> None:
    variant = parse("description: x\nfinding: rule R8\nmay: display R21\n"
                    "edit: reference/core/game.cc\n"
                    "<<<<<<< search\na\n=======\nb\n>>>>>>> replace\n", "x")
    from grader.findings import Finding
    found = [Finding("rule", "R8.1", "s", "testing", 3), Finding("display", "R21.4", "d",
                                                                 "testing", 9)]
    assert grading.problems(variant, found, "spec-2020") == []
    assert grading.problems(variant, found[:1], "spec-2020") == []
    assert [key for key, _ in grading.problems(variant, found[1:], "spec-2020")] == [
        ("missed", "rule", "R8")]


def test_a_run_stopped_at_a_question_not_recognised_is_a_problem() -> None:
    # (the grader lost its way: a normal game cut short judges nothing after it)
    from grader.findings import Finding
    from grader.verdict import Deviation
    variant = parse("description: x\nedit: reference/core/game.cc\n"
                    "<<<<<<< search\na\n=======\nb\n>>>>>>> replace\n", "x")
    lost = Deviation("dialect", "R22", "asks a question the grader does not recognise: 'Q?'",
                     "waiting", "waits for input after 'Q?'")
    found = [Finding("dialect", "R22", lost.summary, "normal", games=2, evidence=lost)]
    assert [key for key, _ in grading.problems(variant, found, "spec-2020")] == [("lost",)]
    said = parse("description: x\nseen: asks a question the grader\n"
                 "edit: reference/core/game.cc\n"
                 "<<<<<<< search\na\n=======\nb\n>>>>>>> replace\n", "x")
    assert grading.problems(said, found, "spec-2020") == []


def test_builder_fails_loudly_on_a_missing_search_text(tmp_path) -> None:
    variant = parse("description: x\nedit: reference/core/game.cc\n"
                             "<<<<<<< search\nthis text is not in the file\n=======\ny\n"
                             ">>>>>>> replace\n", "broken")
    tree = tmp_path / "reference" / "core"
    tree.mkdir(parents=True)
    (tree / "game.cc").write_text("int main() {}\n")
    with pytest.raises(VariantError, match="not found"):
        apply_edits(tmp_path, variant)
    with pytest.raises(VariantError, match="include: no variant"):
        parse("description: x\ninclude: no-such-bug\n", "broken")


def test_normal_mode_agrees_with_the_reference(reference: str) -> None:
    build = Build("reference", reference, Profile())
    assert play_games(build, reference, 2, seed=7) == [
        ("normal game 1 (2 players, seed 7)", []), ("normal game 2 (3 players, seed 8)", [])]


def test_normal_mode_finds_a_refused_second_swap(reference: str) -> None:
    build = find(str(builder.hydra("both-readings-second-swap")))
    build.profile = Profile(args=["-testing"], reading="strict-cut,reserve-to-draw")
    games = play_games(build, reference, 2, seed=1)
    found = [d for _, devs in games for d in devs if d.wrong]
    assert found and all((d.kind, d.clause, d.mode) == ("rule", "R13.3", "normal")
                         for d in found), found


def test_grading_a_folder_of_builds_gives_builds_x_findings(tmp_path, corpus) -> None:
    from grader.matrix import matrix, render
    smoke = [s for s in corpus if "/smoke/" in s.path]
    runs = []
    for name in ("reworded", "equal-continues"):
        build = find(str(builder.hydra(name)))
        runs.append(grade_all(build, smoke, Options(jobs=2)))
    table = matrix(runs)
    assert [b["name"] for b in table["builds"]] == ["reworded", "equal-continues"]
    assert [b["errors"] for b in table["builds"]] == [0, 1]
    rule = next(c for c in table["findings"] if c["kind"] == "rule")
    assert rule["clause"].startswith("R8")
    assert rule["key"] in table["builds"][1]["findings"]
    text = render(table)
    assert "equal-continues: FAIL, 1 error finding(s)" in text and "reworded: PASS" in text


def test_a_reading_difference_is_listed_not_failed(corpus, reference: str) -> None:
    build = find(str(builder.hydra("cards-on-draws")))
    smoke = [s for s in corpus if "/smoke/" in s.path]
    run = grade_all(build, smoke, Options(jobs=2, reference=reference))
    renamed = next(r for r in run.results if r.id == "smoke-reprompt-renames-card")
    assert renamed.status in ("idef", "incomplete") and not summarise(run).wrong
