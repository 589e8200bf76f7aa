"""Table lines in a build's own words, read for what they count: a head line in prose, a
head drawn over several lines or several heads on one, a player's counts where some are named
by no word, and a holder's counts on a line of their own (state.read_line, state.head_parts,
state.labelled_player, tracker.StateTracker)."""

from __future__ import annotations

import pytest

from grader.state import head_parts, parse_card, read_line
from grader.tracker import StateTracker


@pytest.mark.parametrize("line, head", [
    ("Head 1 has 5S on top (1 cards)", (1, "5S", 1)),
    ("Head 2: 10h with 12 card(s)", (2, "10H", 12)),
    ("Head 3 - top card J7, 2 cards", (3, "7J", 2)),
    ("Head 4 has 7 (Joker) on top (1 cards)", (4, "7J", 1)),
    ("Head 5 has K on top (3 cards)", (5, "K", 3)),
    ("Head 6 has Joker on top (1 cards)", (6, "Joker", 1)),
])
def test_a_head_line_in_prose_is_read_as_a_head(line: str, head: tuple) -> None:
    # (a head's label and id, then its top among a few words, last its count: a build that
    # words its heads so had its table read as no table, judged by the course of play alone)
    kind, (number, top, count) = read_line(line)
    assert (kind, number, top, count) == ("head", head[0], parse_card(head[1]), head[2])


@pytest.mark.parametrize("line", ["Head 2 is cut: 2 new heads", "Head 1 has a card (2)",
                                  "Heads: 3"])
def test_a_line_about_a_head_with_no_top_is_no_head(line: str) -> None:
    assert read_line(line)[0] != "head"


def test_a_count_no_word_names_takes_the_next_name_after_the_count_before_it() -> None:
    # (the total alone, then the holder's counts with `left` for remaining: read in the
    # reference's order from the start, `0 left` took the draw pile's place and the line was
    # no player's, so every game started with a player missing: a false R1.3)
    kind, holder = read_line("Player 2: 53 + 1 in hand, 0 left, 0 in reserve")
    assert kind == "player" and (holder.total, holder.remaining, holder.reserve) == (53, 0, 0)
    assert not holder.piles


def test_the_holders_counts_on_a_line_of_their_own_keep_a_player_numbered_from_zero() -> None:
    # (`Player 1:` shown from 0 is player 2; its counts' own line renumbered it player 1, so
    # every game started with player 2 missing: a false R1.3)
    tracker = StateTracker()
    for line in ("Heads:", "1: 7S (1)", "", "Players:", "Player 0: 53 (53 draw, 0 discard)",
                 "Player 1: 53 (53 draw, 0 discard)", "    + 1 in hand, 0 remaining, 0 in reserve",
                 "Card value?"):
        tracker.feed(line)
    assert [(p.number, p.remaining) for p in tracker.snapshot().players] == [(1, None), (2, 0)]


def _table(first: str, heads: list[str], players: list[str], rule: str) -> list[str]:
    """A table's lines, the list `first` (head or player) first, `rule` (if any) under each
    head and player line."""
    ruled = lambda lines: [part for line in lines for part in ([line, rule] if rule else [line])]
    head_part = ["Heads:", *ruled(heads), ""]
    player_part = ["Players:", *ruled(players), ""]
    return head_part + player_part if first == "head" else player_part + head_part


@pytest.mark.parametrize("first", ["head", "player"])
@pytest.mark.parametrize("rule", ["", "----------"])
def test_a_display_is_a_whole_table_whichever_list_it_shows_first(first: str, rule: str) -> None:
    # (a build listing its players first had each display begun at its heads: the display
    # before the latest paired the turn's heads with the next table's players, so a turn line
    # read before its table compared a table never shown: a false R21.1 and R21.3)
    tracker = StateTracker()
    lines = ["Player 2, it is your turn."] + _table(
        first, ["1: KH (1)"], ["Player 1: 53 (53 draw, 0 discard)",
                               "Player 2: 54 (54 draw, 0 discard)"], rule) + \
        _table(first, ["1: KH (1)"], ["Player 1: 53 (53 draw, 0 discard)",
                                      "Player 2: 53 (53 draw, 0 discard) + 1 in hand, 0 "
                                      "remaining, 0 in reserve"], rule) + ["Card value?"]
    for line in lines:
        tracker.feed(line)
    assert tracker.displays == 2
    assert [p.total for p in tracker.earlier.players] == [53, 54]
    assert [p.remaining for p in tracker.snapshot().players] == [None, 0]


def test_a_table_shown_twice_in_a_row_is_two_displays() -> None:
    # (a build listing heads first that shows its table again straight after: its second
    # heads list begins a display of its own, though it follows a players list)
    tracker = StateTracker()
    table = _table("head", ["1: KH (1)"], ["Player 1: 53 (53 draw, 0 discard)"], "")
    for line in table + table + ["Your move?"]:
        tracker.feed(line)
    assert tracker.displays == 2


@pytest.mark.parametrize("rule", ["", "----------"])
def test_heads_without_ids_go_on_their_list_past_a_rule_drawn_under_each(rule: str) -> None:
    # (heads listed without ids, `- 10D (1)`, each with a rule drawn under it: the second
    # head began a list of its own, so every table with two heads or more showed one, and
    # each cut's new heads read as heads that differ: a false R15 on 211 transcripts, zoo
    # 201/4, shrunk to these two quirks)
    tracker = StateTracker()
    lines = ["Heads:"] + [line for head in ("- 10D (1)", "- 2J (1)", "- 5H (2)")
                          for line in (head, rule) if line] + \
        ["", "Players:", "Player 1: 53 (53 draw, 0 discard)", "Card value?"]
    for line in lines:
        tracker.feed(line)
    assert [(card.value, count) for _, card, count in tracker.snapshot().heads] == \
        [(10, 1), (2, 1), (5, 2)]


def test_a_table_drawn_as_a_grid_reads_a_suit_drawn_as_its_symbol() -> None:
    # (`  1  3♥  2`: the grid's row was no row, read as a card nowhere, so the heads were lost
    # at every table, a false R7, R8.1, R9 ... in hundreds of runs; zoo stress 205/5)
    tracker = StateTracker()
    for line in ("", "  Head   Top  Cards", "     1  3\u2665      2  oldest", "     2  10\u2660     1",
                 "", "     Player  Cards  Draw  Discard  Hand  Remaining  Reserve",
                 "  >       1     53    53        0", "          2     53    53        0", ""):
        tracker.feed(line)
    shown = tracker.snapshot()
    assert shown.heads == [(1, parse_card("3H"), 2), (2, parse_card("10S"), 1)], shown
    assert [p.number for p in shown.players] == [1, 2], shown


@pytest.mark.parametrize("heads", [
    # each head a picture of its card: its id, the card in a box, its count
    ["Head 2", " +-----+", " | QD  |", " +-----+ x1", "Head 4", " +-----+", " | J7  |",
     " +-----+ x3"],
    # each head over lines of words: its id, its top, its count
    ["Head 2:", "  Top card: QD", "  Cards: 1", "Head 4:", "  Top card: Joker(7)",
     "  Cards: 3"],
    # id and count on one line, the card below
    ["Pile #2 (1 card)", "   [QD]", "Pile #4 (3 cards)", "   [J7]"]])
def test_a_head_drawn_over_several_lines_is_read_piece_by_piece(heads: list[str]) -> None:
    # (no line of such a table reads as a head: its table was read as no table, the game
    # judged by its course alone, and a cut of the wrong head, which no table showed, was
    # named by the move the course later differed at: a false R14.1 and R14.3)
    tracker = StateTracker()
    for line in ["", "Heads:"] + heads + ["", "Players:", "Player 1: 53 (53 draw, 0 discard)",
                                          "Player 2, you are holding a 5S. Your move?"]:
        tracker.feed(line)
    shown = tracker.snapshot()
    assert shown.heads == [(2, parse_card("QD"), 1), (4, parse_card("7J"), 3)], shown
    assert [p.number for p in shown.players] == [1], shown


def test_lines_after_a_list_of_heads_that_name_a_player_or_ask_are_no_head() -> None:
    # (a turn line or a question after the heads, each with a number or a card, is read as
    # any line is, not as a head's pieces)
    tracker = StateTracker()
    for line in ["Heads:", "1: 5S (1)", "Player 2, it is your turn.", "Top of the deck: 7H",
                 "2 cards", "Card value?"]:
        tracker.feed(line)
    assert tracker.snapshot().heads == [(1, parse_card("5S"), 1)]


def test_heads_on_one_line_with_a_joker_top_in_brackets_are_cut_after_its_count() -> None:
    # (`7 (Joker)` first: its count `(1)` read as the next head's id, the parts no heads, so
    # the whole table was read as none and the game judged by its course alone: a joker value
    # taken as a cut named as placed, R10.2, stress 214/9)
    assert head_parts("1: 7 (Joker) (1)  2: 5S (3)") == ["1: 7 (Joker) (1)", "2: 5S (3)"]
    assert head_parts("Heads: 1: 7 (Joker) (1) 2: 7 (Joker) (2)") == \
        ["Heads:", "1: 7 (Joker) (1)", "2: 7 (Joker) (2)"]


def test_a_line_longer_than_any_table_line_is_prose_with_its_win_read() -> None:
    # (a build looping on its questions at the end of input, with no line ends, printed an
    # 8 MB line opening `Name of player1:`; read as a player line, each number's name was
    # sought back to the line's start, and the grade never ended: stress 215/7)
    flood = "Name of player1: " + "Value [A/2/3/4/5/6/7/8/9/10/J/Q/K/Joker]: " * 200
    assert read_line("Player 1: 53 (53 draw, 0 discard)")[0] == "player"
    assert read_line("Player 1: 53 (53 draw, 0 discard)" + " " * 5000 + "!") == ("other", None)
    assert read_line(flood) == ("other", None)
    tracker = StateTracker()
    for line in ["Heads:", "1: 5S (1)", flood + " Player 2 wins!"]:
        tracker.feed(line)
    assert tracker.winner == 2 and tracker.snapshot().heads == [(1, parse_card("5S"), 1)]
