"""The probe's opening (grader/opening.py): a question in words no pattern foresees is learned
as the reference's question asked where the build asks it, with the player and the card it
names in any value; a question that says it is the build's own is left to trial answers; a
build that waits with nothing printed since a card's answer reads its move with no prompt.
Normal play learns a move request in words of the build's own where it waits at a line naming
the player shown holding a card, and a card."""

from __future__ import annotations

import re

from conftest import ZOO
from grader.opening import Opening, _kind_of_unknown, opening
from grader.prompts import PromptMatcher, learned_pattern, own_question


def test_questions_in_unknown_words_are_learned_where_the_build_asks_them() -> None:
    start = opening(str(ZOO / "own_words.py"), ["-testing"], "Joker")
    assert start.moved and start.extras == []
    assert sorted(kind for kind, _ in start.learned) == ["card", "move", "players", "turn"]
    matcher = PromptMatcher.build(start.learned, [])
    assert matcher.match("Players?").kind == "players"
    assert matcher.match("Rank of the card:").kind == "card"
    turn = matcher.match("--- Player 3 ---")
    assert (turn.kind, turn.player) == ("turn", 3)
    move = matcher.match("Player 4 holds 10H. Play:")
    assert (move.kind, move.player, move.card) == ("move", 4, "10H")


def test_a_learned_pattern_keeps_the_words_and_frees_the_numbers_and_the_card() -> None:
    pattern = learned_pattern("move", "Player 1, which head for your KS (1-4)?")
    found = re.search(pattern, "Player 2, which head for your Joker (1-7)?", re.IGNORECASE)
    assert found and found.group("player") == "2" and found.group("card") == "Joker"
    assert not re.search(pattern, "Player 2, which suit for your KS (1-4)?", re.IGNORECASE)
    assert learned_pattern("players", "Players (2-6)?") == r"^Players\ \(\d+\-\d+\)\?\s*$"


def test_a_move_request_naming_more_than_one_card_names_the_first_as_the_card_in_hand(
        ) -> None:
    # (two named groups `card`: the pattern did not compile, and the grade ended in a
    # traceback at a build whose question showed a head's top too)
    pattern = learned_pattern("move", "Player 1 holds KS (top of head 2: 5H). Play:")
    found = re.search(pattern, "Player 2 holds 7C (top of head 2: QD). Play:", re.IGNORECASE)
    assert found and found.group("card") == "7C"


def test_a_card_with_its_suit_as_a_symbol_is_freed_in_a_learned_pattern_too() -> None:
    # (kept word for word, `J♢` made the learned move request match that card alone: every
    # later move request went unrecognised, and the build could not be driven)
    pattern = learned_pattern("move", "Player 2 (card: J\u2662), your move?")
    found = re.search(pattern, "Player 3 (card: 10\u2661), your move?", re.IGNORECASE)
    assert found and found.group("player") == "3" and found.group("card") == "10\u2661"


def test_a_question_that_says_it_is_the_builds_own_is_answered_by_trial() -> None:
    assert own_question("How many cards should each player have? (1-54)")
    assert own_question("Use house rules?") and own_question("Continue? (y/n)")
    assert not own_question("Players?") and not own_question("Player 2 holds Joker. Play:")
    # a menu's numbered choice is the build's own; a range of heads in a move request is not
    assert own_question("1. Play  2. Quit") and own_question("Choose: 1) new game 2) quit")
    assert not own_question("Player 2, you are holding a KS. Enter a head (1-1) or 0:")


def test_an_unknown_question_is_the_first_not_yet_asked_a_move_where_it_names_a_card() -> None:
    # a build that draws its first head itself: after the player count come its turn line and
    # its move request, both in words of its own
    start = Opening()
    assert _kind_of_unknown(start, "--- Player 2 ---", {"players"}) == "turn"
    assert _kind_of_unknown(start, "Player 2 holds Joker. Play:", {"players"}) == "move"
    start.native.add("turn")  # (the build shows its turn line in words known: not that)
    assert _kind_of_unknown(start, "--- Player 2 ---", {"players"}) == "card"


# the holding prompt between two rounds of card questions, reading nothing; the move read with
# no prompt after the second round; the holding prompt worded `Player 2 holds KS. Play:`
HOLDS = "cards-after-holding,holding-words.1"


def _variant(spec: str) -> str:
    from planted import builder
    from quirks.combination import parse_spec
    combination = parse_spec(spec)
    return str(builder.hydra(combination.name, 2, combination.variant()))


def test_a_move_read_with_no_prompt_is_reached_not_learned_from_the_last_question() -> None:
    found = opening(_variant(HOLDS), ["-testing"], "Joker", [], [])
    assert found.moved and not found.learned and not found.why, found


def test_normal_play_learns_a_move_request_in_the_builds_words(reference: str) -> None:
    # testing mode never shows it as one (it reads nothing there); normal play names the king
    # refused on an ace (R9) instead of stopping at a question it does not know
    from grader.build_profile import Profile
    from grader.builds import find
    from grader.normal_games import play_games
    build = find(_variant(HOLDS + ",rule:king-not-on-ace"))
    build.profile = Profile(args=["-testing"])
    found = [d for _, devs in play_games(build, reference, 2, seed=1) for d in devs]
    assert {d.clause for d in found if d.wrong} == {"R9"}, found


def test_an_answer_that_sends_the_build_back_to_the_player_count_is_tried_again() -> None:
    # `Start a game with that many players? (y/n)` answered `n` (what a yes/no question of the
    # build's own gets first) asks the count again, for ever: the answer is tried with `y`
    found = opening(_variant("startup-confirm.0"), ["-testing"], "Joker", [], [])
    assert found.moved and not found.why, found
    assert [answer for _, answer in found.extras] == ["y"], found.extras


def test_a_players_name_is_the_name_the_reference_gives_that_player() -> None:
    found = opening(_variant("player-names.1"), ["-testing"], "Joker", [], [])
    assert found.moved and not found.why, found
    matcher = PromptMatcher.build([], found.extras)
    for number in (1, 2, 7):
        asked = matcher.match(f"Name of player{number}:")
        assert (asked.kind, asked.answer) == ("extra", f"Player {number}"), asked


def test_a_card_question_naming_the_card_is_learned_though_asked_otherwise_elsewhere() -> None:
    # the heads' cards asked as `Enter the card for the new head:`, the card in hand with
    # `Card value?`: taken for the suit (a build was thought to word a question one way), no
    # transcript could be driven
    found = opening(_variant("head-card-words.0"), ["-testing"], "Joker", [], [])
    assert found.moved and not found.why, found
    assert [kind for kind, _ in found.learned] == ["card"], found.learned


ASKS_CARDS_TWICE = """#!/bin/sh
echo 'How many players?'; read n
printf '\\nHeads:\\n1: 7H (1)\\n\\nPlayers:\\nPlayer 1: 53 (53 draw, 0 discard)\\n'
echo 'Player 2: 53 (53 draw, 0 discard) + 1 in hand, 0 remaining, 0 in reserve'
echo 'Player 2, it is your turn.'; read t
v=
while [ "$v" != joker ]; do echo 'Card value?'; read v || exit 1; done
echo 'Player 2 holds Joker. Play:'
echo 'Card value?'; read v; echo 'Suit?'; read s
echo 'Your move?'; read m
"""


def test_a_joker_word_is_taken_where_a_line_names_it_held_whatever_is_asked_next(
        tmp_path) -> None:
    # (a build drawing its first head asks the card in hand twice, its holding line between,
    # read by no question: the card asked again right after the joker was taken for the joker
    # refused, every word for it failed, and `Joker`, refused for ever, stopped every run at
    # the card questions: a false R23.2 on 625 transcripts, stress 220/0)
    folder = tmp_path / "build"
    folder.mkdir()
    (folder / "hydra").write_text(ASKS_CARDS_TWICE)
    (folder / "hydra").chmod(0o755)  # (run from a copy the sandbox user can reach)
    assert opening(str(folder / "hydra"), [], "joker").joker_ok
    assert not opening(str(folder / "hydra"), [], "Joker").joker_ok
