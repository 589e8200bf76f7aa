"""Class grading as a pipeline: the next submissions are unpacked and built on a thread of
their own while the current one is graded, and handed over in the class's order. At most
`depth` built submissions wait, and one is built at a time, so building (one core) and grading (the build under test and the grader) share the machine's cores. A
submission built but never graded (the class run interrupted) is discarded."""

from __future__ import annotations

import queue
import threading
from typing import Callable, Generic, Iterator, TypeVar

Item = TypeVar("Item")
Made = TypeVar("Made")
_DONE = object()


class BuildAhead(Generic[Item, Made]):
    def __init__(self, items: list[Item], make: Callable[[Item], Made],
                 discard: Callable[[Made], None] = lambda made: None, depth: int = 1) -> None:
        self.items, self.make, self.discard = items, make, discard
        self.ready: queue.Queue = queue.Queue(maxsize=max(1, depth))
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._work, name="build-ahead", daemon=True)

    def _hand_over(self, value: object) -> bool:
        """Puts `value` in the queue unless the consumer stopped (then False)."""
        while not self.stop.is_set():
            try:
                self.ready.put(value, timeout=0.5)
                return True
            except queue.Full:
                continue
        return False

    def _work(self) -> None:
        for item in self.items:
            if self.stop.is_set():
                return
            try:
                done: tuple = (item, self.make(item), None)
            except BaseException as err:  # noqa: BLE001 - raised again in the consumer
                done = (item, None, err)
            if not self._hand_over(done):
                if done[2] is None:
                    self.discard(done[1])
                return
        self._hand_over(_DONE)

    def __iter__(self) -> Iterator[tuple[Item, Made]]:
        """(item, what `make` made of it), in the items' order; `make`'s error is raised here."""
        self.thread.start()
        try:
            while True:
                got = self.ready.get()
                if got is _DONE:
                    return
                item, made, error = got
                if error is not None:
                    raise error
                yield item, made
        finally:
            self.stop.set()
            self.thread.join(timeout=5)
            while True:
                try:
                    left = self.ready.get_nowait()
                except queue.Empty:
                    break
                if left is not _DONE and left[2] is None:
                    self.discard(left[1])
