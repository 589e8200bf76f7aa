"""Independent jobs side by side (transcripts, probe members, planted bugs, zoo combinations).
Driving a build is mostly the grader's own Python, which the threads of one process run one at
a time, so with more than one job the jobs go to forked processes. A process forks only while
it runs no other thread (a fork beside other threads could copy a lock one of them holds);
otherwise, and for one job at a time, the jobs run in threads. A forked worker inherits the job
and the items (and the sandbox's launcher, made first), and is sent only an index: make what
every job shares before asking."""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, TypeVar

from . import sandbox

T = TypeVar("T")
R = TypeVar("R")

# The job and items of the pools being forked, innermost last (inherited by the workers).
_shared: list[tuple[Callable[[Any], Any], Sequence[Any]]] = []


def forks(jobs: int) -> bool:
    """Whether jobs asked now would run in forked processes."""
    return jobs > 1 and threading.active_count() == 1 and \
        "fork" in multiprocessing.get_all_start_methods()


def _call(index: int) -> Any:
    job, items = _shared[-1]
    return job(items[index])


def results(job: Callable[[T], R], items: Sequence[T], jobs: int) -> Iterator[R]:
    """job(item) for every item, `jobs` at a time, yielded in the items' order (a result that
    comes back from a forked worker is pickled). Closing the iterator early cancels the jobs
    not yet started and waits for the running ones."""
    executor: Executor
    _shared.append((job, items))
    sandbox.prepare()  # the launcher and clock files, made once (and inherited made)
    if forks(jobs):
        executor = ProcessPoolExecutor(max_workers=jobs,
                                       mp_context=multiprocessing.get_context("fork"))
        futures: list[Future] = [executor.submit(_call, i) for i in range(len(items))]
    else:
        executor = ThreadPoolExecutor(max_workers=max(1, jobs))
        futures = [executor.submit(job, item) for item in items]
    try:
        for future in futures:
            yield future.result()
    finally:
        executor.shutdown(wait=True, cancel_futures=True)
        _shared.pop()
