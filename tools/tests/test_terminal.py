"""A build's output read as a terminal shows it (grader/terminal.py): escape sequences are
presentation, taken out wherever the reads split them; all other bytes stay as printed."""

from __future__ import annotations

from grader.terminal import Screen

SHOWN = b"\nHeads:\n1: 6H (1)\nPlayer 1\n"
PRINTED = (b"\x1b[2J\x1b[H\nHeads:\n1: \x1b[1;31m6H\x1b[0m (1)\n\x1b]0;Hydra\x07\x1b(B"
           b"Player 1\x1bc\n")


def test_escape_sequences_are_taken_out_wherever_a_read_splits_them() -> None:
    for cut in range(len(PRINTED) + 1):
        screen = Screen()
        got = screen.feed(PRINTED[:cut]) + screen.feed(PRINTED[cut:]) + screen.flush()
        assert got == SHOWN, cut


def test_text_without_escapes_is_left_byte_for_byte() -> None:
    text = "Player 2: 53 (53 draw, 0 discard)\r\n\t[ü] \x07 ]\n".encode()
    screen = Screen()
    assert screen.feed(text) == text and screen.flush() == b""


def test_an_escape_never_ended_is_text_once_the_output_ends() -> None:
    screen = Screen()
    assert screen.feed(b"Suit?\x1b[3") == b"Suit?"
    assert screen.flush() == b"\x1b[3"
