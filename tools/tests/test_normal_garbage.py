"""Garbage typed once in normal play (grader/moves.py GARBAGE, in game normal_games
.GARBAGE_GAME): a build graded by normal play alone shows how it handles an invalid answer
too. The reference ignores it and asks again; a build that acts on it has an input-handling
defect (robustness R24.1), never a rule error, and a build that asks again has none."""

from __future__ import annotations

import pytest

from grader.build_profile import Profile
from grader.builds import find
from grader.normal_games import GARBAGE_GAME, play_games
from planted import builder
from planted.variant import parse

AS_ZERO = """description: a move that is not a number read as 0, normal play only
edit: reference/cli/move_answer.cc
<<<<<<< search
  std::optional<int> number = parseNumber(answer, kMaxMoveNumber);
=======
  std::optional<int> number = parseNumber(answer, kMaxMoveNumber);
  if (!number) number = 0;
>>>>>>> replace
"""


@pytest.mark.parametrize("variant, found", [(AS_ZERO, [("robustness", "R24.1")]), (None, [])])
def test_garbage_typed_at_a_move_in_normal_play_is_judged_as_input_handling(
        reference: str, variant: str | None, found: list) -> None:
    name = "normal-garbage-as-zero"
    build = find(str(builder.hydra(name, variant=parse(variant, name)))) if variant else \
        find(reference)  # (the reference itself asks again)
    build.profile = Profile(args=[])
    games = play_games(build, reference, GARBAGE_GAME + 1, seed=1)
    wrong = [(d.kind, d.clause) for _, devs in games for d in devs if d.wrong]
    assert wrong == found, wrong
    assert all(not devs for name, devs in games[:GARBAGE_GAME])  # (the garbage game only)
