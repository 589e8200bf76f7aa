"""Shared fixtures of the grader's tests: the import path, the reference binary, the zoo."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[1]
ROOT = TOOLS.parent
ZOO = Path(__file__).resolve().parent / "zoo"
sys.path.insert(0, str(TOOLS))


@pytest.fixture(scope="session")
def reference() -> str:
    binary = ROOT / "hydra"
    if not binary.exists():
        pytest.skip("no ./hydra (run `make hydra`)")
    return str(binary)


@pytest.fixture(scope="session")
def tiny():
    from grader.transcript import load
    return load(ZOO / "tiny.transcript")


@pytest.fixture(scope="session")
def tiny_eof():
    from grader.transcript import load
    return load(ZOO / "eof" / "tiny-eof.transcript")


def corpus_transcripts(ids: list[str]) -> list:
    """The corpus's transcripts with these ids (every one of them must exist)."""
    from grader.selection import collect
    scripts, errors = collect([str(ROOT / "transcripts")])
    assert not errors
    chosen = [s for s in scripts if s.id in ids]
    assert len(chosen) == len(ids)
    return chosen
