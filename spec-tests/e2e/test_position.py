"""End-to-end: -position (for the grader, docs/grader.md "Judging past a rule error"). A game
in testing mode starts at the turn of the player named, from the heads and piles given: the
table shows them as given, the turn's quota is the number of heads, and the rules go on from
there. A spec that does not describe a table, or -position without -testing, is a usage error.
"""

from __future__ import annotations

import pytest

from hydra_run import lines, run

SPEC = "2;3:AC:30,4:10C:2,5:KJ:1;17/0,32/2"


def test_a_game_starts_from_the_table_given() -> None:
    result = run(["-testing", "-position", SPEC], lines("", "8", "S", "5"))
    out = result.stdout.splitlines()
    assert out[:9] == ["", "Heads:", "3: AC (30)", "4: 10C (2)", "5: KJ (1)", "",
                       "Players:", "Player 1: 17 (17 draw, 0 discard)",
                       "Player 2: 34 (32 draw, 2 discard)"]
    assert "Player 2, it is your turn." in out
    # three heads: a quota of three, the first drawn from player 2's draw pile
    assert "Player 2: 33 (31 draw, 2 discard) + 1 in hand, 2 remaining, 0 in reserve" in out
    # 8S goes on the joker announced as K (head 5) and the turn goes on
    assert "5: 8S (2)" in out and out.count("Card value?") == 2


def test_the_rules_go_on_from_there() -> None:
    # the oldest head is an ace: a card on it is placed (R9), not a cut
    result = run(["-testing", "-position", SPEC], lines("", "8", "S", "3", "8", "S", "4"))
    assert "3: 8S (31)" in result.stdout


@pytest.mark.parametrize("args", [["-position", SPEC],
                                  ["-testing", "-position"],
                                  ["-testing", "-position", "2;3:AC:30;17/0"],
                                  ["-testing", "-position", "3;3:AC:30;17/0,1/1"],
                                  ["-testing", "-position", "1;3:AX:30;17/0,1/1"],
                                  ["-testing", "-position", "1;4:AC:3,3:2C:1;17/0,1/1"],
                                  ["-testing", "-position", "1;3:AC:0;17/0,1/1"]])
def test_a_position_that_describes_no_table_is_a_usage_error(args: list[str]) -> None:
    result = run(args, "")
    assert result.status == 2, args
    assert result.stdout == "" and "-position" in result.stderr
