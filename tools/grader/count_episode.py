"""A count difference from where it first showed (`Episode`), named as the rule error it would
be, and the course differences a difference still open explains (counts.Ledger judges them):
those the player's piles decide, a card drawn from them, the build dying after the kind of move
that broke them or where it had no card to give."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable

from .count_marks import CAUSE, ONCE, shape
from .vocab import Kind

if TYPE_CHECKING:
    from .verdict import Deviation

# course differences decided by whether the player still owns cards (a win, the reserve the
# only card left, a turn ending with nothing left to draw): where the piles the build shows
# differ since an earlier turn, they follow
PILES_DECIDE = ("R16.1", "R16.2", "R18.1")
CUT_EFFECT = ("R15.3", "R15.4")  # a cut's course, which a short draw pile decides too
ENDINGS = ("crash", "timeout", "endless-output", "exit")  # a run that ends with the build
# the kinds a difference is named when it follows an answer nobody gave, taken as one
TAKEN = (Kind.ROBUSTNESS, Kind.TESTING, Kind.READING)
# moves that end a turn whatever is left to draw (an equal card, an ace on an ace, a cut): a
# turn going on after one is not paced by the cards still to draw
ENDS_REGARDLESS = ("R8.1", "R8.2", "R15.5")


def again(course: Deviation, named: Deviation) -> bool:
    """Whether the build dies (or hangs, or ends) after a move of the kind after which its
    piles went wrong earlier: that move went wrong again, the state it broke what it dies of."""
    return course.category in ENDINGS and bool(course.action) and course.action == named.action


def starved(course: Deviation, piles: Episode | None) -> bool:
    """Whether the build dies where the reference asks a player to move whom the build's
    last table showed with no card left (`course.field`: `count_relations.out_of_cards`),
    a player whose piles differ since `piles` first showed: it had no card to give them."""
    return course.category in ENDINGS and piles is not None and \
        course.field in {f"player {n} total" for n in piles.who}


def drawn_card(course: Deviation) -> bool:
    """Whether `course` is a card in hand other than the tester named, or drawn without
    asking (testing mode): which pile the build draws from, and when it reshuffles, follow
    from its piles."""
    return course.kind == Kind.TESTING and course.clause == "R23.1" and \
        course.category == "state"


@dataclass
class Episode:
    """A count difference from where it first showed, named as the rule error it would be."""

    rel: frozenset
    named: Deviation
    turn: int
    where: str  # the kind of prompt where it first showed: turn (a turn end) or move
    players: int
    at: int = 0  # the moves played when it first showed
    who: frozenset = frozenset()  # the players whose counts differ where it first showed
    keys: frozenset = frozenset()  # the counts it covers (`key_of`): it heals when none differs
    # ... or, for counts an older difference open beside it covered already, when they are
    # back to what they were just before it showed (`standing`)
    over: dict = field(default_factory=dict)
    also: frozenset = frozenset()  # other counts that first differed later in the same turn:
    # the same error showing in more counts (a card taken from the wrong pile for a swap shows
    # in the cards still to draw, then in the piles at the turn's end)
    tables: int = 1  # the tables compared that showed it
    discards: dict = field(default_factory=dict)  # the game's discard pile of each of `who`
    # where it first showed (a smaller one since: that pile was reshuffled into the draw pile)
    held: frozenset = frozenset()  # the turns a player began holding a reserve the game does
    # not hold while it was open (a newer difference named a rule error): the build's game was
    # out of step

    def lasted(self) -> str:
        """The shape of a difference that healed, marked ONCE where one table alone showed
        it."""
        return (ONCE if self.tables == 1 else "") + shape(self.rel)

    def piles(self) -> frozenset:
        """The players' piles it covers, keyed as `count_relations.key_of` keys them: those of
        the players it first showed in (`who`) and its `keys`."""
        return self.keys | {f"player {n} piles" for n in self.who}


def decides_turn(ep: Episode) -> bool:
    """A difference named a rule error that showed in the cards still to draw after an
    action: it decides when the turn ends and which card comes next."""
    return ep.named.kind == Kind.RULE and ep.where == "move" and \
        any(what == "remaining" for _, what, _ in ep.rel)


def paces(course: Deviation, rel: frozenset) -> bool:
    """Whether cards still to draw differing by `rel` can have decided `course`: not a turn
    ending early where the build has more of them left, nor one going on where it has fewer."""
    left = sum(delta for _, what, delta in rel if what == "remaining")
    return not (left > 0 and course.summary.startswith("the turn ends") or
                left < 0 and course.summary.startswith("the turn goes on"))


def foretold(course: Deviation, rel: frozenset) -> None:
    """Marks `course` as the course difference a count difference of its turn (relation `rel`)
    foretold (CAUSE), keeping the name it had of its own (`own`) before it takes that one's."""
    course.own = (course.kind, course.clause, course.summary, course.message)
    course.episode = CAUSE + shape(rel)


def display_finding(named: Deviation, summary: str, sig: str) -> Deviation:
    """`named` (a difference named as the rule error it would be) as a display finding."""
    clause = "R20.2" if named.field and named.field.startswith("head") else "R21.1"
    return replace(named, kind=Kind.DISPLAY, clause=clause, summary=summary, ends_run=False,
                   episode=sig, healed=True)


def named_as(name: Callable[[list[tuple[str, str, str]]], Deviation], model: Deviation,
             diffs: list[tuple[str, str, str]]) -> Deviation:
    """`diffs` with their own evidence, under the name of `model`."""
    return replace(name(diffs), kind=model.kind, clause=model.clause, summary=model.summary)

