"""The builds' clock. Every build starts at the same instant on every run (a normal-mode game at
an instant of its own, `start`), its clock then moving on by a fixed step at each reading
(libfaketime preloaded into it), and without address-space randomisation (launch.c), so that a
build seeding its shuffle from the clock or from an address deals the same cards on every
grade. Only compiled builds take the preload: a statically
linked build escapes it, a script keeps the real clock (the library breaks the sleeps of an
interpreter such as Python's), and so does every build when the library is not installed;
`clock_note` says so in the grade. The reference keeps the real clock (`keep_real_clock`)."""

from __future__ import annotations

import atexit
import ctypes
import datetime
import functools
import glob
import itertools
import os
import struct
import threading

START = "2025-01-01 00:00:00"  # the instant every build's clock starts at
STEP = "0.001"  # seconds the clock moves on at each reading
LIBRARY_PATTERNS = ("/usr/lib/*/faketime/libfaketime.so.1", "/usr/lib/faketime/libfaketime.so.1",
                    "/usr/local/lib/faketime/libfaketime.so.1")
SHARED_DIR = "/dev/shm"
PT_INTERP = 3  # the ELF program header naming the dynamic loader
RANDOM_SEED = 0x48594452414b4954  # what the build's random device gives (plus the hours)
_runs = itertools.count()
_left: set[str] = set()  # shared objects of runs not yet cleaned up (removed at exit)
_left_lock = threading.Lock()
_real_clock: set[str] = set()  # programs that keep the real clock (the kit's reference)


def start(hours: int) -> str:
    """The instant a build's clock starts at: START, or `hours` later (each normal-mode game
    starts its own hour on, so that a build seeding from the clock deals each game anew, and
    each game the same on every grade)."""
    begin = datetime.datetime.strptime(START, "%Y-%m-%d %H:%M:%S")
    return (begin + datetime.timedelta(hours=hours)).strftime("%Y-%m-%d %H:%M:%S")


def prepare() -> None:
    """Finds the library and makes the semaphore template now, before workers are forked, so
    that they inherit both rather than each make its own."""
    if library() is not None:
        _semaphore_bytes()


def keep_real_clock(program: str) -> None:
    """Runs of `program` (the reference, which deals from its own seed) need no fixed clock:
    they are spared its cost."""
    _real_clock.add(os.path.realpath(program))


@functools.cache
def library() -> str | None:
    """The installed libfaketime, or None (looked for once: every run would glob again)."""
    for pattern in LIBRARY_PATTERNS:
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    return None


class RunClock:
    """The clock of one run of `program`: `env` starts it at START (`hours` later: `start`) and
    moves it on by STEP at every reading (time, gettimeofday, clock_gettime of the real-time
    clock), whatever the real time, so that even a seed taken in nanoseconds repeats; the
    monotonic clock, sleeps and file times stay real. The readings are counted in a semaphore
    and shared memory made for this run alone (the library would otherwise make a pair for
    each process it starts in, and leave it behind whenever the grader kills that process);
    `close` removes them. `env` is empty for a script (the library breaks the sleeps of an
    interpreter such as Python's) and when the library or the shared memory is missing."""

    def __init__(self, program: str, hours: int = 0) -> None:
        self.env: dict[str, str] = {}
        self.paths: list[str] = []
        path = library()
        if path is None or _program_headers(program) is None or \
                os.path.realpath(program) in _real_clock:
            return
        # (of one length on every run: the environment's size moves the stack, and a build
        # seeding from an address would deal otherwise as the run count gains a digit)
        name = f"hydra_grade_clock_{os.getpid():07d}_{next(_runs):09d}"
        self.paths = _make_shared_objects(name)
        if self.paths:
            self.env = {"LD_PRELOAD": path, "FAKETIME": f"@{start(hours)} i{STEP}",
                        "FAKETIME_DONT_FAKE_MONOTONIC": "1", "NO_FAKE_STAT": "1",
                        "FAKERANDOM_SEED": hex(RANDOM_SEED + hours),
                        "FAKETIME_SHARED": f"/{name} /{name}"}

    def close(self) -> None:
        _remove(*self.paths)
        self.paths = []


def _make_shared_objects(name: str) -> list[str]:
    """A semaphore and shared memory named `name` that the sandbox user may use (their
    paths; none if they cannot be made). The semaphore is a copy of one made once with
    sem_open (a file write per run instead of a library call)."""
    semaphore = os.path.join(SHARED_DIR, f"sem.{name}")
    memory = os.path.join(SHARED_DIR, name)
    template = _semaphore_bytes()
    if template is None:
        return []
    with _left_lock:
        _left.update((semaphore, memory))
    try:
        for path, content in ((semaphore, template), (memory, bytes(4096))):
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o666)
            try:
                os.write(fd, content)
                os.fchmod(fd, 0o666)  # whatever the umask: the sandbox user opens them
            finally:
                os.close(fd)
    except OSError:
        _remove(semaphore, memory)
        return []
    return [semaphore, memory]


_template: list[bytes | None] = []


def _semaphore_bytes() -> bytes | None:
    """The file of a fresh semaphore of value 1, as sem_open writes it (None if it cannot)."""
    with _left_lock:
        if not _template:
            _template.append(_made_semaphore())
        return _template[0]


def _made_semaphore() -> bytes | None:
    name = f"hydra_grade_clock_{os.getpid()}_template"
    path = os.path.join(SHARED_DIR, f"sem.{name}")
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.sem_open.restype = ctypes.c_void_p
        libc.sem_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_uint, ctypes.c_uint]
        if os.path.exists(path):
            os.unlink(path)
        handle = libc.sem_open(f"/{name}".encode(), os.O_CREAT | os.O_EXCL, 0o600, 1)
        if handle in (None, 0, ctypes.c_void_p(-1).value):
            return None
        libc.sem_close(ctypes.c_void_p(handle))
        with open(path, "rb") as fh:
            content = fh.read()
        os.unlink(path)
        return content
    except (OSError, AttributeError):
        return None


def _remove(*paths: str) -> None:
    for path in paths:
        try:
            os.unlink(path)
        except OSError:
            pass
    with _left_lock:
        _left.difference_update(paths)


def _remove_left() -> None:
    _remove(*list(_left))


atexit.register(_remove_left)


def statically_linked(path: str) -> bool:
    """Whether `path` is an ELF executable with no dynamic loader (no PT_INTERP program
    header): nothing can be preloaded into it. A script or an unreadable file is not."""
    types = _program_headers(path)
    return types is not None and PT_INTERP not in types


def _program_headers(path: str) -> list[int] | None:
    """The types of the ELF file's program headers (None if it is no ELF file)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(64)
            if len(head) < 52 or head[:4] != b"\x7fELF" or head[4] not in (1, 2):
                return None
            order = "<" if head[5] == 1 else ">"
            if head[4] == 2:
                offset, = struct.unpack_from(order + "Q", head, 0x20)
                size, count = struct.unpack_from(order + "HH", head, 0x36)
            else:
                offset, = struct.unpack_from(order + "I", head, 0x1C)
                size, count = struct.unpack_from(order + "HH", head, 0x2A)
            fh.seek(offset)
            table = fh.read(size * count)
    except (OSError, struct.error):
        return None
    if size < 4 or len(table) < size * count:
        return None
    return [struct.unpack_from(order + "I", table, i * size)[0] for i in range(count)]


def clock_note(path: str) -> str:
    """What a grade of the build at `path` must say about its clock ("" when it starts at
    START like every other build)."""
    if library() is None:
        return ("libfaketime is not installed: the build's clock was not fixed, so a build "
                "seeding its shuffle from the clock may deal other cards on a re-grade")
    if not os.access(SHARED_DIR, os.W_OK):
        return (f"the build's clock could not be fixed (no shared memory in {SHARED_DIR}), so "
                "a build seeding its shuffle from the clock may deal other cards on a re-grade")
    types = _program_headers(path)
    if types is None or PT_INTERP not in types:
        what = "is a script" if types is None else "is statically linked"
        return (f"the build {what}: its clock could not be fixed, so if it seeds its shuffle "
                "from the clock it may deal other cards on a re-grade")
    return ""
