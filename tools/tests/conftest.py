"""Shared fixtures of the grader's tests: the import path, the reference binary, the zoo, corpus
transcripts by id, a quirk-zoo combination graded on them."""

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


def graded_combination(spec: str, ids: list[str], reference: str,
                       aliases: list[tuple[str, str]] | None = None,
                       whole_card: bool = False, reading: str = "spec-2020",
                       turn_line: str = "auto") -> list:
    """The findings of a quirk-zoo combination (built as a variant of the reference), graded
    in testing mode on the corpus transcripts `ids` under `reading`, with no probe and no
    normal play (`turn_line`: whether it reads a line after its turn line, as probed)."""
    from grader.build_profile import Profile
    from grader.builds import find
    from grader.pipeline import grade
    from grader.request import GradeRequest, Options
    from grader.summary import summarise
    from planted import builder
    from quirks.combination import parse_spec
    combination = parse_spec(spec)
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"], aliases=aliases or [], whole_card=whole_card,
                            reading=reading, turn_line=turn_line)
    return summarise(grade(GradeRequest(build, corpus_transcripts(ids), options=Options(
        jobs=1, reference=reference), probe=False, games=0, normal_moves=0))).findings
