"""The tracker of what a build shows: fed the build's output line by line, it keeps the most
recent display (the heads listed and the players' counts) as a State, read by state.read_line
line by line, and what it saw on the way there: the display before it, whether heads were
listed without ids (given ids by the rules), out of id order, or with no card on one, a table
drawn as a grid, and the line that says who wins."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .state import GARBLED_BARE_RE, GARBLED_HEAD_RE, HOLDING, LONGEST_LINE, PIECE_TOKEN, \
    PLAYER_START, CardShown, PlayerLine, State, grid_head_row, grid_player_row, head_parts, \
    parse_card, read_line


@dataclass(frozen=True)
class Layout:
    """How the build's tables were read, beyond what they show: some heads given ids by their
    place in the list (`inferred`), some listed out of id order (`reordered`: read in id
    order, their age), the players numbered from 0 (`from_zero`: read as from 1)."""

    inferred: bool = False
    reordered: bool = False
    from_zero: bool = False


class StateTracker:
    """Feeds on output lines; `state` is the most recent display (a run of head lines starts
    a new heads list, a run of player lines a new players list)."""

    def __init__(self) -> None:
        self.state = State()
        self.last = ""  # kind of the previous significant line: head, player or other
        self.winner: int | None = None
        self.displays = 0  # displays begun so far (a table's first list starting: `_list_begins`)
        self.earlier: State | None = None  # the display before the latest, as it ended
        self.grid: tuple[str, list[str]] | None = None  # the header of a grid being read
        self.known: list[tuple[int, CardShown, int]] = []  # the last whole list of heads
        self.bare = False  # the list being read has heads without ids
        self.inferred = False  # some list had heads without ids, given ids by their place
        self.reordered = False  # some list had heads out of id order (read in id order)
        self.garbled = False  # a head was shown with no card on it (`53: 449S (1)`)
        self.player_text = ""  # the last player line, as printed
        self.from_zero = False  # the build numbers its players from 0 (a player 0 was shown)
        # heads listing their cards: each head's bottom card (shown alone on it), and whether
        # the list was seen to name the top first (the bottom card last), not last
        self.bottoms: dict[int, CardShown] = {}
        self.alone: set[CardShown] = set()  # the cards shown alone on a head
        self.top_first = False
        # the kind of the last list line (head, player) before the lines of other kinds since,
        # and how many (a question counts two)
        self.between: tuple[str, int] = ("", 0)
        # the list a table of this build shows first (head or player), learned where one list
        # first follows the other: a display begins with it, the other list goes on the table
        self.first_list = ""
        self.piece: dict[str, str] | None = None  # a head drawn over several lines, so far

    def feed(self, line: str) -> None:
        text = line.strip()
        if not text:
            self.grid = None
            return
        kind, data = read_line(text)
        if len(text) > LONGEST_LINE:  # (prose, whatever it holds)
            self.piece = None
            self._prose(text, data)  # type: ignore[arg-type]
            return
        if kind == "other" and self._piece(text):
            return
        self.piece = None
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
            data = replace(data, number=self.player(data.number))  # type: ignore[union-attr]
        if kind == "grid":
            self._grid_header(data)  # type: ignore[arg-type]
            return
        if self.grid is not None and self._grid_row(text):
            return
        if kind in ("head-cards", "bare-head-cards"):  # (its top at the end its bottom card
            # is not at; a joker is any joker there, shown alone by its value; without an id,
            # the bottom is the one end that is a card once shown alone on a head, if one is)
            *hid, first, last, count = data  # type: ignore[misc]
            ends = [self._shown_alone(first), self._shown_alone(last)]
            bottom = self.bottoms.get(hid[0]) if hid else None if ends[0] == ends[1] else \
                first if ends[0] else last
            self.top_first = self.top_first or bottom is not None and (
                last == bottom != first if not bottom.joker else last.joker > first.joker)
            kind, data = kind[:-len("-cards")], (*hid, first if self.top_first else last, count)
        if kind in ("head", "bare-head") and data[-1] == 1:  # type: ignore[index]
            self.alone.add(data[-2])  # type: ignore[index]
            if kind == "head":
                self.bottoms[data[0]] = data[1]  # type: ignore[index]
        bare = kind == "bare-head" and (self.last == "head" or self._list_goes_on("head", True))
        if bare:  # (a head without an id goes on the list it follows, a rule between allowed)
            kind, data = "head", (0, *data)  # type: ignore[misc]
            self.bare = self.inferred = True
        if kind == "head":
            if self.last != "head" and not self._list_goes_on("head", bare or data[0] not in (
                    hid for hid, _, _ in self.state.heads)):  # type: ignore[index]
                self._list_begins("head")
                self._new_heads()
            self.state.heads.append(data)  # type: ignore[arg-type]
            self.last = "head"
            return
        if kind == "player":
            players = self.state.players
            if self.last != "player" and not self._list_goes_on("player", bool(players) and (
                    data.number == players[-1].number + 1)):  # type: ignore[union-attr]
                self._list_begins("player")
                self.state = State(heads=self.state.heads, players=[])
            self.state.players.append(data)  # type: ignore[arg-type]
            self.last = "player"
            return
        if kind in ("heads", "players") and data is not None:  # it says who wins
            self.winner = self.player(data)  # type: ignore[arg-type]
        if kind == "heads":
            self._list_begins("head")
            self._new_heads()
            self.last = "head"
        elif kind == "players":
            self._list_begins("player")
            self.state = State(heads=self.state.heads, players=[])
            self.last = "player"
        else:  # (a line of no table: prose, or a head's line out of any list)
            self._prose(text, data if kind == "other" else None)  # type: ignore[arg-type]

    def _prose(self, text: str, winner: int | None) -> None:
        """A line that is no part of a table, saying who wins or not."""
        if winner is not None:
            self.winner = self.player(winner)
        if self.last != "other":
            self.between = (self.last, 0)
        self.between = (self.between[0], self.between[1] + ("?" in text) + 1)
        if self.last == "head" and (GARBLED_HEAD_RE.match(text) or
                                    self.bare and GARBLED_BARE_RE.match(text)):
            self.garbled = True  # (a card read from memory it does not own, maybe)
        self.last = "other"

    def _piece(self, text: str) -> bool:
        """A line of a head drawn over several (`Head 2`, its top card in a box, `x1`), in a
        list of heads: its id (the first number), its top (a card with its suit, or a joker's
        form) and its count (the number after the id), each on a line of its own or
        together; lines drawn around the card between them. The whole head is read as the
        line `2: QD (1)` would be. False: the line is no part of one (a question, a player,
        a head's shape with no card on it, a card before any id, more than one head's worth),
        read as any other line is."""
        if self.piece is None and (self.last != "head" or self.grid is not None) or \
                "?" in text or PLAYER_START.search(text) or GARBLED_HEAD_RE.match(text) or \
                GARBLED_BARE_RE.match(text):
            self.piece = None  # (a line shaped as a whole head is none of its pieces)
            return False
        piece = dict(self.piece or {})
        for token in PIECE_TOKEN.finditer(text):
            slot = "card" if token.group("card") else "id" if "id" not in piece else "count"
            if slot in piece or slot == "card" and "id" not in piece:
                self.piece = None
                return False
            piece[slot] = token.group(slot if slot == "card" else "number")
        if not piece:
            return False  # (no head begun: a rule drawn under the list, read as before)
        self.piece = piece
        if len(piece) == 3:
            self.piece = None
            self.feed(f"{piece['id']}: {piece['card']} ({piece['count']})")
        return True

    def player(self, number: int) -> int:
        """A player's number as the game counts them, from 1: a build that shows a player 0
        anywhere (its table, a question, who wins) numbers them from 0, learned once seen."""
        self.from_zero = self.from_zero or number == 0
        return number + self.from_zero

    def _shown_alone(self, card: CardShown) -> bool:
        """Whether `card` was shown alone on a head (a joker: any joker, shown by its value)."""
        return card in self.alone or card.joker and any(c.joker for c in self.alone)

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
        self.state.players[-1] = replace(  # (numbered as the game counts, as its first part)
            data, number=self.state.players[-1].number)  # type: ignore[arg-type]
        self.player_text += " " + text
        return True

    def _grid_header(self, named: tuple[str, list[str]]) -> None:
        """A table drawn as a grid (below): its header starts a list, its rows fill it."""
        self.grid = named
        kind = named[0]
        self._list_begins(kind)
        if kind == "head":
            self.state = State(heads=[], players=self.state.players)
        else:
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
                    self.player(cells["number"]), cells["total"], cells["draw"], cells["discard"],
                    cells.get("remaining") if holds else None,
                    cells.get("reserve") if holds else None))
                return True
        self.grid = None
        return False

    def _list_begins(self, kind: str) -> None:
        """A list of heads or players (`kind`) begins: a display begins with it, unless it is
        the second list of a table, right after the other (one line of its own between them
        at most, a rule drawn under the last line) where the build's tables list that other
        first. Which comes first is learned where one list first follows the other: a build
        may list its players first, and one that lists heads first may show a table twice."""
        other = "player" if kind == "head" else "head"
        follows = self.last == other or self._list_goes_on(other, True)
        self.first_list = self.first_list or (other if follows else "")
        if not (follows and self.first_list == other):
            self._display_begins()

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

    def layout(self) -> Layout:
        return Layout(bool(self.inferred), self.reordered, self.from_zero)

    def snapshot(self) -> State:
        return State(self._heads(), list(self.state.players))
