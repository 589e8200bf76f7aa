"""Hand-written scenarios, one module per rule area (scenario.py turns one into Cases)."""

from __future__ import annotations

from ..cases import Case
from . import areas, cli, readings


def cases() -> list[Case]:
    return areas.cases() + cli.cases() + readings.cases()
