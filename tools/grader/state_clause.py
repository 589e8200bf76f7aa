"""Naming a difference in the game's state (a head, a pile, a count) that no display pattern
explains: from the garbage answer taken, if any (its reading, or the input defect), else from
what the reference did with the last move. A move the reference ignored is named by what the
build did with it; a cut's piles by the reserve held or the reshuffle it needed; the cards still
to draw by the reserve or swap that counted them; anything else by the move's own clause."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .acted import CUT_PILES, HEADS, RESERVE_CUT_MORE, RESERVE_CUT_PILES, carried_out_as, \
    differ_after, reshuffled_cut, taken_otherwise, what_build_did
from .context import LENIENT_SUMMARY, Context
from .state import PlayerLine, State, same_card

if TYPE_CHECKING:  # (types only)
    from .actions import Action
    from .expect import Step


Tables = tuple[State, State]  # the game's and the build's


def _piles_apart(want: State, got: State, number: int, before: Tables | None = None,
                 moved: bool = False) -> tuple[int, int] | None:
    """How the player's draw and discard piles differ (got - want), beyond how they differed
    at the tables compared `before` (what the last move made); None if not shown. `moved`:
    the player's discard pile was reshuffled into the draw pile since, taking with it how the
    discard piles differed then (a reserve lost at an earlier turn's end)."""
    def apart(game: State, build: State) -> tuple[int, int] | None:
        w, g = _lines(game, build, number)
        return None if w is None or g is None else (g.draw - w.draw, g.discard - w.discard)
    now = apart(want, got)
    old = apart(*before) if before is not None and now is not None else None
    if old is not None and moved and old[0] == 0:
        old = (old[1], 0)
    return now if old is None or now is None else (now[0] - old[0], now[1] - old[1])


def _lines(game: State, build: State, number: int) -> tuple[PlayerLine | None, ...]:
    """The player's line in the game's table and in the build's."""
    return tuple(next((p for p in table.players if p.number == number), None)
                 for table in (game, build))


def _total_apart(want: State, got: State, number: int) -> int:
    w, g = _lines(want, got, number)
    return 0 if w is None or g is None else g.total - w.total


def _one_card_moved(want: State, got: State, number: int, before: Tables | None = None,
                    moved: bool = False) -> bool:
    """Whether the player's piles differ by one card gone to the other pile (the reserve put
    on the draw pile where it goes to the discard pile, or the other way), nothing else."""
    return _piles_apart(want, got, number, before, moved) in ((1, -1), (-1, 1))


def _alone(want: State, got: State, hid: int) -> bool:
    """Whether the joker head `hid` is the only kind of head that differs: the same ids, and
    elsewhere the same tops and counts, or another head a joker starts shown as `hid` is."""
    shown = dict((h, (t, n)) for h, t, n in got.heads)
    return [h for h, _, _ in want.heads] == list(shown) and all(
        same_card(t, shown[h][0]) and n == shown[h][1] or
        (t.value, t.suit, n) == (2, "J", 1) and shown[h] == shown[hid]
        for h, t, n in want.heads if h != hid)


def _kept(game: State, build: State) -> bool:
    """Whether the build shows the player holding a card with a reserve the game has not."""
    w, b = game.holder(), build.holder()
    return w is not None and b is not None and w.number == b.number and bool(b.reserve) and \
        not w.reserve


def _one_card(want: State, got: State, number: int, before: Tables | None = None,
              pile: int = 1, moved: bool = False) -> bool:
    """Whether the player's piles differ by one card, moved to the other pile, or one more or
    fewer in the `pile` the reserve goes to (0 draw, 1 discard): what the reserve's card alone
    can make (a cut head's cards left out of the discard pile make more, unless the head held
    one card: where the reserve goes onto the draw pile, that one card is the head's). Cards
    shown in the other pile besides (a reshuffle shown early) do not change how many were made
    or lost: one card, in all, where both piles differ."""
    apart = _piles_apart(want, got, number, before, moved)
    shown = _lines(want, got, number)[1]
    if shown is not None and not shown.piles:  # (the total alone shown: one card, in all)
        return abs(_total_apart(want, got, number) - (
            _total_apart(*before, number) if before is not None else 0)) == 1
    return apart is not None and (apart in ((1, -1), (-1, 1)) or
                                  abs(apart[pile]) == 1 and apart[1 - pile] == 0 or
                                  0 not in apart and abs(sum(apart)) == 1)


def _reserve_pile(game_before: State, game: State, number: int) -> int:
    """Which of the player's piles the game put the reserve into in a cut without a reshuffle
    (0 draw, 1 discard): onto the draw pile (I2) where that pile is down by one card, the
    two new heads drawn, not by two."""
    was = next((p for p in game_before.players if p.number == number), None)
    now = next((p for p in game.players if p.number == number), None)
    return 0 if was is not None and now is not None and now.draw - was.draw == -1 else 1


def state_clause(ctx: Context, fields: list[str], want: State, step: Step, got: State,
                 before: Tables | None = None) -> tuple[str, str, str]:
    """Kind, clause and summary of a difference in the game's state, from what the reference
    did with the last move (or the set-up, before any move), or the garbage answer taken
    (by a reader that takes answers from the start of a line, its reading); `before`: the
    tables compared last before these (how the piles differed before the move)."""
    if ctx.lenient:
        return "reading", "R24.1", LENIENT_SUMMARY
    taken = ctx.taken(("move", "joker", "players", "card", "suit")) or \
        taken_otherwise(ctx, got)
    if taken is not None:
        return taken
    where = HEADS if any(f.startswith("head") for f in fields) else "the players' counts"
    action = ctx.action
    for hid, top, count in want.heads:
        shown = next((t for i, t, n in got.heads if i == hid and n == count), None)
        if (top.value, top.suit) == (2, "J") and shown is not None and shown.value != 2 and \
                (shown.suit == "J" or shown.suit is None and _alone(want, got, hid)):
            # (the same count: not a joker placed on it since; no suit where the build shows
            # heads by value only, I12, where no other head differs: a 3 might be another card)
            return "rule", "R11.2", "a joker that starts a head does not count as 2 (it keeps a " \
                "value announced before)"
    if action is None:
        clause = "R3.1" if where == HEADS else "R1.3"
        return "rule", clause, f"at the start of the game, {where} differ"
    if action.kind == "ignored":
        did = what_build_did(ctx, got)
        if did is not None:
            return carried_out_as(ctx, action, did)
        return "rule", action.clause, f"a move the reference ignores ({action.why}) changes " \
            "the game"
    now = want.holder()
    mover = ctx.move.state.holder() if ctx.move else None
    if step.kind == "move" and now is not None and mover is not None and \
            mover.number != now.number and f"player {now.number} reserve" in fields:
        # (before any move of the turn: the last move was another player's, and nobody holds
        # a reserve when a turn begins)
        return "rule", "R17.1", KEPT_RESERVE
    if before is not None and where != HEADS and _kept(*before):
        # (the build's table at the move showed a reserve the game does not hold: whatever
        # the move did with it, a cut putting it away, it was kept past a turn's end)
        return "rule", "R17.1", KEPT_RESERVE
    drawn = _drawn(action, now, mover, fields)
    moved = _reshuffled(ctx, want, before)  # (the game's: an old difference moved with it)
    reshuffled = moved or _build_reshuffled(want, got, before)
    if drawn is not None:
        return ("rule", "R6.2", RESHUFFLED) if reshuffled else ("rule", drawn, DRAWN_PILES)
    if all(f.endswith("remaining") for f in fields):
        # only a draw changes the cards still to draw: a reserve or swap earlier in the turn
        # (the build may show no table after it) is what miscounted them
        drawn = [k for k in QUOTA_CLAUSE if k in ctx.turn_actions]
        if action.kind not in QUOTA_CLAUSE and drawn:
            return "rule", QUOTA_CLAUSE[drawn[0]], \
                f"after a {'swap' if drawn[0] == 'swap' else 'card into the reserve'} " \
                "earlier in the turn, the cards still to draw differ"
        clause = QUOTA_CLAUSE.get(action.kind, "R5.1")
        return "rule", clause, f"after {action.why}, the cards still to draw differ"
    if step.kind == "turn" and action.outcome == "turn-ends" and action.kind != "cut":
        mover = ctx.move.state.holder() if ctx.move else None  # type: ignore[union-attr]
        if mover is not None and (mover.reserve or action.kind == "reserve") and \
                where != HEADS and not (reshuffled and not _one_card(
                    want, got, mover.number, before, moved=moved)):
            # (more than the reserve's one card, after a draw from an empty pile: the draw's)
            return "rule", "R17.1", "after a turn that ends with a reserve held, the piles differ"
    if action.kind == "cut" and where != HEADS:
        mover = ctx.move.state.holder() if ctx.move else None  # type: ignore[union-attr]
        if mover is not None and mover.reserve and (
                mover.draw >= 2 and _one_card(want, got, mover.number, before,
                                              _reserve_pile(ctx.move.state, want,
                                                            mover.number), moved) or
                _one_card_moved(want, got, mover.number, before, moved)):
            return "rule", "R15.2", RESERVE_CUT_PILES
        if mover is not None and mover.draw < 2:
            return ("rule",) + reshuffled_cut(mover.reserve)
        if mover is not None and mover.reserve:
            return "rule", "R15.3", RESERVE_CUT_MORE
        return "rule", "R15.3", CUT_PILES
    clause = {"cut": "R15", "reserve": "R12.1", "swap": "R13.1"}.get(action.kind, action.clause)
    if action.kind == "place" and action.outcome in ("turn-ends", "continues") and \
            where != HEADS:
        clause = action.ends_by or "R16.1"
    if reshuffled and where != HEADS:
        return "rule", "R6.2", RESHUFFLED
    return "rule", clause, differ_after(action.why, where)


RESHUFFLED = "after a draw from an empty draw pile (a reshuffle), the counts differ"
DRAWN_PILES = "as a card is drawn, the player's piles differ (no move since touched them)"


def _drawn(action: Action, now: PlayerLine | None, mover: PlayerLine | None, fields: list[str]
           ) -> str | None:
    """The clause of a difference in the piles of the player holding a card (`now`) alone that
    only drawing can have made: the last move was another player's (none touches these piles:
    the cards drawn since the turn began did), or was the holder's own, placing a card or
    putting it into the reserve, the turn going on, where the draw pile agrees (neither move
    touches the discard pile: only a reshuffle at the next draw does; a draw pile off too may
    be a move made otherwise, a swap for a reserve kept). A discard pile that grows or shrinks
    as a card is drawn was kept or lost in a reshuffle (R6.2); otherwise the card came from
    elsewhere (R6.1)."""
    if now is None or mover is None or not fields or not set(fields) <= {
            f"player {now.number} {pile}" for pile in ("draw", "discard", "total")}:
        return None
    discard = f"player {now.number} discard" in fields
    if mover.number != now.number:
        return "R6.2" if discard else "R6.1"
    own_turn = action.kind in ("place", "reserve") and action.outcome == "continues" and \
        f"player {now.number} draw" not in fields  # (a draw pile off too: the move's own)
    return "R6.2" if own_turn and discard else None


KEPT_RESERVE = "a turn begins with a reserve held (kept past the end of the player's last turn)"

# how a reserve and a swap count among the turn's cards (a reserve does, a swap does not)
QUOTA_CLAUSE = {"reserve": "R12.2", "swap": "R13.2"}


def _build_reshuffled(want: State, got: State, before: Tables | None) -> bool:
    """The player holding a card now showed an empty draw pile in the build's table before and
    shows cards there again: the build drew from an empty draw pile (whatever the game did;
    its own piles may have run out at another time)."""
    now = want.holder()
    if now is None or before is None:
        return False
    was = next((p for p in before[1].players if p.number == now.number), None)
    shown = next((p for p in got.players if p.number == now.number), None)
    return was is not None and shown is not None and was.draw == 0 and shown.draw > 0


def _reshuffled(ctx: Context, want: State, before: Tables | None) -> bool:
    """The player holding a card now (the mover, or the next player after a turn end; at a
    turn's end, the mover, who drew after each move but the last) had an empty draw pile at a
    move since the tables compared last (`before`: the last move where a table is shown after
    every move, any of the turn's where none is shown between them) and has one again: a
    card was drawn from an empty draw pile since."""
    if ctx.move is None:
        return False
    moves = ctx.turn_moves or [ctx.move]
    start = next((i for i, m in enumerate(moves) if before is not None and
                  m.state is before[0]), 0)
    since, now = moves[start:], want.holder()
    if now is None:
        since = since[:-1]
        now = next((p for p in want.players if p.number == ctx.move.player), None)
        last = ctx.move.state.holder()
        if now is not None and last is not None and last.number == now.number and \
                last.reserve and (now.draw, now.discard) == (last.draw + 1, last.discard):
            now = last  # (the reserve put onto the draw pile at the turn's end, I2: no draw)
    return now is not None and any(was.number == now.number and was.draw == 0 and now.draw > 0
                                   for move in since for was in move.state.players)
