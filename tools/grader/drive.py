"""The interactive runner: plays a transcript against a build prompt by prompt. It reads the
build's output up to each prompt it recognises (reader.py), answers from the transcript by the
prompt's kind (so other prompt orders, card questions asked only on draws, and builds that read
no line after the turn prompt still line up), answers extra questions from the profile, and
compares whose turn it is, the card in hand and the displayed state with the reference's at
every move and turn prompt. A display error is recorded and the run goes on with the
reference's state as the truth; a difference in the game itself or in its course ends the run.
Every deviation is named (divergence.py, classify.py, state_clause.py). When the transcript's
input runs out the run has reached its end: what the build would do at end of input is judged
only by transcripts about it (`about_eof`), which close its input and watch it end."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable

from . import classify as cl, context, display, unseen_refusal
from .actions import keeps_nothing
from .channel import Channel, Ending
from .comparator import Comparator
from .expect import Expectation, Step
from .build_profile import Profile
from .prompts import Prompt, asks_for, canonical_kind, card_question_kind, in_offered_form
from .reader import Reader
from .sandbox import Limits
from .state import CardShown, State, parse_card, same_card
from .card_order import UNDECIDED, CardOrder
from .context import SKIPPABLE
from .turn_lines import TurnLines
from .counts import Ledger
from .divergence import KIND_NAMES, Divergences
from .verdict import Deviation, Stop

@dataclass
class Outcome:
    deviations: list[Deviation] = field(default_factory=list)
    reached_end: bool = False
    moves: int = 0  # move prompts reached
    output: bytes = b""
    ending: Ending | None = None
    unasked: bool = False  # stopped at a card the build drew without asking the tester
    read: int = 0  # of the output, the part the grader read


class Driver(Divergences, CardOrder, TurnLines):
    def __init__(self, argv: list[str], exp: Expectation, profile: Profile, limits: Limits,
                 extend: Callable[[], float] | None = None, about_eof: bool = False) -> None:
        self.argv, self.exp, self.profile, self.limits = argv, exp, profile, limits
        self.extend, self.about_eof = extend, about_eof
        self.queue: deque[Step] = deque(exp.steps)
        # answers of card questions the build did not ask before a move, and that move: a
        # build that names the card after the move asks them right after it
        self.spare: dict[str, deque[Step]] = {"card": deque(), "suit": deque()}
        self.spare_for: Step | None = None
        self.ctx = context.Context()
        self.found: list[Deviation] = []
        self.table = Comparator(self)  # the one comparator of the tables shown
        self.turn_mark = 0  # len(found) at the last turn prompt
        self.move_mark = 0  # ... and at the last move answered
        self.compared = 0  # the build's display count at the last comparison
        self.held: CardShown | None = None  # card named by the last card answers
        self.last_card_answer = ""
        self.answered_at = -1  # output position when the last answer was sent
        self.moves = 0
        self.card_questions = 0  # card questions in a row
        self.display_before: set[str] = set()  # seen before a card in hand: after "turn", "move"
        self.reader: Reader | None = None
        self.ledger = Ledger(self.found)  # count differences, judged when the run ends
        self.turns = 0  # turn prompts answered
        self.turn_lines = 0  # turn lines the grader read from the build
        # a turn begun with no turn line read: its first move, how the turn before going on is named
        self.unread_turn: tuple[int, tuple[str, str] | None] = (-1, None)
        self.mover: int | None = None  # whose turn it is
        self.unasked = False  # the build drew a card the transcript names (no question)
        self.move_text: tuple[str, ...] = ()  # the build's text before the last move answered
        self.init_card_order()
        self.looked_from: int | None = None  # answers sent before reading past a divergence

    # -- evidence ---------------------------------------------------------------------------
    def _evidence(self, step: Step | None) -> dict:
        return {"lineno": step.lineno if step else None,
                "ref_state": step.state.describe() if step else [],
                "build_tail": self.reader.tail() if self.reader else [],
                "road": self.reader.chan.conversation.entries() if self.reader else []}

    def _dev(self, kind: str, clause: str, summary: str, category: str, message: str,
             step: Step | None, ends: bool = True, **extra) -> Deviation:
        return Deviation(*unseen_refusal.unseen_value(self.ctx, kind, clause, summary, category,
                                                      message), mode=self.ctx.mode,
                         ends_run=ends, **self._evidence(step), **extra)

    def note(self, kind: str, clause: str, summary: str, interp: str = "") -> None:
        """An accepted difference (dialect or reading), noted once a run; `interp`: its point."""
        if summary not in self.table.noted:
            self.table.noted.add(summary)
            self.found.append(self._dev(kind, clause, summary, "seen", summary,
                                        self.ctx.last, ends=False, interp=interp))

    # -- matching the transcript ------------------------------------------------------------
    def take(self, prompt: Prompt) -> Step | None:
        """The transcript step that answers `prompt`, skipping card questions about the card in
        hand that the build does not ask (I11). None: answer it with the card already named."""
        self.draw_skipped = self.kept_skipped = False
        if self.retry_due is not None:
            return self.retry_step(prompt)
        again = self._asked_again(prompt)
        if again is not None:
            return again
        if self.named_again_for_blanks(prompt):
            return None  # (answered again, stripped)
        if prompt.kind in SKIPPABLE and (self.spare["card"] or self.spare["suit"]):
            # answers kept from card questions the build skipped: good for the card of the
            # move just entered only (by kind, in whatever order it asks; a suit asked first
            # for a joker, which was named without one, takes any), stale after that
            if self.naming_after_move():
                if prompt.kind == "suit" and not self.spare["suit"]:
                    self.joker_suit = True  # a joker's, asked first: any suit will do
                self.names_after_move = True
                return None  # the card of the move just entered, named after it
            self.spare = {"card": deque(), "suit": deque()}
        ordered = self._card_order(prompt)
        if ordered is not UNDECIDED:
            return ordered  # type: ignore[return-value]
        last = self.ctx.last
        if prompt.kind == "turn" and last is not None and last.kind == "turn" and \
                last.text.strip() and (not self.queue or self.queue[0].kind != "turn"):
            raise Stop(self._dev("robustness", "R22.3", "a line with text at the turn prompt "
                                 "is not simply read and ignored (the prompt comes again)",
                                 "flow", f"after {last.text!r} the build asks {prompt.line!r} "
                                 "again", last))
        self._drawn_unasked(prompt)
        index = self._ahead(prompt, 0)
        if index is not None:
            for _ in range(index):
                self._skip(self.queue.popleft(), prompt)
            return self.queue.popleft()
        if prompt.kind in SKIPPABLE and (not self.queue or self.queue[0].kind in
                                         ("move", "card", "suit")):
            return None  # a card asked again before a move: answered with the card in hand
        if self._refused_with_blanks(prompt):
            return self.retry_step(prompt)  # (where the reference ends the turn)
        raise Stop(self._unexpected(prompt))

    def _ahead(self, prompt: Prompt, start: int) -> int | None:
        """Where in the queue, from `start`, the step that answers `prompt` is, past card
        questions the build does not ask; None if another step comes first."""
        for index in range(start, len(self.queue)):
            step = self.queue[index]
            if step.kind == prompt.kind or (step.answer is None and step.kind in SKIPPABLE):
                return index - start
            if step.kind not in SKIPPABLE:
                return None
        return None

    def _asked_again(self, prompt: Prompt) -> Step | None:
        """`Joker value?` asked again, not the whole move request, after a value ignored (I3)."""
        last = self.ctx.last
        if prompt.kind != "joker" or last is None or last.kind != "joker" or not self.queue \
                or self.queue[0].kind == "joker":
            return None
        ahead = list(self.queue)
        for index, step in enumerate(ahead):
            if step.kind == "joker":
                if any(s.kind not in ("card", "suit", "move") for s in ahead[:index]):
                    return None
                for _ in range(index):
                    skipped = self.queue.popleft()
                    if skipped.kind == "move" and self.ctx.move is not None and \
                            skipped.text.strip() == self.ctx.move.text.strip():
                        # (the same move, kept by the build: the value given now is judged
                        # by the reference's action for that move with it; blanks around
                        # either do not make it another move)
                        self.ctx.answered(skipped)
                self.note("dialect", "R10.4", context.JOKER_AGAIN, "I3")
                return self.queue.popleft()
            if step.kind not in ("card", "suit", "move"):
                return None
        return None

    # -- comparing ------------------------------------------------------------------------------
    def check(self, prompt: Prompt, step: Step) -> None:
        """Whose turn, the card in hand and the display, compared with the reference's."""
        self._check_player(prompt, step)
        if step.kind == "move" and step.card is not None and prompt.card is not None:
            got = parse_card(prompt.card)
            if got is None or not same_card(step.card, got):
                self._other_card(step, prompt)
            self._asked_again_bare(step, prompt)
            self.ctx.named()  # the card questions' answers were taken as the reference took them
        elif step.kind == "move" and not prompt.card:
            self._asked_again_bare(step, prompt)  # `Your move?` alone: no card to compare
        reader = self.reader
        assert reader is not None
        if reader.tracker.displays == self.compared:
            refusal = self._refusal(f"the build prints the text of before the move again and "
                                    f"asks {prompt.line!r}", step) \
                if step.kind == "move" and reader.before else None
            if refusal is not None:  # a table the tracker cannot see, word for word again
                raise Stop(refusal)
            if reader.tracker.displays == 0 and display.looks_like_table(reader.before):
                self._unreadable(step)
            elif step.kind != "card" and (self.ctx.last is None or
                                          step.shown > self.ctx.last.shown):
                # (where the reference shows one: none after the card questions, in testing)
                self.note("dialect", "R22.2", f"no display before some prompts for "
                          f"{KIND_NAMES[step.kind]}")
            return
        self.compared = reader.tracker.displays
        self.table.compare(step, reader.tracker.snapshot(), reader.tracker.layout())

    # -- what the comparator asks (comparator.Run) -------------------------------------------
    def deviation(self, kind: str, clause: str, summary: str, category: str, message: str,
                  step: Step, ends_run: bool = True, **evidence) -> Deviation:
        return self._dev(kind, clause, summary, category, message, step, ends_run, **evidence)

    def refused(self, after: State, rest: State) -> bool:
        return self._refused(after, compared=True)

    def input_defect(self, message: str, step: Step) -> Deviation | None:
        """Garbage that left the build no longer reading its input, or blanks around an
        answer that may have made the difference as well as the rules."""
        return self._stopped_reading(message, step) or self._blanks_undecided(message, step)

    def _unreadable(self, step: Step) -> None:
        """The table cannot be read: one display finding; the run goes on."""
        why = display.UNREADABLE
        self.table.display_once(step, "R20.1", why, why, why)

    # -- the game ----------------------------------------------------------------------------
    def run(self) -> Outcome:
        try:
            chan = Channel(self.argv, self.limits, self.extend)
        except OSError as err:
            return Outcome([Deviation("robustness", "", "the build cannot be started", "spawn",
                                      f"cannot start {self.argv[0]}: {err.strerror}",
                                      mode=self.ctx.mode)])
        self.reader = Reader(chan, self.profile.matcher())
        reached = False
        try:
            reached = self._play(chan)
        except Stop as stop:
            self._stopped(stop.found)
        except BaseException:
            chan.finish(wait=False)
            raise
        if self.padded_again is not None:
            self.found.append(self.padded_again)
        if reached:
            self.padded_taken()
        ending = chan.finish(wait=chan.eof or (reached and self.about_eof))
        if not reached and not any(d.ends_run for d in self.found):
            found = self._ended(ending)
            reached = not found.ends_run  # (the game ended as the reference's: a win unread)
            (self.found.append if reached else self._stopped)(found)
        if reached:
            self.ledger.close(None, self.turns)
        if reached and self.about_eof:
            self._judge_eof(ending)
        return Outcome(self.found, reached and not any(d.ends_run for d in self.found),
                       self.moves, bytes(chan.out), ending, self.unasked, self.reader.pos)

    def _stopped(self, found: Deviation) -> None:
        """The run ends on `found`; display errors met since the last turn prompt are taken as
        its symptoms (a count that was off just before the turn went another way), and so are
        the build's ways of asking noted since the last move where the course of the game
        differs after it (new heads asked where the grader expected the next card looked like
        card questions asked again, or asked again after blanks around an answer). Where the
        grader could not tell which prompt an answer went to, and no table has settled it
        since, the run ends as lost: no finding; so does one whose table showed a head that is
        no card while its counts differ (that difference is the finding)."""
        unsure = self.ctx.unsure
        if unsure is not None and found.wrong and found.kind in ("rule", "testing-mode"):
            found = self._lost(found.clause, "the grader lost track of which question an "
                               "answer went to (a card question asked again after blanks, or "
                               "the next card?)", f"after {unsure.text!r}: {found.message}",
                               unsure)
        if found.wrong and found.kind == "rule" and self.reader is not None and \
                self.reader.tracker.garbled and self.ledger.episode is not None:
            found = self._lost(found.clause, "the build's table shows a head that is no card "
                               "(drawn from piles its counts have empty): what it does next is "
                               "not its game", found.message, self.ctx.last)
        self.padded_taken(found)
        self.ledger.close(found, self.turns)
        if found.wrong:
            self.found[self.turn_mark:] = [d for d in self.found[self.turn_mark:]
                                           if d.kind != "display"]
        if found.wrong and found.kind == "rule" and found.category == "flow":
            mark = min(self.move_mark, len(self.found))
            self.found[mark:] = [d for d in self.found[mark:]
                                 if not (d.kind == "dialect" and d.category == "seen")]
            if self.padded_move == self.moves:  # (a card "asked again" after blanks too)
                self.padded_again = None
        self.found.append(found)

    def _play(self, chan: Channel) -> bool:
        """True when the run got to the end of the transcript; False when the build ended."""
        reader = self.reader
        assert reader is not None
        while True:
            prompt = reader.next()
            # its input closed (about end of input): any ending, whatever it asks, and a winner
            # after a question in words not known (it waits nowhere) are how it ends, as such
            closed = self.about_eof and chan.stdin_fd is None
            if reader.tracker.winner is not None and self.queue and not (
                    closed and reader.asked_before_win() and
                    all(s.answer is None for s in self.queue)):
                raise Stop(self._early_win(reader.tracker.winner))
            if prompt is None:
                return closed
            if closed and not (self.queue and self.queue[0].kind == prompt.kind):
                chan.drain()
                return True
            if prompt.kind == "unknown":
                prompt = self._unknown(prompt)
            if prompt.kind == "extra":
                chan.send((prompt.answer or "").encode() + b"\n")
                continue
            self.turn_lines += prompt.kind == "turn"
            if prompt.kind == "joker" and (not self.queue or self.queue[0].kind != "joker") \
                    and cl.early_joker_question(self.ctx):
                self.note("dialect", "R22.5", "the joker value is asked before the move is "
                          "checked")
                chan.send(b"A\n")
                continue
            if self._holding_only(prompt) or self._not_waited_at(prompt):
                continue
            if canonical_kind(prompt.line) is None:
                self.note("dialect", "R22", "other wording of the prompts (I18)", "I18")
            if prompt.kind == "turn" and self._turn_again(prompt):
                self.note("dialect", "R22.3", context.TURN_AGAIN)
                if self._reads_turn_line():
                    chan.send(b"\n")
                continue
            if prompt.kind == "turn" and not self._reads_turn_line():
                self.note("dialect", "R22.3", "no line read after the turn prompt (I14)", "I14")
                step = self.take(prompt)
                if step is not None:  # a turn begun: the card questions before it are done
                    self.card_questions = 0
                    self._answered(prompt, step)
                    if step.answer is None:
                        return self._input_ends(chan)
                continue
            self._turn_passed_unread(prompt)
            if self._turn_line_unread(prompt) and self._unread_turn(prompt).answer is None:
                return self._input_ends(chan)
            self._count_card_questions(prompt)
            step = self.take(prompt)
            answer = self.card_answer(prompt.kind, prompt) if step is None else step.answer
            if prompt.kind == "card" and self.profile.asks_whole(prompt.line) and \
                    answer is not None:
                step, answer = self.whole_card(step, answer, prompt)
            if step is not None:
                self._answered(prompt, step)
            elif prompt.kind in SKIPPABLE:
                self.ctx.answered_again(prompt.kind)
            if answer is None:
                return self._input_ends(chan)
            if prompt.kind == "card":
                self.last_card_answer = answer.decode("utf-8", "replace").strip()
                named = parse_card(self.last_card_answer)
                if named is not None and self.suit_first:
                    named, self.suit_first = CardShown(named.value, self.suit_first), None
                if step is not None or named is None or self.held is None or \
                        named.value != self.held.value:  # (the card in hand named again
                    self.held = named  # keeps its suit until the suit is asked again)
            elif prompt.kind == "suit" and self.held is not None:
                self.held = CardShown(self.held.value,
                                      answer.decode("utf-8", "replace").strip().upper()[:1])
            if prompt.kind in SKIPPABLE and self.queue and self.queue[0].kind == "move":
                # the card's last answer: what the build printed before it reads it is all
                # read first, so that `answered_at` says whether it printed anything after
                chan.settle()
            if prompt.kind == "joker":
                answer = in_offered_form(prompt.line, answer.decode()).encode()
            chan.send(self.profile.spell(prompt.kind, answer))
            answered = step or self.spent
            if prompt.kind == "card":
                self.ctx.card_asked(answered)
            # (a kept answer of a question the build asks after the move is one answer too)
            self.answer_given(answered, prompt.kind)
            self.spent = None
            self.answered_at = len(chan.out)
            if self.about_eof and all(s.answer is None for s in self.queue) and not (
                    (self.spare["card"] or self.spare["suit"]) and answer.endswith(b"\n")):
                chan.close_stdin()  # the input ends here (unless the move's card is named
                # after it, and can be: an answer without its line feed is read at the end)
            if not self.queue and not self.exp.eof_at_end:
                return self._await_end(chan)

    def _answered(self, prompt: Prompt, step: Step, compare: bool = True) -> None:
        assert self.reader is not None
        if step is self.retried:
            return self.retried_given()  # (a move given again without its blanks)
        if step.kind == "move" and (self.spare["card"] or self.spare["suit"]) and \
                self.spare_for is None and prompt.card is None:
            self.spare_for = step  # a move asked without naming the card: named after it
        if step.kind == "turn":
            self.turn_mark = len(self.found)
            self.table.turn_starts()
            self.turns += 1
            self.mover = step.player
        if step.kind == "move":
            self.moves += 1
            self.ledger.moves = self.moves
        self._turn_table_late(step)
        fresh = self.reader.tracker.displays != self.compared and not self._turn_end_table(step)
        if step.purpose == "hand" and step.kind == "card" and fresh:
            self.display_before.add("move" if self.ctx.in_move else "turn")
        if compare and (step.kind in ("move", "turn") or (step.purpose == "hand" and
                                                          step.kind == "card" and fresh)):
            self.check(prompt, step)
        if self.padded_retry is not None:
            self.padded_taken()  # (the build went on after it)
        if step.kind == "move":
            self.move_mark = len(self.found)
            self.move_text = self.reader.before
            self.ctx.shown_at_move = self.reader.tracker.snapshot() \
                if self.reader.tracker.displays else None
        # a garbage line a lenient reader kept nothing of, its question shown again: harmless
        shown = self.reader.matcher.match(prompt.line) if self.ctx.splits else None
        if shown is not None:
            self.ctx.splits = [g for g in self.ctx.splits if not (
                g.kind == shown.kind and keeps_nothing(g.text, g.kind))]
        self.ctx.answered(step)

    def _unknown(self, prompt: Prompt) -> Prompt:
        """The build waits for input after text that is no known prompt. Right after the card
        questions, nothing printed since, it reads the move; a question naming what the
        reference asks there is that question in other words; right after garbage it asks
        again without the prompt; after a move the reference ignores, a line asking nothing
        is that move asked again; otherwise the run cannot go on."""
        last, reader = self.ctx.last, self.reader
        assert reader is not None
        nxt = self.retry_due or (self.queue[0] if self.queue else None)  # (a move given again)
        if reader.pos == self.answered_at and nxt is not None and nxt.kind == "move" and \
                self.answered_kind in SKIPPABLE and not (self.previous and self.previous.garbage):
            # nothing printed since a clean answer named the card in hand, and it reads: the move
            self.note("dialect", "R22", context.UNPROMPTED_MOVE)
            return reader.read_unprompted(Prompt("move", prompt.line, nxt.player,
                                                 str(self.held) if self.held else None))
        if nxt is not None and asks_for(nxt.kind, prompt.line):
            return reader.learned(nxt.kind, prompt.line)  # (noted as other wording)
        kept = card_question_kind(prompt.line)
        if kept is not None and self.spare[kept] and self.naming_after_move() and \
                reader.matcher.match(prompt.line) is None:
            # the card of the move just entered, asked after it in words of the build's own
            return reader.learned(kept, prompt.line)
        if last is not None and last.garbage and last.kind in ("players", "move", "card",
                                                               "suit", "joker", "turn"):
            self.note("dialect", "R24.1", "after garbage the answer is asked for again without "
                      "repeating the prompt")
            return Prompt(last.kind, prompt.line, last.player, str(self.held) if self.held
                          else None)
        again = next((s for s in self.queue if not (s.kind in SKIPPABLE and
                                                    s.purpose == "hand")), None)
        if self.answered_kind == "move" and cl.asked_again(prompt.line, self.ctx, again):
            # (in testing mode the reference names the card in hand again first: I11)
            self.note("dialect", "R22.4", cl.REPROMPT)
            return Prompt("move", prompt.line, again.player,  # type: ignore[union-attr]
                          str(self.held) if self.held else None)
        step = self.queue[0] if self.queue else last
        message = "waits for input without printing a prompt" if reader.pos == \
            self.answered_at and not prompt.line else f"waits for input after {prompt.line!r}"
        if not self.queue:
            raise Stop(self._dev("dialect", "R22.6", "asks for input after the game has ended",
                                 "waiting", message + " (the reference has ended)", step))
        raise Stop(self._dev("dialect", "R22", f"asks a question the grader does not "
                             f"recognise: {prompt.line[:60]!r} (add an `answer:` or `alias` "
                             "line to the build's profile)", "waiting", message, step))

    def _input_ends(self, chan: Channel) -> bool:
        """The transcript's input runs out here: the run has reached its end. A transcript
        about end of input closes the build's input and watches what it does."""
        if self.about_eof:
            chan.close_stdin()
            chan.drain()
        return True

    def _await_end(self, chan: Channel) -> bool:
        """After the last answer the reference declared a winner: the build must declare the
        same one. What it does after that (exit, or a `Press q` question) is its own affair."""
        assert self.reader is not None
        while self.reader.tracker.winner is None:
            prompt = self.reader.next()
            if prompt is None and self.reader.tracker.winner is None:
                return False  # it ended without a word: a crash, an exit (see _ended)
            if prompt is None or prompt.kind == "unknown":
                break
            if prompt.kind == "extra":
                chan.send((prompt.answer or "").encode() + b"\n")
                continue
            if prompt.kind in SKIPPABLE and self.spare[prompt.kind] and \
                    self.ctx.last is self.spare_for:
                kept = self.spare[prompt.kind].popleft()  # the card of the last move
                chan.send(kept.answer or b"\n")
                continue
            raise Stop(self._unexpected(prompt))
        return self._winner_matches()
