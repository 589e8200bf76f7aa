"""The fast path without a process start of the grader's per run: the launcher's batch mode
(launch.c, `--batch`) stays up beside each grading process (or thread) and runs the build once
per transcript, feeding all its input and collecting all its output, under the same limits,
user, working folder, environment and fixed clock as a run the grader starts itself. A run the
batch could not finish (the wall clock ran out, or the build could not be started) is run again
by the grader's own `run_batch`, which judges hangs by the build's state (hang_watch.py) and
words why a build cannot start; after a run that ran out of time the batch is left alone in
that process, so that a build that hangs costs no more than before."""

from __future__ import annotations

import os
import subprocess
import threading
import time
from typing import Callable

from .channel import Ending, run_batch
from .fixed_clock import RunClock
from .sandbox import BASE_ENV, Limits, drop_target, launcher, runnable_argv, scratch_folder

_local = threading.local()  # this thread's batches by their limits, and the process's id


def fast_run(argv: list[str], data: bytes, limits: Limits,
             extend: Callable[[], float] | None = None,
             close_input: bool = True) -> tuple[bytes, Ending]:
    """As channel.run_batch (the same output and ending), by the batch when it can."""
    got = _batched(argv, data, limits, close_input)
    if got is not None:
        return got
    return run_batch(argv, data, limits, extend, close_input=close_input)


def _batched(argv: list[str], data: bytes, limits: Limits,
             close_input: bool) -> tuple[bytes, Ending] | None:
    server = _server(limits)
    if server is None:
        return None
    argv = runnable_argv(argv)
    clock = RunClock(argv[0], limits.clock)
    env = {**BASE_ENV, **clock.env}  # (HOME and TMPDIR: the batch's working folder)
    strings = [a.encode() for a in argv] + [f"{k}={v}".encode() for k, v in env.items()]
    head = (f"{int(limits.wall * 1000)} {limits.output} {int(close_input)} {len(argv)} "
            f"{len(env)} {len(data)}\n").encode()
    started = time.monotonic()
    try:
        server.stdin.write(head + b"".join(s + b"\0" for s in strings) + data)
        server.stdin.flush()
        cut, status, size = server.stdout.readline().decode().split()
        out = server.stdout.read(int(size))
    except (OSError, ValueError):
        _stop(limits)
        return None
    finally:
        clock.close()
    if cut == "timeout" or status == "127":
        if cut == "timeout":
            _local.off = True  # (see the top)
        return None
    ending = Ending(returncode=None if status == "none" else int(status),
                    cut="" if cut == "-" else cut, wall=time.monotonic() - started)
    return out, ending


def _server(limits: Limits) -> subprocess.Popen | None:
    """This thread's batch for `limits` (started on first use; a forked process starts its
    own), or None when there is no launcher or the batch is left alone here."""
    if getattr(_local, "pid", None) != os.getpid():
        _local.pid, _local.servers, _local.off = os.getpid(), {}, False
    if _local.off:
        return None
    key = _key(limits)
    server = _local.servers.get(key)
    if server is None or server.poll() is not None:
        launch = launcher()
        if launch is None:
            return None
        uid, gid = drop_target() or (-1, -1)
        try:
            given = (uid, gid, limits.cpu, limits.memory, limits.file_size, limits.processes)
            server = subprocess.Popen(
                [launch, "--batch", *map(str, given), scratch_folder() or "/tmp"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True)
        except OSError:
            _local.off = True
            return None
        _local.servers[key] = server
    return server


def _key(limits: Limits) -> tuple[int, ...]:
    """The limits a batch is started with (the wall clock, the output cap and the clock go
    with each run: one batch serves every transcript)."""
    return (limits.cpu, limits.memory, limits.file_size, limits.processes)


def _stop(limits: Limits) -> None:
    server = _local.servers.pop(_key(limits), None)
    if server is not None:
        server.kill()
        server.wait()
