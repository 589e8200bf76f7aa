"""A build's rule error is named by what the build did, never by a symptom the grader reads
into what it printed next. The planted bug king-not-on-ace (a king may not go on an ace) makes
a build refuse a king played on an ace, and take it as a cut where the ace is the oldest head
and the king fits nowhere else by its own rules; both are R9 (action 3, on an ace):
- in testing mode, the build asks for the new heads' cards right after the move, where the
  reference's turn ends (its quota is spent): a cut, though the grader, looking past those
  card questions to tell a cut from a turn going on, then sees the table after the new heads;
- in normal play, the build asks the same king again over the table of before the move, where
  the reference's turn ends because the reserve is the only card left (R16.2): a refusal,
  though a build that goes on there also asks for a move with a table that looks unchanged."""

from __future__ import annotations

from conftest import ROOT, graded_combination
from grader.build_profile import Profile
from grader.builds import find
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.summary import summarise
from grader.transcript import load
from planted import builder

KING = "king-not-on-ace"


def _rule_clauses(run) -> set[str]:
    return {f.clause for f in summarise(run).wrong if f.kind == "rule"}


def test_a_king_on_an_ace_taken_as_a_cut_is_named_by_the_cut(reference: str) -> None:
    build = find(str(builder.hydra(KING)))
    build.profile = Profile(args=["-testing"])
    script = load(ROOT / "transcripts" / "ace" / "ace-king-on-ace-continues.transcript")
    run = grade(GradeRequest(build, [script], options=Options(jobs=1, reference=reference),
                             probe=False, games=0, normal_moves=0))
    found = summarise(run).wrong
    assert [(f.kind, f.clause) for f in found] == [("rule", "R9")], found
    assert "new heads are asked for" in found[0].summary


def test_a_last_king_on_an_ace_taken_as_a_cut_is_the_aces_rule_not_a_missed_win(
        reference: str) -> None:
    # the player's last card, a king on an ace: the reference places it and declares the
    # win; the build asks for the new heads' cards at once (no table between: the placement
    # taken as a cut), or shows the table of before the move again (the placement refused):
    # not a win left undeclared (R18.1)
    build = find(str(builder.hydra(KING)))
    build.profile = Profile(args=["-testing"])
    for path in ("win/win-gen-s20014.transcript", "full-games/game-6p-s1039.transcript"):
        script = load(ROOT / "transcripts" / path)
        run = grade(GradeRequest(build, [script], options=Options(jobs=1, reference=reference),
                                 probe=False, games=0, normal_moves=0))
        assert _rule_clauses(run) == {"R9"}, (path, summarise(run).wrong)


def test_a_refused_king_where_the_reserve_is_left_alone_is_a_refusal(reference: str) -> None:
    build = find(str(builder.hydra(KING)))
    build.profile = Profile(args=["-testing"])
    run = grade(GradeRequest(build, [], options=Options(jobs=1, reference=reference),
                             probe=False, games=1, normal_moves=0))
    assert _rule_clauses(run) == {"R9"}, summarise(run).wrong


def test_the_oldest_head_cut_where_the_card_fits_only_an_ace_is_the_aces_rule(
        reference: str) -> None:
    """A king on the oldest head while the only other head it fits is an ace: the build, for
    which a king fits no ace, cuts; seen beside its refusals of cards on aces, that is the
    ace's rule (R9), not the cut's (R14.3), as is the king refused on an ace that is the
    oldest head."""
    build = find(str(builder.hydra(KING)))
    build.profile = Profile(args=["-testing"])
    scripts = [load(ROOT / "transcripts" / path) for path in (
        "cut/cut-gen-s18123.transcript", "full-games/game-6p-s1200.transcript",
        "ace/ace-gen-s14125.transcript")]
    run = grade(GradeRequest(build, scripts, options=Options(jobs=1, reference=reference),
                             probe=False, games=0, normal_moves=0))
    found = summarise(run).wrong
    assert any("only as a card on an ace" in f.summary for f in found), found
    assert any("on the oldest head" in f.summary or "on an ace is refused" in f.summary
               for f in found), found
    assert _rule_clauses(run) == {"R9"}, found


def _graded(variant: str, paths: list[str], reference: str):
    build = find(str(builder.hydra(variant)))
    build.profile = Profile(args=["-testing"])
    scripts = [load(ROOT / "transcripts" / path) for path in paths]
    return summarise(grade(GradeRequest(build, scripts, options=Options(
        jobs=1, reference=reference), probe=False, games=0, normal_moves=0))).wrong


def test_a_cut_made_whose_turn_goes_on_is_no_refused_cut(reference: str) -> None:
    # the build's table after the cut shows the oldest head gone and new heads made, then it
    # asks for a move where the reference asks for the new heads' cards: the turn goes on
    # after the cut (R15.5), the cut was not refused (R14.1); it never asks for the new heads
    # it shows (R23.1, its testing mode's: the card in hand is drawn before they are named)
    found = _graded("cut-turn-goes-on", ["smoke/cut-free-reserve.transcript"], reference)
    assert [(f.kind, f.clause, f.summary) for f in found] == [
        ("rule", "R15.5", "the turn goes on after a cut, where it ends"),
        ("testing-mode", "R23.1", "the new heads after a cut are not asked for in testing mode "
         "(drawn without the tester)")], found


def test_a_win_after_a_cut_that_loses_the_heads_cards_is_the_cuts_effect(reference: str
                                                                          ) -> None:
    # the oldest head's cards lost in every cut: a later cut leaves the build's player with
    # nothing (the reserve and the card in hand drawn back as the new heads) where, by the
    # table at the move, the head's cards remain: the cut's effect (R15.3, as in every cut),
    # not a win declared while holding a reserve (R18.4) nor the reshuffle's rule (R15.4)
    found = _graded("cut-head-not-discarded", ["reshuffle/reshuffle-for-new-heads.transcript"],
                    reference)
    assert [(f.kind, f.clause, f.summary) for f in found] == [
        ("rule", "R15.3", "after a cut, the piles differ")], found


def test_remaining_shown_as_a_quota_one_too_high_plays_it_is_the_quota(reference: str
                                                                         ) -> None:
    # one card too many a turn, and `remaining` shown one higher: the count shows the quota
    # the build plays (no display error), and a turn going on after a joker as its last card
    # is the same finding as after a plain last card
    found = _graded("quota-plus-one", ["setup/setup-gen-s10003.transcript",
                                       "eof/eof-at-card-value.transcript",
                                       "joker/joker-never-cuts.transcript"], reference)
    assert [(f.kind, f.clause, f.summary) for f in found] == [
        ("rule", "R16.3", "the turn goes on after the last card of the turn's quota, "
         "where it ends")], found


def test_a_reserve_kept_out_of_sight_at_a_turn_end_is_no_refused_reserve(reference: str
                                                                           ) -> None:
    # the turn's last card put into the reserve, which the build keeps at the turn end: its
    # table is the one of before the move (a reserve is not counted in the totals), but the
    # next turn comes as the reference's does: the piles differ (R17.1), nothing is refused
    found = _graded("reserve-kept-at-turn-end", ["reserve/reserve-last-card-of-turn.transcript"],
                    reference)
    assert [(f.kind, f.clause, f.summary) for f in found] == [
        ("rule", "R17.1", "after a turn that ends with a reserve held, the piles differ")], found


def test_the_reserve_put_onto_an_empty_draw_pile_at_a_turn_end_is_no_reshuffle(reference: str
                                                                               ) -> None:
    # (reading reserve-to-draw) the game's draw pile goes from none to the reserve's one card
    # at the turn's end: no card was drawn from an empty pile, so a build that keeps the
    # reserve past the turn's end is R17.1 there, not R6.2 (its holder line shows no reserve)
    found = graded_combination("holder-counts-missing,rule:reserve-kept-at-turn-end",
                               ["swap-with-both-piles-empty.reserve-to-draw"], reference,
                               reading="reserve-to-draw")
    assert {(f.kind, f.clause) for f in found if f.kind == "rule"} == {("rule", "R17.1")}, found


def test_a_reserve_lost_in_a_cut_that_reshuffles_is_the_reserves_cut_error(reference: str
                                                                             ) -> None:
    # the reserve lost whenever it is put away: in a cut (R15.2), at a turn end (R17.1), and
    # in a cut whose new heads needed a reshuffle, which is that same cut error, not R15.4
    found = _graded("reserve-lost", ["readings/readings-reserve-in-cut-s700.transcript",
                                     "reshuffle/reshuffle-for-new-heads.transcript"], reference)
    assert {(f.kind, f.clause) for f in found} == {("rule", "R15.2")}, found


def test_a_reshuffled_cut_is_one_finding_whether_a_reserve_was_held_or_not() -> None:
    # no other cut error in the grade: the reshuffle's (R15.4), one finding, the reserve held
    # at the cut or not; beside the reserve's cut error, the reserve-held one is that error
    from grader.acted import RESERVE_CUT_PILES, RESHUFFLED_CUT_PILES, \
        RESHUFFLED_RESERVE_CUT_PILES
    from grader.symptoms import settle
    from grader.verdict import Deviation

    def dev(clause: str, summary: str) -> Deviation:
        return Deviation("rule", clause, summary, "state", "")
    alone = [dev("R15.4", RESHUFFLED_RESERVE_CUT_PILES), dev("R15.4", RESHUFFLED_CUT_PILES)]
    settle([alone])
    assert {(d.clause, d.summary) for d in alone} == {("R15.4", RESHUFFLED_CUT_PILES)}
    beside = [dev("R15.4", RESHUFFLED_RESERVE_CUT_PILES), dev("R15.2", RESERVE_CUT_PILES),
              dev("R15.4", RESHUFFLED_CUT_PILES)]
    settle([beside])
    assert [(d.clause, d.summary) for d in beside] == [
        ("R15.2", RESERVE_CUT_PILES), ("R15.2", RESERVE_CUT_PILES),
        ("R15.4", RESHUFFLED_CUT_PILES)]


def test_a_turn_going_on_after_a_joker_where_any_card_ends_it_is_not_the_jokers() -> None:
    # the reserve became the only card left after a joker (R16.2): the turn ends whatever the
    # card's value, so a build going on there breaks R16.2, though no plain card showed it
    # in the grade (a development build: named the joker's treatment, R10.2); after a joker
    # as an equal card, the value decides, and without a plain twin it is the joker's
    from grader.classify import goes_on
    from grader.symptoms import settle
    from grader.verdict import Deviation

    blind = Deviation("rule", "R16.2", goes_on("a joker below the head's top"), "flow", "")
    valued = Deviation("rule", "R8.1", goes_on("a joker equal to the head's top"), "flow", "")
    settle([[blind, valued]])
    assert (blind.clause, blind.summary) == (
        "R16.2", goes_on("the reserve became the only card left"))
    assert valued.clause == "R10.2"
