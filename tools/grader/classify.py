"""Naming a difference in the course of the game (another question, the turn ending on one side
only, another winner, a crash), explained from what the reference did with the last answer
(actions.py): a build that goes on after an equal card breaks R8.1, one that accepts a move the
reference ignores breaks the clause that made the reference ignore it, named by what the build
did with it (a cut: R14). After a garbage answer the same differences are robustness failures or
the accepted token reading instead (context.py). A difference in the state itself is named by
state_clause.py; one that follows a known display pattern is a display error (display.py)."""

from __future__ import annotations

from dataclasses import replace
from collections.abc import Callable
from typing import TYPE_CHECKING

from .actions import JOKER_PLACEMENTS, Action, move_number
from .context import LENIENT_SUMMARY, NAMES, Context
from .acted import CUT_PILES, HEADS, TAKEN_AS_CUT, acted_clause, carried_out_as, differ_after, \
    reshuffled_cut, what_build_did
from .display import HELD, differences, display_patterns
from .state import State, parse_card, same_card

if TYPE_CHECKING:  # (types only)
    from .channel import Ending
    from .expect import Step


def course(ctx: Context, asked: str, want: Step, shown: State | None = None,
           remaining_shift: int = 0, player: int | None = None) -> tuple[str, str, str]:
    """Kind, clause and summary of a build asking for `asked` where the reference asks `want`:
    the course of the game differs, explained from what the reference did with the last move
    (and, for a move the reference ignored, from what the build's table `shown` since that
    move says it did with it; `remaining_shift`: how much higher the run learned the build
    shows `remaining`, display R21.3). A move asked of another `player` than the one who made
    the last move begins that player's turn (its turn line, if any, not read: I14): the turn
    passed, never the turn going on."""
    if asked == "move" and player is not None and ctx.move is not None and \
            player != ctx.move.player:
        asked = "turn"
    action = ctx.action
    if action is not None and action.kind == "ignored" and ctx.in_move and \
            ctx.taken() is None and not ctx.lenient:
        did = what_build_did(ctx, shown)
        if did is not None:
            return carried_out_as(ctx, action, did)
    if ctx.lenient:
        return "reading", "R24.1", LENIENT_SUMMARY
    taken = ctx.taken()
    if taken is not None:
        return taken
    if want.kind == "joker":
        return "rule", "R10.1", "no joker value is asked for a joker played on a head"
    if asked == "joker" and ctx.last is not None and ctx.last.kind == "joker" and \
            action is not None and action.kind != "ignored":
        return ("rule",) + value_refused(action)
    if asked == "joker":
        if ctx.move is not None and ctx.move.text == "0":
            return ("rule", "R12.1", "a joker value is asked for a joker going to the "
                    "reserve or swapped")
        return "rule", "R22.5", "a joker value is asked where no joker is played on a head"
    if action is None or not ctx.in_move:
        return "rule", "R22", f"{NAMES[asked]} is asked where the reference " \
            f"asks for {NAMES[want.kind]}"
    if want.purpose == "new-head":
        did = what_build_did(ctx, shown)
        if asked == "move" and did == "cut":  # made (its table says so), and the turn goes on
            return ("rule",) + goes_on_clause(action)
        if asked == "move":
            return "rule", "R14.1", "a cut is refused (the move is asked again)"
        if did == "cut" and (ctx.mode == "normal" or ctx.last is not ctx.move):
            # made, but its new heads differ (made with none of the transcript's cards
            # named since the move, in testing mode: drawn without the tester, below)
            return ("rule",) + cut_effect(ctx)
        if ctx.mode == "normal":
            return "rule", "R14.1", "a cut is not made (no new heads)"
        return ("testing-mode", "R23.1", "the new heads after a cut are not asked for in "
                "testing mode (drawn without the tester)")
    if want.kind == "turn" and action.outcome == "turn-ends":
        return ("rule",) + goes_on_clause(action, "reserve" in ctx.turn_actions[:-1],
                                          past_quota(shown, remaining_shift))
    if asked == "turn" and action.outcome == "continues" and action.kind == "place" and \
            what_build_did(ctx, shown) == "cut":
        return "rule", action.clause, f"{action.why} {PLACED_AS_CUT}"
    if asked == "turn" and action.outcome in ("continues", "ignored"):
        return ("rule",) + ends_early_clause(action, ctx, what_build_did(ctx, shown))
    if asked == "move" and action.outcome in ("turn-ends", "continues"):
        return ("rule",) + ignored_clause(action, ctx)
    if action.outcome == "ignored":
        return "rule", action.clause, f"a move the reference ignores ({action.why}) is " \
            "played"
    return "rule", effect_clause(action), f"after {action.why}, the game goes another way"


REPROMPT = "after a move the reference ignores, the move is asked again with a line of its own"


def asked_again(line: str, ctx: Context, want: Step | None) -> bool:
    """A line of the build's own that asks nothing (no `?`) right after a move, the build then
    waiting for input, is that move asked again where the reference ignored the move and asks
    the same player for it again: an error line in place of the move request (dialect R22.4).
    Anywhere else it stays a question the grader does not know."""
    action = ctx.action
    return "?" not in line and want is not None and want.kind == "move" and \
        action is not None and action.kind == "ignored" and ctx.move is not None and \
        ctx.last is ctx.move and want.player == ctx.move.player


PLACED_AS_CUT = f"{TAKEN_AS_CUT} (the turn ends)"  # its new heads asked or shown
WIN_WITH_CARDS = "a win is declared while the player still has cards"
WIN_UNREAD = "the game ends where the reference declares a winner, with no winner named in " \
    "words the grader reads"
VALUE_REFUSED = " is refused (the joker value is asked again)"


REFUSED = " is refused (the move is asked again)"
ON_OLDEST = " on the oldest head" + REFUSED
ACE_ON_OLDEST = "a card on an ace" + ON_OLDEST
SECOND_SWAP_REFUSED = "a second swap in a row is refused"
EARLY_AFTER_SWAP = "the turn ends a card early after a swap earlier in it"


def value_refused(action: Action) -> tuple[str, str]:
    """A joker's value the reference played (`action`, the move with it) that the build asks
    again: named by the placement the value makes (that placement's rule where the build
    refuses plain cards of it too, the joker's announcement otherwise: symptoms.py)."""
    return "R10.2", action.why + VALUE_REFUSED


def early_joker_question(ctx: Context) -> bool:
    """A build asks `Joker value?` for a joker moved to no head at all, a move the reference
    ignores without asking: asking first and ignoring after is only another order."""
    move, action = ctx.move, ctx.action
    return (ctx.in_move and ctx.last is move and move is not None and action is not None and
            action.kind == "ignored" and action.clause == "R19.1" and move.card is not None
            and move.card.value == 0 and move.text.strip() != "0")


def effect_clause(action: Action) -> str:
    """The clause of what the reference did with `action` (where a crash or a hang just after
    it points): the action's own clause, the cut's effect, or the reserve being the only card
    left when that ended the turn."""
    if action.kind == "cut":
        return "R18.3" if action.outcome == "wins" else "R15"
    if action.ends_by == "R16.2":
        return "R16.2"
    return {"reserve": "R12.2", "swap": "R13.1"}.get(action.kind, action.clause)


def effect_key(action: Action) -> tuple[str, str]:
    """The effect of `action` and its kind, which tell moves apart where a crash just after
    one is judged by how the build fared after others (modes.py): a card into the reserve
    that left it the only card and a card placed that did are two kinds of move, though the
    same clause ends the turn after both."""
    return effect_clause(action), action.kind


def turn_goes_on(ctx: Context, player: int | None) -> tuple[str, str] | None:
    """(clause, summary) when the build shows the turn line of `player`, who played the last
    move, where the reference ends that player's turn: the build goes on with the turn (its
    turn line is shown again before the next card), it does not pass it to another player."""
    move, action = ctx.move, ctx.action
    if player is None or move is None or action is None or move.player != player or \
            ctx.last is not move and not ctx.in_move or action.outcome != "turn-ends":
        return None
    return goes_on_clause(action, "reserve" in ctx.turn_actions[:-1])


def turn_passed(ctx: Context, want: Step, shown: State | None) -> tuple[str, str, str] | None:
    """Kind, clause and summary when the build asks another player's move where the
    reference's turn of the player who played the last move goes on (`want`, that player's
    next move), with no turn line between that the grader reads: named as where the build
    shows a turn line there (`course`). (The card questions answered since the move were the
    next player's card, not new heads.)"""
    move, action = ctx.move, ctx.action
    if move is None or action is None or move.player != want.player or \
            action.outcome not in ("continues", "ignored"):
        return None
    return course(replace(ctx, cards_asked=0), "turn", want, shown)


def other_player(ctx: Context, want: Step, player: int | None, shown: State | None,
                 lines_read: bool) -> tuple[str, str, str]:
    """Kind, clause and summary when the build asks `player` where the reference asks
    `want.player`: at a turn line, the mover's turn going on; at a move request, where no turn
    line was read (`lines_read`), the mover's turn passed; else the turn passes to another
    player (the first turn's player: R3.3)."""
    goes_on = turn_goes_on(ctx, player) if want.kind == "turn" else None
    if goes_on is not None:
        return ("rule", *goes_on)
    passed = turn_passed(ctx, want, shown) if want.kind == "move" and not lines_read else None
    return passed or ("rule", "R3.3" if ctx.move is None else "R17.2",
                      "the turn passes to another player")


def past_quota(shown: State | None, remaining_shift: int = 0) -> bool:
    """Whether the build's table `shown` has the player holding a card past the turn's quota
    as the build counts it: fewer than no cards still to draw, once `remaining` shown off by a
    fixed amount (`remaining_shift` higher) is undone."""
    holder = shown.holder() if shown is not None else None
    return holder is not None and holder.remaining is not None and \
        holder.remaining - remaining_shift < 0


def goes_on_clause(action: Action, reserved: bool = False, past: bool = False
                   ) -> tuple[str, str]:
    """The build goes on with the turn where the reference ended it after `action`
    (`reserved`: a card went into the reserve earlier in the turn, which the build may not
    have counted as one of the turn's cards; `past`: its table since shows it counted every
    card, the reserve too, and went past the quota: the quota ended no turn, R16.3)."""
    if past and action.ends_by == "R16.3":
        return "R16.3", goes_on(ENDS_TURN["R16.3"])
    if action.kind == "reserve" and action.ends_by == "R16.3":
        return "R12.2", "the turn goes on after the turn's last card went into the reserve " \
            "(it is not counted as one of the turn's cards)"
    if reserved and action.ends_by == "R16.3":
        return "R12.2", "the turn goes on after its last card, a card put into the reserve " \
            "earlier in it (that card is not counted as one of the turn's cards)"
    ends = action.ends_by or "R17.2"
    reason = ENDS_TURN.get(ends, action.why)
    if action.why in JOKER_PLACEMENTS:  # (the joker's own treatment may be at fault)
        reason = action.why
    return ends, goes_on(reason)


# what ends a turn, by its clause, as a turn that goes on there is named (goes_on)
ENDS_TURN = {"R8.1": "an equal card", "R8.2": "an ace on an ace", "R15.5": "a cut",
             "R16.2": "the reserve became the only card left",
             "R16.3": "the last card of the turn's quota"}


def goes_on(reason: str) -> str:
    return f"the turn goes on after {reason}, where it ends"


def ends_early_clause(action: Action, ctx: Context, did: str | None = None) -> \
        tuple[str, str]:
    """The build ends the turn where the reference goes on after `action`. Two cards named
    between the move and the end of the turn are the new heads of a cut, unless the build's
    table since the move shows what it did (`did`, `what_build_did`): a card placed on a head
    was placed, whatever questions came before (a build asking the card in hand after the
    move names it there)."""
    cut = " (two cards are asked for, then the turn ends)"
    cutting = ctx.cards_asked >= 2 and did in (None, "cut")
    if action.kind == "ignored":
        if cutting:
            clause, summary = acted_clause(action, "cut")
            return clause, summary + cut
        return action.clause, f"a move the reference ignores ({action.why}) ends the turn"
    if action.kind == "place" and cutting:
        return action.clause, f"{action.why} {PLACED_AS_CUT}"
    if action.kind == "reserve":
        return "R12.2", "the turn ends after a card goes into the reserve, where it goes on"
    if action.kind == "swap":
        if ctx.second_swap():
            return "R13.3", "the turn ends after a second swap, where it goes on"
        return "R13.2", "the turn ends after a swap, where it goes on"
    mover = ctx.move.state.holder() if ctx.move is not None else None
    swaps = ctx.turn_actions[:-1].count("swap")
    if mover is not None and mover.remaining is not None and 1 <= mover.remaining <= swaps:
        # a swap draws nothing: a build that counted the turn's swaps as its cards runs out
        # of them as many cards early (the reference had that many left to draw, or fewer:
        # one card early for each swap counted); the last move named, for a build that ends
        # the turn after such a move anyway (symptoms.settle)
        return "R13.2", f"{EARLY_AFTER_SWAP} ({action.why} last)"
    return "R16.1", f"the turn ends after {action.why}, with cards still to draw"


def _as_at_move(game: State, shown: State, at_move: State | None) -> State:
    """The build's table since a move, read as its table at the move showed the counts: where
    that one counted the card in hand in the holder's draw pile too (`game`: the reference's
    table then), and the table has changed since, the same card is undone from it. Else a
    move played by a build showing its counts so (the draw pile one card down, the card in
    hand still counted) shows the reference's table of before the move, and read as refused,
    a move of the build's first turn was a false rule error (stress 220/2, shrunk to
    held-in-draw with the in-hand counts not shown)."""
    if at_move is None or not at_move.heads or not shown.heads or shown == at_move or \
            HELD not in {p.key for p in display_patterns(game, at_move)[0]}:
        return shown
    return display_patterns(game, shown, only={HELD}, learned=frozenset({HELD}))[1]


def refused(ctx: Context, shown: State, same_text: bool = False,
            fixed: Callable[[State, list], list] | None = None,
            after: State | None = None, before: State | None = None,
            at_move: State | None = None) -> bool:
    """The build shows the very table it showed before the last move, which the reference
    played: it did not play it. `same_text`: the build printed the same text as before the
    move (the only sign when its table cannot be read); `fixed` leaves out of the differences
    those a fixed display relation of the build explains; `after`: the reference's table now
    (when it is the one of before the move too, as after a swap, nothing is refused);
    `before`: the table the build showed at the move, given when it now asks that move again
    (same player, same card): shown again unchanged, the move is refused, whatever counts
    of the piles already differed from the reference's then (but see `_last_card_reserved`);
    `at_move`: the table the build showed at the move, whatever it asks now: a difference from
    the reference's table that it showed there already (a pile gone wrong in an earlier turn)
    is none the move made (but a move that is another in the build's own game, as a reserve
    made holding one, a swap, may leave its table unchanged: `_swap_in_its_game`). Only what
    the build's table lets the grader read tells: where it shows no player line the grader
    reads, a move that changes no head (a reserve) leaves it unchanged, played or not."""
    move, action = ctx.move, ctx.action
    if move is not None and after is not None and (
            differences(move.state, after) == [] or
            not shown.players and move.state.heads == after.heads):
        return False
    if not (ctx.in_move and move is not None and action is not None and
            action.kind != "ignored"):
        return False
    # when the reserve comes back as the only card left, the table looks unchanged too: a card
    # just put into the reserve and drawn back as the next is the same card over the same
    # table; after a placement, the very table of before the move with the same card asked
    # again is a refusal (a build whose turn goes on there holds the reserve's card, and the
    # head has grown)
    if action.ends_by == "R16.2" and (action.kind == "reserve" or not (
            before is not None and shown.heads and shown == before)):
        return False
    if same_text or before is not None and shown.heads and shown == before and \
            not _last_card_reserved(action, move.state, before):
        return True
    shown = _as_at_move(move.state, shown, at_move)
    left = differences(move.state, shown) if shown.heads else None
    if left:  # a count the build shows otherwise at every prompt (`remaining` off by two)
        left = differences(move.state, display_patterns(move.state, shown)[1])
    if left and fixed is not None:
        left = fixed(move.state, left)
    if left and at_move is not None and at_move.heads and \
            not _last_card_reserved(action, move.state, at_move) and \
            not _swap_in_its_game(action, at_move):
        known = differences(move.state, at_move) + \
            differences(move.state, display_patterns(move.state, at_move)[1])
        left = [d for d in left if d not in known]
    return left == []


def _swap_in_its_game(action: Action, shown: State) -> bool:
    """A card into the reserve where the build's table at the move shows a reserve held (one
    kept from an earlier turn): in its game that move is a swap, which changes no count."""
    holder = shown.holder()
    return action.kind == "reserve" and holder is not None and bool(holder.reserve)


def _last_card_reserved(action: Action, want: State, shown: State) -> bool:
    """A reserve made where the build counts the turn's last card (it shows 0 remaining) and
    the game does not: the build hands the reserve back as the card of its next move (R16.2),
    which its count, not a refusal, explains."""
    w, b = want.holder(), shown.holder()
    return action.kind == "reserve" and w is not None and b is not None and \
        b.remaining == 0 and bool(w.remaining)


def ignored_clause(action: Action, ctx: Context) -> tuple[str, str]:
    """The build ignores (asks again for) a move the reference plays."""
    if action.kind == "swap" and ctx.straight_second_swap():
        return "R13.3", SECOND_SWAP_REFUSED
    move = ctx.move
    if action.kind == "place" and move is not None and move.state.heads and \
            move.text.strip() == str(move.state.heads[0][0]) and \
            not action.why.startswith("a joker"):  # (a joker is never cut with: R10.5)
        return "R14.3", f"{action.why}{ON_OLDEST}"
    clause = {"swap": "R13.1", "reserve": "R12.1", "cut": "R14.1"}.get(action.kind,
                                                                     action.clause)
    return clause, f"{action.why}{REFUSED}"


def asked_again_quietly(ctx: Context, player: int | None, card: str | None,
                        quiet: bool) -> bool:
    """The build asks the last move again (for the same `card`, or none shown: `Your move?`
    alone) of `player` with nothing between (`quiet`: no table and no card question since
    the move), where the reference played the move (and drew the next card, which may be the
    same, or ended the turn): it refused the move. Read as the next move, or as the turn going
    on, the refusal would be taken for another rule broken later. A joker's value answered
    is the move's own last answer."""
    move, action = ctx.move, ctx.action
    last = ctx.last is move or ctx.in_move and ctx.last is not None and \
        ctx.last.kind == "joker"
    if not quiet or move is None or action is None or not last or \
            action.kind == "ignored" or player not in (None, move.player):
        return False
    if not card:
        return True
    held = parse_card(card)  # (after a swap a card shown is compared as the card in hand)
    return action.kind != "swap" and held is not None and move.card is not None and \
        same_card(held, move.card)


def missed_win(ctx: Context, shown: State | None, cutting: bool = False) -> tuple[str, str]:
    """The reference declares a win where the build goes on; `shown`: the build's table since
    the move (None: none). After a cut that should have won, a table showing the player still
    owning cards tells that the cut's effect differs (the win check may be fine); after a
    placement of the last card, a table showing a cut, or new heads asked for (`cutting`: a
    card question right after the move, in testing mode), tells that the placement was taken
    as one. Where no player line can be read, heads that still show the oldest one tell that
    another was cut."""
    action = ctx.action
    if action is not None and action.kind == "place" and \
            (cutting or what_build_did(ctx, shown) == "cut"):
        # the last card, placed by the reference (a win), taken as a cut by the build
        return action.clause, f"{action.why} {PLACED_AS_CUT}"
    if action is None or action.kind != "cut":
        return "R18.1", "a win is not declared when the player's piles are empty"
    mover = next((p for p in shown.players if p.number == ctx.move.player), None) \
        if shown is not None and ctx.move is not None else None
    before = ctx.move.state.holder() if ctx.move is not None else None
    if shown is not None and not shown.players and ctx.move is not None and \
            ctx.move.state.heads and ctx.move.state.heads[0][0] in [h for h, _, _ in shown.heads]:
        # (no player line read, but the heads: the oldest is still there, another was cut)
        return "R15", differ_after(action.why, HEADS)
    if mover is None or mover.total == 0 or before is None:
        return "R18.3", "a win by a cut (win by losing) is not declared at once"
    return cut_effect(ctx)


def cut_effect(ctx: Context) -> tuple[str, str]:
    """A cut the build made with another effect than the reference's."""
    before = ctx.move.state.holder() if ctx.move is not None else None
    if before is not None and before.draw < 2:
        return reshuffled_cut(before.reserve)
    return "R15.3", CUT_PILES


def _wins_as_cut(ctx: Context) -> bool:
    """Whether the last move, taken as a cut of the head it names, wins by losing: the mover's
    last card, no reserve held, a head of one card (R18.3)."""
    move = ctx.move
    mover = move.state.holder() if move is not None else None
    if move is None or mover is None or mover.draw + mover.discard or mover.reserve:
        return False
    chosen = move_number(move.text)
    return any(hid == chosen and count == 1 for hid, _, count in move.state.heads)


def won_unread(ending: Ending, winner: int | None) -> bool:
    """Whether a build that ended where the reference goes on, after a move, ended its game as
    a win does, no winner read (`winner` None): it exits with status 0 of its own, asked
    nothing (a win named in words no pattern reads, or not named); judged as a win declared."""
    return winner is None and not ending.cut and ending.returncode == 0


UNREAD = "; no winner is named in words the grader reads: a game ended cleanly where the " \
    "reference goes on is judged as a win declared there"


def win_clause(ctx: Context, said: tuple[str, ...] | None) -> tuple[str, str]:
    """The build declares a win where the reference goes on (`said`: the text it printed
    between its last question and the win line). A move the reference ignores, taken as a cut,
    wins by losing where the head it names holds one card and the mover's last card is in hand
    (R18.3): a win declared right after it, with nothing said between, is that cut made; a
    refusal said first (`Invalid move.`) and then a win is the win's own error."""
    action = ctx.action
    mover = ctx.move.state.holder() if ctx.move else None  # type: ignore[union-attr]
    if action is not None and action.kind == "ignored":
        if said == () and _wins_as_cut(ctx):
            return acted_clause(action, "cut")
        return "R19.2", "a win is declared after an ignored move, the card still in hand"
    if action is not None and action.kind == "cut" and not (
            mover is not None and mover.discard > 0 and mover.draw >= 2):
        # the reference goes on: by the rules the cut leaves the player cards (it puts the
        # reserve away too), so its effect differs (cards it puts into the discard pile are
        # lost), whatever the win check does; but no cut takes away the cards a discard pile
        # held before it (its new heads drawn without a reshuffle): a win over those is the
        # win's own error
        return cut_effect(ctx)
    if mover is not None and mover.reserve and mover.draw + mover.discard <= 0:
        # (cards left in the piles come first: with them there is no win, reserve or not)
        return "R18.4", "a win is declared while the player holds a reserve"
    return "R18.1", WIN_WITH_CARDS
