"""Shrinking a failing combination: the smallest list of its parts (quirks and rule errors)
that still fails in one of the ways it failed. Parts are dropped one at a time while the
failure stays (then again over what is left, until no single part can go), so the result is
1-minimal: removing any one of its parts makes the failure go away."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

Part = TypeVar("Part")


def shrink(parts: Sequence[Part], fails: Callable[[list[Part]], bool],
           least: int = 1) -> list[Part]:
    """A sublist of `parts` (in their order) on which `fails` is still true, from which no
    single part can be removed. `fails(parts)` is assumed true; lists shorter than `least`
    are not tried."""
    current = list(parts)
    changed = True
    while changed:
        changed = False
        index = 0
        while index < len(current) and len(current) > least:
            trial = current[:index] + current[index + 1:]
            if fails(trial):
                current = trial  # the next part has moved into `index`
                changed = True
            else:
                index += 1
    return current
