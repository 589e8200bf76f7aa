"""Where TAs keep builds and how they start: `make grade` on a fresh clone of the repository
(the sandbox's launcher is built on first use by parallel grading threads: no `Text file
busy`), and a build kept in a folder the sandbox user cannot enter (a home directory,
`mktemp -d`)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

CLI = [sys.executable, str(ROOT / "tools" / "hydra-grade")]


def test_make_grade_passes_on_a_fresh_clone(tmp_path: Path) -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    clone = tmp_path / "kit"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    # the checkout under test, not only what is committed: copy the working tree's tools over
    for part in ("tools/grader", "tools/corpus", "transcripts"):
        shutil.rmtree(clone / part)
        shutil.copytree(ROOT / part, clone / part, ignore=shutil.ignore_patterns(
            "__pycache__"))
    # the reference compiled already (copied, newer than the clone's sources: compiling from
    # nothing is the first step of make test itself, on CI's fresh clone), the smoke
    # transcripts and one game (grader-tests grades the reference on every transcript)
    shutil.copytree(ROOT / "build" / "release", clone / "build" / "release",
                    copy_function=shutil.copy)
    done = subprocess.run(["make", "-s", "grade",
                           "GRADE_ARGS=-q -t transcripts/smoke --games 1"], cwd=clone,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "RESULT: PASS" in done.stdout and "Text file busy" not in done.stdout
    assert "FINDINGS: none" in done.stdout


def test_a_build_in_a_private_folder_is_graded(tmp_path: Path, reference: str) -> None:
    private = tmp_path / "home" / "ta"
    private.mkdir(parents=True)
    build = private / "hydra"
    shutil.copy2(reference, build)
    os.chmod(private, 0o700)
    os.chmod(tmp_path / "home", 0o700)
    done = subprocess.run(CLI + ["grade", str(build), "-t", str(ROOT / "transcripts" / "smoke"),
                                 "-q", "--no-normal", "--profile", str(ROOT / "tools" / "tests" /
                                                                      "zoo" / "zoo.profile"),
                                 "-o", str(tmp_path / "out")], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "FINDINGS: none" in done.stdout
    if os.geteuid() == 0:  # builds run as an unprivileged user: it had to be copied
        assert "cannot enter; a copy of it was graded" in done.stdout
