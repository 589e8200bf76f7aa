"""A joker's value asked again in normal play (grader/joker_checks.py): after a value the
reference played, it is refused, a rule error named by the placement it makes; only after one
the reference ignored is it I3's accepted order."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.classify import VALUE_REFUSED
from grader.normal_games import play_games
from grader.verdict import Deviation
from planted import builder
from quirks.combination import parse_spec


def games(spec: str, reference: str, count: int, seed: int = 1) -> list[Deviation]:
    combination = parse_spec(spec)
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    return [d for _, devs in play_games(build, reference, count, seed=seed) for d in devs]


def test_a_joker_value_the_reference_plays_asked_again_is_refused(reference: str) -> None:
    # a K on an ace, which the build refuses (it checks the range off by one): a rule error,
    # not I3's order, which it was taken for, the game ending there (zoo 5/30: missed; the
    # games of seed 37 announce a K on an ace)
    found = games("joker-value-again.0,rule:joker-k-refused", reference, 4, seed=37)
    assert ("rule", "R10.2", "a joker on an ace" + VALUE_REFUSED) in {
        (d.kind, d.clause, d.summary) for d in found}, found
