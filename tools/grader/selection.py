"""Choosing transcripts: collecting files from paths, and filtering by -k expression, tags,
rule ids and id globs, one shard of them (--shard K/N); the skip list and the expected-failures (xfail) list. An xfail entry
that passes becomes an unexpected pass, as lit's XFAIL and toml-test's -skip-must-err do."""

from __future__ import annotations

import fnmatch
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .builds import TRANSCRIPTS, UsageError
from .parse_cache import DEFAULT_DIR, load_many
from .transcript import Transcript

SUFFIX = ".transcript"


def collect(paths: list[str], cache: Path | None = DEFAULT_DIR
            ) -> tuple[list[Transcript], list[str]]:
    """Loads every transcript under `paths` (files or directories), sorted by path, unchanged
    files from the parse cache in folder `cache` (None: parse all). Returns the transcripts
    and the error messages of files that did not parse."""
    files: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            files += sorted(path.rglob(f"*{SUFFIX}"))
        elif path.is_file():
            files.append(path)
        else:
            raise FileNotFoundError(f"no such transcript or directory: {given}")
    scripts, errors = [], []
    named = []
    for file in sorted(set(files)):
        shown = os.path.relpath(file)
        named.append((file, shown if not shown.startswith("..") else str(file)))
    for parsed in load_many(named, cache):
        if isinstance(parsed, Transcript):
            scripts.append(parsed)
        else:
            errors.append(str(parsed))
    seen: dict[str, str] = {}
    for script in scripts:
        if script.id in seen:
            errors.append(f"{script.path}: id {script.id!r} already used by {seen[script.id]}")
        seen[script.id] = script.path
    return scripts, errors


def shard(scripts: list[Transcript], spec: str) -> list[Transcript]:
    """Transcripts (or anything listed) of shard K of N (1-based), by position in the sorted
    list."""
    k, _, n = spec.partition("/")
    index, count = int(k), int(n)
    if not 1 <= index <= count:
        raise ValueError(f"bad shard {spec!r}: want K/N with 1 <= K <= N")
    return [s for i, s in enumerate(scripts) if i % count == index - 1]


def load_scripts(paths: list[str] | None) -> list[Transcript]:
    scripts, errors = collect(paths or [str(TRANSCRIPTS)])
    if errors:
        raise UsageError("bad transcripts:\n  " + "\n  ".join(errors))
    return scripts


def chosen_scripts(every: list[Transcript], chosen: Selection,
                   shard_spec: str | None = None) -> list[Transcript]:
    """The transcripts `chosen` selects, of shard K/N only when given; none is a usage error."""
    scripts = [s for s in every if chosen.wants(s)]
    if shard_spec:
        scripts = shard(scripts, shard_spec)
    if not scripts:
        raise UsageError("no transcripts selected")
    return scripts


def skip_list(path: str | None) -> dict[str, str]:
    """The skip list at `path`; without one, transcripts/skip.txt when it is there."""
    skip_path = path or (str(TRANSCRIPTS / "skip.txt")
                         if (TRANSCRIPTS / "skip.txt").is_file() else None)
    return read_list(skip_path) if skip_path else {}


def read_list(path: str) -> dict[str, str]:
    """A skip or xfail file: `ID-OR-GLOB [reason]` per line, `#` comments."""
    entries: dict[str, str] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            key, _, reason = line.partition(" ")
            entries[key] = reason.strip()
    return entries


def listed(script: Transcript, entries: dict[str, str]) -> str | None:
    """The reason if `script` matches an entry (id or glob on id or path), else None."""
    for pattern, reason in entries.items():
        if fnmatch.fnmatch(script.id, pattern) or fnmatch.fnmatch(script.path, pattern):
            return reason or "listed"
    return None


@dataclass
class Selection:
    keyword: str = ""  # -k: words with and/or/not over id, title, tags, rules
    tags: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    globs: list[str] = field(default_factory=list)

    def wants(self, script: Transcript) -> bool:
        if self.tags and not set(self.tags) & set(script.tags):
            return False
        if self.rules and not any(_cites(script, r) for r in self.rules):
            return False
        if self.globs and not any(fnmatch.fnmatch(script.id, g) or
                                  fnmatch.fnmatch(script.path, g) for g in self.globs):
            return False
        return not self.keyword or keyword_match(self.keyword, script)


def _cites(script: Transcript, ref: str) -> bool:
    return any(r == ref or r.startswith(ref + ".") for r in script.rules + script.interps)


TOKEN = re.compile(r"\(|\)|[^\s()]+")


def keyword_match(expr: str, script: Transcript) -> bool:
    """pytest-style -k: bare words match substrings of id/title/tags/rule ids; combined with
    `and`, `or`, `not` and parentheses."""
    haystack = " ".join([script.id, script.title, *script.tags, *script.rules,
                         *script.interps]).lower()
    tokens = TOKEN.findall(expr)
    pos = 0

    def atom() -> bool:
        nonlocal pos
        if pos >= len(tokens):
            raise ValueError(f"incomplete -k expression {expr!r}")
        tok = tokens[pos]
        pos += 1
        if tok == "not":
            return not atom()
        if tok == "(":
            value = disjunction()
            if pos >= len(tokens) or tokens[pos] != ")":
                raise ValueError(f"missing ')' in -k expression {expr!r}")
            pos += 1
            return value
        return tok.lower() in haystack

    def chain(word: str, operand) -> bool:
        """operand (word operand)*: `and` binds tighter than `or`."""
        nonlocal pos
        values = [operand()]
        while pos < len(tokens) and tokens[pos] == word:
            pos += 1
            values.append(operand())
        return all(values) if word == "and" else any(values)

    def conjunction() -> bool:
        return chain("and", atom)

    def disjunction() -> bool:
        return chain("or", conjunction)

    result = disjunction()
    if pos != len(tokens):
        raise ValueError(f"unexpected {tokens[pos]!r} in -k expression {expr!r}")
    return result
