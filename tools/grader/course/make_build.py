"""Building a submission with its own Makefile, as untrusted code. `make` runs as the
unprivileged user builds are graded as, with the same resource limits (CPU time, address
space, file size, processes), a wall-clock limit and a cap on its log; when the grader is root
it also runs in its own network namespace (no network), PID namespace (nothing it starts
outlives it) and mount namespace in which the submission is the only folder it can write that
lasts: every world-writable folder (/tmp, /var/tmp, /dev/shm ...) is a fresh, discarded tmpfs.
The result says whether `hydra` was produced and, if not, why: the first compiler error, a
Makefile that makes something else, a time limit."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from .. import sandbox

MAKEFILES = ("GNUmakefile", "makefile", "Makefile")
WORLD_WRITABLE = ("/tmp", "/var/tmp", "/dev/shm", "/run/lock", "/var/lock", "/dev/mqueue")
HOLD = "/srv"  # an empty folder, covered by a tmpfs inside the namespace; the build's home
LOG_CAP = 256 << 10  # bytes of make's output kept in build.log
ERROR = re.compile(r"(?:\berror\b|Error \d|undefined reference|No rule to make target)", re.I)

# Runs as root in fresh namespaces: makes the submission visible at HOLD/submission and the
# launcher at HOLD/launch (the kit itself may sit in a folder about to be hidden, /tmp say),
# hides every world-writable folder behind a fresh tmpfs, then drops to the unprivileged user.
_ISOLATE = """set -e
mount --make-rprivate /
mount -t tmpfs -o mode=755,size=16m hydra-hold "$HOLD"
mkdir "$HOLD/submission"
mount --bind "$1" "$HOLD/submission"
shift
if [ -n "$LAUNCH" ]; then cp "$LAUNCH" "$HOLD/launch"; chmod 755 "$HOLD/launch"; fi
for d in $WRITABLE; do mount -t tmpfs -o mode=1777,size=256m hydra-tmp "$d"; done
cd "$HOLD/submission/$1"
shift
exec "$@"
"""


@dataclass(frozen=True)
class BuildLimits:
    wall: float = 300.0  # seconds for the whole build
    cpu: int = 600  # seconds of CPU time of each process
    memory: int = 4 << 30  # bytes of address space of each process
    file_size: int = 256 << 20  # bytes any file written may reach
    processes: int = 128
    niceness: int = 0  # added to make's (0: the grader's own priority)


@dataclass
class Built:
    ok: bool  # hydra was produced
    status: str  # built, no-makefile, build-error, no-hydra, timeout
    detail: str  # one line: the first compiler error, what is missing, ...
    executable: Path | None
    seconds: float
    isolated: bool  # ran in its own namespaces (no network, private /tmp)


def find_makefile(folder: Path) -> Path | None:
    """The folder holding the Makefile: the root, or the one folder below holding one."""
    if any((folder / m).is_file() for m in MAKEFILES):
        return folder
    holders = sorted({p.parent for m in MAKEFILES for p in folder.rglob(m) if p.is_file()})
    shallow = [h for h in holders if not any(o != h and o in h.parents for o in holders)]
    return shallow[0] if len(shallow) == 1 else None


def first_error(log: str) -> str:
    """The first line of the log that reads as an error, cut to one line of sense."""
    for line in log.splitlines():
        if ERROR.search(line) and "warning" not in line.lower():
            return line.strip()[:300]
    lines = [line for line in log.splitlines() if line.strip()]
    return lines[-1].strip()[:300] if lines else "make failed with no output"


SEARCH = "/usr/bin:/bin:/usr/sbin:/sbin"  # where make and unshare are looked for


def _can_isolate() -> bool:
    return os.geteuid() == 0 and os.path.isdir(HOLD) and bool(shutil.which("unshare",
                                                                           path=SEARCH))


def _own(folder: Path, uid: int, gid: int) -> None:
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            os.lchown(os.path.join(root, name), uid, gid)
    os.chown(folder, uid, gid)


def build(folder: Path, log_path: Path, limits: BuildLimits = BuildLimits()) -> Built:
    """Runs `make` in the submission's Makefile folder (found below `folder`); the log goes
    to `log_path` (capped). `folder` must hold nothing but the unpacked submission."""
    start = time.monotonic()
    where = find_makefile(folder)
    if where is None:
        found = [str(p.relative_to(folder)) for m in MAKEFILES for p in folder.rglob(m)]
        detail = ("no Makefile in the submission" if not found else
                  "several folders hold a Makefile: " + ", ".join(sorted(found)[:4]))
        log_path.write_text(detail + "\n", encoding="utf-8")
        return Built(False, "no-makefile", detail, None, 0.0, False)
    drop = sandbox.drop_target()
    if drop is not None:
        _own(folder, *drop)
    uid, gid = drop if drop else (-1, -1)
    launch = sandbox.launcher()
    make = shutil.which("make", path=SEARCH) or "make"
    rlimits = [str(uid), str(gid), str(limits.cpu), str(limits.memory), str(limits.file_size),
               str(limits.processes)]
    isolated = _can_isolate()
    relative = str(where.relative_to(folder)) or "."
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    if isolated:
        inner = [f"{HOLD}/launch", *rlimits, make] if launch else [make]
        writable = " ".join(d for d in WORLD_WRITABLE if os.path.isdir(d)
                            and not os.path.islink(d))
        argv = [shutil.which("unshare", path=SEARCH), "--net", "--mount", "--pid", "--fork",
                "--kill-child", "/bin/sh", "-c", _ISOLATE, "isolate", str(folder), relative,
                *inner]
        env.update(HOLD=HOLD, WRITABLE=writable, HOME=f"{HOLD}/submission/{relative}",
                   TMPDIR="/tmp", LAUNCH=launch or "")
        cwd = "/"
    else:
        argv = [launch, *rlimits, make] if launch else [make]
        cwd = str(where)
        env.update(HOME=str(where), TMPDIR=str(where))
    nice = shutil.which("nice", path=SEARCH)
    if limits.niceness and nice:
        argv = [nice, "-n", str(limits.niceness), *argv]
    status, log = _run(argv, cwd, env, limits.wall)
    log_path.write_bytes(log)
    seconds = time.monotonic() - start
    text = log.decode("utf-8", "replace")
    exe = where / "hydra"
    if status == "timeout":
        return Built(False, "timeout", f"make did not finish in {limits.wall:.0f} s", None,
                     seconds, isolated)
    if status != 0:
        return Built(False, "build-error", first_error(text), None, seconds, isolated)
    if not (exe.is_file() and os.access(exe, os.X_OK)):
        return Built(False, "no-hydra", "make succeeded but produced no executable `hydra` "
                     f"in {relative}", None, seconds, isolated)
    return Built(True, "built", "", exe, seconds, isolated)


def _run(argv: list[str], cwd: str, env: dict, wall: float) -> tuple[int | str, bytes]:
    """Runs the build in its own process group; keeps the first LOG_CAP bytes of its output
    (the rest is read and dropped, so the build never blocks on a full pipe)."""
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, cwd=cwd, env=env,
                            start_new_session=True, close_fds=True)
    kept = bytearray()
    dropped = [0]

    def drain() -> None:
        assert proc.stdout is not None
        while True:
            block = proc.stdout.read1(1 << 16)
            if not block:
                return
            room = LOG_CAP - len(kept)
            kept.extend(block[:max(room, 0)])
            dropped[0] += max(len(block) - max(room, 0), 0)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    try:
        status: int | str = proc.wait(timeout=wall)
    except subprocess.TimeoutExpired:
        status = "timeout"
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()
    reader.join(timeout=5)
    if dropped[0]:
        kept.extend(f"\n[build log cut: {dropped[0]} more bytes]\n".encode())
    return status, bytes(kept)
