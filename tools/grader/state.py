"""The game state a build shows (rules R20, R21): heads with ids, tops and counts, and every
player's counts, parsed liberally from the display lines so that dialects (`5S(1)`, `5S [1]`,
heads with the value only, no `Players:` header, counts named otherwise, extra narration, a
table drawn as a grid of columns under a header row) parse to the same state as the reference
(display.differences lists what differs). A count is read with its sign: a build that prints
`-1 draw` shows a count, and counts.py judges it. The tracker (tracker.py) reads a build's
output line by line through `read_line`."""

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
_CARD = r"(?:[0-9AJQKTajqkt]{1,2}[SHCDJshcdj]?|" + _JOKER_TOP + "|" + _JOKER + ")"
_TOP_COUNT = "(" + _CARD + ")" + _COUNT
# (its id may come after a label of letters, `Head 3:`, `#3:`, a player's line aside)
_LABEL = r"^\s*(?:(?![Pp]layers?\b)[A-Za-z]+\s*)?#?\s*"
# (and its id set off from its top by any mark: `3: 5S (1)`, `3. 5S (1)`, `[3] 5S (1)`, `3 -> 5S`)
_ID = r"[\[(]?\s*(\d+)\s*(?:->|=>|[:.)\]|=-])\s*"
HEAD_RE = re.compile(_LABEL + _ID + _TOP_COUNT)
# a head listing every card on it before its count, the top at one end (`1: 3H 4S 5S (3)`)
HEAD_CARDS_RE = re.compile(_LABEL + _ID + r"((?:" + _CARD + r"[\s,]+)+)" + _TOP_COUNT)
LIST_GAP = re.compile(r"[\s,]+")
# a head line whose top is no card (`53: 449S (1)`)
GARBLED_HEAD_RE = re.compile(_LABEL + _ID + r"\S+?" + _COUNT)
# a head listed without its id (`5S (1)`, `- 5S (1)`): read only inside a list of heads
BARE_HEAD_RE = re.compile(r"^\s*(?:[-*>]\s*)?" + _TOP_COUNT)
# one listing every card on it (`5S 3H (2)`, `- 5S 3H (2)`)
BARE_HEAD_CARDS_RE = re.compile(r"^\s*(?:[-*>]\s*)?((?:" + _CARD + r"[\s,]+)+)" + _TOP_COUNT)
# one of them whose top is no card (`449 (1)`)
GARBLED_BARE_RE = re.compile(r"^\s*(?:[-*>]\s*)?[0-9AJQKTajqkt]+[SHCDJshcdj]?" + _COUNT)
# a head line in prose (`Head 1 has 5S on top (1 cards)`, `Head 1: 5S with 1 card(s)`, `Head 1
# - top card 5S, 1 cards`): a head's label and id, then among a few words its top (a card with
# its suit, a joker's form, or a value alone in capitals: `a` is a word, not an ace) and last
# its count
_SUITED = r"(?:(?:10|[2-9AJQKTajqkt])[SHCDJshcdj]|" + _JOKER_TOP + "|" + _JOKER + \
    r"|[Jj](?:10|[2-9AJQKajqk])|(?-i:10|[2-9AJQKT]))(?![A-Za-z0-9])"
# a head drawn over several lines (`Head 2`, its top in a box, `x1`: a picture of the card):
# each line's cards with their suits (or a joker's form) and whole numbers, in order
_PIECE_CARD = r"(?:10|[2-9AJQKTajqkt])[SHCDJshcdj\u2660-\u2667]|[Jj](?:10|[2-9AJQKajqk])|" + \
    _JOKER_TOP + "|" + _JOKER
PIECE_TOKEN = re.compile(r"(?<![A-Za-z0-9])(?P<card>" + _PIECE_CARD + r")(?![A-Za-z0-9])|"
                         r"(?<![A-Za-z0-9])[x#\u00d7]?(?P<number>\d+)(?![0-9A-Za-z])")
_WORDS = r"(?:[\s:,.()-]+[A-Za-z]+){0,4}?"
PROSE_HEAD_RE = re.compile(r"^\s*heads?\s*#?\s*(\d+)\b" + _WORDS + r"[\s:,.(\[-]+(" + _SUITED +
                           r")" + _WORDS + r"[\s:,;.(\[-]+(\d+)\s*(?:cards?(?:\(s\))?)?\s*[)\]]?"
                           r"\s*\.?\s*$", re.IGNORECASE)
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

    @property
    def joker(self) -> bool:
        """A joker, unplayed (`Joker`) or shown by the value it counts (`2J`)."""
        return self.value == 0 or self.suit == "J"

    def __str__(self) -> str:
        if self.value == 0:
            return "Joker"
        name = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(self.value, str(self.value))
        return name + (self.suit or "")


def naming(card: CardShown) -> list[str]:
    """The answers that name `card` at `Card value?` and `Suit?`."""
    if card.joker:
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
    # the draw and discard piles shown (False: the total alone, `Player 1: 53`, read as all in
    # the draw pile; display.readable takes the piles the game has, the total compared)
    piles: bool = True


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


def _pile_ends(below: str, top: str, count: str) -> tuple[CardShown, CardShown, int] | None:
    """(first card, last card, count) of a head listing every card on it (`below` the cards
    before the last, `top` the last), if each is a card and they are as many as its count."""
    cards = [parse_card(c) for c in LIST_GAP.split(below.strip(" ,"))] + [parse_card(top)]
    if None in cards or len(cards) != int(count):
        return None
    return cards[0], cards[-1], len(cards)  # type: ignore[return-value]


# No table line is longer than this (a row of every head is a few hundred characters): a longer
# one (a build's questions flooding without line ends) is prose, only its win read, so that
# reading a line stays linear in its length whatever a build prints.
LONGEST_LINE = 4096


@functools.lru_cache(maxsize=1 << 16)
def read_line(text: str) -> tuple[str, object]:
    """What one stripped output line is to the tracker: ("grid", header), ("head", (id, card,
    count)), ("head-cards", (id, first card, last card, count)) for a head listing its cards,
    ("bare-head", (card, count)) and ("bare-head-cards", (first, last, count)) without an id,
    ("player", PlayerLine), ("heads", ...) or ("players", ...) for a list's header,
    else ("other", ...), these three with the player the line says wins (or None). A pure
    function of the text, kept for the lines met again (displays repeat most of their lines)."""
    if len(text) > LONGEST_LINE:
        return "other", said_winner(text)
    text = text.translate(SUIT_SYMBOLS)
    named = grid_header(text)
    if named is not None:
        return "grid", named
    head = HEAD_RE.match(text)
    card = parse_card(head.group(2)) if head else None
    if head and card is not None:
        return "head", (int(head.group(1)), card, int(head.group(3)))
    listed = HEAD_CARDS_RE.match(text)
    ends = _pile_ends(*listed.groups()[1:]) if listed else None
    if listed and ends is not None:
        return "head-cards", (int(listed.group(1)), *ends)
    bare = BARE_HEAD_RE.match(text)
    card = parse_card(bare.group(1)) if bare else None
    if bare and card is not None:
        return "bare-head", (card, int(bare.group(2)))
    listed = BARE_HEAD_CARDS_RE.match(text)
    ends = _pile_ends(*listed.groups()) if listed else None
    if ends is not None:
        return "bare-head-cards", ends
    prose = PROSE_HEAD_RE.match(text)
    card = parse_card(prose.group(2)) if prose else None
    if prose and card is not None:
        return "head", (int(prose.group(1)), card, int(prose.group(3)))
    player = PLAYER_RE.search(text)
    if player and (player.group(5) is not None or not HOLDING.search(text, player.end())):
        return "player", PlayerLine(*[int(x) if x is not None else None  # type: ignore[arg-type]
                                      for x in player.groups()])
    labelled = labelled_player(text)
    if labelled is not None or player:
        return "player", labelled or PlayerLine(*[int(x) if x is not None else None
                                                  for x in player.groups()])  # type: ignore
    winner = said_winner(text)
    lower = text.lower()
    if lower.startswith("heads"):
        return "heads", winner
    if lower.startswith("players"):
        return "players", winner
    return "other", winner


def said_winner(text: str) -> int | None:
    """The player a line says wins, if it says so."""
    win = WIN_RE.search(text)
    return int(win.group(1) or win.group(2)) if win else None


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
    """(id, top as printed, count) of a head row under `columns`, else None (a suit drawn as
    its symbol read as its letter, as everywhere)."""
    cells = [c for c in CELL.findall(text.translate(SUIT_SYMBOLS))
             if c.isdigit() or CARD.fullmatch(c)]
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
    parts: list[str] = []
    for part in HEAD_BOUNDARY.split(body):
        # (a part that is no head yet goes on into the next: a joker's top in brackets,
        # `1: 7 (Joker) (1)`, is cut before its count, which reads as an id)
        if parts and read_line(parts[-1])[0] not in ("head", "head-cards"):
            parts[-1] += " " + part
        else:
            parts.append(part)
    heads = (len(parts) > 1 or header and body) and all(read_line(p)[0] in ("head", "head-cards")
                                                          for p in parts)
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
# (or the total alone, right after the player's label and colon: `Player 1: 53`, `P2: 0 + 1 in
# hand, ...`)
TOTAL_ONLY = re.compile(r"\s*(?:player|p)\s*#?\s*\d+\s*[:=]\s*-?\d+(?:\s*cards?)?\s*(?:$|[+,(])",
                        re.IGNORECASE)
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
    shown_in_order: list[tuple[str | None, int]] = []
    for number in NUMBER.finditer(text, start.end()):
        after = NAMED_AFTER.match(text, number.end())
        before = NAMED_BEFORE.search(text, start.end(), number.start())
        name = (after or before).group(1).lower() if after or before else \
            _named_in_part(text, number)
        if name in counts:
            return None
        shown_in_order.append((name, int(number.group())))
        counts.update({name: int(number.group())} if name else {})
    shown = RESERVE_SHOWN.search(text, start.end())
    if "reserve" not in counts and shown:  # (the reserve shown as its card, or as none)
        counts["reserve"] = int(parse_card(shown.group(1)) is not None)
    # (a count no word names takes the first name left that comes, in the reference's order,
    # after the count shown before it: `53 + 1 in hand, 0 left` leaves 0 remaining, not drawn)
    at = -1
    for name, value in shown_in_order:
        if name is None:
            name = next((n for n in COUNTS[at + 1:] if n not in counts), None)
            if name is None:
                return None
            counts[name] = value
        at = COUNTS.index(name)
    piles = {"draw", "discard"} <= counts.keys()
    if "total" not in counts or not piles and (counts.keys() & {"draw", "discard"} or
                                               not TOTAL_ONLY.match(text)):
        return None
    holds = "remaining" in counts and "reserve" in counts
    return PlayerLine(int(start.group(1)), counts["total"],
                      counts["draw"] if piles else counts["total"], counts.get("discard", 0),
                      counts["remaining"] if holds else None,
                      counts["reserve"] if holds else None, piles)
