"""What testing mode and normal play tell together (grader/modes.py): a crash after a kind of
move that shows only in transcripts is a defect of the build's testing mode where normal play
carried such moves out again and again; a move after which normal play went another way at once
was not carried out, and does not count."""

from __future__ import annotations

from dataclasses import replace

from grader.build_profile import Profile
from grader.builds import find
from grader import fixed_clock, modes
from grader.count_marks import CAUSE
from grader.normal_games import Tally, play_games
from grader.verdict import Deviation
from planted import builder
from planted.variant import parse


def crash() -> Deviation:
    return Deviation("rule", "R16.2", "the build crashes after the reserve as the only card "
                     "left", "crash", "died of SIGSEGV", action="reserve")


def test_a_crash_after_moves_normal_play_carried_out_is_the_testing_modes() -> None:
    tally = Tally()
    tally.survived[("R16.2", "reserve")] = modes.SURVIVED
    renamed, kept = crash(), crash()
    modes.testing_only_crashes([renamed], tally)
    tally.survived[("R16.2", "reserve")] = modes.SURVIVED - 1
    modes.testing_only_crashes([kept], tally)
    assert (renamed.kind, renamed.clause) == ("testing-mode", "R23.1")
    assert (kept.kind, kept.clause) == ("rule", "R16.2")


def test_a_crash_a_count_difference_foretold_is_the_rule_error_of_the_counts() -> None:
    # the reserve not counted as one of the turn's cards (the cards still to draw one higher),
    # and the reserve not put away when it is the only card left: the turn goes on, and the
    # build draws from its empty draw pile and dies. Normal play put cards into the reserve
    # often and never met that end: the crash is still the counts' rule error, not testing
    # mode's (zoo 13/40)
    tally = Tally()
    tally.survived[("R12.2", "reserve")] = modes.SURVIVED
    foretold = Deviation("rule", "R12.2", "after a card into the reserve, the cards still to "
                         "draw differ", "crash", "died of SIGSEGV", action="reserve",
                         episode=CAUSE + "remaining+")
    modes.testing_only_crashes([foretold], tally)
    assert (foretold.kind, foretold.clause) == ("rule", "R12.2")


def test_a_crash_after_a_kind_of_move_normal_play_did_not_survive_is_kept() -> None:
    # a replacement drawn after every card into the reserve: where that left the reserve the
    # only card, the build draws from its empty piles and dies in a transcript. Normal play
    # went on after cards placed that left the reserve the only card, never after one put
    # into the reserve (zoo 17/12): the crash is the rule error's
    tally = Tally()
    tally.survived[("R16.2", "place")] = modes.SURVIVED
    kept = crash()
    modes.testing_only_crashes([kept], tally)
    assert (kept.kind, kept.clause) == ("rule", "R16.2")


RESERVE_PLAYED = "description: reserve-only-left-played\ninclude: reserve-only-left-played\n"


def test_a_move_after_which_the_game_went_another_way_was_not_carried_out(
        reference: str) -> None:
    # the build plays the reserve where it is the only card left (R16.2): every such move of
    # normal play is followed by that rule error, none was carried out as the reference's
    name = "reserve-played-alone"
    build = find(str(builder.hydra(name, variant=parse(RESERVE_PLAYED, name))))
    build.profile = Profile(args=["-testing"])
    tally = Tally()
    games = play_games(build, reference, 2, seed=1, tally=tally)
    assert any(d.clause == "R16.2" for _, devs in games for d in devs), games
    assert not any(n for (clause, _), n in tally.survived.items() if clause == "R16.2")
    assert tally.survived[("R7", "place")] > 0


def test_normal_play_seeks_the_kinds_of_move_transcripts_crashed_after(reference: str,
                                                                       monkeypatch) -> None:
    # a joker announced with a value that fits no action there: the random player seldom
    # does it, so whether normal play survived one was left to chance; where a transcript
    # crashed after one, a game seeks such moves (an honest build survives them: the crash is
    # its testing mode's)
    crashed = Deviation("rule", "R10.4", "the build crashes after a joker value that fits no "
                        "action there", "crash", "died of SIGSEGV", action="ignored")
    foretold = replace(crash(), episode=CAUSE + "remaining+")
    seek = frozenset(modes.crashes_to_seek([crashed, foretold]))
    assert seek == {("R10.4", "ignored")}
    # the reference played as a build deals from the fixed clock, whatever a grade run earlier
    # in this process spared it (fixed_clock.keep_real_clock: its games would deal anew)
    monkeypatch.setattr(fixed_clock, "_real_clock", set())
    build = find(reference)
    build.profile = Profile(args=["-testing"])
    tally = Tally()
    play_games(build, reference, 3, seed=1, max_moves=40, tally=tally, seek=seek)
    assert tally.survived[("R10.4", "ignored")] >= modes.SURVIVED
    modes.testing_only_crashes([crashed], tally)
    assert (crashed.kind, crashed.clause) == ("testing-mode", "R23.1")
