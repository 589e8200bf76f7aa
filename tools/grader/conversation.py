"""The conversation with a running program, as the channel saw it: every line it printed and
every answer it was sent, in order. Only the last few entries are kept (a ring buffer): they
are the road to a divergence, shown beside it in every report. The answers are all kept (they
are few and short): a finding's reproduction writes them out as the build's own input."""

from __future__ import annotations

from collections import deque

ROAD = 40  # entries kept: about the last turn of a game with a few players
SPLIT_EVERY = 1 << 16  # bytes of output heard before they are split into lines (a flood of
# output is split in few large pieces; an answer sent or the road asked for splits it at once)
OUT, IN = "out", "in"


class Conversation:
    """The kept entries are stamped with where they stand in the program's output: a line by
    the offset it starts at, an answer by how far a reader had read when it was sent
    (`consumed`, kept by the reader). The road then ends where the reader stands, whatever the
    program printed beyond that by the time it was read: the same on every run."""

    def __init__(self, size: int = ROAD) -> None:
        self.size = size
        # (who, text, stamp); more than `size` are kept, as lines read ahead push others out
        self.recent: deque[tuple[str, bytes, int]] = deque(maxlen=4 * size)
        self.partial = b""  # printed text not yet ended by a line feed
        self.heard_bytes = 0  # output bytes heard so far
        self.consumed: int | None = None  # output bytes a reader has read (None: no reader)
        self.answers: list[bytes] = []  # every line sent, without its line feed
        self.unsplit: list[bytes] = []  # output heard, not yet split into lines
        self.unsplit_bytes = 0

    def heard(self, chunk: bytes) -> None:
        """Output read from the program."""
        self.heard_bytes += len(chunk)
        self.unsplit.append(chunk)
        self.unsplit_bytes += len(chunk)
        if self.unsplit_bytes > SPLIT_EVERY:
            self.split()

    def split(self) -> None:
        """The output heard since the last split, into lines (done when more than SPLIT_EVERY
        bytes wait, or the lines are needed)."""
        if not self.unsplit:
            return
        lines = (self.partial + b"".join(self.unsplit)).split(b"\n")
        self.unsplit, self.unsplit_bytes = [], 0
        self.partial = lines.pop()
        # only the lines the ring keeps are stamped (a build in a loop prints millions)
        lines = lines[-(self.recent.maxlen or len(lines)):]
        start = self.heard_bytes - len(self.partial) - sum(len(line) + 1 for line in lines)
        for line in lines:
            self.recent.append((OUT, line.rstrip(b"\r"), start))
            start += len(line) + 1

    def said(self, data: bytes) -> None:
        """Input sent to the program (one or more lines)."""
        self.split()
        if self.partial:  # a prompt printed without its line feed comes before its answer
            self.recent.append((OUT, self.partial, self.heard_bytes - len(self.partial)))
            self.partial = b""
        stamp = self.heard_bytes if self.consumed is None else self.consumed
        lines = data.split(b"\n")
        if lines[-1] == b"":
            lines.pop()
        for line in lines:
            self.recent.append((IN, line, stamp))
            self.answers.append(line)

    def entries(self) -> list[list[str]]:
        """The last kept entries up to where the reader stands, oldest first, as [`out` or
        `in`, text] pairs (text decoded): an answer before the lines printed after it."""
        self.split()
        kept = list(self.recent)
        if self.partial:
            kept.append((OUT, self.partial, self.heard_bytes - len(self.partial)))
        if self.consumed is not None:
            kept = sorted((e for e in kept if e[0] == IN or e[2] < self.consumed),
                          key=lambda e: (e[2], e[0] == OUT))
        return [[who, text.decode("utf-8", "replace")] for who, text, _ in kept[-self.size:]]
