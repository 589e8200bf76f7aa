"""Hand-written scenarios for the areas setup, display, play, equal, ace and joker, including
the cases the assignment text discusses itself (ace on ace, a joker on a 3 announced as A, 2 or
3, a joker as a new head). Each function types one session; see docs/corpus.md."""

from __future__ import annotations

from rules.cards import JOKER, NAMES
from rules.model import Script

from ..cases import Case
from . import more
from .scenario import case


def two_heads(s: Script, first: str = "7H", cutter: str = "9S",
              new: tuple[str, str] = ("KD", "QC")) -> None:
    """Player 2 cuts off the single first head: heads 2 and 3 remain, player 1 is next."""
    s.start(first)
    s.turn()
    s.act(cutter, "1", new=new)


def setup_cases() -> list[Case]:
    def plain(s: Script) -> None:
        s.start("KH")

    def joker_first(s: Script) -> None:
        s.start(JOKER)
        s.turn()
        s.act("2C", "1")  # the 2J counts as a 2: an equal card ends the turn (R3.2)

    def eight(s: Script) -> None:
        s.start("AS")
        for _ in range(8):
            s.turn()
            s.act("AD", "1") if s.t.heads[0].top == 1 else s.act("3D", "1")

    def seating(s: Script) -> None:
        s.start("QD")
        for card in ["JD", "10D", "9D", "8D"]:
            s.turn()
            s.act(card, "1")

    return (case("setup", "setup-two-players-first-head", "Two players: player 1's top card "
                 "becomes head 1 and player 2 is asked first", plain, ("R3.1", "R3.3"))
            + case("setup", "setup-joker-first-head-counts-2", "A joker as the first head is "
                   "shown 2J and counts as 2", joker_first, ("R3.2", "R11.2"))
            + case("setup", "setup-eight-players-rotation", "Eight players, 54 cards each; "
                   "play goes 2..8 then 1", eight, ("R1.3", "R3.3", "R17.2"), players=8)
            + case("setup", "setup-three-players-clockwise", "Three players take turns "
                   "clockwise from player 2", seating, ("R3.3", "R17.2"), players=3))


def display_cases() -> list[Case]:
    def joker_top(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act(JOKER, "2", joker="7")  # the head shows 7J (R2.4, R20)
        s.act("10D", "3")

    def held_joker(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("5H", "3")

    def counts(s: Script) -> None:
        two_heads(s, new=("KS", "KH"))
        s.turn()
        s.act("QS", "2")
        s.act("QH", "3")
        s.turn()

    return (case("display", "display-joker-on-head-shows-value-j", "A joker on a head shows "
                 "its announced value with suit J; 10D keeps its two digits", joker_top,
                 ("R2.4", "R20.1"))
            + case("display", "display-remaining-counts-down", "The held card's line: in "
                   "hand, remaining, reserve; counts taken after the draw", held_joker,
                   ("R21.3", "R21.4"))
            + case("display", "display-turn-prompt-plain-lines", "At the turn prompt every "
                   "player line has the short form", counts, ("R21.2", "R21.4")))


def play_cases() -> list[Case]:
    def quota(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("QH", "2")  # action 1, one card still to draw (R7, R16.1)
        s.act("JH", "3")  # action 1, the quota of two is reached: the turn ends (R16.3)
        s.turn()
        s.act("10S", "2")

    def lower_only(s: Script) -> None:
        s.start("9C")
        s.turn()
        s.act("10C", "2")  # no head 2: ignored (R19)
        s.act("8C", "1")

    return (case("play", "play-quota-two-heads", "With two heads a turn plays two cards, "
                 "each below a top", quota, ("R5.1", "R7", "R16.1", "R16.3"))
            + case("play", "play-lower-card-single-head", "One head: one card per turn, "
                   "strictly lower", lower_only, ("R5.1", "R7")))


def ace_cases() -> list[Case]:
    def ace_on_ace(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("AH", "2")  # action 1: A < K
        s.act("AD", "2")  # ace on ace: action 2, the turn ends (R8.2)
        s.turn()

    def on_ace(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("AH", "2")
        s.act("KC", "2")  # action 3: anything but an ace on an ace, the turn goes on (R9)
        s.turn()
        s.act("QC", "2")

    return (case("ace", "ace-on-ace-ends-turn", "Ace on ace is action 2: the turn ends with "
                 "a card still to draw", ace_on_ace, ("R8.2",))
            + case("ace", "ace-king-on-ace-continues", "A king on an ace is action 3", on_ace,
                   ("R9",)))


def equal_cases() -> list[Case]:
    def equal(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("KH", "2")  # equal: placed, and the turn ends at once (R8.1)
        s.turn()

    return case("equal", "equal-ends-turn-early", "An equal card ends the turn before its "
                "quota", equal, ("R8.1", "R5.3"))


def joker_cases() -> list[Case]:
    out: list[Case] = []
    for value, what in (("A", "action 1, the turn goes on"), ("2", "action 1"),
                        ("3", "action 2, the turn ends")):
        def on_three(s: Script, value: str = value) -> None:
            two_heads(s, new=("3S", "QC"))
            s.turn()
            s.act(JOKER, "2", joker=value)
            if s.t.phase == "move":
                s.act("JC", "3")
            s.turn()
        out += case("joker", f"joker-on-three-as-{value.lower()}", f"A joker on a 3 announced "
                    f"as {value}: {what}", on_three,
                    ("R10.2", "R8.1") if value == "3" else ("R10.2", "R7"))

    def bad_value(s: Script) -> None:
        two_heads(s, new=("3S", "QC"))
        s.turn()
        s.act(JOKER, "2", joker="4")  # 4 fits no action on a 3: ignored (R10.4)
        s.act(JOKER, "2", joker="Q")
        s.act(JOKER, "2", joker="2")

    def new_head(s: Script) -> None:
        two_heads(s, new=(JOKER, "QC"))  # a joker as a new head counts 2 (R11.2)
        s.turn()
        s.act("2D", "2")

    def plain_again(s: Script) -> None:
        s.start("8H")
        s.turn()
        s.act(JOKER, "1", joker="5")
        s.turn()
        s.act("KS", "1", new=("10S", "9S"))  # the 5J is cut into the discard pile (R11.1)

    def ace_then_above(s: Script) -> None:
        more.neutral_cut(s)  # three heads: player 2's turn plays three cards
        s.turn()
        h = s.t.heads[-1]
        s.act(JOKER, str(h.id), joker="A")  # the head shows AJ and counts as an ace (R10.3)
        s.act("KC", str(h.id))  # action 3 on the announced ace: the turn goes on (R9)
        below = next(x for x in s.t.heads if x.top > 2)
        s.act(NAMES[below.top - 1] + "H", str(below.id))  # the turn's third card
        s.turn()

    def no_cut(s: Script) -> None:
        s.start("2H")
        s.turn()
        s.act(JOKER, "1", joker="K")  # K fits no action on a 2: ignored, never a cut
        s.act(JOKER, "1", joker="A")

    out += case("joker", "joker-bad-value-ignored", "A joker announced as a value that fits no "
                "action is an ignored move", bad_value, ("R10.4", "R19.2"))
    out += case("joker", "joker-as-new-head", "A joker drawn as a new head is shown 2J and "
                "counts 2", new_head, ("R11.2",))
    out += case("joker", "joker-cut-off-is-plain", "A joker cut off with its head goes to the "
                "discard pile without its value", plain_again, ("R11.1",))
    out += case("joker", "joker-never-cuts", "A joker on the oldest head asks its value; a "
                "value that fits nothing is ignored, not a cut", no_cut, ("R10.5", "R14.5"))
    out += case("joker", "joker-as-ace-then-card-on-it", "A joker announced as A on a head, "
                "then a card above an ace on that head: placed, and the turn goes on",
                ace_then_above, ("R9", "R10.3"))
    return out


def cases() -> list[Case]:
    return (setup_cases() + display_cases() + play_cases() + ace_cases() + equal_cases()
            + joker_cases() + more.cases())
