"""Class grading's pipeline (tools/grader/course/build_ahead.py): submissions come out in the
class's order whatever their build times; the next one is built while the current one is
graded, at most one build at a time and `depth` waiting; a build error reaches the grader at
its submission; what was built but never graded is discarded."""

from __future__ import annotations

import threading
import time

import pytest

from grader.course.build_ahead import BuildAhead


class Recorder:
    def __init__(self, seconds: dict[str, float]) -> None:
        self.seconds, self.events, self.discarded = seconds, [], []
        self.lock = threading.Lock()
        self.building = 0
        self.most = 0

    def note(self, what: str) -> None:
        with self.lock:
            self.events.append(what)

    def make(self, name: str) -> str:
        with self.lock:
            self.building += 1
            self.most = max(self.most, self.building)
        self.note(f"build {name}")
        time.sleep(self.seconds.get(name, 0.0))
        if name == "bad":
            raise RuntimeError("make broke")
        with self.lock:
            self.building -= 1
        self.note(f"built {name}")
        return name.upper()


def test_order_kept_and_next_built_while_grading():
    names = ["a", "b", "c", "d"]
    rec = Recorder({"a": 0.05, "b": 0.3, "c": 0.0, "d": 0.1})
    got = []
    for name, made in BuildAhead(names, rec.make):
        rec.note(f"grade {name}")
        time.sleep(0.2)
        rec.note(f"graded {name}")
        got.append((name, made))
    assert got == [(n, n.upper()) for n in names]
    assert rec.most == 1  # one build at a time
    # b was being built while a was graded
    assert rec.events.index("build b") < rec.events.index("graded a")
    # never more than depth (1) built and waiting beyond the one being graded
    for name, later in zip(names, names[2:]):
        assert rec.events.index(f"build {later}") > rec.events.index(f"grade {name}")


def test_a_build_error_is_raised_at_its_submission():
    rec = Recorder({})
    seen = []
    with pytest.raises(RuntimeError, match="make broke"):
        for name, _ in BuildAhead(["a", "bad", "c"], rec.make):
            seen.append(name)
    assert seen == ["a"]


def test_what_was_built_but_not_graded_is_discarded():
    rec = Recorder({})
    pipeline = iter(BuildAhead(["a", "b", "c"], rec.make, rec.discarded.append))
    assert next(pipeline) == ("a", "A")
    time.sleep(0.2)  # b is built and waits
    pipeline.close()  # type: ignore[attr-defined]
    assert "B" in rec.discarded and "A" not in rec.discarded
