"""Transcripts: parsing and writing the format of docs/transcript-format.md. A Transcript holds
the header fields and the session as a list of events (printed lines and typed lines, each with
its exact bytes). `interleave` turns a run's raw input and output into a session by placing
each typed line after the prompt that reads it."""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from . import escapes
from .prompts import canonical_kind
from .rulesets import DEFAULT_PROFILE, canonical, command_names, profile_names

HEADER_KEYS = ("id", "title", "rules", "tests", "interps", "tags", "players", "profile",
               "group", "command", "exit", "note")
REQUIRED = ("id", "title", "rules", "command", "exit")
USAGE_ERROR = 2  # the exit status of a command-line error
ID_RE = re.compile(r"[a-z0-9][a-z0-9._-]*")
# R: docs/rules.md; H: the house rules of docs/house-rules.md
CLAUSE_RE = re.compile(r"[RH]\d+(\.\d+)?")
INTERP_RE = re.compile(r"I\d+(\.\d+)?")
NO_NEWLINE = "\\ no newline"
NOT_READ = "# not read:"


class TranscriptError(ValueError):
    """A malformed transcript, with the file and line it was found on."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")
        self.path, self.line, self.message = path, line, message


@dataclass
class Event:
    """One line of the session: printed (`out`) or typed (`in`), its bytes without the line
    feed, whether it had one, and the transcript line it came from (0 if generated)."""

    kind: str
    text: bytes
    eol: bool = True
    lineno: int = 0


@dataclass
class Transcript:
    id: str
    title: str
    command: list[str]
    exit: int
    rules: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)  # the primary clauses, among `rules`
    interps: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    players: int | None = None
    profile: str = "spec-2020"
    group: str = ""
    notes: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    path: str = ""
    unread_from: int | None = None  # index in events of the first typed line never read

    @property
    def args(self) -> list[str]:
        """The reference's flags (the command line without the program name)."""
        return self.command[1:]

    @property
    def testing(self) -> bool:
        return "-testing" in self.args

    def inputs(self) -> list[Event]:
        return [e for e in self.events if e.kind == "in"]

    def input_bytes(self) -> bytes:
        return self._joined("in")

    def output_bytes(self) -> bytes:
        return self._joined("out")

    def _joined(self, kind: str) -> bytes:
        # events kept packed by the parse cache join without being made (parse_cache.Packed)
        packed = getattr(self.events, "joined", None)
        joined = packed(kind) if packed is not None else None
        return joined if joined is not None else \
            join_lines([e for e in self.events if e.kind == kind])


def join_lines(events: list[Event]) -> bytes:
    return b"".join(e.text + (b"\n" if e.eol else b"") for e in events)


def split_lines(data: bytes) -> list[Event]:
    """Raw bytes as line events of one kind (`out`); a last line without LF keeps eol=False."""
    parts = data.split(b"\n")
    events = [Event("out", p) for p in parts[:-1]]
    if parts[-1]:
        events.append(Event("out", parts[-1], eol=False))
    return events


def parse(text: str, path: str = "<transcript>") -> Transcript:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines and all(line.endswith("\r") for line in lines):
        lines = [line[:-1] for line in lines]
    fields: dict[str, str] = {}
    notes: list[str] = []
    i = 0
    while True:
        if i >= len(lines):
            raise TranscriptError(path, i, "no '---' line ends the header")
        line = lines[i]
        i += 1
        if line == "---":
            break
        if not line.strip() or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep or key not in HEADER_KEYS:
            raise TranscriptError(path, i, f"expected 'key: value' with a key among "
                                  f"{', '.join(HEADER_KEYS)}; got {line!r}")
        if key == "note":
            notes.append(value.strip())
        elif key in fields:
            raise TranscriptError(path, i, f"key '{key}' given twice")
        else:
            fields[key] = value.strip()
    header_end = i
    script = _header(fields, notes, path, header_end)
    _session(script, lines[header_end:], header_end, path)
    return script


def _header(fields: dict[str, str], notes: list[str], path: str, end: int) -> Transcript:
    for key in REQUIRED:
        if key not in fields:
            raise TranscriptError(path, end, f"header lacks '{key}:'")
    if not ID_RE.fullmatch(fields["id"]):
        raise TranscriptError(path, 1, f"bad id {fields['id']!r} (want [a-z0-9][a-z0-9._-]*)")
    try:
        command = shlex.split(fields["command"])
    except ValueError as err:
        raise TranscriptError(path, end, f"command: {err}") from None
    if not command:
        raise TranscriptError(path, end, "command is empty")
    rules = fields["rules"].replace(",", " ").split()
    tests = fields.get("tests", "").replace(",", " ").split()
    interps = fields.get("interps", "").replace(",", " ").split()
    for ref, pattern in ([(r, CLAUSE_RE) for r in rules + tests]
                         + [(i, INTERP_RE) for i in interps]):
        if not pattern.fullmatch(ref):
            raise TranscriptError(path, end, f"bad clause id {ref!r}")
    try:
        exit_status = int(fields["exit"])
        players = int(fields["players"]) if fields.get("players") else None
    except ValueError as err:
        raise TranscriptError(path, end, f"exit/players must be integers: {err}") from None
    try:
        declared = profile_names(fields.get("profile") or DEFAULT_PROFILE)
    except ValueError as err:
        raise TranscriptError(path, end, f"profile: {err}") from None
    try:
        selected: frozenset[str] | None = command_names(command)
    except ValueError as err:
        if exit_status != USAGE_ERROR:
            raise TranscriptError(path, end, f"command: {err} (only a command-line error "
                                  f"transcript, exit: {USAGE_ERROR}, may name one)") from None
        selected = None  # the reference refuses the list: nothing to compare
    if selected is not None and selected != declared:
        raise TranscriptError(path, end, f"profile {canonical(declared)} disagrees with "
                              f"command {' '.join(command)!r}")
    profile = canonical(declared)
    return Transcript(
        id=fields["id"], title=fields["title"], command=command, exit=exit_status, rules=rules,
        tests=tests, interps=interps, tags=fields.get("tags", "").split(), players=players,
        profile=profile, group=fields.get("group", ""), notes=notes, path=path)


def _session(script: Transcript, lines: list[str], offset: int, path: str) -> None:
    open_input = 0  # the line number of a typed line without its newline, once seen
    for n, line in enumerate(lines, start=offset + 1):
        if line == NO_NEWLINE:
            if not script.events or not script.events[-1].eol:
                raise TranscriptError(path, n, "'\\ no newline' must follow a recorded line")
            script.events[-1].eol = False
            continue
        if line.startswith("#"):
            if line.strip() == NOT_READ:
                script.unread_from = len(script.events)
            continue
        if not line.strip():
            continue
        prefix, body = line[:1], line[2:] if line[1:2] == " " else line[1:]
        if prefix not in "|>" or (len(line) > 1 and line[1] != " "):
            raise TranscriptError(path, n, f"session lines start with '| ', '> ', '|', '>', "
                                  f"'#' or '\\ no newline'; got {line!r}")
        try:
            data = escapes.read(body)
        except escapes.EscapeError as err:
            raise TranscriptError(path, n, str(err)) from None
        kind = "out" if prefix == "|" else "in"
        last = script.events[-1] if script.events else None
        if last is not None and not last.eol and last.kind == "out":
            raise TranscriptError(path, n, "only the last printed line may lack its newline")
        if last is not None and not last.eol:
            open_input = last.lineno
        if kind == "in" and open_input:
            # the input ended without a line feed on that line: nothing can be typed after it
            raise TranscriptError(path, n, f"only the last typed line may lack its newline "
                                  f"(line {open_input} does)")
        script.events.append(Event(kind, data, True, n))


def load(path: str | Path) -> Transcript:
    raw = Path(path).read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise TranscriptError(str(path), 0, f"not UTF-8 ({err}); use escapes") from None
    return parse(text, str(path))


def format_header(script: Transcript) -> list[str]:
    lines = [f"id: {script.id}", f"title: {script.title}", f"rules: {' '.join(script.rules)}"]
    if script.tests:
        lines.append(f"tests: {' '.join(script.tests)}")
    if script.interps:
        lines.append(f"interps: {' '.join(script.interps)}")
    if script.tags:
        lines.append(f"tags: {' '.join(script.tags)}")
    if script.players is not None:
        lines.append(f"players: {script.players}")
    lines.append(f"profile: {script.profile}")
    if script.group:
        lines.append(f"group: {script.group}")
    lines.append(f"command: {shlex.join(script.command)}")
    lines.append(f"exit: {script.exit}")
    lines += [f"note: {n}" for n in script.notes]
    return lines


def dumps(script: Transcript) -> str:
    out = format_header(script) + ["---"]
    for index, event in enumerate(script.events):
        if index == script.unread_from:
            out.append(NOT_READ)
        mark = "|" if event.kind == "out" else ">"
        body = escapes.spell(event.text)
        out.append(f"{mark} {body}" if body else mark)
        if not event.eol:
            out.append(NO_NEWLINE)
    return "\n".join(out) + "\n"


def interleave(output: bytes, inputs: list[Event]) -> tuple[list[Event], int | None]:
    """Places each typed line right after the canonical prompt that reads it. Returns the
    events and the index of the first typed line never read (None if all were read)."""
    events: list[Event] = []
    pending = list(inputs)
    for line in split_lines(output):
        events.append(line)
        if pending and canonical_kind(line.text.decode("utf-8", "replace")) is not None:
            events.append(pending.pop(0))
    unread = len(events) if pending else None
    events += pending
    return events, unread
