"""A win named in words no pattern reads, or not named at all (`Game over!`): the game that
ends where the reference declares a winner ended as the reference's did (a dialect, not the
last move's rule broken); one that ends cleanly where the reference goes on is judged as a win
declared there (not as the last move ending the game)."""

from __future__ import annotations

from conftest import graded_combination
from grader.builds import find
from grader.classify import WIN_UNREAD
from grader.normal_games import play_games
from planted import builder
from quirks.combination import parse_spec


def _findings(spec: str, reference: str, name: str) -> list[tuple[str, str, str]]:
    return [(f.kind, f.clause, f.summary) for f in graded_combination(spec, [name], reference)
            if f.wrong or f.kind == "dialect"]


def test_a_win_not_named_where_the_reference_wins_is_the_game_ended_alike(
        reference: str) -> None:
    # (a card below the head's top wins: it was named R7, "the build ends the game after it")
    found = _findings("winner-words.2", reference, "win-gen-s20036")
    assert found == [("dialect", "R18.1", WIN_UNREAD)], found
    # in normal play too (it was named R18.1, "another player wins")
    combination = parse_spec("winner-words.2")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    played = play_games(build, reference, 2, seed=1)
    assert not [d for _, run in played for d in run if d.wrong], played
    assert [d for _, run in played for d in run if d.summary == WIN_UNREAD]


def test_a_win_not_named_where_the_reference_goes_on_is_a_win_declared(
        reference: str) -> None:
    # a win declared while a reserve is held, its words unread: R18.4, not R7
    found = _findings("winner-words.2,rule:win-ignores-reserve", reference,
                      "win-not-while-holding-reserve")
    assert [(kind, clause) for kind, clause, _ in found] == [("rule", "R18.4")], found
