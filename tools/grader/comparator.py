"""The one comparator of the table a build shows with the reference's state, for transcripts
and normal games alike. The table is read (one that cannot be read, or heads without ids, is
one display finding each, and what cannot be read is taken from the reference); the display
errors the build shows are learned at a turn's first move request and undone (each one display
finding a run); what is left is a difference in the game itself, and it is judged:
- a move the reference ignored and the build carried out is the rule of what it did;
- counts alone go to the run's ledger and are judged by what they do (counts.py);
- the very table of before the move, shown again, is the move refused;
- anything else is named by what the reference did last (state_clause.py), unless an input
  defect the run knows of explains it.
The run (drive.Driver, normal.Game) answers what only it knows: `deviation` (with its
evidence), `note` (an accepted difference, once), `refused` (the build shows the table of
before the move again), `blanks_refusal` (a move so refused had blanks around it) and
`input_defect`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

from . import acted, context, display, state_clause
from .classify import ignored_clause
from .count_relations import count_field
from .counts import Ledger
from .state import State, impossible
from .tracker import Layout
from .unseen_refusal import (MAYBE_CARRIED_OUT, head_move, ignored_unseen, refused_unseen,
                             which)
from .verdict import Deviation, Stop
from .vocab import Kind

if TYPE_CHECKING:  # (types only)
    from .expect import Step

VALUE_ONLY = "heads shown with the value only (I12)"


class Run(Protocol):
    """What the comparator reads of a run, and asks it."""

    ctx: context.Context
    ledger: Ledger
    found: list[Deviation]
    turns: int

    def deviation(self, kind: str, clause: str, summary: str, category: str, message: str,
                  step: Step, ends_run: bool = True, **evidence) -> Deviation: ...

    def note(self, kind: str, clause: str, summary: str, interp: str = "") -> None: ...

    def refused(self, after: State, rest: State) -> bool: ...

    def input_defect(self, message: str, step: Step) -> Deviation | None: ...

    def blanks_refusal(self, category: str, message: str, step: Step,
                       move: Step | None = None) -> Deviation | None: ...


@dataclass
class Comparator:
    """One run's comparisons: what it has noted, and the display errors of the turn."""

    run: Run
    noted: set[str] = field(default_factory=set)  # display findings and notes made (once each)
    turn_patterns: set[str] = field(default_factory=set)  # at the turn's first move request
    turn_patterns_known: bool = False
    remaining_shift: int = 0  # how much higher the build shows `remaining`, once learned
    shifts: set[int] = field(default_factory=set)  # ... every amount claimed in the run
    tables: tuple[State, State] | None = None  # the reference's and the build's, last compared
    before: tuple[State, State] | None = None  # ... and the two compared before them
    # the turn's moves when the tables were last compared, and when compared before them
    moves_then: tuple[list[Step], int] = field(default_factory=lambda: ([], 0))
    moves_before: tuple[list[Step], int] = field(default_factory=lambda: ([], 0))
    rejoined: bool = False  # the reference was just started again from the build's table
    # display errors first shown right after a move of the kind that made the piles differ
    # for a rule error before (`_again`): that error's doing, in the rest of the run too
    explained: set[str] = field(default_factory=set)

    def moves_since(self, judging: bool = False) -> list[Step]:
        """The moves of this turn made since the tables were last compared (`judging` the
        tables just compared: since the ones compared before them)."""
        moves, then = self.moves_before if judging else self.moves_then
        turn = self.run.ctx.turn_moves
        return turn[then:] if moves is turn else list(turn)

    def turn_starts(self) -> None:
        self.turn_patterns_known = False

    def display_once(self, step: Step, clause: str, key: str, summary: str,
                     message: str) -> None:
        if key not in self.noted:
            self.noted.add(key)
            self.run.found.append(self.run.deviation("display", clause, summary, "state",
                                                     message, step, ends_run=False))

    def compare(self, step: Step, shown: State, layout: Layout = Layout(),
                turn: int | None = None) -> None:
        """The table `shown` where the reference is at `step`, read as `layout` says; `turn`:
        the run's turn count it is judged in, where not the count now (a turn's table shown
        late: as at its turn line). Raises Stop where the game differs."""
        run, ctx = self.run, self.run.ctx
        turn = run.turns if turn is None else turn
        if step.kind == "turn":
            self.turn_starts()
        got = display.readable(step.state, shown)
        if got is None or display.unread(step.state, shown):
            self.display_once(step, "R20.1", display.UNREADABLE, display.UNREADABLE,
                              display.UNREADABLE)
            if got is None:
                return
        totals_only = any(not p.piles for p in shown.players)
        for shown_so, clause, summary in ((layout.inferred, "R20.1", display.NO_IDS),
                                          (layout.reordered, "R20.1", display.REORDERED),
                                          (layout.from_zero, "R21.2", display.FROM_ZERO),
                                          (totals_only, "R21.2", display.TOTALS_ONLY)):
            if shown_so:
                self.display_once(step, clause, summary, summary, summary)
        if any(t.suit is None and t.value for _, t, _ in got.heads):
            run.note("dialect", "R20.1", VALUE_ONLY, "I12")
        request = step.kind == "move" or step.purpose == "hand"  # a card is held
        where = "move" if request else step.kind
        first = request and not self.turn_patterns_known
        allowed = None if first or not request else self.turn_patterns
        # while the counts differ for another reason, only display errors seen already are
        # believed (not where that reason is only a turn-end table just before, no move
        # between: this table tells whether that one was shown otherwise too); once the piles
        # differed for a rule error in this run (they may be out of step since), a display
        # error not seen before is undone but not claimed
        believed = self.noted if run.ledger.episode and not (
            where == "move" and run.ledger.turn_end_only()) else None
        # (`remaining` is read through the shift learned, where the run claimed one amount
        # alone, after a move of the turn: at its first move request a count shown otherwise
        # is no move's doing yet)
        shift = next(iter(self.shifts)) if len(self.shifts) == 1 and not first else 0
        patterns, rest = display.display_patterns(step.state, got, allowed, believed,
                                                  self.noted, shift)
        if first:
            self.turn_patterns = {p.key for p in patterns}
            self.turn_patterns_known = True
            self.remaining_shift = next((p.shift for p in patterns if p.shift),
                                        self.remaining_shift)
        if _again(run.found, ctx):
            self.explained |= {p.key for p in patterns} - self.noted
        # (one first shown after a move of the kind that made the piles differ for a rule
        # error before is that error's doing, for the rest of the run)
        patterns = [p for p in patterns if p.key not in self.explained]
        if run.ledger.piles_wrong or ctx.garbage is not None:
            # (after garbage not yet shown harmless, a table shown otherwise is what the build
            # made of it, judged below: only display errors seen before it are claimed)
            seen = [p for p in patterns if p.key in self.noted]
            if len(seen) < len(patterns) and ctx.garbage is None:
                run.ledger.doubted = turn
            patterns = seen
        if patterns and ctx.lenient:
            raise Stop(run.deviation("reading", "R24.1", context.LENIENT_SUMMARY, "state",
                                     patterns[0].message, step))
        for p in patterns:  # (each shows at every prompt: one finding a run)
            self.display_once(step, p.clause, p.key, p.summary, p.message)
            self.shifts |= {p.shift} - {0}
        diffs = display.differences(step.state, rest)
        if self.rejoined:
            self.rejoined = False
            if run.ledger.beyond_fixed(where, step.state, diffs):
                raise Stop(None)  # the table was not read as the build has it: no more claims
        tables, self.tables = self.tables, (step.state, rest)
        self.before = tables
        self.moves_before, self.moves_then = self.moves_then, (ctx.turn_moves,
                                                               len(ctx.turn_moves))
        if not diffs or (ctx.garbage is not None and tables == self.tables):
            # (both tables as they were before the garbage: it changed nothing, and a count
            # the build showed otherwise already then is judged as before it, counts.py)
            ctx.matched()
        if not diffs:
            run.ledger.matched(turn, step.state)
            return
        self._judge(step, rest, diffs, where, turn)

    def _judge(self, step: Step, rest: State, diffs: list[tuple[str, str, str]],
               where: str, turn: int) -> None:
        run, ctx = self.run, self.run.ctx

        def text(some: list[tuple[str, str, str]]) -> str:
            return "; ".join(f"{f}: expected {w}, got {g}" for f, w, g in some[:4])

        taken = acted.carried_out(ctx, rest, diffs)
        if taken is not None:
            raise Stop(run.deviation(*taken, "state", text(diffs), step))
        # (garbage earlier in the turn changes nothing here: taken as a move, it would not
        # leave the head a later move went onto as it was)
        unseen = refused_unseen(ctx, step.state, rest, self.before) if not ctx.lenient else None
        if unseen is not None:
            move, hid = unseen
            message = f"the build shows head {hid} as it was before the move {move.text!r} " \
                f"of this turn, which the game played ({text(diffs)})"
            # (a move with blanks around it: refused for them, or by the rules)
            blanks = run.blanks_refusal("state", message, step, move)
            if blanks is not None:
                raise Stop(blanks)
            clause, summary = ignored_clause(move.action, replace(ctx, move=move))
            raise Stop(run.deviation("rule", clause, summary, "state", message, step))
        ignored = ignored_unseen(self.moves_since(judging=True), ctx.seen_refused) \
            if ctx.garbage is None and not ctx.lenient and ctx.mode == "testing" else None
        # (normal play: a new card named after the move shows it carried out, `unconfirmed`)
        if ignored is not None:
            raise Stop(run.deviation("dialect", "R22", MAYBE_CARRIED_OUT + "; the run is not "
                                     "judged", "lost", text(diffs) + which(ignored), step))
        owner = head_move(self.moves_since(judging=True), [f for f, _, _ in diffs])
        if owner is not None:  # (the heads a move earlier in the turn went onto, no table since)
            ctx = replace(ctx, move=owner)
        # a table unchanged by a move that ends the turn may be that move's effect unshown (a
        # reserve kept out of sight): the build's next question tells a refusal (the move
        # asked again: divergence.py, normal.py) from the turn passing on
        refused = ctx.garbage is None and not _next_question_tells(ctx) and \
            run.refused(step.state, rest)
        if all(count_field(f) for f, _, _ in diffs) and not ctx.lenient and \
                ctx.garbage is None and not refused:
            def name(some: list[tuple[str, str, str]]) -> Deviation:
                kind, clause, summary = state_clause.state_clause(
                    ctx, [f for f, _, _ in some], step.state, step, rest, self.before)
                return run.deviation(kind, clause, summary, "state", text(some), step,
                                     ends_run=False, field=some[0][0], want=some[0][1],
                                     got=some[0][2],
                                     action=ctx.action.kind if ctx.action else "")
            run.ledger.observe(where, step.state, diffs, name, turn, ctx.move is not None)
            return
        diffs = run.ledger.beyond_fixed(where, step.state, diffs)
        if not diffs:
            return
        if ctx.lenient:
            raise Stop(run.deviation("reading", "R24.1", context.LENIENT_SUMMARY, "state",
                                     text(diffs), step))
        defect = run.input_defect(text(diffs), step)
        if defect is not None:
            raise Stop(defect)
        if refused:
            message = f"the build shows the table it showed before the move ({text(diffs)})"
            blanks = run.blanks_refusal("state", message, step)
            if blanks is not None:  # (the blanks around the move, maybe)
                raise Stop(blanks)
            clause, summary = ignored_clause(ctx.action, ctx)  # type: ignore[arg-type]
            raise Stop(run.deviation("rule", clause, summary, "state", message, step))
        kind, clause, summary = state_clause.state_clause(ctx, [f for f, _, _ in diffs],
                                                          step.state, step, rest, self.before)
        piles = [d for d in diffs if count_field(d[0])]
        if piles and impossible(rest):
            # a count no game has: the build drew from a pile it had emptied, and the heads it
            # shows are not its game; what emptied the pile is what went wrong
            named = state_clause.state_clause(ctx, [f for f, _, _ in piles], step.state, step,
                                              rest, self.before)
            raise Stop(run.deviation(*named, "state", text(piles), step, field=piles[0][0],
                                     want=piles[0][1], got=piles[0][2]))
        if clause == "R15" and piles and not any(run.ledger.baseline.values()) and \
                run.ledger.episode is None and step.state.cards() != rest.cards():
            # a cut whose heads differ that also lost (or made) cards: no choice of head does
            # that, so it is an error of the piles of its own, named as one alone would be
            named = state_clause.state_clause(ctx, [f for f, _, _ in piles], step.state, step,
                                              rest, self.before)
            run.found.append(run.deviation(*named, "state", text(piles), step, ends_run=False,
                                           field=piles[0][0], want=piles[0][1],
                                           got=piles[0][2]))
        raise Stop(run.deviation(kind, clause, summary, "state", text(diffs), step,
                                 field=diffs[0][0], want=diffs[0][1], got=diffs[0][2]))


def _next_question_tells(ctx: context.Context) -> bool:
    """The reference's last move ended the turn: whether the build refused it is told by what
    it asks next (the same move again, or the next turn), not by a table alone."""
    return ctx.action is not None and ctx.action.outcome == "turn-ends" and \
        ctx.last is ctx.move


def _again(found: list[Deviation], ctx: context.Context) -> bool:
    """Whether the move just made is of a kind after which the piles differed for a rule error
    earlier in the game (the game since put back in step from the build's table): a table
    shown otherwise now may be that error again."""
    return ctx.action is not None and any(
        d.kind == Kind.RULE and d.episode and d.action == ctx.action.kind for d in found)
