"""A move the build refuses where the reference plays it, told apart from the next move by what
the build shows, not by what the transcript would have it show. Builds here refuse every card on
an ace but an ace (a rule error, R9) and ask again in few words: the holding prompt alone, no
table and no card question. In the chosen transcripts the card drawn after the card on the ace
is that same card, so the prompt asked again reads like the next move's; and the oldest head is
the ace, so the build cuts it (two new heads named, then the turn ends) where the reference
places the card and goes on. Each must be named by the ace's rule, R9, and nothing else."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from grader.build_profile import Profile
from grader.builds import find
from grader.actions import FITS_ONLY_AS, Action
from grader.classify import ACE_ON_OLDEST, EARLY_AFTER_SWAP, ON_OLDEST, PLACED_AS_CUT, REFUSED, \
    VALUE_REFUSED, asked_again_quietly, ignored_clause
from grader.symptoms import settle
from grader.context import Context
from grader.expect import Step
from grader.state import CardShown, PlayerLine, State
from grader.normal import Game
from grader.normal_games import play_games
from grader.prompts import Prompt
from grader.verdict import Deviation, Stop
from grader.request import Options
from grader.runner import grade_all
from planted import builder
from planted.variant import parse

from conftest import corpus_transcripts, graded_combination

# the holding prompt alone when the move is asked again for the same state (the build shows no
# table and asks no card question then: the accepted reading of I11)
TERSE = """description: {what}
include: no-action-3
edit: reference/cli/session.cc
<<<<<<< search
    presenter_.table(state_, out_);
    if (options_.testing) reveal(state_, askCard(in_, out_));  // R23: before every request
    presenter_.holdingPrompt(state_, out_);
=======
    static GameState zooLast;
    static bool zooHave = false;
    bool zooRepeat = zooHave && state_ == zooLast;
    if (!zooRepeat) {
      {order}
    }
    zooLast = state_;
    zooHave = true;
    presenter_.holdingPrompt(state_, out_);
>>>>>>> replace
"""
TABLE_FIRST = "presenter_.table(state_, out_);\n" \
    "      if (options_.testing) reveal(state_, askCard(in_, out_));"
CARD_FIRST = "if (options_.testing) reveal(state_, askCard(in_, out_));\n" \
    "      presenter_.table(state_, out_);"


def _rule_findings(name: str, order: str, ids: list[str], reference: str) -> list[tuple]:
    variant = parse(TERSE.replace("{what}", name).replace("{order}", order), name)
    build = find(str(builder.hydra(name, variant=variant)))
    chosen = corpus_transcripts(ids)
    run = grade_all(build, chosen, Options(jobs=2, reference=reference))
    return [(r.id, d.kind, d.clause, d.summary) for r in run.results for d in r.deviations
            if d.wrong]


def test_a_move_asked_again_for_the_same_card_is_a_refusal_not_the_next_move(
        reference: str) -> None:
    # read as the next move, the same card on the same head is an equal card refused (R8.1)
    found = _rule_findings("terse-refusal", TABLE_FIRST, ["input-gen-s21067"], reference)
    assert [f[1:] for f in found] == [
        ("rule", "R9", "a card on an ace is refused (the move is asked again)")], found


@pytest.mark.parametrize("order, transcript", [(TABLE_FIRST, "game-2p-s1021"),
                                               (CARD_FIRST, "display-gen-s11000")],
                         ids=["table-first", "cards-first"])
def test_two_cards_named_then_the_turn_ending_after_a_placement_is_a_cut(
        order: str, transcript: str, reference: str) -> None:
    # the second card's questions read as the card in hand asked again: R16.1 ("the turn ends
    # with cards still to draw") would name a symptom
    found = _rule_findings("terse-refusal-" + str(len(order)), order, [transcript], reference)
    assert [f[1:] for f in found] == [
        ("rule", "R9", "a card on an ace is taken as a cut (the turn ends)")], found


# the turn line first, then the table, and no line read at the turn line (I14)
TURN_LINE_FIRST = """description: the turn line before the table, nothing read there
include: no-action-3
edit: reference/cli/session.cc
<<<<<<< search
    presenter_.table(state_, out_);
    presenter_.turnPrompt(state_, out_);
=======
    presenter_.turnPrompt(state_, out_);
    presenter_.table(state_, out_);
>>>>>>> replace
edit: reference/cli/session.cc
<<<<<<< search
      std::string line = in_.readLine("it is your turn.");
      if (commands_ && handleCommand(line)) return;  // the prompt repeats
=======
>>>>>>> replace
"""


def test_in_normal_play_a_cut_shown_after_the_turn_line_names_the_placement(
        reference: str) -> None:
    # the build's table comes after its turn line: read on to it, the cut shows (the oldest
    # head gone, new heads); without it the turn merely ends early (R16.1)
    name = "turn-line-first-no-ace-rule"
    build = find(str(builder.hydra(name, variant=parse(TURN_LINE_FIRST, name))))
    build.profile = Profile(args=["-testing"], turn_line="no")
    games = play_games(build, reference, 1, seed=4)
    settle(devs for _, devs in games)
    found = [(d.clause, d.summary) for _, devs in games for d in devs if d.wrong]
    # (the game goes on after it, rejoin.py: later refusals on an ace are R9 too, the oldest
    # head's among them, as the build refuses no plain card there)
    assert ("R9", "a card on an ace is taken as a cut (the turn ends)") in found, found
    assert all(clause == "R9" for clause, _ in found), found


@pytest.mark.parametrize("placement, plain_refused, clause", [
    ("on an ace", "R9", "R9"), ("on an ace", "", "R10.2"),
    ("equal to the head's top", "R8.1", "R8.1"), ("equal to the head's top", "", "R10.2")])
def test_a_joker_value_refused_is_named_by_what_else_the_build_refuses(
        placement: str, plain_refused: str, clause: str) -> None:
    # a build refusing plain cards on an ace (or equal cards) breaks that placement's rule
    # where it asks a joker's value again for it too (zoo 12/32); one refusing jokers only,
    # the joker's
    def dev(clause: str, summary: str) -> Deviation:
        return Deviation("rule", clause, summary, "flow", "")
    joker = dev("R10.2", f"a joker {placement}{VALUE_REFUSED}")
    other = dev(plain_refused, f"a card {placement}{REFUSED}") if plain_refused else \
        dev("R8.1", "the turn goes on after an equal card, where it ends")
    settle([[joker], [other]])
    assert joker.clause == clause


def test_a_joker_value_asked_again_for_a_move_kept_is_judged_with_that_move(
        reference: str) -> None:
    # a build asking `Joker value?` again after a value the reference ignores (I3) keeps the
    # move: the transcript's move asked again, the same head, is the one the next value goes
    # with. Refusing equal cards, it asks the value again for a joker equal to the head's top:
    # the equal card's rule, as plain cards show (zoo 12/30, 12/32: R22.5 where the value was
    # judged with the move ignored before)
    found = {(f.kind, f.clause) for f in graded_combination(
        "joker-value-again.0,rule:equal-refused", ["joker-gen-s15103", "equal-gen-s13000"],
        reference)}
    assert found == {("rule", "R8.1")}, found


@pytest.mark.parametrize("elsewhere, plain_on_oldest, clause", [
    (True, False, "R9"), (True, True, "R14.3"), (False, False, "R14.3")])
def test_a_card_refused_on_an_ace_on_the_oldest_head_is_named_by_what_else_is_refused(
        elsewhere: bool, plain_on_oldest: bool, clause: str) -> None:
    # a build refusing cards on aces on other heads breaks the ace's rule there too; one
    # refusing plain cards on the oldest head (every choice of it a cut), the oldest head's
    def dev(clause: str, summary: str) -> Deviation:
        return Deviation("rule", clause, summary, "flow", "")
    on_oldest = dev("R14.3", ACE_ON_OLDEST)
    runs = [[on_oldest]]
    if elsewhere:
        runs.append([dev("R9", "a card on an ace is refused (the move is asked again)")])
    if plain_on_oldest:
        runs.append([dev("R14.3", "a card below the head's top on the oldest head is refused "
                         "(the move is asked again)")])
    settle(runs)
    assert on_oldest.clause == clause


@pytest.mark.parametrize("taken", [REFUSED, " " + PLACED_AS_CUT, "heads"],
                         ids=["refused", "cut", "heads"])
def test_a_placement_the_build_takes_as_a_cut_names_what_turns_on_it_as_a_refusal_does(
        taken: str) -> None:
    # a build for which a king fits no ace, and choosing any head with a card that fits
    # nowhere cuts: a king on an ace is taken as a cut, never refused. The oldest head chosen
    # with a king that fits only an ace elsewhere, cut too, and a joker announced a king on an
    # ace, refused, are that ace rule's symptoms (zoo 21/10: R14.3 and R10.2 where the card on
    # the ace was only ever cut)
    def dev(clause: str, summary: str) -> Deviation:
        return Deviation("rule", clause, summary, "flow", "")
    on_ace = dev("R9", "after a card on an ace, the heads differ" if taken == "heads" else
                 "a card on an ace" + taken)  # (heads: played live, zoo 19/23)
    oldest = dev("R14.3", f"{FITS_ONLY_AS}a card on an ace {PLACED_AS_CUT}")
    joker = dev("R10.2", f"a joker on an ace{REFUSED}")
    settle([[on_ace], [oldest], [joker]])
    assert (oldest.clause, joker.clause) == ("R9", "R9")
    assert oldest.summary.startswith(FITS_ONLY_AS), oldest.summary


@pytest.mark.parametrize("between, clause", [(False, "R13.3"), (True, "R13.1")])
def test_a_swap_refused_after_a_swap_is_a_second_swap_refused_only_straight_after_it(
        between: bool, clause: str) -> None:
    # with a move the reference ignored between the two, a build's own prompt after that move
    # may refuse every swap: the refusal is the swap's (R13.1), not the second swap's
    ctx = Context(mode="normal")
    state = State([(1, CardShown(4, "C"), 1), (2, CardShown(9, "S"), 1)],
                  [PlayerLine(1, 41, 35, 0, 5, 1), PlayerLine(2, 30, 30, 0)])
    swap = Action("swap", "R13.1", "continues", "a swap with the reserve")

    def move(text: str, action: Action) -> None:
        ctx.answered(Step("move", text.encode() + b"\n", state, 1, CardShown(7, "D"), 10,
                          "Your move?", action=action))
    move("0", swap)
    if between:
        move("2", Action("ignored", "R19.1", "ignored", "a head with no action for the card"))
    move("0", swap)
    assert ignored_clause(swap, ctx)[0] == clause


@pytest.mark.parametrize("kind, card, refused", [
    ("swap", None, True),  # `Your move?` alone after a swap: nothing changed, asked again
    ("swap", "5H", False),  # a card shown after a swap is compared as the card in hand
    ("place", "5H", True), ("place", "6H", False), ("ignored", None, False)])
def test_a_move_asked_again_quietly(kind: str, card: str | None, refused: bool) -> None:
    ctx = Context(mode="normal")
    move = Step("move", b"2\n", State(), 1, CardShown(5, "H"), 0, "Your move?",
                action=Action(kind, "R7", "continues", "a card below the head's top"))
    ctx.answered(move)
    assert asked_again_quietly(ctx, 1, card, quiet=True) is refused
    assert not asked_again_quietly(ctx, 1, card, quiet=False)


SINGLE_HEAD_RESERVE = "description: a reserve allowed with a single head, normal play only\n" \
    "include: reserve-single-head\nquirk: testing-never-on\n"


def test_normal_play_tries_a_reserve_with_a_single_head(reference: str) -> None:
    # a single head is left almost only at a game's first move: a build that takes a reserve
    # there is found by the one probing move of a game (moves.probe), tried in one game of two
    name = "normal-single-head-reserve"
    build = find(str(builder.hydra(name, variant=parse(SINGLE_HEAD_RESERVE, name))))
    build.profile = Profile(args=[])
    games = play_games(build, reference, 3, seed=1)
    found = [d.clause for _, devs in games for d in devs if d.wrong]
    assert found == ["R12.3"], found


JOKER_ON_OLDEST_ONLY = """description: a joker refused on every head but the oldest, before its value
edit: reference/cli/move_answer.cc
<<<<<<< search
    if (!state.findHead(*number)) return IgnoredAnswer{};
=======
    if (!state.findHead(*number) || *number != state.oldestHead().id) return IgnoredAnswer{};
>>>>>>> replace
"""


def test_in_normal_play_a_joker_refused_before_its_value_is_named_as_the_jokers(
        reference: str) -> None:
    # the move is pending while the reference asks for the joker's value: the build asking the
    # move again refused the joker, not the move before it (a card placed and taken)
    name = "joker-on-oldest-only"
    build = find(str(builder.hydra(name, variant=parse(JOKER_ON_OLDEST_ONLY, name))))
    build.profile = Profile(args=["-testing"])
    games = play_games(build, reference, 4, seed=1)
    found = {(d.clause, d.summary) for _, devs in games for d in devs if d.wrong}
    assert found == {("R10.1", "a joker is refused on a head where the reference asks for its "
                      "value (the move is asked again)")}, found


def _rule(clause: str, summary: str) -> Deviation:
    return Deviation("rule", clause, summary, "flow", "")


@pytest.mark.parametrize("plain_refused, clause", [(True, "R8.1"), (False, "R10.2")])
def test_a_joker_refused_is_the_jokers_error_unless_plain_cards_fare_alike(
        plain_refused: bool, clause: str) -> None:
    # a joker announced as the head's top value and refused: the build refuses the equal
    # card's action (R8.1) if plain equal cards are refused too, else the announcement (R10.2)
    joker = _rule("R8.1", "a joker equal to the head's top" + REFUSED)
    runs = [[joker]]
    if plain_refused:
        runs.append([_rule("R8.1", "a card equal to the head's top" + REFUSED)])
    settle(runs)
    assert joker.clause == clause


@pytest.mark.parametrize("elsewhere, clause", [(True, "R8.1"), (False, "R14.3")])
def test_an_oldest_head_cut_where_the_card_fits_only_by_one_action_is_that_actions_error(
        elsewhere: bool, clause: str) -> None:
    # the card fits the other heads only as an equal card, and the build refuses equal cards
    # on other heads: it sees no fit, so it cuts (R8.1); with no such refusal, its cut is the
    # oldest head's error (R14.3), one finding whatever the card fitted
    cut = _rule("R14.3", FITS_ONLY_AS + "a card equal to the head's top is taken as a cut")
    on_oldest = _rule("R14.3", "a card equal to the head's top" + ON_OLDEST)
    runs = [[cut], [on_oldest]]
    if elsewhere:
        runs.append([_rule("R8.1", "a card equal to the head's top" + REFUSED)])
    settle(runs)
    assert (cut.clause, on_oldest.clause) == (clause, clause)
    if elsewhere:
        assert on_oldest.summary == "a card equal to the head's top" + REFUSED
    else:
        assert cut.summary == "the oldest head chosen while the card fits another head is " \
            "taken as a cut"


@pytest.mark.parametrize("ends_anyway, clause", [(True, "R16.1"), (False, "R13.2")])
def test_a_turn_ended_early_after_a_swap_is_the_last_moves_error_where_it_always_ends_there(
        ends_anyway: bool, clause: str) -> None:
    # a build ending the turn after every lower card also ends turns with a swap in them after
    # one: that is not the swap counted as a card (R13.2) but the lower card's end (R16.1)
    early = _rule("R13.2", EARLY_AFTER_SWAP + " (a card below the head's top last)")
    runs = [[early]]
    if ends_anyway:
        runs.append([_rule("R16.1", "the turn ends after a card below the head's top, with "
                           "cards still to draw")])
    settle(runs)
    assert early.clause == clause
    assert early.summary == (EARLY_AFTER_SWAP if clause == "R13.2" else runs[1][0].summary)


@pytest.mark.parametrize("plain_too, clauses", [(True, ["R8.1", "R7"]),
                                                (False, ["R10.2", "R10.3"])])
def test_what_goes_wrong_after_a_joker_only_is_the_jokers_treatment(
        plain_too: bool, clauses: list[str]) -> None:
    # a build that plays every joker as a 2: the turn goes on after a joker announced equal to
    # the top, and the head shows otherwise after a joker below it; plain cards fare well, so
    # the joker's treatment is at fault (R10), unless plain cards show the same findings
    goes_on = _rule("R8.1", "the turn goes on after a joker equal to the head's top, where it "
                    "ends")
    heads = _rule("R7", "after a joker below the head's top, the heads differ")
    runs = [[goes_on, heads]]
    if plain_too:
        runs.append([_rule("R8.1", "the turn goes on after an equal card, where it ends"),
                     _rule("R7", "after a card below the head's top, the heads differ")])
    settle(runs)
    assert [goes_on.clause, heads.clause] == clauses


@pytest.mark.parametrize("plain_equal", [True, False])
def test_a_joker_as_an_ace_on_an_ace_going_on_is_an_equal_card_going_on(
        plain_equal: bool) -> None:
    # a build whose turn goes on after every equal card: a joker announced as an ace on an
    # ace is one (R8.2 is R8.1's case for aces), though no plain ace on an ace came up
    joker = _rule("R8.2", "the turn goes on after a joker as an ace on an ace, where it ends")
    runs = [[joker]] + ([[_rule("R8.1", "the turn goes on after an equal card, where it "
                                "ends")]] if plain_equal else [])
    settle(runs)
    assert (joker.clause, joker.summary) == (
        ("R8.1", "the turn goes on after an equal card, where it ends") if plain_equal else
        ("R10.2", "the turn goes on after a joker as an ace on an ace, where it ends"))


@pytest.mark.parametrize("quota_ends_nothing", [True, False])
def test_a_turn_going_on_after_its_last_card_is_the_quota_where_no_turn_ends_by_it(
        quota_ends_nothing: bool) -> None:
    # a build whose quota never ends a turn goes on after a joker that is the turn's last card,
    # and after a last card where a reserve came earlier in the turn: its plain turns go on too,
    # so neither the joker (R10.2) nor the reserve's count (R12.2) is at fault, but the quota
    quota = "the turn goes on after the last card of the turn's quota, where it ends"
    joker = _rule("R16.3", "the turn goes on after a joker below the head's top, where it ends")
    reserved = _rule("R12.2", "the turn goes on after its last card, a card put into the "
                     "reserve earlier in it (that card is not counted as one of the turn's cards)")
    runs = [[joker, reserved]] + ([[_rule("R16.3", quota)]] if quota_ends_nothing else [])
    settle(runs)
    assert [joker.clause, reserved.clause] == (["R16.3", "R16.3"] if quota_ends_nothing
                                               else ["R10.2", "R12.2"])
    assert (reserved.summary == quota) == quota_ends_nothing


def test_a_crash_after_an_unexplained_oldest_head_move_is_one_finding() -> None:
    # the build crashes after the oldest head was chosen with a card that fits elsewhere, by
    # one placement or another: one R14.3 finding, not one for each placement it had
    crashes = [_rule("R14.3", "the build crashes after " + FITS_ONLY_AS + placement)
               for placement in ("a card below the head's top", "a card equal to the head's top")]
    settle([crashes])
    assert {(d.clause, d.summary) for d in crashes} == {
        ("R14.3", "the build crashes after the oldest head chosen while the card fits another "
         "head")}


def test_a_move_asked_again_where_the_reference_won_with_it_is_refused() -> None:
    """Normal play: the reference wins with the player's last card (a king on an ace); the
    build shows the table of before the move and asks the same move again: it refused the
    king on the ace, it did not miss a win (R18.1)."""
    ace_head = State([(4, CardShown(7, "S"), 2), (5, CardShown(1, "C"), 3)],
                     [PlayerLine(1, 20, 20, 0), PlayerLine(2, 0, 0, 0, 0, 0)])

    def side(winner: int | None, displays: int) -> SimpleNamespace:
        tracker = SimpleNamespace(winner=winner, displays=displays, snapshot=lambda: ace_head)
        return SimpleNamespace(reader=SimpleNamespace(tail=lambda: [], tracker=tracker),
                               chan=SimpleNamespace(conversation=SimpleNamespace(entries=list)),
                               compared=displays - 1)
    game = Game(side(None, 8), side(2, 8), random.Random(1), 2, "yes",  # type: ignore[arg-type]
                False)
    king = CardShown(13, "H")
    move = Step("move", b"5\n", ace_head, 2, king, 0, "Player 2, you are holding a KH.",
                action=Action("place", "R9", "wins", "a card on an ace", ends_by="R18.1"))
    game.ctx.answered(move)
    game.asked_at_move, game.ctx.shown_at_move = (2, "KH"), ace_head
    game.cards_since_move, game.moved_display = 0, 7
    again = Prompt("move", "Player 2, you are holding a KH. Your move?", 2, "KH")
    with pytest.raises(Stop) as stop:
        game._ended(None, again)
    found = stop.value.found
    assert found is not None and found.clause == "R9" and "refused" in found.summary, found
