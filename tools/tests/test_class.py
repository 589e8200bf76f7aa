"""`hydra-grade class` end to end on a few made-up submissions (tools/planted/class_demo.py) graded
on the smoke transcripts: the reference in a team folder, one that does not compile, a Makefile
that makes no `hydra`, a hostile build, a zip with `../` paths; each gets its expected outcome,
nothing escapes the sandbox, a re-run grades nothing again, a changed submission alone is
graded again, and shards spread by GNU parallel over local workers merge into one report."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT
from planted import class_demo as demo

CLI = [sys.executable, str(ROOT / "tools" / "hydra-grade")]
QUICK_ARGS = ["-t", str(ROOT / "transcripts" / "smoke"), "--games", "1", "-j", "2",
              "--no-shrink"]  # (reproductions and their links: test_evidence, test_class_parts)


def grade(submissions: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    done = subprocess.run(CLI + ["class", str(submissions), "-o", str(out), *QUICK_ARGS,
                                 *extra], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    return done


def status(out: Path, name: str) -> dict:
    return json.loads((out / name / "status.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def graded(tmp_path_factory, reference: str) -> tuple[Path, Path, subprocess.CompletedProcess]:
    base = tmp_path_factory.mktemp("class")
    demo.write(base / "subs", demo.QUICK)
    return base / "subs", base / "out", grade(base / "subs", base / "out")


def test_each_submission_gets_its_expected_outcome(graded) -> None:
    _, out, _ = graded
    wrong = [p for name in demo.QUICK for p in demo.problems(status(out, name))]
    assert wrong == []
    assert status(out, "correct")["marks"]["score"] == 60
    assert "error:" in status(out, "no-compile")["detail"]
    for name in ("correct", "no-compile", "no-hydra-target", "hostile", "traversal"):
        assert (out / name / "results.json").is_file() and (out / name / "build.log").is_file()
    assert (out / "correct" / "report.html").is_file() and (out / "correct" / "profile").is_file()


def test_the_hostile_build_stays_in_its_folder(graded) -> None:
    _, out, _ = graded
    hostile = status(out, "hostile")
    log = (out / "hostile" / "build.log").read_text()
    if not hostile["isolated"]:
        pytest.skip("builds are isolated only when the grader runs as root")
    assert demo.escaped() == []
    lines = log.splitlines()
    assert "NETWORK-REACHED" not in lines and "no network" in lines


def test_the_class_report_shows_every_submission(graded) -> None:
    _, out, done = graded
    html = (out / "index.html").read_text()
    for name in demo.QUICK:
        assert f">{name}</a>" in html
    rows = (out / "summary.csv").read_text().splitlines()
    assert len(rows) == 1 + len(demo.QUICK)
    assert "5 submission(s), 5 graded now" in done.stdout


def test_a_rerun_grades_only_what_changed(graded) -> None:
    subs, out, _ = graded
    again = grade(subs, out)
    assert "0 graded now, 5 unchanged" in again.stdout, again.stdout
    with zipfile.ZipFile(subs / "traversal.zip", "a") as archive:
        archive.writestr("README", b"changed\n")
    again = grade(subs, out)
    assert "1 graded now, 4 unchanged" in again.stdout
    assert "traversal: grading" in again.stderr


def test_shards_spread_by_gnu_parallel_merge_into_one_report(tmp_path: Path,
                                                             reference: str) -> None:
    if shutil.which("parallel") is None:
        pytest.fail("GNU parallel is missing: `make deps` installs it (Debian's parallel)")
    demo.write(tmp_path / "subs", ("traversal", "bomb", "no-compile"))
    command = " ".join(CLI + ["class", str(tmp_path / "subs"), "--shard", "{}/2", "-o",
                              str(tmp_path / "part{}"), "-q", *QUICK_ARGS])
    done = subprocess.run(["parallel", "--will-cite", "--halt", "now,fail=1", "--sshlogin",
                           "2/:", command, ":::", "1", "2"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    parts = [sorted(p.name for p in (tmp_path / f"part{k}").glob("*/status.json"))
             for k in (1, 2)]
    assert all(parts) and len(parts[0]) + len(parts[1]) == 3
    merged = subprocess.run(CLI + ["class", "merge", str(tmp_path / "part1"),
                                   str(tmp_path / "part2"), "-o", str(tmp_path / "all")],
                            capture_output=True, text=True, timeout=60)
    assert merged.returncode == 0, merged.stderr
    summary = json.loads((tmp_path / "all" / "summary.json").read_text())
    assert sorted(s["name"] for s in summary["submissions"]) == ["bomb", "no-compile",
                                                                 "traversal"]
