"""A move refused where no table shows it (grader/unseen_refusal.py, divergence.py, refusals.py):
a build that prints the table once a turn asks, after a refused move, for the card in hand again
(testing mode) or names it again (normal play), as it asks on when the turn goes on. Read as the
turn going on, the refusal was taken for another rule broken later: a false R7, R8.1 or R8.2
"taken as a cut", or "the heads differ" after the turn's last card."""

from __future__ import annotations

import pytest

from conftest import ROOT
from grader.actions import Action
from grader.build_profile import Profile
from grader.builds import Build, find
from grader.context import PADDED, Context
from grader.expect import Step
from grader.normal_games import play_games
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.state import CardShown, PlayerLine, State
from grader.summary import summarise
from grader.state_clause import state_clause
from grader.transcript import load
from grader.unseen_refusal import (head_move, ignored_unseen, joker_under, refused_unseen,
                                   unseen_value,
                                   unconfirmed)
from planted import builder
from quirks.combination import parse_spec

PLAYERS = [PlayerLine(1, 51, 51, 0), PlayerLine(2, 53, 51, 2)]


def _build(spec: str) -> Build:
    combination = parse_spec(spec)
    return find(str(builder.hydra(combination.name, 1, combination.variant())))


def _findings(build: Build, reference: str, *names: str) -> list[tuple[str, str, str]]:
    build.profile = Profile(args=["-testing"])
    scripts = [load(next(ROOT.glob(f"transcripts/*/{name}.transcript"))) for name in names]
    run = grade(GradeRequest(build, scripts, options=Options(jobs=1, reference=reference),
                             probe=False, games=0))
    return [(f.kind, f.clause, f.summary) for f in summarise(run).findings
            if f.wrong or f.kind == "dialect"]


def test_a_refusal_no_table_shows_is_not_read_as_a_cut(reference: str) -> None:
    # (one head) the build cuts whatever goes onto the oldest head, and refuses the cut where
    # the card fits there; it asks for the card in hand again, one card's questions and the
    # same player's move, no table between: a move asked again or the turn going on, not new
    # heads (a false R7, "taken as a cut"). No grader can tell which: the run is not judged
    for spec in ("table-once-a-turn,rule:cut-while-fits",
                 # (`Your move?` on a line of its own, after the holding line)
                 "table-once-a-turn,holding-wording.2,rule:cut-while-fits"):
        found = _findings(_build(spec), reference, "setup-gen-s10003")
        assert not [f for f in found if f[0] != "dialect"], found
        assert [s for _, _, s in found if "refused" in s and "turn went on" in s], found


def test_a_refusal_shown_by_the_turns_last_table_is_named_after_the_refused_move(
        reference: str) -> None:
    # the turn's first card, on the oldest head, is refused unseen; the next card, equal to
    # the other head's top, ends the turn, and the table then shows the oldest head as it
    # was: the first move's refusal (R14.3), not the last one's "heads differ" (R8.1)
    build = _build("table-once-a-turn,rule:cut-while-fits")
    found = _findings(build, reference, "input-gen-s21036")
    assert [(kind, clause) for kind, clause, _ in found] == [("rule", "R14.3")], found
    assert found[0][2].endswith("is refused (the move is asked again)"), found


def test_a_move_refused_twice_in_normal_play_is_named_by_its_own_rule(reference: str) -> None:
    # a king on an ace refused, the king named again with nothing between, was read as a
    # twin drawn (another deck's); playing the same move again shows the refusal, which was
    # named after the second move (a king on a king: a false R8.1), and the heads differing
    # after it (R15) followed
    assert _normal_rules("table-once-a-turn,rule:king-not-on-ace", 2, reference) == {"R9"}


def _normal_rules(spec: str, games: int, reference: str) -> set[str]:
    """The rule clauses normal play names for the combination `spec`, in `games` games."""
    played = play_games(_build(spec), reference, games, seed=1)
    return {d.clause for _, found in played for d in found if d.wrong and d.kind == "rule"}


def _turn(*moves: tuple[str, int]) -> Context:
    """A turn of player 1: placements (answer, value of the card) of continuing moves."""
    ctx = Context()
    for answer, value in moves:
        ctx.answered(Step("move", answer.encode() + b"\n", State(), 1, CardShown(value, "C"),
                          1, "Your move?", action=Action("place", "R7", "continues", "a card")))
    return ctx


def test_the_one_head_shown_as_before_names_its_move() -> None:
    before = State([(1, CardShown(9, "D"), 1), (2, CardShown(12, "D"), 1)], PLAYERS)
    ctx = _turn(("2", 11), ("1", 9))  # JC onto head 2, then 9C onto head 1
    game = State([(1, CardShown(9, "C"), 2), (2, CardShown(11, "C"), 2)], PLAYERS)
    shown = State([(1, CardShown(9, "C"), 2), (2, CardShown(12, "D"), 1)], PLAYERS)
    found = refused_unseen(ctx, game, shown, (before, before))
    assert found is not None and found[0] is ctx.turn_moves[0] and found[1] == 2
    # a table shown after the first move (the game's then holds its card): nothing unseen
    after_first = State([(1, CardShown(9, "D"), 1), (2, CardShown(11, "C"), 2)], PLAYERS)
    assert refused_unseen(ctx, game, shown, (after_first, after_first)) is None
    # a later move of the turn onto the same head: which one was refused is not told
    assert refused_unseen(_turn(("2", 11), ("2", 11)), game, shown, (before, before)) is None
    # the last move alone: no earlier move to name
    assert refused_unseen(_turn(("2", 11)), game, shown, (before, before)) is None


def test_garbage_at_a_move_no_table_settles_judges_no_turn_after_it(reference: str) -> None:
    # a build reading `x` as 0 puts the card into the reserve and draws the next: its card
    # questions and move request look like the reference's, which asks the card again after
    # the garbage. The turn then ended a card early, named as the turn's last move (a false
    # R16.1). Garbage taken, or a rule of the turn broken? Nothing shown tells: not judged
    build = _build("table-once-a-turn,invalid-as-zero")
    found = _findings(build, reference, "input-one-garbage-move-1")
    assert [(kind, clause) for kind, clause, _ in found] == [("dialect", "R24")], found
    assert "garbage at a move was taken" in found[0][2]


def test_garbage_a_table_shows_carried_out_past_card_questions_is_garbage_taken(
        reference: str) -> None:
    # a build reading `x` as 0 and asking the next card's questions before its table: the
    # garbage is unsettled past them, and the table then shows the card in the reserve. That
    # is the garbage taken as a move (robustness R24.1), not a move the rules ignore carried
    # out (a false R12.3 on 38 transcripts: zoo 63/8)
    build = _build("invalid-as-zero,card-before-display")
    found = _findings(build, reference, "input-one-garbage-move-1")
    assert [(kind, clause) for kind, clause, _ in found] == [("robustness", "R24.1")], found


def test_a_refusal_a_table_shows_is_named_so_past_earlier_garbage(reference: str) -> None:
    # garbage at a move, refused, then a card on the oldest head refused unseen: the turn's
    # last table shows that head as it was. Garbage taken as a move would not leave it so:
    # the refusal (R14.3), not the garbage taken (a false R24.1)
    build = _build("table-once-a-turn,rule:cut-while-fits")
    found = _findings(build, reference, "input-gen-s21010")
    assert [(kind, clause) for kind, clause, _ in found] == [("rule", "R14.3")], found


def test_a_garbage_move_stays_unsettled_past_card_questions_until_a_table_matches() -> None:
    def step(kind: str, answer: str, garbage: bool = False) -> Step:
        return Step(kind, answer.encode() + b"\n", State(), 1, None, 1, "?", garbage=garbage)

    ctx = Context()
    for kind, answer in (("move", "x"), ("card", "Q"), ("suit", "H"), ("move", "2")):
        ctx.answered(step(kind, answer, garbage=answer == "x"))
    # (not settled, but not blamed either: a table that differs after it is the rules' doing
    # as ever, a cut's piles, say; else a false R24.1 on every such run: zoo 47/7)
    assert ctx.garbages and ctx.unsettled and ctx.garbage is None and ctx.taken() is None
    ctx.matched()
    assert not ctx.garbages and not ctx.unsettled
    asked_again = Context()  # the move asked again with nothing between: it was refused
    for kind, answer in (("move", "x"), ("move", "2")):
        asked_again.answered(step(kind, answer, garbage=answer == "x"))
    assert not asked_again.garbages


def test_a_padded_move_a_table_shows_carried_out_otherwise_past_card_questions_is_taken(
        ) -> None:
    # `3\r` placed by the reference, taken by a build that compares answers exactly (then
    # reads what it cannot read as 0) as a card into the reserve; its card questions come
    # before its table: the table then shows a reserve where the reference placed the card.
    # The answer was taken as another one (R23.4), not a placement gone wrong (a false R7
    # on 7 transcripts: stress 214/6)
    holding = [PlayerLine(1, 52, 52, 0, 1, 0), PLAYERS[1]]
    before = State([(2, CardShown(13, "H"), 1), (3, CardShown(13, "C"), 1)], holding)
    place = Action("place", "R7", "continues", "a card below the head's top")
    game = State([(2, CardShown(13, "H"), 1), (3, CardShown(12, "H"), 2)], holding)
    shown = State([(2, CardShown(13, "H"), 1), (3, CardShown(13, "C"), 1)],
                  [PlayerLine(1, 52, 52, 0, 1, 1), PLAYERS[1]])

    def context(answer: bytes, action: Action = place, strips: bool = False) -> Context:
        ctx = Context(strips=strips)
        ctx.answered(Step("move", answer, before, 1, CardShown(12, "H"), 1, "?", garbage=True,
                          padded=answer != b"x\n", action=action))
        for kind, card in (("card", b"K\n"), ("suit", b"H\n")):
            ctx.answered(Step(kind, card, game, 1, None, 2, "?"))
        return ctx

    fields = ["head 3 top", "head 3 count", "player 1 reserve"]
    want = Step("move", b"2\n", game, 1, CardShown(13, "H"), 3, "?")
    assert state_clause(context(b"3\r\n"), fields, game, want, shown) == PADDED
    # the same kind of move shown (a placement on another head), or a build seen stripping
    # blanks: the rules' doing, as ever
    placed = State([(2, CardShown(12, "H"), 2), (3, CardShown(13, "C"), 1)], holding)
    assert state_clause(context(b"3\r\n"), ["head 2 top"], game, want, placed)[0] == "rule"
    assert state_clause(context(b"3\r\n", strips=True), fields, game, want, shown)[0] == \
        "rule"


def test_a_card_asked_with_no_table_after_a_move_that_cuts_nothing_is_no_new_head(
        reference: str) -> None:
    # (live play: the build draws its first head itself) a card into the reserve with one head
    # is refused and the card in hand asked again with no table between, as every card of a
    # turn is asked by this build; answered as the first new head of a cut, every card after it
    # went one place wrong, and the cut's heads differed (a false R15)
    build = _build("table-once-a-turn,first-head-value-only.0")
    found = _findings(build, reference, "reserve-gen-s16001")
    assert not [f for f in found if f[0] == "rule"], found


def test_what_no_table_showed_in_a_turn_is_named_by_the_turn_not_its_last_move(
        reference: str) -> None:
    # a reshuffle that keeps the discard pile, at a draw no table follows: the turn's last
    # table shows the piles apart, named after the turn's last card (a false R16.3) where a
    # card was drawn from an empty draw pile since the last table (R6.2); and the win the
    # reference declares later, the build's piles not empty, was read as new heads asked
    # (a false R7, "taken as a cut"): this build shows a table before a turn's first card
    # only, so a card question with none after a move is no cut's
    build = _build("table-once-a-turn,rule:reshuffle-keeps-discard")
    for name in ("game-2p-s1000", "game-2p-s1112"):
        found = _findings(build, reference, name)
        assert {(kind, clause) for kind, clause, _ in found if kind == "rule"} == {
            ("rule", "R6.2")}, (name, found)
    # (normal play: a turn that ends holding a reserve, its piles many cards apart since a
    # draw from an empty pile: the draw's, not the reserve's, R17.1, which moves one card)
    games = play_games(build, reference, 2, seed=1)
    assert {d.clause for _, f in games for d in f if d.wrong and d.kind == "rule"} == {"R6.2"}


def test_a_turn_ended_early_after_several_swaps_is_named_by_the_swaps(reference: str) -> None:
    # (normal play) a build whose swaps each use one of the turn's draws, seen only by the
    # turn ending early (no table between its moves): after two swaps it ends with two cards
    # still to draw. Only a turn one card short was put down to a swap: these were named R16.1
    # ("ends after a card below the head's top"), and the testing-mode R13.2 renamed after them
    build = _build("table-once-a-turn,rule:swap-uses-draw")
    games = play_games(build, reference, 2, seed=1)
    assert {d.clause for _, f in games for d in f if d.wrong and d.kind == "rule"} == {"R13.2"}



def test_two_cards_asked_after_a_move_then_the_next_turn_are_a_cuts_new_heads() -> None:
    # a build that shows no table before a card drawn after a move, nor before its turn line:
    # a card question there was no longer taken for new heads by itself (one shown before a
    # turn's first card says nothing of it), and a placement taken as a cut read as the turn
    # going on past its quota (a false R16.3). Two card values asked with no move between,
    # then the turn passing, are a cut's two new heads
    from types import SimpleNamespace
    from grader.divergence import Divergences
    from grader.prompts import Prompt
    ctx = _turn(("1", 12))
    look = SimpleNamespace(ctx=ctx, peeked=2)
    asks = Divergences._two_heads_asked
    assert asks(look, Prompt("turn", "Player 2, it is your turn.", 2))
    assert asks(look, Prompt("move", "Player 2, you are holding a 5H. Your move?", 2, "5H"))
    assert not asks(look, Prompt("move", "Player 1, you are holding a 5H. Your move?", 1, "5H"))
    assert not asks(SimpleNamespace(ctx=ctx, peeked=1), Prompt("turn", "Player 2...", 2))


def test_live_play_does_not_read_a_refusal_no_table_shows_as_the_turn_going_on(
        reference: str) -> None:
    # (live play: the build draws its first head itself) a card equal to the oldest head's
    # top, which this build refuses there (it cuts the oldest head, and the cut is refused
    # while the card fits): the card asked again, then the same player's move, no table
    # between, where the reference ends the turn. Read as the turn going on after an equal
    # card (a false R8.1); no grader can tell: the run is not judged
    build = _build("table-once-a-turn,first-head-value-only.0,rule:cut-while-fits")
    found = _findings(build, reference, "joker-as-new-head")
    assert not [f for f in found if f[0] == "rule"], found
    assert [s for _, _, s in found if "refused" in s and "turn went on" in s], found


@pytest.mark.parametrize("spec, script, why", [
    # the player's last card, a king, goes onto an ace; the build refuses it and asks for the
    # card in hand again, one card's questions and the same player's move, no table between:
    # the move asked again, or a win not seen for piles that differ unseen (a false R18.1,
    # "a win is not declared", before)
    ("table-once-a-turn,rule:king-not-on-ace", "game-6p-s1039", "turn went on"),
    # a joker as a king onto an ace is refused unseen (the card in hand asked again, the
    # script's next card, a king, answering it); that king then goes onto the same ace, and
    # the build cuts with it where the game has it equal to the joker's king: the course
    # differs after the king, but the joker's move went otherwise first (a false R8.1, "an
    # equal card taken as a cut"); the table after the cut does not show the joker's head
    ("table-once-a-turn,rule:king-not-on-ace", "game-8p-s1097", "earlier in the turn"),
    # the turn goes on after a cut, its new heads drawn without the tester: one card named
    # (the next one in hand), then the mover's move, no table between; a cut refused and
    # asked again, its card questions first, asks so too (a false R14.1, "a cut is refused")
    ("table-once-a-turn,rule:cut-turn-goes-on", "cut-free-reserve", "turn went on"),
    # a joker as 5 onto a 2, which the rules refuse, placed by the build: it asks for the
    # next card as the game asks for the joker again, no table between; the turn's table
    # then differs (a false R8.1/R10.3 "after a joker equal to the head's top", the move after)
    ("table-once-a-turn,rule:joker-bad-value-placed", "joker-gen-s15103", "carried out")])
def test_a_course_no_table_tells_apart_is_not_judged(spec: str, script: str, why: str,
                                                      reference: str) -> None:
    found = _findings(_build(spec), reference, script)
    assert not [f for f in found if f[0] != "dialect"], found
    assert [s for _, _, s in found if why in s], found


def test_an_earlier_placement_shows_where_its_head_holds_more_cards_than_before() -> None:
    before = State([(1, CardShown(9, "D"), 1), (2, CardShown(12, "D"), 1)], PLAYERS)
    ctx = _turn(("2", 11), ("1", 9))  # JC onto head 2, then 9C onto head 1
    grown = State([(1, CardShown(9, "C"), 2), (2, CardShown(11, "C"), 2)], PLAYERS)
    assert unconfirmed(ctx.turn_moves, grown, (before, before), []) is None
    as_before = State([(1, CardShown(9, "C"), 2), (2, CardShown(12, "D"), 1)], PLAYERS)
    assert unconfirmed(ctx.turn_moves, as_before, (before, before), []) is ctx.turn_moves[0]
    cut = State([(1, CardShown(9, "C"), 2), (3, CardShown(4, "H"), 1)], PLAYERS)
    assert unconfirmed(ctx.turn_moves, cut, (before, before), []) is ctx.turn_moves[0]
    assert unconfirmed(ctx.turn_moves, None, (before, before), []) is ctx.turn_moves[0]
    # only the moves since the tables compared last: the last move alone shows nothing
    assert unconfirmed(ctx.turn_moves[1:], None, (before, before), []) is None


def test_a_move_asked_again_after_its_twin_is_not_named_where_an_equal_card_may_be_refused(
        reference: str) -> None:
    # an equal card refused, the table shown once a turn: a card placed, the same card named
    # again quietly (a twin drawn, 2 decks), the same move played again (an equal card now)
    # and refused. The first move refused, or the twin refused as an equal card: with no
    # equal card seen played in the game, no grader can tell (a false R7 and R9, "refused")
    clauses = _normal_rules("table-once-a-turn,rule:equal-refused", 2, reference)
    assert clauses and clauses <= {"R8.1", "R14.3"}, clauses


def test_heads_that_differ_at_the_turns_table_are_named_by_the_move_that_went_there() -> None:
    ctx = _turn(("2", 0), ("3", 10))  # a joker onto head 2, then 10C onto head 3
    joker, ten = ctx.turn_moves
    assert head_move(ctx.turn_moves, ["head 2 top"]) is joker
    assert head_move(ctx.turn_moves, ["head 3 top"]) is None  # (the last move's own)
    assert head_move(ctx.turn_moves, ["head 2 top", "head 3 count"]) is None
    assert head_move(ctx.turn_moves, ["head 2 top", "player 2 draw"]) is None
    # the mover's piles beside: a card more or fewer placed by that move
    assert head_move(ctx.turn_moves, ["head 2 top", "player 1 draw"]) is joker
    # a move onto the head that the game refused, carried out by the build
    joker.action = Action("ignored", "R10.4", "ignored", "a joker value that fits no action")
    assert head_move(ctx.turn_moves, ["head 2 count", "player 1 draw"]) is joker
    assert head_move(ctx.turn_moves[1:], ["head 2 top"]) is None  # (a table after the joker)
    # a card onto a joker placed in the same turn, no table since: its value is unseen
    onto = _turn(("2", 0), ("2", 5))
    assert joker_under(onto.turn_moves) is onto.turn_moves[0]
    assert joker_under(ctx.turn_moves) is None and joker_under(onto.turn_moves[1:]) is None


def test_a_move_the_game_refused_earlier_in_the_turn_is_unseen_where_no_table_came() -> None:
    ctx = _turn(("2", 0), ("3", 10))
    refused = ctx.turn_moves[0]
    assert ignored_unseen(ctx.turn_moves, []) is None
    refused.action = Action("ignored", "R10.2", "ignored", "a joker as 5 that fits no action")
    assert ignored_unseen(ctx.turn_moves, []) is refused
    assert unconfirmed(ctx.turn_moves, None, None, []) is refused
    assert ignored_unseen(ctx.turn_moves[1:], []) is None  # (a table after it: seen)
    # asked again with no card question between (its value, or the move): refused there too
    assert ignored_unseen(ctx.turn_moves, [refused]) is None
    refused.garbage = True  # (garbage: unsettled, context.py)
    assert ignored_unseen(ctx.turn_moves, []) is None


def test_a_joker_counted_otherwise_shown_one_table_a_turn_is_named_by_the_joker(
        reference: str) -> None:
    # a joker counting 2 whatever is announced, then a plain card onto another head, one
    # table a turn: the joker's head differs at the turn's end, the joker's doing (R10.3),
    # not the plain card's ("after a card below the head's top, the heads differ", R7)
    found = _findings(_build("table-once-a-turn,rule:joker-keeps-no-value"), reference,
                      "display-joker-on-head-shows-value-j")
    assert [(kind, clause) for kind, clause, _ in found] == [("rule", "R10.3")], found


def test_a_joker_value_the_game_refuses_placed_by_the_build_is_named_so_in_normal_play(
        reference: str) -> None:
    # normal play probes a joker with a value that fits nothing (as 9 onto a 2); the build
    # places it and, showing no table, asks on. The reference, refusing it, is told the joker
    # it kept, not the build's next card (games 1 and 2: a false R14.1 "a cut is not made"
    # and R7 "after a card below the head's top", the game gone out of step), and the turn's
    # table shows that head holding the joker: the joker's move carried out, not the turn's
    # last card (game 4: a false R8.1, "after a card equal to the head's top")
    clauses = _normal_rules("table-once-a-turn,rule:joker-bad-value-placed", 4, reference)
    assert clauses and clauses <= {"R10.2", "R10.4"}, clauses


def test_a_move_onto_a_joker_shown_without_its_value_is_not_judged() -> None:
    # head 2's top is a joker placed as a 7; the build's table at the move shows `Joker` there
    game = State([(1, CardShown(9, "D"), 1), (2, CardShown(7, "J"), 2)], PLAYERS)
    shown = State([(1, CardShown(9, "D"), 1), (2, CardShown(0, None), 2)], PLAYERS)
    finding = ("rule", "R7", "a card below the head's top is refused", "flow", "asked again")
    for answer, hidden in (("2", True), ("1", False)):
        ctx = Context(shown_at_move=shown)
        ctx.answered(Step("move", answer.encode() + b"\n", game, 1, CardShown(5, "C"), 1,
                          "Your move?", action=Action("place", "R7", "continues", "a card")))
        named = unseen_value(ctx, *finding)
        assert (named[0], named[1], named[3]) == (("dialect", "R22", "lost") if hidden else
                                                 finding[:2] + finding[3:4]), named
        # a display finding is no course of the game's: kept as it is; nor is a cut made on a
        # head other than the oldest, whatever that head's top
        assert unseen_value(ctx, "display", "R21.3", "x", "state", "m")[0] == "display"
        assert unseen_value(ctx, "rule", "R14.4", "taken as a cut", "flow", "m")[0] == "rule"
        # (nor how a cut made moves the cards: its piles, new heads and turn's end)
        assert unseen_value(ctx, "rule", "R15.3", "after a cut", "state", "m")[0] == "rule"
        # (nor how an answer is taken, R23.2; the cards the course asks for are, R23.1)
        assert unseen_value(ctx, "testing-mode", "R23.2", "x", "flow", "m")[0] == "testing-mode"
        assert unseen_value(ctx, "testing-mode", "R23.1", "x", "flow", "m")[0] == \
            ("dialect" if hidden else "testing-mode")
    # the same head shown with its value (`7J`): judged
    ctx = Context(shown_at_move=game)
    ctx.answered(Step("move", b"2\n", game, 1, CardShown(5, "C"), 1, "Your move?",
                      action=Action("place", "R7", "continues", "a card")))
    assert unseen_value(ctx, *finding) == finding


def test_a_joker_kept_at_no_value_shown_as_joker_names_no_placement_rule(
        reference: str) -> None:
    # a build counting every placed joker as 2 and showing jokers on heads as `Joker`: a card
    # below the joker's announced value, refused there, was named R7 (and R8.1, R9, R16.1
    # elsewhere): the joker's value is what no table shows
    found = _findings(_build("joker-top-plain,rule:joker-keeps-no-value"), reference,
                      "play-gen-s12088")
    assert not [f for f in found if f[0] == "rule"], found
    assert any("without the value it counts" in s for _, _, s in found), found



def test_a_cut_error_beside_jokers_shown_without_their_value_is_named_by_the_cut(
        reference: str) -> None:
    # a cut that keeps the card in hand, in a build showing jokers on heads as `Joker`: the
    # piles that differ since a cut onto a joker were left unjudged (and a win they made
    # early named R18.1), and a joker head shown plain beside them taken for heads that
    # differ (R10.3): stress zoo 132/4
    found = _findings(_build("joker-top-plain,rule:cut-hand-not-discarded"), reference,
                      "joker-gen-s15000", "game-4p-s1142")
    assert {c for k, c, _ in found if k == "rule"} == {"R15.3"}, found
