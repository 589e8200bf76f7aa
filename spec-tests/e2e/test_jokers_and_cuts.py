"""End-to-end: jokers with valid and invalid values (R10, R11, R2.4), and cutting off a head
(R14, R15), including the strict-cut and reserve-to-draw readings (I1, I2).
"""

from __future__ import annotations

from hydra_run import lines, run
from transcript import Transcript

# Player 2 holds a joker over head 1 (6H). "7" does not fit a 6 and "Z" is no value: both plays
# are ignored and the move request repeats (display, card question, prompt). "6" fits as
# action 2: the turn ends and the head shows 6J. Player 1's 5D then goes on the 6J (5 < 6).
JOKER_IN = lines("2", "6", "H",
                 "", "Joker", "1", "7", "Joker", "1", "Z", "Joker", "1", "6",
                 "", "5", "D", "1")
JOKER_OUT = """\
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
Player 2, you are holding a Joker. Your move?
Joker value?

Heads:
1: 6H (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (53 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve

Card value?
Player 2, you are holding a Joker. Your move?
Joker value?

Heads:
1: 6H (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (53 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve

Card value?
Player 2, you are holding a Joker. Your move?
Joker value?

Heads:
1: 6J (2)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (53 draw, 0 discard)

Player 1, it is your turn.

Heads:
1: 6J (2)

Players:
Player 1: 52 (52 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve
Player 2: 53 (53 draw, 0 discard)

Card value?
Suit?
Player 1, you are holding a 5D. Your move?

Heads:
1: 5D (3)

Players:
Player 1: 52 (52 draw, 0 discard)
Player 2: 53 (53 draw, 0 discard)

Player 2, it is your turn.
"""


def test_r10_joker_with_invalid_then_valid_value() -> None:
    result = run(["-testing"], JOKER_IN)
    assert result.stdout == JOKER_OUT
    assert result.status == 1


def test_r10_joker_as_ace_is_universal_and_shown_as_aj() -> None:
    # Two heads after a cut (2: 3C, 3: 8D). Player 1 plays a joker as A on the 8D (action 1),
    # then a KH on that ace (action 3): the turn's two cards. Player 2 then plays a joker on
    # the 3C: as 4 it is ignored (4 > 3), as 2 it fits (action 1); a 9S on the KH completes
    # the quota.
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("KS")
    assert game.move("1", new_heads=("3C", "8D")) == "cut"
    game.turn()
    game.hold("Joker")
    assert game.move("3", joker="A") == "placed"
    game.hold("KH")
    assert game.move("3") == "ended"  # K on an ace: action 3; the quota is used up
    game.turn()
    game.hold("Joker")
    assert game.move("2", joker="4") == "ignored"
    game.hold("Joker")
    assert game.move("2", joker="2") == "placed"
    game.hold("9S")
    assert game.move("3") == "ended"
    game.stop_at_turn()
    for shown in ("3: AJ (2)", "3: KH (3)", "2: 2J (2)", "3: 9S (4)"):
        assert shown in game.stdout, shown
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1


def test_r10_joker_value_must_fit_the_chosen_head() -> None:
    # On a 3 the joker may be A, 2 or 3 (3 ends the turn); 4, K, 0, 11, "j" are ignored.
    game = Transcript(players=2, first_head="3S")
    game.turn()
    for bad in ("4", "K", "0", "11", "j", "1", ""):
        game.hold("Joker")
        assert game.move("1", joker=bad) == "ignored", bad
    game.hold("Joker")
    assert game.move("1", joker="3") == "ended"
    game.stop_at_turn()
    assert "1: 3J (2)" in game.stdout
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1


# Player 2's KS fits no head: choosing head 1 cuts it. The new heads are named Joker (it counts
# 2 and shows 2J, R11.2) and 8D, in that order (ids 2 and 3). Player 2 now has 51 draw cards
# (54 - hand - two heads) and 2 discards (the KS and the 6H).
CUT_IN = lines("2", "6", "H", "", "K", "S", "1", "Joker", "8", "D")
CUT_OUT = """\
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
Card value?
Suit?

Heads:
2: 2J (1)
3: 8D (1)

Players:
Player 1: 53 (53 draw, 0 discard)
Player 2: 53 (51 draw, 2 discard)

Player 1, it is your turn.
"""


def test_r15_cut_with_a_joker_as_new_head() -> None:
    result = run(["-testing"], CUT_IN)
    assert result.stdout == CUT_OUT
    assert result.status == 1


def test_r15_cut_of_a_long_head_moves_every_card_and_the_reserve() -> None:
    # Heads 2: 9C, 3: 8D. Player 1 builds head 2 up to 3 cards; player 2 keeps QH in the
    # reserve and cuts head 2 with a KC: the discard pile gets KC, QH and the 3 head cards.
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("KS")
    assert game.move("1", new_heads=("9C", "8D")) == "cut"
    game.turn()
    game.hold("7S")
    assert game.move("2") == "placed"
    game.hold("5S")
    assert game.move("2") == "ended"
    game.turn()
    assert "2: 5S (3)" in game.stdout
    game.hold("QH")
    assert game.move("0") == "reserve"
    game.hold("KC")
    assert game.move("2", new_heads=("10C", "JC")) == "cut"
    game.stop_at_turn()
    # Player 2: 51 draw - 2 drawn - 2 new heads = 47; discard 2 + KC + QH + 3 = 7.
    assert "Player 2: 54 (47 draw, 7 discard)" in game.stdout
    assert "3: 8D (1)\n4: 10C (1)\n5: JC (1)\n" in game.stdout
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1


def test_r14_cut_while_the_reserve_is_free_and_strict_cut_refusal() -> None:
    # Heads 2: 5C, 3: 3D; player 1 holds a 9S that fits neither, with the reserve free.
    def play(strict: bool) -> Transcript:
        game = Transcript(players=2, first_head="6H", strict_cut=strict)
        game.turn()
        game.hold("KS")
        assert game.move("1", new_heads=("5C", "3D")) == "cut"  # one head: allowed either way
        game.turn()
        game.hold("9S")
        return game

    canonical = play(strict=False)
    assert canonical.move("2", new_heads=("4S", "4H")) == "cut"
    canonical.stop_at_turn()
    assert run(["-testing"], canonical.stdin).stdout == canonical.stdout

    strict = play(strict=True)
    assert strict.move("2") == "ignored"  # I1: the reserve must be used first
    strict.hold("9S")
    assert strict.move("0") == "reserve"
    strict.hold("10S")
    assert strict.move("2", new_heads=("4S", "4H")) == "cut"  # the reserve is taken now
    strict.stop_at_turn()
    result = run(["-testing", "-rules", "strict-cut"], strict.stdin)
    assert result.stdout == strict.stdout
    assert result.status == 1


def test_r15_reserve_to_draw_makes_the_reserve_a_new_head() -> None:
    # Under reserve-to-draw the reserve goes on top of the draw pile before the new heads are
    # drawn: the first new head is the former reserve. Counts: the draw pile gets it back.
    game = Transcript(players=2, first_head="6H", reserve_to_draw=True)
    game.turn()
    game.hold("KS")
    assert game.move("1", new_heads=("5C", "3D")) == "cut"
    game.turn()
    game.hold("QS")
    assert game.move("0") == "reserve"
    game.hold("9S")
    assert game.move("2", new_heads=("QS", "4H")) == "cut"
    game.stop_at_turn()
    # Player 1: 53 - 2 drawn + 1 reserve back - 2 heads = 50 draw; discard 9S + 5C = 2.
    assert "Player 1: 52 (50 draw, 2 discard)" in game.stdout
    result = run(["-testing", "-rules", "reserve-to-draw"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1
