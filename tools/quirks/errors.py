"""The planted rule errors a combination may carry: planted bugs of tools/variants that the
grader is known to catch, each taken with the rule findings (and reading) declared by the
grader-checked variant it appears in. Zero to two are drawn into a combination, included by
name (`include: NAME`), so that a shrunk combination is a variant file of that folder."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from planted.variant import load

# planted bug -> the grader-checked variant (caught-by: grader) that declares its findings
SOURCES = {
    "equal-continues": "equal-continues",
    "cut-newest": "cut-newest",
    "cut-while-fits": "cut-while-fits",
    "reserve-not-counted": "reserve-not-counted",
    "swap-uses-draw": "swap-uses-draw",
    "reserve-single-head": "held-card-in-draw-count",
    "cut-any-head": "garbage-aborts",
    "win-not-after-cut": "lenient-numbers",
    "reserve-draws-replacement": "testing-question-reserve-not-counted",
    "joker-bad-value-placed": "value-only-heads-joker-placed",
    "mixed-reading": "mixed-reading",
    "king-not-on-ace": "king-not-on-ace",
    "equal-refused": "equal-refused",
    "joker-keeps-no-value": "joker-keeps-no-value",
    "lower-ends-turn": "lower-ends-turn",
    "cut-hand-not-discarded": "cut-hand-not-discarded",
    "reshuffle-keeps-discard": "reshuffle-keeps-discard",
    "win-ignores-reserve": "win-ignores-reserve",
    "no-action-3": "no-action-3",
    "joker-k-refused": "joker-k-refused",
    "joker-head-counts-3": "joker-head-counts-3",
    "cut-keeps-reserve-late": "cut-keeps-reserve-late",
    "win-after-equal-lost": "win-after-equal-lost",
    "win-not-after-place": "win-not-after-place",
    "reserve-only-left-played": "reserve-only-left-played",
    "cut-one-new-head": "cut-one-new-head",
    "win-ignores-discard": "win-ignores-discard",
    "swap-missing": "swap-missing",
    "turn-never-ends-by-quota": "turn-never-ends-by-quota",
    "cut-turn-goes-on": "cut-turn-goes-on",
    "quota-plus-one": "quota-plus-one",
    "cut-head-not-discarded": "cut-head-not-discarded",
    "reserve-lost": "reserve-lost",
    "reserve-kept-at-turn-end": "reserve-kept-at-turn-end",
    "joker-bad-value-cut": "joker-bad-value-cut",
}
# rule errors that rewrite what a quirk family's slot rewrites, or what another rule error or
# a quirk needs to show (never drawn together): with no win checked after a placement, a win
# declared while holding a reserve cannot show (a cut puts the reserve away before its win
# check); a game kept at one head never allows a move 0 (a reserve), so garbage read as 0 is
# asked again there as the reference asks (invalid-as-zero); a quota one card larger changes
# the cards still to draw from a turn's first move request on, just as `remaining` shown off by
# a fixed amount does: one difference, which no grader can split into the two; and a turn that
# goes on past its quota, beside `remaining` shown higher by a fixed amount, looks from outside
# like a quota that large, shown truly (a transcript ends at the first card too many); a
# joker starting a head counted 3 shows only in the value shown on that head, which a table
# showing jokers without their value hides (moves onto it are then not judged); a joker's
# value taken as a cut rewrites the lines that read that value, as the quirks asking it again
# or in other words do
SLOTS = {"mixed-reading": ("reading",), "win-not-after-place": ("win-after-place",),
         "win-ignores-reserve": ("win-after-place",), "cut-one-new-head": ("second-head",),
         "quota-plus-one": ("remaining",), "turn-never-ends-by-quota": ("remaining",),
         "joker-head-counts-3": ("joker-value",), "joker-bad-value-cut": ("joker-question",)}
# rule errors that hide every other one: a cut making one new head keeps the game at one head
# for ever (the quota one card), so that no turn can show what goes wrong with a second card or
# head (an equal card going on, a reserve); never drawn with another rule error
ALONE = {"cut-one-new-head"}
# what a rule error keeps every game from reaching, which a quirk family may need to show
# (its `needs:`): a game kept at one head never allows a reserve (R12.3) nor has a cut while
# one is possible, so no reading point is met and no reserve goes anywhere; the family's
# findings and reading are then declared by nothing (no grader could tell them)
HIDES = {"cut-one-new-head": ("second-head",)}
# rule errors no game can show under a reading: under the strict cut a player with a free
# reserve and two heads or more is never allowed to cut, so no cut empties a hand (a win by
# losing needs the reserve free); a reserve that vanishes instead of going into the discard
# pile is never put there where the reserve goes onto the draw pile (nor by the mixed
# reading, whose cut puts it into the discard pile by a code path of its own); planted
# there, they are declared by no finding
UNSEEN_UNDER = {"win-not-after-cut": "strict-cut", "reserve-lost": "reserve-to-draw"}
# rule errors a reading all but hides, declared there as findings a grade may show or not:
# where the reserve goes onto the draw pile, a cut putting it there after the new heads are
# drawn (not before) changes only which pile a head is drawn from: nothing shows unless the
# draw pile runs short of the two heads (the discard pile reshuffled in one game only)
RARE_UNDER = {"cut-keeps-reserve-late": "reserve-to-draw"}
# rule errors only a scripted deal shows: a win by losing needs a player's last card in hand
# cut with a one-card oldest head into an empty discard pile, which normal play all but never
# reaches; a grade by normal play alone (testing mode cannot be driven) need not name them
SCRIPTED = {"win-not-after-cut"}
# quirk families whose build draws the card in hand itself in testing mode: its transcripts are
# played against the live reference with the build's own cards, so no scripted deal reaches it
OWN_DEAL = {"hand-drawn"}


@dataclass(frozen=True)
class RuleError:
    name: str
    findings: tuple[tuple[str, str, str], ...]  # kind, clause, mode: rule findings only
    also: tuple[tuple[str, str, str], ...]  # its own variant's findings of other kinds (a
    # testing mode that never asks for what the error draws): the combination's quirks decide
    # whether a grade reaches them, so a grade may show them or not
    unseen_under: str  # a reading under which no game shows it ("" when none)
    rare_under: str  # a reading under which a game seldom shows it ("" when none)
    reading: str  # the reading it brings ("" when it brings none)
    scripted: bool  # only a scripted deal (testing mode) shows it
    slots: tuple[str, ...]
    hides: tuple[str, ...]  # what no game reaches with it (HIDES)
    code: tuple[tuple[str, str], ...]  # (file, line) of every line its edits search for


@cache
def pool() -> dict[str, RuleError]:
    out = {}
    for name, source in SOURCES.items():
        declared = load(source)
        findings = tuple(f for f in declared.findings if f[0] == "rule")
        also = tuple(f for f in declared.findings if f[0] != "rule") if source == name else ()
        reading = declared.reading if source == name and declared.reading != "spec-2020" \
            else ""
        out[name] = RuleError(name, findings, also, UNSEEN_UNDER.get(name, ""),
                              RARE_UNDER.get(name, ""), reading,
                              name in SCRIPTED, SLOTS.get(name, ()), HIDES.get(name, ()),
                              _code(name))
    return out


def _code(name: str) -> tuple[tuple[str, str], ...]:
    return tuple(sorted({(edit.file, line.strip()) for edit in load(name).edits
                         for line in edit.search.splitlines() if line.strip()}))


def overlap(first: str, second: str) -> bool:
    """Whether two planted bugs rewrite the same code (a line of one's search text within a
    line of the other's): together they would make a third bug that neither declares; or one
    drops a call of a function the other rewrites, or gives a variable another value where the
    other newly tests it (`stop = false` against `&& !stop`), which may then never show."""
    a, b = pool()[first].code, pool()[second].code
    return any(fa == fb and (la in lb or lb in la) for fa, la in a for fb, lb in b) or \
        bool(_dropped_calls(first) & _defined(second)) or \
        bool(_dropped_calls(second) & _defined(first)) or \
        bool(_assigned(first) & _newly_read(second)) or \
        bool(_assigned(second) & _newly_read(first))


# an assignment to a plain variable: `stop = endsTurn(value, head.topValue);`
ASSIGNMENT_RE = re.compile(r"^(?:\w+\s+)?(\w+)\s*=[^=]")
WORD_RE = re.compile(r"\b[A-Za-z_]\w*\b")


@cache
def _assigned(name: str) -> frozenset[tuple[str, str]]:
    """The variables whose assignment an edit of the bug rewrites (the value it gets), with
    their file."""
    def assigned(text: str) -> set[str]:
        return {found.group(1) for line in text.splitlines()
                if (found := ASSIGNMENT_RE.match(line.strip()))}
    return frozenset((edit.file, v) for edit in load(SOURCES[name]).edits
                     for v in assigned(edit.search) & assigned(edit.replace))


@cache
def _newly_read(name: str) -> frozenset[tuple[str, str]]:
    """The names an edit of the bug uses more often in the code it puts there than in the
    code it searches for, with their file: what its error newly depends on (`&& !stop`)."""
    found: set[tuple[str, str]] = set()
    for edit in load(SOURCES[name]).edits:
        before, after = WORD_RE.findall(edit.search), WORD_RE.findall(edit.replace)
        found |= {(edit.file, w) for w in set(after) if after.count(w) > before.count(w)}
    return frozenset(found)


# a line that begins a function's definition: `bool endsTurn(int value, int top) {`
DEFINITION_RE = re.compile(r"^(?!return\b|else\b|case\b|new\b|delete\b|throw\b)"
                           r"[\w:<>]+[&*]?\s+[&*]?(\w+)\s*\(")
CALL_RE = re.compile(r"\b(\w+)\s*\(")


@cache
def _defined(name: str) -> frozenset[str]:
    """The functions whose definition an edit of the bug rewrites."""
    return frozenset(found.group(1) for edit in load(SOURCES[name]).edits
                     for line in edit.search.splitlines()
                     if (found := DEFINITION_RE.match(line.strip())))


@cache
def _dropped_calls(name: str) -> frozenset[str]:
    """The functions an edit of the bug calls in the code it searches for and no longer in
    the code it puts there."""
    return frozenset(call for edit in load(SOURCES[name]).edits
                     for call in set(CALL_RE.findall(edit.search)) -
                     set(CALL_RE.findall(edit.replace)))
