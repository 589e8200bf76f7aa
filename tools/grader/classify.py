"""Naming deviations. A difference in a shown count that follows a known display pattern (the
held card still counted in the draw pile, `remaining` off by a fixed amount, a reshuffle shown
before it happens, the in-hand form on the wrong line, a joker head shown as `joker`) is a
display error: the game goes on and the reference's state stays the truth. Any other difference
in the state, and any difference in the course of the game (another question, the turn ending on
one side only, another winner, a crash), is explained from what the reference did with the last
answer (actions.py): a build that goes on after an equal card breaks R8.1, one that accepts a
move the reference ignores breaks the clause that made the reference ignore it. After a garbage
answer the same differences are robustness failures or lenient reading instead."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .actions import Action
from .expect import Step
from .state import State, parse_card, same_card
from .display import display_patterns, holder
from .verdict import Deviation

# Garbage that a lenient reader takes an answer from: a number with more after it (`3 players`,
# `2 3`, `1.5`, as `cin >> n` reads), a number with a plus sign, or a card value or suit that
# starts with a valid one, in any case (`k`, `AH`, `K H`, `Hearts`).
NUMBER_AND_MORE = re.compile(r"\s*(\+\d+|\d+([^\d\s].*|\s+\S.*))")
LENIENT = {"players": NUMBER_AND_MORE, "move": NUMBER_AND_MORE,
           "card": re.compile(r"\s*(10|[2-9AJQK]|joker).*", re.IGNORECASE),
           "suit": re.compile(r"\s*[SHCD].*", re.IGNORECASE),
           "joker": re.compile(r"\s*(10|[2-9AQK]|J(?!oker)).*", re.IGNORECASE)}
PADDED = ("robustness", "R23.4", "blanks around an answer are not ignored")
# What taking a garbage answer breaks, by the prompt it answered. An invalid answer taken as a
# valid one is an input-handling defect, never a rule error: the game is still played by the
# rules, with an answer nobody gave.
TAKEN = {"players": ("robustness", "R24.1", "an invalid player count (no whole number of at "
                     "least 2) is taken as a valid one"),
         "move": ("robustness", "R24.1", "an invalid move (not a head number) is taken as a "
                  "valid one"),
         "joker": ("robustness", "R24.1", "an invalid joker value (no value) is taken as a "
                   "valid one"),
         "card": ("testing-mode", "R23.2", "an invalid card value or suit is taken (it is not "
                  "asked again)"),
         "suit": ("testing-mode", "R23.2", "an invalid card value or suit is taken (it is not "
                  "asked again)")}
TURN_AGAIN = "the turn line is shown again within a turn (before each card)"
ENDLESS_CARDS = "card questions repeat without end"  # (a testing dialogue that is stuck)
LENIENT_SUMMARY = "answers are read as tokens, as `cin >>` does (`3 players` is 3, `K H` is K " \
    "then H) (I16)"


@dataclass
class Context:
    """Where a run stands: the last answered step, the last answered move and the one before
    it (a second swap breaks R13.3, a first one R13.1)."""

    last: Step | None = None
    move: Step | None = None
    earlier: Step | None = None
    mode: str = "testing"
    garbages: list[Step] = field(default_factory=list)  # garbage answered since the last move
    in_move: bool = False  # only card questions and a joker value answered since the move
    split_line: bool = False  # garbage a lenient reader takes part of was typed in this run
    first_garbage: Step | None = None  # the first garbage answer of the run
    strips: bool = False  # the build was seen to take an answer with blanks around it
    keeps_blanks: bool = False  # the build was seen to ask again after blanks around one
    blanks_sure: bool = False  # ... a question other than a card's (a card may be asked twice)
    turn_actions: list[str] = field(default_factory=list)  # the kinds of this turn's moves
    unsure: Step | None = None  # an answer the grader cannot tell which question it went to
    cards_asked: int = 0  # card values the build asked since the last move (any answer)

    def answered(self, step: Step) -> None:
        self.last = step
        if step.kind == "turn":
            self.turn_actions = []
        elif step.kind == "move" and step.action is not None:
            self.turn_actions.append(step.action.kind)
        if step.kind == "move" and step.answer is not None:
            self.earlier, self.move = self.move, step
            self.cards_asked = 0
        self.in_move = step.kind in ("move", "joker", "card", "suit") and self.move is not None \
            and (self.in_move or step.kind == "move")
        # the same question asked again after garbage (and compared by the caller): handled
        self.garbages = [g for g in self.garbages if g.kind != step.kind]
        if step.garbage:
            self.garbages.append(step)
            self.first_garbage = self.first_garbage or step
            # a reader that takes part of a garbage line may keep the rest for later questions
            self.split_line = self.split_line or self._lenient(step)

    @property
    def garbage(self) -> Step | None:
        """The latest garbage answer since the display last matched the reference's (blanks
        around a valid answer count only until the build was seen to strip them)."""
        real = [g for g in self.garbages if not (g.padded and self.strips)]
        return real[-1] if real else None

    def answered_again(self, kind: str) -> None:
        """A card question answered again with the card in hand: blanks around its earlier
        answer prove nothing (refused, or taken by a build that asks each card twice)."""
        self.garbages = [g for g in self.garbages if not (g.padded and g.kind == kind)]

    def named(self) -> None:
        """The card in hand is the one the reference holds: garbage at the card questions did
        no harm."""
        self._harmless([g for g in self.garbages if g.kind in ("card", "suit")])

    def matched(self) -> None:
        """The build's display matched the reference's: earlier garbage did no harm, and the
        answers went where the grader thought."""
        self._harmless(self.garbages)
        self.unsure = None

    def _harmless(self, steps: list[Step]) -> None:
        self.strips = (self.strips or any(g.padded for g in steps)) and not self.keeps_blanks
        self.garbages = [g for g in self.garbages if g not in steps]

    @property
    def action(self) -> Action | None:
        return self.move.action if self.move is not None else None

    @property
    def after_garbage(self) -> bool:
        return self.garbage is not None

    @property
    def lenient(self) -> bool:
        """Garbage that a lenient reader takes an answer from was typed in this run: whatever
        follows may be the rest of that line read as later answers."""
        return self.split_line

    @staticmethod
    def _lenient(step: Step) -> bool:
        return step.kind in LENIENT and not step.padded and \
            LENIENT[step.kind].fullmatch(step.text.rstrip("\r")) is not None

    def taken(self, kinds: tuple[str, ...] = ()) -> tuple[str, str, str] | None:
        """What the build broke if it took a garbage answer as an answer: the earliest
        garbage (not merely padded) since the display last matched, of the first of `kinds`
        answered if given (a changed game points at a move before a card name)."""
        real = [g for g in self.garbages if not (g.padded and self.strips)]
        ranked = sorted(real, key=lambda g: (
            kinds.index(g.kind) if g.kind in kinds else len(kinds), g.padded))
        garbage = ranked[0] if ranked else None
        if garbage is None:
            return None
        if garbage.padded:
            return PADDED
        return TAKEN.get(garbage.kind, ("rule", "R24.1", f"garbage at {NAMES[garbage.kind]} "
                                        "is taken as an answer"))

    def second_swap(self) -> bool:
        prior = self.earlier.action if self.earlier is not None else None
        return (self.action is not None and self.action.kind == "swap" and prior is not None
                and prior.kind == "swap"
                and self.earlier.player == self.move.player)  # type: ignore[union-attr]


def deviation(kind: str, clause: str, summary: str, category: str, message: str,
              ctx: Context, **evidence) -> Deviation:
    return Deviation(kind, clause, summary, category, message, mode=ctx.mode, **evidence)


def differences(want: State, got: State) -> list[tuple[str, str, str]]:
    """Every field that differs: (field, expected, actual)."""
    if want.heads == got.heads and want.players == got.players:
        return []  # (the usual case, found at once)
    out: list[tuple[str, str, str]] = []
    want_ids = [h[0] for h in want.heads]
    got_ids = [h[0] for h in got.heads]
    if want_ids != got_ids:
        out.append(("head ids", _ids(want_ids), _ids(got_ids)))
    else:
        for (hid, wtop, wn), (_, gtop, gn) in zip(want.heads, got.heads):
            if not same_card(wtop, gtop):
                out.append((f"head {hid} top", str(wtop), str(gtop)))
            if wn != gn:
                out.append((f"head {hid} count", str(wn), str(gn)))
    if len(want.players) != len(got.players):
        out.append(("player count", str(len(want.players)), str(len(got.players))))
        return out
    for wp, gp in zip(want.players, got.players):
        for name in ("number", "total", "draw", "discard", "remaining", "reserve"):
            a, b = getattr(wp, name), getattr(gp, name)
            if a != b:
                out.append((f"player {wp.number} {name}", _opt(a), _opt(b)))
    return out


def _ids(ids: list[int]) -> str:
    return "[" + ", ".join(map(str, ids)) + "]"


def _opt(value: int | None) -> str:
    return "none" if value is None else str(value)


def _one_card_moved(want: State, got: State, number: int) -> bool:
    """Whether the player's piles differ by one card gone to the other pile (the reserve put
    on the draw pile where it goes to the discard pile, or the other way), nothing else."""
    w = next((p for p in want.players if p.number == number), None)
    g = next((p for p in got.players if p.number == number), None)
    return w is not None and g is not None and \
        (g.draw - w.draw, g.discard - w.discard) in ((1, -1), (-1, 1))


def state_clause(ctx: Context, fields: list[str], want: State, step: Step, got: State
                 ) -> tuple[str, str, str]:
    """Kind, clause and summary of a difference in the game's state, from what the reference
    did with the last move (or the set-up, before any move), or the garbage answer taken
    (by a reader that takes answers from the start of a line, its reading)."""
    if ctx.lenient:
        return "reading", "R24.1", LENIENT_SUMMARY
    taken = ctx.taken(("move", "joker", "players", "card", "suit"))
    if taken is not None:
        return taken
    where = "the heads" if any(f.startswith("head") for f in fields) else "the players' counts"
    action = ctx.action
    for hid, top, count in want.heads:
        shown = next((t for i, t, n in got.heads if i == hid and n == count), None)
        if (top.value, top.suit) == (2, "J") and shown is not None and shown.suit == "J" \
                and shown.value != 2:  # (the same count: not a joker placed on it since)
            return "rule", "R11.2", "a joker that starts a head does not count as 2 (it keeps a " \
                "value announced before)"
    if action is None:
        clause = "R3.1" if where == "the heads" else "R1.3"
        return "rule", clause, f"at the start of the game, {where} differ"
    if action.kind == "ignored":
        did = what_build_did(ctx, got)
        if did is not None:
            return ("rule",) + acted_clause(action, did)
        return "rule", action.clause, f"a move the reference ignores ({action.why}) changes " \
            "the game"
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
        mover = holder(ctx.move.state) if ctx.move else None  # type: ignore[union-attr]
        if mover is not None and (mover.reserve or action.kind == "reserve") and \
                where != "the heads":
            return "rule", "R17.1", "after a turn that ends with a reserve held, the piles differ"
    if action.kind == "cut" and where != "the heads":
        mover = holder(ctx.move.state) if ctx.move else None  # type: ignore[union-attr]
        if mover is not None and mover.reserve and (mover.draw >= 2 or
                                                    _one_card_moved(want, got, mover.number)):
            return "rule", "R15.2", "after a cut made while holding a reserve, the piles differ"
        if mover is not None and mover.draw < 2:
            return "rule", "R15.4", "after a cut whose new heads need the discard pile " \
                "reshuffled, the piles differ"
        return "rule", "R15.3", "after a cut, the piles differ"
    clause = {"cut": "R15", "reserve": "R12.1", "swap": "R13.1"}.get(action.kind, action.clause)
    if action.kind == "place" and action.outcome in ("turn-ends", "continues") and \
            where != "the heads":
        clause = action.ends_by or "R16.1"
    if _reshuffled(ctx, want) and where != "the heads":
        return "rule", "R6.2", "after a draw from an empty draw pile (a reshuffle), the " \
            "counts differ"
    return "rule", clause, f"after {action.why}, {where} differ"


# how a reserve and a swap count among the turn's cards (a reserve does, a swap does not)
QUOTA_CLAUSE = {"reserve": "R12.2", "swap": "R13.2"}


def _reshuffled(ctx: Context, want: State) -> bool:
    """The player holding a card now (the mover, or the next player after a turn end) had an
    empty draw pile at the last move and has one again: the card in hand was drawn from an
    empty draw pile."""
    now = holder(want)
    if ctx.move is None or now is None:
        return False
    was = next((p for p in ctx.move.state.players if p.number == now.number), None)
    return was is not None and was.draw == 0 and now.draw > 0


# -- the course of the game -----------------------------------------------------------------------
NAMES = {"players": "the player count", "turn": "the turn line", "card": "a card value",
         "suit": "a suit", "move": "a move", "joker": "a joker value",
         "extra": "an extra question", "unknown": "an unrecognised question"}


def course(ctx: Context, asked: str, want: Step, shown: State | None = None
           ) -> tuple[str, str, str]:
    """Kind, clause and summary of a build asking for `asked` where the reference asks `want`:
    the course of the game differs, explained from what the reference did with the last move
    (and, for a move the reference ignored, from what the build's table `shown` since that
    move says it did with it)."""
    action = ctx.action
    if action is not None and action.kind == "ignored" and ctx.in_move and \
            ctx.taken() is None and not ctx.lenient:
        did = what_build_did(ctx, shown)
        if did is not None:
            return ("rule",) + acted_clause(action, did)
    if ctx.lenient:
        return "reading", "R24.1", LENIENT_SUMMARY
    taken = ctx.taken()
    if taken is not None:
        return taken
    if want.kind == "joker":
        return "rule", "R10.1", "no joker value is asked for a joker played on a head"
    if asked == "joker" and ctx.last is not None and ctx.last.kind == "joker" and \
            action is not None and action.kind != "ignored":
        if action.clause == "R9":
            return "rule", "R10.2", JOKER_ON_ACE  # R9 if plain cards fare alike (settle_ace)
        return "rule", "R10.2", "a joker value that fits the head is refused (asked again)"
    if asked == "joker":
        if ctx.move is not None and ctx.move.text == "0":
            return ("rule", "R12.1", "a joker value is asked for a joker going to the "
                    "reserve or swapped")
        return "rule", "R22.5", "a joker value is asked where no joker is played on a head"
    if action is None or not ctx.in_move:
        return "rule", "R22", f"{NAMES[asked]} is asked where the reference " \
            f"asks for {NAMES[want.kind]}"
    if want.purpose == "new-head":
        if asked == "move":
            return "rule", "R14.1", "a cut is refused (the move is asked again)"
        if what_build_did(ctx, shown) == "cut":  # made, but its new heads differ
            return ("rule",) + cut_effect(ctx)
        if ctx.mode == "normal":
            return "rule", "R14.1", "a cut is not made (no new heads)"
        return ("testing-mode", "R23.1", "the new heads after a cut are not asked for in "
                "testing mode (drawn without the tester)")
    if want.kind == "turn" and action.outcome == "turn-ends":
        return ("rule",) + goes_on_clause(action, "reserve" in ctx.turn_actions[:-1])
    if asked == "turn" and action.outcome == "continues" and action.kind == "place" and \
            what_build_did(ctx, shown) == "cut":
        return "rule", action.clause, f"{action.why} {PLACED_AS_CUT}"
    if asked == "turn" and action.outcome in ("continues", "ignored"):
        return ("rule",) + ends_early_clause(action, ctx)
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


PLACED_AS_CUT = "is taken as a cut (the turn ends)"  # its new heads asked or shown
JOKER_ON_ACE = "a joker value on an ace is refused (asked again)"


def settle_ace(runs: Iterable[list[Deviation]]) -> None:
    """Across a whole grade: a joker value refused on an ace breaks the ace's rule (R9) in a
    build seen refusing a plain card on an ace too, and the joker's (R10.2) otherwise."""
    runs = list(runs)
    if not any(d.kind == "rule" and d.clause == "R9" and "refused" in d.summary
               for found in runs for d in found):
        return
    for found in runs:
        for dev in found:
            if dev.summary == JOKER_ON_ACE:
                dev.clause = "R9"


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


def turn_goes_on(ctx: Context, player: int | None) -> tuple[str, str] | None:
    """(clause, summary) when the build shows the turn line of `player`, who played the last
    move, where the reference ends that player's turn: the build goes on with the turn (its
    turn line is shown again before the next card), it does not pass it to another player."""
    move, action = ctx.move, ctx.action
    if player is None or move is None or action is None or move.player != player or \
            ctx.last is not move and not ctx.in_move or action.outcome != "turn-ends":
        return None
    return goes_on_clause(action, "reserve" in ctx.turn_actions[:-1])


def goes_on_clause(action: Action, reserved: bool = False) -> tuple[str, str]:
    """The build goes on with the turn where the reference ended it after `action`
    (`reserved`: a card went into the reserve earlier in the turn, which the build may not
    have counted as one of the turn's cards)."""
    if action.kind == "reserve" and action.ends_by == "R16.3":
        return "R12.2", "the turn goes on after the turn's last card went into the reserve " \
            "(it is not counted as one of the turn's cards)"
    if reserved and action.ends_by == "R16.3":
        return "R12.2", "the turn goes on after its last card, a card put into the reserve " \
            "earlier in it (that card is not counted as one of the turn's cards)"
    ends = action.ends_by or "R17.2"
    reason = {"R8.1": "an equal card", "R8.2": "an ace on an ace", "R15.5": "a cut",
              "R16.2": "the reserve became the only card left", "R16.3": "the last card of the "
              "turn's quota"}.get(ends, action.why)
    return ends, f"the turn goes on after {reason}, where it ends"


def ends_early_clause(action: Action, ctx: Context) -> tuple[str, str]:
    """The build ends the turn where the reference goes on after `action`. Two cards named
    between the move and the end of the turn are the new heads of a cut."""
    cut = " (two cards are asked for, then the turn ends)"
    if action.kind == "ignored":
        if ctx.cards_asked >= 2:
            clause, summary = acted_clause(action, "cut")
            return clause, summary + cut
        return action.clause, f"a move the reference ignores ({action.why}) ends the turn"
    if action.kind == "place" and ctx.cards_asked >= 2:
        return action.clause, f"{action.why} {PLACED_AS_CUT}"
    if action.kind == "reserve":
        return "R12.2", "the turn ends after a card goes into the reserve, where it goes on"
    if action.kind == "swap":
        if ctx.second_swap():
            return "R13.3", "the turn ends after a second swap, where it goes on"
        return "R13.2", "the turn ends after a swap, where it goes on"
    mover = holder(ctx.move.state) if ctx.move is not None else None
    if "swap" in ctx.turn_actions[:-1] and mover is not None and mover.remaining == 1:
        # a swap draws nothing: a build that counted it as one of the turn's cards runs out of
        # them a card early (the reference had one card left to draw)
        return "R13.2", "the turn ends a card early after a swap earlier in it"
    return "R16.1", f"the turn ends after {action.why}, with cards still to draw"


def what_build_did(ctx: Context, shown: State | None) -> str | None:
    """What the build's table since the last move shows it did with that move: a cut (the
    oldest head gone, new heads made), a placement (a head's top is now the card in hand), a
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
    if ids_before and ids_before[0] not in ids_now and max(ids_now) > max(ids_before):
        return "cut"
    card = move.card
    if card is not None:
        for hid, top, count in shown.heads:
            old = next((h for h in before.heads if h[0] == hid), None)
            if old is not None and count == old[2] + 1 and (
                    same_card(top, card) or (card.value == 0 and top.suit in ("J", None))):
                return "place"
    mover, now = holder(before), next((p for p in shown.players if before.players and
                                       p.number == move.player), None)
    if mover is not None and now is not None and not mover.reserve and now.reserve:
        return "reserve"
    return joker


def carried_out(ctx: Context, shown: State,
                diffs: list[tuple[str, str, str]]) -> tuple[str, str] | None:
    """A move the reference ignored that the build's first table since it shows carried out
    as a reserve (the mover's reserve shown where the reference's has none): the clause and
    summary of what the build did, whatever the counts do later (a reserve that goes back
    onto the draw pile at the turn's end heals them, but the move was still taken). None:
    the table does not show that."""
    action = ctx.action
    if action is None or action.kind != "ignored" or not ctx.in_move or \
            ctx.garbage is not None or ctx.lenient or ctx.move is None:
        return None
    mover = f"player {ctx.move.player} reserve"
    if not any(f == mover for f, _, _ in diffs) or what_build_did(ctx, shown) != "reserve":
        return None
    return acted_clause(action, "reserve")


def acted_clause(action: Action, did: str) -> tuple[str, str]:
    """A well-formed move the reference ignores but the build carries out is named by what the
    build did (a cut breaks R14, a placement the rule of placing), not by why it was ignored."""
    why = action.why
    if did == "cut":
        clause = {"R14.3": "R14.3", "R14.4": "R14.4", "R19.1": "R14.4", "R10.4": "R14.5",
                  "R14.2": "R14.2"}.get(action.clause, "R14.1")
        return clause, f"{why} is taken as a cut"
    if did == "reserve":
        return "R12.3", f"{why} puts the card into the reserve"
    if action.clause == "R10.4":
        return "R10.2", "a joker is placed with an announced value that fits no action there"
    return "R7", f"{why}: the card is placed on a head where no action allows it"


def refused(ctx: Context, shown: State, same_text: bool = False,
            fixed: Callable[[State, list], list] | None = None,
            after: State | None = None) -> bool:
    """The build shows the very table it showed before the last move, which the reference
    played: it did not play it. `same_text`: the build printed the same text as before the
    move (the only sign when its table cannot be read); `fixed` leaves out of the differences
    those a fixed display relation of the build explains; `after`: the reference's table now
    (when it is the one of before the move too, as after a swap, nothing is refused)."""
    move, action = ctx.move, ctx.action
    if move is not None and after is not None and differences(move.state, after) == []:
        return False
    # (when the reserve comes back as the only card left, the table looks unchanged too)
    if not (ctx.in_move and move is not None and action is not None and
            action.kind != "ignored" and action.ends_by != "R16.2"):
        return False
    if same_text:
        return True
    left = differences(move.state, shown) if shown.heads else None
    if left:  # a count the build shows otherwise at every prompt (`remaining` off by two)
        left = differences(move.state, display_patterns(move.state, shown)[1])
    if left and fixed is not None:
        left = fixed(move.state, left)
    return left == []


def ignored_clause(action: Action, ctx: Context) -> tuple[str, str]:
    """The build ignores (asks again for) a move the reference plays."""
    if action.kind == "swap" and ctx.second_swap():
        return "R13.3", "a second swap in a row is refused"
    move = ctx.move
    if action.kind == "place" and move is not None and move.state.heads and \
            move.text.strip() == str(move.state.heads[0][0]):
        return "R14.3", f"{action.why} on the oldest head is refused (the move is asked again)"
    clause = {"swap": "R13.1", "reserve": "R12.1", "cut": "R14.1"}.get(action.kind,
                                                                     action.clause)
    return clause, f"{action.why} is refused (the move is asked again)"


def asked_again_quietly(ctx: Context, player: int | None, card: str | None,
                        quiet: bool) -> bool:
    """The build asks the last move again (for the same `card`, or none shown: `Your move?`
    alone) of `player` with nothing between (`quiet`: no table and no card question since
    the move), where the reference played the move (and drew the next card, which may be the
    same, or ended the turn): it refused the move. Read as the next move, or as the turn going
    on, the refusal would be taken for another rule broken later."""
    move, action = ctx.move, ctx.action
    if not quiet or move is None or action is None or ctx.last is not move or \
            action.kind == "ignored" or player not in (None, move.player):
        return False
    if not card:
        return True
    held = parse_card(card)  # (after a swap a card shown is compared as the card in hand)
    return action.kind != "swap" and held is not None and move.card is not None and \
        same_card(held, move.card)


def missed_win(ctx: Context, shown: State | None) -> tuple[str, str]:
    """The reference declares a win where the build goes on; `shown`: the build's table since
    the move (None: none). After a cut that should have won, a table showing the player still
    owning cards tells that the cut's effect differs (the win check may be fine)."""
    action = ctx.action
    if action is None or action.kind != "cut":
        return "R18.1", "a win is not declared when the player's piles are empty"
    mover = next((p for p in shown.players if p.number == ctx.move.player), None) \
        if shown is not None and ctx.move is not None else None
    before = holder(ctx.move.state) if ctx.move is not None else None
    if mover is None or mover.total == 0 or before is None:
        return "R18.3", "a win by a cut (win by losing) is not declared at once"
    return cut_effect(ctx)


def cut_effect(ctx: Context) -> tuple[str, str]:
    """A cut the build made with another effect than the reference's."""
    before = holder(ctx.move.state) if ctx.move is not None else None
    if before is not None and before.draw < 2:
        return "R15.4", "after a cut whose new heads need the discard pile reshuffled, the " \
            "piles differ"
    return "R15.3", "after a cut, the piles differ"


def win_clause(ctx: Context) -> tuple[str, str]:
    """The build declares a win where the reference goes on."""
    action = ctx.action
    mover = holder(ctx.move.state) if ctx.move else None  # type: ignore[union-attr]
    if action is not None and action.kind == "ignored":
        return "R19.2", "a win is declared after an ignored move, the card still in hand"
    if mover is not None and mover.reserve:
        return "R18.4", "a win is declared while the player holds a reserve"
    return "R18.1", "a win is declared while the player still has cards"
