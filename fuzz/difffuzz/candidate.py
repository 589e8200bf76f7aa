"""Writing the shrunk game as a candidate transcript: the reference's session in the format of
docs/transcript-format.md (through the grader's own writer), with a header that says which
build diverged, where, and how, so that it can be reviewed and promoted into transcripts/."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from grader.transcript import Transcript, dumps, load
from grader.verdict import Deviation as Failure


def explain(failure: Failure) -> list[str]:
    """The divergence in a few note lines."""
    notes = [f"divergence: {failure.category}: {failure.message}"]
    if failure.lineno:
        notes.append(f"at line {failure.lineno} of this file")
    if failure.field:
        notes.append(f"field {failure.field}: the reference shows {failure.want!r}, "
                     f"the build shows {failure.got!r}")
    if failure.build_tail:
        notes.append("the build's last lines: " + " / ".join(failure.build_tail[-3:]))
    return notes


def write(script: Transcript, path: Path, name: str, build_name: str, seed: int,
          original: int, failure: Failure) -> Transcript:
    """Writes the candidate transcript and returns it as read back from disk."""
    answers = len(script.inputs())
    header = replace(
        script, id=name,
        title=f"{build_name} diverges from the reference ({failure.category}) in "
              f"{answers} answers",
        tags=["difffuzz", failure.category],
        notes=[f"found by fuzz/hydra-difffuzz, game seed {seed}, against {build_name}; "
               f"shrunk from {original} to {answers} answers",
               "candidate: review, name the clauses in 'rules:', then move it under "
               "transcripts/"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(header), encoding="utf-8")
    return load(path)


def annotate(path: Path, failure: Failure) -> None:
    """Adds the explanation (with line numbers of the written file) to the header notes."""
    script = load(path)
    script = replace(script, notes=script.notes + explain(failure))
    path.write_text(dumps(script), encoding="utf-8")
