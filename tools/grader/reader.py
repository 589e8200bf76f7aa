"""The one prompt reader: reads a running program's output up to its next question. Every line
feeds the state tracker (the display it shows) and is matched against the prompt patterns; a
prompt printed without its line feed is taken once the program blocks reading its input; a
holding line printed apart from its `Your move?` lends the prompt its card. Grading, normal
play and probing all read programs through it."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .channel import Channel
from .prompts import HOLDING_LINE, Prompt, PromptMatcher, asks_for
from .state import LONGEST_LINE, WIN_RE, read_line
from .tracker import StateTracker

QUIET = 0.02  # seconds without output before looking whether the program waits for input
FIRST_QUIET = 0.001  # ... looked at first after this, then after twice as long, up to QUIET
# the same after text without its line feed (most likely a prompt): looked at sooner
QUIET_AFTER_TAIL = 0.002
NOT_BLANK = re.compile(rb"\S")
QUESTION_END = re.compile(r"[?:]\s+(?=\S)")  # where a question may end, more text after it
WORDS = re.compile(r"[A-Za-z]")  # a line with a word in it, not a rule drawn between lines
# a question of the build's own it waited at this often in a row, nothing printed between: the
# answer it is given is refused for ever (more than any count of players named one by one)
EXTRA_AGAIN = 25


class Reader:
    """`next()` returns the next recognised prompt; a Prompt of kind "unknown" (its line is
    the last text printed) when the program waits for input after text that is no known
    prompt; None when the program has ended or was cut off."""

    def __init__(self, chan: Channel, matcher: PromptMatcher) -> None:
        self.chan = chan
        self.matcher = matcher
        self.tracker = StateTracker()
        self.lines: list[str] = []
        self.pos = chan.conversation.consumed = 0
        self.split_card: str | None = None  # named on a holding line before `Your move?`
        # the text printed since the last prompt that is no card question (the display of a
        # move request, whatever order its card questions come in), and that text as it stood
        # at the prompt just returned
        self.text: list[str] = []
        self.before: tuple[str, ...] = ()
        self.fresh: list[str] = []  # the text printed since the last prompt returned
        self.between: tuple[str, ...] = ()  # ... as it stood at the prompt just returned
        self.before_win: tuple[str, ...] | None = None  # ... as it stood at a win line
        self.extra_run = ("", 0)  # the question of the build's own last waited at, how often
        self.said = ""  # the last line since the prompt returned that is no line of a table
        self.numbering: dict[str, int] = {}  # a question's kind: the number of its first player
        self.players = 0  # the most players a table has listed
        self.turn_named: int | None = None  # the player this turn's line named, numbering known

    def _line(self) -> str | None:
        out = self.chan.out
        end = out.find(b"\n", self.pos)
        if end < 0:
            return None
        line = out[self.pos:end].decode("utf-8", "replace").rstrip("\r")
        asked = self._question_ending(line)
        if asked is not None and out.startswith(asked.encode("utf-8"), self.pos):
            # (the rest, printed after the build read its answer, is read as the next line)
            line, end = asked, self.pos + len(asked.encode("utf-8")) - 1
        self.pos = self.chan.conversation.consumed = end + 1
        self._seen(line)
        return line

    def _question_ending(self, line: str) -> str | None:
        """The question `line` begins with, where a line that is no question goes on after
        one: a prompt printed without its line feed, then what the build printed once it had
        read its answer (input given ahead of the question, or its end: `Value: Player 1
        wins!`). A line of a table is never cut so. Where the whole line reads as a question
        too (its words search for one: `Enter the suit [S, H, C, D]: Player 1 wins!`), it is
        cut only where the rest is a line of its own: a win, a line of a table, a question."""
        if not QUESTION_END.search(line) or read_line(line)[0] != "other":
            return None  # (a table's lines, most of a build's, cost one cached reading)
        whole = self.matcher.match(line) is not None
        for end in QUESTION_END.finditer(line, 0, LONGEST_LINE):  # (no question is longer)
            head = line[:end.end()]
            if self.matcher.match(head) is None:
                continue
            rest = line[end.end():].strip()  # (only where the head is a question)
            if rest and (not whole or self._line_of_its_own(rest)):
                return head
        return None

    def _line_of_its_own(self, text: str) -> bool:
        kind, said = read_line(text)
        return kind != "other" or said is not None or self.matcher.match(text) is not None

    def asked_before_win(self) -> bool:
        """Whether a line the build printed after the last prompt and before its win line (or
        the win line's text before the win) reads as a question (it ends in `?` or `:`),
        whatever its words."""
        return any(line.rstrip().endswith(("?", ":")) for line in self.before_win or ())

    def _seen(self, line: str) -> None:
        self.lines.append(line)
        self.tracker.feed(line)
        if self.tracker.last == "other" and WORDS.search(line):
            self.said = line.strip()
        if self.before_win is None and self.tracker.winner is not None:
            # (and what the win line prints before the win: a question printed without its
            # line end, the build's words at the end of its input after it)
            won = WIN_RE.search(line)
            said = line[:won.start()].strip() if won else ""
            self.before_win = tuple(self.fresh) + ((said,) if said else ())

    def _flush_tail(self) -> str:
        tail = self.chan.out[self.pos:].decode("utf-8", "replace")
        if tail:
            self.pos = self.chan.conversation.consumed = len(self.chan.out)
            self._seen(tail)
        return tail

    def next(self) -> Prompt | None:
        chan = self.chan
        quiet = FIRST_QUIET  # (a build that reads without a prompt is seen as soon as it does)
        while True:
            line = self._line()
            if line is not None:
                prompt = self.matcher.match(line)
                if prompt is not None:
                    return self._complete(prompt)
                if line.strip():
                    self.text.append(line.strip())
                    self.fresh.append(line.strip())
                held = HOLDING_LINE.search(line)
                if held:
                    self.split_card = self.matcher.card_name(held.group("card"))
                continue
            if chan.eof or chan.cut:
                self._flush_tail()
                return None
            if chan.pump(QUIET_AFTER_TAIL if self.pos < len(chan.out) else quiet):
                quiet = FIRST_QUIET
                continue
            quiet = min(2 * quiet, QUIET)
            if chan.waiting_for_input() and not chan.pump(0):
                partial = self._flush_tail()
                prompt = self.matcher.match(partial) if partial else None
                if prompt is not None:
                    return self._complete(prompt)
                # (a question shown before a table, `It's player 2's turn.` then the heads
                # and players, is that question: the table asks nothing)
                shown = partial or self.said or next(
                    (s for s in reversed(self.lines) if s.strip()), "")
                return Prompt("unknown", shown.strip())

    def asked_nothing(self, prompt: Prompt) -> None:
        """`prompt`, just returned, asked nothing (a holding prompt the build reads nothing
        at): its line, and the text before it, are text printed before the next prompt."""
        self.text = list(self.before) + [prompt.line.strip()]
        self.fresh = list(self.between) + [prompt.line.strip()]

    def read_unprompted(self, prompt: Prompt) -> Prompt:
        """`prompt`, a question the build reads with no prompt printed (the move after its
        card questions), taken as asked where the build waits: the text before it is the
        move's, and text after it starts afresh, as after a printed prompt. Its player is
        numbered as the game counts already (the step's, the holder's as the table was read):
        not renumbered for a build that numbers its players from 0."""
        return self._complete(prompt, numbered=True)

    def _complete(self, prompt: Prompt, numbered: bool = False) -> Prompt:
        if prompt.kind == "extra":
            prompt = self._refused_for_ever(prompt)
        else:
            self.extra_run = ("", 0)
        self.before = tuple(self.text)
        self.between, self.fresh, self.said = tuple(self.fresh), [], ""
        if prompt.kind not in ("card", "suit"):
            self.text = []
        if prompt.player is not None and not numbered:
            prompt = self._numbered(prompt)
        if prompt.kind == "move" and prompt.card is None and self.split_card:
            prompt = replace(prompt, card=self.split_card)
        self.split_card = None
        return prompt

    def _refused_for_ever(self, prompt: Prompt) -> Prompt:
        """A question of the build's own that it asks again and again, waiting at each with
        nothing else printed, refuses the answer it is given for ever: a question the grader
        cannot answer (kind "unknown"). One printed again and again without waiting (a build
        looping on its input's end or garbage) is not counted: that loop is its own finding."""
        again = self.extra_run[0] == prompt.line and not self.fresh
        if again and not self._waits_here():
            return prompt
        self.extra_run = (prompt.line, self.extra_run[1] + 1 if again else 1)
        return Prompt("unknown", prompt.line) if self.extra_run[1] > EXTRA_AGAIN else prompt

    def _waits_here(self) -> bool:
        """Whether the program, past the prompt just read, blocks reading with nothing more
        printed (False at its next text, its end or its cut)."""
        chan, wait = self.chan, FIRST_QUIET
        while not chan.eof and not chan.cut and not self.printed_more():
            if chan.waiting_for_input() and not chan.pump(0):
                return not self.printed_more()
            if not chan.pump(wait):
                wait = min(2 * wait, QUIET)
        return False

    def reads_after(self) -> bool:
        """After a prompt: does the program block reading (True), or print more first (False)?
        Looked at once it blocks reading or ends, however long that takes it (its hang limits
        bound the wait): a stopwatch would answer otherwise on a slower machine."""
        self.chan.settle()
        return not self.printed_more()

    def reads_turn_line(self) -> bool:
        """After a turn prompt: does the program block reading before it asks anything more
        (True)? Lines that ask nothing printed first (its table, shown after the turn prompt)
        do not count; a question, or a prompt without its line feed, does."""
        if self.reads_after() or self.chan.eof or self.chan.cut:
            return not self.printed_more()
        *lines, tail = self.chan.out[self.pos:].decode("utf-8", "replace").split("\n")
        return not tail.strip() and not any(self.matcher.match(line.rstrip("\r"))
                                            for line in lines if line.strip())

    def learned(self, kind: str, line: str) -> Prompt:
        """The line just read, no known prompt, taken for a question of `kind` from now on
        (its words learned): what it is, its player numbered as any question's is."""
        prompt = self.matcher.learn(kind, line) or Prompt(kind, line)
        return self._numbered(prompt) if prompt.player is not None else prompt

    def _numbered(self, prompt: Prompt) -> Prompt:
        """`prompt` with its player as the game counts them, from 1. How a build numbers the
        players of a question is learned from what it shows: from 0 where it names a player 0,
        from 1 where it names a player as high as the players are many (a build may number
        its table from 0 and its move request from 1), or as the offset from the player its
        turn line named in the same turn, that line's numbering known (the same player named
        twice); until one is seen, as its table does (read as from 1 where no player 0 was
        seen yet: looked at again, `whose_turn`)."""
        shown, kind = prompt.player, prompt.kind
        assert shown is not None
        self.players = max(self.players, len(self.tracker.state.players))  # (a whole list:
        if shown == 0 or self.players > 1 and shown >= self.players:  # two at least)
            self.numbering[kind] = 0 if shown == 0 else 1
        elif kind not in self.numbering and kind != "turn" and self.turn_named is not None \
                and shown + 1 - self.turn_named in (0, 1):
            self.numbering[kind] = shown + 1 - self.turn_named
        first = self.numbering.get(kind)
        number = self.tracker.player(shown) if first is None or shown == 0 else \
            shown + 1 - first  # (a player 0 teaches the whole build, its table too)
        unsure = first is None and not self.tracker.from_zero
        if kind in ("turn", "move"):  # (a move request ends what its turn line teaches)
            self.turn_named = number if kind == "turn" and not unsure else None
        return replace(prompt, player=number, unsure=unsure)

    def whose_turn(self, prompt: Prompt) -> Prompt:
        """`prompt`, just read, with its player judged on all the build printed before it next
        reads: a build numbering its players from 0 may show no player 0 before its first
        question (`Player 1, it is your turn.`, its table after), so a number read before the
        numbering was known (`unsure`), and differing from the reference's, is looked at
        again once the text printed after it up to the build's read is there, a player 0 in
        it learned first."""
        if prompt.player is None or not prompt.unsure:
            return prompt
        if not self.tracker.from_zero:
            self.chan.settle()
            lines = self.chan.out[self.pos:].decode("utf-8", "replace").split("\n")
            self.tracker.from_zero = any(self._names_player_0(line) for line in lines)
        return replace(prompt, player=prompt.player + self.tracker.from_zero)

    def _names_player_0(self, line: str) -> bool:
        """Whether an output line names a player 0: a table's line of a player, or a question."""
        kind, data = read_line(line.strip())
        asked = self.matcher.match(line)
        return kind == "player" and data.number == 0 or \
            asked is not None and asked.player == 0  # type: ignore[union-attr]

    def printed_more(self) -> bool:
        """Whether the program has printed more than blank lines past the last line read."""
        return NOT_BLANK.search(self.chan.out, self.pos) is not None

    def table_after(self, prompt: Prompt) -> Prompt | None:
        """At a divergence: after a turn line, read on to the program's next prompt
        (returned), so that the table it shows next (what it did with the last move) is
        seen, the turn line answered with an empty line where the program reads one there
        (its table may come before that read or after it)."""
        if prompt.kind != "turn":
            return None
        if self.reads_turn_line():
            if self.chan.stdin_fd is None:
                return None  # (its input is closed)
            self.chan.send(b"\n")
        return self.next()

    def holding_before_cards(self, prompt: Prompt) -> bool:
        """A holding prompt the program reads nothing at, a card question right after it: it
        shows the card it holds before the tester names it (no question)."""
        return prompt.kind == "move" and bool(prompt.card) and not self.reads_after() and \
            self.asks_next(("card", "suit"))

    def asks_next(self, kinds: tuple[str, ...]) -> bool:
        """Whether the next line the program printed that is not blank (not yet read) is a
        question of `kinds` (the caller lets it settle first), in words known or naming what
        it asks (learned so)."""
        out = self.chan.out
        start = self.pos
        while True:
            end = out.find(b"\n", start)
            if end >= 0 and not out[start:end].strip():
                start = end + 1  # a blank line
                continue
            break
        line = out[start:end if end >= 0 else len(out)].decode("utf-8", "replace").rstrip("\r")
        prompt = self.matcher.match(line)
        learned = next((k for k in kinds if asks_for(k, line)), None) if prompt is None else None
        if learned is not None:  # (a question naming what it asks: `Rank of the card:`)
            prompt = self.matcher.learn(learned, line)
        return prompt is not None and prompt.kind in kinds

    def tail(self, count: int = 12) -> list[str]:
        return self.lines[-count:]


@dataclass
class Side:
    """One program: its reader, and the number of displays it had shown when last compared."""

    name: str
    chan: Channel
    reader: Reader
    compared: int = 0

    def send(self, text: str) -> None:
        self.chan.send(text.encode() + b"\n")
