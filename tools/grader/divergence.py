"""Naming what a build does where the reference does otherwise, during an interactive run
(the Driver of drive.py is one): another question (the course of the game), another card in
hand, a table that is the one of before the move, an end (exit, crash, hang) where the reference
goes on, another winner, and what it does at end of input. Each is turned into a deviation of
the right kind and clause from what the reference did with the last move (classify.py), or
from the garbage typed before it."""

from __future__ import annotations

from functools import partial

from . import classify as cl, acted, context
from .channel import Ending
from .count_relations import out_of_cards
from .expect import Step
from .prompts import Prompt
from .state import State, parse_card, same_card
from .unseen_refusal import GONE_OTHERWISE, asked_again_unseen, unconfirmed, which
from .verdict import Deviation, Stop

KIND_NAMES = context.NAMES


class Divergences:
    """The part of the Driver that names divergences; it reads the Driver's queue, context,
    reader and display count."""

    peeked = 0  # card values answered in a look past a divergence (`_past_card_questions`)

    def _unexpected(self, prompt: Prompt, got: str | None = None) -> Deviation:
        """The build asks another question than the reference: the course of the game
        differs. Named from what the reference did with the last move. (`got`: the question
        described otherwise than by its kind.)"""
        got = got or KIND_NAMES[prompt.kind]
        cutting = self._cutting(prompt)  # (before a look past card questions shows a table)
        if not self.queue:
            if self.exp.winner is not None and self._asked_same_move(prompt):
                clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
                return self._dev("rule", clause, summary, "flow", f"the build asks the move "
                                 f"again ({prompt.line!r}); the reference plays it and declares "
                                 f"Player {self.exp.winner} the winner", self.ctx.last)
            if self.exp.winner is not None and self._refused():
                # the table of before the move shown again: the winning move refused
                clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
                return self._dev("rule", clause, summary, "flow", f"the build shows the table "
                                 f"of before the move again and asks {prompt.line!r}; the "
                                 f"reference plays it and declares Player {self.exp.winner} "
                                 "the winner", self.ctx.last)
            if self.exp.winner is not None:
                if self._asks_past_move(prompt):  # (new heads, the table after them shows)
                    later = self._past_card_questions(prompt)
                    if self._asked_again_unseen(later):  # (or its piles not empty, unseen)
                        return self._lost("R22", context.UNSEEN_MOVE, f"the reference declares "
                                          f"Player {self.exp.winner} the winner here; the "
                                          f"build asks for {got} ({prompt.line!r})",
                                          self.ctx.last)
                    cutting = cutting or later is not None and self._new_heads_shown()
                clause, summary = self._missed_win(cutting, prompt)
                return self._dev("rule", clause, summary, "winner",
                                 f"the reference declares Player {self.exp.winner} the winner "
                                 f"here; the build asks for {got} ({prompt.line!r})",
                                 self.ctx.last, field="winner", want=f"Player {self.exp.winner}",
                                 got="none")
            return self._dev("rule", "R22.6", "the game goes on after it has ended", "flow",
                             f"the build asks for {got} ({prompt.line!r}) after the "
                             "transcript's last answer", self.ctx.last)
        want = self.queue[0]
        message = (f"the build asks for {got} ({prompt.line!r}); the reference asks for "
                   f"{KIND_NAMES[want.kind]} ({want.prompt!r})")
        stuck = self._stopped_reading(message, want)
        if stuck is not None:
            return stuck
        if self.ctx.first_garbage is None and self._still_unread():
            return self._dev("robustness", "R22", "asks again without reading the answer it "
                             "was given", "flow", message + " (the answer sent is still "
                             "unread)", want)
        if self.ctx.garbage is None and self._asked_same_move(prompt):
            clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
            return self._dev("rule", clause, summary, "flow", message, want)
        if self.ctx.garbage is None and self._refused(want.state):
            clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
            return self._dev("rule", clause, summary, "flow", message, want)
        if prompt.kind == "move" and not prompt.card and want.kind != "joker":
            # `Your move?` alone, nothing shown or asked since the move: the move asked again,
            # never the turn going on (which would name a new card, or ask for it first); where
            # the reference asks a joker's value again, the move asked instead is I3's order
            bare = self._bare_refusal(prompt, want, not self.ctx.cards_asked, message +
                                      " (with no table and no card question since the move)")
            if bare is not None:
                return bare
        if want.kind in ("turn", "move") and self._asks_past_move(prompt):
            later = self._past_card_questions(prompt)
            # (the table after them shows heads that were not there before the move, or two
            # cards were asked with no move between, the turn then passing: a cut's new heads)
            cutting = cutting or later is not None and (self._new_heads_shown() or
                                                         self._two_heads_asked(later))
            if later is None and not self.display_before:
                # its input is closed or it stopped: a new card of the turn, or the move asked
                # again (card questions first)? The grader cannot tell.
                return self._lost("R22", "the grader could not tell whether a card question "
                                  "after a move starts that move again or the turn goes on",
                                  message, want)
            if later is not None and later.kind == "move" and self._refused(want.state):
                clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
                return self._dev("rule", clause, summary, "flow", message + "; it names the "
                                 "card in hand again and shows the table of before the move",
                                 want)
            if self._asked_again_unseen(later):
                return self._lost("R22", context.UNSEEN_MOVE, message, want)
        action = self.ctx.action
        shown = self._shown_since_move(prompt)
        earlier = unconfirmed(self.table.moves_since(), shown, self.table.tables,
                              self.ctx.seen_refused) \
            if self.ctx.first_garbage is None and self.ctx.in_move else None
        if earlier is not None:
            return self._lost("R22", GONE_OTHERWISE, message + which(earlier), want)
        if cutting and action is not None and \
                action.kind not in ("cut", "reserve", "swap") and \
                self.ctx.first_garbage is None and self.ctx.in_move:
            if action.kind == "ignored":
                clause, summary = acted.acted_clause(action, "cut")
            else:
                clause, summary = action.clause or "R14.1", f"{action.why} is taken as a cut"
            return self._dev("rule", clause, summary + " (new heads are asked for)", "flow",
                             message, want)
        if want.purpose == "new-head" and asked_again_unseen(
                prompt, self.ctx.move, 1 if self.ctx.cards_asked == 1 else 0, shown is None):
            # (one card named since a cut, then the mover's move, no table: the cut asked
            # again, its card questions first, or the turn going on past the cut, its new
            # heads drawn without the tester)
            return self._lost("R22", context.UNSEEN_MOVE, message, want)
        undecided = self._blanks_undecided(message, want)
        if undecided is not None:
            return undecided
        if self.ctx.unsettled and any(g is u for g in self.ctx.garbages
                                      for u in self.ctx.unsettled):
            # (context.Context.unsettled) a move after the card questions that followed a
            # garbage move, no table between: the move asked again, or the next card's
            return self._lost("R24", "the grader could not tell whether garbage at a move was "
                              "taken as a move (no table shows it) or the rules changed the "
                              "turn's course", message, want)
        kind, clause, summary = cl.course(self.ctx, prompt.kind, want, shown,
                                         self.table.remaining_shift, prompt.player)
        return self._dev(kind, clause, summary, "flow", message, want)

    def _blanks_undecided(self, message: str, step: Step) -> Deviation | None:
        """The game differs (its course or its table) after an answer with blanks around it,
        from a build never seen asking a question other than a card's again for its blanks
        (a card question asked again proves nothing: a build may ask every card twice): its
        blanks or the rules may have made it, which this run cannot tell. None: it can."""
        if self.ctx.blanks_sure or self.ctx.lenient or self.ctx.taken() != context.PADDED:
            return None  # (PADDED: every garbage answer since the display matched had blanks)
        return self._lost("R22", "the grader could not tell whether the game went another way "
                          "for the blanks around an answer or by the rules", message, step)

    def _still_unread(self) -> bool:
        assert self.reader is not None
        return self.reader.chan.stays_unread()

    def _refused(self, after: State | None = None, compared: bool = False) -> bool:
        """The build shows, since the last move, the very table it showed before it (read as
        counts, or word for word where it cannot be read), where the reference's table
        `after` the move differs from the one before it (None: the reference draws new heads,
        which surely changes it): it did not play the move (which the reference played)."""
        assert self.reader is not None
        size = len(self.move_text)
        again = size >= 2 and self.reader.before[-size:] == self.move_text
        if self.reader.tracker.displays == self.compared and not again and not compared:
            return False  # no table since the move (`compared`: the one just compared is)
        return cl.refused(self.ctx, self.reader.tracker.snapshot(), again,
                          partial(self.ledger.beyond_fixed, "move"), after,
                          at_move=self.ctx.shown_at_move)

    def _refusal(self, message: str, step: Step) -> Deviation | None:
        """A move the reference played and the build refused (it shows the table of before
        the move again) where the reference goes on to `step`: the rule that allows that move,
        or, when the answer had blanks around it, the input handling that does not strip them.
        None: not refused."""
        if not self._refused(None if step.purpose == "new-head" else step.state):
            return None
        blanks = self.blanks_refusal("flow", message, step)
        if blanks is not None:
            return blanks
        if self.ctx.garbage is not None:
            return None
        clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
        return self._dev("rule", clause, summary, "flow", message, step)

    def blanks_refusal(self, category: str, message: str, step: Step,
                       move: Step | None = None) -> Deviation | None:
        """A move refused (the table of before it shown again) that had blanks around it, by
        a build never seen to take blanks: refused for them where it was seen to refuse blanks
        at a question other than a card's, else for them or by the rules, which this run
        cannot tell. None: the move had none, or the build takes them. `move`: the move
        refused (default: the last)."""
        move = move or self.ctx.move
        if move is None or not move.padded or self.ctx.strips:
            return None
        if self.ctx.blanks_sure:
            return self._dev(*context.PADDED, category, message, step)
        return self._lost("R22", context.BLANKS_OR_RULES, message, step)

    def _asks_past_move(self, prompt: Prompt) -> bool:
        """A card question in a move, no garbage since, the card in hand known: one the
        grader may answer to see what follows (`_past_card_questions`)."""
        return prompt.kind in ("card", "suit") and self.held is not None and \
            self.ctx.in_move and self.ctx.garbage is None

    def _past_card_questions(self, prompt: Prompt) -> Prompt | None:
        """The build asks for a card where the reference ends the turn, asks for a move or
        declares a win: it may be asking the last move again, its card questions first, or
        for a cut's new heads. They are answered with the card in hand, and the next prompt
        that is no card question is returned."""
        assert self.reader is not None and self.held is not None
        if self.reader.chan.stdin_fd is None:
            return None  # its input is closed
        later: Prompt | None = prompt
        self.looked_from, self.peeked = len(self.reader.chan.conversation.answers), 0
        for _ in range(4):
            if later is None or later.kind not in ("card", "suit"):
                return later
            self.peeked += later.kind == "card"
            self.reader.chan.send(self.profile.spell(later.kind, self.held_answer(later.kind)))
            later = self.reader.next()
        return later if later is not None and later.kind not in ("card", "suit") else None

    def _two_heads_asked(self, later: Prompt) -> bool:
        """Two card values asked past the move (`_past_card_questions`), then the turn passes
        (a turn line, or another player's move): two new heads, the cut ending the turn."""
        move = self.ctx.move
        return self.peeked == 2 and move is not None and (later.kind == "turn" or (
            later.kind == "move" and later.player not in (None, move.player)))

    def _cutting(self, prompt: Prompt) -> bool:
        """A card's first question (`Suit?` where the build asks it before the value) right
        after a move, with no display before it, from a build seen to show the display before
        the card questions of a card drawn after a move (not only at a turn's start, as a
        build that shows the table once a turn does): new heads."""
        assert self.reader is not None
        first = "suit" if self.suit_before_value else "card"
        return prompt.kind == first and "move" in self.display_before and \
            self.reader.tracker.displays == self.compared

    def _stopped_reading(self, message: str, step: Step | None) -> Deviation | None:
        """After garbage in this run, a build that diverges with answers still unread has
        stopped reading its input (a stream left in a failed state, a loop)."""
        garbage = self.ctx.first_garbage
        if garbage is None or self.reader is None or not self._still_unread():
            return None
        return self._dev("robustness", "R24.1", f"garbage at {KIND_NAMES[garbage.kind]} makes "
                         "the build stop reading its input", "flow", message + " (answers sent "
                         "since are still unread)", step)

    def _asked_again_unseen(self, later: Prompt | None) -> bool:
        """Whether the prompt `later`, past the card questions just answered with the card in
        hand, and no table since the move, is what the move asked again and the turn going on
        both show (unseen_refusal.asked_again_unseen)."""
        assert self.reader is not None
        return later is not None and asked_again_unseen(
            later, self.ctx.move, len(self.reader.chan.conversation.answers) -
            (self.looked_from or 0), self.reader.tracker.displays == self.compared)

    def _shown_since_move(self, prompt: Prompt | None = None) -> State | None:
        """The table the build showed since the last comparison (None: none): where none came
        before its turn line (`prompt`), the one after it (Reader.table_after)."""
        assert self.reader is not None
        if prompt is not None and self.reader.tracker.displays == self.compared:
            self.reader.table_after(prompt)
        return self.reader.tracker.snapshot() \
            if self.reader.tracker.displays != self.compared else None

    def _missed_win(self, cutting: bool = False, prompt: Prompt | None = None
                    ) -> tuple[str, str]:
        """Named by the table the build shows since the move (`_shown_since_move`)."""
        return cl.missed_win(self.ctx, self._shown_since_move(prompt), cutting)

    def _asked_same_move(self, prompt: Prompt) -> bool:
        """The build asks the last move again, for the same card, though the reference played
        that move, and shows no table since the move that says it played it (a cut's new
        heads, the card on a head: the same card then is one named anew, the turn going
        on)."""
        move, action = self.ctx.move, self.ctx.action
        if prompt.kind != "move" or move is None or action is None or action.kind == "ignored" \
                or not self.ctx.in_move or move.player != prompt.player or move.card is None:
            return False
        held = parse_card(prompt.card or "")
        assert self.reader is not None
        played = self.reader.tracker.displays != self.compared and \
            acted.what_build_did(self.ctx, self.reader.tracker.snapshot()) is not None
        return held is not None and same_card(move.card, held) and not played

    def _asked_again_bare(self, step: Step, prompt: Prompt) -> None:
        """The build asks the last move again with nothing between, where the reference drew a
        new card: it refused the move."""
        bare = self._bare_refusal(prompt, step, self.draw_skipped, f"the build asks "
                                  f"{prompt.line!r} again, with no card question and no table "
                                  "since the move")
        if bare is not None:
            raise Stop(bare)

    def _bare_refusal(self, prompt: Prompt, step: Step, quiet: bool, message: str
                      ) -> Deviation | None:
        """The move asked again with nothing shown since it (`quiet`: nothing asked either;
        `classify.asked_again_quietly`) where the reference played it: the move refused. A
        build that stopped reading after earlier garbage (a loop on its prompt, the answers
        sent since unread) refused nothing: that is its finding."""
        assert self.reader is not None
        if not cl.asked_again_quietly(self.ctx, prompt.player, prompt.card, quiet and
                                      self.ctx.garbage is None and
                                      self.reader.tracker.displays == self.compared):
            return None
        stuck = self._stopped_reading(message, step)
        if stuck is not None:
            return stuck
        clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
        return self._dev("rule", clause, summary, "flow", message, step)

    def _other_card(self, step: Step, prompt: Prompt) -> None:
        message = f"card in hand: expected {step.card}, got {prompt.card}"
        evidence = {"field": "card in hand", "want": str(step.card), "got": prompt.card}
        stuck = self._stopped_reading(message, step)
        if stuck is not None:
            raise Stop(stuck)
        if self.ctx.lenient:
            raise Stop(self._dev("reading", "R24.1", context.LENIENT_SUMMARY, "state", message,
                                 step))
        cause = self.ledger.open_cause(self.turns)
        if cause is not None:
            # the cards still to draw went wrong earlier in this turn (a rule error already
            # recorded): another card in hand follows from it, and is named by it (counts.py)
            raise Stop(self._dev("rule", cause.named.clause, cause.named.summary, "state",
                                 message, step, **evidence))
        shown = parse_card(prompt.card or "")
        if self.kept_skipped and self.held is not None and shown is not None and \
                same_card(self.held, shown):
            # it keeps the card in hand without asking again (I11), and the transcript names
            # another card there: what follows cannot be judged from the transcript
            lost = self._lost("R23.1", "the transcript names the card in hand anew where the "
                              "build keeps it without asking (I11)", message, step)
            lost.interp = "I11"
            raise Stop(lost)
        action = self.ctx.action
        if action is not None and self.ctx.garbage is None and (
                self._asked_same_move(prompt) or
                (action.kind == "swap" and self.ctx.last is self.ctx.move)):
            clause, summary = cl.ignored_clause(action, self.ctx)
            raise Stop(self._dev("rule", clause, summary, "flow", message, step, **evidence))
        if self.spare["card"] and self.ctx.garbage is None and not self.ctx.lenient and \
                shown is not None and (self.held is None or not same_card(self.held, shown)):
            # the transcript's card for this move was never asked for, and the build holds
            # another than the last one named: it drew it itself
            self.unasked = True
            raise Stop(self._dev("testing-mode", "R23.1", "the card in hand is not asked for in "
                                 "testing mode (drawn without the tester)", "state", message,
                                 step, **evidence))
        taken = self.ctx.taken(("card", "suit"))
        if taken is not None and self.ctx.garbage is not None and \
                self.ctx.garbage.kind in ("card", "suit"):
            raise Stop(self._dev(*taken, "state", message, step, **evidence))
        garbage = self.ctx.garbage
        if garbage is not None and garbage.kind in ("move", "joker") and self.held is not None \
                and shown is not None and same_card(self.held, shown):
            # it still holds the card of the move answered with garbage (` J` as its joker's
            # value): it refused that answer, where the reference took it
            taken = self.ctx.taken(("joker", "move"))
            if taken is not None:
                raise Stop(self._dev(*taken, "state", message, step, **evidence))
        raise Stop(self._dev("testing-mode", "R23.1", "the build holds another card than the "
                             "one the tester named", "state", message, step, **evidence))

    def _winner_matches(self) -> bool:
        assert self.reader is not None
        winner = self.reader.tracker.winner
        if winner == self.exp.winner:
            return True
        clause, summary = self._missed_win() if winner is None else ("R18.1", "another "
                                                                      "player wins")
        raise Stop(self._dev("rule", clause, summary, "winner", f"winner: expected Player "
                             f"{self.exp.winner}, got {'none' if winner is None else winner}",
                             self.ctx.last, field="winner", want=f"Player {self.exp.winner}",
                             got=f"Player {winner}" if winner else "none"))

    def _early_win(self, winner: int) -> Deviation:
        step = self.queue[0]
        clause, summary = cl.win_clause(self.ctx, self.reader.before_win)
        return self._dev("rule", clause, summary, "winner", f"the build declares Player "
                         f"{winner} the winner; the reference goes on with "
                         f"{KIND_NAMES[step.kind]} ({step.prompt!r})", step,
                         field="winner", want="none yet", got=f"Player {winner}")

    def _ended(self, ending: Ending) -> Deviation:
        """The build ended (or was cut off) where the reference goes on."""
        step = self.queue[0] if self.queue else self.ctx.last
        ctx = self.ctx
        category = {"timeout": "timeout", "output": "endless-output"}.get(ending.cut, "exit")
        if ending.signal:
            category = "crash"
        what = {"crash": ending.describe(), "timeout": f"hangs ({ending.describe()})",
                "endless-output": "prints without end",
                "exit": f"ends ({ending.describe()})"}[category]
        message = f"the build {what} where the reference asks for " + (
            f"{KIND_NAMES[step.kind]} ({step.prompt!r})" if self.queue and step else
            "nothing more")
        if not self.queue and self.exp.winner is not None and category == "exit":
            # (its game ended where the reference's does, with a win: named in other words)
            last = next((line for line in reversed(self.reader.tail()) if line.strip()), "")
            return self._dev("dialect", "R18.1", cl.WIN_UNREAD, "seen", f"the reference "
                             f"declares Player {self.exp.winner} the winner; the build {what}, "
                             f"its last line {last!r}", step, ends=False)
        # garbage since the display last matched, or any in a run where a lenient reader may
        # still be reading what was left of a garbage line
        garbage = ctx.garbage or (ctx.first_garbage if ctx.lenient else None) or (
            ctx.move if ctx.move is not None and ctx.move.garbage and ctx.in_move else None)
        if garbage is not None:
            summary = {"crash": "crashes", "timeout": "hangs", "endless-output": "loops "
                       "printing", "exit": "exits"}[category]
            what = "blanks around" if garbage.padded else "garbage at"
            return self._dev("robustness", "R23.4" if garbage.padded else "R24.1",
                             f"{summary} on {what} {KIND_NAMES[garbage.kind]}", category,
                             message, step)
        if ctx.action is None:
            return self._dev("robustness", "R22.1", f"{what.split(' (')[0]} before the first "
                             "move", category, message, step)
        if cl.won_unread(ending, self.reader.tracker.winner):
            clause, summary = cl.win_clause(ctx, None)
            return self._dev("rule", clause, summary, "winner", message + cl.UNREAD, step)
        clause = cl.effect_clause(ctx.action)
        verb = {"crash": "crashes", "timeout": "hangs", "endless-output": "loops printing",
                "exit": "ends the game"}[category]
        shown, evidence = out_of_cards(self.reader.tracker.snapshot(), step.player) \
            if self.queue and step is not None and step.kind == "move" else ("", {})
        return self._dev("rule", clause, f"the build {verb} after {ctx.action.why}", category,
                         message + shown, step, action=ctx.action.kind, **evidence)

    def _judge_eof(self, ending: Ending) -> None:
        """End of input: a clean exit, whatever its status, is fine (R24.2)."""
        if ending.cut == "" and not ending.signal:
            return
        what = {"timeout": f"hangs ({ending.describe()})", "output": "loops printing"}.get(
            ending.cut, ending.describe())
        last = self.ctx.last
        garbage = self.ctx.garbage
        if garbage is not None:  # it stopped at the garbage, before the input ran out
            verb = {"timeout": "hangs", "output": "loops printing"}.get(ending.cut, "crashes")
            self.found.append(self._dev("robustness", "R24.1", f"{verb} on garbage at "
                                        f"{KIND_NAMES[garbage.kind]}", "crash", f"after "
                                        f"{garbage.text!r}: {ending.describe()}", garbage))
            return
        where = KIND_NAMES[last.kind] if last is not None else "the start"
        self.found.append(self._dev("robustness", "R24.2", "does not end cleanly at end of "
                                    "input", {"timeout": "timeout", "output": "endless-output"}
                                    .get(ending.cut, "crash"),
                                    f"at end of input after {where}: {what}", last))
