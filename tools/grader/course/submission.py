"""One submission of a class, end to end: fingerprint it, unpack it, build it, grade it (probe,
transcripts, normal-mode games), mark it, and leave everything in OUT/NAME: build.log, profile,
report.txt/.json/.html, results.json (Gradescope) and status.json (what the class report reads
and what decides whether a re-run may skip it: the submission's content hash, the kit's
fingerprint and the grade's options)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .. import __version__
from ..builds import find
from ..pipeline import grade
from ..reports import write_reports
from ..request import GradeRequest, Options, normal_play
from ..summary import summarise
from ..transcript import Transcript
from . import gradescope, rubric as rubrics
from .class_report import STATUS
from .make_build import BuildLimits, build
from .unpack import Caps, UnsafeArchive, kind_of, unpack

KIT = Path(__file__).resolve().parents[3]


def name_of(path: Path) -> str:
    """The submission's name: its file name without the archive ending, in safe characters."""
    name = path.name
    for ending in (".tar.gz", ".tgz", ".tar", ".zip"):
        if name.lower().endswith(ending):
            name = name[: -len(ending)]
            break
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("._") or "submission"


def entries(folder: Path) -> tuple[list[tuple[str, Path]], list[str]]:
    """The submissions in a class folder (name, path), sorted, and notes on what was left out."""
    found, notes, names = [], [], set()
    for path in sorted(folder.iterdir()):
        if path.name.startswith("."):
            continue
        if kind_of(path) is None:
            notes.append(f"left out {path.name}: not a .zip, .tar.gz or folder")
            continue
        name, n = name_of(path), 2
        while name in names:
            name, n = f"{name_of(path)}-{n}", n + 1
        names.add(name)
        found.append((name, path))
    return found, notes


def content_hash(path: Path) -> str:
    digest = hashlib.sha256()
    if path.is_dir():
        for file in sorted(p for p in path.rglob("*") if p.is_file() and not p.is_symlink()):
            digest.update(str(file.relative_to(path)).encode() + b"\0")
            digest.update(file.read_bytes())
    else:
        with open(path, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()


def kit_fingerprint(scripts: list[Transcript], reference: str | None) -> str:
    """Changes whenever a grade could: the grader's code, the transcripts, the reference."""
    digest = hashlib.sha256(__version__.encode())
    grader = KIT / "tools" / "grader"
    for file in sorted(list(grader.rglob("*.py")) + [grader / "launch.c"]):
        digest.update(file.read_bytes())
    for script in sorted(scripts, key=lambda s: s.path):
        digest.update(Path(script.path).read_bytes())
    if reference and os.path.isfile(reference):
        digest.update(Path(reference).read_bytes())
    return digest.hexdigest()[:20]


def up_to_date(folder: Path, key: dict) -> bool:
    try:
        old = json.loads((folder / STATUS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return all(old.get(k) == v for k, v in key.items())


def remark(folder: Path, rubric: rubrics.Rubric) -> dict:
    """Marks again from the stored findings (the rubric may have changed)."""
    status = json.loads((folder / STATUS).read_text(encoding="utf-8"))
    _write_marks(folder, status, rubric)
    return status


def _write_marks(folder: Path, status: dict, rubric: rubrics.Rubric) -> None:
    marks = rubrics.mark(rubric, status["findings"], status["failure"])
    status["marks"] = marks
    headline = status["headline"]
    (folder / "results.json").write_text(json.dumps(
        gradescope.results(marks, status["findings"], headline), indent=1) + "\n",
        encoding="utf-8")
    (folder / STATUS).write_text(json.dumps(status, indent=1, sort_keys=True) + "\n",
                                 encoding="utf-8")


@dataclass
class Prepared:
    """A submission unpacked and built (or refused), waiting to be graded."""
    name: str
    out: Path
    scratch: Path
    status: dict
    executable: Path | None
    seconds: float  # spent unpacking and building


def prepare(name: str, source: Path, out: Path, key: dict, limits: BuildLimits) -> Prepared:
    """Unpacks and builds one submission into a scratch folder; its build log goes to `out`
    (replaced). The first half of `grade_submission`: class grading builds the next
    submissions this way while the current one is graded."""
    started = time.monotonic()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    scratch = Path(tempfile.mkdtemp(prefix="hydra-class-"))
    os.chmod(scratch, 0o755)
    status = dict(key, name=name, source=str(source), failure="", headline="", detail="",
                  isolated=False, build_seconds=0.0, findings=[], ok=False, errors=0)
    executable = None
    try:
        tree = scratch / "submission"
        try:
            unpack(source, tree, Caps())
        except UnsafeArchive as err:
            status.update(failure="unsafe", detail=str(err))
            (out / "build.log").write_text(f"not unpacked: {err}\n", encoding="utf-8")
        else:
            made = build(tree, out / "build.log", limits)
            status.update(isolated=made.isolated, build_seconds=round(made.seconds, 1))
            if not made.ok:
                status.update(failure=made.status, detail=made.detail)
            executable = made.executable
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    return Prepared(name, out, scratch, status, executable, time.monotonic() - started)


def finish(prepared: Prepared, games: int | None, seed: int, scripts: list[Transcript],
           opts: Options, rubric: rubrics.Rubric, shrink: bool = True) -> dict:
    """Grades a prepared submission (if it built), marks it, removes its scratch folder and
    returns its status; `seconds` counts its own unpacking, building and grading."""
    started = time.monotonic()
    status, out = prepared.status, prepared.out
    try:
        if prepared.executable is not None:
            _grade(prepared.name, prepared.executable, prepared.scratch, out, (games, seed),
                   scripts, opts, status, shrink)
    finally:
        discard(prepared)
    status["headline"] = _headline(status)
    status["seconds"] = round(prepared.seconds + time.monotonic() - started, 1)
    _write_marks(out, status, rubric)
    return status


def discard(prepared: Prepared) -> None:
    shutil.rmtree(prepared.scratch, ignore_errors=True)


def grade_submission(name: str, source: Path, out: Path, games: int | None, seed: int,
                     scripts: list[Transcript], opts: Options, key: dict,
                     rubric: rubrics.Rubric, limits: BuildLimits) -> dict:
    """Grades one submission into `out` (replacing what was there) and returns its status."""
    return finish(prepare(name, source, out, key, limits), games, seed, scripts, opts, rubric)


def _grade(name: str, exe: Path, scratch: Path, out: Path, play: tuple[int | None, int],
           scripts: list[Transcript], opts: Options, status: dict, shrink: bool) -> None:
    # graded from a folder of its own named after the submission: the build's name, and no
    # file of the submission can pass for a grader profile
    graded = scratch / "graded" / name
    graded.mkdir(parents=True)
    os.chmod(graded.parent, 0o755)
    shutil.copy2(exe, graded / "hydra")
    asked, seed = play
    games, normal_moves = normal_play(asked)
    run = grade(GradeRequest(find(str(graded / "hydra")), scripts, scripts, opts, probe=True,
                             games=games, normal_moves=normal_moves, seed=seed, out=out,
                             shrink=shrink))
    run.build.shown = f"{name} ({status['source']})"
    summary = summarise(run)
    write_reports(run, out, html_file=str(out / "report.html"))
    status.update(findings=[dict({k: f.to_json()[k] for k in (
                      "kind", "clause", "summary", "transcripts", "games", "example", "mode")},
                      evidence=_evidence(f.reproduction, out)) for f in summary.findings],
                  ok=summary.ok, errors=len(summary.wrong), stopped=run.stopped,
                  reading=run.build.profile.reading)
    if run.ungradable:
        status.update(failure="not-driveable", detail=run.graded_by)


def _evidence(made, out: Path) -> dict | None:
    """A finding's reproduction as the class report and results.json name it: its files
    relative to the submission's folder."""
    if made is None:
        return None
    def rel(path: str) -> str:
        return os.path.relpath(path, out) if path else ""
    return {"file": rel(made.file), "transcript": rel(made.transcript),
            "input": rel(made.plain_input), "output": rel(made.plain_output),
            "lines": made.lines, "note": made.note}


def _headline(status: dict) -> str:
    failure = status["failure"]
    if failure:
        words = {"unsafe": "refused: unsafe archive", "no-makefile": "no Makefile",
                 "build-error": "does not build", "no-hydra": "make does not produce hydra",
                 "timeout": "the build timed out", "not-driveable": "cannot be driven"}
        detail = status["detail"].removeprefix("the build cannot be driven: ")
        return f"{words[failure]}: {detail}"
    if status["ok"]:
        return "no errors found"
    return f"{status['errors']} error finding(s)"
