"""Every build starts its clock at the same instant and with the same addresses on every run,
so that a build seeding its shuffle from the clock (in seconds or in nanoseconds) or from an
address deals the same cards on every grade; the
sandbox's limits still hold; a statically linked build or a script (which keep the real clock)
is told apart, and without the library builds run as before, with a note."""

from __future__ import annotations

import calendar
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from grader import fixed_clock
from grader.channel import run_batch
from grader.sandbox import Limits

SEEDED = r"""
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
int main() {
  int local = 0;
  std::srand(std::time(nullptr));
  long long nanoseconds = std::chrono::system_clock::now().time_since_epoch().count();
  std::printf("%ld %d %p %lld\n", (long)std::time(nullptr), std::rand(), (void*)&local,
              nanoseconds);
}
"""
GREEDY = r"""
#include <cstdio>
#include <cstdlib>
int main() {
  std::printf("%s\n", std::getenv("FAKETIME") ? "clock fixed" : "real clock");
  std::printf("%s\n", std::malloc(std::size_t(1) << 31) ? "got 2 GiB" : "no memory");
}
"""


def compiled(folder, name: str, source: str, *flags: str) -> str:
    path = folder / name
    (folder / f"{name}.cpp").write_text(source)
    subprocess.run(["g++", "-O1", *flags, str(folder / f"{name}.cpp"), "-o", str(path)],
                   check=True)
    return str(path)


@pytest.fixture(scope="module")
def programs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("clock")
    return {"seeded": compiled(folder, "seeded", SEEDED),
            "static": compiled(folder, "seeded-static", SEEDED, "-static"),
            "greedy": compiled(folder, "greedy", GREEDY)}


def started_at(out: bytes) -> int:
    return int(out.split()[0])


def test_a_clock_seeded_build_deals_the_same_on_every_run(programs) -> None:
    outs = [run_batch([programs["seeded"]], b"", Limits(wall=2))[0] for _ in range(2)]
    assert outs[0] == outs[1]
    start = calendar.timegm(time.strptime(fixed_clock.START, "%Y-%m-%d %H:%M:%S"))
    assert abs(started_at(outs[0]) - start) <= 86400  # the fixed instant (in any time zone)


def test_the_clock_takes_as_much_room_in_the_environment_on_every_run(programs,
                                                                     monkeypatch) -> None:
    # the environment's size moves the stack: a build seeding from an address dealt
    # otherwise once the runs of the grading process passed 9, 99, ... (seen: two runs of the
    # test above, the 9th and 10th of a test worker, printed addresses 16 bytes apart)
    import itertools
    monkeypatch.setattr(fixed_clock, "_runs", itertools.count(9))
    clocks = [fixed_clock.RunClock(programs["seeded"]) for _ in range(2)]
    try:
        assert clocks[0].env and clocks[0].env != clocks[1].env
        assert [sum(len(k) + len(v) for k, v in c.env.items()) for c in clocks] == \
            [sum(len(k) + len(v) for k, v in clocks[0].env.items())] * 2
    finally:
        for clock in clocks:
            clock.close()


def test_a_normal_game_starts_the_clock_its_own_hours_later(programs) -> None:
    # each game deals anew, and alike on every grade
    first, again = (run_batch([programs["seeded"]], b"", Limits(wall=2, clock=5))[0]
                    for _ in range(2))
    plain = run_batch([programs["seeded"]], b"", Limits(wall=2))[0]
    assert first == again and first != plain
    assert abs(started_at(first) - started_at(plain) - 5 * 3600) <= 60


def test_the_sandbox_limits_hold_under_the_fixed_clock(programs) -> None:
    out, ending = run_batch([programs["greedy"]], b"", Limits(wall=2))
    assert out == b"clock fixed\nno memory\n" and ending.returncode == 0


def test_without_the_library_builds_keep_the_real_clock_and_the_grade_says_so(
        programs, monkeypatch) -> None:
    monkeypatch.setattr(fixed_clock, "library", lambda: None)
    out, ending = run_batch([programs["seeded"]], b"", Limits(wall=2))
    assert ending.returncode == 0 and abs(started_at(out) - time.time()) < 60
    assert "not installed" in fixed_clock.clock_note(programs["seeded"])


def test_a_statically_linked_build_is_told_apart(programs, tmp_path) -> None:
    assert fixed_clock.statically_linked(programs["static"])
    assert not fixed_clock.statically_linked(programs["seeded"])
    script = tmp_path / "build.py"
    script.write_text("#!/usr/bin/python3\nprint('hi')\n")
    assert not fixed_clock.statically_linked(str(script))
    assert fixed_clock.clock_note(programs["seeded"]) == ""
    assert "statically linked" in fixed_clock.clock_note(programs["static"])
    assert "script" in fixed_clock.clock_note(str(script))


def test_a_build_that_deals_otherwise_on_every_run_is_told_apart() -> None:
    """A build shuffling from a source no clock fixes (here the reference given a fresh seed
    on every run) is named in a note; a build dealing the same each time is not."""
    from grader.builds import Build, REFERENCE
    from grader.build_profile import Profile
    from grader.normal_games import deals_again, play_games
    if not REFERENCE.is_file():
        pytest.skip("no ./hydra (run `make hydra`)")
    folder = Path(tempfile.mkdtemp(prefix="hydra-deal-", dir="/tmp"))  # the sandbox user
    folder.chmod(0o755)  # runs the build: pytest's own folders are private
    wrapper = folder / "random-deal"
    wrapper.write_text("#!/usr/bin/python3\nimport os, sys\n"
                       f"os.execv({str(REFERENCE)!r}, [{str(REFERENCE)!r}, '-seed', "
                       "str(int.from_bytes(os.urandom(6), 'big'))] + sys.argv[1:])\n")
    wrapper.chmod(0o755)
    reference = str(REFERENCE)
    # (the reference keeps the real clock once a grade has run: its own seed makes it plain)
    plain = Build("plain", reference, Profile(args=["-testing", "-seed", "7", "-rules",
                                                    "strict-cut"]))
    first = play_games(plain, reference, 1)[0][1]
    assert first and deals_again(plain, reference, 1, first)
    shuffled = Build("shuffled", str(wrapper), Profile(args=["-testing", "-rules", "strict-cut"]))
    try:
        first = play_games(shuffled, reference, 1)[0][1]
        assert first and "cannot" not in first[0].message
        assert not deals_again(shuffled, reference, 1, first)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
