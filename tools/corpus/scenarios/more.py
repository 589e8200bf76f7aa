"""Hand-written scenarios for the areas reserve, swap, cut, reshuffle and win: the reserve as
one of the turn's cards, swapping four times with five heads, the reserve as the only card
left, cutting and its refusals, reshuffling the discard pile (also for new heads), winning with
cards left to play and "win by losing". Scenarios that cannot avoid an open point (a reserve at
a turn end, a cut with several heads) are groups with one member per reading."""

from __future__ import annotations

from rules.cards import JOKER, NAMES
from rules.model import Script, fits

from .. import prefix as px
from ..cases import Case
from ..steer import Steer
from .scenario import case

I2_GROUP = ("spec-2020", "reserve-to-draw")
I1_GROUP = ("spec-2020", "strict-cut")


def two_heads(s: Script, first: str = "7H", cutter: str = "9S",
              new: tuple[str, str] = ("KD", "QC")) -> None:
    s.start(first)
    s.turn()
    s.act(cutter, "1", new=new)


def reserve_cases() -> list[Case]:
    def counts(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("5H", "0")  # action 4: one of the two cards; the next is drawn (R12.2)

    def one_head(s: Script) -> None:
        s.start("7H")
        s.turn()
        s.act("9S", "0")  # one head: no reserve, the move is ignored (R12.3)
        s.act("9S", "1", new=("KD", "QC"))

    def last_card(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("QH", "2")
        s.act("5H", "0")  # the turn's last card into the reserve: allowed (I7)
        s.turn()

    def only_card(s: Script) -> None:
        run_to_last_card(s, quota_cards=2)
        s.act("5S", "0")  # reserve the last card; nothing left to draw but the reserve (R16.2)
        s.turn()

    def only_card_on_fresh_heads(s: Script) -> None:
        single_head_run(s)
        s.act("KS", "1", new=("5D", "8C"))  # the game's only cut: two one-card heads
        s.turn()
        s.act("KD", "0")  # player 1's last card into the reserve: only the reserve is left
        s.turn()

    def only_card_without_equal_cards(s: Script) -> None:
        newest_head_run(s)
        s.act("KD", "0")  # player 1's last card into the reserve: only the reserve is left
        s.turn()

    def joker_in(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act(JOKER, "0")  # action 4 with a joker: no value is asked (R12.1, R22.5)
        # Input ends at the next card's question, long before the turn end puts the joker away.

    return (case("reserve", "reserve-counts-as-a-card", "Putting a card into the reserve uses "
                 "one of the turn's cards; the next card is drawn", counts, ("R12.2",))
            + case("reserve", "reserve-refused-with-one-head", "With a single head move 0 is "
                   "ignored", one_head, ("R12.3",))
            + case("reserve", "reserve-last-card-of-turn", "The last card of a turn may go into "
                   "the reserve; the turn end puts it away", last_card, ("R12.1", "R17.1"),
                   profiles=I2_GROUP)
            + case("reserve", "reserve-only-card-left", "The reserve as the only card left: it "
                   "is put away and the turn ends; no win", only_card, ("R16.2",),
                   profiles=I2_GROUP)
            + case("reserve", "reserve-only-card-left-on-fresh-heads", "The reserve as the "
                   "only card left, on the two one-card heads of the game's only cut, after a "
                   "single head took every card", only_card_on_fresh_heads, ("R16.2",),
                   profiles=I2_GROUP)
            + case("reserve", "reserve-only-card-left-without-equal-cards", "The reserve as "
                   "the only card left, after a game of placements on the newest head only, "
                   "below its top or onto an ace", only_card_without_equal_cards, ("R16.2",),
                   profiles=I2_GROUP)
            + case("reserve", "reserve-joker-asks-no-value", "Move 0 with a joker in hand puts it "
                   "into the reserve; no joker value is asked", joker_in, ("R12.1", "R22.5"),
                   rules=("R22.5",)))


def run_to_last_card(s: Script, quota_cards: int) -> None:
    """Player 1 (empty discard) at the start of a turn with one card left in its draw pile,
    on two heads; its last card is drawn and held."""
    st = Steer(7)
    two_heads(s)
    px.run_down(st, s, 0, 1)
    s.turn()


def grow_heads(s: Script, heads: int) -> None:
    """From two heads, each player in turn reserves a card and cuts with the next: one more
    head per turn (a cut while holding a reserve: allowed in every reading of I1)."""
    while len(s.t.heads) < heads:
        s.turn()
        s.act("4D", "0")
        tops = [h.top for h in s.t.heads]
        assert 1 not in tops and max(tops) < 13
        s.act("KS", str(s.t.heads[0].id), new=("QD", "JD"))


def swap_cases() -> list[Case]:
    def twice(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("5H", "0")
        s.act("8C", "0")  # swap: hold 5H, the reserve is 8C, still 0 remaining (R13.2)
        s.act("5H", "0")  # and back

    def four_times(s: Script) -> None:
        two_heads(s, new=("QD", "JD"))
        grow_heads(s, 5)
        s.turn()
        s.act("6H", "0")
        held, kept = "9C", "6H"
        for _ in range(4):  # four swaps leave all five cards to play (R13.3)
            s.act(held, "0")
            held, kept = kept, held
        s.act(held, "2")
        s.act("8H", "3")

    def zero_is_reserve(s: Script) -> None:
        two_heads(s)
        s.turn()
        s.act("JC", "0")  # no reserve yet: 0 is action 4, not a swap (R13.4)

    def piles_empty(s: Script) -> None:
        st = Steer(7)
        two_heads(s)
        px.run_down(st, s, 0, 2)  # player 1: two cards left to draw, an empty discard pile
        s.turn()
        h = s.t.heads[-1]
        kept = NAMES[h.top - 1] + "D" if h.top > 1 else "KD"  # fits head h (R7, or R9)
        s.act(kept, "0")  # into the reserve; the last card of the draw pile is drawn
        assert s.t.draw[0] == 0 and s.t.discard[0] == 0
        s.act("QS", "0")  # a swap with both piles empty: nothing to draw, none needed (R13.2)
        s.act(kept, str(h.id))  # the former reserve card is the one played (R13.1)
        s.turn()  # the turn is over; the QS went with the reserve (I2: discard or draw pile)

    return (case("swap", "swap-twice-keeps-quota", "Swapping hand and reserve twice draws "
                 "nothing and keeps the count of cards still to draw", twice,
                 ("R13.2", "R13.3"))
            + case("swap", "swap-four-times-five-heads", "With five heads, swapping four times "
                   "still leaves all five cards to play", four_times, ("R13.3",),
                   profiles=I2_GROUP)
            + case("swap", "swap-without-reserve-is-reserve", "Move 0 without a reserve puts "
                   "the card into the reserve", zero_is_reserve, ("R13.4", "R12.1"))
            + case("swap", "swap-with-both-piles-empty", "A swap while the draw and discard "
                   "piles are empty: the former reserve card is played, no card is lost",
                   piles_empty, ("R13.1", "R13.2", "R1.4"), profiles=I2_GROUP))


def cut_cases() -> list[Case]:
    def ids(s: Script) -> None:
        two_heads(s, new=("10H", "JD"))  # head 1 is retired; the new heads are 2 and 3 (R4)
        s.turn()
        s.act("9H", "2")

    def other_head(s: Script) -> None:
        two_heads(s, new=("5D", "4C"))
        s.turn()
        s.act("9S", "3")  # not the oldest head: never a cut (R14.4), ignored

    def fits_elsewhere(s: Script) -> None:
        two_heads(s, new=("5D", "QC"))
        s.turn()
        s.act("9S", "2")  # oldest head, but 9 fits head 3: ignored (I4)
        s.act("9S", "3")

    def fits_there(s: Script) -> None:
        two_heads(s, new=("QD", "5C"))
        s.turn()
        s.act("9S", "2")  # oldest head and it fits there: a placement (R14.3)

    def several(s: Script) -> None:
        two_heads(s, new=("5D", "4C"))
        s.turn()
        s.act("9S", "2", new=("KH", "KC"))  # reserve free, two heads (I1)
        s.turn()

    return (case("cut", "cut-new-heads-get-new-ids", "Cutting off the single head: it is "
                 "removed and two new heads get ids 2 and 3", ids, ("R4.1", "R4.2", "R15.4"))
            + case("cut", "cut-other-head-ignored", "A card that fits nowhere, played on a "
                   "head that is not the oldest: ignored", other_head, ("R14.4",))
            + case("cut", "cut-oldest-fits-elsewhere-ignored", "Choosing the oldest head "
                   "while the card fits another head is ignored", fits_elsewhere, ("R14.3",))
            + case("cut", "cut-oldest-fits-there-places", "Choosing the oldest head with a "
                   "card that fits it places the card", fits_there, ("R14.3",))
            + case("cut", "cut-two-heads-reserve-free", "A cut with two heads and a free "
                   "reserve (allowed, refused under strict-cut)", several, ("R14.2",),
                   profiles=I1_GROUP))


def neutral_cut(s: Script) -> None:
    """Player 1 reserves its second-to-last card and cuts with its last one: its draw pile is
    empty, so the new heads come from the reshuffled discard pile (R6.3, R15.2, R15.4)."""
    for seed in range(100):
        trial = Script(s.t.players, s.t.strict_cut, s.t.reserve_to_draw)
        st = Steer(seed)
        two_heads(trial)
        px.run_down(st, trial, 0, 2)
        tops = [h.top for h in trial.t.heads]
        if 1 not in tops and max(tops) < 13:
            break
    else:
        raise AssertionError("no seed leaves tops below K")
    s.__dict__.update(trial.__dict__)
    s.turn()
    s.act("4D", "0")
    s.act("KS", str(s.t.heads[0].id), new=("QD", "JD"))


def reshuffle_cases() -> list[Case]:
    def hand(s: Script) -> None:
        st = Steer(3)
        two_heads(s)
        px.run_down(st, s, 1, 0)
        s.turn()  # player 2's draw pile is empty: its discard (the cut cards) is reshuffled

    return (case("reshuffle", "reshuffle-before-drawing-hand", "An empty draw pile: the "
                 "discard pile is shuffled into a new draw pile before the draw", hand,
                 ("R6.2",))
            + case("reshuffle", "reshuffle-for-new-heads", "Cutting with an empty draw pile "
                   "while holding a reserve: the new heads come from the reshuffled discard "
                   "pile", neutral_cut, ("R6.3", "R15.4")))


def win_cases() -> list[Case]:
    def cards_left(s: Script) -> None:
        run_to_last_card(s, 2)
        h = s.t.heads[0]
        s.act(NAMES[h.top - 1] + "S" if h.top > 1 else "KS", str(h.id))

    def by_equal(s: Script) -> None:
        run_to_last_card(s, 2)
        h = s.t.heads[1]
        s.act(NAMES[h.top] + "D", str(h.id))

    def by_losing(s: Script) -> None:
        for low in range(2, 9):
            trial = losing_run(low, s.t.strict_cut)
            if trial is not None:
                break
        else:
            raise AssertionError("no run leaves head 3 between 2 and Q")
        s.__dict__.update(trial.__dict__)
        # Player 1 holds its last card, a K: it fits neither 5D nor head 3's top.
        s.act("KD", "2", new=("8S", "8D"))  # win by losing (R18.3)

    def by_losing_on_fresh_heads(s: Script) -> None:
        single_head_run(s)
        # Player 2 holds a K, which fits nowhere: the single head is cut.
        s.act("KS", "1", new=("5D", "8C"))
        s.turn()
        # Player 1 holds its last card on two one-card heads: cutting either one moves the
        # same two cards, and the player wins by losing (R18.3).
        s.act("KD", "2", new=("8S", "8D"))

    def by_losing_without_equal_cards(s: Script) -> None:
        newest_head_run(s)
        s.act("KD", "2", new=("8S", "8D"))  # fits neither head: win by losing (R18.3)

    def not_with_reserve(s: Script) -> None:
        st = Steer(11)
        two_heads(s)
        px.run_down(st, s, 0, 2)
        s.turn()
        s.act("4D", "0")  # the reserve is held ...
        h = s.t.heads[0]
        s.act(NAMES[h.top - 1] + "S" if h.top > 1 else "KS", str(h.id))  # ... no win (R18.4)
        s.turn()

    def ignored_last_card(s: Script) -> None:
        run_to_last_card(s, 2)
        for card_value in range(13, 0, -1):  # a card that goes below one head, not the other
            fit = [h for h in s.t.heads if fits(card_value, h.top)]
            if len(fit) == 1 and fit[0].top != card_value:
                break
        else:
            raise AssertionError("every value fits both heads or neither")
        card = NAMES[card_value] + "C"
        miss = next(h for h in s.t.heads if h is not fit[0])
        s.act(card, str(miss.id))  # no action there: ignored, the request repeats (R19.2)
        s.act(card, str(fit[0].id))  # placed: the player wins (R18.1)

    return (case("win", "win-not-while-holding-reserve", "Draw and discard piles empty but a "
                 "reserve held: no win; the reserve is put away", not_with_reserve,
                 ("R18.4", "R17.1"), profiles=I2_GROUP)
            + case("win", "win-with-cards-left-to-play", "The last card placed with one card "
                 "of the turn still to play: the win is at once", cards_left, ("R18.2",))
            + case("win", "win-by-equal-card", "A win by an equal card (action 2)", by_equal,
                   ("R18.2", "R8.1"))
            + case("win", "win-by-losing", "Win by losing: cutting with the last card and a "
                   "one-card oldest head", by_losing, ("R18.3", "R14.2"), profiles=I1_GROUP)
            + case("win", "win-by-losing-on-fresh-heads", "Win by losing on the two one-card "
                   "heads of the game's only cut, after a single head took every card",
                   by_losing_on_fresh_heads, ("R18.3", "R14.2"), profiles=I1_GROUP)
            + case("win", "win-by-losing-without-equal-cards", "Win by losing after a game "
                   "of placements on the newest head only, below its top or onto an ace",
                   by_losing_without_equal_cards, ("R18.3", "R14.2"), profiles=I1_GROUP)
            + case("win", "win-after-ignored-move-on-last-card", "Holding the very last card, "
                   "a move on a head it does not fit is ignored and nobody wins; placed, it "
                   "wins", ignored_last_card, ("R19.2", "R18.1")))


def single_head_run(s: Script) -> None:
    """Two players play one card a turn on the first head, each below the top or onto an
    ace (no equal card, no reserve, no cut), until player 2 holds its second last card and
    player 1 has one card left; the top is then neither an ace nor a K."""
    s.start("7H")
    value = 7
    while not (s.t.current == 1 and s.t.draw[1] == 2):
        s.turn()
        value = 13 if value == 1 else value - 1
        s.act(NAMES[value] + "CDHS"[s.t.draw[s.t.current] % 4], "1")
    assert 1 < value < 13 and s.t.draw[0] == 1 and s.t.discard == [0, 0], (value, s.t.draw)
    s.turn()


def newest_head_run(s: Script) -> None:
    """Player 2 cuts the single head at once; then both players play both cards of every turn
    on head 3, below its top or onto an ace (no equal card, no reserve, no cut, nothing on the
    oldest head, which keeps its single 5D), until player 1 holds its last card; head 3's top
    is then neither an ace nor a K."""
    s.start("7H")
    s.turn()
    s.act("KS", "1", new=("5D", "8C"))  # (a K: cut on any first head but a K or an ace)
    value = 8
    while not (s.t.current == 0 and s.t.draw[0] == 1 and s.t.phase == "turn"):
        if s.t.phase == "turn":
            s.turn()
        value = 13 if value == 1 else value - 1
        s.act(NAMES[value] + "CDHS"[s.t.draw[s.t.current] % 4], "3")
    assert 1 < value < 13 and s.t.discard[0] == 0, (value, s.t.discard)
    s.turn()


def losing_run(low: int, strict: bool) -> Script | None:
    """Two players; everyone plays on head 3 only, so head 2 keeps its single card, until
    player 1 holds its last card. Head 3 goes down to `low`, then onto an ace and up again."""
    s = Script(2, strict)
    s.start("7H")
    s.turn()
    s.act("9S", "1", new=("5D", "KC"))
    while not (s.t.current == 0 and s.t.draw[0] == 1):
        s.turn()
        h = s.t.heads[1]
        while s.t.phase == "move" and s.t.current == 0:
            if s.t.draw[0] == 1:
                s.act(NAMES[h.top] + "H", str(h.id))  # equal: the turn ends
            else:
                v = 12 if h.top == 1 else (h.top - 1 if h.top > low else 1)
                s.act(NAMES[v] + "C", str(h.id))
        if s.t.phase == "move":
            s.act(NAMES[h.top] + "S", str(h.id))
    s.turn()
    top = s.t.heads[1].top
    return s if 1 < top < 13 and s.t.discard[0] == 0 else None


def cases() -> list[Case]:
    return reserve_cases() + swap_cases() + cut_cases() + reshuffle_cases() + win_cases()

