"""A build whose turn line the grader cannot read (its own words) and does not wait at: in
normal play its next player's move request comes where the reference shows that player's turn
line. The course is the same (the turn passed to that player); the line is a dialect, not a
rule error, and the game goes on (grader/normal.py `NO_TURN_LINE`). Before, every game ended
there with a false rule R22, a move asked where the reference asks for the turn line."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import Build
from grader.normal import NO_TURN_LINE
from grader.normal_games import Tally, play_games
from planted import builder
from quirks.combination import parse_spec


def test_a_turn_line_the_grader_cannot_read_is_no_rule_error(reference: str) -> None:
    combination = parse_spec("turn-words.0,no-turn-line")  # `--- Player 2 ---`, not read
    path = builder.hydra(combination.name, 2, combination.variant())
    build = Build("unread-turn-line", str(path), Profile(args=["-testing"], turn_line="no"))
    tally = Tally()
    games = play_games(build, reference, 2, seed=1, max_moves=200, tally=tally)
    found = [d for _, devs in games for d in devs]
    assert not [d for d in found if d.kind == "rule"], [(d.clause, d.summary) for d in found]
    assert NO_TURN_LINE in [d.summary for d in found] and tally.moves >= 300
