"""End-to-end: the command line (R25). Help on stdout with status 0; unknown flags, missing or
bad flag values and unknown rule names give the usage on stderr with status 2 and start no
game; flags combine in any order; -seed reproduces a shuffle.
"""

from __future__ import annotations

import pytest

from hydra_run import lines, run


@pytest.mark.parametrize("flag", ["-h", "--help"])
def test_r25_help(flag: str) -> None:
    result = run([flag], "2\n")
    assert result.status == 0
    assert "usage" in result.stdout.lower()
    for option in ("-testing", "-seed", "-rules", "strict-cut", "reserve-to-draw"):
        assert option in result.stdout, option
    assert not result.stdout.startswith("How many players?") and "Heads:" not in result.stdout
    assert result.stderr == ""


def test_r25_help_wins_over_other_flags() -> None:
    result = run(["-testing", "-h"], "")
    assert result.status == 0 and "usage" in result.stdout.lower()


@pytest.mark.parametrize("args", [["-x"], ["--testing"], ["testing"], ["-testing", "-v"],
                                  ["-seed"], ["-seed", "abc"], ["-seed", "-1"],
                                  ["-rules"], ["-rules", "nope"], ["-rules", "strict-cut,nope"],
                                  ["-help"]])
def test_r25_bad_command_line_is_a_usage_error(args: list[str]) -> None:
    result = run(args, "2\n")
    assert result.status == 2, args
    assert result.stdout == "", "no game may start"
    assert "usage" in result.stderr.lower()


def test_r25_flags_combine_in_any_order() -> None:
    stdin = lines("2", "6", "H", "", "K", "S", "1", "9", "C", "8", "D")
    outputs = {run(args, stdin).stdout for args in (
        ["-testing", "-rules", "strict-cut"],
        ["-rules", "strict-cut", "-testing"],
        ["-seed", "3", "-testing", "-rules", "strict-cut,reserve-to-draw"],
    )}
    assert len(outputs) == 1
    assert outputs.pop().endswith("Player 1, it is your turn.\n")


def test_r25_the_seed_reproduces_the_shuffle() -> None:
    stdin = lines("3", "", "1", "0", "", "1", "")
    first = run(["-seed", "42"], stdin)
    again = run(["-seed", "42"], stdin)
    other = run(["-seed", "43"], stdin)
    assert first.stdout == again.stdout
    assert first.stdout != other.stdout
    assert first.stdout.startswith("How many players?\n\nHeads:\n1: ")
