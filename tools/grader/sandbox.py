"""Starting a build safely. Every run gets its own process group (killed with SIGKILL when the
run ends, whatever happened), resource limits (CPU time, address space, file size, processes),
a fresh temporary working directory, a scrubbed environment (but for the fixed clock of
fixed_clock.py), address-space randomisation off, and, when the grader runs as root, an
unprivileged user so that the process limit holds and the build cannot touch the kit."""

from __future__ import annotations

import atexit
import ctypes
import hashlib
import os
import pwd
import resource
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass

from . import fixed_clock
from .fixed_clock import RunClock

UNPRIVILEGED = "nobody"
LAUNCH_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "launch.c")
LAUNCH_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build",
                          "grade")
_launcher: list[str | None] = []
_launcher_lock = threading.Lock()  # grading threads start at once: one compiles, others wait
ADDR_NO_RANDOMIZE = 0x0040000  # personality(2) flag: the same addresses on every run
_libc = ctypes.CDLL(None, use_errno=True)  # loaded here: nothing is loaded in a forked child


@dataclass(frozen=True)
class Limits:
    # seconds a build may go without reading or writing, of its own time: CPU time while it
    # computes, sleep while it sleeps (hang_watch.py); wall-clock time only ends a run at a
    # generous multiple of it, scaled by the machine's load
    wall: float = 5.0
    output: int = 8 << 20  # bytes of standard output before the run is cut off
    # bytes printed while reading none of the input sent: a loop, cut off as the cap cuts it
    # (the reference prints under 250 KB in a whole transcript, a few KB between two reads)
    flood: int = 2 << 20
    cpu: int = 20  # seconds of CPU time (RLIMIT_CPU)
    memory: int = 1 << 30  # bytes of address space (RLIMIT_AS); 0 = unlimited
    file_size: int = 1 << 20  # bytes any file written may reach (RLIMIT_FSIZE)
    processes: int = 64  # processes of the run's user (RLIMIT_NPROC)
    clock: int = 0  # hours after fixed_clock.START the build's clock starts (a game's own deal)


def drop_target() -> tuple[int, int] | None:
    """The user and group builds run as: `nobody` when the grader runs as root, else None."""
    if os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam(UNPRIVILEGED)
    except KeyError:
        return None
    return entry.pw_uid, entry.pw_gid


def runnable(path: str) -> bool:
    """Whether the user builds run as (see `drop_target`) may execute `path`: a build kept
    in a private folder (a home directory, `mktemp -d`) is reachable by root only."""
    drop = drop_target()
    if drop is None:
        return os.access(path, os.X_OK)
    done = subprocess.run(["/usr/bin/test", "-x", path], user=drop[0], group=drop[1],
                          extra_groups=[], cwd="/", env={"PATH": "/usr/bin:/bin"})
    return done.returncode == 0


_reachable: dict[str, str] = {}
_reachable_lock = threading.Lock()


def reachable(path: str) -> str:
    """`path`, or a copy of it the sandbox user can run (see reachable_copy), found once."""
    with _reachable_lock:
        if path not in _reachable:
            _reachable[path] = reachable_copy(path)[0]
        return _reachable[path]


def reachable_copy(path: str) -> tuple[str, str]:
    """`path` if the sandbox user can run it; otherwise a copy in a folder that user can
    enter (removed when the grader exits), with a note saying so. OSError if no copy can be
    made (the note then says why the build cannot run)."""
    if runnable(path):
        return path, ""
    folder = tempfile.mkdtemp(prefix="hydra-grade-build-", dir=scratch_folder())
    atexit.register(shutil.rmtree, folder, True)
    os.chmod(folder, 0o755)
    copy = os.path.join(folder, os.path.basename(path))
    shutil.copyfile(path, copy)
    os.chmod(copy, 0o755)
    return copy, (f"{path} is not reachable by the unprivileged user {UNPRIVILEGED!r} builds "
                  f"run as (a folder on its path is private); graded a copy of it")


def scratch_folder() -> str | None:
    """A memory file system for working directories when there is one (creating and removing
    a directory on a disk costs milliseconds per run)."""
    shm = "/dev/shm"
    return shm if os.path.isdir(shm) and os.access(shm, os.W_OK) else None


def launcher() -> str | None:
    """The compiled launcher (built on first use, cached by source hash), or None when no C
    compiler works; then the limits are set from Python in the child (slower)."""
    with _launcher_lock:
        if not _launcher:
            _launcher.append(_compile_launcher())
        return _launcher[0]


def prepare() -> None:
    """The launcher and the fixed clock's files, made now: workers forked after this inherit
    them rather than each make its own (workers.py)."""
    launcher()
    fixed_clock.prepare()


def _compile_launcher() -> str | None:
    """Compiles into a file of this process and thread alone and renames it into place, so
    that no one ever executes a file still open for writing (ETXTBSY); other grading
    processes that compile it at the same time each rename a complete copy."""
    path: str | None = None
    try:
        with open(LAUNCH_SOURCE, "rb") as fh:
            digest = hashlib.sha256(fh.read()).hexdigest()[:16]
        target = os.path.abspath(os.path.join(LAUNCH_DIR, f"launch-{digest}"))
        if not os.access(target, os.X_OK):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            tmp = f"{target}.{os.getpid()}.{threading.get_ident()}.tmp"
            for extra in (["-static"], []):
                done = subprocess.run(["cc", "-O2", *extra, LAUNCH_SOURCE, "-o", tmp],
                                      capture_output=True)
                if done.returncode == 0:
                    os.chmod(tmp, 0o755)
                    os.replace(tmp, target)
                    break
            if os.path.exists(tmp):
                os.unlink(tmp)
        path = target if os.access(target, os.X_OK) else None
    except OSError:
        path = None
    return path


def _limiter(limits: Limits, drop: tuple[int, int] | None):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (limits.cpu, limits.cpu + 1))
        if limits.memory:
            resource.setrlimit(resource.RLIMIT_AS, (limits.memory, limits.memory))
        resource.setrlimit(resource.RLIMIT_FSIZE, (limits.file_size, limits.file_size))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if drop is not None:
            os.setgroups([])
            os.setgid(drop[1])
            os.setuid(drop[0])
        resource.setrlimit(resource.RLIMIT_NPROC, (limits.processes, limits.processes))
        persona = _libc.personality(0xffffffff)
        if persona != -1:
            _libc.personality(persona | ADDR_NO_RANDOMIZE)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)

    return apply


# the environment of every run of a build, besides HOME and TMPDIR (its working folder) and
# the fixed clock's variables
BASE_ENV = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


def runnable_argv(argv: list[str]) -> list[str]:
    """`argv` with a program given by path made absolute and reachable (the build runs in its
    own working folder, as the sandbox user)."""
    if "/" in argv[0]:
        return [reachable(os.path.abspath(argv[0]))] + argv[1:]
    return argv


class Spawned:
    """A running build: the Popen object, its working directory, and cleanup."""

    def __init__(self, argv: list[str], limits: Limits, stderr_to_file: bool = True) -> None:
        argv = runnable_argv(argv)
        self.workdir = tempfile.mkdtemp(prefix="hydra-grade-", dir=scratch_folder())
        self.clock = RunClock(argv[0], limits.clock)
        drop = drop_target()
        if drop is not None:
            os.chown(self.workdir, drop[0], drop[1])
        env = {**BASE_ENV, "HOME": self.workdir, "TMPDIR": self.workdir, **self.clock.env}
        self.stderr_path = os.path.join(self.workdir, ".stderr")
        err = open(self.stderr_path, "wb") if stderr_to_file else subprocess.DEVNULL
        launch = launcher()
        try:
            if launch:
                uid, gid = drop if drop else (-1, -1)
                wrapped = [launch, str(uid), str(gid), str(limits.cpu), str(limits.memory),
                           str(limits.file_size), str(limits.processes), *argv]
                self.proc = subprocess.Popen(
                    wrapped, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
                    cwd=self.workdir, env=env, start_new_session=True, close_fds=True)
            else:
                self.proc = subprocess.Popen(
                    argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
                    cwd=self.workdir, env=env, start_new_session=True,
                    preexec_fn=_limiter(limits, drop), close_fds=True)
        except OSError:
            self.cleanup()
            raise
        finally:
            if stderr_to_file:
                err.close()  # type: ignore[union-attr]

    @property
    def pid(self) -> int:
        return self.proc.pid

    def kill(self) -> None:
        """SIGKILL the whole process group (children included) until none of it is alive (a
        fork bomb may add members while it dies; at most about two seconds), and reap. Its
        dead orphans are the system's to reap (that may take a second)."""
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                break
            if self.proc.poll() is None:
                self.proc.wait()
            elif _group_gone(self.proc.pid) or not _group_alive(self.proc.pid):
                break
            else:
                time.sleep(0.002)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass

    def stderr_head(self, limit: int = 2000) -> str:
        try:
            with open(self.stderr_path, "rb") as fh:
                return fh.read(limit).decode("utf-8", "replace")
        except OSError:
            return ""

    def cleanup(self) -> None:
        shutil.rmtree(self.workdir, ignore_errors=True)
        self.clock.close()


def _group_gone(pgid: int) -> bool:
    """Whether the group `pgid` has no member at all, not even a zombie (one system call;
    `_group_alive` reads every process's state)."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def _group_alive(pgid: int) -> bool:
    """Whether a process of the group `pgid` is alive (not a zombie)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as fh:
                fields = fh.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if len(fields) > 2 and fields[2] == str(pgid).encode() and fields[0] != b"Z":
            return True
    return False


def blocked_on_stdin(pid: int) -> bool:
    """True if the process sleeps in read(0, ...): it waits for a line it was not given."""
    try:
        with open(f"/proc/{pid}/syscall", "rb") as fh:
            fields = fh.read().split()
        with open(f"/proc/{pid}/stat", "rb") as fh:
            state = fh.read().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    if state not in (b"S", b"D"):
        return False
    return len(fields) >= 2 and fields[0] in (b"0", b"17", b"19") and int(fields[1], 16) == 0


def cpu_seconds(pid: int) -> float:
    """User + system CPU time the process has used so far (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def is_busy(pid: int, elapsed: float) -> bool:
    """Whether a process that ran out of time was computing (running now, or used a fair
    share of the CPU; the machine may be shared) rather than sleeping."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            state = fh.read().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state == b"R" or cpu_seconds(pid) >= 0.2 * elapsed
