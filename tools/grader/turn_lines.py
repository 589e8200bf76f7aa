"""Turn lines (R22.3): the line that opens each turn, read where the build shows it, and where
it shows none the grader reads. A turn line in words of the build's own that it does not wait
at cannot be learned (it is no question): the turn's first question then comes where the
reference shows the turn line, the same course, a dialect. Where no turn line is read, whose turn
it is shows in the build's questions (the player they name) or its table (the player holding a
card): a question of another player where the reference's turn goes on is the turn passed
(classify.other_player names it at a move request), and the mover's move where a turn was taken
to begin is that turn going on. Also a turn line shown
again within a turn. A part of the Driver (drive.py), as CardOrder is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import classify as cl, context
from .context import SKIPPABLE
from .expect import Step
from .prompts import Prompt
from .state import State
from .tracker import StateTracker
from .verdict import Stop

if TYPE_CHECKING:
    from .comparator import Comparator


def table_at_turn_line(tracker: StateTracker, compared: int) -> State | None:
    """The build's table at a turn line it shows in words the grader cannot read, of those
    shown since the display `compared`: where nobody holds a card, its latest, or the one
    before it where the latest is the card's (a holder shown). None: not shown."""
    if tracker.displays == compared:
        return None
    latest = tracker.snapshot()
    if latest.holder() is None:
        return latest
    if tracker.displays - compared >= 2:  # (shown with a holder too by a build that shows
        return tracker.earlier  # the holder's line before the draw: compared so)
    return None


def compare_turn_table(tracker: StateTracker, compared: int, comparator: Comparator,
                       turn: Step, count: int | None = None) -> int:
    """The build's table at an unread turn line compared with the reference's at `turn`
    (`count`: the run's turn count at that line, where not the count now); the display count
    compared since (where it is the one before the latest, the latest is the card's,
    compared at the card's step)."""
    table = table_at_turn_line(tracker, compared)
    if table is None:
        return compared
    comparator.compare(turn, table, tracker.layout(), count)
    return tracker.displays - (table is tracker.earlier)


Unshown = tuple[Step, int]  # a turn line read before its table was shown, the run's turn count then


def turn_table_late(tracker: StateTracker, compared: int, comparator: Comparator, step: Step,
                    turns: int, unshown: Unshown | None) -> tuple[int, Unshown | None]:
    """A turn line read before the build showed its turn's table (the turn prompt printed
    first): the table shown after it, nobody holding a card, is the turn's, compared at the
    turn's next step before that step's own, as in the turn it would have been at its line
    (as at an unread turn line). `turns`: the run's turn count now. Returns the display count
    compared since and the turn still `unshown` (at a turn step: itself where nothing was shown
    since the last comparison)."""
    if step.kind == "turn":
        return compared, (step, turns) if tracker.displays == compared else None
    if unshown is not None:
        compared = compare_turn_table(tracker, compared, comparator, *unshown)
    return compared, None


class TurnLines:
    """The part of the Driver that follows turn lines, read or not; it reads the Driver's
    queue, context, reader, display count and notes."""

    turn_unshown: Unshown | None = None

    def _whose(self, prompt: Prompt) -> int | None:
        """The player a question is for: named in it, or shown holding a card in the build's
        table since the last comparison."""
        assert self.reader is not None
        if prompt.player is not None or self.reader.tracker.displays == self.compared:
            return prompt.player
        holder = self.reader.tracker.snapshot().holder()
        return holder.number if holder is not None else None

    def _turn_passed_unread(self, prompt: Prompt) -> None:
        """Right after a move (and its joker's value) the reference's turn goes on, and the
        build, which shows no turn line the grader reads, asks its question of another player:
        its turn passed there."""
        move, want, last = self.ctx.move, self.queue[0] if self.queue else None, self.ctx.last
        if self.turn_lines or move is None or want is None or last is None or \
                last is not move and not (last.kind == "joker" and self.ctx.in_move) or \
                want.kind == "turn" or want.purpose == "new-head" or \
                prompt.kind not in ("card", "suit", "move"):
            return  # (after new heads the reference's turn ends too)
        who = self._whose(prompt)
        if who is not None and who != move.player:
            raise Stop(self._unexpected(Prompt("turn", prompt.line, who, None),
                                        f"a question of Player {who}, the turn passed"))

    def _turn_line_unread(self, prompt: Prompt) -> bool:
        """The turn's first question where the reference shows the turn line, from a build that
        has shown no turn line the grader reads in this run: its turn line is in words of its
        own and not waited at (nothing to learn them from). The same course, a dialect. (Where
        the transcript's input ends at the turn line, it ends at that question; a suit may be
        asked before the value. A suit asked right after a value, a joker's too, or a card
        question right after a card's answer with nothing printed between, is about that
        card.)"""
        turn = self.queue[0] if self.queue else None
        spare = self.spare["card"] or self.spare["suit"]
        assert self.reader is not None
        same_card = prompt.kind == "suit" and self.answered_kind == "card" and \
            not self.suit_before_value or prompt.kind in SKIPPABLE and \
            self.answered_kind in SKIPPABLE and not self.reader.between
        return turn is not None and turn.kind == "turn" and not self.turn_lines and \
            prompt.kind in ("card", "suit", "move") and not same_card and \
            not (prompt.kind in SKIPPABLE and spare and self._naming_after_move()) and \
            self._whose(prompt) in (None, turn.player) and \
            (turn.answer is None or self._ahead(prompt, 1) is not None or
             prompt.kind == "suit" and len(self.queue) > 1 and self.queue[1].kind == "card")

    def _unread_turn(self, prompt: Prompt) -> Step:
        """The turn taken to begin at `prompt`, its line unread: noted once and answered, and
        the build's table at the turn line compared (`table_at_turn_line`)."""
        turn = self.queue.popleft()
        mover = self.ctx.move.player if self.ctx.move is not None else None
        self.unread_turn = (self.moves + 1, cl.turn_goes_on(self.ctx, mover))  # (before the
        self.note("dialect", "R22.3", context.NO_TURN_LINE)  # turn resets the turn's moves)
        assert self.reader is not None
        tracker = self.reader.tracker
        self._answered(Prompt("turn", prompt.line, turn.player, None), turn, False)
        self.compared = compare_turn_table(tracker, self.compared, self.table, turn)
        return turn

    def _turn_table_late(self, step: Step) -> None:
        assert self.reader is not None
        self.compared, self.turn_unshown = turn_table_late(
            self.reader.tracker, self.compared, self.table, step, self.turns, self.turn_unshown)

    def _turn_end_table(self, step: Step) -> bool:
        """At the card question of a turn that goes on, from a build that shows no turn line
        the grader reads: its table since the move shows nobody holding a card, a table of a
        turn end (its turn passed, its question's player still unknown), not this card's:
        judged at the move request, which names the player."""
        assert self.reader is not None
        return step.kind == "card" and step.purpose == "hand" and not self.turn_lines and \
            step.state.holder() is not None and self.reader.tracker.snapshot().holder() is None

    def _check_player(self, prompt: Prompt, step: Step) -> None:
        """Whose turn: the player a question names against the reference's (a number read
        before the build showed how it numbers its players looked at again first)."""
        if step.player is None or prompt.player is None or step.player == prompt.player:
            return
        assert self.reader is not None
        prompt = self.reader.whose_turn(prompt)
        if step.player != prompt.player:
            named = self._unread_turn_went_on(step, prompt) or cl.other_player(
                self.ctx, step, prompt.player, self.reader.tracker.snapshot(),
                bool(self.turn_lines))
            raise Stop(self._dev(*named, "flow", f"whose turn: expected Player {step.player}, "
                                 f"got Player {prompt.player}", step, field="whose turn",
                                 want=str(step.player), got=str(prompt.player)))

    def _unread_turn_went_on(self, step: Step, prompt: Prompt) -> tuple[str, str, str] | None:
        """At the first move request of a turn taken to begin where its line was unread, the
        mover's: that turn did not begin, the one before went on. None: not so."""
        if step.kind == "move" and self.unread_turn[0] == self.moves and \
                self.ctx.move is not None and prompt.player == self.ctx.move.player and \
                self.unread_turn[1] is not None:
            return ("rule", *self.unread_turn[1])
        return None

    def _turn_again(self, prompt: Prompt) -> bool:
        """The turn line of the player whose turn goes on, where the reference asks for that
        player's next card: shown again within the turn, not a turn end (that names the next
        player)."""
        step = self.queue[0] if self.queue else None
        return step is not None and step.kind in ("card", "suit", "move") and \
            step.purpose != "new-head" and prompt.player is not None and \
            prompt.player == self.mover and self.ctx.move is not None

    def _reads_turn_line(self) -> bool:
        if self.profile.turn_line != "auto":
            return self.profile.turn_line == "yes"
        assert self.reader is not None
        return self.reader.reads_turn_line()
