"""A transcript played against the live reference, for a build whose testing mode does not ask
for every card the transcript names (it draws the first head, the new heads or even the card in
hand itself, and only shows them). The golden output no longer applies once the build drew a
card of its own; what still applies is the transcript's moves and the tester's cards. So the
build runs in its testing mode, its card questions answered with the transcript's cards (by
what they name: the first head, new heads, the card in hand), and the reference runs beside it
in lock step (normal.Game): every card the reference asks for is the card the build showed, and
the two are compared at every prompt. The live reference decides; the transcript only supplies
the moves and the cards."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

from . import context
from .actions import decide
from .build_profile import Profile
from .channel import Channel
from .expect import Step, expectation
from .normal import Game
from .prompts import CARD_QUESTIONS, Prompt, PromptMatcher, card_question_kind
from .reader import Reader, Side
from .rulesets import READINGS
from .sandbox import Limits
from .state import CardShown, parse_card
from .transcript import Transcript
from .unseen_refusal import asked_again_unseen
from .verdict import Deviation, Stop


@dataclass
class Played:
    deviations: list[Deviation] = field(default_factory=list)
    reached_end: bool = False
    moves: int = 0
    output: bytes = b""  # what the build printed, as far as the grader read it


class ScriptedGame(Game):
    """normal.Game with the moves and the tester's cards taken from a transcript."""

    def __init__(self, build: Side, ref: Side, steps: list[Step], profile: Profile) -> None:
        rules = [n for n in profile.reading.split(",") if n in READINGS]
        # the count the reference took: the last answer to the player count
        players = next((int(s.text) for s in reversed(steps) if s.kind == "players" and
                        s.text.strip().isdigit()), 2)
        super().__init__(build, ref, random.Random(0), players, profile.turn_line,
                         "strict-cut" in rules)
        self.profile = profile
        # the moves: each with its joker value and its transcript line
        self.script: deque[tuple[str, str | None, int]] = deque()
        self.at_line: int | None = None  # the line of the last move played: where what the
        # build does next shows (its deviations' line)
        self.cards: dict[str, deque[tuple[str, str]]] = {
            "first-head": deque(), "new-head": deque(), "hand": deque()}
        # garbage at a move is played as typed (the reference asks the move again; the build
        # should too); other garbage is judged by the transcripts the build can be driven in,
        # not here: only well-formed answers are played, without the blanks around them (a
        # move whose joker value was garbage goes with it: the reference asked it again)
        steps = [s for i, s in enumerate(steps) if (not s.garbage or s.padded or
                                                    s.kind == "move") and not (
            s.kind == "move" and i + 1 < len(steps) and steps[i + 1].kind == "joker" and
            steps[i + 1].garbage and not steps[i + 1].padded)]
        for index, step in enumerate(steps):
            after = steps[index + 1] if index + 1 < len(steps) else None
            if step.kind == "move" and step.answer is not None:
                joker = after.text if after is not None and after.kind == "joker" and \
                    after.answer is not None else None
                move = step.text if step.garbage and not step.padded else step.text.strip()
                self.script.append((move, joker and joker.strip(), step.lineno))
            elif step.kind == "card" and step.answer is not None and step.purpose:
                suit = after.text if after is not None and after.kind == "suit" and \
                    after.answer is not None else "S"
                self.cards[step.purpose].append((step.text.strip(), suit.strip()))
        self.suit: str | None = None  # the suit of the card being named to the build
        self.value: str | None = None  # the value of a card whose suit was asked first
        self.suit_told = False  # whether the build was told `suit` (then asked: the next card's)
        self.hand_card: tuple[str, str] | None = None  # named since the build's last prompt
        self.hand_named_at: int | None = None  # `moved_display` when a card in hand was named
        self.ahead: tuple[str, str] | None = None  # the card in hand named to the reference
        # before the build asked for it (it asks for its move first)
        # the new heads named to the build since the last move, in the order asked, and the
        # display count of that move (`moved_display`)
        self.told: deque[tuple[str, str]] = deque()
        self.told_at = -1

    def remember(self, want: Step, move: str) -> None:
        """Nothing: in testing mode the card a swap brings back is named like any card in hand
        (the build's own, where it names it itself)."""

    def _course(self, b_prompt: Prompt | None, want: Step) -> Deviation:
        """A card question on one side only: the build names its cards in an order the live
        reference cannot follow (not a course of the game): the run is not judged. The turn
        line where the reference asks for the next card of the turn is the turn ending early."""
        ends_turn = b_prompt is not None and b_prompt.kind == "turn" and \
            want.purpose == "hand"  # the turn ends on the build's side only: a course
        if b_prompt is not None and want.kind != "move" and asked_again_unseen(
                b_prompt, self.ctx.move, self.cards_since_move,
                self.b.reader.tracker.displays == self.moved_display):
            return self._dev("dialect", "R22", context.UNSEEN_MOVE + "; the run is not judged",
                             "lost", f"the build asks {b_prompt.line!r}, the reference "
                             f"{want.prompt!r}")
        if b_prompt is not None and {b_prompt.kind, want.kind} & {"card", "suit"} and \
                not ends_turn:
            return self._dev("dialect", "R23.1", "the card questions of testing mode could not "
                             "be kept in step with the live reference; the run is not judged",
                             "lost", f"the build asks {b_prompt.line!r}, the reference "
                             f"{want.prompt!r}")
        return super()._course(b_prompt, want)

    def choose(self, want: Step) -> tuple[str, str | None]:
        if not self.script:
            raise Stop(None)  # the transcript's moves ran out: the end of the run
        move, joker, self.at_line = self.script.popleft()
        return move, joker

    def _move_again(self, move: Step) -> tuple[str, str]:
        """The transcript's next move, the one asked again after the joker value the
        reference ignored (the build kept it and asks only the value), and its value."""
        if not self.script or self.script[0][0] != move.text.strip() or not self.script[0][1]:
            raise Stop(None)  # (the transcript goes another way: no way to keep in step)
        text, value, self.at_line = self.script.popleft()
        return text, value or ""

    def _dev(self, *args, **kwargs) -> Deviation:
        """normal.Game's deviation, placed at the transcript line of the last move played."""
        dev = super()._dev(*args, **kwargs)
        dev.lineno = self.at_line
        return dev

    def _build_prompt(self) -> Prompt | None:
        """The build's next prompt that is not a card question; its card questions are
        answered with the transcript's cards."""
        asked, last = 0, ""  # card questions answered since the last other prompt, the last
        while True:
            prompt = super()._build_prompt()
            if prompt is not None and self.b.reader.holding_before_cards(prompt):
                self.b.reader.asked_nothing(prompt)
                continue  # the card it holds before the tester names it: no question
            if prompt is None or prompt.kind not in ("card", "suit"):
                self.hand_card = None
                self.suit = None  # (a card asked by its value only: its suit is never asked)
                if prompt is not None and prompt.kind == "move" and not prompt.card and \
                        prompt.player is not None and \
                        self.hand_named_at != self.moved_display and self.cards["hand"]:
                    # the move asked before the card it is for (a request naming whose move
                    # it is, not the card): the tester names that card now, to the
                    # reference, and to the build when it asks (after the move)
                    self.ahead = self.cards["hand"].popleft()
                    self.hand_named_at = self.moved_display
                    value, suit = self.ahead
                    self.held = parse_card(value + suit) or parse_card(value)  # (a joker)
                return prompt
            asked += 1
            self.cards_since_move += 1
            if asked > CARD_QUESTIONS:
                raise Stop(self._dev("testing-mode", "R23.2", context.ENDLESS_CARDS, "flow", f"{asked} card questions in a row; the "
                                     "last answers did not end them"))
            if prompt.kind == "suit" and self.suit is not None and (
                    not self.suit_told or last == "suit"):
                self.b.send(self.suit)  # the suit of the card whose value was just named (or
                self.suit_told, last = True, "suit"  # its suit asked again)
                continue
            if prompt.kind == "suit":  # asked before the value: the suit of the card named next
                self.value, self.suit = self._next_card()
                self.b.send(self.suit)
                self.suit_told, last = True, "suit"
                continue
            if self.value is not None:  # its suit asked first
                value, self.value = self.value, None
            else:
                (value, self.suit), self.suit_told = self._next_card(), False
            last = "card"
            named = parse_card(value)
            if self.profile.asks_whole(prompt.line) and self.suit and named is not None and \
                    named.value:
                value, self.suit_told = value + self.suit, True  # (one question: `5S`)
            self.b.send(self.profile.spell("card", (value + "\n").encode()).decode().rstrip("\n"))

    def _kept_card(self) -> CardShown | None:
        """None: after a move the reference ignores, the tester names the card in hand again,
        and may name another (a transcript may rename it); the build is told that card too."""
        return None

    def _head_named(self, shown: CardShown) -> CardShown:
        """The new head the tester named to the build for this move, in the order asked, where
        it named one: the game's card, however the build shows it (a joker head shown as the
        value it counts); else the card shown (a head the build drew itself)."""
        if not self.told or self.told_at != self.moved_display:
            return shown
        value, suit = self.told.popleft()
        return parse_card(value + suit) or parse_card(value) or shown

    def _unrecognised(self, prompt: Prompt) -> Prompt:
        """Nothing printed since the card in hand was named, and the build reads: the move,
        read with no prompt after its card questions."""
        asked = self.b.reader.matcher.match(prompt.line)
        if self.hand_card is None or self.b.reader.fresh or asked is None or \
                asked.kind not in ("card", "suit"):
            kind = card_question_kind(prompt.line)
            if asked is None and kind is not None:
                # a question for a card or its suit in words of the build's own: the build
                # asks its cards where it draws them, each named by what it asks
                self.note("dialect", "R22", "other wording of the prompts (I18)", "I18")
                return self.b.reader.learned(kind, prompt.line)
            return super()._unrecognised(prompt)
        self.note("dialect", "R22", context.UNPROMPTED_MOVE)
        holder = self.b.reader.tracker.state.holder()
        return self.b.reader.read_unprompted(Prompt(
            "move", prompt.line, holder.number if holder is not None else None,
            "".join(self.hand_card)))

    def _next_card(self) -> tuple[str, str]:
        """The value and suit of the card the build asks for now: the card in hand named to
        the reference before the build asked (its move asked first), the card in hand asked
        again before its move, or the transcript's next card of the kind drawn."""
        # (no table since the move: new heads, unless the reference makes no cut of the move:
        # a build showing no table between a turn's moves asks the next card so, or the card
        # of a move it refused)
        move = self.pending
        quiet = self.b.reader.tracker.displays == self.moved_display
        cut = quiet and (move is None or decide(
            move.state, move.card.value if move.card else None, move.text, self.joker,
            self.strict_cut).kind == "cut")
        purpose = "first-head" if self.moves == 0 and self.turns == 0 else (
            "new-head" if cut else "hand")
        if self.ahead is not None:
            card, self.ahead = self.ahead, None
            return card
        if purpose == "hand" and self.hand_card is not None:
            return self.hand_card  # the card in hand, asked again before its move
        queue = self.cards[purpose] or self.cards["hand"] or self.cards["new-head"]
        card = queue.popleft() if queue else ("2", "S")
        if purpose == "new-head":
            if self.told_at != self.moved_display:
                self.told, self.told_at = deque(), self.moved_display
            self.told.append(card)
        if purpose == "hand":
            self.hand_card = card
            self.hand_named_at = self.moved_display
        return card


def play_transcript(argv: list[str], script: Transcript, profile: Profile, reference: str,
                    limits: Limits) -> Played:
    """Plays `script`'s moves and cards on the build (`argv`, in its testing mode) and on the
    live reference in the build's reading."""
    steps = expectation(script).steps
    rules = [n for n in profile.reading.split(",") if n in READINGS]
    b_chan = Channel(argv, limits)
    r_chan = Channel([reference, "-testing", *(["-rules", ",".join(rules)] if rules else [])],
                     limits)
    b = Side("the build", b_chan, Reader(b_chan, profile.matcher()))
    r = Side("the reference", r_chan, Reader(r_chan, PromptMatcher.build([], [])))
    game = ScriptedGame(b, r, steps, profile)
    game.ctx.mode = "testing"
    played = Played()
    try:
        game.play(max_moves=10 ** 6)
        game.ledger.close(None, game.turns)
    except Stop as stop:
        game.ledger.close(stop.found, game.turns)
        if stop.found is not None:
            game.found.append(stop.found)
        played.reached_end = stop.found is None or not stop.found.wrong
    finally:
        b_chan.finish(wait=False)
        r_chan.finish(wait=False)
    played.deviations, played.moves = game.found, game.moves
    played.output = bytes(b_chan.out[:b.reader.pos])
    return played
