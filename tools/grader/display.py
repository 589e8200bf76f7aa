"""Display errors: the known ways a build shows a count or a card otherwise while the game goes
on the same (the held card counted in the draw pile, `remaining` off by a fixed amount, a
reshuffle shown before it happens, the in-hand form on the wrong line, a joker head shown as
`joker`), undone so that what is left is a difference in the game itself; and a table that
cannot be read line by line, of which only the readable part is compared."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, NamedTuple

from .state import PlayerLine, State, same_card


class Pattern(NamedTuple):
    """A display error seen in one table. `key` names it within a run, where it is believed
    again only as the same pattern (`remaining` off by the same amount); `summary` is the
    finding it reports, the same for every amount."""

    clause: str
    key: str
    summary: str
    message: str
    shift: int = 0  # how much higher the build shows `remaining` (REMAINING_OFF only)


def _pattern(clause: str, summary: str, message: str) -> Pattern:
    return Pattern(clause, summary, summary, message)


# Display errors that a rule error can look like: a count off after some action is the
# action's effect; only one already shown at the first move request of the turn (right after
# the turn's first draw, before any action) is taken as a display error.


NUMBERS = re.compile(r"\d+")
UNREADABLE = "the table cannot be read line by line (no `ID: TOP (COUNT)` heads or no " \
    "`Player a: b (c draw, d discard)` lines): the game is judged by its course only"


TOTALS_ONLY = "players are shown by their totals alone (`Player 1: 53`, no draw and discard " \
    "piles): the piles are judged by the totals"
NO_IDS = "heads are listed without their ids (`TOP (COUNT)`): each head's id is taken from " \
    "its place in the list"
REORDERED = "heads are listed in another order than oldest first (their ids tell their age)"
FROM_ZERO = "players are numbered from 0 (`Player 0`), not from 1"


def looks_like_table(lines: tuple[str, ...] | list[str]) -> bool:
    """Text the tracker found no table in that still looks like one: three lines or more
    with two numbers or more each (a grid, columns without the `ID: TOP (COUNT)` form)."""
    return sum(len(NUMBERS.findall(line)) >= 2 for line in lines) >= 3


def readable(want: State, got: State) -> State | None:
    """`got` with a part the build shows in no readable form (an ASCII-drawn table, heads
    without ids) taken from `want`, so that only what can be read is compared; None when
    nothing can be read."""
    heads = got.heads or ([] if want.heads else got.heads)
    players = got.players or ([] if want.players else got.players)
    if not heads and not players:
        return None
    return State(heads or list(want.heads), [p if p.piles else _piles_of(want, p)
                                             for p in players] or list(want.players))


def unread(want: State, got: State) -> bool:
    """Whether a part of the table the reference shows (its heads, its players) is shown in no
    form the grader reads (`readable` takes it from the reference's)."""
    return not got.heads and bool(want.heads) or not got.players and bool(want.players)


def _piles_of(want: State, line: PlayerLine) -> PlayerLine:
    """A player shown by the total alone, with the piles the game has: the total compared
    (still marked as shown without its piles: a total one card off is all that is known)."""
    mate = next((p for p in want.players if p.number == line.number), None)
    return line if mate is None else replace(line, draw=mate.draw, discard=mate.discard)


def display_patterns(want: State, got: State, allowed: set[str] | None = None,
                     only: set[str] | None = None, learned: set[str] | frozenset = frozenset(),
                     shift: int = 0) -> tuple[list[Pattern], State]:
    """The known display errors in `got`, and `got` with them undone, so that what is left is
    a difference in the game itself. `allowed`: the keys of SINCE_TURN_START patterns seen at
    the turn's first move request (None: any). `only`: the keys of the patterns already seen in
    this run, the only ones believed while the counts are known to differ for another reason
    (None: any). `learned`: those seen in this run, which are how the build shows its counts:
    undone also where the counts they touch differ for another reason as well (the held card
    counted in a draw pile the build's game holds a card less in; `remaining` shown `shift`
    higher, where it differs otherwise)."""
    def ok(summary: str, since_turn_start: bool = False) -> bool:
        return (only is None or summary in only) and \
            (not since_turn_start or allowed is None or summary in allowed)

    found: list[Pattern] = []
    players = list(got.players)
    w = want.holder()
    for index, g in enumerate(players):
        mate = next((p for p in want.players if p.number == g.number), None)
        if mate is None:
            continue
        if mate is w:
            g = _holder_patterns(w, g, found, ok, len(got.heads) - len(want.heads), learned,
                                 shift)
        elif _early_reshuffle(mate, g) and ok(EARLY_RESHUFFLE):
            found.append(_pattern("R21.4", EARLY_RESHUFFLE, _early_message(mate, g)))
            g = PlayerLine(g.number, mate.total, mate.draw, mate.discard, g.remaining, g.reserve)
        elif g.remaining is not None and mate.remaining is None and ok(IN_HAND_ELSEWHERE):
            found.append(_pattern("R21.3", IN_HAND_ELSEWHERE,
                                  f"player {g.number}: in-hand form shown"))
            g = PlayerLine(g.number, g.total, g.draw, g.discard)
        players[index] = g
    heads = []
    for index, (hid, top, count) in enumerate(got.heads):
        mate = next((h for h in want.heads if h[0] == hid), None)
        if mate is not None and top.value == 0 and mate[1].suit == "J":
            # (one way of showing a head's top, a joker, never a count: believed even while
            # the counts differ for another reason, which it cannot explain)
            found.append(_pattern("R20.1", JOKER_PLAIN, f"head {hid} top: expected "
                                  f"{mate[1]}, got joker"))
            top = mate[1]
        heads.append((hid, top, count))
    return found, State(heads, players)


JOKER_PLAIN = "a joker on a head is shown as `joker`, not with the value it counts (`7J`, `2J`)"
IN_HAND_ELSEWHERE = "the `+ 1 in hand` form is shown on a player who holds no card"
IN_HAND_MISSING = "the player holding a card is shown without `+ 1 in hand, e remaining, f in " \
    "reserve`"
EARLY_RESHUFFLE = "a reshuffle is shown before the draw that causes it"


def _early_reshuffle(want: PlayerLine, got: PlayerLine) -> bool:
    """A player whose draw pile is empty, or holds only the reserve put back on it at a turn's
    end (I2), shown with the discard pile already turned into the draw pile (any player: the
    build reshuffles whenever its draw pile runs out, before the reserve goes back on it)."""
    return want.draw <= 1 and want.discard > 0 and \
        (got.draw, got.discard, got.total) == (want.draw + want.discard, 0, want.total)


def _early_message(want: PlayerLine, got: PlayerLine) -> str:
    return f"player {got.number}: {got.draw} draw, 0 discard where the reference shows " \
        f"{want.draw} draw, {want.discard} discard"


def _holder_patterns(w: PlayerLine, g: PlayerLine, found: list,
                     ok: Callable[..., bool], more_heads: int = 0,
                     learned: set[str] | frozenset = frozenset(), shift: int = 0) -> PlayerLine:
    """`more_heads`: how many more heads the build shows than the reference. A turn's quota is
    the head count at its start, and no move changes that count before the turn ends: so
    `remaining` off by just as many is the build's own game (a rule error, judged by the
    heads), not a display error. The held card counted in the draw pile, once `learned`, is
    undone whatever else differs in the holder's piles; a reshuffle shown early is looked for
    after it (a build may show both). `remaining` shown `shift` higher, once learned, is read
    so where it differs from the game's by another amount: what differs then is the build's
    game, by as much as it does. (Where it shows the game's own number, it is not: a build may
    show the count otherwise at some moments only, or not below 0.) A holder shown without
    the in-hand counts has its piles judged all the same: the held card counted in the draw
    pile shows there too."""
    if g.remaining is None:
        if ok(IN_HAND_MISSING):
            found.append(_pattern("R21.3", IN_HAND_MISSING,
                                  f"player {g.number}: in-hand form missing"))
        g = PlayerLine(g.number, g.total, g.draw, g.discard, w.remaining, w.reserve)
    if (g.draw, g.total, g.discard) == (w.draw + 1, w.total + 1, w.discard) and \
            ok(HELD, True) or HELD in learned and g.draw > 0:
        found.append(_pattern("R21.4", HELD, f"player {g.number}: {g.total} ({g.draw} draw) "
                              f"where the reference shows {w.total} ({w.draw} draw)"))
        g = PlayerLine(g.number, g.total - 1, g.draw - 1, g.discard, g.remaining, g.reserve)
    if _early_reshuffle(w, g) and ok(EARLY_RESHUFFLE):  # (the held card undone first)
        found.append(_pattern("R21.4", EARLY_RESHUFFLE, _early_message(w, g)))
        g = PlayerLine(g.number, w.total, w.draw, w.discard, g.remaining, g.reserve)
    if shift and shift_key(shift) in learned and g.remaining != w.remaining and \
            g.remaining - w.remaining != shift:  # type: ignore[operator]
        return PlayerLine(g.number, g.total, g.draw, g.discard, g.remaining - shift, g.reserve)
    if g.remaining != w.remaining and g.remaining - w.remaining != more_heads:  # type: ignore
        delta = g.remaining - w.remaining  # type: ignore[operator]
        side = "higher" if delta > 0 else "lower"
        key = shift_key(delta)
        if ok(key, True):
            found.append(Pattern("R21.3", key, REMAINING_OFF.format(side=side), f"player "
                                 f"{g.number}: {g.remaining} remaining where the reference "
                                 f"shows {w.remaining} ({_size(delta)} {side})", delta))
            g = PlayerLine(g.number, g.total, g.draw, g.discard, w.remaining, g.reserve)
    return g


def shift_key(delta: int) -> str:
    """The key of `remaining` shown `delta` higher (lower, below zero) than the game's."""
    return f"`remaining` is shown {_size(delta)} {'higher' if delta > 0 else 'lower'} than " \
        "the cards still to draw"


def _size(delta: int) -> str:
    return {1: "one", 2: "two"}.get(abs(delta), str(abs(delta)))


REMAINING_OFF = "`remaining` is shown {side} than the cards still to draw"
REMAINING_SUMMARIES = tuple(REMAINING_OFF.format(side=side) for side in ("higher", "lower"))
HELD = "the card in hand is also counted in the holder's draw pile (draw count and total one " \
    "higher)"


def differences(want: State, got: State) -> list[tuple[str, str, str]]:
    """Every field that differs: (field, expected, actual); a player's draw and discard piles
    only where both tables show them (a total shown alone says nothing of them)."""
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
            if name in ("draw", "discard") and not (wp.piles and gp.piles):
                continue
            a, b = getattr(wp, name), getattr(gp, name)
            if a != b:
                out.append((f"player {wp.number} {name}", _opt(a), _opt(b)))
    return out


def _ids(ids: list[int]) -> str:
    return "[" + ", ".join(map(str, ids)) + "]"


def _opt(value: int | None) -> str:
    return "none" if value is None else str(value)
