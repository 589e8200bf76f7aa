"""Delta debugging (Zeller's ddmin) over a game's answers, shared by the grader (a finding's
minimal reproduction, reproduce.py) and the differential fuzzer: first the answers after the point
of divergence are dropped, the player count is lowered to 2, then whole turns, single answers
and runs of two or three neighbouring answers are removed, and single answers are changed when
that makes the game diverge sooner, as long as it still diverges in the same way. Removing
answers never makes a game invalid: the reference asks again after garbage, so every
shortened list of answers is still a game. A budget of trial runs (not of seconds) bounds the
work, so the same inputs always shrink to the same result."""

from __future__ import annotations

from typing import Callable, Sequence

from .prompts import canonical_kind
from .transcript import Transcript

Test = Callable[[list[bytes]], bool]


class CachedTest:
    """Remembers verdicts, since ddmin asks about the same list more than once. With a
    `budget`, once that many distinct lists have been tried every new one counts as not
    failing: the shrinking stops where it is."""

    def __init__(self, test: Test, budget: int | None = None) -> None:
        self.test = test
        self.budget = budget
        self.seen: dict[tuple[bytes, ...], bool] = {}
        self.calls = 0

    @property
    def spent(self) -> bool:
        return self.budget is not None and self.calls >= self.budget

    def __call__(self, answers: list[bytes]) -> bool:
        key = tuple(answers)
        if key not in self.seen:
            if self.spent:
                return False
            self.calls += 1
            self.seen[key] = self.test(answers)
        return self.seen[key]


def answer_kinds(script: Transcript) -> list[str]:
    """The kind of prompt each typed line of a session answers ("unread" for lines after
    the end)."""
    kinds: list[str] = []
    last = "unread"
    for index, event in enumerate(script.events):
        if script.unread_from is not None and index >= script.unread_from:
            last = "unread"
        if event.kind == "out":
            last = canonical_kind(event.text.decode("utf-8", "replace")) or "unread"
        else:
            kinds.append(last)
            last = "unread"
    return kinds


def shortest_prefix(answers: list[bytes], test: Test) -> list[bytes]:
    """The shortest prefix that still fails, by bisection (checked at the end)."""
    low, high = 0, len(answers)  # test(answers[:high]) holds
    while low < high:
        middle = (low + high) // 2
        if test(answers[:middle]):
            high = middle
        else:
            low = middle + 1
    return answers[:high]


def ddmin(units: Sequence[list[bytes]], test: Test) -> list[list[bytes]]:
    """A 1-minimal sublist of `units` (each a run of answers) for which `test` of their
    concatenation holds; `test` must hold for all of them."""

    def joined(chosen: Sequence[list[bytes]]) -> list[bytes]:
        return [answer for unit in chosen for answer in unit]

    current = list(units)
    granularity = 2
    while len(current) >= 2:
        size = max(1, len(current) // granularity)
        chunks = [current[i:i + size] for i in range(0, len(current), size)]
        reduced = False
        for index in range(len(chunks)):
            complement = [u for j, chunk in enumerate(chunks) if j != index for u in chunk]
            if test(joined(complement)):
                current = complement
                granularity = max(granularity - 1, 2)
                reduced = True
                break
        if not reduced:
            if granularity >= len(current):
                break
            granularity = min(len(current), granularity * 2)
    if len(current) == 1 and test([]):
        return []
    return current


def turns(answers: list[bytes], kinds: list[str]) -> list[list[bytes]]:
    """The answers grouped by turn: a new group starts at each answer to a turn prompt.
    `kinds[i]` is the kind of prompt answer i replied to (answers past it form one group)."""
    groups: list[list[bytes]] = []
    for index, answer in enumerate(answers):
        kind = kinds[index] if index < len(kinds) else "unread"
        if not groups or kind == "turn":
            groups.append([])
        groups[-1].append(answer)
    return groups


def drop_windows(answers: list[bytes], test: Test, widths: Sequence[int] = (2, 3)) -> list[bytes]:
    """Removes runs of 2 or 3 neighbouring answers (a card value with its suit, a move with its
    joker value) that single removals cannot take out without shifting the rest."""
    current = list(answers)
    for width in widths:
        start = 0
        while start + width <= len(current):
            candidate = current[:start] + current[start + width:]
            if test(candidate):
                current = candidate
            else:
                start += 1
    return current


def fewer_players(answers: list[bytes], kinds: list[str], test: Test) -> list[bytes]:
    """Answers the player count with 2 if the game still fails that way: fewer seats mean
    shorter rounds for the next passes to remove."""
    for index, kind in enumerate(kinds[:len(answers)]):
        if kind == "players" and answers[index].strip() not in (b"2", b""):
            candidate = answers[:index] + [b"2"] + answers[index + 1:]
            if test(candidate):
                return candidate
    return answers


# Other answers worth trying at a prompt of each kind (see earlier_failure).
ALTERNATIVES = {
    "card": [b"A", b"2", b"3", b"4", b"5", b"6", b"7", b"8", b"9", b"10", b"J", b"Q", b"K",
             b"Joker"],
    "move": [b"0", b"1", b"2", b"3", b"4", b"5"],
    "joker": [b"A", b"2", b"K"],
}


def earlier_failure(answers: list[bytes], kinds: list[str], test: Test) -> list[bytes]:
    """Changes single answers (another card value, another move) when that makes the game fail
    sooner, and cuts it there: a different card often reaches the divergence in fewer turns
    than removals alone can."""
    current = list(answers)
    index = 0
    while index < min(len(current), len(kinds)):
        best = current
        for other in ALTERNATIVES.get(kinds[index], []):
            candidate = current[:index] + [other] + current[index + 1:]
            if other != current[index] and test(candidate):
                shorter = shortest_prefix(candidate, test)
                if len(shorter) < len(best):
                    best = shorter
        current = best
        index += 1
    return current


def shrink(answers: list[bytes], test: Test | CachedTest,
           kinds_of: Callable[[list[bytes]], list[str]],
           progress: Callable[[str, int], None] | None = None,
           prefix: bool = True) -> list[bytes]:
    """The whole procedure: prefix, fewer players, turns, single answers, neighbouring pairs
    and triples, other values that fail sooner, repeated until nothing changes (or a
    CachedTest's budget is spent: pass one to bound the trials and read `calls` after).
    `prefix` False: the answers already end where the game diverges (no bisection first)."""
    cached = test if isinstance(test, CachedTest) else CachedTest(test)

    def note(stage: str, current: list[bytes]) -> None:
        if progress:
            progress(stage, len(current))

    current = shortest_prefix(answers, cached) if prefix else list(answers)
    note("prefix", current)
    while True:
        before = len(current)
        current = fewer_players(current, kinds_of(current), cached)
        current = [a for unit in ddmin(turns(current, kinds_of(current)), cached) for a in unit]
        note("turns", current)
        current = [a for unit in ddmin([[a] for a in current], cached) for a in unit]
        note("answers", current)
        current = drop_windows(current, cached)
        note("pairs", current)
        current = earlier_failure(current, kinds_of(current), cached)
        note("values", current)
        if len(current) >= before or cached.spent:
            return current
