"""What a terminal shows of a build's output. Escape sequences (colours around a card's name, the
screen cleared before a table, the cursor moved) are presentation, not text: a player reads the
game through them, and so does the grader. They are taken out of the output as it arrives, a
sequence split between two reads included, before anything reads it (ECMA-48: a control
sequence `ESC [` parameters final byte; an operating system command `ESC ]` up to BEL or
`ESC \\`; any other escape `ESC` intermediates final byte)."""

from __future__ import annotations

import re

ESC = 0x1B
# a whole sequence: CSI, OSC (or another string command) ended by BEL or ST, or a short escape
# (a short escape's final byte is no byte that begins a longer one: `[`, `]`, P, X, ^, _)
SEQUENCE = re.compile(rb"\x1b(?:\[[0-?]*[ -/]*[@-~]|[\]PX^_][^\x07\x1b]*(?:\x07|\x1b\\)|"
                      rb"[ -/]*[0-OQ-WYZ\\`-~])")
# the start of a sequence cut off by the end of a read: kept until the next read ends it
UNFINISHED = re.compile(rb"\x1b(?:\[[0-?]*[ -/]*|[\]PX^_][^\x07\x1b]*\x1b?|[ -/]*)?\Z")
LONGEST = 4096  # a sequence never ended within this many bytes is text after all


class Screen:
    """`feed` takes the bytes of one read and gives back their text, escape sequences out."""

    def __init__(self) -> None:
        self.held = b""  # an escape sequence begun at the end of the last read

    def feed(self, chunk: bytes) -> bytes:
        data, self.held = (self.held + chunk if self.held else chunk), b""
        if ESC not in data:
            return data
        text = SEQUENCE.sub(b"", data)
        tail = UNFINISHED.search(text)
        if tail is not None and len(text) - tail.start() < LONGEST:
            self.held, text = text[tail.start():], text[:tail.start()]
        return text

    def flush(self) -> bytes:
        """What is held back once the build's output has ended: text after all."""
        held, self.held = self.held, b""
        return held
