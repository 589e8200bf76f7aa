"""Symptoms named after their cause, across a whole grade. One rule error shows in many
situations, and in some of them, alone, it reads as another clause broken: a build for which a
king does not fit an ace refuses kings on aces, but also cuts when a king is played on the
oldest head and fits only an ace elsewhere (the cut rule is right; the fit is not); a build
whose lower cards end the turn also ends, "a card early", a turn with a swap in it. Once every
run of a grade is known, a finding that another finding of the same grade explains takes that
finding's clause (and its summary, where they are the same thing), and one that no other
finding explains keeps its own. A count the build shows as it plays (its own quota) is no
display error of its own: it takes the rule finding's name too."""

from __future__ import annotations

from collections.abc import Iterable

from .acted import CUT_PILES, RESERVE_CUT_MORE, RESERVE_CUT_PILES, RESHUFFLED_CUT_PILES, \
    RESHUFFLED_RESERVE_CUT_PILES, heads_differ_after
from .actions import FITS_ELSEWHERE, FITS_ONLY_AS, JOKER_PLACEMENTS, PLACEMENTS
from .classify import EARLY_AFTER_SWAP, ENDS_TURN, ON_OLDEST, PLACED_AS_CUT, REFUSED, \
    VALUE_REFUSED, WIN_WITH_CARDS, goes_on
from .count_marks import MARKS, judged
from .display import REMAINING_OFF
from .verdict import Deviation
from .vocab import Kind


def settle(runs: Iterable[list[Deviation]]) -> None:
    """Renames, in place, the findings of every run of a grade that others explain."""
    found = [d for run in runs for d in run]
    every = [d for d in found if d.kind == "rule"]
    _refusals(every)
    _early_ends(every)
    _quota(every)
    _jokers(every)
    _reserve_cut(every)  # (before the next: what it renames is not shown as the reserve's)
    _reshuffled_cut(every)
    _win_after_cut(every)
    _remaining_shown(found)


def _placement_at_oldest(summary: str) -> str | None:
    """The placement (as actions.py names it) an oldest-head finding turns on: one refused on
    the oldest head, or the only one the card had elsewhere when the oldest head, chosen, was
    taken as a cut. None: another finding."""
    if summary.endswith(ON_OLDEST):
        return summary[:-len(ON_OLDEST)]
    return _only_as(summary)[1]


def _only_as(summary: str) -> tuple[str, str | None, str]:
    """An oldest-head summary naming the only placement the card had elsewhere (a cut, or a
    crash after that move), split around that placement: (before, placement, after)."""
    head, found, rest = summary.partition(FITS_ONLY_AS)
    placement = next((p for p in PLACEMENTS if rest.startswith(p)), None) if found else None
    return (head, placement, rest[len(placement):]) if placement else (summary, None, "")


def _plain(joker: str) -> str:
    """The plain card's placement beside a joker's (`a joker on an ace`: `a card on an ace`)."""
    return "an ace on an ace" if joker == "a joker as an ace on an ace" else \
        "a card " + joker[len("a joker "):]


def _refusals(every: list[Deviation]) -> None:
    """Which rule a refusal breaks, from which placements the build does not carry out
    (refuses them, takes them as a cut, or shows other heads after them: either way the card
    does not go there for it):
    - a joker refused (the move or its value asked again) where a plain card of the same
      action is not carried out breaks that action's rule, and the joker's announcement
      (R10.2) where plain cards are;
    - on the oldest head, a placement refused, or the head taken as a cut where the card fits
      elsewhere by one placement only, breaks that placement's rule where the build does not
      carry it out on other heads either, unless the build also shows an oldest-head error no
      such placement explains (then every one of them is the oldest head's, R14.3)."""
    refused = {d.summary[:-len(end)]: d.clause for d in every
               for end in (REFUSED, " " + PLACED_AS_CUT)
               if d.summary.endswith(end) and d.clause != "R14.3" and
               not d.summary.startswith("a joker")}
    refused.update({move: d.clause for d in every if d.clause != "R14.3" and
                    (move := heads_differ_after(d.summary)) and not move.startswith("a joker")})
    for dev in every:
        end = next((e for e in (REFUSED, VALUE_REFUSED) if dev.summary.endswith(e)), None)
        if dev.summary.startswith("a joker") and end is not None and dev.clause != "R14.3":
            dev.clause = refused.get(_plain(dev.summary[:-len(end)]), "R10.2")
    roots = {id(d): refused.get(_placement_at_oldest(d.summary) or "")
             for d in every if d.clause == "R14.3"}
    if any(root is None for root in roots.values()):  # an oldest-head error of its own
        for dev in every:  # one finding, whatever else the card fitted
            head, placement, tail = _only_as(dev.summary)
            if placement is not None:
                dev.summary = f"{head}{FITS_ELSEWHERE}{tail}"
        return
    for dev in every:
        if dev.clause == "R14.3":
            placement = _placement_at_oldest(dev.summary)
            if dev.summary.endswith(ON_OLDEST):
                dev.summary = f"{placement}{REFUSED}"
            dev.clause = roots[id(dev)]


def _early_ends(every: list[Deviation]) -> None:
    """A turn with a swap in it ended a card early after a move the build ends the turn after
    anyway (R16.1, found in turns without a swap) is that move's error; the others are one
    finding (R13.2: the swap counted as a card), whatever their last move."""
    ends = {d.summary for d in every if d.clause == "R16.1"}
    for dev in every:
        if dev.clause != "R13.2" or not dev.summary.startswith(EARLY_AFTER_SWAP + " ("):
            continue
        last = dev.summary[len(EARLY_AFTER_SWAP) + 2:-len(" last)")]
        end = f"the turn ends after {last}, with cards still to draw"
        dev.clause, dev.summary = ("R16.1", end) if end in ends else ("R13.2", EARLY_AFTER_SWAP)


def _twin(dev: Deviation) -> str:
    """The summary the same finding would have for a plain card: a turn going on after a
    joker where the turn ends for a reason of its clause (an equal card, the last card of the
    quota) is named by that reason for a plain card; other findings name the card."""
    if dev.summary.startswith(goes_on("a joker")[:-len(", where it ends")]) and \
            dev.clause in ENDS_TURN:
        return goes_on(ENDS_TURN[dev.clause])
    return dev.summary.replace("a joker as an ace on an ace", "an ace on an ace").replace(
        "a joker ", "a card ")


def _quota(every: list[Deviation]) -> None:
    """A turn going on after its last card, where a reserve earlier in it (or the last card
    itself, put into the reserve) may have been left out of the count, is the quota ending
    no turn at all where turns without a reserve go on after their last card too (R16.3)."""
    if not any(d.summary == goes_on(ENDS_TURN["R16.3"]) for d in every):
        return
    for dev in every:
        if dev.clause == "R12.2" and dev.summary.startswith("the turn goes on after") and \
                "not counted as one of the turn's cards" in dev.summary:
            dev.clause, dev.summary = "R16.3", goes_on(ENDS_TURN["R16.3"])


def _jokers(every: list[Deviation]) -> None:
    """A finding about a joker placed on a head (refusals aside: _refusals) where plain cards
    of the same action show no such finding is the joker's treatment: a head shown otherwise
    after it, its top not counting as announced (R10.3); the turn going another way after it,
    the joker not played as a card of that value (R10.2). A turn going on after a joker where
    plain cards show it going on for the same reason is that one finding; so is one where the
    turn ends whatever the card's value and plain cards seldom meet the moment (the reserve
    becoming the only card left: VALUE_BLIND), though no plain card showed it in the grade. (A
    quota is met in almost every turn: a turn going on after a joker alone there is the
    joker's, not counted as one of the turn's cards.)"""
    plain = {d.summary for d in every}
    ended_by = {goes_on(reason) for reason in ENDS_TURN.values()}
    equal, ace_on_ace = goes_on(ENDS_TURN["R8.1"]), goes_on(ENDS_TURN["R8.2"])
    for dev in every:
        if dev.summary.endswith((REFUSED, VALUE_REFUSED)) or dev.clause.startswith("R10") or \
                not any(j in dev.summary for j in JOKER_PLACEMENTS):
            continue
        twin = _twin(dev)
        if twin == ace_on_ace and twin not in plain and equal in plain:
            # (an ace on an ace is an equal card, R8.2 a case of R8.1: a build going on after
            # equal cards goes on after a joker as an ace on an ace for that same reason)
            twin, dev.clause = equal, "R8.1"
        if twin in plain or dev.clause in VALUE_BLIND and twin in ended_by:
            if twin in ended_by:
                dev.summary = twin
            continue
        dev.clause = "R10.3" if dev.summary.startswith("after a joker") else "R10.2"


# a turn that ends whatever the value of the card played last, at a moment so rare that plain
# cards may not meet it in a whole grade: a joker's value is no cause there
VALUE_BLIND = ("R16.2",)


def _reshuffled_cut(every: list[Deviation]) -> None:
    """The piles differing after a cut whose new heads needed the discard pile reshuffled,
    where they differ after cuts that needed no reshuffle too, are that cut error, not the
    reshuffle's: the reserve's (R15.2) after a cut made while holding one, where the grade
    shows that, else the oldest head's (R15.3). Where neither shows, the reshuffle's (R15.4),
    whether a reserve was held or not: one finding."""
    shown = {d.summary for d in every}
    plain = [(c, s) for c, s in (("R15.2", RESERVE_CUT_PILES), ("R15.3", CUT_PILES))
             if s in shown]
    for dev in every:
        if dev.summary == RESHUFFLED_RESERVE_CUT_PILES:
            dev.clause, dev.summary = plain[0] if plain else ("R15.4", RESHUFFLED_CUT_PILES)
        elif dev.summary == RESHUFFLED_CUT_PILES and ("R15.3", CUT_PILES) in plain:
            dev.clause, dev.summary = "R15.3", CUT_PILES


def _reserve_cut(every: list[Deviation]) -> None:
    """The piles differing after a cut made while holding a reserve, the same way (the same
    counts gone up or down) as after cuts made without one: that other error of the cut (the
    oldest head's cards, R15.3), which a cut of a one-card head while a reserve is held shows
    as one card, as a lost reserve would. A reserve error shows on its own where cuts made
    without a reserve do not go wrong that way, or where they always go wrong by the same
    number of cards and the cut made while holding one is a card further off: the reserve's
    card lost beside the cut's own error (R15.2); a cut made while holding a reserve that
    differs by more than one card is otherwise the cut's error."""
    plain = {(judged(d.episode, MARKS), _amount(d)) for d in every if d.summary == CUT_PILES}
    for dev in every:
        way = judged(dev.episode, MARKS)
        if dev.summary == RESERVE_CUT_PILES and way and any(w == way for w, _ in plain):
            dev.clause, dev.summary = "R15.3", CUT_PILES
        elif dev.summary == RESERVE_CUT_MORE:
            dev.clause, dev.summary = ("R15.2", RESERVE_CUT_PILES) if _beyond(
                _amount(dev), {n for w, n in plain if w == way}) else ("R15.3", CUT_PILES)


def _amount(dev: Deviation) -> int | None:
    """By how many cards a player's total differs where `dev` first showed (None: not a
    total, or not shown as a number)."""
    if not (dev.field or "").endswith(" total") or not (dev.want or "").isdigit() or \
            not (dev.got or "").lstrip("-").isdigit():
        return None
    return int(dev.got or 0) - int(dev.want or 0)


def _beyond(amount: int | None, plain: set[int | None]) -> bool:
    """Whether `amount` is one card further off than the one amount every plain cut showed."""
    if amount is None or len(plain) != 1 or None in plain:
        return False
    (one,) = plain
    return one != 0 and amount == one + (1 if one > 0 else -1)


def _win_after_cut(every: list[Deviation]) -> None:
    """A win the build declares right after a cut, where the reference goes on, is named by
    the cut's piles (a cut leaves the player cards by the rules: R15.3) unless the build is
    seen, in the same grade, declaring wins with cards left after moves other than cuts and no
    pile error explains them (R18.1 still standing after count_settling.settle): then its win check
    is what went wrong, and a cut need not have lost a card (a check that ignores the discard
    pile wins after every cut that empties the draw pile)."""
    if not any(d.summary == WIN_WITH_CARDS and d.category == "winner" for d in every):
        return
    for dev in every:
        if dev.summary == CUT_PILES and dev.category == "winner":
            dev.clause, dev.summary = "R18.1", WIN_WITH_CARDS


def _remaining_shown(found: list[Deviation]) -> None:
    """`remaining` shown higher than the cards still to draw, by a build whose turns go on
    after the last card of their quota, is that quota as the build plays it: the turn's rule
    error (R16.3), shown truly, not a display error of its own."""
    plain = goes_on(ENDS_TURN["R16.3"])
    if not any(d.kind == "rule" and d.summary == plain for d in found):
        return
    for dev in found:
        if dev.kind == "display" and dev.summary == REMAINING_OFF.format(side="higher"):
            dev.kind, dev.clause, dev.summary = Kind.RULE, "R16.3", plain
