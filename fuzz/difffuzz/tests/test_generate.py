"""The game generator: reproducible from its seed, and sensible, i.e. its games reach the
situations the rules are about (placements, reserves, jokers, cuts) rather than mostly
re-prompts."""

import random

from grader.shrink import answer_kinds
from difffuzz.generate import Policy, generate, rules_of
from difffuzz.lockstep import reference_session
from grader.sandbox import Limits
from grader.tracker import StateTracker
from rules.model import fits


def test_same_seed_same_game(reference: str) -> None:
    assert generate(reference, 11).answers == generate(reference, 11).answers
    assert generate(reference, 11).answers != generate(reference, 12).answers


def test_fits_is_actions_one_to_three() -> None:
    assert fits(3, 5) and fits(5, 5) and fits(13, 1) and fits(1, 1)
    assert not fits(6, 5) and not fits(13, 12)


def test_house_rules_are_read_from_the_command_line() -> None:
    assert rules_of(["-testing"]) == {}
    assert rules_of(["-testing", "-rules", "suit-match,red-down-black-up"]) == {
        "suit_match": True, "black_up": True}


def test_placements_follow_the_house_rules_of_the_command_line() -> None:
    # A black 9 over a 6H and a KD: under red-down-black-up it goes up on head 1 only, under
    # the canonical rules down on head 2 only.
    prompt = "Player 2, you are holding a 9S. Your move?"
    tracker = StateTracker()
    for line in ["", "Heads:", "1: 6H (1)", "2: KD (1)", "", "Players:",
                 "Player 1: 53 (53 draw, 0 discard)",
                 "Player 2: 52 (52 draw, 0 discard) + 1 in hand, 1 remaining, 0 in reserve", "",
                 prompt]:
        tracker.feed(line)
    for flags, head in ((["-testing", "-rules", "red-down-black-up"], "1"), (["-testing"], "2")):
        for seed in range(20):
            policy = Policy(random.Random(seed), noise=0.0, rules=rules_of(flags))
            assert policy.answer("move", prompt, tracker) in (head, "0", "3", "-1", "x", ""), seed



def test_games_reach_every_kind_of_move(reference: str) -> None:
    seen = {"players": 0, "card": 0, "suit": 0, "turn": 0, "move": 0, "joker": 0}
    cuts = reserves = 0
    for seed in range(1, 16):
        game = generate(reference, seed)
        script = reference_session(reference, ["-testing"], game.answers, Limits(wall=10))
        for kind in answer_kinds(script):
            if kind in seen:
                seen[kind] += 1
        output = script.output_bytes().decode()
        cuts += output.count("\n3: ")  # a third head exists only after a cut
        reserves += output.count("1 in reserve")
    assert all(count > 0 for count in seen.values()), seen
    assert cuts > 0 and reserves > 0
    # Mostly sensible: far more moves than garbage re-prompts of the player count.
    assert seen["move"] > 10 * seen["players"]
