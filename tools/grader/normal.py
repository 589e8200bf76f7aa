"""Normal mode against the reference. Testing mode renames every drawn card, which hides some
errors (a joker that keeps an old value after a cut, a refused second swap). So a build is also
played in its normal mode (its own shuffle) while the reference runs `-testing`, in the build's
reading, in lock-step: each card the reference asks for is a chance step answered with the card
the build showed (the first head and new heads from its display, the card in hand from its
holding prompt), except the card a swap brings back, which the grader knows: it is the card
that went into the reserve. The rules are never re-implemented here: the reference decides,
and the two are compared at every prompt (kind of question, whose turn, the card in hand, the
display, the winner). Moves come from a seeded player that seeks the situations where builds
go wrong and sometimes makes an illegal move (moves.py). Deviations are named as in testing
mode (classify.py, state_clause.py)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from . import acted, classify as cl, context, moves, rejoin
from .chance_steps import ChanceSteps
from .channel import Channel
from .comparator import Comparator
from .unseen_refusal import GONE_OTHERWISE, unconfirmed, unseen_value, which
from .count_relations import out_of_cards
from .counts import Ledger
from .actions import Action, well_formed
from .expect import Step, action_of
from .joker_checks import JokerChecks
from .modes import SURVIVED
from .prompts import Prompt, PromptMatcher, asks_for, in_offered_form, names_holder
from .reader import Reader, Side
from .refusals import Refusals
from .state import CardShown, State, parse_card, same_card
from .turn_lines import Unshown, compare_turn_table, turn_table_late
from .verdict import Deviation, Stop

class Game(rejoin.Rejoining, ChanceSteps, JokerChecks, Refusals, moves.Player):
    def __init__(self, build: Side, ref: Side, rng: random.Random, players: int,
                 turn_line: str, strict_cut: bool) -> None:
        self.b, self.r, self.rng, self.players = build, ref, rng, players
        # the stream of the one probing move of the game (moves.probe), apart from `rng`
        self.probe: random.Random | None = random.Random(repr(rng.getstate()[1][:8]))
        self.garbage_at: int | None = None  # the move a garbage answer is typed at (moves.py)
        # the kinds of move transcripts crashed after, sought until survived (moves.seek),
        # and the stream choosing among such moves, apart from `rng` too
        self.seek: set[tuple[str, str]] = set()
        self.seeker = random.Random(repr(rng.getstate()[1][8:16]))
        self.kings = 0  # jokers still to announce as a king where a head takes one (moves.py)
        self.turn_line, self.strict_cut = turn_line, strict_cut
        self.reserve_on_top = False  # the reserve goes onto the draw pile (I2)
        self.on_top: dict[int, CardShown] = {}  # ... the reserve each player put back there
        self.known_heads: set[int] = set()
        self.ctx = context.Context(mode="normal")
        self.pending: Step | None = None  # the last move, until the reference's next prompt
        self.joker: str | None = None  # its joker value
        self.reserve: dict[int, CardShown] = {}  # the card each player put into the reserve
        self.expected: CardShown | None = None  # the card a swap brings back
        self.moves = 0
        self.step_no = 0
        self.found: list[Deviation] = []
        self.b_next: Prompt | None = None  # the build's next prompt, read ahead of time
        self.turn_answered = False  # the build's turn prompt was answered ahead of time
        self.turn_unshown: Unshown | None = None  # a turn line read before its table was shown
        self.ledger = Ledger(self.found)  # count differences, judged when the game ends
        # the reading points a careful game seeks (legal moves only; it ends at an error
        # there); none in a game as a grade plays it
        self.points: frozenset[str] = frozenset()
        self.held: CardShown | None = None  # the card the build last said it holds
        self.answered_kind = ""  # the kind of the prompt answered last
        # moves the build went on after, by their effect and kind (`effect_key`)
        self.survived: Counter = Counter()
        # the effect and kind of the move the current step settled, if any
        self.settled_now: tuple[str, str] | None = None
        self.crashed: set[tuple[str, str]] = set()  # those of moves the build crashed after
        self.avoid: set[moves.MoveKind] = set()  # kinds of move it got wrong (moves.steer)

        self.table = Comparator(self)  # the one comparator of the tables shown
        self.turns = 0
        # putting the game back in step after a rule error (rejoin.py): the reference's
        # command line (None: the game ends at its first rule error) and its limits
        self.restart: list[str] | None = None
        self.limits = None
        self.rejoins = 0
        self.first_error: int | None = None  # moves played before the first rule error
        self.b_last: Prompt | None = None  # the build's last prompt read
        self.turn_lines = 0  # turn lines the grader read from the build
        self.moved_display = -1  # the build's display count when the last move was sent
        self.asked_at_move: tuple | None = None  # (player, card) of the move's prompt
        self.asked_same = False  # the build asks that move again: same player, same card
        self.asks_quietly: set[str] = set()  # kinds of move after which it asks the turn's
        # next move with nothing shown before it
        self.cards_since_move = 0  # card questions the build asked since then (testing mode)
        self.turn_passed = False  # ... read past its turn line (Reader.table_after)
        self.reprompt: Prompt | None = None  # a line of its own after a move, read as `Your move?`
        self.unseen_reserve: int | None = None  # the player whose reserve no table shows went
        # into none of their piles at the turn's end: judged at the next table

    # -- evidence ---------------------------------------------------------------------------
    def _dev(self, kind: str, clause: str, summary: str, category: str, message: str,
             state: State | None = None, **extra) -> Deviation:
        kind, clause, summary, category, message = unseen_value(self.ctx, kind, clause, summary,
                                                                category, message)
        if self.rejoins:
            message += f" (after the reference was started again from the build's table, " \
                f"{self.rejoins} time{'s' if self.rejoins > 1 else ''})"
        return Deviation(kind, clause, summary, category, message, mode=self.ctx.mode,
                         lineno=None, ref_state=state.describe() if state else [],
                         build_tail=self.b.reader.tail(),
                         road=self.b.chan.conversation.entries(),
                         ref_road=self.r.chan.conversation.entries(), **extra)

    # -- the reference's steps (its chance steps: chance_steps.py) ---------------------------
    def _reference_step(self, prompt: Prompt) -> Step:
        self.step_no += 1
        return Step(prompt.kind, None, self.r.reader.tracker.snapshot(), prompt.player,
                    parse_card(prompt.card) if prompt.card else None, self.step_no,
                    prompt.line, self.r.reader.tracker.displays)

    def _settle(self, want: Step | None, new_heads: bool) -> None:
        """The reference's next prompt tells what it did with the last move."""
        if self.pending is None or (want is not None and want.kind == "joker"):
            return  # a joker's move is settled once its value was answered
        won = want is None and self.r.reader.tracker.winner is not None
        self.pending.action = action_of(self.pending, self.joker, want, new_heads, won,
                                        self.strict_cut)
        self._reserve_back()
        self.settled_now = cl.effect_key(self.pending.action)
        self.survived[self.settled_now] += 1
        if self.survived[self.settled_now] >= SURVIVED:
            self.seek.discard(self.settled_now)
        self.ctx.answered(self.pending)
        self.pending = None

    # -- comparing ------------------------------------------------------------------------------
    def step(self, b_prompt: Prompt | None) -> Step:
        self.settled_now = None
        r_prompt, new_heads = self._advance(b_prompt)
        want = self._reference_step(r_prompt) if r_prompt is not None else None
        self._settle(want, new_heads)
        if self.reprompt is not None:
            self._reprompted(want)
        if want is None or b_prompt is None:
            self._ended(want, b_prompt)
        assert want is not None and b_prompt is not None
        if b_prompt.kind == "joker" and want.kind != "joker" and \
                cl.early_joker_question(self.ctx):
            self.b.send("A")  # it asks before it checks the move; the move is ignored after
            b_prompt = self._build_prompt()
            if b_prompt is None:
                self._ended(want, None)
            assert b_prompt is not None
        while b_prompt.kind == "turn" and want.kind in ("move", "joker") and \
                b_prompt.player == want.player and self.ctx.move is not None:
            # the turn line of the player whose turn goes on: shown again, not a turn end
            self.found.append(self._dev("dialect", "R22.3", context.TURN_AGAIN, "seen",
                                        context.TURN_AGAIN, ends_run=False))
            if self.b_next is not None:  # answered already, to learn the card in hand
                b_prompt, self.b_next = self.b_next, None
                continue
            if self._reads_turn_line():
                self.b.send("")
            b_prompt = self._build_prompt()
            if b_prompt is None:
                self._ended(want, None)
            assert b_prompt is not None
        if want.kind == "turn" and b_prompt.kind == "move" and want.player is not None and \
                b_prompt.player == want.player and self.b_next is None:
            # that player's move request where the reference shows its turn line: the same
            # course, the line not shown in words the grader reads (the move comes next)
            self.note("dialect", "R22.3", context.NO_TURN_LINE)
            self.b_next, self.turn_answered = b_prompt, True
            self.b.compared = compare_turn_table(self.b.reader.tracker, self.b.compared,
                                                 self.table, want)
            return want
        quiet = self._quiet()
        self._asks(b_prompt)
        if b_prompt.kind == "move" and want.kind == "joker":
            self._joker_refused(b_prompt, want, quiet)
        self._refused_quietly(b_prompt, want, quiet and
                              not self._asks_on_quietly(b_prompt, want, quiet))
        if b_prompt.kind == "joker" and want.kind != "joker" and self.answered_kind == "joker":
            return self.step(self._value_asked_again(b_prompt, want))
        if want.kind != b_prompt.kind:
            self._reading_after_garbage(want)
            self._refused_shown(b_prompt, want.state, repr(want.prompt))
            raise Stop(self._course(b_prompt, want))
        if want.player is not None and b_prompt.player is not None and \
                want.player != b_prompt.player:
            b_prompt = self.b.reader.whose_turn(b_prompt)  # (its numbering looked at again)
            if want.player != b_prompt.player:
                named = cl.other_player(self.ctx, want, b_prompt.player,
                                        self.b.reader.tracker.snapshot(), bool(self.turn_lines))
                raise Stop(self._dev(*named, "flow",
                                     f"whose turn: the reference asks Player {want.player}, "
                                     f"the build Player {b_prompt.player}", want.state))
        if want.kind == "move" and want.card is not None and b_prompt.card:
            got = parse_card(b_prompt.card)
            if got is not None and got.suit == "J" and got.value and not want.card.value:
                self._joker_with_a_value(got)
            if got is None or not same_card(want.card, got):
                message = f"card in hand: the reference holds {want.card}, the build " \
                    f"{b_prompt.card}"
                action = self.ctx.action
                if action is not None and action.kind == "ignored":
                    raise Stop(self._dev(*self._ignored_taken(action), "state", message,
                                         want.state))
                clause, summary = cl.ignored_clause(action, self.ctx) \
                    if action and action.kind == "swap" else \
                    ("R13.1", "after a swap the card in hand is not the former reserve")
                raise Stop(self._dev("rule", clause, summary, "state", message, want.state))
        if want.kind in ("move", "turn"):
            self.b.compared, self.turn_unshown = turn_table_late(
                self.b.reader.tracker, self.b.compared, self.table, want, self.turns,
                self.turn_unshown)
            self._compare(want)
        if want.kind == "move":
            self.asked_at_move = (b_prompt.player, b_prompt.card)
            self.ctx.shown_at_move = self.b.reader.tracker.snapshot()
        return want

    def _ignored_taken(self, action: Action) -> tuple[str, str, str]:
        """Kind, clause and summary of a move the reference ignored (asking for the same card
        again) after which the build holds another card: it took the move. Garbage taken as a
        move is an input-handling defect; a well-formed move is named by what the build did
        with it, where its table says (acted.py), else by the rule that has it ignored."""
        move = self.ctx.move
        if move is not None and move.garbage:  # (set when it was typed: `play`)
            return context.TAKEN["move"]
        did = acted.what_build_did(self.ctx, self.b.reader.tracker.snapshot())
        if did is not None:
            return ("rule", *acted.acted_clause(action, did))
        return "rule", action.clause, f"{action.why} is carried out (the card in hand changes)"

    def _quiet(self) -> bool:
        """Nothing asked or shown by the build since the move was sent."""
        return not self.cards_since_move and \
            self.b.reader.tracker.displays == self.moved_display

    def _reprompted(self, want: Step | None) -> None:
        """The line of its own read as the move asked again (`classify.asked_again`), once the
        reference has settled the move; anywhere else it ends the game unjudged."""
        unknown, self.reprompt = self.reprompt, None
        if not cl.asked_again(unknown.line, self.ctx, want):  # type: ignore[union-attr]
            raise Stop(self._unknown(unknown))  # type: ignore[arg-type]
        self.found.append(self._dev("dialect", "R22.4", cl.REPROMPT, "seen", f"after a move the "
                                    f"reference ignores: {unknown.line!r}",  # type: ignore
                                    ends_run=False))

    def _reading_after_garbage(self, want: Step) -> None:
        """After a move typed as garbage (a transcript's), a build that goes another way with
        answers still unread has stopped reading its input (it loops on its prompt)."""
        if self.ctx.first_garbage is not None and self.b.chan.stays_unread():
            raise Stop(self._dev("robustness", "R24.1", "garbage at a move makes the build "
                                 "stop reading its input", "flow", f"after "
                                 f"{self.ctx.first_garbage.text!r} the answers sent are still "
                                 f"unread where the reference asks {want.prompt!r}",
                                 want.state))

    def _compare(self, want: Step) -> None:
        tracker = self.b.reader.tracker
        if tracker.displays == self.b.compared or (want.kind == "turn" and self.b_next):
            return
        self.b.compared = tracker.displays
        self.table.compare(want, tracker.snapshot(), tracker.layout())

    # -- what the comparator asks (comparator.Run) -------------------------------------------
    def deviation(self, kind: str, clause: str, summary: str, category: str, message: str,
                  step: Step, ends_run: bool = True, **evidence) -> Deviation:
        return self._dev(kind, clause, summary, category, message, step.state,
                         ends_run=ends_run, **evidence)

    def note(self, kind: str, clause: str, summary: str, interp: str = "") -> None:
        if summary not in self.table.noted:
            self.table.noted.add(summary)
            self.found.append(self._dev(kind, clause, summary, "seen", summary,
                                        ends_run=False, interp=interp))

    def input_defect(self, message: str, step: Step) -> Deviation | None:
        return None  # (the moves are the grader's own, typed well formed)

    def blanks_refusal(self, category: str, message: str, step: Step,
                       move: Step | None = None) -> Deviation | None:
        return None  # (the same: no blanks around them)

    def _course(self, b_prompt: Prompt, want: Step) -> Deviation:
        tracker = self.b.reader.tracker
        if tracker.displays == self.b.compared:
            after = self.b.reader.table_after(b_prompt)
            if after is not None:  # the prompt of the next turn (for `_alone_to_next_turn`)
                self.b_last, self.turn_passed = after, True
        shown = tracker.snapshot() if tracker.displays != self.b.compared else None
        earlier = unconfirmed(self.table.moves_since(), shown, self.table.tables,
                              self.ctx.seen_refused, self.ctx.mode == "testing") \
            if self.ctx.first_garbage is None and self.ctx.in_move else None
        if earlier is not None:
            return self._dev("dialect", "R22", f"{GONE_OTHERWISE}; the run is not judged",
                             "lost", f"the build asks {b_prompt.line!r}, the reference "
                             f"{want.prompt!r}{which(earlier)}", want.state)
        kind, clause, summary = cl.course(self.ctx, b_prompt.kind, want, shown,
                                         self.table.remaining_shift, b_prompt.player)
        return self._dev(kind, clause, summary, "flow", f"the build asks {b_prompt.line!r}, "
                         f"the reference {want.prompt!r}", want.state)

    def _ended(self, want: Step | None, b_prompt: Prompt | None) -> None:
        r_win, b_win = self.r.reader.tracker.winner, self.b.reader.tracker.winner
        if want is None and b_prompt is None:
            if r_win == b_win:
                raise Stop(None)
            if b_win is None:  # (its game ended as the reference's did, with a win)
                raise Stop(self._dev("dialect", "R18.1", cl.WIN_UNREAD, "seen", f"the "
                                     f"reference declares Player {r_win} the winner"))
            raise Stop(self._dev("rule", "R18.1", "another player wins", "winner",
                                 f"winner: reference Player {r_win}, build Player {b_win}"))
        if want is None:
            # (a move the build refused, asked again, is that refusal, though the reference
            # won with it)
            assert b_prompt is not None
            self._asks(b_prompt)
            self._refused_quietly(b_prompt, None, self._quiet())
            if b_prompt.kind == "move":
                self._refused_shown(b_prompt, self.r.reader.tracker.snapshot(),
                                    f"declares Player {r_win} the winner", won=True)
            tracker = self.b.reader.tracker
            clause, summary = cl.missed_win(self.ctx, tracker.snapshot()
                                            if tracker.displays != self.b.compared else None)
            raise Stop(self._dev("rule", clause, summary, "winner", f"the reference declares "
                                 f"Player {r_win} the winner; the build asks "
                                 f"{b_prompt.line!r}"))  # type: ignore[union-attr]
        if b_win is not None:
            clause, summary = cl.win_clause(self.ctx, self.b.reader.before_win)
            raise Stop(self._dev("rule", clause, summary, "winner", f"the build declares "
                                 f"Player {b_win} the winner; the reference asks "
                                 f"{want.prompt!r}", want.state))
        ending = self.b.chan.finish(wait=False)
        what = ending.describe()
        garbage = self.ctx.garbage
        if garbage is not None:  # a move typed as garbage (a transcript's), asked again
            verb = "crashes" if ending.signal else {"timeout": "hangs", "output": "loops "
                                                    "printing"}.get(ending.cut, "exits")
            raise Stop(self._dev("robustness", "R24.1", f"{verb} on garbage at a move",
                                 "crash" if ending.signal else "exit", f"the build {what} "
                                 f"after {garbage.text!r} where the reference asks "
                                 f"{want.prompt!r}", want.state))
        action = self.ctx.action
        if action is not None and cl.won_unread(ending, b_win):
            clause, summary = cl.win_clause(self.ctx, None)
            raise Stop(self._dev("rule", clause, summary, "winner", f"the build {what} where "
                                 f"the reference asks {want.prompt!r}{cl.UNREAD}", want.state))
        clause = cl.effect_clause(action) if action else "R22.1"
        kind = "rule" if action else "robustness"
        how = "crash" if ending.signal else what.split(" (")[0]
        if action is not None and ending.signal:
            key = cl.effect_key(action)
            self.survived[key] -= 1
            self.crashed.add(key)
        shown, evidence = out_of_cards(self.b.reader.tracker.snapshot(), want.player) \
            if want.kind == "move" else ("", {})
        raise Stop(self._dev(kind, clause, f"the build ends ({how}) after "
                             f"{action.why if action else 'the start'}",
                             "crash" if ending.signal else "exit", f"the build {what} where "
                             f"the reference asks {want.prompt!r}{shown}", want.state,
                             action=action.kind if action else "", **evidence))

    def play(self, max_moves: int) -> None:
        for side in (self.b, self.r):
            prompt = side.reader.next()
            while prompt is not None and prompt.kind == "extra":
                side.chan.send((prompt.answer or "").encode() + b"\n")
                prompt = side.reader.next()
            if prompt is not None and prompt.kind == "unknown" and side is self.b:
                raise Stop(self._unknown(prompt))  # (its own question, its answer refused)
            if prompt is None or prompt.kind != "players":
                raise Stop(self._dev("robustness", "R22.1", f"{side.name} does not ask for "
                                     "the player count in normal mode", "flow",
                                     f"{side.name} asks {prompt.line if prompt else 'nothing'}"))
            side.send(str(self.players))
        while self.moves < max_moves:
            b_prompt = self.b_next or self._build_prompt()
            self.b_next = None
            try:
                want = self.step(b_prompt)
            except Stop as stop:
                found = stop.found
                if found is not None and found.kind == "rule" and self.settled_now and \
                        found.category != "crash":
                    # (the game went another way right after the move: it was not carried out
                    # as the reference's, and counts as no move survived: modes.py)
                    self.survived[self.settled_now] -= 1
                if not self._rejoin(found):
                    raise
                continue
            if want.kind == "move" and self.unseen_reserve is not None:
                self._reserve_seen_again()
            if want.kind == "turn":
                self.unseen_reserve = self._reserve_out_of_sight()
            if want.kind == "turn" and self._rejoin_piles():
                continue
            answer, joker = "", None
            if want.kind == "move":
                self.expected = None
                answer, joker = self.choose(want)
                self.moved_display = self.b.reader.tracker.displays
                self.cards_since_move = 0
                self.remember(want, answer)
                self.moves += 1
                self.ledger.moves = self.moves
                want.answer = (answer + "\n").encode()
                want.garbage = not well_formed("move", answer)  # (typed by a transcript)
                self.pending, self.joker = want, joker
            elif want.kind == "joker":
                answer = self.joker = self.joker or "A"  # the value the move is judged with
                want.answer = (answer + "\n").encode()
            else:
                self.ctx.answered(replace(want, answer=b"\n"))
                if want.kind == "turn":
                    self.turns += 1
                    self.table.turn_starts()
            self.r.send(answer)
            self.answered_kind = want.kind
            if want.kind == "turn":
                if not self.turn_answered:
                    self._answer_turn()
                self.turn_answered = False
            else:
                self.b.send(in_offered_form(b_prompt.line, answer) if want.kind == "joker" and
                            b_prompt is not None else answer)

    def _restart(self, spec: str) -> Side | None:
        """The reference started from the table `spec`, past its turn line (answered); None
        when it does not start there."""
        assert self.restart is not None
        chan = Channel([*self.restart, "-position", spec], self.limits)
        reader = Reader(chan, PromptMatcher.build([], []))
        prompt = reader.next()
        if prompt is None or prompt.kind != "turn":
            chan.finish(wait=False)
            return None
        chan.send(b"\n")
        return Side("the reference", chan, reader)

    def _answer_turn(self) -> None:
        if self._reads_turn_line():
            self.b.send("")
        self.turn_answered = True

    def _reads_turn_line(self) -> bool:
        """Whether the build reads a line after its turn prompt, just read: as its profile
        says, or, not known (`auto`: its testing mode could not be played), as it shows by
        waiting on its input there."""
        return self.turn_line == "yes" or self.turn_line == "auto" and \
            self.b.reader.reads_turn_line()

    def _build_prompt(self) -> Prompt | None:
        prompt = self.b.reader.next()
        while prompt is not None and prompt.kind == "extra":
            self.b.chan.send((prompt.answer or "").encode() + b"\n")
            prompt = self.b.reader.next()
        if prompt is not None and prompt.kind == "unknown" and \
                self.b.reader.tracker.winner is not None:
            return None  # its game is over; what it asks now (`Press q`) is its own affair
        if prompt is not None and prompt.kind == "unknown":
            prompt = self._unrecognised(prompt)
        self.b_last = prompt
        self.turn_lines += prompt is not None and prompt.kind == "turn"
        return prompt

    def _unrecognised(self, prompt: Prompt) -> Prompt:
        """The build waits for input after text that is no known prompt: its move request in
        words of its own (naming the holder), a joker's value asked in words of its own right
        after a joker's move (where the reference asks it, or asks the move again: an early
        question), or the move asked again; else the run ends."""
        tracker = self.b.reader.tracker
        holder, move = tracker.state.holder(), self.pending
        # (named as the build numbers its players: from 0, where its table showed a player 0)
        if holder is not None and names_holder(prompt.line, holder.number - tracker.from_zero):
            self.note("dialect", "R22", "other wording of the prompts (I18)", "I18")
            return self.b.reader.learned("move", prompt.line)  # its move request
        # (the card of the move: the one the build held where it played alone, no move pending)
        card = move.card if move is not None else self.held
        if self.answered_kind == "move" and card is not None and card.value == 0 and \
                asks_for("joker", prompt.line):
            self.note("dialect", "R22", "other wording of the prompts (I18)", "I18")
            return self.b.reader.learned("joker", prompt.line)
        if self.answered_kind not in ("move", "joker") or self.pending is None or \
                "?" in prompt.line:
            raise Stop(self._unknown(prompt))
        self.reprompt = prompt  # the move asked again? (`_reprompted`, once the reference
        return Prompt("move", prompt.line, self.pending.player)  # has settled the move)

    def _unknown(self, prompt: Prompt) -> Deviation:
        return self._dev("dialect", "R22", f"asks a question the grader does not recognise: "
                         f"{prompt.line[:60]!r}", "waiting", f"waits for input after "
                         f"{prompt.line!r}")
