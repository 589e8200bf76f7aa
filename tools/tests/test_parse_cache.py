"""The parse cache (tools/grader/parse_cache.py): a cached corpus loads into the same
transcripts as a fresh parse; a changed file is parsed again; a corrupt cache or one of another
shape is ignored and replaced; a file that does not parse is reported every time."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from conftest import ROOT
from grader import parse_cache
from grader.selection import collect
from grader.transcript import dumps

SMOKE = ROOT / "transcripts" / "smoke"


def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "corpus"
    shutil.copytree(SMOKE, folder)
    return folder


def same(left, right) -> bool:
    return [(s.path, s.unread_from, dumps(s)) for s in left] == \
        [(s.path, s.unread_from, dumps(s)) for s in right]


def test_cached_load_equals_fresh_parse(tmp_path):
    folder, cache = corpus(tmp_path), tmp_path / "cache"
    fresh, errors = collect([str(folder)], None)
    assert not errors and fresh
    first, _ = collect([str(folder)], cache)
    assert parse_cache.cache_path(cache).is_file()
    second, _ = collect([str(folder)], cache)
    assert same(fresh, first) and same(fresh, second)
    assert [s.events for s in fresh] == [s.events for s in second]


def test_a_changed_file_is_parsed_again(tmp_path):
    folder, cache = corpus(tmp_path), tmp_path / "cache"
    collect([str(folder)], cache)
    victim = sorted(folder.glob("*.transcript"))[0]
    text = victim.read_text(encoding="utf-8")
    victim.write_text(text.replace("title: ", "title: renamed ", 1), encoding="utf-8")
    stat = victim.stat()
    os.utime(victim, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10 ** 9))
    scripts, _ = collect([str(folder)], cache)
    changed = next(s for s in scripts if s.path.endswith(victim.name))
    assert changed.title.startswith("renamed ")


def test_a_corrupt_cache_is_ignored_and_replaced(tmp_path):
    folder, cache = corpus(tmp_path), tmp_path / "cache"
    fresh, _ = collect([str(folder)], None)
    path = parse_cache.cache_path(cache)
    cache.mkdir()
    for junk in (b"not a pickle at all", b"\x80\x05K\x07.", b""):  # garbage, an int, empty
        path.write_bytes(junk)
        scripts, errors = collect([str(folder)], cache)
        assert not errors and same(fresh, scripts)
        assert path.read_bytes() != junk  # written anew
    assert [p.name for p in cache.iterdir()] == [path.name]  # no temporary file left


def test_a_file_that_does_not_parse_is_reported_every_time(tmp_path):
    folder, cache = corpus(tmp_path), tmp_path / "cache"
    (folder / "broken.transcript").write_text("id: broken\n", encoding="utf-8")
    for _ in range(2):
        _, errors = collect([str(folder)], cache)
        assert len(errors) == 1 and "broken.transcript" in errors[0]


def test_cached_events_are_made_only_when_read(tmp_path):
    folder, cache = corpus(tmp_path), tmp_path / "cache"
    collect([str(folder)], cache)
    cached, _ = collect([str(folder)], cache)
    fresh, _ = collect([str(folder)], None)
    script = cached[0]
    assert isinstance(script.events, parse_cache.Packed) and script.events._events is None
    assert len(script.events) == len(fresh[0].events) and script.events._events is None
    assert script.events[0] == fresh[0].events[0] and list(script.events) == fresh[0].events


def test_the_fast_path_takes_the_bytes_without_making_the_events(tmp_path):
    folder, cache = corpus(tmp_path), tmp_path / "cache"
    for name in NO_NEWLINE:  # a last typed or printed line without its line feed
        shutil.copy(ROOT / "transcripts" / "eof" / name, folder)
    collect([str(folder)], cache)
    cached, _ = collect([str(folder)], cache)
    fresh, _ = collect([str(folder)], None)
    assert {s.path.rsplit("/", 1)[-1] for s in cached} >= set(NO_NEWLINE)
    for script, parsed in zip(cached, fresh):
        assert (script.input_bytes(), script.output_bytes()) == \
            (parsed.input_bytes(), parsed.output_bytes())
        assert script.events._events is None  # (not made by the two above)
        assert list(script.events) == parsed.events


NO_NEWLINE = ("eof-without-newline-move.transcript", "eof-without-newline-player-count.transcript")
