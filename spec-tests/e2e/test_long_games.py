"""End-to-end: whole games played to the end in testing mode. A win by placement with a card
still to play (R18.1-R18.2), a win by cutting ("win by losing", R18.3), and reshuffles of the
discard pile in the middle of a turn and while new heads are made (R6, R15.4).

The games follow fixed patterns, so the expected counts can be reasoned out by hand; the
comments give that reasoning and the tests check the key lines literally before comparing the
whole output with the transcript writer's.
"""

from __future__ import annotations

from hydra_run import lines, run
from transcript import Transcript


def two_head_game() -> Transcript:
    """Player 2 cuts head 1 (6H) with a KS: heads 2: 2C and 3: QD. Then every turn is the same
    two cards on head 3: an AC (lower than its top, action 1) and a 3C on that ace (action 3),
    after which the quota of two is used up. Head 2 (2C) stays the single-card oldest head.
    Player 1 has 53 cards and plays 2 a turn: after 26 turns one card is left. Player 2 has 51
    draw + 2 discard after the cut: in their 26th turn the draw pile runs out after the first
    card and the discard pile (the KS and the 6H) is reshuffled for the second.
    Returns the game at player 1's 27th turn, holding nothing yet (the last card drawn)."""
    game = Transcript(players=2, first_head="6H")
    game.turn()
    game.hold("KS")
    assert game.move("1", new_heads=("2C", "QD")) == "cut"
    for _ in range(26):
        for _player in (1, 2):
            game.turn()
            game.hold("AC")
            assert game.move("3") == "placed"
            game.hold("3C")
            assert game.move("3") == "ended"
    game.turn()
    assert game.current == 0 and game.remaining == 1
    return game


def test_r6_reshuffle_in_the_middle_of_a_turn() -> None:
    game = two_head_game()
    game.hold("AC")
    assert game.move("3") == "won"
    out = game.stdout
    # Player 2's 26th turn: the last draw card in hand, then the reshuffled discard pile.
    assert "Player 2: 2 (0 draw, 2 discard) + 1 in hand, 1 remaining, 0 in reserve\n" in out
    assert "Player 2: 1 (1 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve\n" in out
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 0


def test_r18_win_by_placement_with_a_card_left_to_play() -> None:
    game = two_head_game()
    game.hold("AC")
    assert game.move("3") == "won"
    # The winning request: the last card in hand, one card still due this turn.
    assert game.stdout.endswith(
        "Player 1: 0 (0 draw, 0 discard) + 1 in hand, 1 remaining, 0 in reserve\n"
        "Player 2: 1 (1 draw, 0 discard)\n\n"
        "Card value?\nSuit?\n"
        "Player 1, you are holding a AC. Your move?\n"
        "Player 1 wins!\n")
    # Answers after the win must not be read: the output and status stay the same.
    result = run(["-testing"], game.stdin + lines("", "5", "H", "1", "garbage"))
    assert result.stdout == game.stdout
    assert result.status == 0


def test_r18_win_by_losing() -> None:
    # The last card, a 9S, fits neither the 2C (oldest, one card) nor the 3C: choosing head 2
    # cuts it. The 9S and the 2C go to the empty discard pile, are reshuffled, and become the
    # two new heads (named 4D and 5D by the tester): player 1 has no card left and wins.
    game = two_head_game()
    game.hold("9S")
    assert game.move("2", new_heads=("4D", "5D")) == "won"
    assert game.stdout.endswith(
        "Player 1, you are holding a 9S. Your move?\n"
        "Card value?\nSuit?\nCard value?\nSuit?\n"
        "Player 1 wins!\n")
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 0


def test_r18_no_win_by_losing_under_strict_cut() -> None:
    # Same position under strict-cut: the cut is refused while the reserve is free, so the 9S
    # goes into the reserve. Nothing is left to draw: the reserve goes to the discard pile and
    # the turn ends (R16.2); player 1 still owns that card.
    game = two_head_game()
    game.strict_cut = True
    game.hold("9S")
    assert game.move("2") == "ignored"
    game.hold("9S")
    assert game.move("0") == "ended"
    game.stop_at_turn()
    assert "Player 1: 1 (0 draw, 1 discard)\n" in game.stdout
    result = run(["-testing", "-rules", "strict-cut"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1


HEAD_NAMES = [f"{value}{suit}" for suit in "SHCD" for value in
              ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")]


def test_r15_reshuffle_while_making_new_heads() -> None:
    # Every turn is a KS that fits no head (no head is an ace or a king): a cut, which takes
    # 3 draw cards (the hand and two new heads) and discards 2 (the hand and a one-card head).
    # Player 1 (53 cards) starts their 18th turn with 2 draw cards and 34 discards: the hand
    # and the first new head take the last two, and the second new head comes from the 36
    # reshuffled discards, leaving 35. Player 2 (54) ends their 18th turn with 0 draw and 36
    # discards, so their 19th turn starts with a reshuffle. 36 cuts make 37 heads.
    game = Transcript(players=2, first_head="6H")
    names = iter(HEAD_NAMES * 2)
    for _ in range(36):
        game.turn()
        game.hold("KS")
        assert game.move(str(game.heads[0].id), new_heads=(next(names), next(names))) == "cut"
    game.turn()
    game.hold("KS")
    out = game.stdout
    assert "Player 1: 35 (35 draw, 0 discard)\nPlayer 2: 36 (0 draw, 36 discard)\n" in out
    assert "Player 2: 35 (35 draw, 0 discard) + 1 in hand, 36 remaining, 0 in reserve\n" in out
    assert "\n73: " in out and "\n37: " in out and "\n36: " not in out.split("Player 2, it is")[-1]
    result = run(["-testing"], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == 1
