"""The road to a divergence, as reports show it: the last exchanges (lines printed, answers
typed) on the reference's side and on the build's, from the last turn prompt on (about one
turn), side by side. The reference's side of a transcript run is the transcript itself up to
the line where the deviation shows."""

from __future__ import annotations

from .prompts import canonical_kind
from .transcript import Transcript

SHOWN = 24  # entries shown at most on each side
WIDTH = 46  # characters of the reference's column in text


def script_window(script: Transcript, lineno: int, size: int = 40) -> list[list[str]]:
    """The transcript's session up to line `lineno`, its last `size` entries."""
    kept = [e for e in script.events if e.lineno and e.lineno <= lineno]
    return [[e.kind, e.text.decode("utf-8", "replace")] for e in kept[-size:]]


def last_turn(entries: list[list[str]], most: int = SHOWN) -> list[list[str]]:
    """From the last turn prompt before the end (if it is among the last `most`), else the
    last `most` entries."""
    for index in range(len(entries) - 2, max(-1, len(entries) - most - 1), -1):
        who, text = entries[index]
        if who == "out" and canonical_kind(text) == "turn":
            return entries[index:]
    return entries[-most:]


def shown(entry: list[str]) -> str:
    """One entry as a line: an answer after `> `."""
    who, text = entry
    return f"> {text}" if who == "in" else text


def side_by_side(ref: list[list[str]], build: list[list[str]], indent: str = "",
                 width: int = WIDTH) -> list[str]:
    """Both roads (each from its last turn prompt) as two text columns."""
    left = [shown(e) for e in last_turn(ref)]
    right = [shown(e) for e in last_turn(build)]
    if not left and not right:
        return []
    width = max(12, min(width, max((len(s) for s in left), default=0)))
    out = [f"{indent}{'the reference (expected)':{width}} | the build"]
    for row in range(max(len(left), len(right))):
        a = left[row] if row < len(left) else ""
        b = right[row] if row < len(right) else ""
        mark = "|" if a.rstrip() == b.rstrip() else "*"
        a = a if len(a) <= width else a[:width - 1] + "~"
        out.append(f"{indent}{a:{width}} {mark} {b}".rstrip())
    return out
