"""End-to-end: the first turn, a full turn with the reserve and a swap, and ignored moves, each
written out line by line from the protocol (R20-R23, with R5, R7, R12, R13, R17, R19).
Each game ends by running out of input at a known prompt (R24.2: status 1, a line on stderr).
"""

from __future__ import annotations

from hydra_run import lines, run
from transcript import Transcript

FIRST_TURN_OUT = """\
How many players?
Card value?
Suit?

Heads:
1: 6H (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 54 (54 draw, 0 discard)

Player 2, it is your turn.

Heads:
1: 6H (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (53 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve

Card value?
Suit?
Player 2, you are holding a 5H. Your move?

Heads:
1: 5H (2)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (53 draw, 0 discard)

Player 1, it is your turn.
"""


def test_r22_first_turn() -> None:
    result = run(["-testing"], lines("2", "6", "H", "", "5", "H", "1"))
    assert result.stdout == FIRST_TURN_OUT
    assert result.status == 1
    assert result.stderr.strip() != ""


def test_r22_first_turn_matches_the_transcript_writer() -> None:
    # The hand-written text above and the transcript writer must agree: a check of the writer
    # that the longer games below rely on.
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("5H")
    assert game.move("1") == "ended"
    game.stop_at_turn()
    assert game.stdout == FIRST_TURN_OUT
    assert game.stdin == lines("2", "6", "H", "", "5", "H", "1")


# Player 2 cuts head 1 with a king (new heads 9C and 8D); player 1 then plays a full turn of
# two cards: AS into the reserve, QD drawn, swapped for AS, AS placed on 9C. The turn is then
# over (two cards: the reserve and the placement), and QD goes from the reserve to the discard.
RESERVE_SWAP_IN = lines("2", "6", "H",
                        "", "K", "S", "1", "9", "C", "8", "D",
                        "", "A", "S", "0", "Q", "D", "0", "A", "S", "2")
RESERVE_SWAP_OUT = """\
How many players?
Card value?
Suit?

Heads:
1: 6H (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 54 (54 draw, 0 discard)

Player 2, it is your turn.

Heads:
1: 6H (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (53 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve

Card value?
Suit?
Player 2, you are holding a KS. Your move?
Card value?
Suit?
Card value?
Suit?

Heads:
2: 9C (1)
3: 8D (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (51 draw, 2 discard)

Player 1, it is your turn.

Heads:
2: 9C (1)
3: 8D (1)

Players:
Player 1: 52 (52 draw, 0 discard) + 1 in hand, 1 remaining, 0 in reserve
Player 2: 53 (51 draw, 2 discard)

Card value?
Suit?
Player 1, you are holding a AS. Your move?

Heads:
2: 9C (1)
3: 8D (1)

Players:
Player 1: 51 (51 draw, 0 discard) + 1 in hand, 0 remaining, 1 in reserve
Player 2: 53 (51 draw, 2 discard)

Card value?
Suit?
Player 1, you are holding a QD. Your move?

Heads:
2: 9C (1)
3: 8D (1)

Players:
Player 1: 51 (51 draw, 0 discard) + 1 in hand, 0 remaining, 1 in reserve
Player 2: 53 (51 draw, 2 discard)

Card value?
Suit?
Player 1, you are holding a AS. Your move?

Heads:
2: AS (2)
3: 8D (1)

Players:
Player 1: 52 (51 draw, 1 discard)
Player 2: 53 (51 draw, 2 discard)

Player 2, it is your turn.
"""


def test_r12_r13_full_turn_with_reserve_and_swap() -> None:
    result = run(["-testing"], RESERVE_SWAP_IN)
    assert result.stdout == RESERVE_SWAP_OUT
    assert result.status == 1


def test_r19_ignored_moves_repeat_the_whole_move_request() -> None:
    # After the cut (heads 2: 5C, 3: 9D), player 1 holds an 8S. Ignored, in turn: a retired head
    # (1), a head past the last (4), the oldest head, where 8S does not fit although it fits
    # head 3 (so no cut, R14.3), then text, a negative number, a decimal and an empty line.
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("KS")
    assert game.move("1", new_heads=("5C", "9D")) == "cut"
    game.turn()
    for attempt in ("1", "4", "2", "three", "-3", "3.0", ""):
        game.hold("8S")
        assert game.move(attempt) == "ignored", attempt
    game.hold("8S")
    assert game.move(" 3 ") == "placed"
    game.hold("7S")
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1
    # The repeated request is the display, the card questions and the prompt: nothing else.
    assert "invalid" not in result.stdout.lower()
    assert result.stdout.count("Player 1, you are holding a 8S. Your move?") == 8


def test_r19_zero_with_one_head_is_ignored() -> None:
    game = Transcript(players=3, first_head="2D")
    game.turn()
    game.hold("9S")
    assert game.move("0") == "ignored"  # one head: no reserve (R12.3)
    game.hold("2S")
    assert game.move("1") == "ended"  # 2 on 2: action 2
    game.stop_at_turn()
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1


def test_r8_ace_on_ace_ends_the_turn_with_cards_still_due() -> None:
    # Heads 2: AD, 3: 9C after the cut. Player 1 must play two cards; an AS on the AD is
    # action 2 and ends the turn at once: the second card is never drawn (52 draw cards stay).
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("KS")
    assert game.move("1", new_heads=("AD", "9C")) == "cut"
    game.turn()
    game.hold("AS")
    assert game.move("2") == "ended"
    game.stop_at_turn()
    assert "2: AS (2)\n3: 9C (1)\n\nPlayers:\nPlayer 1: 52 (52 draw, 0 discard)\n" in game.stdout
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1
