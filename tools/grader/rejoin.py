"""Judging past a rule error in normal play. A build with one rule error that shows early (a cut
made wrongly) would hide every later one: each game stopped at its first sign. So after a rule
error the game is put back in step instead: the build is played alone to the first move request
of its next turn (a legal-looking move for each of its prompts, from its own table), the table
it shows there is read (its display errors, learned in this game, undone; the card in hand put
back on its draw pile), and the reference is started again from that table (`-position`, a
turn start in testing mode) to play on in lock step. The first comparison after that must
agree, or the game ends there with nothing more claimed: the grader does not judge from a table
it may have misread."""

from __future__ import annotations

from rules.model import fits

from typing import TYPE_CHECKING

from . import context, display
from .count_marks import FIXED, ONCE
from .counts import Ledger
from .actions import MoveKind, kind_of
from .prompts import Prompt, in_offered_form
from .state import CardShown, State, impossible, parse_card
from .verdict import Deviation, Stop

if TYPE_CHECKING:
    from .reader import Side

REJOINS = 10  # rule errors of kinds new to a game after which it is put back in step (then
# it ends at the next new one): an error the game saw already is understood (a build whose
# every cut goes wrong cuts whenever a card fits no head), and does not spend the game
REPEATS = 40  # rejoins in all, at most
CAREFUL_REJOINS = 3  # in a careful game (seeking a reading: past the errors that come first)
ALONE = 60  # the build's prompts answered alone, at most, to reach its next turn


def trusted(found: list[Deviation]) -> bool:
    """Whether the build's table can be read as its game has it: no display error of its
    piles or heads in this game's findings (`remaining` shown otherwise, the held card counted
    in its draw pile, the in-hand form on another player, and totals counted otherwise are
    undone or not read; players numbered from 0 are read as from 1, their counts as shown;
    heads listed without their ids have them given by the rules, as
    every comparison of the game read them, until the heads differ from the game's: then the
    build made them otherwise than the rules, and their ids are not the ones it goes by). A
    count shown otherwise at one table only, right at the next (ONCE: a table printed before
    the reserve goes back), leaves it readable: a table read at such a moment differs at the
    next comparison, which a game put back in step must pass."""
    if any(d.summary == display.NO_IDS for d in found) and \
            any(d.field and d.field.startswith("head") for d in found):
        return False
    for dev in found:
        if dev.kind != "display" or dev.summary in (display.HELD, display.IN_HAND_ELSEWHERE,
                                                    display.NO_IDS, display.FROM_ZERO,
                                                    *display.REMAINING_SUMMARIES) or \
                dev.episode.startswith(ONCE):
            continue
        signs = dev.episode[len(FIXED):] if dev.episode.startswith(FIXED) else dev.episode
        if not signs or any(not s.startswith(("total", "remaining")) for s in signs.split()):
            return False
    return True


def fresh_counts(ledger: Ledger) -> bool:
    """Whether no count differs now but the cards still to draw, which start afresh at every
    turn (the table read at the next turn does not hold them): a pile or head count that
    differs for a reason not yet known may be misread, and the reference started from it
    would go another way later for nothing the build did."""
    return all(what == "remaining" for ep in (ledger.episode, ledger.latest) if ep is not None
               for _, what, _ in ep.rel)


def any_moves(state: State, card: CardShown | None) -> list[str]:
    """Moves for `card` from the build's own table, the likeliest legal first: a head it fits
    (the oldest last), else a cut of the oldest head; then every other head and the reserve,
    for a build that refuses the first (its rule error, or a reading of its own). A joker goes
    on the newest head (its value asked next)."""
    ids = [str(hid) for hid, _, _ in state.heads]
    if not ids:
        return ["1"]
    if card is None or card.value == 0:
        first = [ids[-1]]
    else:
        fitting = [str(hid) for hid, top, _ in state.heads
                   if top.value and fits(card.value, top.value)]
        first = [([h for h in fitting if h != ids[0]] or fitting or ids)[0]]
    return first + [h for h in ids if h not in first] + ["0"]


def position(shown: State, mover: int | None, players: int, held_in_draw: bool) -> str | None:
    """The `-position` spec of the build's table at the first move request of a turn, or None
    where the table does not say enough (no player holds a card, a reserve is held, a head
    shown with no value, a player missing, a joker alone on a head shown as another value
    than 2: its value is the build's own, which the table does not tell), or shows a count no
    game has (a pile drawn from while empty, its size wrapped round)."""
    holder = next((p for p in shown.players if p.number == mover), None) if mover else \
        shown.holder()
    if holder is None or holder.remaining is None or holder.reserve or impossible(shown) or \
            not all(p.piles for p in shown.players) or \
            not shown.heads or sorted(p.number for p in shown.players) != \
            list(range(1, players + 1)):
        return None
    heads = []
    for hid, top, count in shown.heads:
        if hid < 1 or not top.value or count < 1 or \
                top.suit == "J" and count == 1 and top.value != 2:
            return None  # (an id the rules could not give a head listed without one: 0)
        heads.append(f"{hid}:{CardShown(top.value, None)}{top.suit or 'S'}:{count}")
    piles = []
    for player in sorted(shown.players, key=lambda p: p.number):
        draw = player.draw
        if player is holder and not held_in_draw:
            draw += 1  # the card in hand goes back on top: the reference draws it again
        if draw + player.discard <= 0 or draw < 0 or player.discard < 0:
            return None  # a player with no card left has won: no game goes on from there
        piles.append(f"{draw}/{player.discard}")
    return f"{holder.number};{','.join(heads)};{','.join(piles)}"


def card_of(prompt: Prompt, held: CardShown | None) -> CardShown | None:
    return parse_card(prompt.card) if prompt.card else held


class Rejoining:
    """The part of a normal game (normal.Game) that puts it back in step after a rule error
    (the game starts the reference again: `_restart`)."""

    avoid: set[MoveKind]  # (the game's: normal.Game)
    points: frozenset[str]  # (the game's: the reading points a careful game seeks)

    @property
    def careful(self) -> bool:
        """A game seeking a reading (`points`, the game's), not one a grade plays."""
        return bool(self.points)

    def _restart(self, spec: str) -> Side | None:
        """The reference started from the table `spec` (the game knows how: normal.Game)."""
        raise NotImplementedError

    def _may_rejoin(self, found: Deviation | None) -> bool:
        """Whether the game may be put back in step after the rule error `found` (not in a
        game the reference has won: it is over, there is nothing to rejoin). A careful game
        goes on past an error at a point it seeks too: a point every reading tried is
        contradicted at alike (a reserve kept past the turn end) must not hide another where
        they part (where the reserve goes in a cut)."""
        return found is not None and found.kind == "rule" and self.restart is not None and \
            not self._spent(found) and self.r.reader.tracker.winner is None and \
            trusted([*self.found, found])

    def _rejoin(self, found: Deviation | None, steer: bool = True) -> bool:
        """After a rule error: the game put back in step from the build's table at its next
        turn (`steer`: the kind of move the build got wrong is steered around from now on).
        False: the game ends here."""
        if not self._may_rejoin(found) or not (fresh_counts(self.ledger) or self.careful):
            return False  # (a pile that differs now, for a reason not yet known; a careful
            # game, seeking a reading, goes on from the build's piles as they are shown)
        assert found is not None
        self.ledger.close(found, self.turns)
        if self.first_error is None:
            self.first_error = min(self.moves, self.ledger.first_error_at or self.moves)
        self.found.append(found)
        move = self.ctx.move
        if steer and move is not None and move.action is not None and \
                found.clause not in self.points:  # (a point is sought again, never avoided)
            self.avoid.add(kind_of(move.state, move.text, move.action))
        # a new ledger for the new reference, with the fixed relations the build shows
        self.ledger = Ledger(self.found, dict(self.ledger.baseline),
                             fixed_noted=set(self.ledger.fixed_noted), moves=self.moves)
        prompt = self._alone_to_next_turn()
        if self.b.reader.tracker.garbled or prompt is not None and prompt.card and \
                parse_card(prompt.card) is None:
            raise Stop(None)  # a head or card in hand that is no card: its table is not its game
        # (the held card counted in the draw pile is the build's way of showing it, learned
        # once in the game: counts that differ for a rule error may hide it in a later turn)
        held = display.HELD in self.table.turn_patterns or display.HELD in self.table.noted
        spec = position(self.b.reader.tracker.snapshot(), prompt.player, self.players, held) \
            if prompt is not None else None
        started = self._restart(spec) if spec else None
        if started is None:
            raise Stop(None)
        self.r.chan.finish(wait=False)
        self.r = started
        self.rejoins += 1
        self.table.rejoined = True  # (its next comparison must agree)
        self.b_next = prompt
        self.held = card_of(prompt, self.held)  # type: ignore[arg-type]
        self.known_heads = {hid for hid, _, _ in self.b.reader.tracker.snapshot().heads}
        self.ctx = context.Context(mode="normal")
        self.pending, self.joker, self.expected, self.reserve = None, None, None, {}
        self.on_top = {}
        self.reprompt = None  # (a move asked again while the build played alone)
        self.unseen_reserve = None
        # (its turn line answered here: one answered ahead of the turn left behind is no
        # answer owed now, nor is a turn's table still to be shown)
        self.turn_answered, self.turn_unshown = False, None
        self.table.turn_starts()
        self.answered_kind = "turn"
        self.turns += 1
        return True

    def _spent(self, found: Deviation) -> bool:
        """Whether the game has put itself back in step as often as it may, `found` next."""
        if self.careful:
            return self.rejoins >= CAREFUL_REJOINS
        kinds = {(d.clause, d.summary) for d in self.found if d.kind == "rule" and d.wrong}
        return self.rejoins >= REPEATS or \
            (found.clause, found.summary) not in kinds and len(kinds) >= REJOINS

    def _reserve_out_of_sight(self) -> int | None:
        """At a turn line: the player whose turn just ended with a reserve held, their piles
        now short of the game's (the reserve went into none of them), in a build whose tables
        show no reserve (`display.IN_HAND_MISSING`); None where there is none such. The build
        may have put the card back after its table (the next one shows it back), or hold it
        still, where no table of it shows it (`_reserve_seen_again`)."""
        move = self.ctx.move
        mover = move.state.holder() if move is not None else None
        if mover is None or display.IN_HAND_MISSING not in self.table.noted or not (
                mover.reserve or move.action is not None and move.action.kind == "reserve"):
            return None
        return mover.number if self.ledger.shown.get(f"player {mover.number} piles", 0) < 0 \
            else None

    def _reserve_seen_again(self) -> None:
        """At the next move request after a turn that ended with a reserve out of sight
        (`unseen_reserve`), its table compared: piles back as the game's, the card went back
        late (a display the ledger judges as it heals); still short, the build may hold it
        where no table shows it, and what the player does with it later (a swap for a card
        into the reserve, a cut putting it back) would read as errors of their own: the game
        ends here, the difference judged as it is. A build that shows its reserve shows one
        kept at the player's next turn (R17.1), and no game is put back in step from a table
        with a reserve held."""
        player, self.unseen_reserve = self.unseen_reserve, None
        if self.ledger.shown.get(f"player {player} piles", 0) < 0:
            raise Stop(None)

    def _rejoin_piles(self) -> bool:
        """At a turn line: in a game a grade plays, `_rejoin_settled`. In a careful game,
        piles that differ from the reference's (a card the build put in another pile) are the
        error that difference was named. The game is put back in step from the build's table,
        so that what the build does at the next point shows on its own, not inside a
        difference of the same piles still open; where it cannot be (no rejoin is left), the
        game ends at it. False: no pile differs (or none that `Ledger.take` claims)."""
        if not self.careful:
            return self._rejoin_settled()
        found = self.ledger.take(self.points)
        if found is None:
            return False
        if self._rejoin(found):
            return True
        raise Stop(found)

    def _rejoin_settled(self) -> bool:
        """In a game a grade plays, at a turn line: counts that differ since every player had
        a turn are the rule errors they were named, whatever the build shows later
        (`Ledger.settled`). The game is put back in step from the build's table, so that
        what those piles lead to (a reshuffle of fewer cards, a turn ended for want of cards)
        is judged as the build's own game, not read as errors of their own; and what the
        build does wrong later is still reached. False: none such, or no rejoin is left (the
        game goes on as it is)."""
        if not self._may_rejoin(self.ledger.settled(self.turns)):
            return False
        claimed = self.ledger.take_settled()
        self.found.extend(claimed[:-1])
        return self._rejoin(claimed[-1], steer=False)

    def _alone_to_next_turn(self) -> Prompt | None:
        """The build played alone, from its last prompt, to the first move request of its
        next turn (None: it ended, or asked what cannot be answered alone). The turn line of
        the player who made the last move is that turn going on (shown again before a card, or
        where the build did not end the turn), never the next turn; a build that shows no turn
        line the grader reads is at its next turn where it asks another player's move."""
        prompt, turn = self.b_next or self.b_last, self.turn_passed
        self.b_next, self.turn_passed = None, False
        mover = self.ctx.move.player if self.ctx.move is not None else None
        asked: tuple[State, CardShown | None] | None = None
        tries = 0  # the same move asked again at the same table: the next candidate
        for _ in range(ALONE):
            if prompt is None or prompt.kind not in ("turn", "move", "joker"):
                return None
            if prompt.kind == "turn":
                turn = turn or prompt.player is None or prompt.player != mover
                if self._reads_turn_line():
                    self.b.send("")
            elif prompt.kind == "move" and (turn or not self.turn_lines and
                                            prompt.player not in (None, mover)):
                return prompt  # (where it shows no turn line read: another player's move)
            elif prompt.kind == "move":
                now = (self.b.reader.tracker.snapshot(), card_of(prompt, self.held))
                tries, asked = (tries + 1 if now == asked else 0), now
                moves = any_moves(*now)
                self.b.send(moves[tries % len(moves)])
                # (what it asks next follows that move: a joker's value in its own words)
                self.held, self.answered_kind = now[1], "move"
            else:
                self.b.send(in_offered_form(prompt.line, "A"))  # fits every head
                self.answered_kind = "joker"
            prompt = self._build_prompt()
        return None
