"""A move the reference ignores (a card that fits no head, a reserve or swap not allowed) that the
build carries out anyway, named by what the build did with it, not by why the reference
ignored it: a cut breaks R14, a card put into the reserve R12.3, a placement the rule of
placing. What it did is read from the build's table since the move: the oldest head gone and
new heads made (a cut), a head's top now the card in hand (a placement), a reserve shown where
the mover had none, in the game and in the build's table at the move (a reserve the build
kept from before is no move's doing). Garbage carried out so is no move at all: an invalid
answer taken as a valid one (robustness R24.1). Here too, the names of a cut whose effect on
the piles differs, which the namings of a course, of a table and of symptoms share."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .context import PADDED, TAKEN
from .state import State, same_card

if TYPE_CHECKING:  # (types only)
    from .actions import Action
    from .context import Context


def what_build_did(ctx: Context, shown: State | None) -> str | None:
    """What the build's table since the last move shows it did with that move: a cut (a
    head gone, new heads made), a placement (a head's top is now the card in hand), a
    card put into the reserve, or None when the table does not say."""
    move = ctx.move
    if move is None or shown is None:
        return None
    action = ctx.action
    # a joker value that fits no action, carried out with no new heads (a cut) and no reserve
    # seen, can only have been placed (where the heads cannot be read, too)
    joker = "place" if action is not None and action.clause == "R10.4" else None
    if not shown.heads:
        return joker
    before = move.state
    ids_before = [hid for hid, _, _ in before.heads]
    ids_now = [hid for hid, _, _ in shown.heads]
    if ids_before and not set(ids_before) <= set(ids_now) and max(ids_now) > max(ids_before):
        return "cut"  # (a head gone, the oldest or another, and new heads made)
    card = move.card
    if card is not None:
        for hid, top, count in shown.heads:
            old = next((h for h in before.heads if h[0] == hid), None)
            if old is not None and count == old[2] + 1 and (
                    same_card(top, card) or (card.value == 0 and top.suit in ("J", None))):
                return "place"
    mover, now = before.holder(), next((p for p in shown.players if before.players and
                                       p.number == move.player), None)
    if mover is not None and now is not None and not mover.reserve and now.reserve and \
            not _held_at_move(ctx, move.player):
        return "reserve"
    return joker


def _held_at_move(ctx: Context, player: int | None) -> bool:
    """Whether the build's table at the move showed `player` holding a reserve already (one
    kept from before: not the move's)."""
    shown = ctx.shown_at_move
    return shown is not None and any(p.number == player and p.reserve for p in shown.players)


def carried_out(ctx: Context, shown: State,
                diffs: list[tuple[str, str, str]]) -> tuple[str, str, str] | None:
    """A move the reference ignored that the build's first table since it shows carried out
    as a reserve (the mover's reserve shown where the reference's has none): the kind, clause
    and summary of what the build did (`carried_out_as`), whatever the counts do later (a
    reserve that goes back onto the draw pile at the turn's end heals them, but the move was
    still taken). None: the table does not show that."""
    action = ctx.action
    if action is None or action.kind != "ignored" or not ctx.in_move or \
            ctx.garbage is not None or ctx.lenient or ctx.move is None:
        return None
    mover = f"player {ctx.move.player} reserve"
    if not any(f == mover for f, _, _ in diffs) or what_build_did(ctx, shown) != "reserve":
        return None
    return carried_out_as(ctx, action, "reserve")


def taken_otherwise(ctx: Context, shown: State) -> tuple[str, str, str] | None:
    """A garbage move (blanks around a move count, where the build was not seen to strip
    them) left unsettled by the card questions after it (`Context.unsettled`), that the
    build's table shows carried out as another kind of move than the reference made of it (a
    card put into the reserve where the reference placed it): the answer was taken as another
    one, an input-handling defect (robustness R24.1, or R23.4 for blanks), not a rule error
    of the move the reference made. A table showing the same kind of move, or saying nothing,
    is read by the rules as ever. None: not so."""
    move = ctx.move
    if move is None or move.action is None or not move.garbage or \
            (move.padded and ctx.strips) or \
            not any(move is u for u in ctx.unsettled) or \
            not any(move is g for g in ctx.garbages):
        return None
    did = what_build_did(ctx, shown)
    if did is None or did == move.action.kind:
        return None
    return PADDED if move.padded else TAKEN["move"]


def carried_out_as(ctx: Context, action: Action, did: str) -> tuple[str, str, str]:
    """Kind, clause and summary of a move the reference ignored that the build carried out
    (`did`, what its table shows it did): garbage (no move at all, not just blanks around one)
    is an invalid answer taken as a valid one, whatever the build did with it, also where it
    is seen only once card questions came between (`Context.unsettled`); a well-formed move
    is named by what the build did (`acted_clause`)."""
    move = ctx.move
    if move is not None and move.garbage and not move.padded:
        return TAKEN["move"]
    return ("rule",) + acted_clause(action, did)


# Where a difference after a move shows (state_clause.py) when the card went on another head
# than the game's, or on none: `after MOVE, the heads differ`.
HEADS = "the heads"


def differ_after(move: str, where: str) -> str:
    """The summary of a difference in `where` after a move (`move`: what it was)."""
    return f"after {move}, {where} differ"


def heads_differ_after(summary: str) -> str | None:
    """The move that `differ_after(MOVE, HEADS)` names (None: another summary)."""
    start, _, end = differ_after("\0", HEADS).partition("\0")
    return summary[len(start):-len(end)] if summary.startswith(start) and \
        summary.endswith(end) and len(summary) > len(start) + len(end) else None


# A move the build takes as a cut (where the reference places the card or ignores the move):
# the words every such summary holds. A cut ends the turn whatever is left to draw.
TAKEN_AS_CUT = "is taken as a cut"


def acted_clause(action: Action, did: str) -> tuple[str, str]:
    """A well-formed move the reference ignores but the build carries out is named by what the
    build did (a cut breaks R14, a placement the rule of placing), not by why it was ignored."""
    why = action.why
    if did == "cut":
        clause = {"R14.3": "R14.3", "R14.4": "R14.4", "R19.1": "R14.4", "R10.4": "R14.5",
                  "R14.2": "R14.2"}.get(action.clause, "R14.1")
        return clause, f"{why} {TAKEN_AS_CUT}"
    if did == "reserve":
        return "R12.3", f"{why} puts the card into the reserve"
    if action.clause == "R10.4":
        return "R10.2", "a joker is placed with an announced value that fits no action there"
    return "R7", f"{why}: the card is placed on a head where no action allows it"


CUT_PILES = "after a cut, the piles differ"  # (R15.3)
RESERVE_CUT_PILES = "after a cut made while holding a reserve, the piles differ"  # (R15.2)
# ... by more than the reserve's card alone can make: the cut's other error (R15.3), or that and
# the reserve lost beside it; symptoms.py tells which, and gives it one of the two names above
RESERVE_CUT_MORE = "after a cut made while holding a reserve, the piles differ by more " \
    "than one card"
RESHUFFLED_CUT_PILES = "after a cut whose new heads need the discard pile reshuffled, the " \
    "piles differ"  # (R15.4)
RESHUFFLED_RESERVE_CUT_PILES = "after a cut made while holding a reserve, whose new heads " \
    "need the discard pile reshuffled, the piles differ"  # (R15.4)


def reshuffled_cut(reserve: int | None) -> tuple[str, str]:
    """The piles differing after a cut that needed the discard pile reshuffled (the reserve
    held then, or not, tells which other cut finding it may be: symptoms.py)."""
    return "R15.4", RESHUFFLED_RESERVE_CUT_PILES if reserve else RESHUFFLED_CUT_PILES
