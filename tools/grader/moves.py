"""The moves of normal play: a seeded player that mostly plays sensible moves and seeks the
situations where builds go wrong (swapping twice, a reserve while holding one, jokers announced
as an ace and cut off, or as a king, a joker value that fits nowhere, cuts while holding a
reserve, the last cards played holding one, the very last card played as an equal card, the
kinds of move transcripts crashed after), and now and then makes an illegal move (and once a
game one it would seldom meet: `probe`), so that the build's legality decisions are compared
with the reference's too. A careful player (finding a reading) plays legal moves only."""

from __future__ import annotations

import random

from rules.cards import NAMES
from rules.model import fits

from .actions import Action, MoveKind, decide, kind_of, move_number
from .classify import effect_key
from .expect import Step
from .state import CardShown, State, same_card


def last_cards(state: State) -> bool:
    """The holder's last cards, the reserve free and allowed: a card put into it now makes
    the reserve the only card left, or held at a win (R16.2, R18.4)."""
    me = state.holder()
    return me is not None and not me.reserve and me.draw + me.discard <= 2 and \
        len(state.heads) > 1


def choose(want: Step, last: Action | None, rng: random.Random, careful: bool = False
           ) -> tuple[str, str | None]:
    """A move for the card in hand at the move request `want` (and a joker value), after the
    turn's last action `last`."""
    state = want.state
    ids = [hid for hid, _, _ in state.heads]
    me = state.holder()
    hand = want.card or CardShown(0, None)
    reserve = bool(me and me.reserve)
    if careful:
        return _careful(state, hand, reserve, ids, rng)
    if rng.random() < 0.05:
        return rng.choice(["0", str(max(ids) + 1), str(ids[-1])]), "K"
    if last_cards(state) and rng.random() < 0.7:
        return "0", None  # (the last cards played holding a reserve: R16.2, R18.4)
    equal = [hid for hid, top, _ in state.heads if top.value == hand.value != 0] \
        if me is not None and me.draw + me.discard == 0 and not reserve else []
    if equal and rng.random() < 0.5:
        return str(rng.choice(equal)), None  # (a win by an equal card, which ends the turn)
    if reserve and (rng.random() < 0.2 or (last and last.kind == "swap" and
                                           rng.random() < 0.5)):
        return "0", None
    if hand.value == 0:
        head = rng.choice(ids[:1] * 2 + ids)
        top = next(t.value for hid, t, _ in state.heads if hid == head)
        good = [NAMES[v] for v in range(1, 14) if fits(v, top)]
        value = "A" if rng.random() < 0.3 else rng.choice(good)
        if rng.random() < 0.08:
            value = rng.choice([NAMES[v] for v in range(1, 14) if not fits(v, top)] or good)
        return str(head), value
    fitting = [hid for hid, top, _ in state.heads if fits(hand.value, top.value)]
    if fitting:
        oldest_fits = fitting[0] == ids[0]
        return str(ids[0] if oldest_fits and rng.random() < 0.3 else rng.choice(fitting)), None
    if not reserve and len(ids) > 1 and rng.random() < 0.6:
        return "0", None
    return str(ids[0]), None  # a cut


# Jokers announced as a king in the game that seeks (normal_games.SEEK_GAME), wherever a head
# takes one (an ace or a king): the random player announces any value that fits, so a king,
# which fits only there, seldom; a build that refuses it (R10.2) is found by normal play alone
# where testing mode cannot be driven.
KINGS = 3


# Garbage typed once, at a move of one normal game of a grade (normal_games.GARBAGE_GAME):
# the reference ignores it and asks again; a build that acts on it, crashes or loops has an
# input-handling defect (robustness R24.1), which a build graded by normal play alone would
# otherwise never show.
GARBAGE = "x"


def probe(want: Step, rng: random.Random) -> tuple[str, str | None] | None:
    """An illegal move the chooser seldom makes, tried at most once a game where it can be
    (`rng`: a stream of its own, so that the game otherwise goes as it would): a reserve
    while a single head is left (R12.3). None: not here, or not this game."""
    me = want.state.holder()
    if len(want.state.heads) != 1 or me is None or me.reserve:
        return None
    return ("0", None) if rng.random() < 0.5 else None


def _every_move(state: State, value: int | None) -> list[tuple[str, str | None]]:
    """Every move there is for a card of `value` (0: a joker, with every value) at `state`:
    the reserve (or a swap), then each head."""
    moves: list[tuple[str, str | None]] = [("0", None)]
    for hid, _, _ in state.heads:
        moves += [(str(hid), NAMES[v]) for v in range(1, 14)] if value == 0 else \
            [(str(hid), None)]
    return moves


def seek(want: Step, sought: set[tuple[str, str]], avoid: set[MoveKind], strict_cut: bool,
         rng: random.Random) -> tuple[str, str | None] | None:
    """A move (and a joker value) whose effect and kind (classify.effect_key) is one of
    `sought`, the kinds of move transcripts crashed after (modes.crashes_to_seek), where the
    card in hand makes one of a kind the build did not get wrong earlier in the game
    (`avoid`); None where it makes none. (`rng`: a stream of its own.)"""
    state = want.state
    value = want.card.value if want.card is not None else None
    acts = ((move, decide(state, value, move[0], move[1], strict_cut))
            for move in _every_move(state, value))
    found = [move for move, act in acts
             if effect_key(act) in sought and kind_of(state, move[0], act) not in avoid]
    return rng.choice(found) if found else None


def _careful(state: State, hand: CardShown, reserve: bool, ids: list[int],
             rng: random.Random) -> tuple[str, str | None]:
    """Legal moves only, reserves often, the oldest head left alone while the card fits
    another (a move there is where builds most often go wrong, and it decides nothing about a
    reading): play that reaches the open points (where the reserve goes, when a cut is
    allowed) before anything else can go wrong."""
    if not reserve and len(ids) > 1 and rng.random() < 0.4:
        return "0", None
    if hand.value == 0:
        return str(ids[-1]), "A"
    fitting = [hid for hid, top, _ in state.heads if fits(hand.value, top.value)]
    if fitting:
        return str(rng.choice([h for h in fitting if h != ids[0]] or fitting)), None
    return str(ids[0]), None  # a cut


def steer(want: Step, chosen: tuple[str, str | None], avoid: set[MoveKind], last: Action | None,
          rng: random.Random, strict_cut: bool) -> tuple[str, str | None]:
    """`chosen`, or, when it is a kind of move in `avoid` (the build got it wrong earlier in
    the game), another legal move of a kind not in it (a joker: on any head with any value
    that fits there; no swap right after a swap, which could go on for ever); `chosen` when
    there is none."""
    state = want.state
    value = want.card.value if want.card is not None else None

    def kind(move: tuple[str, str | None]) -> tuple[MoveKind, bool]:
        action = decide(state, value, move[0], move[1], strict_cut)
        return kind_of(state, move[0], action), action.kind != "ignored"

    if not avoid or kind(chosen)[0] not in avoid:
        return chosen
    candidates = _every_move(state, value)  # (joker values that fit nowhere: not legal)
    if last is not None and last.kind == "swap":
        candidates = candidates[1:]
    open_ = [m for m, (k, legal) in ((m, kind(m)) for m in candidates)
             if legal and k not in avoid]
    return rng.choice(open_) if open_ else chosen


class Player:
    """The player of a normal game (a part of normal.Game): the move it makes for the card in
    hand, and the cards it put into the reserve, which a swap brings back."""

    twin: Step | None = None  # (the game's: a move read as played, refusals.Refusals.twin)

    def choose(self, want: Step) -> tuple[str, str | None]:
        """A move for the card in hand, and a joker value (`choose`; a scripted game plays
        its transcript's moves instead: live.py)."""
        if self.garbage_at is not None and self.moves >= self.garbage_at and \
                not self.careful and want.state.heads:
            self.garbage_at = None
            return GARBAGE, None
        again = self._again(want)
        if again is not None:
            return again
        if self.seek and not self.careful and want.state.heads:
            sought = seek(want, self.seek, self.avoid, self.strict_cut, self.seeker)
            if sought is not None:
                return sought
        if self.kings and not self.careful and want.card is not None and not want.card.value:
            heads = [hid for hid, top, _ in want.state.heads if fits(13, top.value)]
            if heads and self.seeker.random() < 0.5:
                self.kings -= 1
                return str(self.seeker.choice(heads)), "K"
        if self.probe is not None and not self.careful:
            tried = probe(want, self.probe)
            if tried is not None or len(want.state.heads) == 1:
                self.probe = None  # (decided once, at the first single head of the game)
            if tried is not None:
                return tried
        chosen = choose(want, self.ctx.action, self.rng, self.careful)
        if chosen == ("0", None) and last_cards(want.state):
            return chosen  # (sought even where a reserve went wrong before: only the last
            # cards show what the build does with a reserve left as the only card)
        return steer(want, chosen, self.avoid, self.ctx.action, self.rng, self.strict_cut)

    def _again(self, want: Step) -> tuple[str, str | None] | None:
        """After a card placed, the same card named with nothing shown between, read as a twin
        drawn (refusals.Refusals.twin), the same move again: a build that played the first
        ends the turn with an equal card, one that refused it refuses it again (named then
        after the first: `_refused_before`). None: no such move."""
        twin = self.twin
        if twin is None or twin is not self.ctx.move or twin.action is None or \
                twin.action.kind != "place" or want.card is None or twin.card is None or \
                not want.card.value or not same_card(want.card, twin.card) or \
                move_number(twin.text) not in [hid for hid, _, _ in want.state.heads]:
            return None
        return twin.text, None

    def remember(self, want: Step, move: str) -> None:
        """The card a move puts into the reserve, or brings back by a swap."""
        me = want.state.holder()
        if move != "0" or me is None or want.card is None or len(want.state.heads) < 1:
            return
        if me.reserve:
            self.expected = self.reserve.get(me.number)
            self.reserve[me.number] = want.card
        elif len(want.state.heads) > 1:
            self.reserve[me.number] = want.card
