"""A move the build refused, seen in normal play (normal.Game): the build asks the move again
for the same card, with nothing shown between, or with the very table it showed before the
move, whatever the reference does next (its next question, or a win with that move). Read as
anything else, the refusal would be taken for another rule broken later."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from . import classify as cl
from .state import parse_card, same_card
from .unseen_refusal import GONE_OTHERWISE, joker_under, which
from .verdict import Stop

TWIN_OR_REFUSED = "the grader could not tell whether the build refused a move or played it " \
    "and refused the same card drawn again (a twin) on the same head, an equal card: it " \
    "shows no table between them"

if TYPE_CHECKING:
    from .comparator import Comparator
    from .expect import Step
    from .prompts import Prompt
    from .state import State


class Refusals:
    """The refusal checks of a normal game (they read its build side, context and ledger)."""

    asked_at_move: tuple[int | None, str] | None  # (the game's: the last move request's)
    asked_same: bool  # (the game's: that move asked again, `_asks`)
    asks_quietly: set[str]  # (the game's: `_asks_on_quietly` learned it, by kind of move)
    twin: Step | None  # (the game's: a move read as played, the same card named after it)
    survived: Counter  # (the game's: moves carried out as the reference's, by effect)
    settled_now: tuple[str, str] | None  # (the game's: the effect of the move just settled)
    table: Comparator  # (the game's)

    def refused(self, after: State | None, rest: State) -> bool:
        at_move = self.ctx.shown_at_move
        return cl.refused(self.ctx, rest, fixed=partial(self.ledger.beyond_fixed, "move"),
                          after=after, before=at_move if self.asked_same else None,
                          at_move=at_move)

    def _asks(self, b_prompt: Prompt) -> None:
        """Notes whether the build asks the last move again: the same player, the same card."""
        self.asked_same = b_prompt.kind == "move" and b_prompt.card is not None and \
            self.asked_at_move is not None and \
            (b_prompt.player, b_prompt.card) == self.asked_at_move

    def _asks_on_quietly(self, b_prompt: Prompt, want: Step | None, quiet: bool) -> bool:
        """Whether the build asks the next move of a turn that goes on with nothing shown
        since the last move (`quiet`), naming the card it holds, as it was seen to in this game
        after a move of the same kind for another card than the last, the move surely played:
        then that is its way of asking it, no refusal, though the card drawn is the same as
        the last (one deck's 5H after another's). `Your move?` alone is still the move asked
        again, and so is one asked quietly after a kind of move never seen played so."""
        move, action = self.ctx.move, self.ctx.action
        if not quiet or want is None or b_prompt.kind != "move" or want.kind != "move" or \
                move is None or action is None or action.outcome != "continues" or \
                b_prompt.player not in (None, want.player) or want.player != move.player:
            return False
        held = parse_card(b_prompt.card or "")
        if held is None or move.card is None:
            return False
        if not same_card(held, move.card):
            self.asks_quietly.add(action.kind)
        played = action.kind in self.asks_quietly
        if played and same_card(held, move.card):
            self.twin = move
        return played

    def _refused_quietly(self, b_prompt: Prompt, want: Step | None, quiet: bool) -> None:
        """Raises the refusal of the last move where the build asks it again with nothing
        between (`quiet`), whatever the reference does next (`want`; None: it won)."""
        if b_prompt.kind == "move" and self.pending is None and cl.asked_again_quietly(
                self.ctx, b_prompt.player, b_prompt.card, quiet):
            if want is not None:
                self._reading_after_garbage(want)
            first = self._refused_before()
            joker = joker_under(self.table.moves_since())
            if joker is not None:
                raise Stop(self._dev("dialect", "R22", f"{GONE_OTHERWISE}; the run is not "
                                     "judged", "lost", f"the build asks {b_prompt.line!r} "
                                     f"again, with no table since the move{which(joker)}",
                                     want.state if want else self.r.reader.tracker.snapshot()))
            key = cl.effect_key(self.ctx.action) if self.ctx.action is not None else None
            if first is not self.ctx.move and key is not None and \
                    self.survived[key] <= (key == self.settled_now):
                # (the same card again onto the same head is an equal card: refused, it is the
                # first move refused, or a twin drawn and the equal card refused, unless this
                # game saw the build play an equal card as the rules do before this one)
                raise Stop(self._dev("dialect", "R22", f"{TWIN_OR_REFUSED}; the run is not "
                                     "judged", "lost", f"the build asks {b_prompt.line!r} "
                                     "again, with no table since the move",
                                     want.state if want else self.r.reader.tracker.snapshot()))
            clause, summary = cl.ignored_clause(first.action, replace(  # type: ignore
                self.ctx, move=first))
            raise Stop(self._dev("rule", clause, summary, "flow", f"the build asks "
                                 f"{b_prompt.line!r} again, with no table since the move",
                                 want.state if want else self.r.reader.tracker.snapshot()))

    def _refused_before(self) -> Step:
        """The move refused where the last one is asked again quietly: the one before it where
        that was the same move (the same answer, the same card), the card named again after it
        read as a twin drawn (`_asks_on_quietly`). A build refusing a move refuses it again,
        and so asked it again there: one refusal, named by the first move's rule, rather than
        a twin drawn and another rule broken. Else the last move."""
        move, twin = self.ctx.move, self.twin
        assert move is not None
        if twin is not None and self.ctx.earlier is twin and twin.text == move.text and \
                twin.card is not None and move.card is not None and \
                same_card(twin.card, move.card) and twin.action is not None:
            return twin
        return move

    def _refused_shown(self, b_prompt: Prompt, state: State, asked: str, won: bool = False
                       ) -> None:
        """Raises the refusal of the last move where the build asks on with the table of
        before it, the reference asking `asked` (or declaring a win, `won`: its table is not
        shown again after the move)."""
        if self.b.reader.tracker.displays != self.b.compared and \
                self.refused(None if won else state, self.b.reader.tracker.snapshot()):
            clause, summary = cl.ignored_clause(self.ctx.action, self.ctx)  # type: ignore
            raise Stop(self._dev("rule", clause, summary, "flow", f"the build asks "
                                 f"{b_prompt.line!r} with the table of before the move, the "
                                 f"reference {asked}", state))
