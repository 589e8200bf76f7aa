"""Targeted scenarios from seeds: each family reaches a state by neutral play (prefix.py) and
then applies the rule under test, usually ending at end of input just after it (exit 1), so
that a transcript stays short and never reaches a reading-dependent turn end. One family per
rule area; `cases(area, count)` writes `count` variants with seeds area-base + i. A family
names the clauses each variant tests (`s.tests`, the `tests:` header) by the branch it took.
Outside `input`, every answer is well-formed: an ignored move is a head id or a joker value
that fits no action, never garbage."""

from __future__ import annotations

from collections.abc import Callable

from rules.cards import JOKER, NAMES
from rules.model import Script, fits

from . import prefix as px
from .cases import Case
from .steer import Steer

Family = Callable[[Steer, Script], str]
FAMILIES: dict[str, Family] = {}


def family(area: str) -> Callable[[Family], Family]:
    def register(fn: Family) -> Family:
        FAMILIES[area] = fn
        return fn
    return register


@family("setup")
def setup(st: Steer, s: Script) -> str:
    first = JOKER if st.rng.random() < 0.2 else st.card(st.rng.randint(1, 13))
    s.start(first)
    px.ordinary_turns(st, s, st.rng.randint(0, 2 * s.t.players))
    s.tests |= {"R1.1", "R1.3", "R3.1", "R3.3"} | ({"R3.2", "R11.2"} if first == JOKER else set())
    return f"{s.t.players} players, first head {first}, then a few one-head turns"


@family("display")
def display(st: Steer, s: Script) -> str:
    px.opening(st, s, first=JOKER if st.rng.random() < 0.3 else None)
    px.ordinary_turns(st, s, st.rng.randint(1, 6))
    if s.t.phase == "turn":
        s.turn()
    s.tests |= {"R20.1", "R21.2", "R21.3", "R21.4"}
    return "the table shown after heads change, with the held card's line (R20, R21)"


@family("play")
def play(st: Steer, s: Script) -> str:
    px.opening(st, s)
    turns = st.rng.randint(1, 5)
    for _ in range(turns):
        s.turn()
        p = s.t.current
        while s.t.phase == "move" and s.t.current == p:
            px.continue_turn(st, s)
    s.tests |= {"R5.1", "R16.1"} | ({"R7", "R9"} & s.rules)
    return f"{turns} turns of two cards each on two heads, below the tops or onto aces (R5, R7)"


@family("equal")
def equal(st: Steer, s: Script) -> str:
    px.opening(st, s)
    px.ordinary_turns(st, s, st.rng.randint(0, 3))
    s.turn()
    h = st.rng.choice(s.t.heads)
    s.act(st.card(h.top), str(h.id))
    s.turn()
    s.tests |= {"R8.1"} | ({"R8.2"} if h.top == 1 else set())
    return f"an equal card on head {h.id} ends the turn with a card still to draw (R8.1)"


@family("ace")
def ace(st: Steer, s: Script) -> str:
    px.opening(st, s)
    s.turn()
    h = st.rng.choice(s.t.heads)
    s.act(st.card(1), str(h.id))  # an ace goes on anything (R7 or R8)
    if s.t.phase == "move":
        if st.rng.random() < 0.5:
            s.act(st.card(1), str(h.id))  # ace on ace: action 2 ends the turn (R8.2)
            what = "ace on ace ends the turn"
            s.tests.add("R8.2")
        else:
            s.act(st.card(st.rng.randint(2, 13)), str(h.id))  # anything on an ace (R9)
            what = "a card above an ace goes on it"
            s.tests.add("R9")
    else:
        what = "an ace on an ace-valued head"
        s.tests.add("R8.2")
    s.turn()
    return f"an ace on head {h.id}, then {what}"


@family("joker")
def joker(st: Steer, s: Script) -> str:
    px.opening(st, s, new=(JOKER if st.rng.random() < 0.3 else st.head_card(), st.head_card()))
    s.turn()
    h = st.rng.choice(s.t.heads)
    if st.rng.random() < 0.4:  # a value that fits no action there: ignored (R10.4)
        bad = [NAMES[v] for v in range(1, 14) if not fits(v, h.top)]
        if bad:  # (none on an ace: every value fits it)
            s.act(JOKER, str(h.id), joker=st.rng.choice(bad))
            s.tests.add("R10.4")
    value = st.rng.choice([NAMES[v] for v in range(1, 14) if fits(v, h.top)])
    s.act(JOKER, str(h.id), joker=value)
    s.tests |= {"R10.1", "R10.2", "R10.3"} | ({"R11.2"} & s.rules)
    return f"a joker announced as {value} on head {h.id} (R10)"


@family("reserve")
def reserve(st: Steer, s: Script) -> str:
    if st.rng.random() < 0.25:  # first, move 0 with a single head: ignored (R12.3)
        s.start(st.card(st.rng.randint(2, 9)))
        s.turn()
        card = st.card(st.rng.randint(s.t.heads[0].top + 1, 13))
        s.act(card, "0")
        s.tests.add("R12.3")
        s.act(card, "1", new=(st.head_card(), st.head_card()))
    else:
        px.opening(st, s)
    px.ordinary_turns(st, s, st.rng.randint(0, 3))
    s.turn()
    card = st.card(st.rng.randint(1, 13))
    s.act(card, "0")  # action 4: counts as a card, the next one is drawn (R12)
    if s.t.phase == "move" and s.t.remaining and st.rng.random() < 0.5:
        px.continue_turn(st, s)
    s.tests |= {"R12.1", "R12.2"}
    return f"{card} put into the reserve with two heads; input ends before the turn does"


@family("swap")
def swap(st: Steer, s: Script) -> str:
    px.opening(st, s)
    s.turn()
    a = st.card(st.rng.randint(1, 13))
    s.act(a, "0")
    b = st.card(st.rng.randint(1, 13))
    times = st.rng.randint(1, 5)
    held, kept = b, a
    for _ in range(times):
        s.act(held, "0")  # action 5: swap, no draw (R13)
        held, kept = kept, held
    s.tests |= {"R13.1", "R13.2"} | ({"R13.3"} if times > 1 else set())
    return f"reserve {a}, then {times} swaps with {b}: the quota does not move (R13.2)"


@family("cut")
def cut(st: Steer, s: Script) -> str:
    first = st.card(st.rng.randint(2, 12))
    s.tests |= {"R14.1", "R15.1", "R15.3", "R15.4"}
    if st.rng.random() < 0.3:  # a joker among the cut cards is plain again (R11.1)
        s.start(first)
        s.turn()
        s.act(JOKER, "1", joker=NAMES[st.rng.randint(2, s.t.heads[0].top)])
        s.turn()
        s.act(st.card(13), "1", new=(st.head_card(), st.head_card()))
        s.tests.add("R11.1")
    else:
        px.opening(st, s, first=first, new=(st.head_card(), st.head_card()))
    if s.t.phase == "turn":
        s.turn()
    if len(s.t.heads) > 1 and s.t.phase == "move" and st.rng.random() < 0.3:
        card = st.unfitting(s)
        if card is not None:  # fits nowhere, played on a head that is not the oldest (R14.4)
            s.act(card, str(s.t.heads[-1].id))
            s.tests.add("R14.4")
            return "a card that fits nowhere played on a newer head: ignored, never a cut"
    if len(s.t.heads) > 1 and s.t.phase == "move":
        # The oldest head chosen while the card fits only another head: ignored (R14.3).
        oldest, other = s.t.heads[0], s.t.heads[1]
        vals = [v for v in range(2, 14) if not fits(v, oldest.top) and fits(v, other.top)]
        if vals:
            card = st.card(st.rng.choice(vals))
            s.act(card, str(oldest.id))
            s.act(card, str(other.id))
            s.tests.add("R14.3")
    return "the single head cut off by a card above it: two new heads, the turn ends (R14, R15)"


@family("reshuffle")
def reshuffle(st: Steer, s: Script) -> str:
    px.opening(st, s)
    cutter = 1 % s.t.players
    px.run_down(st, s, cutter, 0)
    s.turn()  # the draw pile is empty: the discard pile becomes the draw pile (R6.2)
    s.tests.add("R6.2")
    return "the first mover's draw pile runs out; the next draw reshuffles its discard pile"


@family("win")
def win(st: Steer, s: Script) -> str:
    px.opening(st, s)
    p = 0 if st.rng.random() < 0.5 else 2 % s.t.players
    left = st.rng.randint(1, 3)
    px.run_down(st, s, p, left)
    guard = 0
    while s.t.phase != "over":
        guard += 1
        assert guard < 200
        if s.t.phase == "turn":
            s.turn()
        elif s.t.current == p:
            if s.t.draw[p] == 0 and st.rng.random() < 0.5:
                px.end_turn_now(st, s)  # a win by an equal card (R18.2)
            else:
                px.continue_turn(st, s)
        else:
            px.end_turn_now(st, s)
    s.tests |= {"R18.1"} | ({"R18.2"} & s.rules)
    return f"player {p + 1} plays its last cards and wins at once (R18)"


PADS = (" ", "  ", "\t", "\r", " \r", "\t ")
JUNK_MOVES = ("", "x", "1x", "-1", "2.0", "2 3", "99999999999", "+1", "one")
JUNK_JOKER_VALUES = ("", "x", "Joker", "joker", "14", "20", "0")


@family("input")
def garbage(st: Steer, s: Script) -> str:
    """Neutral play with garbage at the card questions and moves, then blanks, tabs and CRs
    around answers (every answer is trimmed: R23.4, R24.1)."""
    rng = st.rng
    for _ in range(rng.randint(0, 3)):
        s.type(rng.choice(["x", "1", "0", "", "two", "-5", "3 4"]))
        s.rules.add("R24.1")
        s.interps.add("I16")
    px.opening(st, s)
    for _ in range(rng.randint(1, 4)):
        s.turn()
        p = s.t.current
        while s.t.phase == "move" and s.t.current == p:
            card, head, joker = st.continuing(s) if s.t.remaining else st.ending(s)
            if rng.random() < 0.5:
                s.act(card, rng.choice(JUNK_MOVES))
            if card == "Joker" and rng.random() < 0.5:
                s.act(card, str(head.id), joker=rng.choice(JUNK_JOKER_VALUES))
            s.act(card, str(head.id), joker=joker, bad_cards=st.garbage_card()
                  if rng.random() < 0.4 else None, bad_suits=[rng.choice(["s", "X", "", "10"])]
                  if rng.random() < 0.3 and card != "Joker" else None)
    for i, line in enumerate(s.lines):
        if line and rng.random() < 0.3:
            pad = rng.choice(PADS)
            s.lines[i] = (rng.choice(["", " ", "\t"]) + line + pad) if pad != "\r" else line + pad
            s.rules.add("R23.4")
    s.tests |= {"R24.1", "R23.2", "R23.4", "R19.1"} & s.rules
    return "garbage answers re-ask their prompt; blanks around answers are ignored"


def cases(area: str, count: int, seed0: int, small: bool = False) -> list[Case]:
    fn = FAMILIES[area]
    out = []
    for i in range(count):
        seed = seed0 + i
        st = Steer(seed)
        players = 2 + st.rng.randrange(2 if small else 7) if st.rng.random() < 0.6 else 2
        s = Script(players)
        title = fn(st, s)
        case = Case(area, f"{area}-gen-s{seed}", title[0].upper() + title[1:] +
                    f" (generated, seed {seed})", script=s, tags={"generated"})
        case.notes.append(f"generated by tools/corpus (targeted.py, family {area}) from seed "
                          f"{seed}; regenerate with make corpus")
        out.append(case)
    return out
