"""A card the game knows, checked in normal play though the reference asks for it
(grader/chance_steps.py): where the reserve goes onto the draw pile (I2), a cut made while
holding one makes it its first new head, and a turn that ends holding one makes it the player's
next card. Testing mode names every card drawn, so only normal play can see a build that draws
its new heads before it puts the reserve back, or puts it at the bottom of the draw pile."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.chance_steps import RESERVE_NOT_FIRST, RESERVE_NOT_NEXT
from grader.normal_games import play_games
from planted import builder
from planted.variant import Variant, parse
from quirks.combination import parse_spec

BOTTOM = """description: the reserve put at the bottom of the draw pile (I2)
edit: reference/core/game.cc
<<<<<<< search
    player.draw.push_back(*state.reserve);
=======
    player.draw.insert(player.draw.begin(), *state.reserve);
>>>>>>> replace
"""


def summaries(spec: str, reference: str, variant: Variant | None = None
              ) -> set[tuple[str, str]]:
    combination = parse_spec(spec)
    name = combination.name if variant is None else variant.name
    build = find(str(builder.hydra(name, 2, variant or combination.variant())))
    build.profile = Profile(args=["-testing"], reading="reserve-to-draw")
    return {(d.clause, d.summary) for _, devs in play_games(build, reference, 4, seed=1)
            for d in devs if d.wrong}


def test_a_cut_that_puts_the_reserve_back_after_its_new_heads_is_caught(reference: str) -> None:
    # the reserve goes onto the draw pile only after the new heads are drawn: the counts then
    # agree, or look like a reshuffle shown early (zoo 13/36: a false display finding)
    found = summaries("reading-reserve-to-draw,rule:cut-keeps-reserve-late", reference)
    assert ("R15.2", RESERVE_NOT_FIRST) in found, found


def test_a_build_that_makes_the_reserve_its_first_new_head_passes(reference: str) -> None:
    assert summaries("reading-reserve-to-draw", reference) == set()


def test_a_reserve_put_at_the_bottom_of_the_draw_pile_is_caught(reference: str) -> None:
    # the counts agree: only the card drawn next tells, at the player's next turn (and as
    # the first new head of a cut)
    found = summaries("reading-reserve-to-draw", reference, parse(BOTTOM, "reserve-at-bottom"))
    assert ("R17.1", RESERVE_NOT_NEXT) in found, found
