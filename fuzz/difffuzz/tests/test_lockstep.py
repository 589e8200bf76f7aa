"""The lock-step comparison end to end, with the reference as the build under test (no
divergence allowed) and the reference told to play another reading (-rules strict-cut), which
is a build with one rule changed that needs no compiling: it must diverge, and the shrunk game
must be short and still diverge when read back from the written transcript."""

from pathlib import Path

from difffuzz import candidate
from difffuzz.generate import generate
from difffuzz.lockstep import compare
from grader.shrink import answer_kinds, shrink
from grader.builds import Build
from grader.grade import grade
from grader.build_profile import Profile
from grader.sandbox import Limits

LIMITS = Limits(wall=10)
FLAGS = ["-testing"]


def test_reference_never_diverges_from_itself(reference: str) -> None:
    build = Build("self", reference, Profile())
    for seed in range(1, 9):
        answers = generate(reference, seed).answers
        assert compare(build, reference, FLAGS, answers, LIMITS).failure is None, seed


def test_changed_rule_diverges_and_shrinks(reference: str, tmp_path: Path) -> None:
    changed = Build("strict", reference, Profile(args=["-testing", "-rules", "strict-cut"]))
    found = None
    for seed in range(1, 60):
        answers = generate(reference, seed, max_answers=80).answers  # short: quick to shrink
        result = compare(changed, reference, FLAGS, answers, LIMITS)
        if result.failure is not None:
            found = (seed, answers, result.failure.category)
            break
    assert found is not None, "strict-cut never diverged in 60 games"
    seed, answers, category = found

    def still(candidate_answers: list[bytes]) -> bool:
        outcome = compare(changed, reference, FLAGS, candidate_answers, LIMITS)
        return outcome.failure is not None and outcome.failure.category == category

    def kinds_of(candidate_answers: list[bytes]) -> list[str]:
        return answer_kinds(
            compare(changed, reference, FLAGS, candidate_answers, LIMITS).script)

    shrunk = shrink(answers, still, kinds_of)
    assert len(shrunk) <= 30, len(shrunk)
    final = compare(changed, reference, FLAGS, shrunk, LIMITS)
    path = tmp_path / "candidate.transcript"
    written = candidate.write(final.script, path, "candidate", "strict", seed, len(answers),
                              final.failure)
    assert len(written.inputs()) == len(shrunk)
    against_build = grade(changed, written, LIMITS)
    assert against_build.status == "fail", (shrunk, against_build)
    against_reference = grade(Build("ref", reference, Profile(), reference=True), written, LIMITS)
    assert against_reference.status == "pass", (shrunk, against_reference)
