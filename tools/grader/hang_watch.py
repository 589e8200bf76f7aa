"""Telling a hung build from a slow one by the build's own state, read from /proc, never by a
stopwatch. Between two signs of progress (it read some of its input or wrote some output) a
build is hung when it spends more than a bound of its own time: the CPU time of its processes
(a loop) plus the time they sleep not blocked on their input or output (a sleep). Time it
spends stopped, waiting for a CPU (the machine is busy) or waiting on the grader (blocked
reading its input or writing its output) does not count. The wall clock is only a last bound,
generous and scaled by the machine's load (`last_bound`).

A build whose address space grows beyond the most it ever had, by GROWTH at a time, makes
progress of a kind: it is filling its memory, and ends when it reaches its cap (a crash, such
as an allocation of a billion players one by one), whatever the machine's load; one that stops
growing is judged by its time again. Under a cap it can do so a few times only (16 under
1 GiB), and the wall clock's last bound still holds."""

from __future__ import annotations

import os
from dataclasses import dataclass

LAST_FACTOR = 15.0  # the last bound is this many stall budgets of wall-clock time...
LAST_LEAST = 30.0  # ... and at least this many seconds (before scaling by the load)
READS = (b"0", b"17", b"19")  # read, pread64, readv (x86-64 system call numbers)
WRITES = (b"1", b"18", b"20")  # write, pwrite64, writev
_TICK = os.sysconf("SC_CLK_TCK")
GROWTH = 64 << 20  # bytes of address space beyond its most before, a sign of progress


def load_scale() -> float:
    """How many times over the machine's CPUs are asked for (at least 1)."""
    try:
        return max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))
    except OSError:
        return 1.0


def last_bound(stall: float) -> float:
    """Seconds of wall-clock time after which a run is cut off whatever it is doing."""
    return max(LAST_LEAST, LAST_FACTOR * stall) * load_scale()


@dataclass
class GroupState:
    """The build's processes at one moment."""

    cpu: float = 0.0  # user + system seconds of all its live processes
    running: bool = False  # one of them is running or waiting for a CPU
    stopped: bool = False  # all of them are stopped (SIGSTOP, a debugger)
    on_pipes: bool = False  # one of them is blocked reading its input or writing its output
    memory: int = 0  # bytes of address space of all its live processes
    largest: int = 0  # ... of the largest one (its own cap bounds it)
    # (each thread of a process counts: one running, one reading its input, one stopped...)


def _children(pid: int) -> list[int]:
    found: list[int] = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children", "rb") as fh:
                found += [int(c) for c in fh.read().split()]
    except (OSError, ValueError):
        pass
    return found


def _blocked_on_pipes(task: str) -> bool:
    """Whether the task (/proc/PID or /proc/PID/task/TID) sleeps reading its input or
    writing its output."""
    try:
        with open(f"{task}/syscall", "rb") as fh:
            fields = fh.read().split()
    except OSError:
        return False
    if len(fields) < 2:
        return False
    fd = int(fields[1], 16)
    return (fields[0] in READS and fd == 0) or (fields[0] in WRITES and fd == 1)


def _threads(pid: int, fields: list[bytes]) -> list[tuple[str, bytes]]:
    """The task folder and state of each thread of the process (its /proc/PID/stat split
    after the name in `fields`): just the process itself when it has one thread."""
    if int(fields[17]) <= 1:
        return [(f"/proc/{pid}", fields[0])]
    found = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            task = f"/proc/{pid}/task/{tid}"
            with open(f"{task}/stat", "rb") as fh:
                found.append((task, fh.read().rsplit(b")", 1)[1].split()[0]))
    except (OSError, IndexError):
        pass
    return found or [(f"/proc/{pid}", fields[0])]


def group_state(pid: int, limit: int = 256) -> GroupState | None:
    """The state of the process `pid` and its descendants (None when it is gone)."""
    state, seen, todo = GroupState(), 0, [pid]
    states: list[bytes] = []
    while todo and seen < limit:
        current = todo.pop()
        try:
            with open(f"/proc/{current}/stat", "rb") as fh:
                fields = fh.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        seen += 1
        if fields[0] == b"Z" or fields[20] == b"0":
            continue  # (dead, or dying: its memory is already given back)
        state.cpu += (int(fields[11]) + int(fields[12])) / _TICK  # all its threads
        state.memory += int(fields[20])
        state.largest = max(state.largest, int(fields[20]))
        for task, code in _threads(current, fields):
            states.append(code)
            state.running |= code == b"R"
            if code in (b"S", b"D") and not state.on_pipes:
                state.on_pipes = _blocked_on_pipes(task)
        todo += _children(current)
    if not states:
        return None
    state.stopped = all(code in (b"T", b"t") for code in states)
    return state


class HangWatch:
    """Told of each sign of progress and asked to look every `every` seconds or so: says
    "busy" or "asleep" once the build is hung, by what took most of its time ("" until then).
    Its own time since the last progress is its CPU time plus the time it was found asleep;
    it is hung when that passes `bound`. Sleep is sampled: the time since the last look counts
    when no process of the build is running or waiting for a CPU, at most twice `every` (a
    grader slow to look never counts time it did not see). An address space GROWTH beyond the
    most seen is progress (filling its memory)."""

    def __init__(self, pid: int, bound: float, every: float) -> None:
        self.pid, self.bound, self.every = pid, bound, every
        self.cpu_base: float | None = None  # CPU seconds at the last progress
        self.slept = 0.0  # seconds found asleep since the last progress
        self.last_look: float | None = None
        self.memory = 0  # the most bytes of address space seen, where it counted as progress
        self.largest = 0  # the most bytes of address space one process was seen to have

    def progress(self) -> None:
        self.cpu_base = None
        self.slept = 0.0

    def look(self, now: float, final: bool = False) -> str:
        """`final`: the grader will neither send nor read anything more, so waiting on it
        is sleeping like any other wait."""
        state = group_state(self.pid)
        since, self.last_look = self.last_look, now
        on_grader = state is not None and state.on_pipes and not state.running and not final
        if state is None or state.stopped or on_grader:
            self.progress()  # gone, frozen, or waiting on the grader: nothing counts
            return ""
        self.largest = max(self.largest, state.largest)
        if state.memory >= self.memory + GROWTH:
            self.memory = state.memory
            self.progress()
        if self.cpu_base is None:
            self.cpu_base = state.cpu
        if not state.running and since is not None:
            self.slept += min(now - since, 2 * self.every)
        computed = max(0.0, state.cpu - self.cpu_base)
        if computed + self.slept <= self.bound:
            return ""
        return "busy" if computed >= self.slept else "asleep"
