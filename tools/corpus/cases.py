"""A corpus case: the inputs of one transcript plus its header, before the reference has
answered. Hand-written scenarios and generators both produce Cases; `realise` runs the
reference and checks that the run went the way the case's model said it would (same winner,
every answer read), so that a generator bug cannot slip a meaningless golden in. It also checks
that every answer fits the prompt that reads it outside input/ and eof/ (answers.py) and that
the case names its primary clauses (`tests`), each among the clauses its session reaches."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from grader import transcript as tr
from grader.expect import expectation
from grader.state import CardShown
from rules.model import Script

from . import answers, reference

PROFILE_FLAGS = {"spec-2020": [], "strict-cut": ["-rules", "strict-cut"],
                 "reserve-to-draw": ["-rules", "reserve-to-draw"],
                 "strict-cut,reserve-to-draw": ["-rules", "strict-cut,reserve-to-draw"]}


class CaseError(RuntimeError):
    """The reference did not follow the case's model."""


@dataclass
class Case:
    area: str
    id: str
    title: str
    script: Script | None = None
    lines: list[str] | None = None  # raw input when there is no model
    args: list[str] = field(default_factory=lambda: ["-testing"])
    profile: str = "spec-2020"
    rules: set[str] = field(default_factory=set)
    tests: set[str] = field(default_factory=set)  # the primary clauses, among the rules
    interps: set[str] = field(default_factory=set)
    tags: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)
    group: str = ""
    last_eol: bool = True
    players: int | None = None
    checked: bool = True  # compare the run with the model
    # Input typed for another reading: cut just before the first answer that does not fit the
    # prompt it meets here, so that the member ends at end of input there.
    cut_at_bad_answer: bool = False

    def input_lines(self) -> list[str]:
        return self.script.lines if self.script is not None else list(self.lines or [])


def clause_key(ref: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", ref))


def _command(case: Case) -> list[str]:
    """The case's command line; its own -rules flags (a command-line case) stand as given."""
    if "-rules" in case.args:
        return ["hydra", *case.args]
    return ["hydra", *case.args, *PROFILE_FLAGS[case.profile]]


def realise(case: Case, hydra: Path | str = reference.DEFAULT_HYDRA) -> tr.Transcript:
    """Runs the reference on the case and returns the finished transcript."""
    s = case.script
    rules = set(case.rules) | (s.rules if s else set())
    interps = set(case.interps) | (s.interps if s else set())
    tags = set(case.tags) | (s.tags if s else set())
    players = case.players if case.players is not None else (s.t.players if s else None)
    script = tr.Transcript(id=case.id, title=case.title, command=_command(case), exit=0,
                           profile=case.profile, group=case.group, notes=list(case.notes),
                           players=players)
    if s is not None and case.area != "eof" and not case.cut_at_bad_answer:
        s.reach_move_prompt()
    inputs = reference.lines_to_events(case.input_lines(), case.last_eol)
    reference.record(script, inputs, hydra)
    if answers.gameplay(case.area):
        _valid_answers(case, script, inputs, hydra)
    if script.exit == 1:
        rules |= {"R24.2"}
        interps |= {"I17"}
        tags |= {"eof"}
    if case.checked and s is not None:
        _check(case, script)
    script.rules = sorted(rules, key=clause_key)
    script.tests = sorted(_tests(case, rules), key=clause_key)
    script.interps = sorted(interps, key=clause_key)
    script.tags = sorted(tags)
    return script


def _valid_answers(case: Case, script: tr.Transcript, inputs: list[tr.Event],
                   hydra: Path | str) -> None:
    """Refuses a malformed answer, or cuts the input before it when the case allows; such a
    case is also cut before it renames the card in hand at a repeated move request, which
    only the literal reading of I11 asks about (so the member stays neutral for I11)."""
    renamed = _renamed_at_repeat(script) if case.cut_at_bad_answer else None
    if renamed is not None:
        index, held = renamed
        again = [str(CardShown(held.value, None))] + ([held.suit] if held.suit else [])
        reference.record(script, inputs[:index] + reference.lines_to_events(again), hydra)
        script.notes.append(f"input cut at typed line {index + 1}: in this reading the move "
                            "before it is ignored and the next answers would rename the card "
                            "in hand (I11); the card is named again and the input ends at the "
                            "repeated move request")
    bad = answers.bad_answers(script)
    if bad and case.cut_at_bad_answer:
        first = bad[0]
        reference.record(script, inputs[:first.index], hydra)
        script.notes.append(f"input cut before typed line {first.index + 1}: the group's "
                            f"answer {first.answer.decode('utf-8', 'replace')!r} meets "
                            f"{first.prompt!r} in this reading; it ends at end of input there")
        bad = answers.bad_answers(script)
    if bad:
        raise CaseError(bad[0].describe(case.id))


def _renamed_at_repeat(script: tr.Transcript) -> tuple[int, CardShown] | None:
    """The typed line (index) that names another card than the one held when the move request
    repeats after an ignored move, and the card held, if any."""
    typed = 0
    repeat_of: CardShown | None = None
    named = ""
    for step in expectation(script).steps:
        if step.answer is None:
            break
        if step.kind == "move":
            repeat_of = step.card if step.action and step.action.outcome == "ignored" else None
        elif step.kind == "card" and step.purpose == "hand" and repeat_of is not None:
            named = step.text.strip()
            if named != str(CardShown(repeat_of.value, None)):
                return typed, repeat_of
        elif step.kind == "suit" and step.purpose == "hand" and repeat_of is not None:
            if repeat_of.suit and step.text.strip() != repeat_of.suit:
                return typed - 1, repeat_of  # from the card value on
        typed += 1
    return None


def _tests(case: Case, rules: set[str]) -> set[str]:
    """The case's primary clauses: at least one, all among `rules`."""
    tests = set(case.tests) | (case.script.tests if case.script else set())
    if not tests:
        raise CaseError(f"{case.id}: no tests (primary clauses)")
    if not tests <= rules:
        raise CaseError(f"{case.id}: tests {sorted(tests - rules)} are not among its rules")
    return tests


def _check(case: Case, script: tr.Transcript) -> None:
    t = case.script.t
    if t.phase == "over":
        last = script.output_bytes().rstrip(b"\n").split(b"\n")[-1]
        want = f"Player {t.winner + 1} wins!".encode()
        if script.exit != 0 or last != want:
            raise CaseError(f"{case.id}: the model expected {want!r}, the reference ended "
                            f"with {last!r} (exit {script.exit})")
    else:
        if script.exit != 1 or script.unread_from is not None:
            raise CaseError(f"{case.id}: the model expected end of input, the reference "
                            f"exited {script.exit}")
        text = script.output_bytes().decode("utf-8", "replace").split("\n")
        start = max(i for i, line in enumerate(text) if line == "Heads:")
        want = case.script.render()
        if text[start:start + len(want)] != want:
            raise CaseError(f"{case.id}: the model's table {want} differs from the "
                            f"reference's {text[start:start + len(want)]}")
