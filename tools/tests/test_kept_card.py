"""A card the game knows, after a move the rules ignore (grader/chance_steps.py): the reference
asks for the card in hand again, and is named the card it held, not the one the build shows. A
build that took the move (garbage read as move 0, a swap) shows another card; named from its
display, the reference would follow it, and the build's next move would look refused."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.chance_steps import ChanceSteps
from grader.expect import Step
from grader.normal_games import play_games
from grader.state import CardShown, PlayerLine, State
from planted import builder
from quirks.combination import parse_spec

SIX = CardShown(6, "H")


class Pending(ChanceSteps):
    def __init__(self, answer: str) -> None:
        table = State([(1, CardShown(5, "S"), 1), (2, CardShown(9, "D"), 1)],
                      [PlayerLine(1, 53, 53, 0), PlayerLine(2, 50, 48, 0, 2, 1)])
        self.pending = Step("move", f"{answer}\n".encode(), table, 2, SIX, 0, "Your move?")
        self.strict_cut = False


def test_the_card_held_is_named_again_after_a_move_the_rules_ignore() -> None:
    assert Pending("x")._kept_card() == SIX  # not a head number
    assert Pending("7")._kept_card() == SIX  # no such head
    assert Pending("2")._kept_card() is None  # a card below the head's top: placed
    assert Pending("0")._kept_card() is None  # a swap with the reserve


def test_garbage_taken_as_a_swap_is_no_swap_refused(reference: str) -> None:
    # `x` read as 0 right after a swap: the build swaps back. The reference, asked for the
    # card in hand again, was named the build's card, and the next move's swap looked refused
    # (a false R13.1 in normal game 2 of zoo 19/39)
    combination = parse_spec("invalid-as-zero,round-line.1.0,error-line.2,card-twice,"
                             "rule:no-action-3,rule:cut-while-fits")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    found = {(d.kind, d.clause, d.summary) for _, devs in
             play_games(build, reference, 2, seed=1) for d in devs if d.wrong}
    assert ("robustness", "R24.1", "an invalid move (not a head number) is taken as a valid "
            "one") in found, found
    assert not any(clause.startswith("R13") for _, clause, _ in found), found
