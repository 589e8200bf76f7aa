"""The game generator: reproducible from its seed, and sensible, i.e. its games reach the
situations the rules are about (placements, reserves, jokers, cuts) rather than mostly
re-prompts."""

from difffuzz.candidate import answer_kinds
from difffuzz.generate import fits, generate
from difffuzz.lockstep import reference_session
from grader.sandbox import Limits


def test_same_seed_same_game(reference: str) -> None:
    assert generate(reference, 11).answers == generate(reference, 11).answers
    assert generate(reference, 11).answers != generate(reference, 12).answers


def test_fits_is_actions_one_to_three() -> None:
    assert fits(3, 5) and fits(5, 5) and fits(13, 1) and fits(1, 1)
    assert not fits(6, 5) and not fits(13, 12)


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
