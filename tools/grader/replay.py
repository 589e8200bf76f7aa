"""`hydra-grade replay BUILD EVIDENCE.transcript`: the build is graded on one transcript (a
finding's reproduction, or any transcript) and both sides are shown, stepping to the
divergence: the transcript up to where the build and the reference part, the reference's
expected lines beside the build's around the first difference, and the finding named. The
build's profile is the one given, else the one beside the build, else the `profile` the grade
wrote beside the evidence folder (OUT/profile), else it is probed."""

from __future__ import annotations

from pathlib import Path

from .builds import find
from .build_profile import load as load_profile
from .grade import grade
from .probe import probe
from .road import side_by_side, shown
from .sandbox import Limits
from .transcript import Transcript, load

STEPS = 6  # exchanges shown before the divergence by default


def replay(build_path: str, transcript: str, profile: str | None = None,
           steps: int = STEPS, floor: float = 2.0) -> tuple[int, list[str]]:
    """The exit status (0 the build plays it as the reference, 1 it does not) and the lines
    to print."""
    script = load(transcript)
    beside = Path(transcript).resolve().parent.parent / "profile"
    build = find(build_path, profile)
    if not build.reference and not build.profile_file:
        if beside.is_file():
            build.profile, build.profile_file = load_profile(beside), str(beside)
        else:
            build.profile = probe(build.path, [script]).profile
    result = grade(build, script, Limits(wall=floor))
    where = f" (profile {build.profile_file})" if build.profile_file else ""
    out = [f"replaying {script.path} on {build.shown or build.path}{where}",
           f"{len(script.inputs())} lines of input; " + "; ".join(script.notes[:1])]
    failure = result.failure if result.status == "fail" else None
    if failure is None:
        out.append(f"the build plays it as the reference does ({result.status}"
                   f"{', ' + result.level if result.level else ''}): no finding shows")
        return 0, out
    out.append("")
    out.append(f"FINDING: {failure.kind} {failure.clause or '-'} {failure.summary}")
    out.append(f"  {failure.message}")
    if failure.lineno:
        out.append(f"  at {script.path}:{failure.lineno}")
    out += ["", "the road there (the transcript, the reference's side):"]
    out += [f"  {shown(e)}" for e in _before(script, failure.lineno, steps)]
    out += ["", "side by side at the divergence (* where the lines differ):"]
    out += side_by_side(failure.ref_road, failure.road, "  ")
    if failure.ref_state and failure.category in ("state", "flow", "winner"):
        out += ["", "the reference's table there:"] + [f"  {s}" for s in failure.ref_state]
    return 1, out


def _before(script: Transcript, lineno: int | None, steps: int) -> list[list[str]]:
    """The last `steps` answers' worth of the session up to line `lineno` (all of it if
    None), oldest first."""
    events = [e for e in script.events if lineno is None or e.lineno <= lineno]
    start, answers = len(events), 0
    while start > 0 and answers < steps:
        start -= 1
        answers += events[start].kind == "in"
    return [[e.kind, e.text.decode("utf-8", "replace")] for e in events[start:]]
