"""The quirk zoo's own machinery (tools/quirks), without grading anything: families load and
cover every class of real-world quirk, any two that may be drawn together apply together (and
with any rule error), a combination's spec and variant file say the same thing, drawing is
repeatable, and shrinking finds exactly the parts a failure needs."""

from __future__ import annotations

import itertools

import pytest

from planted.variant import ROOT, VariantError, edited, load, parse
from quirks import combination as zoo_combination
from quirks.combination import Combination, clash, draw, parse_spec
from quirks.errors import SOURCES, pool
from quirks.family import SECTIONS, load_all
from quirks.prop import Outcome, Problem
from quirks.shrink import shrink
from quirks.zoo import Memo, minimal

FAMILIES = load_all()


def test_every_class_of_quirk_has_a_family():
    assert len(FAMILIES) >= 25
    assert {f.section for f in FAMILIES.values()} == set(SECTIONS)


def test_every_family_is_named_in_the_docs_quirk_table():
    table = (ROOT / "docs" / "grader.md").read_text(encoding="utf-8")
    assert [name for name in sorted(FAMILIES) if f"`{name}`" not in table] == []


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_a_family_without_a_slot_only_inserts(name):
    family = FAMILIES[name]
    if not family.inserts_only:
        return
    for picks in family.picks():
        for edit in family.variant(picks).edits:
            assert edit.replace.count(edit.search) == 1, (family.spec(picks), edit.search)


def test_any_two_families_that_may_be_drawn_together_apply_together():
    failures = []
    for a, b in itertools.combinations(FAMILIES.values(), 2):
        if clash([a, b], []):
            continue
        try:
            Combination(((a.name, a.picks()[-1]), (b.name, b.picks()[-1]))).variant()
        except VariantError as err:
            failures.append(f"{a.name} + {b.name}: {str(err).splitlines()[0]}")
    assert not failures, "\n".join(failures)


def test_every_family_applies_with_every_rule_error_it_may_be_drawn_with():
    failures = []
    for family, error in itertools.product(FAMILIES.values(), pool()):
        if clash([family], [error]):
            continue
        try:
            Combination(((family.name, family.picks()[0]),), (error,)).variant()
        except VariantError as err:
            failures.append(f"{family.name} + {error}: {str(err).splitlines()[0]}")
    assert not failures, "\n".join(failures)


def test_the_rule_errors_come_from_grader_checked_variants_that_include_them():
    for name, source in SOURCES.items():
        error = pool()[name]
        assert error.findings and all(kind == "rule" for kind, _, _ in error.findings)
        assert load(source).suites("grader"), source  # (quick or full: declared either way)
        if source != name:
            assert f"include: {name}" in (ROOT / "tools/variants" /
                                         f"{source}.variant").read_text()


def test_a_combination_is_its_spec_and_its_variant_file_declares_every_part():
    combo = parse_spec("remaining-off.1,eof-abort,value-only-heads,rule:cut-newest")
    assert parse_spec(combo.spec) == combo
    variant = parse(combo.text(), combo.name)
    assert set(variant.findings) == {("display", "R21.3", "testing"),
                                     ("robustness", "R24.2", "testing"),
                                     ("rule", "R15", "testing")}
    assert [q.split()[0] for q in variant.quirks] == ["eof-abort", "remaining-off.1",
                                                      "value-only-heads"]
    assert "remaining + 2" in edited(ROOT, variant)["reference/cli/render.cc"]
    assert "include: cut-newest" in combo.text()


def test_a_reading_is_declared_by_the_family_or_error_that_brings_it():
    assert parse_spec("reading-strict-cut,banner").variant().reading == "strict-cut"
    assert parse_spec("banner,rule:mixed-reading").variant().reading == "reserve-to-draw"
    with pytest.raises(VariantError):
        parse_spec("no-such-family")
    with pytest.raises(VariantError):
        parse_spec("table-frame.9.0.0.0")


@pytest.mark.parametrize("spec, declared", [
    ("banner,rule:reserve-lost", {"R17.1", "R15.2"}),
    ("reading-reserve-to-draw,rule:reserve-lost", set()),
    ("reading-both,rule:reserve-lost", set()),
    ("rule:mixed-reading,rule:reserve-lost", {"R15.2"}),
    ("reading-reserve-to-draw,rule:cut-keeps-reserve-late", set()),
    ("banner,rule:cut-keeps-reserve-late", {"R15.2"})])
def test_a_rule_error_a_reading_never_reaches_declares_nothing_under_it(spec, declared):
    # the reserve lost where it goes into the discard pile: under the reading that puts it on
    # the draw pile no game reaches that code (the mixed reading's cut has a path of its own,
    # its R15.2 the mixed reading's finding)
    variant = parse(parse_spec(spec).text(), "unseen")
    assert {c for k, c, _ in variant.findings if k == "rule"} == declared


def test_a_rule_error_a_reading_all_but_hides_may_show_there_or_not():
    # the reserve put on the draw pile after the new heads, not before: only a draw pile too
    # short for both heads shows it
    variant = parse(parse_spec("reading-reserve-to-draw,rule:cut-keeps-reserve-late").text(),
                    "rare")
    assert variant.may == [("rule", "R15.2", "testing")] and not variant.findings
    assert not parse(parse_spec("banner,rule:cut-keeps-reserve-late").text(), "rare").may


def test_a_rule_errors_own_finding_of_another_kind_may_show_or_not():
    # a turn going on after a cut draws the card in hand before the new heads are named, and
    # testing mode never asks for them (R23.1, its variant declares it); whether a grade sees
    # that is the quirks' to decide (a build with no testing mode never shows it)
    variant = parse(parse_spec("rule:cut-turn-goes-on").text(), "goes-on")
    assert variant.may == [("testing-mode", "R23.1", "testing")]
    assert [c for k, c, _ in variant.findings] == ["R15.5"]


def test_two_rule_errors_rewriting_the_same_code_are_never_drawn_together():
    # one bug makes the oldest head cut whenever chosen, the other any head: together every
    # placement is refused, a third bug that neither declares
    assert clash([], ["cut-while-fits", "cut-any-head"])
    assert not clash([], ["cut-while-fits", "equal-continues"])
    together = [c.errors for c in (draw(seed, i) for seed in (1, 2) for i in range(100))
                if len(c.errors) == 2]
    assert together and not any(clash([], list(pair)) for pair in together)


def test_a_rule_error_that_another_keeps_from_showing_is_never_drawn_with_it():
    # with no win checked after a placement, a win declared while holding a reserve never
    # shows (a cut puts the reserve away first)
    assert clash([], ["win-not-after-place", "win-ignores-reserve"])
    assert not clash([], ["win-not-after-place", "equal-continues"])
    # an equal card never ending the turn drops the one call of the function that a lower
    # card ending it rewrites: together the build is the first bug alone
    assert clash([], ["equal-continues", "lower-ends-turn"])
    assert not clash([], ["lower-ends-turn", "cut-newest"])
    # an equal card never ending the turn (`stop = false`) leaves no win by an equal card to
    # go undeclared (`outOfCards(state) && !stop`)
    assert clash([], ["equal-continues", "win-after-equal-lost"])
    assert not clash([], ["win-after-equal-lost", "cut-newest"])


def test_a_rule_error_that_hides_every_other_is_drawn_alone():
    # a cut making one new head keeps one head for ever: an equal card going on never shows
    assert clash([], ["cut-one-new-head", "equal-continues"])
    assert not clash([], ["cut-one-new-head"])
    drawn = [c for c in (draw(3, i) for i in range(200)) if "cut-one-new-head" in c.errors]
    assert drawn and all(len(c.errors) == 1 for c in drawn)


def test_a_quirk_that_needs_a_second_head_to_show_is_never_drawn_with_a_game_kept_at_one():
    # garbage read as move 0 is asked again, as the reference asks, where 0 is no legal move
    assert clash([FAMILIES["invalid-as-zero"]], ["cut-one-new-head"])
    assert not clash([FAMILIES["invalid-as-zero"]], ["cut-newest"])
    assert not clash([FAMILIES["stoi-abort"]], ["cut-one-new-head"])


@pytest.mark.parametrize("spec, findings, reading", [
    ("reading-strict-cut,banner,rule:cut-one-new-head", {("rule", "R15")}, "spec-2020"),
    ("reserve-after-display,banner,rule:cut-one-new-head", {("rule", "R15")}, "spec-2020"),
    ("reading-strict-cut,banner,rule:cut-newest", {("rule", "R15")}, "strict-cut"),
    ("reserve-after-display,banner,rule:cut-newest", {("rule", "R15"), ("display", "R21")},
     "spec-2020")])
def test_what_a_game_kept_at_one_head_never_reaches_is_declared_by_nothing(
        spec, findings, reading):
    # with one head for ever no reserve is allowed and no cut is made while one is: neither
    # where the reserve goes nor when a cut is refused can show (drawn together: zoo 5/24)
    variant = parse(parse_spec(spec).text(), "hidden")
    assert {(k, c) for k, c, _ in variant.findings} == findings
    assert variant.reading == reading


def test_every_need_of_a_family_is_something_a_rule_error_hides():
    needs = {n for family in FAMILIES.values() for n in family.needs}
    assert needs and needs <= {h for e in pool().values() for h in e.hides}


def test_a_quota_changed_from_the_first_move_is_never_drawn_with_remaining_shown_off():
    assert clash([FAMILIES["remaining-off"]], ["quota-plus-one"])
    # a turn going on past its quota, `remaining` shown higher: the same from outside (22/30)
    assert clash([FAMILIES["remaining-off"]], ["turn-never-ends-by-quota"])
    assert not clash([FAMILIES["remaining-off"]], ["swap-uses-draw"])


def test_drawing_is_repeatable_and_within_bounds():
    drawn = [draw(7, i) for i in range(25)]
    assert drawn == [draw(7, i) for i in range(25)]
    assert len({c.spec for c in drawn}) == 25
    for combo in drawn:
        assert zoo_combination.QUIRKS[0] <= len(combo.quirks) <= zoo_combination.QUIRKS[1]
        assert len(combo.errors) <= zoo_combination.ERRORS[1]
        assert not clash([FAMILIES[n] for n, _ in combo.quirks], list(combo.errors))
    assert any(c.errors for c in drawn) and any(not c.errors for c in drawn)


def test_shrinking_keeps_exactly_the_parts_a_failure_needs():
    def fails(parts):
        return "b" in parts and "e" in parts
    assert shrink(list("abcdefg"), fails) == ["b", "e"]
    assert shrink(list("xy"), lambda parts: True) == ["y"]


def test_a_failing_combination_shrinks_to_the_two_quirks_that_fail_together():
    # a grader that accuses a rule error only when the build both prints an error line and
    # shows heads by their value shrinks to exactly those two quirks
    def run(combo: Combination) -> Outcome:
        names = {n for n, _ in combo.quirks}
        wrong = {"error-line", "value-only-heads"} <= names
        return Outcome(combo.spec, [Problem(("extra", "rule", "R14"), "not declared")]
                       if wrong else [])
    big = parse_spec("banner.1,error-line.2,eof-abort,value-only-heads,remaining-off,"
                     "rule:cut-newest")
    small = minimal(big, run(big), run)
    assert small.spec == "error-line.2,value-only-heads"
    assert "quirk: error-line.2" in small.text() and "include:" not in small.text()


def test_a_part_that_fails_alone_is_the_whole_shrunk_combination():
    def run(combo: Combination) -> Outcome:
        bad = any(n == "eof-abort" for n, _ in combo.quirks)
        return Outcome(combo.spec, [Problem(("missed", "robustness", "R24.2"), "missed")]
                       if bad else [])
    big = parse_spec("banner.1,eof-abort,value-only-heads,rule:cut-newest")
    assert minimal(big, run(big), run).spec == "eof-abort"


def test_a_combination_is_checked_once_however_often_it_is_asked_for():
    calls = []
    memo = Memo(lambda combo: calls.append(combo.spec) or Outcome(combo.spec))
    for _ in range(3):
        memo(parse_spec("banner,eof-abort"))
    assert calls == ["banner.0,eof-abort"]


def test_a_combination_with_a_rule_problem_shrinks_to_what_makes_that_problem():
    def run(combo: Combination) -> Outcome:
        names = {n for n, _ in combo.quirks}
        problems = [Problem(("missed", "robustness", "R24.2"), "missed")] \
            if "eof-abort" in names else []
        if {"banner", "remaining-off"} <= names:
            problems.append(Problem(("extra", "rule", "R8.1"), "not declared"))
        return Outcome(combo.spec, problems)
    big = parse_spec("eof-abort,banner.2,value-only-heads,remaining-off.1")
    assert minimal(big, run(big), run).spec == "banner.2,remaining-off.1"


@pytest.mark.parametrize("whole_finds_it", [True, False])
def test_a_rule_error_the_subset_misses_counts_only_if_a_whole_grade_misses_it(
        monkeypatch, tmp_path, whole_finds_it):
    from grader.findings import Finding
    from quirks import prop
    from quirks.grading import Graded

    every, subset = list(range(10)), list(range(3))
    graded: list[int] = []

    def grade(binary, every_, scripts, jobs=2, full=False):
        graded.append(len(scripts))
        whole = len(scripts) == len(every_) and full  # (and a grade's own normal play)
        found = [Finding("rule", "R15.3", "a cut goes wrong", "testing", transcripts=1)] \
            if whole and whole_finds_it else []
        return Graded(found, "spec-2020", "")

    monkeypatch.setattr(prop, "grade", grade)
    monkeypatch.setattr(prop.builder, "hydra", lambda *args, **kwargs: tmp_path / "hydra")
    monkeypatch.setattr(prop.builder, "OUT", tmp_path)
    # (nothing masks it, and the build reaches it: masked.py is tested on its own)
    monkeypatch.setattr(prop, "masked", lambda *args, **kwargs: (False, 1))
    outcome = prop.check(parse_spec("banner,rule:cut-newest"), every, subset, keep=True)
    assert graded == [3, 10] and outcome.whole
    assert outcome.passed == whole_finds_it


def test_a_subset_that_tells_a_rule_error_for_a_display_one_is_judged_by_a_whole_grade(
        monkeypatch, tmp_path) -> None:
    # a quota one card larger whose every turn in the subset ends early for another rule
    # error: `remaining` one higher is all it shows there, read as a display error (not
    # declared) beside the quota missed; a whole grade sees the quota run past
    from grader.findings import Finding
    from quirks import prop
    from quirks.grading import Graded

    every, subset = list(range(10)), list(range(3))
    graded: list[int] = []

    def grade(binary, every_, scripts, jobs=2, full=False):
        graded.append(len(scripts))
        if len(scripts) == len(every_) and full:
            return Graded([Finding("rule", "R16.3", "a quota", "testing", transcripts=1)],
                          "spec-2020", "")
        return Graded([Finding("display", "R21.3", "`remaining` higher", "testing",
                               transcripts=9)], "spec-2020", "")

    monkeypatch.setattr(prop, "grade", grade)
    monkeypatch.setattr(prop.builder, "hydra", lambda *args, **kwargs: tmp_path / "hydra")
    monkeypatch.setattr(prop.builder, "OUT", tmp_path)
    monkeypatch.setattr(prop, "masked", lambda *args, **kwargs: (False, 1))
    outcome = prop.check(parse_spec("banner,rule:quota-plus-one"), every, subset, keep=True)
    assert graded == [3, 10] and outcome.whole and outcome.passed, outcome.problems


def test_a_rule_error_only_a_scripted_deal_shows_may_go_unnamed_by_normal_play_alone() -> None:
    # a win by losing is all but never reached in normal play: a build whose testing mode
    # cannot be driven is not held to it, one graded on its transcripts is
    from quirks import prop
    from quirks.grading import Graded

    combo = parse_spec("banner,rule:win-not-after-cut")
    variant = combo.variant()
    alone = prop.problems(variant, Graded([], "spec-2020", "testing mode asks for no card"),
                          combo.errors)
    driven = prop.problems(variant, Graded([], "spec-2020", ""), combo.errors)
    # a build that draws its card in hand itself is played with its own cards: no deal
    dealt = prop.problems(variant, Graded([], "spec-2020", ""), combo.errors, ("hand-drawn",))
    missed = [[p.key for p in found if p.key[0] == "missed"]
              for found in (alone, driven, dealt)]
    assert missed == [[], [("missed", "rule", "R18.3")], []]


def test_a_pile_listed_whole_is_never_drawn_with_a_top_shown_in_a_form_of_its_own():
    # a build listing every card of a head prints them all alike: with the top alone shown
    # by its value, `Joker 2 (2)` (a joker under a 2) reads as a joker counting 2, and the
    # heads seem to differ after every card played (zoo 88/9: 19 false rule findings)
    families = load_all()
    for top in ("value-only-heads", "joker-top-form", "joker-top-plain"):
        assert clash([families["head-cards"], families[top]], [])
    assert not clash([families["head-cards"], families["heads-newest-first"]], [])
