"""Reaching a target state by neutral play, for the targeted scenarios: the opening cut that
leaves two heads, a few ordinary turns, and running a player's draw pile down to a given size.
Everything here stays clear of the open points (see steer.py)."""

from __future__ import annotations

from rules.model import Script

from .steer import Steer


def opening(st: Steer, s: Script, first: str | None = None, cutter_card: str | None = None,
            new: tuple[str, str] | None = None) -> None:
    """Starts the game and lets the first mover cut off the single head: two heads remain.
    With one head a cut is the same in every reading (no reserve can be held)."""
    rng = st.rng
    s.start(first or st.card(rng.randint(2, 9)))
    s.turn()
    top = s.t.heads[0].top
    card = cutter_card or st.card(rng.randint(top + 1, 13) if top > 1 else 13)
    if top == 1:
        raise ValueError("an ace on top fits every card: no cut")
    s.act(card, "1", new=new or (st.head_card(), st.head_card()))


def end_turn_now(st: Steer, s: Script) -> None:
    """The current player ends the turn with an equal card (R8)."""
    card, head, joker = st.ending(s)
    s.act(card, str(head.id), joker=joker)


def continue_turn(st: Steer, s: Script) -> None:
    card, head, joker = st.continuing(s)
    s.act(card, str(head.id), joker=joker)


def ordinary_turns(st: Steer, s: Script, count: int) -> None:
    """`count` whole turns, each a few continuing cards and maybe an equal card."""
    for _ in range(count):
        s.turn()
        p = s.t.current
        while s.t.phase == "move" and s.t.current == p:
            if st.rng.random() < 0.35:
                end_turn_now(st, s)
            else:
                continue_turn(st, s)
        if s.t.phase == "over":
            return


def run_down(st: Steer, s: Script, player: int, draw_left: int) -> None:
    """Plays until it is `player`'s turn (0-based) with exactly `draw_left` cards in its draw
    pile and an empty discard pile... as far as the player's discard allows: the draw pile
    counts down by the cards `player` places, the others end their turns at once."""
    t = s.t
    guard = 0
    while True:
        guard += 1
        assert guard < 1000
        if t.current == player and t.draw[player] == draw_left:
            return
        s.turn()
        p = t.current
        if p != player:
            end_turn_now(st, s)
            continue
        # The player plays as many continuing cards as it can without going below draw_left.
        while t.phase == "move" and t.current == p:
            if t.draw[p] <= draw_left:
                end_turn_now(st, s)
            else:
                continue_turn(st, s)
        assert t.phase != "over"

