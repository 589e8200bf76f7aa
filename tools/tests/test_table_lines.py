"""Table lines in a build's own words, read for what they count: a head line in prose, a
player's counts where some are named by no word, and a holder's counts on a line of their
own (state.read_line, state.labelled_player, tracker.StateTracker)."""

from __future__ import annotations

import pytest

from grader.state import parse_card, read_line
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
