"""The pytest plugin: every `*.transcript` file collected becomes one test item, graded against
a build (default: the reference) exactly as `hydra-grade grade` does. Items are labelled with
the transcript id and its rule ids (usable with -k, e.g. `-k R14`), and a failure shows the
first divergence and a diff of the expected and actual output around it. Works with
pytest-xdist (-n 2). Usage:

    PYTHONPATH=tools python3 -m pytest -p grader.pytest_plugin transcripts/ [--hydra-impl BUILD]
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from .builds import UsageError, find
from .builds import Build
from .pipeline import grade
from .report_text import divergence
from .request import GradeRequest
from .request import Options
from .sandbox import Limits
from .transcript import Transcript, TranscriptError, load
from .verdict import Result



def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("hydra", "grading Hydra builds on transcripts")
    group.addoption("--hydra-impl", default=None, help="the build to grade (default: ./hydra, "
                    "run with each transcript's own command line)")
    group.addoption("--hydra-profile", default=None, help="the build's profile file")
    group.addoption("--hydra-timeout", type=float, default=5.0, help="seconds per transcript")


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    if file_path.suffix == ".transcript":
        return TranscriptFile.from_parent(parent, path=file_path)
    return None


class TranscriptFile(pytest.File):
    def collect(self):
        try:
            script = load(self.path)
        except TranscriptError as err:
            raise self.CollectError(str(err)) from None
        rules = " ".join(script.rules + script.interps)
        item = TranscriptItem.from_parent(self, name=f"{script.id} [{rules}]", script=script)
        for rule in script.rules + script.interps + script.tags:
            item.keywords[rule] = True
        yield item


class TranscriptFailed(Exception):
    def __init__(self, result: Result, script: Transcript, output: str) -> None:
        super().__init__(result.failure.message if result.failure else result.status)
        self.result, self.script, self.output = result, script, output


def _build(config: pytest.Config) -> Build:
    return find(config.getoption("--hydra-impl"), config.getoption("--hydra-profile"))


class TranscriptItem(pytest.Item):
    def __init__(self, *, script: Transcript, **kwargs) -> None:
        super().__init__(**kwargs)
        self.script = script
        self.user_properties.append(("rules", " ".join(script.rules + script.interps)))

    def runtest(self) -> None:
        try:
            build = _build(self.config)
        except UsageError as err:
            pytest.skip(str(err))
        wall = self.config.getoption("--hydra-timeout")
        options = Options(jobs=1, floor=wall, stop_after=0, limits=Limits(wall=wall))
        result = grade(GradeRequest(build, [self.script], options=options, probe=False,
                                    games=0)).results[0]
        if result.status == "skip":
            pytest.skip(result.reason)
        if result.status in ("fail", "incomplete"):
            raise TranscriptFailed(result, self.script, "")

    def repr_failure(self, excinfo, style=None):  # type: ignore[override]
        if not isinstance(excinfo.value, TranscriptFailed):
            return super().repr_failure(excinfo)
        result = excinfo.value.result
        failure = result.failure
        lines = [f"{self.script.path}: " + (f"{failure.kind} {failure.clause}: {failure.summary}"
                                           if failure else result.status)]
        lines += divergence(result, "  ")
        if result.failure and result.failure.ref_state and result.failure.build_tail:
            diff = difflib.unified_diff(result.failure.ref_state,
                                        [t for t in result.failure.build_tail if t.strip()],
                                        "reference state", "build's last lines", lineterm="")
            lines += ["", *diff]
        return "\n".join(lines)

    def reportinfo(self):
        return self.path, None, f"transcript {self.script.id}"
