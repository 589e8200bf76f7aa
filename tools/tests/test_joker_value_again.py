"""A joker's value asked again in normal play (grader/joker_checks.py): after a value the
reference played, it is refused, a rule error named by the placement it makes; after one the
reference ignored, it is I3's accepted order, and the game goes on in step (the reference is
given the same move again, both sides the same value), not ended there."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.classify import VALUE_REFUSED
from grader import symptoms
from grader.normal_games import Tally, play_games
from grader.verdict import Deviation
from planted import builder
from quirks.combination import parse_spec


def games(spec: str, reference: str, count: int, seed: int = 1
          ) -> tuple[list[Deviation], Tally]:
    combination = parse_spec(spec)
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    tally = Tally()
    found = [d for _, devs in play_games(build, reference, count, seed=seed, tally=tally)
             for d in devs]
    return found, tally


def test_a_joker_value_the_reference_plays_asked_again_is_refused(reference: str) -> None:
    # a K on an ace, which the build refuses (it checks the range off by one): a rule error,
    # not I3's order, which it was taken for, the game ending there (zoo 5/30: missed; the
    # games of seed 37 announce a K on an ace)
    found, _ = games("joker-value-again.0,rule:joker-k-refused", reference, 4, seed=37)
    assert ("rule", "R10.2", "a joker on an ace" + VALUE_REFUSED) in {
        (d.kind, d.clause, d.summary) for d in found}, found


def test_a_build_asking_an_ignored_joker_value_again_plays_its_games_to_the_end(
        reference: str) -> None:
    # I3's order, nothing wrong: the games go on past every value the reference ignores
    # (eight games ended at the first such value made 1,669 moves; kept in step, 2,470)
    found, tally = games("joker-value-again.0", reference, 8)
    assert {(d.kind, d.clause) for d in found} == {("dialect", "R10.4")}, found
    assert tally.moves >= 2200, tally.moves


def test_a_transcript_played_live_gives_its_own_move_and_value_again() -> None:
    # played from a transcript against the live reference (grade.py: a build drawing its own
    # cards), the move kept is the transcript's next one, asked again, with its value; where
    # the transcript goes another way, the run ends there unjudged (an ace for value would
    # leave the transcript's next move to be played as a new one: false findings on a
    # development build)
    from collections import deque
    from types import SimpleNamespace

    import pytest
    from grader.expect import Step
    from grader.live import ScriptedGame
    from grader.verdict import Stop

    move = Step("move", b"19\n", None, 1, None, 0, "")  # type: ignore[arg-type]
    game = SimpleNamespace(script=deque([("19", "2", 40), ("3", None, 52)]), at_line=None)
    assert ScriptedGame._move_again(game, move) == ("19", "2")  # type: ignore[arg-type]
    assert list(game.script) == [("3", None, 52)]
    assert game.at_line == 40  # (what the build does next shows after that move's line)
    with pytest.raises(Stop):
        ScriptedGame._move_again(game, move)  # type: ignore[arg-type]


def test_the_game_that_seeks_announces_jokers_as_kings(reference: str) -> None:
    # a king fits only on an ace or a king, and the random player announces any value that
    # fits, so a build refusing a joker announced as a king was left to luck where normal
    # play alone grades it (zoo 20/36, 21/9, 5/30); the third game announces kings there
    combination = parse_spec("rule:joker-k-refused")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    runs = [devs for _, devs in play_games(build, reference, 3, seed=1)]
    symptoms.settle(runs)  # (a joker refused where plain cards of its action are not: R10.2)
    assert {(d.kind, d.clause) for devs in runs for d in devs} == {("rule", "R10.2")}, runs
