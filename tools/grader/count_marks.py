"""How a count difference is marked in a finding's `episode` (its shape, `shape`,
after the marks): how long it stayed open, and what it was taken for. The marks are what other
judges read back (count_settling, symptoms, reproduce, rejoin, probe); `judged` strips them."""

from __future__ import annotations

FIXED = "fixed: "  # marks the relation a run showed from its first prompt on
CAUSE = "cause: "  # marks a course difference that a count difference of its turn foretold
LATE = "late: "  # marks a difference that healed only after every player had a turn, or at a
# reshuffle (cards in another pile)
LASTING = "lasting: "  # marks one still open, never healed, after every player had a turn:
# longer than a count shown at another moment stays wrong (a display error), whatever heals
# elsewhere with the same relation
SYMPTOM = "symptom: "  # marks a course difference that older pile differences may explain
ONCE = "once: "  # marks a count shown otherwise at one table only, right again at the next
EASED = "eased: "  # marks a count shown further off at a turn-end table than at the next, with
# no move between (after ONCE): that table's display error, kept apart from the rest still open
MARKS = (FIXED, CAUSE, LATE, LASTING, SYMPTOM, ONCE, EASED)


def judged(episode: str, marks: tuple[str, ...] = (LATE, LASTING, ONCE)) -> str:
    """A difference's shape without the marks `marks`: by default those of how long it stayed
    open (LATE, LASTING, ONCE), since a reproduction may end before it does; with MARKS, the
    shape alone."""
    while mark := next((m for m in marks if episode.startswith(m)), ""):
        episode = episode[len(mark):]
    return episode


def shape(rel: frozenset) -> str:
    """The relation without its sizes and players, to recognise it in other runs: e.g.
    `draw+ discard-` for a reshuffle shown early."""
    signs = sorted({f"{what}{'+' if delta > 0 else '-'}" for _, what, delta in rel})
    return " ".join(signs)
