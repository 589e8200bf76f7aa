"""What a build printed on a transcript, kept with its result as a digest (verdict.Result
`printed`): the same for two runs of one build, other where the build prints otherwise,
including the run against the live reference of a build that draws its own cards (the zoo
tells a part of a combination its dialect never reaches by it: quirks/masked.py)."""

from __future__ import annotations

from conftest import corpus_transcripts
from grader.build_profile import Profile
from grader.builds import find
from grader.grade import grade
from grader.sandbox import Limits
from planted import builder
from quirks.combination import parse_spec

DRAWS_ITS_HEADS = "first-head-drawn.2,new-heads-drawn.1"


def _printed(spec: str, script) -> tuple[str, str]:
    combination = parse_spec(spec)
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    result = grade(build, script, Limits(wall=30.0), fast=False)
    return result.printed, result.status


def test_the_same_build_prints_the_same_and_an_error_past_its_own_draw_prints_otherwise(
        reference: str) -> None:
    script, = corpus_transcripts(["cut-two-heads-reserve-free"])
    first, status = _printed(DRAWS_ITS_HEADS, script)
    assert len(first) == 16
    assert _printed(DRAWS_ITS_HEADS, script)[0] == first
    # a turn one card too long: shown only in the run against the live reference (the
    # first run stops where the build draws its first head itself)
    other, _ = _printed(DRAWS_ITS_HEADS + ",rule:quota-plus-one", script)
    assert other != first


def test_the_digest_is_of_the_output_whichever_way_the_run_was_graded(reference: str) -> None:
    # with all input at once (the fast path, where it matches) or prompt by prompt, the same
    # output gives the same digest: two builds graded along different ways compare alike;
    # the digest stays out of reports (it is for comparing runs, not a finding)
    script, = corpus_transcripts(["cut-two-heads-reserve-free"])
    build = find(reference)
    fast = grade(build, script, Limits(wall=30.0), fast=True)
    driven = grade(build, script, Limits(wall=30.0), fast=False)
    assert fast.level == "exact" and fast.printed == driven.printed
    assert "printed" not in fast.to_json()
