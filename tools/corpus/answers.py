"""Valid answers, and the `tests:` header, checked on finished transcripts. Outside `input/` and
`eof/`, every line typed must be well-formed for the prompt that reads it (docs/corpus.md,
"Valid answers only"): the player count a plain number >= 2, the turn prompt an empty line, a
card value, suit or joker value spelt exactly, a move a plain number from 0 to 99. An ignored
move that is well-formed (a head that does not exist, 0 where no reserve action is possible, a
joker value that fits nothing) is a rule under test and stays; garbage belongs to `input/`.
Every transcript also names its primary clauses in `tests:`, each one among its `rules:`.
`make check-goldens` runs these checks on the files (`lint`); `make corpus` refuses a case that
breaks them, or cuts a group member's input before its first malformed answer (cases.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from grader import transcript as tr
from grader.actions import well_formed as valid_answer
from grader.prompts import canonical_kind
from grader.rulesets import house_rules
from rules.cards import JOKER, RANK_NAMES, SUITS

from . import reference

# The only areas whose transcripts may type malformed answers.
GARBAGE_AREAS = ("input", "eof")
# Linted beside the corpus's own areas: the grader's smoke transcripts.
EXTRA_AREAS = ("smoke",)
CARD_VALUES = RANK_NAMES + (JOKER,)
MAX_MOVE = 99
# The table commands (reference/cli/commands.cc), read at a person's turn or move
# prompt; `cut` only at a move prompt (H1.3).
SEAT_COMMAND = re.compile(r"auto (random|greedy|counting)|take back [1-9][0-9]*|help")
HANDED_OVER = re.compile(r"Player (\d+) is now played by ")
TAKEN_BACK = re.compile(r"Player (\d+) is played by a person again\.")

WANT = {
    "players": "a plain number >= 2",
    "turn": "an empty line",
    "card": "one of " + " ".join(CARD_VALUES),
    "suit": "one of " + " ".join(SUITS),
    "move": f"a head id or 0: a plain number from 0 to {MAX_MOVE}",
    "joker": "one of " + " ".join(RANK_NAMES),
}


@dataclass(frozen=True)
class BadAnswer:
    """A typed line that is not well-formed for the prompt that reads it."""

    index: int  # its position among the typed lines
    line: int  # its line in the transcript file (0 for a transcript not read from a file)
    prompt: str
    answer: bytes
    want: str

    def describe(self, path: str) -> str:
        where = f"{path}:{self.line}" if self.line else f"{path}, typed line {self.index + 1}"
        return (f"{where}: answer {self.answer.decode('utf-8', 'replace')!r} to the prompt "
                f"{self.prompt!r} is not well-formed (want {self.want}; garbage belongs to "
                f"input/)")


def gameplay(area: str) -> bool:
    """Whether the transcripts of `area` must type valid answers only."""
    return area not in GARBAGE_AREAS


def takes_table_commands(script: tr.Transcript) -> bool:
    """Whether the reference also reads the word `cut` and seat commands in this session
    (reference/cli/options.cc, takesTableCommands)."""
    flags = {"-players", "-grammar", "-pretty"}
    return bool(flags & set(script.args)) or bool(house_rules(script.profile))


def well_formed(kind: str, answer: bytes, table: bool = False) -> bool:
    """Whether `answer` is a valid answer of its exact bytes to a prompt of `kind`."""
    try:
        text = answer.decode("utf-8")
    except UnicodeDecodeError:
        return False
    if kind not in WANT:
        raise ValueError(f"unknown prompt kind {kind!r}")
    seat = table and SEAT_COMMAND.fullmatch(text) is not None
    if kind == "turn":
        return text == "" or seat
    if kind == "move" and (seat or (table and text == "cut")):
        return True
    return valid_answer(kind, text)


def computer_seats(script: tr.Transcript) -> set[int]:
    """The seats (1-based) that `-players LIST` gives to a computer player."""
    args = script.args
    if "-players" not in args or args.index("-players") + 1 >= len(args):
        return set()
    names = args[args.index("-players") + 1].split(",")
    return {seat for seat, name in enumerate(names, 1) if name != "human"}


def questions(script: tr.Transcript) -> list[tuple[str, str]]:
    """Every prompt of the session that reads a typed line, in order: (kind, prompt line).
    A computer seat reads nothing at its turn, move and joker prompts (its card questions, in
    testing mode, are still answered by the tester)."""
    computers = computer_seats(script)
    out: list[tuple[str, str]] = []
    previous = ""
    for event in script.events:
        if event.kind != "out":
            continue
        text = event.text.decode("utf-8", "replace")
        handed, taken = HANDED_OVER.match(text), TAKEN_BACK.fullmatch(text)
        if handed:
            computers.add(int(handed.group(1)))
        elif taken:
            computers.discard(int(taken.group(1)))
        kind = canonical_kind(text)
        if kind in ("turn", "move"):
            seat = int(re.match(r"Player (\d+)", text).group(1))
            if seat not in computers:
                out.append((kind, text))
        elif kind == "joker":
            if not previous.startswith("["):  # a computer's move line: it answers itself
                out.append((kind, text))
        elif kind is not None:
            out.append((kind, text))
        previous = text
    return out


def bad_answers(script: tr.Transcript) -> list[BadAnswer]:
    """The typed lines read by a prompt they are not well-formed for (lines never read, after
    a win or a usage error, are not answers)."""
    table = takes_table_commands(script)
    typed = script.inputs()
    bad = []
    for index, ((kind, prompt), event) in enumerate(zip(questions(script), typed)):
        if not well_formed(kind, event.text, table):
            bad.append(BadAnswer(index, event.lineno, prompt, event.text, WANT[kind]))
    return bad


def header_problems(script: tr.Transcript) -> list[str]:
    """What is wrong with the transcript's `tests:` header: missing, or naming a clause that
    its `rules:` lacks."""
    if not script.tests:
        return ["no tests: header (its primary clauses)"]
    stray = [c for c in script.tests if c not in script.rules]
    return [f"tests: names {' '.join(stray)}, not in its rules:"] if stray else []


def lint(files: list[Path]) -> list[str]:
    """One message per problem in the given transcript files (area = the file's directory)."""
    messages = []
    for path in files:
        try:
            script = reference.load(path)
        except (tr.TranscriptError, OSError) as err:
            messages.append(f"unreadable: {err}")
            continue
        messages += [f"{path}: {p}" for p in header_problems(script)]
        if gameplay(path.parent.name):
            messages += [b.describe(str(path)) for b in bad_answers(script)]
    return messages
