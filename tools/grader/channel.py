"""Pipes to a running build. `run_batch` feeds all input at once and collects the output (the
fast path, as cheap as a shell pipe); `Channel` talks to the build line by line for the
interactive runner. Both cut off a hung build (judged by its own state: hang_watch.py; the
wall clock only as a last bound) and a build past the output cap (the channel also one that
prints `Limits.flood` bytes without reading any input: a loop), and both end with the
build's process group killed and its exit classified (`Ending`). A channel keeps the last few
lines of the conversation (conversation.py): the road to a divergence."""

from __future__ import annotations

import array
import errno
import fcntl
import os
import select
import signal
import subprocess
import termios
import time
from dataclasses import dataclass
from typing import Callable

from .conversation import Conversation
from .hang_watch import HangWatch, last_bound, load_scale
from .sandbox import Limits, Spawned, blocked_on_stdin, is_busy
from .terminal import Screen

SETTLE = 0.003  # seconds of silence before looking whether a build blocks reading its input
FIRST_LOOK = 0.0001  # the first such look comes sooner (most builds block at once)
WATCH_EVERY = 0.05  # seconds between looks at the state of a build that shows no progress
EXIT_GRACE = 1.0  # seconds a build whose output closed is given to exit, when not waited for


@dataclass
class Ending:
    """How a run ended: exit status or signal, or cut off by the grader (and why)."""

    returncode: int | None = None  # exit status; negative = killed by that signal
    # "timeout", "output" (cap reached), "abandoned", "wants-input" (it read all the input it
    # was given and waits for more), or "" (exited by itself)
    cut: str = ""
    busy: bool = False  # at a timeout: was it using the CPU (a loop) or sleeping
    waiting: bool = False  # at a timeout: was it blocked reading standard input
    wall: float = 0.0
    stderr: str = ""
    # its address space had grown to half its cap or more when it died or was cut off: it
    # was filling its memory, and whether the cap or the hang watch ended it first is chance
    out_of_memory: bool = False

    @property
    def signal(self) -> int | None:
        rc = self.returncode
        return -rc if rc is not None and rc < 0 else None

    def describe(self) -> str:
        if self.out_of_memory:
            return "ran out of memory (killed at its cap)"
        if self.cut == "timeout":
            what = "waiting for input" if self.waiting else ("busy" if self.busy else "asleep")
            return f"killed at the time limit ({what})"  # no seconds: reports stay stable
        if self.cut == "output":
            return "killed: endless output"
        if self.cut == "abandoned":
            return "stopped by the grader"
        if self.cut == "wants-input":
            return "waiting for more input (stopped by the grader)"
        if self.signal:
            try:
                name = signal.Signals(self.signal).name
            except ValueError:
                name = f"signal {self.signal}"
            return f"died of {name}"
        return f"exit status {self.returncode}"


class Channel:
    """A build is hung when, without reading or writing, it spends `limits.wall` seconds of its
    own time, computing or asleep (hang_watch.py); the wall clock cuts a run off only at
    `last_bound`. `extend`, if given, is called once when that bound first runs
    out; it returns a wall-clock bound of the grader's own (seconds, before scaling by load;
    the grader computes it from the reference's time only when a build is that slow).
    `as_shown`: the output is kept as a terminal shows it (terminal.py), for reading; else
    byte for byte, for comparing."""

    def __init__(self, argv: list[str], limits: Limits,
                 extend: Callable[[], float] | None = None, as_shown: bool = True) -> None:
        self.limits = limits
        self.extend = extend
        self.started = time.monotonic()
        self.deadline = self.started + last_bound(limits.wall)
        self.spawned = Spawned(argv, limits)
        self.proc = self.spawned.proc
        self.stdout_fd = self.proc.stdout.fileno()  # type: ignore[union-attr]
        self.stdin_fd: int | None = self.proc.stdin.fileno()  # type: ignore[union-attr]
        os.set_blocking(self.stdout_fd, False)
        self.out = bytearray()  # what the build printed (`as_shown`: as a terminal shows it)
        self.screen = Screen() if as_shown else None
        self.printed = 0  # bytes printed, escape sequences too (the output cap counts them)
        self.conversation = Conversation()
        self.eof = False
        self.cut = ""
        self.hung = ""  # "busy" or "asleep" when the build was cut off as hung
        self.pending = b""  # input not yet accepted by the pipe
        self.sent = 0  # bytes of input given to `send`
        self.watch = HangWatch(self.proc.pid, limits.wall, WATCH_EVERY)
        self.next_look = self.started + WATCH_EVERY
        self.consumed = 0  # bytes of input the build had read at the last look
        # the output's length and the input read when the build was last seen reading
        self.flood_mark, self.flood_consumed, self.flood_look = 0, 0, 0
        self.flood_blind = False  # input closed before it was all read: reads no longer show

    def remaining(self) -> float:
        return self.deadline - time.monotonic()

    def pump(self, timeout: float) -> int:
        """Waits up to `timeout` for output (and writes pending input); returns bytes read."""
        if self.eof or self.cut:
            return 0
        wanted_w = [self.stdin_fd] if self.pending and self.stdin_fd is not None else []
        wait = max(0.0, min(timeout, WATCH_EVERY, self.remaining()))
        try:
            ready_r, ready_w, _ = select.select([self.stdout_fd], wanted_w, [], wait)
        except InterruptedError:
            return 0
        if ready_w:
            self._write_some()
        got = 0
        if ready_r:
            try:
                chunk = os.read(self.stdout_fd, 65536)
            except BlockingIOError:
                chunk = None
            if chunk == b"":
                self.eof = True
                self._heard(self.screen.flush() if self.screen else b"")
            elif chunk:
                self._heard(self.screen.feed(chunk) if self.screen else chunk)
                got, self.printed = len(chunk), self.printed + len(chunk)
                if self.printed > self.limits.output:
                    self.cut = "output"
                elif len(self.out) - self.flood_look > self.limits.flood // 4:
                    self._flooding()
        if not self.cut:
            self._judge_time(got > 0)
        return got

    def _heard(self, text: bytes) -> None:
        self.out += text
        self.conversation.heard(text)

    def _flooding(self) -> None:
        """A look, every quarter of `limits.flood` bytes printed, at whether the build read
        input since the last: cut off past `limits.flood` bytes printed without reading."""
        self.flood_look = len(self.out)
        if self.flood_blind:
            return
        consumed = self.read_so_far()
        if consumed > self.flood_consumed:
            self.flood_consumed, self.flood_mark = consumed, len(self.out)
        elif len(self.out) - self.flood_mark > self.limits.flood:
            self.cut = "output"

    def _judge_time(self, wrote: bool, final: bool = False) -> None:
        """Cuts the run off ("timeout") if the build is hung, or at the last bound."""
        now = time.monotonic()
        if wrote:
            self.watch.progress()
            self.next_look = now + WATCH_EVERY
        elif now >= self.next_look:
            self.next_look = now + WATCH_EVERY
            consumed = self.read_so_far()
            if consumed > self.consumed:
                self.consumed = consumed
                self.watch.progress()
            self.hung = self.watch.look(now, final)
            if self.hung:
                self.cut = "timeout"
                return
        if now >= self.deadline:
            bound = last_bound(self.limits.wall)  # the load now
            if self.extend is not None:
                bound = max(bound, self.extend() * load_scale())
                self.extend = None
            self.deadline = max(self.deadline, self.started + bound)
            if time.monotonic() >= self.deadline:
                self.cut = "timeout"

    def _write_some(self) -> None:
        assert self.stdin_fd is not None
        try:
            written = os.write(self.stdin_fd, self.pending[:65536])
            self.pending = self.pending[written:]
        except BlockingIOError:
            pass
        except OSError as err:
            if err.errno in (errno.EPIPE, errno.EBADF):
                self.pending = b""
            else:
                raise
        if not self.pending and self.closing:
            self._close_now()

    closing = False

    def send(self, data: bytes) -> None:
        if self.stdin_fd is None:
            return
        self.pending += data
        self.sent += len(data)
        self.conversation.said(data)
        os.set_blocking(self.stdin_fd, False)
        self._write_some()

    def close_stdin(self) -> None:
        self.closing = True
        if not self.pending:
            self._close_now()

    def _close_now(self) -> None:
        if self.stdin_fd is not None:
            # from now on no read shows: past input all read, what it prints at end of input
            # is measured from here; with input left, only the cap bounds its output
            self.flood_blind = self.unread() > 0
            self.flood_mark, self.flood_consumed = len(self.out), self.sent
            try:
                self.proc.stdin.close()  # type: ignore[union-attr]
            except OSError:
                pass
            self.stdin_fd = None

    def stays_unread(self, wait: float = 0.2) -> bool:
        """Input sent stays unread for `wait` seconds: the program is not reading (one that
        merely had tokens left over from a garbage line reads them soon)."""
        deadline = time.monotonic() + wait
        while self.unread() and time.monotonic() < deadline and not self.eof and not self.cut:
            self.pump(0.01)
        return self.unread() > 0

    def read_so_far(self) -> int:
        """Bytes of the input sent that the build has read."""
        return self.sent - self.unread()

    def unread(self) -> int:
        """Bytes sent that the build has not read yet (still in the pipe or not yet written)."""
        if self.stdin_fd is None:
            return len(self.pending)
        count = array.array("i", [0])
        try:
            fcntl.ioctl(self.stdin_fd, termios.FIONREAD, count, True)
        except OSError:
            return len(self.pending)
        return count[0] + len(self.pending)

    def waiting_for_input(self) -> bool:
        return not self.pending and blocked_on_stdin(self.proc.pid)

    def drain(self) -> None:
        """Reads until the build closes its output, or the limit or cap is reached."""
        while not self.eof and not self.cut:
            self.pump(0.5)

    def settle(self) -> bool:
        """Reads until the build exits, is cut off, or has read all the input it was sent and
        blocks reading more (True: it wants input; its input stays open)."""
        wait = FIRST_LOOK
        while not self.eof and not self.cut:
            if self.pump(0):
                continue  # (printing on: no look at its state while output comes)
            if self.waiting_for_input():  # (what it printed before it blocked is all there)
                if not self.pump(0):
                    return True
            elif self.pump(wait):
                wait = FIRST_LOOK
            else:  # silent: it is about to read, or busy; look again, less and less often
                wait = min(2 * wait, SETTLE)
        return False

    def _await_exit(self) -> int | None:
        """The build's exit status once it exits, or None if it is cut off first."""
        while not self.cut:
            try:
                return self.proc.wait(timeout=WATCH_EVERY)
            except subprocess.TimeoutExpired:  # output closed but still running
                self._judge_time(False, final=True)
        return None

    def finish(self, wait: bool = True) -> Ending:
        """Ends the run: waits (within the limit) for the build to exit unless `wait` is
        False, then kills its process group."""
        ending = Ending(cut=self.cut)
        if not wait and self.eof and not self.cut:
            try:  # its output closed: it is exiting (a crash's status may take a moment)
                self.proc.wait(timeout=EXIT_GRACE)
            except subprocess.TimeoutExpired:
                pass
        if not wait and not self.cut and self.proc.poll() is None:
            ending.cut = "abandoned"
        if not ending.cut:
            ending.returncode = self._await_exit()
            ending.cut = self.cut
        if ending.cut == "timeout":
            ending.busy = self.hung == "busy" if self.hung else \
                is_busy(self.proc.pid, time.monotonic() - self.started)
            ending.waiting = blocked_on_stdin(self.proc.pid)
        self.spawned.kill()
        if self.limits.memory and 2 * self.watch.largest >= self.limits.memory and (
                ending.cut == "timeout" or ending.signal):
            ending.out_of_memory = True
            if ending.cut == "timeout":  # (one ending, however fast the machine: a crash at
                ending.cut, ending.returncode = "", -signal.SIGKILL  # its cap, as it would be)
        if ending.returncode is None and not ending.cut:
            ending.returncode = self.proc.returncode
        ending.wall = time.monotonic() - self.started
        ending.stderr = self.spawned.stderr_head()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass
        self.spawned.cleanup()
        return ending


def run_batch(argv: list[str], data: bytes, limits: Limits,
              extend: Callable[[], float] | None = None,
              close_input: bool = True) -> tuple[bytes, Ending]:
    """Feeds `data` to the build and collects everything it prints. With `close_input` its
    input is then closed (end of input, as a shell pipe does); without, the run stops as soon
    as the build has read everything and waits for more (`Ending.cut == "wants-input"`), so
    that what it would do at end of input plays no part. The output is kept byte for byte."""
    chan = Channel(argv, limits, extend, as_shown=False)
    try:
        chan.send(data)
        if close_input:
            chan.close_stdin()
            chan.drain()
        elif chan.settle():
            chan.cut = "wants-input"
    except BaseException:
        chan.finish()
        raise
    return bytes(chan.out), chan.finish()
