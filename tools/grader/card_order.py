"""Card questions asked in another order than the reference asks them (R23): `Suit?` after
`Joker`, or before `Card value?`; a card question asked again after an answer with blanks around
it (robustness R23.4, or, where the next card is due too, an answer the grader cannot place);
and card questions that start a refused move again (the table of before the move shown with
them), or the move alone asked again, after a move with blanks around it: the move is given
again without them, and what the build does then tells its blanks from the rules; prompts the
build does not wait at (a holding prompt that reads nothing before card questions, a question
answered from what was left of a garbage line); card questions the build skips (a head it
draws itself, a card asked only when really drawn); the answers to card questions no
transcript step answers, and card questions without end. A part of the Driver (drive.py), as
Divergences is: it reads the Driver's queue, context, reader and notes."""

from __future__ import annotations

from dataclasses import replace
from itertools import takewhile
from typing import Iterable

from . import context
from .context import SKIPPABLE
from .expect import Step
from .prompts import CARD_QUESTIONS, Prompt
from .state import CardShown, State, parse_card, same_card
from .verdict import Deviation, Result, Stop

ANSWERED = ("players", "card", "suit", "move", "joker")  # questions only a line answers
UNDECIDED = object()  # `_card_order` leaves the question to the transcript's order
REASKS = "card questions are asked again after a clean answer"


def settle_reasked(results: Iterable[Result]) -> None:
    """Across a whole grade: a card question asked again after an answer with blanks is no
    refusal of the blanks (R23.4) from a build seen, in any run, asking it again after a clean
    answer. Such runs are judged again without it. (A move given again without its blanks and
    taken, `_retry`, stays: its deviation names the move's action.)"""
    results = list(results)
    if not any(d.summary == REASKS for r in results for d in r.deviations):
        return
    for result in results:
        kept = [d for d in result.deviations
                if not (d.key == context.PADDED and not d.ends_run and not d.action)]
        if len(kept) == len(result.deviations):
            continue
        result.deviations = kept
        if result.status == "fail" and result.reached_end and not any(d.wrong for d in kept):
            result.status, result.level = "pass", "semantic"
            result.levels_failed.pop("semantic", None)


class CardOrder:
    """The Driver's handling of card questions in another order."""

    def init_card_order(self) -> None:
        self.joker_suit = False  # a suit asked after `Joker`, or before a joker is named
        self.suit_first: str | None = None  # a suit answered before its card's value
        self.suit_before_value = False  # seen: the suit is asked before the value
        self.answered_kind = ""  # the kind of the last prompt answered
        self.previous: Step | None = None  # the step the last answer came from (None: none)
        self.spent: Step | None = None  # the kept answer (`spare`) just given, if one was
        self.reasked: set[str] = set()  # card questions seen asked again after a clean answer
        self.padded_again: Deviation | None = None  # a card asked again after blanks
        self.padded_move = 0  # ... with this many moves answered
        self.padded_retry: Deviation | None = None  # a move or joker value asked again after
        # blanks, given again without them: blanks not ignored once the build goes on
        self.retry_due: Step | None = None  # that answer without its blanks, to be given
        self.retried: Step | None = None  # ... and once given
        self.unwaited = 0  # questions in a row not waited at (`_not_waited_at`)
        self.draw_skipped = False  # the prompt just taken skipped the questions of a new card
        self.kept_skipped = False  # ... or of the card in hand named again (I11)
        self.names_after_move = False  # seen: the card in hand named after its move is typed
        # played again (grade._driven): a card question right after blanks around a card's
        # answer is that question asked again, though the next step is a card question too
        self.reask_first = False
        self.shown_before: tuple[int, State] | None = None  # the table an answer with blanks
        # around it was given at: its display count, and the table

    def answer_given(self, step: Step | None, kind: str) -> None:
        """`step` answered a question of `kind`: the last answer (`previous`), and for one
        with blanks around it, the table it was given at."""
        assert self.reader is not None
        self.previous, self.answered_kind = step, kind
        tracker = self.reader.tracker
        self.shown_before = (tracker.displays, tracker.snapshot()) \
            if step is not None and step.padded else None

    def _taken_since(self) -> bool:
        """A table shown since the answer with blanks around it, other than the one it was
        given at: the answer was taken (a first head now shown), whatever is asked next."""
        assert self.reader is not None
        tracker = self.reader.tracker
        return self.shown_before is not None and tracker.displays > self.shown_before[0] \
            and tracker.snapshot() != self.shown_before[1]

    def _holding_only(self, prompt: Prompt) -> bool:
        """A holding prompt that reads nothing, right before card questions: no question (one
        followed by anything else may be reading the rest of a garbage line, or the build loops
        without reading). What follows it is looked at once the build blocks reading (or
        ends), so the machine's speed does not decide it."""
        reader = self.reader
        if not self.queue or not reader.holding_before_cards(prompt):
            return False
        reader.asked_nothing(prompt)
        self.note("dialect", "R23.1", "the holding prompt is also printed before the card "
                  "questions (nothing is read there)")
        shown = parse_card(prompt.card)
        if self.held is not None and shown is not None and same_card(self.held, shown):
            # it took the answers that named this card as they were: the card questions after
            # it ask again by habit, not for blanks
            self.previous = None
        return True

    def _not_waited_at(self, prompt: Prompt) -> bool:
        """After garbage in this run, a question the build did not wait at: it took its answer
        from what was left of a garbage line and printed more. Whether it did is looked at
        once it blocks reading (or ends), so the machine's speed does not decide it. (A turn
        line is left to `_reads_turn_line`: a build may show it without reading at all.)"""
        chan = self.reader.chan  # type: ignore[union-attr]
        if prompt.kind not in ANSWERED or self.ctx.first_garbage is None or \
                chan.stdin_fd is None or self.unwaited > CARD_QUESTIONS:
            return False  # (a build asking on and on without reading is answered, as before)
        unwaited = not self.reader.reads_after()  # type: ignore[union-attr]
        self.unwaited = self.unwaited + 1 if unwaited else 0
        return unwaited

    def _new_heads_shown(self) -> bool:
        """The build's table since the last move shows a head that was not there before it."""
        assert self.reader is not None
        move = self.ctx.move
        if move is None or self.reader.tracker.displays == self.compared:
            return False
        before = {hid for hid, _, _ in move.state.heads}
        return any(hid not in before for hid, _, _ in self.reader.tracker.snapshot().heads)

    def _drawn_unasked(self, prompt: Prompt) -> None:
        """A card question where the reference asks for the first head, which the build's
        table already shows, or for the new heads, shown too, with the question of another
        player than the one who cut (seen where no turn line the grader reads comes between),
        or with that player shown holding a card (the turn went on): they were drawn without a
        question, and this one is about the next card."""
        assert self.reader is not None
        step = self.queue[0] if self.queue else None
        if prompt.kind not in SKIPPABLE or step is None:
            return
        mover = self.ctx.move.player if self.ctx.move is not None else None
        if step.purpose == "first-head" and self.reader.tracker.displays and \
                self.reader.tracker.snapshot().heads or step.purpose == "new-head" and \
                self._new_heads_shown() and (self._whose(prompt) != mover or
                                             self._holds_after_cut(mover)):
            self._skip(self.queue.popleft(), prompt)

    def _holds_after_cut(self, mover: int | None) -> bool:
        """The build's table since the cut shows the player who cut holding a card, where the
        cut ended the turn: a card drawn after it (the turn went on), so the new heads it shows
        were drawn without the tester too, and the question is about that card."""
        assert self.reader is not None
        holder = self.reader.tracker.snapshot().holder()
        return holder is not None and holder.number == mover

    def _skip(self, skipped: Step, prompt: Prompt) -> None:
        if skipped.purpose in ("first-head", "new-head") and self.ctx.lenient:
            raise Stop(self._dev("reading", "R24.1", context.LENIENT_SUMMARY, "flow",
                                 f"the build asks {prompt.line!r} where the reference asks "
                                 f"{skipped.prompt!r}", skipped))
        if skipped.purpose in ("first-head", "new-head"):
            # the first head drawn without a question is the build's own card; new heads not
            # asked for are the build's own where its table shows heads not there before the
            # move (else it may as well have refused the cut): the live reference takes over
            self.unasked = skipped.purpose == "first-head" or self._new_heads_shown()
            first = skipped.purpose == "first-head"
            which = "the first head" if first else "the new heads after a cut"
            raise Stop(self._dev("testing-mode", "R23.1", f"{which} {'is' if first else 'are'} "
                                 "not asked for in testing mode (drawn without the tester)",
                                 "flow", f"the build asks {prompt.line!r} where the reference "
                                 f"asks {skipped.prompt!r} for {which}", skipped))
        if skipped.purpose == "hand":
            # after an ignored move (or a swap) they name the card in hand again (I11); after
            # any other move a new card is drawn
            kind = self.ctx.action.kind if self.ctx.action is not None else ""
            self.kept_skipped = self.kept_skipped or kind == "ignored"
            self.draw_skipped = self.draw_skipped or kind not in ("ignored", "swap")
        if skipped.answer is not None:
            self.note("dialect", "R23.1", "card questions only when a card is drawn (I11)", "I11")
            if self.kept_skipped and not self.names_after_move:
                return  # the card in hand named again: the build keeps it without asking
            self.spare[skipped.kind].append(skipped)
            self.spare_for = None  # until the move these questions preceded is answered

    def _retry_stripped(self, message: str) -> bool:
        """A move with blanks around it asked again with the table of before it (card
        questions first): set to be given again without them (`_retry`). False where the move
        had none, the build takes blanks elsewhere, one was given again already, or the table
        is not the one of before the move."""
        move = self.ctx.move
        if move is None or not move.padded or self.ctx.strips or self.padded_retry is not None \
                or not self._refused(None if self.queue[0].purpose == "new-head"
                                     else self.queue[0].state):
            return False
        self._retry(message, move)
        return True

    def _refused_with_blanks(self, prompt: Prompt) -> bool:
        """A card question or the move request, with nothing answered since a move with blanks
        around it, where the reference asks otherwise (ends the turn): `_retry_stripped`. (Not
        for a build that names the card in hand after its move: its card questions there are
        that card's, whatever the move did.)"""
        return (prompt.kind in SKIPPABLE or prompt.kind == "move") and bool(self.queue) and \
            self.spare_for is None and not self.names_after_move and \
            self.ctx.last is self.ctx.move and self._retry_stripped(
                f"the build shows the table of before the move again and asks "
                f"{prompt.line!r}; the reference asks for {context.NAMES[self.queue[0].kind]}")

    def retried_given(self) -> None:
        """The move given again without its blanks (`retry_step`), after the table of before
        it: what it does is read from here on. (A joker's value given again changes nothing
        the next prompt does not tell.)"""
        assert self.reader is not None and self.retried is not None
        if self.retried.kind != "move":
            return
        self.compared = self.reader.tracker.displays
        self.move_text = self.reader.before
        self.ctx.shown_at_move = self.reader.tracker.snapshot() \
            if self.reader.tracker.displays else None

    def _retry(self, message: str, move: Step) -> None:
        """A move (or a joker's value) asked again after blanks around it: refused for its
        blanks or by the rules? The same answer without them tells (given at the same
        question, card questions before a move answered with the card in hand): taken, the
        blanks were refused (judged when the build goes on: `padded_taken`); asked again, the
        move (or the placement the value makes) itself was refused, judged as any is."""
        action = move.action if move.kind == "move" else self.ctx.action
        self.padded_retry = self._dev(*context.PADDED, "flow", message, move, ends=False,
                                      action=action.kind if action else "ignored")
        self.retry_due = replace(move, answer=(move.text.strip() + "\n").encode(),
                                 padded=False, garbage=False)
        self.ctx.answered_stripped(self.retry_due)

    def retry_step(self, prompt: Prompt) -> Step | None:
        """While an answer is to be given again without its blanks (`_retry`): the card in
        hand named again (None) at a card question, that answer at its own question."""
        if prompt.kind in SKIPPABLE:
            return None
        step, self.retry_due = self.retry_due, None
        if prompt.kind != step.kind:
            raise Stop(self._lost("R22", context.BLANKS_OR_RULES,
                                  f"after {step.text!r} the build asks {prompt.line!r}", step))
        self.retried = step
        return step

    def padded_taken(self, stopped: Deviation | None = None) -> None:
        """After a move given again without its blanks (`padded_retry`): the build went on
        (a later answer, the run's end), or the run stopped on `stopped`. Gone on, the blanks
        were what it refused (robustness R23.4). Stopped on a rule error (the move refused
        again, or whatever the build did with it), the blanks played no part; stopped where
        the grader could not judge what the build did with it (a move onto a joker whose value
        its table hides), nothing tells that they did."""
        found, self.padded_retry = self.padded_retry, None
        if found is None or stopped is not None and (
                stopped.kind == "rule" or stopped.category == "lost"):
            return
        self.found.append(found)
        self.ctx.keeps_blanks = self.ctx.blanks_sure = True

    def held_answer(self, kind: str) -> bytes:
        """The card in hand named again: its value, or its suit (`S` when none was named)."""
        if kind == "card":
            return (str(CardShown(self.held.value, None)) + "\n").encode()
        return ((self.held.suit or "S") + "\n").encode()

    def _lost(self, clause: str, why: str, message: str, step: Step | None) -> Deviation:
        """The grader cannot tell which question an answer went to: the run ends, not judged."""
        return self._dev("dialect", clause, f"{why}; the run is not judged", "lost", message,
                         step)

    def _card_order(self, prompt: Prompt) -> Step | None | object:
        """The step that answers a card question asked in another order (None: the card in
        hand named again), or UNDECIDED."""
        if prompt.kind == "suit" and self.last_card_answer == "Joker" and \
                self.answered_kind == "card" and not self.suit_before_value and \
                (not self.queue or self.queue[0].kind != "suit"):
            # whether it took the joker shows on the holding prompt and the table
            self.note("dialect", "R23.1", "`Suit?` is asked after `Joker` too")
            self.joker_suit = True
            return None
        if prompt.kind == "suit" and self.queue and self.queue[0].kind == "card" and \
                not self.spare["suit"] and self.answered_kind != "suit" and \
                (self.answered_kind != "card" or self.suit_before_value):
            # `Suit?` before `Card value?`: the suit of the card named next (any suit for a
            # joker, which has none)
            self.note("dialect", "R23.1", "`Suit?` is asked before `Card value?`")
            self.suit_before_value = True
            group = list(takewhile(lambda st: st.kind in SKIPPABLE, self.queue))
            if any(st.garbage and not st.padded for st in group):
                # garbage typed for the value-first order cannot be put in the build's order
                raise Stop(self._lost("R23.1", "the grader could not put the card answers of "
                                      "the transcript (with invalid ones among them) in the "
                                      "order the build asks", f"the build asks {prompt.line!r} "
                                      "first", self.queue[0]))
            if len(self.queue) > 1 and self.queue[1].kind == "suit":
                step = self.queue[1]
                del self.queue[1]
                self.suit_first = step.text.strip().upper()[:1] or None
                return step
            self.joker_suit = True
            return None
        if prompt.kind in SKIPPABLE and self.queue and self.queue[0].kind in SKIPPABLE \
                and self.ctx.last is self.ctx.move:
            # the reference draws a card (new heads, or the next card of the turn after its
            # table); a build that shows the table of before the move asks that move again: it
            # refused the move
            message = f"the build shows the table of before the move again and asks " \
                f"{prompt.line!r}; the reference draws a card ({self.queue[0].prompt!r})"
            if self._retry_stripped(message):
                return None
            refusal = self._refusal(message, self.queue[0])
            if refusal is not None:
                raise Stop(refusal)
        last = self.previous
        card = prompt.kind in SKIPPABLE
        # (a card's second question in the build's order, right after its own answer: never
        # the next card's, which begins with the first; a joker, whose suit is never asked,
        # has no second question: the value asked after a joker's is the next card's)
        named = parse_card(last.text) if last is not None and last.kind == "card" else None
        second = prompt.kind == last.kind == ("card" if self.suit_before_value else "suit") \
            and not (named is not None and named.joker) if last is not None else False
        if last is not None and last.padded and prompt.kind not in self.reasked and \
                (prompt.kind == last.kind != "turn" or card and last.kind in SKIPPABLE) and \
                (not self.queue or self.queue[0].kind != prompt.kind or self.reask_first or
                 second) and not self._taken_since():
            # an answer with blanks around it, asked again by a build that does not ask twice
            message = f"after {last.text!r} the build asks {prompt.line!r} again"
            stuck = self._stopped_reading(message, last)
            if stuck is not None:  # it asks again without reading: a loop
                raise Stop(stuck)
            if self.padded_retry is None and (prompt.kind == "move" or prompt.kind == "joker"
                                              and self.ctx.action is not None and
                                              self.ctx.action.kind != "ignored"):
                # (a joker value the reference plays, asked again: its blanks, or a rule
                # refusing that placement, which the value given again without them tells)
                self._retry(message, last)
                return self.retry_step(prompt)
            if self.ctx.strips and not card:
                # it took blanks around other answers: this one may as well be refused by
                # the rules, which this run cannot tell apart
                raise Stop(self._lost("R22", "the grader could not tell whether an answer "
                                      "with blanks around it was refused for its blanks or "
                                      "by the rules", message, last))
            self.refused_for_blanks(prompt, last, message)
            return None  # a card question: answered again with the card named, stripped
        if last is not None and last.padded and card and last.kind == prompt.kind and \
                prompt.kind in self.reasked and (not self.queue or
                                                 self.queue[0].kind != prompt.kind):
            # asked again after blanks by a build that asks card questions twice anyway: for
            # its blanks or by habit, which this run cannot tell; answered again, stripped
            return None
        if last is not None and last.padded and card and last.kind == prompt.kind and \
                not self.ctx.strips and self.queue and self.queue[0].kind == prompt.kind:
            # the next card, or the last asked again for its blanks: the grader cannot tell
            # until a table shows which
            self.ctx.unsure = self.ctx.unsure or last
        return UNDECIDED

    def naming_after_move(self) -> bool:
        """The card questions come right after the move they were skipped before (nothing
        shown since): the card of that move, named after it."""
        assert self.reader is not None
        return self.ctx.last is self.spare_for and self.reader.tracker.displays == self.compared

    def named_again_for_blanks(self, prompt: Prompt) -> bool:
        """A question about the card of the move just entered (`naming_after_move`), asked
        again right after its answer of that kind with blanks around it, none of its kind
        kept for it: refused for its blanks (not the next card's question, which comes after
        the move's table)."""
        last = self.previous
        if prompt.kind not in SKIPPABLE or last is None or not last.padded or \
                last.kind != prompt.kind or self.spare[prompt.kind] or \
                not self.naming_after_move():
            return False
        self.refused_for_blanks(prompt, last)
        return True

    def refused_for_blanks(self, prompt: Prompt, last: Step, message: str = "") -> None:
        """`last`, an answer with blanks around it, asked again (`prompt`): refused for its
        blanks. A card question is answered again, stripped (`card_answer`), and judged when
        the run ends: a build later seen asking a card twice anyway is not refusing the blanks
        (nor, in this run, is a later difference put down to them: blanks_sure stays unset)."""
        message = message or f"after {last.text!r} the build asks {prompt.line!r} again"
        found = self._dev(*context.PADDED, "flow", message, last,
                          ends=prompt.kind not in SKIPPABLE)
        self.ctx.keeps_blanks = True
        if found.ends_run:
            self.ctx.blanks_sure = True
            raise Stop(found)
        if self.padded_again is None:
            self.padded_again, self.padded_move = found, self.moves

    def whole_card(self, step: Step | None, answer: bytes, prompt: Prompt
                   ) -> tuple[Step | None, bytes]:
        """A card asked whole in one question (`Card?`, profile `card: whole`): a value named
        with the suit the transcript names next, its suit question (which the build never
        asks) answered here, garbage typed at it before left out (the build's one question
        cannot be asked it); a suit not named (the card in hand named again) is its suit.
        Blanks around either part are left out, and its steps taken as typed without them:
        the one answer cannot carry the test of both (the move's blanks still do)."""
        named = parse_card(answer.decode("utf-8", "replace").strip())
        kept = step is None and self.spent is not None and self.spent.answer == answer
        typed = step if step is not None else self.spent if kept else None
        if named is None or named.value == 0 or named.suit is not None or \
                typed is not None and typed.garbage and not typed.padded:
            return step, answer  # (garbage, a joker, or a card named whole already)
        if step is not None and step.padded:
            step = replace(step, answer=answer.strip() + b"\n", padded=False, garbage=False)
        suits = self.spare["suit"] if kept else self.queue  # (a card named after its move
        while suits and suits[0].kind == "suit":  # has its suit kept with its value)
            suit = suits.popleft()
            if suit.answer is not None and (suit.padded or not suit.garbage):
                self._answered(prompt, replace(suit, answer=suit.answer.strip() + b"\n",
                                               padded=False, garbage=False), compare=False)
                return step, answer.strip() + suit.answer.strip() + b"\n"
        held = self.held.suit if self.held is not None and self.held.suit else "S"
        return step, answer.strip() + held.encode() + b"\n"

    def card_answer(self, kind: str, prompt: Prompt) -> bytes:
        """The answer to a card question no transcript step answers: a suit that names no
        card, a card the build asks after its move, or the card in hand named again."""
        last = self.ctx.last
        if kind == "card" and last is not None and last.kind == "suit" and last.garbage and \
                self.queue and self.queue[0].kind == "suit":
            raise Stop(self._dev("testing-mode", "R23.2", "an invalid suit asks for the card "
                                 "value again, not for the suit", "flow", f"after the suit "
                                 f"{last.text!r} the build asks {prompt.line!r}", last))
        if kind == "suit" and self.joker_suit:
            self.joker_suit = False
            return b"S\n"  # any suit: it names no card
        if self.retry_due is not None:
            return self.held_answer(kind)  # (before the move given again: `_retry`)
        previous = self.previous
        if previous is not None and previous.padded and previous.kind == kind:
            return (previous.text.strip() + "\n").encode()  # asked again for its blanks
            # (`_card_order`): the same answer without them, not the card in hand named again
        if self.spare[kind]:
            self.spent = self.spare[kind].popleft()
            return self.spent.answer
        if self.held is None:
            raise Stop(self._unexpected(prompt))
        if kind not in self.reasked and self.ctx.last is not None and \
                not self.ctx.last.padded:
            self.reasked.add(kind)
            self.padded_again = None
            self.note("dialect", "R23.1", REASKS)
        self.note("dialect", "R23.1", "card questions asked again for the card in hand (I11)",
                  "I11")
        return self.held_answer(kind)

    def _count_card_questions(self, prompt: Prompt) -> None:
        """Card questions come in pairs: a build that keeps asking them is stuck in its
        testing dialogue (or took an answer apart as tokens)."""
        self.card_questions = self.card_questions + 1 if prompt.kind in SKIPPABLE else 0
        if self.card_questions > CARD_QUESTIONS:
            step = self.queue[0] if self.queue else self.ctx.last
            if self.ctx.lenient:
                raise Stop(self._dev("reading", "R24.1", context.LENIENT_SUMMARY, "flow",
                                     "card questions without end after a garbage answer", step))
            raise Stop(self._dev("testing-mode", "R23.2", context.ENDLESS_CARDS,
                                 "flow", f"{self.card_questions} card questions in a row; the "
                                 "last answers did not end them", step))
