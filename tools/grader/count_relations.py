"""The relation of the counts a build shows to the game's (counts.py judges it): each count
that differs, by whom (the player holding a card, another player, a head) and by how much;
what each difference amounts to, keyed so that one still shown at a later table is known as
the same; and which counts a difference covers, or is back to."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import State

if TYPE_CHECKING:  # (types only)
    from .count_episode import Episode

COUNT_FIELDS = ("total", "draw", "discard", "remaining", "reserve")


def count_field(name: str) -> bool:
    """A field of `display.differences` that is a count (not a head's id or top)."""
    return name.endswith(" count") and name.startswith("head ") or \
        (name.startswith("player ") and name.split()[-1] in COUNT_FIELDS)


def out_of_cards(shown: State, player: int | None) -> tuple[str, dict]:
    """The evidence of an end where the reference asks `player` to move (so they owned a card
    to draw) and the build's last table `shown` showed them with none left: draw and discard
    piles empty, no card in hand; the build then had no card to give them (a player's piles
    grow only in their own turn). The words to add to the end's message, and its `field`
    (`player N total`) and `got`; none where the table shows a card left."""
    line = next((p for p in shown.players if p.number == player), None)
    if line is None or line.draw or line.discard or line.remaining is not None:
        return "", {}
    return f"; its last table shows Player {player} with no card left", \
        {"field": f"player {player} total", "got": "0"}


def _holder_piles(want: State, diffs: list[tuple[str, str, str]]
                  ) -> tuple[int, int, dict[str, int]] | None:
    """The draw and discard piles of the player holding a card in the game, and as the build
    shows them, with how far the total it shows differs (`total`; None: no one holds a card)."""
    holder = want.holder()
    if holder is None:
        return None
    shown = {"draw": holder.draw, "discard": holder.discard, "total": 0}
    for name, had, got in diffs:
        what = name.split()
        if len(what) != 3 or what[1] != str(holder.number) or what[2] not in shown or \
                not got.lstrip("-").isdigit():
            continue
        if what[2] != "total":
            shown[what[2]] = int(got)
        elif had.isdigit():  # (the total's difference: its layout may count more than piles)
            shown["total"] = int(got) - int(had)
    return holder.draw, holder.discard, shown


def draw_differs(want: State, diffs: list[tuple[str, str, str]]) -> bool:
    """Whether the player holding a card has cards left to draw (draw or discard pile) in
    the build's table and none in the game's, or the other way round: that decides whether
    the turn goes on past a move and whether the player has won."""
    piles = _holder_piles(want, diffs)
    if piles is None:
        return False
    draw, discard, shown = piles
    left = shown["draw"] + shown["discard"]
    if (shown["draw"], shown["discard"]) == (draw, discard):
        left += shown["total"]  # (no pile shown differing: a total alone differs, or none)
    return (draw + discard > 0) != (left > 0)


def reshuffle_differs(want: State, diffs: list[tuple[str, str, str]]) -> bool:
    """Whether the draw pile of the player holding a card differs, with fewer than two cards
    on one side: then a cut's two new heads need the discard pile reshuffled in the build's
    game and not in the reference's, or the other way round."""
    piles = _holder_piles(want, diffs)
    if piles is None:
        return False
    draw, _, shown = piles
    return shown["draw"] != draw and min(shown["draw"], draw) < 2


def relation(want: State, diffs: list[tuple[str, str, str]]) -> frozenset:
    """The exact relation of the shown counts to the game's: (role, field, got - want) for each
    count that differs; the role is the player holding a card, another player, or a head."""
    holding = next((p.number for p in want.players if p.remaining is not None), None)
    out = set()
    for name, a, b in diffs:
        if not (a.lstrip("-").isdigit() and b.lstrip("-").isdigit()):
            continue
        parts = name.split()
        if parts[0] != "head" and not (len(parts) > 2 and parts[1].isdigit()):
            continue  # not one player's count (how many heads or players are shown)
        role = "head" if parts[0] == "head" else (
            "holder" if int(parts[1]) == holding else "other")
        out.add((role, parts[-1], int(b) - int(a)))
    return frozenset(out)


def moved_between_piles(rel: frozenset) -> bool:
    """Cards moved from a draw pile to the discard pile or back, none gained or lost."""
    return {what for _, what, _ in rel} == {"draw", "discard"} and \
        sum(delta for _, _, delta in rel) == 0


def key_of(name: str) -> str:
    """The key `standing` files the count `name` under."""
    parts = name.split()
    if parts[0] == "player" and parts[-1] in ("draw", "discard", "total"):
        return " ".join(parts[:-1]) + " piles"
    return name


def standing(want: State, diffs: list[tuple[str, str, str]], base: frozenset = frozenset()
             ) -> dict[str, int]:
    """What each count difference amounts to beyond the fixed relation `base` (a total shown
    counting the card in hand is one higher, whatever else differs), keyed so that the same
    difference is known again at a later prompt: a player's draw and discard piles together
    (their total: a reshuffle moves a difference from one to the other), any other count by
    its name."""
    out: dict[str, int] = {}
    piles: dict[str, dict[str, int]] = {}
    for name, a, b in diffs:
        if not (a.lstrip("-").isdigit() and b.lstrip("-").isdigit()):
            out[key_of(name)] = 0  # (shown, but as no number)
            continue
        fixed = {(role, what) for role, what, _ in relation(want, [(name, a, b)])}
        amount = int(b) - int(a) - sum(delta for role, what, delta in base
                                       if (role, what) in fixed)
        if key_of(name) != name:
            piles.setdefault(key_of(name), {})[name.split()[-1]] = amount
        else:
            out[name] = amount
    for key, fields in piles.items():
        out[key] = fields["total"] if "total" in fields else \
            fields.get("draw", 0) + fields.get("discard", 0)
    return out


def eased(before: dict[str, int], now: dict[str, int], holder: int | None) -> list[str]:
    """The piles of players other than the one holding a card (`holder`) that `now` (what the
    differences amount to at a table, `standing`) shows nearer the game than `before` (at the
    table before) in number, though still otherwise (fewer cards off the same way, or none
    off but in other piles): with no move between the two tables, those piles cannot have
    changed, so one of the tables showed them wrongly."""
    return [key for key, was in before.items() if key.endswith(" piles") and
            key != f"player {holder} piles" and key in now and was * now[key] >= 0 and
            abs(now[key]) < abs(was)]


def describe(rel: frozenset) -> str:
    words = {"holder": "the player holding a card", "other": "a player", "head": "a head"}
    parts = sorted(f"{words[role]}'s {what} {'+' if d > 0 else ''}{d}" for role, what, d in rel)
    return ", ".join(parts)


def back(late: Episode, shown: dict[str, int]) -> bool:
    """Whether the newer difference `late`, shown only in counts an older one open beside it
    covered already, is gone: each back to what it was just before `late` showed (a turn-end
    table shown before the reserve goes back, over piles that differ since a cut)."""
    return bool(late.over) and late.keys == set(late.over) and \
        all(shown.get(key) == was for key, was in late.over.items())


def unknown(ep: Episode, want: State, diffs: list[tuple[str, str, str]]
             ) -> list[tuple[str, str, str]]:
    """`diffs` in counts that `ep` does not cover: a role's field it does not, or the piles of
    a player whose piles it does not cover (a player's piles change in their own turn only: a
    difference first shown in another player's is no part of it, whatever their role now)."""
    known = {(role, what) for role, what, _ in ep.rel}
    piles = ep.piles()
    return [d for d in diffs if not {(r, w) for r, w, _ in relation(want, [d])} <= known or
            piles and key_of(d[0]).endswith(" piles") and key_of(d[0]) not in piles]
