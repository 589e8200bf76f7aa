"""The planted bugs of tools/variants and their check (tools/planted): every definition parses
and still applies to the reference, declares at least one suite, and the check goes red, naming
the bug and the suite, when a declared suite does not catch a bug or an edit no longer
applies. The check itself runs in `make planted`."""

from __future__ import annotations

import shutil

import pytest

from planted import check, variant
from planted.variant import ROOT, VariantError, edited, load, names, parse

EDIT = "edit: reference/core/game.cc\n<<<<<<< search\n{}\n=======\n{}\n>>>>>>> replace\n"


def test_every_variant_still_applies_to_the_reference() -> None:
    for name in names():
        v = load(name)
        assert v.caught_by, f"{name}: no caught-by line"
        texts = edited(ROOT, v)
        assert any(text != (ROOT / f).read_text(encoding="utf-8") for f, text in texts.items())


def test_the_folder_holds_every_former_mechanism() -> None:
    loaded = [load(n) for n in names()]
    for suite in ("corpus", "properties", "fuzz", "grader"):
        assert sum(bool(v.suites(suite)) for v in loaded) >= 7, suite
    assert len(loaded) >= 100
    assert any(v.dialect and v.suites("grader") for v in loaded)


def test_caught_by_lines_are_checked() -> None:
    body = EDIT.format("a", "b")
    v = parse("caught-by: corpus fuzz engine grader\ncaught-by: properties props Turns.*\n"
              + body, "x")
    assert [str(s) for s in v.caught_by] == ["corpus", "fuzz engine", "grader",
                                            "properties props Turns.*"]
    for bad in ("caught-by: corpse", "caught-by: fuzz", "caught-by: properties unit",
                "caught-by: corpus properties"):
        with pytest.raises(VariantError, match="x:1"):
            parse(bad + "\n" + body, "x")


def test_a_grader_check_declared_full_runs_in_the_full_check_only() -> None:
    from planted.check import selected
    v = parse("caught-by: corpus grader full\n" + EDIT.format("a", "b"), "x")
    assert [str(s) for s in v.caught_by] == ["corpus", "grader full"]
    assert v.suites("grader")  # (a grader check all the same: the zoo may draw it)
    assert [str(s) for s in selected(v, None, None)] == ["corpus"]
    assert [str(s) for s in selected(v, None, None, full=True)] == ["corpus", "grader full"]
    assert [str(s) for s in selected(v, ["grader"], None, full=True)] == ["grader full"]


def test_a_stale_edit_names_the_file_and_the_search_text() -> None:
    v = parse(EDIT.format("no such line in the engine", "x"), "stale")
    with pytest.raises(VariantError, match="no longer applies.*reference/core/game.cc"
                       ":\nno such line in the engine"):
        edited(ROOT, v)


def _folder(tmp_path, monkeypatch, text: str) -> None:
    folder = tmp_path / "variants"
    folder.mkdir()
    (folder / "harmless.variant").write_text(text, encoding="utf-8")
    monkeypatch.setattr(variant, "DEFINITIONS", folder)


def test_the_check_fails_when_a_declared_suite_does_not_catch_the_bug(
        tmp_path, monkeypatch, capsys) -> None:
    if shutil.which("g++") is None or not (ROOT / "build/spec-tests/scenario").is_dir():
        pytest.skip("needs g++ and the scenario objects (make scenario-tests)")
    # Only a comment changes: no suite can catch that.
    _folder(tmp_path, monkeypatch, "description: a comment\ncaught-by: scenario\n"
            + EDIT.format("namespace hydra {", "namespace hydra {  // planted: nothing"))
    assert check.main(["harmless", "-j", "1"]) == 1
    out = capsys.readouterr().out
    assert "harmless: NOT CAUGHT by scenario" in out
    assert "planted: NOT CAUGHT: harmless: scenario" in out


def test_the_check_fails_when_an_edit_no_longer_applies(tmp_path, monkeypatch, capsys) -> None:
    _folder(tmp_path, monkeypatch, "description: gone\ncaught-by: scenario\n"
            + EDIT.format("text the engine lost", "x"))
    monkeypatch.setattr("planted.builder.prepare", lambda *args: None)
    assert check.main(["harmless", "-j", "1"]) == 2
    out = capsys.readouterr().out
    assert "harmless: scenario: NOT RUN: harmless: edit no longer applies: search text not " \
           "found in reference/core/game.cc" in out


GTEST_LIST = """Wins.
  OnlyTheMoverWinsWithNothingLeft
PlayerCounts/RandomSimulation.
  InvariantsHold/0  # GetParam() = 2
  InvariantsHold/1  # GetParam() = 3
"""
GTEST_RUN = """[ RUN      ] Wins.OnlyTheMoverWinsWithNothingLeft
[  FAILED  ] Wins.OnlyTheMoverWinsWithNothingLeft (3 ms)
[  FAILED  ] PlayerCounts/RandomSimulation.InvariantsHold/1, where GetParam() = 3 (9 ms)
[  FAILED  ] Wins.OnlyTheMoverWinsWithNothingLeft
"""


def test_a_property_test_no_bug_turns_red_is_named() -> None:
    from planted.never_red import listed_tests, never_red
    from planted.suites import failed_tests
    listed = listed_tests(GTEST_LIST)
    assert listed == {"Wins.OnlyTheMoverWinsWithNothingLeft",
                      "PlayerCounts/RandomSimulation.InvariantsHold/0",
                      "PlayerCounts/RandomSimulation.InvariantsHold/1"}
    red = failed_tests(GTEST_RUN)
    assert red == ["Wins.OnlyTheMoverWinsWithNothingLeft",
                   "PlayerCounts/RandomSimulation.InvariantsHold/1"]
    assert never_red(listed, {"bug": set(red)}) == ["PlayerCounts/RandomSimulation.InvariantsHold/0"]
    assert never_red(listed, {"a": set(red), "b": {"PlayerCounts/RandomSimulation.InvariantsHold/0"}}) == []
