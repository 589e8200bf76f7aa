"""The game state a build shows (rules R20, R21): heads with ids, tops and counts, and every
player's counts, parsed liberally from the display lines so that dialects (`5S(1)`, `5S [1]`,
heads with the value only, no `Players:` header, counts named otherwise, extra narration, a
table drawn as a grid of columns under a header row) parse to the same state as the reference
(display.differences lists what differs). A count is read with its sign: a build that prints
`-1 draw` shows a count, and counts.py judges it."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from rules.cards import RANKS

# a head's top, then its count in any brackets or after any mark or none, maybe with `x` or
# `cards` (`5S (1)`, `5S(1)`, `5S [1]`, `5S (1 card)`, `5S x1`, `5S - 1 card(s)`): what the
# count is, not how it is put
_COUNT = r"(?:\s*[(\[{<]\s*|\s*[-,:;|/]\s*|\s+)(?:[x\u00d7]\s*)?(\d+)(?:\s*cards?(?:\(s\))?)?" \
    r"\s*[)\]}>]?\s*$"
# a played joker's top, the joker mark beside the value it counts in either order (`J7`,
# `Joker(7)`, `Joker 7`, `7 (Joker)`; `7J` is a plain top's form)
_RANK = r"(?:10|[2-9AJQKTajqkt])"
_JOKER = r"[Jj][Oo][Kk][Ee][Rr]"
_JOKER_TOP = r"[Jj]10|" + _JOKER + r"\s*[(\[]?\s*" + _RANK + r"\s*[)\]]?|" + _RANK + \
    r"\s*[(\[]\s*" + _JOKER + r"\s*[)\]]"
_TOP_COUNT = r"([0-9AJQKTajqkt]{1,2}[SHCDJshcdj]?|" + _JOKER_TOP + "|" + _JOKER + ")" + _COUNT
# (its id may come after a label of letters, `Head 3:`, `#3:`, a player's line aside)
_LABEL = r"^\s*(?:(?![Pp]layers?\b)[A-Za-z]+\s*)?#?\s*"
# (and its id set off from its top by any mark: `3: 5S (1)`, `3. 5S (1)`, `[3] 5S (1)`, `3 -> 5S`)
_ID = r"[\[(]?\s*(\d+)\s*(?:->|=>|[:.)\]|=-])\s*"
HEAD_RE = re.compile(_LABEL + _ID + _TOP_COUNT)
# a head line whose top is no card (`53: 449S (1)`)
GARBLED_HEAD_RE = re.compile(_LABEL + _ID + r"\S+?" + _COUNT)
# a head listed without its id (`5S (1)`, `- 5S (1)`): read only inside a list of heads
BARE_HEAD_RE = re.compile(r"^\s*(?:[-*>]\s*)?" + _TOP_COUNT)
# one of them whose top is no card (`449 (1)`)
GARBLED_BARE_RE = re.compile(r"^\s*(?:[-*>]\s*)?[0-9AJQKTajqkt]+[SHCDJshcdj]?" + _COUNT)
# a player named by a label and number (`Player 1:`, `Player #1:`, `P1:`)
_PLAYER = r"\b(?:player|p)\s*#?\s*(\d+)\s*:"
PLAYER_RE = re.compile(
    _PLAYER + r"\s*(-?\d+)\s*(?:[a-z]+\s*){0,3}\(\s*(-?\d+)\s*draw\s*,\s*(-?\d+)\s*"
    r"discard\s*\)"
    r"(?:\s*\+\s*1\s*in\s*hand\s*,\s*(-?\d+)\s*remaining\s*,\s*(-?\d+)\s*in\s*reserve)?",
    re.IGNORECASE)
# a line naming a player and a win, a few words apart, in either order (`Player 2 wins!`,
# `Player 2 is the winner`, `Winner: Player 2`, `Congratulations player 2, you win!`)
_WON = r"\b(?:wins?|won|winner|victor(?:y|ious)?)\b"
WIN_RE = re.compile(r"player\s*(\d+)\W+(?:\w+\W+){0,3}?" + _WON + "|" + _WON +
                    r"\W+(?:\w+\W+){0,2}?player\s*(\d+)", re.IGNORECASE)


@dataclass(frozen=True)
class CardShown:
    """A card as printed: its value (1..13, 0 for an unplayed joker) and suit letter if shown."""

    value: int
    suit: str | None

    def __str__(self) -> str:
        if self.value == 0:
            return "Joker"
        name = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(self.value, str(self.value))
        return name + (self.suit or "")


def naming(card: CardShown) -> list[str]:
    """The answers that name `card` at `Card value?` and `Suit?`."""
    if card.value == 0 or card.suit == "J":
        return ["Joker"]
    return [str(CardShown(card.value, None)), card.suit or "S"]


SUITS = ("S", "H", "C", "D", "J")  # (J: a played joker's)
SHOWN_RANKS = {**RANKS, "T": 10}  # (a ten may be shown as `T`: `TS`)
# suits drawn as symbols are their letters (`5\u2665` is 5H)
SUIT_SYMBOLS = str.maketrans("\u2660\u2665\u2663\u2666\u2664\u2661\u2667\u2662", "SHCDSHCD")


def parse_card(token: str) -> CardShown | None:
    """The card `token` names (`5S`, `10`, `TS`, `Joker`, a played joker `7J`, `J7`,
    `Joker(7)`, a suit drawn as a symbol), else None."""
    token = token.translate(SUIT_SYMBOLS).strip().rstrip(".").upper()
    if len(token) > 2 and token[0] + token[-1] in ("[]", "()", "{}", "<>", '""', "''", "``"):
        token = token[1:-1].strip()  # (a card set off by brackets or quotes: `[5S]`)
    if token == "JOKER":
        return CardShown(0, None)
    bare = re.sub(r"[\s()\[\]]", "", token)
    for value in (bare[5:] if bare.startswith("JOKER") else None,
                  bare[:-5] if bare.endswith("JOKER") else None,
                  bare[1:] if bare[:1] == "J" and bare[1:] not in SUITS else None):
        if value in SHOWN_RANKS:
            return CardShown(SHOWN_RANKS[value], "J")  # (a played joker: the value it counts)
    if token[:-1] in SHOWN_RANKS and token[-1:] in SUITS:
        if token[:-1] == "1" and token[-1] == "0":
            return CardShown(10, None)
        return CardShown(SHOWN_RANKS[token[:-1]], token[-1])
    if token in SHOWN_RANKS:
        return CardShown(SHOWN_RANKS[token], None)
    return None


def same_card(want: CardShown, got: CardShown) -> bool:
    """Equal values; suits compared only when both sides show one (value-only heads, I12)."""
    if want.value != got.value:
        return False
    return want.suit is None or got.suit is None or want.suit == got.suit


@dataclass(frozen=True)
class PlayerLine:
    number: int
    total: int
    draw: int
    discard: int
    remaining: int | None = None  # only on the line of the player holding a card
    reserve: int | None = None


@dataclass
class State:
    heads: list[tuple[int, CardShown, int]] = field(default_factory=list)
    players: list[PlayerLine] = field(default_factory=list)

    def holder(self) -> PlayerLine | None:
        """The player shown holding a card (the one whose line says what remains to draw)."""
        return next((p for p in self.players if p.remaining is not None), None)

    def cards(self) -> int:
        """Every card the table shows in the game: on the heads, in the players' piles and
        reserves, and the card in hand. No move makes or loses one."""
        return sum(n for _, _, n in self.heads) + \
            sum(p.total + (p.reserve or 0) + (p.remaining is not None) for p in self.players)

    def describe(self) -> list[str]:
        lines = ["Heads:"] + [f"{i}: {top} ({n})" for i, top, n in self.heads] + ["Players:"]
        for p in self.players:
            extra = "" if p.remaining is None else \
                f" + 1 in hand, {p.remaining} remaining, {p.reserve} in reserve"
            lines.append(f"Player {p.number}: {p.total} ({p.draw} draw, {p.discard} discard)"
                         + extra)
        return lines


def impossible(shown: State) -> bool:
    """Whether a table shows a count no game has: below zero, or more cards than the decks
    hold (one a player), as a pile drawn from while empty shows its size wrapped round."""
    most = 54 * len(shown.players)
    return any(not 0 <= n <= most for p in shown.players
               for n in (p.total, p.draw, p.discard)) or \
        any(not 0 <= n <= most for _, _, n in shown.heads)


class StateTracker:
    """Feeds on output lines; `state` is the most recent display (a run of head lines starts
    a new heads list, a run of player lines a new players list)."""

    def __init__(self) -> None:
        self.state = State()
        self.last = ""  # kind of the previous significant line: head, player or other
        self.winner: int | None = None
        self.displays = 0  # displays begun so far (a heads list or players list starting)
        self.earlier: State | None = None  # the display before the latest, as it ended
        self.grid: tuple[str, list[str]] | None = None  # the header of a grid being read
        self.known: list[tuple[int, CardShown, int]] = []  # the last whole list of heads
        self.bare = False  # the list being read has heads without ids
        self.inferred = False  # some list had heads without ids, given ids by their place
        self.reordered = False  # some list had heads out of id order (read in id order)
        self.garbled = False  # a head was shown with no card on it (`53: 449S (1)`)
        self.player_text = ""  # the last player line, as printed
        # the kind of the last list line (head, player) before the lines of other kinds since,
        # and how many (a question counts two)
        self.between: tuple[str, int] = ("", 0)

    def feed(self, line: str) -> None:
        text = line.strip()
        if not text:
            self.grid = None
            return
        kind, data = read_line(text)
        if kind == "heads" or kind == "other" and text.count("(") + text.count("[") > 1:
            parts = head_parts(text)
            if parts is not None:  # several heads on one line, maybe after their header
                for part in parts:
                    self.feed(part)
                return
        if kind == "other" and self.last == "player" and self.grid is None and \
                self._counts_go_on(text):
            return
        if kind == "player":
            self.player_text = text
        if kind == "grid":
            self._grid_header(data)  # type: ignore[arg-type]
            return
        if self.grid is not None and self._grid_row(text):
            return
        if kind == "bare-head" and self.last == "head":
            kind, data = "head", (0, *data)  # type: ignore[misc]
            self.bare = self.inferred = True
        if kind == "head":
            if self.last != "head" and not self._list_goes_on("head", data[0] not in (
                    hid for hid, _, _ in self.state.heads)):  # type: ignore[index]
                self._display_begins()
                self._new_heads()
            self.state.heads.append(data)  # type: ignore[arg-type]
            self.last = "head"
            return
        if kind == "player":
            players = self.state.players
            if self.last != "player" and not self._list_goes_on("player", bool(players) and (
                    data.number == players[-1].number + 1)):  # type: ignore[union-attr]
                if self.last != "head":
                    self._display_begins()
                self.state = State(heads=self.state.heads, players=[])
            self.state.players.append(data)  # type: ignore[arg-type]
            self.last = "player"
            return
        if data is not None:  # the line says who wins
            self.winner = data  # type: ignore[assignment]
        if self.last != "other":
            self.between = (self.last, 0)
        self.between = (self.between[0], self.between[1] + ("?" in text) + 1)
        if kind == "heads":
            self._display_begins()
            self._new_heads()
            self.last = "head"
        elif kind == "players":
            self.state = State(heads=self.state.heads, players=[])
            self.last = "player"
        else:
            if self.last == "head" and (GARBLED_HEAD_RE.match(text) or
                                        self.bare and GARBLED_BARE_RE.match(text)):
                self.garbled = True  # (a card read from memory it does not own, maybe)
            self.last = "other"

    def _list_goes_on(self, kind: str, next_one: bool) -> bool:
        """Whether a head or player line (`kind`) goes on the list before one line of its own
        that asks nothing (a rule drawn between the lines): where it is that list's `next_one`
        (a head not yet in it; the next player)."""
        return self.last == "other" and self.between == (kind, 1) and next_one

    def _counts_go_on(self, text: str) -> bool:
        """A line of counts that names no player, right after a player line (`+ 1 in hand, 2
        remaining, 0 in reserve` on a line of its own), read as the end of that line: True
        where it makes that player the one holding a card."""
        if PLAYER_START.search(text) or not HOLDING.search(text):
            return False
        kind, data = read_line(self.player_text + " " + text)
        if kind != "player" or data.remaining is None:  # type: ignore[union-attr]
            return False
        self.state.players[-1] = data  # type: ignore[assignment]
        self.player_text += " " + text
        return True

    def _grid_header(self, named: tuple[str, list[str]]) -> None:
        """A table drawn as a grid (below): its header starts a list, its rows fill it."""
        self.grid = named
        kind = named[0]
        if kind == "head":
            self._display_begins()
            self.state = State(heads=[], players=self.state.players)
        else:
            if self.last != "head":
                self._display_begins()
            self.state = State(heads=self.state.heads, players=[])
        self.last = kind

    def _grid_row(self, text: str) -> bool:
        """A row of the grid being read, taken into the state; False (and the grid ended)
        for a line that is no such row."""
        kind, columns = self.grid  # type: ignore[misc]
        if kind == "head":
            row = grid_head_row(columns, text)
            card = parse_card(row[1]) if row else None
            if row is not None and card is not None:
                self.state.heads.append((row[0], card, row[2]))
                return True
        else:
            cells = grid_player_row(columns, text)
            if cells is not None:
                holds = "remaining" in cells
                self.state.players.append(PlayerLine(
                    cells["number"], cells["total"], cells["draw"], cells["discard"],
                    cells.get("remaining") if holds else None,
                    cells.get("reserve") if holds else None))
                return True
        self.grid = None
        return False

    def _display_begins(self) -> None:
        self.earlier = self.snapshot() if self.displays else None
        self.displays += 1

    def _new_heads(self) -> None:
        """A list of heads begins: the one before it is whole, its ids known."""
        self.known = self._heads()
        self.state = State(heads=[], players=self.state.players)
        self.bare = False

    def _heads(self) -> list[tuple[int, CardShown, int]]:
        """The current list of heads, ids given to heads listed without one by the rules: in
        id order, the first head of a game is 1, and a cut removes the oldest head and adds two
        newer ones (the list then grows by one). A list as long as the last is the same heads,
        unless it is the last without its oldest head and with one new head (one card on it)
        where more than one head would have changed in place: a cut adding one head, as a
        build may make it. None given where that does not fit."""
        heads = self.state.heads
        if not self.bare:
            # (ids only grow, so a head's id is its age: a list in another order is listed so)
            listed = sorted(heads, key=lambda head: head[0])
            self.reordered = self.reordered or listed != heads
            return listed
        known, n = [hid for hid, _, _ in self.known], len(heads)
        ids = None if 0 in known else list(range(1, n + 1)) if not known else \
            known[1:] + [max(known) + 1] if self._moved_up(heads) else \
            known if n == len(known) else \
            known[1:] + [max(known) + 1, max(known) + 2] if n == len(known) + 1 else None
        if ids is None:
            return list(heads)
        return [(hid, top, count) for hid, (_, top, count) in zip(ids, heads)]

    def _moved_up(self, heads: list[tuple[int, CardShown, int]]) -> bool:
        """Whether `heads` is the last whole list without its oldest head, one new head after
        (see `_heads`)."""
        old = [(top, count) for _, top, count in self.known]
        new = [(top, count) for _, top, count in heads]
        if not old or len(new) != len(old) or old[1:] != new[:-1] or new[-1][1] != 1:
            return False
        changed = sum(a != b for a, b in zip(old, new))
        return changed > 1 or changed == 1 == len(new)  # (a list shown again is no cut)

    def snapshot(self) -> State:
        return State(self._heads(), list(self.state.players))


@functools.lru_cache(maxsize=1 << 16)
def read_line(text: str) -> tuple[str, object]:
    """What one stripped output line is to the tracker: ("grid", header), ("head", (id, card,
    count)), ("player", PlayerLine), ("heads", ...) or ("players", ...) for a list's header,
    else ("other", ...), these three with the player the line says wins (or None). A pure
    function of the text, kept for the lines met again (displays repeat most of their lines)."""
    text = text.translate(SUIT_SYMBOLS)
    named = grid_header(text)
    if named is not None:
        return "grid", named
    head = HEAD_RE.match(text)
    card = parse_card(head.group(2)) if head else None
    if head and card is not None:
        return "head", (int(head.group(1)), card, int(head.group(3)))
    bare = BARE_HEAD_RE.match(text)
    card = parse_card(bare.group(1)) if bare else None
    if bare and card is not None:
        return "bare-head", (card, int(bare.group(2)))
    player = PLAYER_RE.search(text)
    if player and (player.group(5) is not None or not HOLDING.search(text, player.end())):
        return "player", PlayerLine(*[int(x) if x is not None else None  # type: ignore[arg-type]
                                      for x in player.groups()])
    labelled = labelled_player(text)
    if labelled is not None or player:
        return "player", labelled or PlayerLine(*[int(x) if x is not None else None
                                                  for x in player.groups()])  # type: ignore
    win = WIN_RE.search(text)
    winner = int(win.group(1) or win.group(2)) if win else None
    lower = text.lower()
    if lower.startswith("heads"):
        return "heads", winner
    if lower.startswith("players"):
        return "players", winner
    return "other", winner


# -- tables drawn as a grid -------------------------------------------------------------------
# A header row names the columns (`Head  Top  Cards`, `| Player | Cards | Draw | Discard | ...`),
# then one row per head or player follows, the cells in the header's order, separated by blanks
# or drawn lines. What the build shows is learned from its own header: the columns it names, in
# its order, and no more. A row that does not fit the header ends the grid.

WORD = re.compile(r"[a-z]+")
DIGIT = re.compile(r"\d")
CELL = re.compile(r"[^\s|+=*>#]+")
CARD = re.compile(r"(10|[1-9AJQKT])[SHCDJ]?|JOKER", re.IGNORECASE)
# the words a header may use for each column
HEAD_COLUMNS = {"head": "id", "id": "id", "top": "top", "card": "top", "cards": "count",
                "count": "count", "size": "count"}
PLAYER_COLUMNS = {"player": "number", "cards": "total", "total": "total", "draw": "draw",
                  "discard": "discard", "hand": "hand", "remaining": "remaining",
                  "reserve": "reserve"}


def grid_header(text: str) -> tuple[str, list[str]] | None:
    """("head" or "player", the columns in order) for a header row, else None."""
    if DIGIT.search(text):
        return None
    words = WORD.findall(text.lower())
    if "player" in words and "draw" in words and "discard" in words:
        return "player", [PLAYER_COLUMNS[w] for w in words if w in PLAYER_COLUMNS]
    if ("head" in words or "id" in words) and "top" in words:
        return "head", [HEAD_COLUMNS[w] for w in words if w in HEAD_COLUMNS]
    return None


def grid_head_row(columns: list[str], text: str) -> tuple[int, str, int] | None:
    """(id, top as printed, count) of a head row under `columns`, else None."""
    cells = [c for c in CELL.findall(text) if c.isdigit() or CARD.fullmatch(c)]
    if len(cells) < len(columns):
        return None
    values = dict(zip(columns, cells))
    top, hid, count = values.get("top", ""), values.get("id", ""), values.get("count", "")
    if not CARD.fullmatch(top) or not hid.isdigit() or not count.isdigit():
        return None
    return int(hid), top, int(count)


def grid_player_row(columns: list[str], text: str) -> dict[str, int] | None:
    """The cells of a player row by column name (number, total, draw, discard, and for the
    player holding a card hand, remaining, reserve), else None."""
    cells = CELL.findall(text)
    if len(cells) < 4 or not all(c.lstrip("-").isdigit() for c in cells):
        return None
    values = {name: int(cell) for name, cell in zip(columns, cells)}
    if not {"number", "total", "draw", "discard"} <= values.keys():
        return None
    return values


# -- heads listed on one line (`1: 5S (1)  2: 7H (2)`), each read as a line of its own -------
HEADS_HEADER = re.compile(r"^heads?\s*:?\s*", re.IGNORECASE)
HEAD_BOUNDARY = re.compile(r"(?<=[)\]])\s*[,;|]?\s*(?=[\[(#]?\s*\d+\s*(?:->|=>|[:.)\]|=-])\s*\S)")


def head_parts(text: str) -> list[str] | None:
    """The lines a line listing several heads stands for (its header first, if it has
    one), else None."""
    header = HEADS_HEADER.match(text)
    body = text[header.end():] if header else text
    parts = HEAD_BOUNDARY.split(body)
    heads = (len(parts) > 1 or header and body) and all(read_line(p)[0] == "head" for p in parts)
    return (["Heads:"] if header else []) + parts if heads else None


# -- player lines with their counts put otherwise ---------------------------------------------
# A player line the pattern above does not read whole (`Player 1: 53 (draw: 50, discard: 3)`,
# the reserve shown before what remains): each count is read by the word that names it, after
# it (`50 draw`, `0 in reserve`), before it with a colon (`draw: 50`), or anywhere in the part
# of the line that holds that count alone (`draw pile 53,`); the counts no word names take the
# names left, in the reference's order (the first the total; `+ 1 in hand, 2 left`). A line
# whose counts cannot all be named so is read by the pattern above as far as it goes, if at
# all. (Its counts named, the colon may be any mark or none: `Player 1 has 53 cards (...)`.)
PLAYER_START = re.compile(r"\b(?:player|p)\s*#?\s*(\d+)\b(?:\s*[:=-])?", re.IGNORECASE)
HOLDING = re.compile(r"remaining|reserve|\bhand\b", re.IGNORECASE)
NUMBER = re.compile(r"(?<![\w-])-?\d+(?!\w)")  # (not a card's value: `5H`)
_NAMES = r"(draw|discard|remaining|reserve|hand|total)\b"
COUNTS = ("total", "draw", "discard", "hand", "remaining", "reserve")  # (the reference's order)
# (or the reserve shown by its card, or by a word for none: `reserve: 5S`, `reserve: empty`)
RESERVE_SHOWN = re.compile(r"\breserve\s*[:=]?\s*(\S+?)[.,;)]*(?:\s|$)", re.IGNORECASE)
NAMED_AFTER = re.compile(r"\s*(?:cards?\s+)?(?:in\s+(?:the\s+)?)?" + _NAMES, re.IGNORECASE)
NAMED_BEFORE = re.compile(_NAMES + r"(?:\s+pile)?\s*[:=]\s*$", re.IGNORECASE)
# (or by the one word naming a count in its own part of the line, the only count there:
# `(draw pile 53, discard pile 0)`)
PART = re.compile(r"[^,;()\[\]+|]+")
NAMED_IN_PART = re.compile(r"\b" + _NAMES, re.IGNORECASE)


def _named_in_part(text: str, number: re.Match[str]) -> str | None:
    part = next(p for p in PART.finditer(text) if p.start() <= number.start() < p.end())
    names = NAMED_IN_PART.findall(part.group())
    return names[0].lower() if len(names) == 1 and len(NUMBER.findall(part.group())) == 1 \
        else None


def labelled_player(text: str) -> PlayerLine | None:
    """The player line `text` with each count named by its word, else None."""
    start = PLAYER_START.search(text)
    if start is None:
        return None
    counts: dict[str, int] = {}
    unnamed: list[int] = []
    for number in NUMBER.finditer(text, start.end()):
        after = NAMED_AFTER.match(text, number.end())
        before = NAMED_BEFORE.search(text, start.end(), number.start())
        name = (after or before).group(1).lower() if after or before else \
            _named_in_part(text, number)
        if name in counts:
            return None
        unnamed += [int(number.group())] if name is None else []
        counts.update({name: int(number.group())} if name else {})
    shown = RESERVE_SHOWN.search(text, start.end())
    if "reserve" not in counts and shown:  # (the reserve shown as its card, or as none)
        counts["reserve"] = int(parse_card(shown.group(1)) is not None)
    missing = [name for name in COUNTS if name not in counts]
    if len(unnamed) > len(missing):
        return None
    counts.update(zip(missing, unnamed))
    if not {"total", "draw", "discard"} <= counts.keys():
        return None
    holds = "remaining" in counts and "reserve" in counts
    return PlayerLine(int(start.group(1)), counts["total"], counts["draw"], counts["discard"],
                      counts["remaining"] if holds else None,
                      counts["reserve"] if holds else None)
