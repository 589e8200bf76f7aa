"""Shown counts judged by what they do, not where they first differ. A difference in a count
(a player's total, draw, discard, remaining or reserve; a head's card count) never ends a run:
it is recorded, the run goes on with the reference's state as the truth, and it is judged when
the run ends:
- the same relation at every prompt of a kind since the first (an offset, a card moved between
  fields, e.g. the total counting the card in hand) is a `display` finding;
- a difference that appears and heals again while the game goes on the same way is `display`;
- one that first appears after an action and never heals, or heals only after every player
  had a turn (a card put in another pile agrees again at a reshuffle), is a rule error of that
  action (its naming is taken when it appears), in every run of the grade that shows it. A
  run can end before a difference had the time to heal: the grade settles such a difference
  afterwards, as `display` when the same relation healed in any other transcript or game of
  the build (count_settling.py).
A difference is new where it first showed: one still shown at the next table by the same amount
is the same one, whoever's turn it is now; one first shown in another player's piles is new. One
a turn-end table shows further off than the next move request (no move between) was that
table's display error for the part gone; one back there at what it was before that table is
the same one as before.
A difference that is still open when the course of the game differs in the same turn is a
symptom of that course difference, not a finding of its own (where one from an earlier turn is
still open too, that one is a finding of its own and the newer one is looked at); where it is
in the cards still to draw (which decide when a turn ends by its quota: not a turn going on
after an equal card or a cut, nor one ending early where more are shown left, or going on
where fewer are, nor which heads a cut leaves), or where the build dies or hangs a move
later, it names the course difference instead: the action after which it first showed is
the one that went wrong.
One that first showed right after an answer nobody gave (garbage taken as an answer) names
every course difference while it is open: the build has played another game since. A turn
begun with the reserve held otherwise than the reference's, while an earlier turn's difference
is open, follows that difference: its course difference is its symptom, and the earlier one is
a rule error however soon it heals (the card was out of the piles)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial
from typing import Callable

from .acted import TAKEN_AS_CUT
from .count_marks import EASED, FIXED, LASTING, LATE, ONCE, SYMPTOM, shape
from .count_relations import count_field, describe, draw_differs, eased, key_of, \
    moved_between_piles, relation, reshuffle_differs, standing, back, unknown
from .count_episode import CUT_EFFECT, ENDINGS, ENDS_REGARDLESS, PILES_DECIDE, TAKEN, Episode, \
    again, decides_turn, display_finding, named_as, drawn_card, foretold, paces, starved
from .state import State
from .verdict import Deviation
from .vocab import Kind

@dataclass
class Ledger:
    """One run's count differences. `observe` at every compared table; `close` when the run
    ends; the deviations found are appended to `found`."""

    found: list[Deviation]
    baseline: dict[str, frozenset] = field(default_factory=dict)
    episode: Episode | None = None
    # a difference in other counts that first showed while `episode` was open, in a later turn
    latest: Episode | None = None
    # the cards still to draw differing in a later turn than `episode`, which they start afresh
    # at: they decide how this turn goes on (`close`)
    drawn: Episode | None = None
    fixed_noted: set[frozenset] = field(default_factory=set)
    moves: int = 0  # moves played so far (set by the run)
    first_error_at: int | None = None  # moves played when a difference judged a rule error began
    piles_wrong: bool = False  # a difference judged a rule error was in draw or discard piles
    wrong_shape: str = ""  # ... the last one's shape
    wrong_who: frozenset = frozenset()  # ... the players it showed in; the last turn a table
    doubted: int = -1  # was read only by undoing a display error never seen (comparator.py)
    counted: Episode | None = None  # the cards still to draw that last differed and agreed again
    # a difference in the cards still to draw alone is a rule error even though it heals (off
    # while a reading is sought: it shows under every reading, and the moves played before
    # the first error must measure how far the reading agrees)
    remaining_errors: bool = True
    began: tuple[int, int] = (-1, 0)  # the turn last compared in, and the moves played before it
    drawing: bool = False  # the last table compared differs in whether the player holding a
    # card has cards left to draw (`draw_differs`)
    own: bool = False  # the last table compared differs in the piles of the player holding a
    # card: only those decide whether that player has won or the turn ends
    short: bool = False  # ... in a draw pile of fewer than two cards on one side: that decides
    # whether a cut's new heads need the discard pile reshuffled (`reshuffle_differs`)
    ended: dict[str, int] | None = None  # `shown` before the table compared last, a turn end
    shown: dict[str, int] = field(default_factory=dict)  # the differences beyond the fixed
    # relation at the last table compared (`standing`): one still shown later is no new one

    def _begin(self, turn: int) -> None:
        if self.began[0] != turn:
            self.began = (turn, self.moves)

    def observe(self, where: str, want: State, diffs: list[tuple[str, str, str]],
                name: Callable[[list[tuple[str, str, str]]], Deviation], turn: int,
                started: bool) -> None:
        """`diffs`: the count differences at a prompt of kind `where` (turn or move); `name`
        names the ones beyond the fixed relation as the rule error they would be, with this
        prompt's evidence; `started`: a move was played already (a relation first seen then
        is not one the build showed from its first prompt on)."""
        self._begin(turn)
        self.drawing = draw_differs(want, diffs)
        self.short = reshuffle_differs(want, diffs)
        rel = relation(want, diffs)
        self.own = any(role == "holder" and what in ("draw", "discard", "total")
                       for role, what, _ in rel - self.baseline.get(where, frozenset()))
        base = self.baseline.setdefault(where, frozenset() if started else rel)
        if rel == base:
            if rel and rel not in self.fixed_noted:
                self.fixed_noted.add(rel)
                self.found.append(display_finding(
                    name(diffs), f"a shown count differs from the game by a fixed amount at "
                    f"every prompt ({describe(rel)})", FIXED + shape(rel)))
            self._heal(turn, want)
            return
        beyond = [d for d in diffs if not relation(want, [d]) <= base]
        before, self.shown = self.shown, standing(want, beyond, base)
        # (the counts standing before a turn-end table compared just now: `fresh` below)
        ended, self.ended = self.ended, before if where == "turn" else None
        if self.episode is not None and self.episode.turn != turn and self.latest is None and \
                self._own_back(self.episode):
            # (its own counts agree again in a later turn while others differ: it healed, judged
            # as one alone; the others are a new difference, but for those shown by the same
            # amount at the last table: they showed with it, and keep its name)
            ep, self.episode, self.drawn = self.episode, None, None
            self._judge_healed(ep, turn, want)
            if all(key in before and self.shown[key] == before[key] for key in self.shown):
                name = partial(named_as, name, ep.named)
        eased_now: set[str] = set()
        if self.episode is not None:
            eased_now = self._ease(where, want, beyond, before)
            self.episode.tables += 1
        if self.episode is None:
            who = {int(f.split()[1]) for f, _, _ in beyond if f.startswith("player ") and
                   f.split()[1].isdigit()}
            self.episode = Episode(rel, name(beyond or diffs), turn, where, len(want.players),
                                   self.moves, frozenset(who), discards={
                                       p.number: p.discard for p in want.players
                                       if p.number in who})
            return
        if self.latest is not None and ((moved_between_piles(self.latest.rel) or
                                         self.latest.tables == 1) and
                                        not self.latest.keys & set(self.shown) or
                                        back(self.latest, self.shown)):
            self._heal_latest(turn)
        elif self.latest is not None:
            self.latest.tables += 1
        if self.episode.turn != turn and where == "move" and \
                (self.drawn is None or self.drawn.turn != turn):
            left = [d for d in beyond if d[0].endswith(" remaining")]
            if left:
                self.drawn = Episode(relation(want, left), name(left), turn, where,
                                     len(want.players), self.moves)
        fresh = unknown(self.episode, want, beyond)
        if self.episode.turn == turn:
            self.episode.also |= relation(want, fresh)
            return
        # (a difference shown at the last table too, by the same amount, is no new one: it
        # first showed in an earlier turn, whatever player's turn it is now)
        # (nor is one back to what it was before a turn-end table just compared, in the piles
        # of a player not drawing now: nothing changed them since, that table showed them
        # otherwise, e.g. before the reserve went back)
        holder = want.holder()
        fresh = [d for d in fresh if self.shown[key_of(d[0])] != before.get(key_of(d[0])) and
                 key_of(d[0]) not in eased_now and not (
                     ended is not None and self.shown[key_of(d[0])] == ended.get(key_of(d[0]))
                     and holder is not None and key_of(d[0]) != f"player {holder.number} piles")]
        if not fresh:
            return
        keys = frozenset(key_of(d[0]) for d in fresh)
        if self.latest is not None and self.latest.turn == turn:
            self.latest.also |= relation(want, unknown(self.latest, want, fresh))
            self.latest.keys |= keys
            self.latest.over = {k: before[k] for k in keys if k in before} | self.latest.over
            return
        self.latest = Episode(relation(want, fresh), name(fresh), turn, where,
                              len(want.players), self.moves, keys=keys,
                              over={k: before[k] for k in keys if k in before})
        if self.latest.named.kind == Kind.RULE and self._reserve_at_start(self.latest, turn):
            self.episode.held |= {turn}

    def _ease(self, where: str, want: State, beyond: list[tuple[str, str, str]],
              before: dict[str, int]) -> set[str]:
        """A difference first shown at a turn-end table that the next table, the next turn's
        first move request with no move between, shows nearer the game in number but not at
        it (a table printed before the reserve goes back, beside a reserve kept): the part
        gone was that table's display error, the rest is what stays open (no new difference).
        Cards left only in another pile keep the relation first shown: a build that shows a
        reshuffle early at that table (its draw pile empty) shows the cards so until the game's
        own reshuffle, a display error too, not cards put in another pile (`_heal`). The piles
        so eased."""
        holder, out = want.holder(), set()
        for ep in (self.episode, self.latest):
            if where != "move" or not self._at_turn_end_only(ep):
                continue
            own = ep.piles()
            keys = [k for k in eased(before, self.shown, holder.number if holder else None)
                    if k in own]
            if not keys:
                continue
            self.found.append(display_finding(
                ep.named, "a shown count differs from the game at a turn's end by more than at "
                f"the next move request, with no move between ({shape(ep.rel)})",
                ONCE + EASED + shape(ep.rel)))
            if any(self.shown[key] for key in keys):  # (cards still made or lost)
                ep.rel = relation(want, [d for d in beyond if key_of(d[0]) in own])
            out |= set(keys)
        return out

    def turn_end_only(self) -> bool:
        """Whether the one difference open first showed at the turn-end table compared last,
        with no move since: the next table, the next turn's first move request, tells whether
        it was that table's display error (`_ease`)."""
        return self.latest is None and self._at_turn_end_only(self.episode)

    def _at_turn_end_only(self, ep: Episode | None) -> bool:
        """Whether `ep` showed at one table alone, the turn-end table, with no move since."""
        return ep is not None and ep.tables == 1 and ep.where == "turn" and ep.at == self.moves

    def open_cause(self, turn: int) -> Episode | None:
        """The difference open in turn `turn` that decides how it goes on (`decides_turn`):
        the open one, or a newer one beside an older one still open."""
        return next((ep for ep in (self.episode, self.latest, self.drawn) if ep is not None and
                     ep.turn == turn and decides_turn(ep)), None)

    def beyond_fixed(self, where: str, want: State, diffs: list[tuple[str, str, str]]
                     ) -> list[tuple[str, str, str]]:
        """`diffs` but those the fixed relation shown from the first prompt `where` explains."""
        base = self.baseline.get(where, frozenset())
        return [d for d in diffs if not (base and count_field(d[0]) and
                                         relation(want, [d]) <= base)]

    def matched(self, turn: int, want: State | None = None) -> None:
        """The table (`want`: the game's) agreed with the reference's: no count differs."""
        self._begin(turn)
        self.drawing = self.own = self.short = False
        self._heal(turn, want)

    def _heal(self, turn: int, want: State | None = None) -> None:
        """The counts agree again. Shown at another moment, a count agrees again by the time
        every player had a turn; cards put in another pile agree only after a reshuffle,
        mostly much later: that is the rule error it was named, however soon the reshuffle
        came (the game's discard pile of a player it showed in is smaller now); so is one
        beside which a player began a turn holding a reserve the game does not hold (`held`).
        Cards in another pile that agree only because the player has none left to draw
        (`want`: the game's table; draw and discard piles empty on both sides) have not
        healed: where they were is no longer seen, and the difference is judged as one left
        open (`count_settling.settle`)."""
        self.ended = None
        ep, self.shown = self.episode, {}
        if ep is None:
            return
        self.episode = self.latest = self.drawn = None
        self._judge_healed(ep, turn, want)

    def _judge_healed(self, ep: Episode, turn: int, want: State | None) -> None:
        if moved_between_piles(ep.rel) and want is not None and any(
                p.number in ep.who and p.draw == p.discard == 0 for p in want.players):
            self._error(ep)
            return
        if moved_between_piles(ep.rel) and want is not None and any(
                p.discard < ep.discards.get(p.number, 0) for p in want.players):
            # (agreeing again at a reshuffle however soon it came: a draw pile of one card)
            self._error(ep, LATE)
            return
        if turn - ep.turn > ep.players or self.remaining_errors and \
                all(what == "remaining" for _, what, _ in ep.rel) or ep.held:
            # (the cards still to draw start again at every turn: a difference in them alone,
            # not shown at the turn's first move request, was made by a move of the turn; one
            # open while a player began a turn holding a reserve the game does not hold had a
            # card out of the piles: it heals as the build's play brings it back, however soon)
            self._error(ep, LATE)
            self.counted = ep if {what for _, what, _ in ep.rel} == {"remaining"} else None
            return
        if self.piles_wrong:
            return  # (piles went wrong for a rule error earlier in the run: its aftermath)
        self.found.append(self._healed(ep))

    def _own_back(self, ep: Episode) -> bool:
        """Whether the players' counts `ep` showed in (none of its heads') all agree again at
        the table compared last (`shown`), other counts differing there."""
        return bool(ep.who) and all(role != "head" for role, _, _ in ep.rel | ep.also) and \
            not any(key.startswith(f"player {n} ") for key in self.shown for n in ep.who) and \
            not ep.keys & set(self.shown)

    def _heal_latest(self, turn: int) -> None:
        """The newer difference, cards shown in another of a player's piles (none made or
        lost), counts the older one covers back as they were (`back`), or any shown at one
        table alone (ONCE), agrees again while the older one is still open: as `_heal` judges
        one alone, but where the older one is a rule error, one that heals within a round of
        turns is its aftermath (the piles are out of step), no finding. (One that made or
        lost cards over more tables stays open, whatever shows later: a card kept or lost
        shows again when it is used; a reserve kept past a turn shows at the turn-end table
        and at the next.)"""
        late, self.latest = self.latest, None
        assert late is not None and self.episode is not None
        if turn - late.turn > late.players:
            self._error(late, LATE)
        elif self.episode.named.kind != Kind.RULE and not self.piles_wrong:
            self.found.append(self._healed(late))

    def _healed(self, ep: Episode) -> Deviation:
        """`ep`, healed soon, as a display finding; where a move was played before it agreed
        again (the build's own play may have undone it), keeping the name it had (`own`):
        count_settling.settle drops it where the grade shows that rule error never healing."""
        found = display_finding(ep.named, "a shown count differs from the game for a while "
                                f"and then agrees again ({shape(ep.rel)})", ep.lasted())
        if self.moves > ep.at:
            found.own = (ep.named.kind, ep.named.clause, ep.named.summary, ep.named.message)
        return found

    def close(self, course: Deviation | None, turn: int) -> None:
        """The run ends, on `course` (the difference in the course of the game that ended it,
        None if none did) in turn `turn`. A count difference still open from that same turn
        showed first what went wrong: the course difference is named as it is. One open from an
        earlier turn is a finding of its own (settled across the grade)."""
        ep, late, drawn = self.episode, self.latest, self.drawn
        self.episode = self.latest = self.drawn = None
        wrong = course is not None and course.wrong
        if ep is None:
            if wrong and course.kind == Kind.RULE and course.clause in PILES_DECIDE and \
                    self.doubted == turn and self.wrong_shape:
                # (the piles went wrong for a rule error before, and this turn's table was read
                # only by undoing a display error never seen: the build's game decides)
                course.episode = SYMPTOM + self.wrong_shape
            elif wrong and (count := self.counted) is not None and count.turn == turn and \
                    _paced(course) and paces(course, count.rel):
                # (the cards still to draw went wrong in this turn, a rule error however soon
                # they agreed again: they decide when it ends)
                foretold(course, count.rel)
                course.clause, course.summary = count.named.clause, count.named.summary
            return
        taken = next((e for e in (ep, late) if e is not None and e.named.kind in TAKEN), None)
        if wrong and taken is not None and course.kind == Kind.RULE:
            # the build took an answer nobody gave (its counts differed right after it), and
            # has played another game since: what goes another way later follows from that
            if taken is late:
                self._error(ep)
            foretold(course, taken.rel)
            course.kind, course.clause = taken.named.kind, taken.named.clause
            course.summary = taken.named.summary
            course.message = f"{taken.named.message}; later {course.message}"
            return
        if wrong and course.kind == Kind.RULE and ep.turn != turn and \
                ep.named.kind == Kind.RULE and (self._reserve_at_start(late, turn) or
                                                turn in ep.held):
            # the player began this turn holding a reserve the reference does not hold (or
            # without the one it holds), since an earlier turn's difference still open: the
            # turn's course follows from that error (settled across the grade), though the
            # reserves may agree again since (a move 0 the build took as a swap)
            course.episode = SYMPTOM + shape(ep.rel)
            self._error(ep)
            return
        paced = wrong and _paced(course)
        if paced and drawn is not None and drawn.turn == turn and paces(course, drawn.rel) \
                and decides_turn(drawn) and not any(e is not None and e.turn == turn and
                                                decides_turn(e) for e in (ep, late)):
            # the cards still to draw went wrong in this turn, beside an older difference: that
            # decides when the turn ends (the older one is a finding of its own)
            self._error(ep)
            foretold(course, drawn.rel)
            course.clause, course.summary = drawn.named.clause, drawn.named.summary
            return
        piles = next((e for e in (ep, late) if e is not None and e.turn != turn and
                      e.named.kind == Kind.RULE and
                      any(what in ("draw", "discard", "total") for _, what, _ in e.rel | e.also)),
                     None)
        if wrong and (course.kind == Kind.RULE and (course.clause in PILES_DECIDE and self.own or
                                                    course.clause in CUT_EFFECT and self.short or
                                                    paced and self.drawing or
                                                    again(course, ep.named) or
                                                    starved(course, piles)) or
                      drawn_card(course)) and piles is not None and \
                not any(e is not None and e.turn == turn and decides_turn(e)
                        for e in (late, drawn)):
            # the piles differ since an earlier turn (from the oldest difference open, or one
            # newer), and they decide this (the turn's end, a win, the card drawn), or the
            # build dies after a move of the kind that made them differ: a symptom, where that
            # difference is a rule error (settled across the grade)
            course.episode = SYMPTOM + shape(piles.rel)
            self._error(ep)
            if piles is late:
                self._error(late)
            return
        if wrong and ep.turn != turn and late is not None and late.turn == turn:
            # an older difference is still open, and other counts went wrong in this turn:
            # the older one is a finding of its own, the newer one showed what went wrong now
            self._error(ep)
            ep = late
        if wrong and ep.turn == turn:
            if paced and paces(course, ep.rel) and \
                    (decides_turn(ep) or self.drawing and ep.named.kind == Kind.RULE):
                # the cards still to draw differed after an action of this turn, and that
                # decides when the turn ends: that action is what went wrong
                foretold(course, ep.rel)
                course.clause, course.summary = ep.named.clause, ep.named.summary
            elif course.kind == Kind.RULE and (decides_turn(ep) or self.drawing and
                                               ep.named.kind == Kind.RULE):
                self._error(ep)  # (a move refused beside it, or a course it cannot have
                # decided: a finding of its own)
            elif course.kind == Kind.RULE and ep.named.kind == Kind.RULE and \
                    course.category in ENDINGS and ep.at < self.moves:
                # the build dies (or hangs) a move after its counts went wrong: the state it
                # broke then is what it dies of, not the move it dies after
                verb = course.summary.split(" after ")[0]
                foretold(course, ep.rel)
                course.clause, course.summary = ep.named.clause, ep.named.summary
                course.message = f"{ep.named.message}; {verb} later in the turn " \
                    f"({course.message})"
            return
        self._error(ep)
        if late is not None and late.named.kind == Kind.RULE and not wrong and \
                any(self.shown.get(key) for key in late.keys):
            # (open still, a player's cards more or fewer than the game's: judged as the older
            # one; cards only shown in another of their piles are left as its aftermath)
            self._error(late)

    def _reserve_at_start(self, ep: Episode | None, turn: int) -> bool:
        """Whether `ep` showed at the first move request of turn `turn`, before any move of
        it, in the reserve of the player holding a card."""
        return ep is not None and ep.turn == turn and ep.where == "move" and \
            self.began == (turn, ep.at) and ("holder", "reserve") in \
            {(role, what) for role, what, _ in ep.rel}

    def take(self, points: frozenset[str] = frozenset()) -> Deviation | None:
        """The open difference in the piles, claimed by the run as the error it was named (a
        careful game then puts the game back in step: rejoin.py). None if none is open, or if
        it is named at one of `points` (where the readings put a card in different piles) and
        is not a card moved from one pile to the other: no reading does that, so it says
        nothing of the reading, and it is left open."""
        ep = self.episode
        if ep is None or not any(what in ("draw", "discard") for _, what, _ in ep.rel) or \
                ep.named.clause in points and not moved_between_piles(ep.rel):
            return None
        self.episode = self.latest = self.drawn = None
        return self._claim(ep)

    def settled(self, turn: int) -> Deviation | None:
        """At the start of turn `turn`: the newest open difference, as named, where what every
        open one is is known (`_known`). A newer one of the same shape is the same error
        again, or the same cards seen from another player's turn (roles change with the turn):
        it is no other. None if not known yet (`take_settled` claims them)."""
        known = self._settled_episodes()
        if known and all(self._known(ep, turn) for ep in known):
            return known[-1].named
        return None

    def _known(self, ep: Episode, turn: int) -> bool:
        """Whether `ep` is known to be the rule error it was named: open since every player
        had a turn (healing now would come too late to be a display error: `_heal`), in more
        than the cards still to draw (its own counts, or those it went on into in its turn:
        `Episode.also`); or the cards still to draw alone differing after a move, a rule
        error at once."""
        if ep.named.kind != Kind.RULE:
            return False
        if self.remaining_errors and ep.where == "move" and \
                all(what == "remaining" for _, what, _ in ep.rel):
            return True
        return turn - ep.turn > ep.players and \
            any(what != "remaining" for _, what, _ in ep.rel | ep.also)

    def _settled_episodes(self) -> list[Episode]:
        eps = [ep for ep in (self.episode, self.latest) if ep is not None]
        if len(eps) == 2 and shape(eps[1].rel) == shape(eps[0].rel):
            return eps[:1]
        return eps

    def take_settled(self) -> list[Deviation]:
        """The open differences, claimed as the rule errors they were named (`settled`)."""
        known = self._settled_episodes()
        self.episode = self.latest = self.drawn = None
        return [self._claim(ep) for ep in known]

    def _error(self, ep: Episode, mark: str = "") -> None:
        self.found.append(self._claim(ep, mark))

    def _claim(self, ep: Episode, mark: str = "") -> Deviation:
        """`ep` as the rule error it was named, noted as the run's (piles wrong, first error);
        marked LASTING where it is open since every player had a turn. Cards only moved
        between piles that went wrong for a rule error before are its aftermath (the build
        reshuffles at other moments since)."""
        if self.piles_wrong and moved_between_piles(ep.rel) and ep.who and \
                ep.who <= self.wrong_who:
            return replace(ep.named, ends_run=False, episode=SYMPTOM + self.wrong_shape)
        if not mark and self.began[0] - ep.turn > ep.players:
            mark = LASTING
        if any(what in ("draw", "discard") for _, what, _ in ep.rel):
            self.piles_wrong, self.wrong_shape = True, shape(ep.rel)
            self.wrong_who = ep.who
        if self.first_error_at is None:
            self.first_error_at = ep.at
        return replace(ep.named, ends_run=False, episode=mark + shape(ep.rel))


def _paced(course: Deviation) -> bool:
    """Whether what is left to draw may have decided `course`: not a move refused (the build's
    own decision, whatever it counted), nor a move taken as a cut or a turn going on after a
    move that ends it (either whatever is left to draw), nor the heads a cut leaves (what is
    left to draw decides when a turn ends, not which head is cut)."""
    return course.kind == Kind.RULE and "refused" not in course.summary and \
        TAKEN_AS_CUT not in course.summary and \
        not (course.clause in ENDS_REGARDLESS and
             course.summary.startswith("the turn goes on")) and \
        not (course.field or "").startswith("head")
