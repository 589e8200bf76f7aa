"""End-to-end: garbage and end of input at every kind of prompt (R24, R23.2, R22.1). Garbage
re-asks the same prompt; end of input ends the program with one line on stderr, status 1, and
nothing more on stdout.
"""

from __future__ import annotations

import pytest

from hydra_run import Run, lines, run
from transcript import Transcript


def assert_input_ended(result: Run, expected_stdout: str) -> None:
    assert result.stdout == expected_stdout
    assert result.status == 1
    assert result.stderr.count("\n") == 1 and result.stderr.strip() != "", result.stderr


# --- How many players? ---------------------------------------------------------------------

def test_r24_end_of_input_at_player_count() -> None:
    assert_input_ended(run(["-testing"], ""), "How many players?\n")


@pytest.mark.parametrize("garbage", ["abc", "1", "0", "-2", "2.5", "two", "2 players", "+2",
                                     "", "99999999999999999999"])
def test_r24_garbage_at_player_count_asks_again(garbage: str) -> None:
    result = run(["-testing"], lines(garbage, " 3 "))
    assert_input_ended(result, "How many players?\n" * 2 + "Card value?\n")


def test_r24_player_count_without_final_newline_is_read() -> None:
    assert_input_ended(run(["-testing"], "2"), "How many players?\nCard value?\n")


# --- Card value? / Suit? (testing mode) -----------------------------------------------------

def test_r23_garbage_card_value_repeats_only_that_question() -> None:
    result = run(["-testing"], lines("2", "1", "11", "joker", "a", "Jack", "", "7"))
    assert_input_ended(result, "How many players?\n" + "Card value?\n" * 7 + "Suit?\n")


def test_r23_garbage_suit_repeats_only_that_question() -> None:
    game = Transcript(players=2, first_head="7S")
    game.stop_at_turn()
    stdin = lines("2", "7", "s", "Spades", "X", "", "S")
    expected = game.stdout.replace("Suit?\n", "Suit?\n" * 5, 1)
    assert_input_ended(run(["-testing"], stdin), expected)


def test_r23_answers_may_carry_spaces_tabs_and_carriage_returns() -> None:
    game = Transcript(players=2, first_head="10D")
    game.stop_at_turn()
    assert_input_ended(run(["-testing"], "2\r\n\t10 \r\n D\r\n"), game.stdout)


def test_r24_end_of_input_at_card_value_and_at_suit() -> None:
    assert_input_ended(run(["-testing"], lines("2")), "How many players?\nCard value?\n")
    assert_input_ended(run(["-testing"], lines("2", "Q")),
                       "How many players?\nCard value?\nSuit?\n")


def test_r24_end_of_input_at_card_questions_for_new_heads() -> None:
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("KS")
    stdin = game.stdin + lines("1", "9")
    expected = game.stdout + "Card value?\nSuit?\n"
    assert_input_ended(run(["-testing"], stdin), expected)


# --- it is your turn. -----------------------------------------------------------------------

def test_r22_any_line_answers_the_turn_prompt() -> None:
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("5H")
    stdin = game.stdin.replace("H\n\n5\n", "H\nwhatever 12 0\n5\n", 1)
    assert stdin != game.stdin
    assert_input_ended(run(["-testing"], stdin), game.stdout)


def test_r24_end_of_input_at_turn_prompt() -> None:
    game = Transcript(players=2, first_head="6H")
    game.stop_at_turn()
    assert_input_ended(run(["-testing"], lines("2", "6", "H")), game.stdout)


# --- Your move? / Joker value? --------------------------------------------------------------

@pytest.mark.parametrize("garbage", ["x", "", "1.0", "-1", "0x1", "1 1", "99999999999999999999"])
def test_r19_garbage_move_repeats_the_request(garbage: str) -> None:
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("5H")
    assert game.move(garbage) == "ignored"
    game.hold("5H")
    assert_input_ended(run(["-testing"], game.stdin), game.stdout)


def test_r24_end_of_input_at_move() -> None:
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("5H")
    assert_input_ended(run(["-testing"], game.stdin), game.stdout)


def test_r24_end_of_input_at_joker_value() -> None:
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("Joker")
    stdin = game.stdin + lines("1")
    assert_input_ended(run(["-testing"], stdin), game.stdout + "Joker value?\n")


@pytest.mark.parametrize("garbage", ["", "Joker", "1", "14", "seven", "a", "5 5"])
def test_r10_garbage_joker_value_is_an_ignored_play(garbage: str) -> None:
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("Joker")
    assert game.move("1", joker=garbage) == "ignored"
    game.hold("Joker")
    assert_input_ended(run(["-testing"], game.stdin), game.stdout)


def test_r24_end_of_input_in_a_seeded_game_without_testing_mode() -> None:
    result = run(["-seed", "5"], lines("2", ""))
    assert result.status == 1
    assert result.stdout.startswith("How many players?\n\nHeads:\n1: ")
    assert result.stdout.endswith("Your move?\n")
    assert result.stderr.strip() != ""
