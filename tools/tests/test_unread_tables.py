"""What cannot be read tells nothing (grader/classify.py): a build whose player lines the grader
cannot read shows only its heads, so a move that changes no head tells no refusal; and what can
be read still tells, as heads that keep the oldest one after a cut that wins for the reference."""

from __future__ import annotations

from grader.actions import Action
from grader.classify import missed_win, refused
from grader.context import Context
from grader.expect import Step
from grader.state import CardShown, PlayerLine, State

HEADS = [(1, CardShown(4, "C"), 1), (2, CardShown(9, "S"), 1)]


def after_move(answer: str, action: Action, mover: PlayerLine) -> Context:
    """Player 1 (`mover`, beside player 2's 30 cards) answered `answer` for a 4D."""
    ctx = Context(mode="normal")
    state = State(list(HEADS), [mover, PlayerLine(2, 30, 30, 0)])
    ctx.answered(Step("move", answer.encode() + b"\n", state, 1, CardShown(4, "D"), 10,
                      "Your move?", action=action))
    return ctx


def test_a_table_whose_player_lines_cannot_be_read_tells_no_reserve_refused() -> None:
    # a build whose player lines the grader cannot read (`53 cards (53 draw, 0 discard)`)
    # shows the same heads after a card put into the reserve as before: played or refused,
    # the part read is unchanged (a false R12.1 on every reserve); player lines read tell
    ctx = after_move("0", Action("reserve", "R12.1", "continues", "a card into the reserve"),
                     PlayerLine(1, 41, 41, 0, 2, 0))
    heads_only = State(list(HEADS), [])
    after = State(list(HEADS), [PlayerLine(1, 41, 40, 0, 1, 1), PlayerLine(2, 30, 30, 0)])
    assert not refused(ctx, heads_only, after=after, at_move=heads_only)
    unchanged = State(list(HEADS), [PlayerLine(1, 41, 41, 0, 2, 0), PlayerLine(2, 30, 30, 0)])
    assert refused(ctx, unchanged, after=after)


def test_a_cut_that_should_win_read_from_the_heads_alone_names_the_head_cut() -> None:
    # (a build whose player lines cannot be read, that cuts the newest head) the reference
    # cuts the oldest head with the player's last card and wins; the build's heads since still
    # show the oldest one: another head was cut (R15), not a win left undeclared (R18.3)
    action = Action("cut", "R15", "wins", "a cut of the oldest head")
    ctx = after_move("1", action, PlayerLine(1, 0, 0, 0, 1, 0))
    kept_oldest = State([HEADS[0], (3, CardShown(5, "H"), 1), (4, CardShown(8, "D"), 1)], [])
    assert missed_win(ctx, kept_oldest) == ("R15", "after a cut of the oldest head, the heads "
                                            "differ")
    gone = State([HEADS[1], (3, CardShown(5, "H"), 1), (4, CardShown(8, "D"), 1)], [])
    assert missed_win(ctx, gone)[0] == "R18.3"
