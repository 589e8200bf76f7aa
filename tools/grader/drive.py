"""The interactive runner: plays a transcript against a build prompt by prompt. It reads the
build's output until a prompt it recognises, answers from the transcript by the prompt's kind
(so other prompt orders, card questions asked only on draws, and builds that read no line after
the turn prompt still line up), answers extra questions from the profile, and compares the
displayed state, whose turn it is and the card in hand with the reference's at every move and
turn prompt. It stops at the first divergence and classifies it."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

from .channel import Channel, Ending
from .expect import Expectation, Step
from .profile import Profile
from .prompts import HOLDING_LINE, Prompt, canonical_kind
from .sandbox import Limits
from .state import CardShown, StateTracker, diff_states, parse_card, same_card
from .verdict import Failure

SKIPPABLE = ("card", "suit")  # a turn line is never skipped: every build prints it
IDLE = 0.25  # seconds of silence before checking whether the build waits for input
KIND_NAMES = {"players": "the player count", "turn": "the turn line", "card": "a card value",
              "suit": "a suit", "move": "a move", "joker": "a joker value",
              "extra": "an extra question"}


class Desync(Exception):
    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.message)
        self.failure = failure


@dataclass
class Outcome:
    failure: Failure | None
    readings: set[str] = field(default_factory=set)
    output: bytes = b""
    ending: Ending | None = None


class Driver:
    def __init__(self, argv: list[str], exp: Expectation, profile: Profile, limits: Limits,
                 extend: Callable[[], float] | None = None) -> None:
        self.argv, self.exp, self.profile, self.limits = argv, exp, profile, limits
        self.extend = extend
        self.matcher = profile.matcher()
        self.queue: deque[Step] = deque(exp.steps)
        self.spare: dict[str, deque[bytes]] = {"card": deque(), "suit": deque()}
        self.tracker = StateTracker()
        self.readings: set[str] = set()
        self.lines: list[str] = []
        self.pos = 0
        self.held: CardShown | None = None  # card named by the last card answers
        self.split_card: str | None = None  # card named on a "holding" line before the prompt
        self.last_step: Step | None = None
        self.answered_at = -1  # output position when the last answer was sent

    # -- reading -----------------------------------------------------------------------
    def _take_line(self, chan: Channel) -> str | None:
        end = chan.out.find(b"\n", self.pos)
        if end < 0:
            return None
        line = chan.out[self.pos:end].decode("utf-8", "replace").rstrip("\r")
        self.pos = end + 1
        self.lines.append(line)
        self.tracker.feed(line)
        return line

    def next_prompt(self, chan: Channel) -> Prompt | None:
        """The next recognised prompt, or None when the build ended or was cut off.
        Raises Desync when the build waits for input without a prompt it recognises."""
        quiet_since = time.monotonic()
        while True:
            line = self._take_line(chan)
            if line is not None:
                prompt = self.matcher.match(line)
                if prompt is not None:
                    return self._complete(prompt)
                held = HOLDING_LINE.search(line)
                if held:
                    self.split_card = held.group("card")
                continue
            if chan.eof or chan.cut:
                tail = chan.out[self.pos:].decode("utf-8", "replace")
                if tail:
                    self.lines.append(tail)
                    self.tracker.feed(tail)
                    self.pos = len(chan.out)
                return None
            if chan.pump(0.02 if self.pos < len(chan.out) else IDLE):
                quiet_since = time.monotonic()
                continue
            partial = chan.out[self.pos:].decode("utf-8", "replace")
            waited = time.monotonic() - quiet_since
            if (partial or waited >= IDLE) and chan.waiting_for_input() and not chan.pump(0):
                if partial:
                    prompt = self.matcher.match(partial)
                    if prompt is not None:
                        self.pos = len(chan.out)
                        self.lines.append(partial)
                        self.tracker.feed(partial)
                        return self._complete(prompt)
                if waited >= IDLE:
                    raise Desync(self._waiting(partial))

    def _complete(self, prompt: Prompt) -> Prompt:
        if prompt.kind == "move" and prompt.card is None and self.split_card:
            prompt = Prompt("move", prompt.line, prompt.player, self.split_card)
        self.split_card = None
        if prompt.kind != "extra" and canonical_kind(prompt.line) is None:
            self.readings.add("I18 other wording")
        return prompt

    def _waiting(self, partial: str) -> Failure:
        shown = partial or (self.lines[-1] if self.lines else "")
        if not self.queue:
            msg = f"waits for input after the last answer (the reference ends here); " \
                  f"last line {shown!r}"
        elif not partial and self.pos == self.answered_at:
            msg = "waits for input without printing a prompt (does it flush its output " \
                  "before reading?)"
        else:
            msg = f"waits for input after {shown!r}, which is not a prompt the grader " \
                  f"recognises (add an alias or answer to the build's profile)"
        return self._failure("waiting", msg, self.queue[0] if self.queue else self.last_step)

    # -- matching the transcript ---------------------------------------------------------
    def take(self, prompt: Prompt) -> Step | None:
        """The transcript step that answers `prompt`, skipping steps the build does not ask
        (card questions on re-prompts). None: answer a card question from the
        card already named."""
        for index, step in enumerate(self.queue):
            if step.kind == prompt.kind or (step.answer is None and step.kind in SKIPPABLE):
                # (the input ends at a question this build does not ask: it ends here too)
                for _ in range(index):
                    skipped = self.queue.popleft()
                    if skipped.answer is not None:
                        self.readings.add("I11 card questions only on draws")
                        self.spare[skipped.kind].append(skipped.answer)
                return self.queue.popleft()
            if step.kind not in SKIPPABLE:
                break
        if prompt.kind in ("card", "suit") and (not self.queue or self.queue[0].kind in
                                                ("move", "card", "suit")):
            return None  # a card asked again before a move: answered with the card in hand
        raise Desync(self._unexpected(prompt))

    def _unexpected(self, prompt: Prompt) -> Failure:
        if not self.queue:
            if self.exp.winner is not None:
                return self._failure(
                    "wrong-winner", f"the reference declares Player {self.exp.winner} the "
                    f"winner here; the build asks for {KIND_NAMES[prompt.kind]} ({prompt.line!r})",
                    self.last_step, "winner", f"Player {self.exp.winner}", "none")
            return self._failure("desync", f"the build asks for {KIND_NAMES[prompt.kind]} "
                                 f"({prompt.line!r}) after the transcript's last answer",
                                 self.last_step)
        want = self.queue[0]
        return self._failure(
            "desync", f"the build asks for {KIND_NAMES[prompt.kind]} ({prompt.line!r}); the "
            f"reference asks for {KIND_NAMES[want.kind]} ({want.prompt!r})"
            + self._explain(prompt, want), want)

    def _explain(self, prompt: Prompt, want: Step) -> str:
        """What a desync usually means for the rules, when the pattern is a known one."""
        last = self.last_step
        moved = last is not None and last.kind in ("move", "joker") and last.answer is not None
        said = last.answer.decode("utf-8", "replace").strip() if moved and last else ""
        if want.kind == "turn" and prompt.kind == "move":
            return f": the build goes on with the turn after {said!r} where the reference ends it"
        if want.kind == "turn" and prompt.kind in ("card", "suit"):
            return (f": after {said!r} the build draws a card (a cut, or the turn going on) "
                    "where the reference ends the turn")
        if prompt.kind == "turn" and want.kind in ("move", "card", "suit"):
            return f": the build ends the turn after {said!r} where the reference goes on"
        if moved and want.kind == "move" and want.card == (last.card if last else None):
            return f": the reference ignores the move {said!r}; the build accepted it"
        if moved and prompt.kind == "move" and last is not None and prompt.player == last.player:
            return f": the build ignores the move {said!r} where the reference accepts it"
        return ""

    def card_answer(self, kind: str) -> bytes:
        if self.spare[kind]:
            return self.spare[kind].popleft()
        if self.held is None:
            raise Desync(self._failure("desync", f"the build asks for {KIND_NAMES[kind]} "
                                       "before any card was named", self.last_step))
        self.readings.add("I11 card questions asked again")
        if kind == "card":
            return (str(CardShown(self.held.value, None)) + "\n").encode()
        return ((self.held.suit or "S") + "\n").encode()

    def check(self, prompt: Prompt, step: Step) -> None:
        """Compares whose turn, the card in hand and the display with the reference's."""
        if step.player is not None and prompt.player is not None and step.player != prompt.player:
            raise Desync(self._failure("wrong-state", f"whose turn: expected Player "
                                       f"{step.player}, got Player {prompt.player}", step,
                                       "whose turn", str(step.player), str(prompt.player)))
        if step.kind == "move" and step.card is not None and prompt.card is not None:
            got = parse_card(prompt.card)
            if got is None or not same_card(step.card, got):
                raise Desync(self._failure("wrong-state", f"card in hand: expected "
                                           f"{step.card}, got {prompt.card}", step,
                                           "card in hand", str(step.card), prompt.card))
        got_state = self.tracker.snapshot()
        if any(t.suit is None for _, t, _ in got_state.heads):
            self.readings.add("I12 heads shown with the value only")
        diff = diff_states(step.state, got_state)
        if diff is not None:
            raise Desync(self._failure("wrong-state", str(diff), step, diff.field, diff.want,
                                       diff.got))

    def _failure(self, category: str, message: str, step: Step | None, fld: str | None = None,
                 want: str | None = None, got: str | None = None) -> Failure:
        return Failure(category, message, step.lineno if step else None, fld, want, got,
                       step.state.describe() if step else [], self.lines[-12:])

    # -- the game ------------------------------------------------------------------------
    def run(self) -> Outcome:
        try:
            chan = Channel(self.argv, self.limits, self.extend)
        except OSError as err:
            return Outcome(Failure("spawn", f"cannot start {self.argv[0]}: {err.strerror}"))
        try:
            failure = self._play(chan)
        except Desync as desync:
            return Outcome(desync.failure, self.readings, bytes(chan.out),
                           chan.finish(wait=False))
        except BaseException:
            chan.finish(wait=False)
            raise
        ending = chan.finish()
        failure = self._fatal(ending) or failure or self._final(ending)
        return Outcome(failure, self.readings, bytes(chan.out), ending)

    def _play(self, chan: Channel) -> Failure | None:
        while True:
            prompt = self.next_prompt(chan)
            if prompt is None:
                return None
            if prompt.kind == "extra":
                chan.send((prompt.answer or "").encode() + b"\n")
                continue
            if prompt.kind == "turn" and not self._reads_turn_line(chan):
                self.readings.add("I14 no line read after the turn prompt")
                step = self.take(prompt)  # consume the step and check it, send nothing
                if step is not None:
                    self.last_step = step
                    self.check(prompt, step)
                    if step.answer is None:  # the input ends here: it ends at the next read
                        chan.close_stdin()
                        chan.drain()
                        return None
                continue
            step = self.take(prompt)
            answer = self.card_answer(prompt.kind) if step is None else step.answer
            if step is not None:
                self.last_step = step
                if step.kind in ("move", "turn"):
                    self.check(prompt, step)
            if answer is None:
                chan.close_stdin()
                chan.drain()
                return None
            if prompt.kind == "card":
                self.held = parse_card(answer.decode("utf-8", "replace").strip())
            elif prompt.kind == "suit" and self.held is not None:
                self.held = CardShown(self.held.value,
                                      answer.decode("utf-8", "replace").strip().upper()[:1])
            chan.send(answer)
            self.answered_at = len(chan.out)
            if not self.queue and not self.exp.eof_at_end:
                if self.exp.winner is None:
                    chan.close_stdin()
                else:
                    return self._await_end(chan)

    def _reads_turn_line(self, chan: Channel) -> bool:
        if self.profile.turn_line != "auto":
            return self.profile.turn_line == "yes"
        give_up = time.monotonic() + IDLE  # silent that long: it must be reading
        while not chan.eof and not chan.cut and time.monotonic() < give_up:
            if self.pos < len(chan.out) or chan.pump(0.002):
                return False  # it went on printing without reading
            if chan.waiting_for_input():
                # it blocks on a read: whatever it printed before is in the pipe by now
                return not chan.pump(0) and self.pos == len(chan.out)
        return True

    def _await_end(self, chan: Channel) -> Failure | None:
        """After the last answer the reference declared a winner: the build must do the same
        and exit without reading more."""
        while True:
            prompt = self.next_prompt(chan)
            if prompt is None:
                return None
            if prompt.kind == "extra":
                chan.send((prompt.answer or "").encode() + b"\n")
                continue
            raise Desync(self._unexpected(prompt))

    def _fatal(self, ending: Ending) -> Failure | None:
        step = self.queue[0] if self.queue else self.last_step
        eof_phase = self.exp.eof_at_end and not self.queue
        if ending.cut == "output":
            cat = "eof-exit" if eof_phase else "endless-output"
            why = " after end of input" if eof_phase else ""
            return self._failure(cat, f"endless output{why}: more than {self.limits.output} "
                                 "bytes", step)
        if ending.cut == "timeout":
            if eof_phase:
                return self._failure("eof-exit", f"did not exit after end of input "
                                     f"({ending.describe()})", step)
            if ending.waiting:
                return self._waiting("")
            return self._failure("timeout", ending.describe(), step)
        if ending.signal:
            return self._failure("crash", f"{ending.describe()}" + (
                " at end of input" if eof_phase else ""), step)
        return None

    def _final(self, ending: Ending) -> Failure | None:
        step = self.queue[0] if self.queue else self.last_step
        winner = self.tracker.winner
        if self.queue:
            if winner is not None:
                return self._failure("wrong-winner", f"the build declares Player {winner} the "
                                     f"winner; the reference goes on with "
                                     f"{KIND_NAMES[step.kind]} ({step.prompt!r})", step,
                                     "winner", "none yet", f"Player {winner}")
            return self._failure("wrong-exit", f"the build ended ({ending.describe()}) where "
                                 f"the reference asks for {KIND_NAMES[step.kind]} "
                                 f"({step.prompt!r})", step)
        if winner != self.exp.winner:
            want = f"Player {self.exp.winner}" if self.exp.winner else "none"
            got = f"Player {winner}" if winner else "none"
            return self._failure("wrong-winner", f"winner: expected {want}, got {got}", step,
                                 "winner", want, got)
        if ending.returncode != self.exp.exit:
            cat = "eof-exit" if self.exp.eof_at_end else "wrong-exit"
            return self._failure(cat, f"exit status: expected {self.exp.exit}, got "
                                 f"{ending.describe()}", step, "exit status",
                                 str(self.exp.exit), str(ending.returncode))
        return None


def drive(argv: list[str], exp: Expectation, profile: Profile, limits: Limits,
          extend: Callable[[], float] | None = None) -> Outcome:
    return Driver(argv, exp, profile, limits, extend).run()
