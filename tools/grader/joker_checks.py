"""Checks of normal play about a joker in hand (normal.Game): a joker refused on a head before
its value is asked, a joker shown in hand with a value kept from before (R10.1, R11.1), and
its value asked again (refused, or I3's order after a value the reference ignores, the game
kept in step then)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import classify as cl
from .context import JOKER_AGAIN
from .state import CardShown, parse_card, same_card
from .verdict import Stop

if TYPE_CHECKING:
    from .expect import Step
    from .prompts import Prompt


class JokerChecks:
    """The joker checks of a normal game (they read its build side and pending move)."""

    def _joker_refused(self, b_prompt: Prompt, want: Step, quiet: bool) -> None:
        """The reference asks the value of the joker just moved (the move is pending till
        then); the build asks the same player for a move again, for the joker (or no card
        named, with nothing between), its heads as they were: it refused the joker on that
        head. Otherwise (another card, a head changed) it placed the joker without a value,
        which the course names."""
        move = self.pending
        if move is None or b_prompt.player not in (None, move.player):
            return
        got = parse_card(b_prompt.card) if b_prompt.card else None
        if got is None and not quiet or got is not None and (
                move.card is None or not same_card(got, move.card)):
            return
        heads = self.b.reader.tracker.snapshot().heads
        if self.b.reader.tracker.displays != self.moved_display and \
                [(h, t.value, n) for h, t, n in heads] != \
                [(h, t.value, n) for h, t, n in move.state.heads]:
            return
        self._reading_after_garbage(want)
        raise Stop(self._dev("rule", "R10.1", "a joker is refused on a head where the reference "
                             "asks for its value (the move is asked again)", "flow",
                             f"the build asks {b_prompt.line!r} again, the reference "
                             f"{want.prompt!r}", want.state))

    def _joker_with_a_value(self, got: CardShown) -> None:
        """The build holds a joker showing a value (`AJ`), which the reference, told `Joker`,
        cannot hold: the value was announced for it before and kept. After the game was put
        back in step, that may be an earlier error's doing in cards no table shows (a value
        asked for a joker going to the reserve): the game ends there unjudged."""
        if self.rejoins:
            raise Stop(None)
        raise Stop(self._dev("rule", "R11.1", "a joker comes back into a hand with a value "
                             "announced for it before", "state", f"card in hand: the build "
                             f"holds a joker with a value, {got}"))

    def _move_again(self, move: Step) -> tuple[str, str]:
        """The move the build kept, to give the reference again, and the value for both: an
        ace, which fits every head (a scripted game: the transcript's next move and value)."""
        return move.text, "A"

    def _value_asked_again(self, b_prompt: Prompt, want: Step) -> Prompt | None:
        """The build asks the joker's value again where the reference asks the next thing
        (`want`). A value the reference played: refused, named by the placement it makes. One
        the reference ignored (it asks the move again): I3's accepted order, the move kept.
        The game goes on in step: the reference is given that move again and both sides a
        value for it (`_move_again`). The build's next prompt."""
        action, move = self.ctx.action, self.ctx.move
        if action is not None and action.kind != "ignored":
            raise Stop(self._dev("rule", *cl.value_refused(action), "flow",
                                 f"the build asks {b_prompt.line!r} again, the reference "
                                 f"{want.prompt!r}", want.state))
        self.note("dialect", "R10.4", JOKER_AGAIN, "I3")
        if move is None or move.answer is None or want.kind != "move" or \
                want.player != move.player:
            raise Stop(None)  # (not the move asked again: no way to keep the two in step)
        text, value = self._move_again(move)
        self.r.send(text)
        asked = self.r.reader.next()
        if asked is None or asked.kind != "joker":
            raise Stop(None)
        self.r.send(value)
        self.b.send(value)
        self.moved_display = self.b.reader.tracker.displays
        self.pending, self.joker = replace(want, answer=move.answer), value
        self.answered_kind = "joker"
        return self._build_prompt()
