"""How much normal play a grade plays. Some rule errors show only there and only after a rare
turn of the cards: a joker that keeps the value announced for it after its head is cut off
shows when that joker, reshuffled into its cutter's draw pile, is drawn for a new head, in one
game of two to four. A fixed handful of games leaves them to luck; a grade plays its games and
then more, up to NORMAL_ONLY_GAMES, until NORMAL_MOVES moves were played."""

from __future__ import annotations

from conftest import ZOO
from grader import fixed_clock, moves
from grader.build_profile import Profile
from grader.builds import Build, find
from grader.normal_games import Tally, play_games
from grader.pipeline import grade
from grader.request import GAMES, NORMAL_MOVES, NORMAL_ONLY_GAMES, NORMAL_ONLY_MOST, \
    GradeRequest, Options
from grader.summary import summarise
from planted import builder
from planted.variant import parse

# The planted bug (tools/variants/joker-cut-keeps-value.variant) with a deal in which the
# first four games of seed 1 never bring such a joker back, and a later one does.
KEEPS_VALUE = "joker-cut-keeps-value"
DEAL = ["-seed", "8"]


def keeps_value():
    build = find(str(builder.hydra(KEEPS_VALUE)))
    build.profile = Profile(args=["-testing", *DEAL])
    return build


def test_more_games_are_played_until_enough_moves(reference: str, monkeypatch) -> None:
    # the reference played as a build deals from the fixed clock, whatever a grade run earlier
    # in this process spared it (fixed_clock.keep_real_clock: its games would deal anew)
    monkeypatch.setattr(fixed_clock, "_real_clock", set())
    build = find(reference)
    build.profile = Profile(args=["-testing"])
    assert len(play_games(build, reference, 1, seed=7)) == 1
    tally = Tally()
    games = play_games(build, reference, 1, seed=7, tally=tally, until_moves=300, most=3)
    assert 2 <= len(games) <= 3 and (tally.moves >= 300 or len(games) == 3)
    assert all(not found for _, found in games)  # the reference agrees with itself


def test_games_played_side_by_side_are_the_games_played_one_at_a_time(reference: str) -> None:
    """Two at a time a batch may pass the moves sought: only the games one at a time would
    have played are kept, so the grade does not depend on -j."""
    build = keeps_value()
    alone, paired = (play_games(build, reference, 1, seed=1, until_moves=500, most=6, jobs=j)
                     for j in (1, 2))
    assert 2 <= len(alone) < 6  # more than the first game, fewer than all six
    assert [(n, [d.message for d in f]) for n, f in paired] == \
        [(n, [d.message for d in f]) for n, f in alone]


def test_a_joker_keeping_its_announced_value_is_found_by_a_grades_normal_play(
        reference: str, monkeypatch) -> None:
    # the third game's jokers announced as kings (moves.KINGS) bring such a joker back within
    # four games in every deal tried (seeds 8 to 13); without them, four games of this deal
    # miss it, and the games a grade plays on find it
    four = grade(GradeRequest(keeps_value(), [], options=Options(jobs=1, reference=reference),
                              probe=False, games=GAMES, normal_moves=0))
    assert [(f.clause, f.mode) for f in summarise(four).wrong] == [("R11.2", "normal")]
    monkeypatch.setattr(moves, "KINGS", 0)
    build = keeps_value()
    exactly = grade(GradeRequest(build, [], options=Options(jobs=1, reference=reference),
                                 probe=False, games=GAMES, normal_moves=0))
    assert len(exactly.games) == GAMES
    assert not summarise(exactly).wrong  # four games: the joker never comes back
    run = grade(GradeRequest(keeps_value(), [], options=Options(jobs=1, reference=reference),
                             probe=False))
    assert GAMES < len(run.games) <= NORMAL_ONLY_GAMES
    assert run.normal_moves >= NORMAL_MOVES or len(run.games) == NORMAL_ONLY_GAMES
    wrong = summarise(run).wrong
    assert [(f.kind, f.clause, f.mode) for f in wrong] == [("rule", "R11.2", "normal")], wrong


# a build graded by normal play alone whose games end early: each game soon meets a card that
# fits only the oldest head, which the build takes as a cut and refuses
SHORT_GAMES = "description: cut-while-fits, testing mode never on\ninclude: cut-while-fits\n" \
    "quirk: testing-never-on\n"


def test_normal_play_alone_plays_more_games_while_they_end_early(reference: str) -> None:
    build = find(str(builder.hydra("short-normal-games", variant=parse(SHORT_GAMES,
                                                                       "short-normal-games"))))
    build.profile = Profile(args=[], testing=False)
    run = grade(GradeRequest(build, [], options=Options(jobs=2, reference=reference),
                             probe=False))
    assert run.normal_only and NORMAL_ONLY_GAMES < len(run.games) <= NORMAL_ONLY_MOST
    assert run.normal_moves >= NORMAL_MOVES or len(run.games) == NORMAL_ONLY_MOST



def test_no_more_games_when_none_gets_to_a_move(reference: str) -> None:
    """A build that never asks for the player count (it prints without end) plays the games a
    grade must play, and none more: more games could only fail the same way."""
    build = Build("endless", str(ZOO / "endless.py"), Profile(args=[], testing=False))
    run = grade(GradeRequest(build, [], options=Options(jobs=2, reference=reference),
                             probe=False))
    assert run.normal_only and run.normal_moves == 0
    assert len(run.games) == NORMAL_ONLY_GAMES
