"""End-to-end: the house rules (docs/house-rules.md H1-H3) in testing mode, each game written
out by the transcript writer under the same rule switches as the binary's `-rules` list, with
the key steps checked against the canonical game, where the same answers do something else.
"""

from __future__ import annotations

from hydra_run import run
from transcript import Transcript


def played(rules: str, game: Transcript, status: int = 1) -> None:
    result = run(["-testing", "-rules", rules], game.stdin)
    assert result.stdout == game.stdout
    assert result.status == status


def test_h1_the_word_cut_cuts_a_head_the_card_fits() -> None:
    game = Transcript(players=2, first_head="6H", cut_anytime=True)
    game.turn()
    game.hold("5H")  # fits head 1 (R7), yet H1.1 lets it cut
    assert game.move("cut", new_heads=("9C", "JD")) == "cut"
    game.turn()
    game.hold("Joker")  # H1.1: with a joker in hand too
    assert game.move("cut", new_heads=("4S", "KD")) == "cut"
    game.stop_at_turn()
    assert "\n4: 4S (1)\n5: KD (1)\n" in game.stdout
    played("cut-anytime", game)
    canonical = Transcript(players=2, first_head="6H")
    canonical.turn()
    canonical.hold("5H")
    assert canonical.move("cut") == "ignored"  # R19: a word is no move


def test_h1_the_oldest_head_number_places_when_the_card_fits_there() -> None:
    game = Transcript(players=2, first_head="6H", cut_anytime=True)
    game.turn()
    game.hold("KS")
    assert game.move("1", new_heads=("8D", "3C")) == "cut"  # fits nowhere: a cut (H1.3)
    game.turn()
    game.hold("2H")  # fits heads 2 and 3: choosing head 2, the oldest, places it (H1.3)
    assert game.move("2") == "placed"
    game.hold("9S")  # fits neither: head 3 is no cut (R14.4)
    assert game.move("3") == "ignored"
    game.hold("9S")
    assert game.move("2", new_heads=("5D", "6S")) == "cut"
    game.stop_at_turn()
    played("cut-anytime", game)


def test_h2_black_cards_go_up_red_cards_down() -> None:
    game = Transcript(players=2, first_head="6H", black_up=True)
    game.turn()
    game.hold("9S")  # black, above the 6: up (H2.2); one head, so the turn ends
    assert game.move("1") == "ended"
    game.turn()
    game.hold("5C")  # black, below the 9: fits nowhere, so choosing the oldest cuts (H2.5)
    assert game.move("1", new_heads=("10D", "4H")) == "cut"
    game.turn()
    game.hold("3D")  # red: down, on the 4 (H2.1)
    assert game.move("3") == "placed"
    game.hold("AC")  # a black ace goes anywhere (H2.3), here on the 10
    assert game.move("2") == "ended"
    game.stop_at_turn()
    played("red-down-black-up", game)
    canonical = Transcript(players=2, first_head="6H")
    canonical.turn()
    canonical.hold("9S")
    assert canonical.move("1", new_heads=("2D", "3D")) == "cut"  # R14: a 9 fits no 6


def test_h3_a_card_of_the_top_cards_suit_goes_on_at_any_value() -> None:
    game = Transcript(players=2, first_head="6H", suit_match=True)
    game.turn()
    game.hold("QH")  # hearts on hearts: any value (H3.1)
    assert game.move("1") == "ended"
    game.turn()
    game.hold("KS")  # no heart, above the queen: a cut
    assert game.move("1", new_heads=("Joker", "7C")) == "cut"
    game.turn()
    game.hold("9C")  # clubs on the 7C (H3.1); the 2J, a joker head, has no suit (H3.3)
    assert game.move("2") == "ignored"
    game.hold("9C")
    assert game.move("3") == "placed"
    game.hold("9D")  # 9 on the 9C: an equal value still ends the turn (H3.2)
    assert game.move("3") == "ended"
    game.stop_at_turn()
    played("suit-match", game)


def test_h4_house_rules_combine_with_the_readings() -> None:
    game = Transcript(players=2, first_head="6H", reserve_to_draw=True, suit_match=True,
                      black_up=True)
    game.turn()
    game.hold("10H")  # hearts on hearts (H3), although red goes down (H2)
    assert game.move("1") == "ended"
    game.turn()
    game.hold("JS")  # black goes up (H2)
    assert game.move("1") == "ended"
    game.turn()
    game.hold("2D")
    assert game.move("0") == "ignored"  # one head: no reserve (R12)
    game.hold("2D")
    assert game.move("1") == "ended"
    game.stop_at_turn()
    played("reserve-to-draw,suit-match,red-down-black-up", game)
