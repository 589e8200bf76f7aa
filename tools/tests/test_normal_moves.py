"""What the player of normal play seeks (grader/moves.py `choose`): a joker announced at the ends
of its range (an ace, a king) where it fits, since a range check is where builds err; a build
graded by normal play alone must show such an error too. And what it types is an answer the
reference takes, however long the game."""

from __future__ import annotations

from grader.actions import well_formed
from grader.build_profile import Profile
from grader.builds import find
from grader.expect import Step
from grader.moves import king
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.state import CardShown, PlayerLine, State
from grader.summary import summarise
from planted import builder


def test_a_joker_is_announced_as_a_king_on_the_oldest_head_a_king_fits() -> None:
    heads = [(1, CardShown(7, "S"), 1), (2, CardShown(1, "H"), 1), (3, CardShown(13, "D"), 1)]
    state = State(heads, [PlayerLine(1, 20, 10, 9, remaining=2, reserve=1),
                          PlayerLine(2, 20, 20, 0)])
    assert king(Step("move", None, state, 1, CardShown(0, None), 0, "")) == ("2", "K")
    assert king(Step("move", None, state, 1, CardShown(5, "S"), 0, "")) is None  # no joker
    state.heads = heads[:1]
    assert king(Step("move", None, state, 1, CardShown(0, None), 0, "")) is None


def test_a_head_past_99_is_a_move_and_a_number_past_the_references_limit_is_garbage() -> None:
    # a long game passes head 99: a move on head 101 taken as garbage made an equal card that
    # did not end the turn an invalid move taken as valid (robustness R24.1)
    assert well_formed("move", "101") and well_formed("move", str(1 << 30))
    assert not well_formed("move", "99999999999") and not well_formed("move", "0101")


def test_a_joker_refused_as_a_king_is_found_by_normal_play_alone(reference: str) -> None:
    build = find(str(builder.hydra("joker-k-refused")))
    build.profile = Profile(args=[])
    run = grade(GradeRequest(build, [], options=Options(jobs=1, reference=reference),
                             probe=False, games=4, normal_moves=0))
    rules = {f.clause for f in summarise(run).findings if f.kind == "rule" and f.wrong}
    assert rules == {"R10.2"}, rules
