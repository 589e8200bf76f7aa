"""The road to a divergence, as reports show it: the last exchanges (lines printed, answers
typed) on the reference's side and on the build's, from the last turn prompt on (about one
turn), side by side: lines paired by a diff that ignores spacing, punctuation and case (a
build's own wording of the same line stays beside it), the rows that differ marked. The
reference's side of a transcript run is the transcript itself up to the line where the
deviation shows."""

from __future__ import annotations

import difflib
import re

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
        if who == "out" and (canonical_kind(text) == "turn" or TURN.search(text)):
            return entries[index:]
    return entries[-most:]


TURN = re.compile(r"\bit is your turn\b", re.IGNORECASE)


def same_answers(entries: list[list[str]], other: list[list[str]]) -> list[list[str]]:
    """The end of `entries` that holds as many answers as `other` (empty answers, such as
    the line read after a turn prompt, not counted: builds differ there), and the lines
    printed since the answer before them: both sides then start at the same move."""
    wanted = sum(1 for who, text in other if who == "in" and text.strip())
    answers = 0
    for index in range(len(entries) - 1, -1, -1):
        who, text = entries[index]
        if who == "in" and text.strip():
            if answers == wanted:
                return entries[index + 1:]
            answers += 1
    return entries


def _key(line: str) -> str:
    """A line as the pairing sees it: letters and digits only, any case (an answer keeps its
    mark: `> 3` is not the line `3`)."""
    return line[:1] == ">" and ">" + _key(line[1:]) or re.sub(r"[\W_]+", "", line.lower())


def rows(ref: list[list[str]], build: list[list[str]]) -> list[tuple[str, str, bool]]:
    """Both roads (the reference's from its last turn prompt, the build's from the same
    number of answers back) as rows (reference line, build line, whether they differ), paired
    by a diff of the lines with spacing, punctuation and case ignored."""
    part = last_turn(ref) if ref else []
    left = [shown(e) for e in part]
    right = [shown(e) for e in (same_answers(build, part) if part else last_turn(build))]
    out: list[tuple[str, str, bool]] = []
    matcher = difflib.SequenceMatcher(None, [_key(a) for a in left], [_key(b) for b in right],
                                      autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        a, b = left[i1:i2], right[j1:j2]
        for row in range(max(len(a), len(b))):
            one = a[row] if row < len(a) else ""
            two = b[row] if row < len(b) else ""
            out.append((one, two, tag != "equal"))
    return out


def shown(entry: list[str]) -> str:
    """One entry as a line: an answer after `> `."""
    who, text = entry
    return f"> {text}" if who == "in" else text


def side_by_side(ref: list[list[str]], build: list[list[str]], indent: str = "",
                 width: int = WIDTH, most: int = SHOWN) -> list[str]:
    """Both roads as two text columns, their last `most` rows (blank rows on both sides
    left out)."""
    paired = [row for row in rows(ref, build) if row[0].strip() or row[1].strip()][-most:]
    if not paired:
        return []
    width = max(12, min(width, max((len(a) for a, _, _ in paired), default=0)))
    out = [f"{indent}{'the reference (expected)':{width}} | the build"]
    for a, b, differ in paired:
        a = a if len(a) <= width else a[:width - 1] + "~"
        out.append(f"{indent}{a:{width}} {'*' if differ else '|'} {b}".rstrip())
    return out
