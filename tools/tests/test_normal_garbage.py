"""Normal play types garbage as a move once in each game (normal.GARBAGE_AT): a build that reads
a move that is not a number as 0 (`cin >> n` failing) shows robustness R24.1 there, named as
in testing mode and not as a count that differs for a while, and the game goes on after it; the
reference itself asks the move again and shows nothing."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.normal_games import play_games
from planted import builder
from planted.variant import parse

AS_ZERO = """description: a move that is not a number is read as 0
edit: reference/cli/move_answer.cc
<<<<<<< search
  std::optional<int> number = parseNumber(answer, kMaxMoveNumber);
=======
  std::optional<int> number = parseNumber(answer, kMaxMoveNumber);
  if (!number) number = 0;
>>>>>>> replace
"""


def test_garbage_taken_as_a_move_in_normal_play_is_a_robustness_error(reference: str) -> None:
    name = "normal-garbage-as-zero"
    build = find(str(builder.hydra(name, variant=parse(AS_ZERO, name))))
    build.profile = Profile(args=["-testing"])
    games = play_games(build, reference, 2, seed=1)
    for _, found in games:
        wrong = [(d.kind, d.clause, d.summary) for d in found if d.wrong]
        assert [w[:2] for w in wrong] == [("robustness", "R24.1")], wrong
        assert "taken as a valid one" in wrong[0][2]


def test_the_reference_asks_the_garbage_move_again(reference: str) -> None:
    games = play_games(find(reference), reference, 2, seed=1)
    assert all(not any(d.wrong for d in found) for _, found in games)
