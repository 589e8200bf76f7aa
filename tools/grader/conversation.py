"""The conversation with a running program, as the channel saw it: every line it printed and
every answer it was sent, in order. Only the last few entries are kept (a ring buffer): they
are the road to a divergence, shown beside it in every report. The answers are all kept (they
are few and short): a finding's reproduction writes them out as the build's own input."""

from __future__ import annotations

from collections import deque

ROAD = 40  # entries kept: about the last turn of a game with a few players
OUT, IN = "out", "in"


class Conversation:
    def __init__(self, size: int = ROAD) -> None:
        self.recent: deque[tuple[str, bytes]] = deque(maxlen=size)
        self.partial = b""  # printed text not yet ended by a line feed
        self.answers: list[bytes] = []  # every line sent, without its line feed

    def heard(self, chunk: bytes) -> None:
        """Output read from the program."""
        lines = (self.partial + chunk).split(b"\n")
        self.partial = lines.pop()
        for line in lines:
            self.recent.append((OUT, line.rstrip(b"\r")))

    def said(self, data: bytes) -> None:
        """Input sent to the program (one or more lines)."""
        if self.partial:  # a prompt printed without its line feed comes before its answer
            self.recent.append((OUT, self.partial))
            self.partial = b""
        lines = data.split(b"\n")
        if lines[-1] == b"":
            lines.pop()
        for line in lines:
            self.recent.append((IN, line))
            self.answers.append(line)

    def entries(self) -> list[list[str]]:
        """The kept entries, oldest first, as [`out` or `in`, text] pairs (text decoded)."""
        kept = list(self.recent) + ([(OUT, self.partial)] if self.partial else [])
        return [[who, text.decode("utf-8", "replace")] for who, text in kept]
