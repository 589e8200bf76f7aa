"""Parsed transcripts kept between grades, so that a grade (and every submission of a class)
does not parse the whole corpus again. One pickle under build/cache/ maps each file's absolute
path to its size, modification time and parsed Transcript; its name carries a hash of the
parser's own source (and the packed format's number), so a changed parser starts a new cache.
A file whose size or time changed is parsed again; a file that does not parse is never kept
(its error is found afresh). A cache that cannot be read is ignored and written anew; writers
never clash (each writes a temporary file and renames it into place). The events are kept
packed (their kinds and line ends in one bytes value, the typed and the printed lines each in
one bytes value, their line numbers in an array): unpickled many times faster than the Event
objects themselves (or even a list of their texts), made into them only when a transcript's
events are first read (`Packed`), and the fast path takes the two byte strings as they are.
The collector of reference cycles is paused while the corpus's millions of objects are made
(each collection would walk all of them again), and they are then frozen out of its reach for
the rest of the process: they hold no cycles."""

from __future__ import annotations

import gc
import hashlib
import os
import pickle
import tempfile
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

from . import escapes, prompts, rulesets, transcript
from .transcript import Event, Transcript, load

DEFAULT_DIR = Path(__file__).resolve().parents[2] / "build" / "cache"
# the modules whose code decides what a transcript parses into
PARSER_MODULES = (transcript, escapes, prompts, rulesets)

OUT, EOL = 1, 2  # the bits of an event's flags
FORMAT = 2  # of the packed events (in the cache's name: a changed format starts a new cache)
# size, mtime in ns, the transcript without its events, the events packed (None: kept whole)
Packing = tuple[bytes, bytes, bytes, array]
Entry = tuple[int, int, Transcript, "Packing | list[Event]"]


def pack(script: Transcript) -> Packing | None:
    """The events as their flags, the typed and the printed bytes (each line with its line
    feed), and their line numbers; None for a session where a line other than the last of
    its kind has no line feed (it could not be split again)."""
    events = script.events
    for kind in ("in", "out"):
        lines = [e for e in events if e.kind == kind]
        if any(not e.eol for e in lines[:-1]):
            return None
    return (bytes((OUT if e.kind == "out" else 0) | (EOL if e.eol else 0) for e in events),
            script.input_bytes(), script.output_bytes(), array("i", [e.lineno for e in events]))


def unpack(packed: Packing) -> list[Event]:
    flags, typed, printed, lines = packed
    texts = {0: iter(typed.split(b"\n")), OUT: iter(printed.split(b"\n"))}
    return [Event("out" if f & OUT else "in", next(texts[f & OUT]), bool(f & EOL), n)
            for f, n in zip(flags, lines)]


class Packed(Sequence):
    """A transcript's events as the cache keeps them, made into Event objects on first use: a
    grade of a few transcripts does not pay for the whole corpus's events, and the fast path
    (the typed bytes in, the printed bytes compared) never pays for them."""

    def __init__(self, packed: Packing) -> None:
        self._packed: Packing | None = packed
        self._events: list[Event] | None = None

    def _all(self) -> list[Event]:
        if self._events is None:
            assert self._packed is not None
            self._events, self._packed = unpack(self._packed), None
        return self._events

    def __len__(self) -> int:
        return len(self._packed[0]) if self._packed is not None else len(self._all())

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        return self._all()[index]

    def __iter__(self) -> Iterator[Event]:
        return iter(self._all())

    def joined(self, kind: str) -> bytes | None:
        """The lines of one kind ("out" printed, "in" typed) as the session has them, each with
        its line feed, kept as they are (None once the events were made)."""
        if self._packed is None:
            return None
        return self._packed[2] if kind == "out" else self._packed[1]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, (list, Packed)) and list(self) == list(other)

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (list, (self._all(),))


def parser_hash() -> str:
    digest = hashlib.sha256()
    for module in PARSER_MODULES:
        digest.update(Path(module.__file__ or "").read_bytes())
    return digest.hexdigest()[:16]


def cache_path(folder: Path = DEFAULT_DIR) -> Path:
    return folder / f"transcripts-{FORMAT}-{parser_hash()}.pickle"


def _read(path: Path) -> dict[str, Entry]:
    """The cache's entries; an empty one if it is missing, corrupt or of another shape."""
    try:
        with open(path, "rb") as fh:
            entries = pickle.load(fh)
    except Exception:  # noqa: BLE001 - any unreadable cache is as good as none
        return {}
    if not isinstance(entries, dict):
        return {}
    return entries


def _write(path: Path, entries: dict[str, Entry]) -> None:
    """Writes the cache atomically; a folder that cannot be written leaves no cache."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=path.name + ".", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(entries, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temp, path)
        except BaseException:
            os.unlink(temp)
            raise
    except OSError:
        pass


def load_many(files: list[tuple[Path, str]], folder: Path | None = DEFAULT_DIR
              ) -> list[Transcript | Exception]:
    """Each (file, path to show) parsed, from the cache where the file is unchanged: a
    Transcript whose `path` is the path shown, or the TranscriptError / OSError it raised.
    `folder` None: no cache."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return _load_many(files, folder)
    finally:
        gc.freeze()
        if paused:
            gc.enable()


def _load_many(files: list[tuple[Path, str]], folder: Path | None
               ) -> list[Transcript | Exception]:
    where = cache_path(folder) if folder is not None else None
    entries = _read(where) if where is not None else {}
    results: list[Transcript | Exception] = []
    changed = False
    for file, shown in files:
        key = os.path.abspath(file)
        try:
            info = os.stat(file)
            stamp = (info.st_size, info.st_mtime_ns)
            entry = entries.get(key)
            if isinstance(entry, tuple) and len(entry) == 4 and entry[:2] == stamp \
                    and isinstance(entry[2], Transcript):
                kept = entry[3]
                script = replace(entry[2], path=shown,
                                 events=kept if isinstance(kept, list) else Packed(kept))
            else:
                script = load(shown)
                entries[key] = (*stamp, replace(script, events=[]),
                                pack(script) or list(script.events))
                changed = True
        except (transcript.TranscriptError, OSError) as err:
            entries.pop(key, None)
            results.append(err)
            continue
        results.append(script)
    if where is not None and changed:
        _write(where, {k: v for k, v in entries.items() if os.path.exists(k)})
    return results
