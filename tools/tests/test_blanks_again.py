"""A question asked again right after an answer with blanks around it (a build that does not
ignore them, R23.4) is that question again: not the next turn's first question where the
reference shows the turn line (a build whose turn line the grader cannot read), nor the card
in hand named anew, however much the build printed before the card questions began (a
narration line, `First head:`). A move asked again with the card still held, after a joker's
value with blanks, is that value refused, not another card in hand. A move asked again with
`Your move?` alone after blanks is given again without them: taken, the blanks were refused;
asked again, the move was refused by the rules."""

from __future__ import annotations

import pytest

from conftest import corpus_transcripts, graded_combination
from grader.build_profile import Profile
from grader.builds import find
from grader.context import PADDED
from grader.request import Options
from grader.runner import grade_all
from planted import builder
from planted.variant import parse
from quirks.combination import parse_spec


@pytest.mark.parametrize("spec", ["head-narration.1.1,exact-answers", "exact-answers"])
def test_a_suit_asked_again_for_its_blanks_is_no_turn_begun(spec: str, reference: str) -> None:
    # the first head's suit typed ` H\\t` (input-gen-s21009): asked again, then the turn line
    findings = graded_combination(spec, ["input-gen-s21009"], reference)
    assert not [f for f in findings if f.kind == "rule"], findings
    assert ("robustness", "R23.4") in {(f.kind, f.clause) for f in findings}, findings
    assert not [f for f in findings if "(I11)" in f.summary], findings  # (answered stripped)


def test_a_move_asked_again_after_a_joker_value_with_blanks_is_that_value_refused(
        reference: str) -> None:
    # ` J` as a joker's value (input-joker-value-garbage): the build asks the move again,
    # still holding the joker, where the reference placed it and asks the next card (card
    # questions only when a card is drawn: the move request follows the refusal at once)
    found = {(f.kind, f.clause) for f in graded_combination(
        "cards-on-draws,exact-answers", ["input-joker-value-garbage"], reference)
        if f.kind != "dialect"}
    assert found == {("robustness", "R23.4")}, found


def test_new_heads_asked_after_blanks_at_a_card_of_them_are_no_card_asked_again(
        reference: str) -> None:
    # a card on an ace taken as a cut: the first new head's suit typed ` D ` is taken, and the
    # second new head's `Card value?` looked like the card asked again for its blanks (a false
    # R23.4 beside the cut, zoo 9/88); the run ends at the cut, the rule error it shows
    found = {(f.kind, f.clause) for f in graded_combination(
        "rule:no-action-3", ["input-gen-s21074"], reference)}
    assert found == {("rule", "R9")}, found


def test_a_value_asked_after_a_joker_named_for_a_new_head_is_the_next_heads(
        reference: str) -> None:
    # suit asked before value, new heads asked by value only in words of their own: after a
    # cut, the first new head named `\tJoker \r` and the second head's value asked next
    # looked like the joker's value asked again for its blanks (a joker has no suit to ask,
    # so no second question): a false R23.4 on 3 transcripts (zoo 209/10)
    found = {(f.kind, f.clause) for f in graded_combination(
        "suit-before-value,value-only-heads,head-card-words.0", ["input-gen-s21006"],
        reference) if f.wrong}
    assert not any(kind == "robustness" for kind, _ in found), found


@pytest.mark.parametrize("spec, script, named", [
    ("bare-reprompt.0,rule:no-action-3", "input-gen-s21079", {("rule", "R14.3")}),
    ("rule:no-action-3", "input-gen-s21079", {("rule", "R14.3")}),
    ("exact-answers,rule:equal-refused", "input-gen-s21000",
     {("rule", "R8.1"), ("robustness", "R23.4")}),
    # (zoo 74/2) `3\t ` puts a 2 on a joker counting 2, shown as `Joker`, by a build asking
    # card questions only when a card is drawn (the move asked again alone): refused again
    # without its blanks, the equal card refused; which rule, the grader cannot tell from a
    # table hiding the joker's value (the run is not judged), and so neither the blanks
    ("cards-on-draws,joker-top-plain,rule:equal-refused", "input-gen-s21036",
     {("display", "R20.1")}),
    # (zoo 209/22) `Q\r`, a joker's value equal to the head's top, asked again by a build
    # asking a refused value again (I3): the value given again without its blanks is refused
    # too. The move before it (`2 `) kept by the build was taken for another move, its value
    # for one the reference ignores: the run was lost, or (cards asked twice, so blanks
    # never seen taken) blanks not ignored
    ("joker-value-again.0,rule:equal-refused", "input-gen-s21055", {("rule", "R10.2")}),
    ("joker-value-again.0,card-twice,rule:equal-refused", "input-gen-s21055",
     {("rule", "R10.2")})])
def test_a_move_refused_by_the_rules_after_blanks_is_named_by_the_rules(
        spec: str, script: str, named: set, reference: str) -> None:
    # `\t2\t ` puts a ten on an ace, which this build refuses, asking `Your move?` alone (zoo
    # 27/16: read as blanks not ignored) or with the table of before (the run was lost); `2\r`
    # an equal card, refused where the reference ends the turn, by a build refusing blanks
    # too (R23.4 from a suit before it; the run was lost): the move given again without them
    # is refused too
    found = {(f.kind, f.clause) for f in graded_combination(spec, [script], reference)
             if f.kind != "dialect"}
    assert found == named, found


BLANKS_REFUSED = """edit: reference/cli/session.cc
<<<<<<< search
    std::string line = in_.readLine("Your move?");
=======
    std::string line = in_.readLine("Your move?");
    while (!line.empty() && (std::string(" \\t\\r").find(line.front()) != std::string::npos ||
                             std::string(" \\t\\r").find(line.back()) != std::string::npos)) {
      out_ << "Your move?\\n";
      line = in_.readLine("Your move?");
    }
>>>>>>> replace
"""


@pytest.mark.parametrize("variant, script", [(BLANKS_REFUSED, "input-gen-s21016"),
                                              ("exact-answers", "input-gen-s21010"),
                                              ("exact-answers", "input-gen-s21000")])
def test_a_move_taken_once_its_blanks_are_gone_was_refused_for_them(
        variant: str, script: str, reference: str) -> None:
    # `1\t ` (input-gen-s21016) refused with `Your move?` alone, or `1\r` (input-gen-s21010)
    # with the table of before and the card questions (the zoo's build refusing every answer
    # with blanks: the run was lost), or `2\r` (input-gen-s21000) so where the reference ends
    # the turn, the move taken once stripped: the blanks were refused (R23.4), and the run goes
    # on to the end
    if variant == BLANKS_REFUSED:
        name = "move-blanks-refused"
        build = find(str(builder.hydra(name, variant=parse(
            f"description: {name}\n{variant}", name))))
    else:
        combination = parse_spec(variant)
        build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    [result] = grade_all(build, corpus_transcripts([script]),
                         Options(jobs=1, reference=reference)).results
    assert {d.key for d in result.deviations if d.kind != "dialect"} == {PADDED}, result
    assert result.reached_end, result


def test_card_questions_asked_again_for_blanks_are_counted_afresh_from_each_turn(
        reference: str) -> None:
    # a cut's new heads and the next turn's card, each asked again for its blanks, with the
    # turn line between them unread (I14): 13 card questions with a turn begun among them,
    # which read as card questions repeating without end (stress 106/28: a false R23.2).
    # Then a move with blanks, refused: the table of before it, the card questions around
    # the holding prompt (answered with the card in hand), and the move read unprompted,
    # where it is given again without them; taken, the blanks were refused, though this
    # build asks every card twice anyway (no card question asked again proves it)
    from grader.context import ENDLESS_CARDS
    findings = graded_combination("cards-after-holding,no-turn-line,exact-answers",
                                  ["input-gen-s21057"], reference)
    assert not [f for f in findings if f.summary == ENDLESS_CARDS], findings
    assert not [f for f in findings if "does not recognise" in f.summary], findings
    assert ("robustness", "R23.4") in {(f.kind, f.clause) for f in findings}, findings


def test_a_card_asked_again_for_blanks_where_the_next_card_is_due_is_played_again_so(
        reference: str) -> None:
    # a cut's first new head typed `Joker ` (input-gen-s21079): the build asks the value
    # again, and the transcript's next step is the second head's value. Taken for that, the
    # build asked one card more than the reference and the run was lost; played again taking
    # it as asked again, the whole run agrees: blanks refused
    from grader.runner import grade_all
    variant = parse_spec("exact-answers").variant()
    build = find(str(builder.hydra(variant.name, variant=variant)))
    build.profile = Profile(args=["-testing"])
    result, = grade_all(build, corpus_transcripts(["input-gen-s21079"]),
                        Options(jobs=1, reference=reference)).results
    assert result.reached_end, result.deviations
    assert {(d.kind, d.clause) for d in result.deviations if d.wrong} == \
        {("robustness", "R23.4")}, result.deviations


@pytest.mark.parametrize("then, kept", [("R23.4", "again"), ("R15.3", "first")])
def test_a_run_played_again_is_kept_only_where_the_whole_run_then_agrees(
        monkeypatch, then: str, kept: str) -> None:
    # the other reading is kept only where it explains everything (blanks refused apart): a
    # build that strips blanks, whose next card question was the next card after all, goes
    # wrong played so, and keeps the run lost
    from types import SimpleNamespace
    from grader import grade as module
    from grader.drive import Outcome
    from grader.verdict import Deviation
    lost = Deviation("dialect", "R15.5", "lost", "lost", "", ends_run=True)
    again = Deviation("robustness" if then == "R23.4" else "rule", then,
                      PADDED[2] if then == "R23.4" else "after a cut, the piles differ",
                      "flow", "", ends_run=then != "R23.4")
    runs = {"first": Outcome([lost]), "again": Outcome([again], reached_end=then == "R23.4")}

    class Fake:
        def __init__(self, *args) -> None:
            self.ctx = SimpleNamespace(unsure=object())
            self.reask_first = False

        def run(self) -> Outcome:
            return runs["again" if self.reask_first else "first"]

    monkeypatch.setattr(module, "Driver", Fake)
    build = SimpleNamespace(argv=lambda script: ["hydra"], profile=None)
    assert module._driven(build, None, None, None, False, None) is runs[kept]


def test_a_move_with_blanks_refused_where_card_questions_come_first_is_not_a_rule_error(
        reference: str) -> None:
    # `3\r` puts a queen on a king (input-gen-s21005); a build refusing blanks asks the card
    # again, `Suit?` first, before its table, which reads as the next card's questions, and
    # then shows the table of before the move: the blanks, or the rules, refused it, which
    # the run cannot tell (a false R7 of zoo 202/6); no rule error is named
    found = {(f.kind, f.clause) for f in graded_combination(
        "card-before-display,suit-before-value,exact-answers", ["input-gen-s21005"], reference)
        if f.kind != "dialect"}
    assert found == {("robustness", "R23.4")}, found


def test_a_card_question_after_a_table_showing_the_padded_answer_taken_is_no_refusal(
        reference: str) -> None:
    # (stress 229/2, shrunk) the first head asked by its value only (` K\\t`, its suit the
    # build's own), then a table showing it, a turn line read by no question, and the card in
    # hand asked: no question asked again for its blanks, since the table shows the answer
    # taken (a false R23.4 on 25 transcripts)
    found = graded_combination("first-head-value-only.1,no-turn-line,turn-words.0",
                               ["input-blanks-and-cr-ignored"], reference)
    assert {(f.kind, f.clause) for f in found if f.kind != "dialect"} == {
        ("testing-mode", "R23.1")}, found


def test_a_move_with_blanks_a_later_table_shows_not_played_is_no_rule_error(
        reference: str) -> None:
    # (stress 230/7, shrunk) a build comparing answers exactly and showing its table once a
    # turn refuses `3\r` and names the card in hand again; the table at the turn's end shows
    # the move's head as before it: refused for its blanks, or by the rules, which the run
    # cannot tell (a false R7 on 3 transcripts)
    found = graded_combination("exact-answers,table-once-a-turn", ["input-gen-s21009"],
                               reference)
    assert not [f for f in found if f.kind == "rule"], found
    assert ("robustness", "R23.4") in {(f.kind, f.clause) for f in found}, found
