"""The reference's chance steps in lock-step play (a part of normal.Game, as JokerChecks is):
each card the reference asks for is named from what the build showed: a new head from the
build's table, the card in hand from its holding prompt (or, where the build shows its turn
line again before each card, from the holding prompt read ahead), the card a swap brings back
from the reserve the grader remembers. Where the build shows no card the reference needs, the
course of the game differs there. A card the game knows is checked though the reference asks
for it: where the reserve goes onto the draw pile (I2), a cut made while holding one makes it
its first new head, and a turn that ends holding one makes it the player's next card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import decide
from .expect import Step
from .state import CardShown, naming, parse_card, same_card
from .verdict import Stop

RESERVE_NOT_FIRST = "after a cut made while holding a reserve, the first new head is not the " \
    "reserve (it goes onto the draw pile first, I2)"
RESERVE_NOT_NEXT = "after a turn that ends with a reserve held, the player's next card is not " \
    "the reserve (it goes onto the top of the draw pile, I2)"

if TYPE_CHECKING:
    from .prompts import Prompt


def by_name(card: CardShown | None) -> CardShown | None:
    """`card` where its name alone tells which card it is: no joker, which shows the value it
    counts on a head, or none in hand."""
    return card if card is not None and card.value and card.suit != "J" else None


class ChanceSteps:
    """Naming the cards the reference asks for (it reads the game's build and reference
    sides, its pending move and the card it last saw held)."""

    def _advance(self, b_prompt: Prompt | None) -> tuple[Prompt | None, bool]:
        """Brings the reference to its next prompt that is not a card question, naming the
        cards it asks for. Returns that prompt and whether new heads were named."""
        state = self.b.reader.tracker.snapshot()
        fresh = [top for hid, top, _ in state.heads if hid not in self.known_heads]
        held = parse_card(b_prompt.card) if b_prompt and b_prompt.kind == "move" and \
            b_prompt.card else None
        # a card in hand that is no card (one drawn from an empty pile: `177S`)
        unreadable = held is None and b_prompt is not None and b_prompt.kind == "move" and \
            bool(b_prompt.card)
        if held is not None:
            self.held = held
        elif not unreadable and b_prompt is not None and (
                b_prompt.kind == "move" or b_prompt.kind == "joker" and
                self.answered_kind == "joker"):
            held = self.held  # `Your move?` alone again, or the joker value asked again
        new_heads = False
        queue: list[str] = []
        moved_at = self.r.reader.tracker.displays
        while True:
            prompt = self.r.reader.next()
            if prompt is None or prompt.kind not in ("card", "suit"):
                self.known_heads = {hid for hid, _, _ in state.heads}
                return prompt, new_heads
            if not queue:
                for_head = self.r.reader.tracker.displays == moved_at
                if for_head and not fresh and b_prompt is not None and b_prompt.kind == "turn" \
                        and self.b_next is None:
                    # no display before the build's turn prompt: answer it, and learn the new
                    # heads from the display before its next question
                    self._answer_turn()
                    self.b_next = self._build_prompt()
                    state = self.b.reader.tracker.snapshot()
                    fresh = [top for hid, top, _ in state.heads if hid not in self.known_heads]
                if for_head and fresh:
                    if not new_heads:
                        self._reserve_first(fresh[0])
                    new_heads = True
                    queue = naming(self._head_named(fresh.pop(0)))
                elif self.expected is not None:
                    queue = naming(self.expected)
                elif not for_head and (kept := self._kept_card()) is not None:
                    queue = naming(kept)
                elif held is not None:
                    self._reserve_next(b_prompt, held)
                    queue = naming(held)
                elif unreadable:  # the reference cannot be told it: the game ends unjudged
                    raise Stop(None)
                elif fresh:
                    queue = naming(fresh.pop(0))
                elif b_prompt is None:  # the build ended (a win by a cut): any card will do
                    queue = ["2", "S"]
                elif not state.heads:  # its table cannot be read: the game cannot go on
                    raise Stop(None)
                elif not for_head and self._holding_after_turn_line(b_prompt):
                    held = self.held
                    queue = naming(held)
                else:  # the build went on without showing the card the reference needs
                    now = self.r.reader.tracker.snapshot()
                    want = Step("card", None, now, None, None, 0, prompt.line,
                                purpose="new-head" if for_head else "hand")
                    mover = self.pending.player if self.pending else None
                    self._settle(None if for_head else Step("move", None, now, mover, None,
                                                            0, ""), for_head)
                    raise Stop(self._course(b_prompt, want))
            self.r.send(queue.pop(0))

    def _kept_card(self) -> CardShown | None:
        """The card in hand the reference asks for again after a move the rules ignore (not a
        head number, move 0 with one head, ...): the card it held, which the game knows, not
        the one the build shows (a build that took the move shows another), a joker judged by
        the value it was played with. None where the move is one the rules carry out (and in
        a transcript played live, where the tester names the card again: live.ScriptedGame)."""
        move = self.pending
        if move is None or move.card is None or move.card.suit == "J":
            return None
        joker = self.joker if move.card.value == 0 else None  # (judged with its value)
        if move.card.value == 0 and joker is None:
            return None
        action = decide(move.state, move.card.value, move.text, joker, self.strict_cut)
        return move.card if action.kind == "ignored" else None

    def _head_named(self, shown: CardShown) -> CardShown:
        """The card of a new head the build shows as `shown`: in normal play, the card shown
        (the build drew it; ScriptedGame names the tester's)."""
        return shown

    def _reserve_first(self, head: CardShown) -> None:
        """The first new head of a cut the reference made (`head`, as the build shows it):
        where the reserve goes onto the draw pile (I2), and the cutter held one whose card the
        grader knows by name (`by_name`), it is that card."""
        move = self.pending
        me = move.state.holder() if move is not None and self.reserve_on_top else None
        known = by_name(self.reserve.get(me.number)) if me is not None and me.reserve else None
        if known is None or by_name(head) is None or same_card(known, head):
            return
        raise Stop(self._dev("rule", "R15.2", RESERVE_NOT_FIRST, "state",
                             f"the build's first new head is {head}, the reserve put onto the "
                             f"draw pile {known}", move.state))  # type: ignore[union-attr]

    def _reserve_next(self, b_prompt: Prompt | None, held: CardShown) -> None:
        """The card in hand the reference asks for, `held` as the build shows it: a player's
        first since a turn of theirs ended with a reserve (I2: `on_top`) is that card."""
        player = b_prompt.player if b_prompt is not None and b_prompt.kind == "move" else None
        known = self.on_top.pop(player, None) if player is not None else None
        if known is None or by_name(held) is None or same_card(known, held):
            return
        raise Stop(self._dev("rule", "R17.1", RESERVE_NOT_NEXT, "state",
                             f"the build's card in hand is {held}, the reserve put onto the "
                             f"draw pile {known}", self.r.reader.tracker.snapshot()))

    def _reserve_back(self) -> None:
        """The last move (`pending`, its action settled) ended its player's turn with a
        reserve held, under I2: that card is now on top of their draw pile (`on_top`); not
        after a cut, whose first new head it became."""
        move = self.pending
        action = move.action if move is not None else None
        me = move.state.holder() if move is not None else None
        if not self.reserve_on_top or action is None or me is None or \
                action.outcome != "turn-ends" or action.kind == "cut":
            return
        card = by_name(self.reserve.get(me.number))
        if (me.reserve or action.kind == "reserve") and card is not None:
            self.on_top[me.number] = card

    def _holding_after_turn_line(self, b_prompt: Prompt | None) -> bool:
        """The build shows the turn line of the player who just moved where the reference
        asks for that player's next card: the turn goes on there (the line is shown before
        each card). Answers it and reads ahead to the holding prompt, which names the card."""
        mover = self.pending.player if self.pending else None
        if b_prompt is None or b_prompt.kind != "turn" or self.b_next is not None or \
                mover is None or b_prompt.player != mover:
            return False
        self._answer_turn()
        self.b_next = self._build_prompt()
        nxt = self.b_next
        card = parse_card(nxt.card) if nxt is not None and nxt.kind == "move" and \
            nxt.card else None
        if card is not None:
            self.held = card
        return card is not None

