"""Which rule clauses a divergence most likely breaks. A transcript cites many clauses; the
kind of the first divergence narrows them down: a wrong `remaining` points at the quota, the
reserve and the swap (R5, R12, R13, R16), wrong head ids at head numbering and cuts (R4, R15),
a turn that goes on or ends at the wrong moment at equal values, continuing and turn ends
(R8, R16, R17), and so on. The suspects are the clauses of that kind the transcript cites
(all of that kind when it cites none of them)."""

from __future__ import annotations

from .verdict import Failure

BY_FIELD = [  # (start of the differing field or message, clauses it implicates)
    ("head ids", ["R4", "R14", "R15"]),
    ("head", ["R7", "R8", "R9", "R10", "R11", "R15"]),  # a head's top or count
    ("player", ["R5", "R6", "R12", "R13", "R15", "R16", "R17"]),  # counts
    ("whose turn", ["R3", "R8", "R16", "R17"]),
    ("card in hand", ["R13", "R23"]),
    ("winner", ["R18"]),
]
FIELD_DETAIL = {"remaining": ["R5", "R12", "R13", "R16"], "reserve": ["R12", "R13", "R17"],
                "draw": ["R6", "R15", "R17"], "discard": ["R15", "R17"]}
BY_CATEGORY = {
    "eof-exit": ["R24"], "crash": ["R24"], "endless-output": ["R24"], "waiting": ["R22"],
    "wrong-output": ["R25"], "wrong-winner": ["R18"],
}
TURN_FLOW = ["R8", "R12", "R14", "R16", "R17", "R19"]  # a desync: the course of the turn


def suspects(failure: Failure, cited: list[str]) -> list[str]:
    candidates = _candidates(failure)
    base = {c.split(".")[0] for c in cited}
    chosen = [c for c in candidates if c in base]
    return chosen or candidates


def _candidates(failure: Failure) -> list[str]:
    if failure.category == "wrong-state" and failure.field:
        for word, clauses in FIELD_DETAIL.items():
            if failure.field.endswith(word) and failure.field.startswith("player"):
                return clauses
        for prefix, clauses in BY_FIELD:
            if failure.field.startswith(prefix):
                return clauses
    if failure.category == "desync":
        return TURN_FLOW
    return BY_CATEGORY.get(failure.category, [])
