"""A win named in words no pattern reads, or not named at all (`Game over!`): the game that
ends where the reference declares a winner ended as the reference's did (a dialect, not the
last move's rule broken); one that ends cleanly where the reference goes on is judged as a win
declared there (not as the last move ending the game)."""

from __future__ import annotations

from conftest import ROOT
from grader.build_profile import Profile
from grader.builds import Build, find
from grader.classify import WIN_UNREAD
from grader.normal_games import play_games
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.summary import summarise
from grader.transcript import load
from planted import builder
from quirks.combination import parse_spec


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


def test_a_win_not_named_where_the_reference_wins_is_the_game_ended_alike(
        reference: str) -> None:
    # (a card below the head's top wins: it was named R7, "the build ends the game after it")
    found = _findings(_build("winner-words.2"), reference, "win-gen-s20036")
    assert found == [("dialect", "R18.1", WIN_UNREAD)], found
    # in normal play too (it was named R18.1, "another player wins")
    played = play_games(_build("winner-words.2"), reference, 2, seed=1)
    assert not [d for _, run in played for d in run if d.wrong], played
    assert [d for _, run in played for d in run if d.summary == WIN_UNREAD]


def test_a_win_not_named_where_the_reference_goes_on_is_a_win_declared(
        reference: str) -> None:
    # a win declared while a reserve is held, its words unread: R18.4, not R7
    found = _findings(_build("winner-words.2,rule:win-ignores-reserve"), reference,
                      "win-not-while-holding-reserve")
    assert [(kind, clause) for kind, clause, _ in found] == [("rule", "R18.4")], found
