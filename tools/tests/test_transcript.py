"""The transcript format: parsing, writing, escapes, errors, and interleaving a run."""

from __future__ import annotations

import pytest

from grader import escapes
from grader.transcript import (Event, Transcript, TranscriptError, dumps, interleave, parse,
                               split_lines)

HEADER = ("id: t1\ntitle: a test\nrules: R3 R22\nprofile: spec-2020\ncommand: hydra -testing\n"
          "exit: 1\n---\n")


@pytest.mark.parametrize("raw", [b"", b"5", b" 5", b"5 ", b"\t5", b"5\t", b"D\r", b"a\\b",
                                 b"\xff\xfe", b"x (esc)", b"\x01", "é".encode()])
def test_escape_round_trip(raw: bytes) -> None:
    spelled = escapes.spell(raw)
    assert escapes.read(spelled) == raw
    assert "\r" not in spelled and not spelled.endswith((" ", "\t"))


def test_literal_lines_keep_inner_whitespace_and_backslashes() -> None:
    assert escapes.spell(b" 1\t2") == " 1\t2"
    assert escapes.read("a\\tb") == b"a\\tb"  # no marker: taken literally


def test_session_round_trip_keeps_exact_bytes() -> None:
    text = HEADER + "| How many players?\n> \\t2\\x20 (esc)\n| Card value?\n>\n"
    script = parse(text)
    assert script.input_bytes() == b"\t2 \n\n"
    assert script.output_bytes() == b"How many players?\nCard value?\n"
    assert dumps(script) == text


def test_no_newline_marker() -> None:
    script = parse(HEADER + "| How many players?\n> 2\n\\ no newline\n")
    assert script.input_bytes() == b"2"
    assert "\\ no newline" in dumps(script)


def test_header_fields() -> None:
    script = parse("id: x-1\ntitle: t\nrules: R1, R2.3\ninterps: I4\ntags: a b\nplayers: 3\n"
                   "profile: strict-cut\ngroup: g\ncommand: hydra -testing -rules strict-cut\n"
                   "exit: 0\nnote: one\nnote: two\n---\n")
    assert script.rules == ["R1", "R2.3"] and script.interps == ["I4"]
    assert script.tags == ["a", "b"] and script.players == 3 and script.group == "g"
    assert script.args == ["-testing", "-rules", "strict-cut"] and script.notes == ["one", "two"]
    assert parse(dumps(script)) == script


def test_tests_key_is_optional_and_written_right_after_rules() -> None:
    script = parse(HEADER.replace("rules: R3 R22\n", "rules: R3 R16.2 R22\ntests: R16.2\n"))
    assert script.tests == ["R16.2"]
    assert dumps(script).split("\n")[2:4] == ["rules: R3 R16.2 R22", "tests: R16.2"]
    assert parse(dumps(script)) == script
    assert parse(HEADER).tests == [] and "tests:" not in dumps(parse(HEADER))


@pytest.mark.parametrize("text, message", [
    ("id: t\n---\n", "lacks"),
    (HEADER.replace("rules: R3 R22", "rules: X3"), "bad clause"),
    (HEADER.replace("rules: R3 R22", "rules: R3 R22\ntests: R3 I4"), "bad clause"),
    (HEADER.replace("id: t1", "id: T 1"), "bad id"),
    (HEADER.replace("exit: 1", "exit: one"), "integers"),
    (HEADER + "? what\n", "session lines"),
    (HEADER + "> 5\\q (esc)\n", "unknown escape"),
    (HEADER + "\\ no newline\n", "must follow"),
    ("id: t\ntitle: x\n", "no '---'"),
    (HEADER.replace("profile: spec-2020", "profile: strict-cut"), "disagrees"),
    (HEADER.replace("exit: 1", "colour: red"), "key"),
])
def test_errors_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(TranscriptError, match=message):
        parse(text, "f.transcript")


def test_interleave_places_answers_after_prompts_and_keeps_unread() -> None:
    out = b"How many players?\nPlayer 2 wins!\n"
    inputs = [Event("in", b"2"), Event("in", b"left over")]
    events, unread = interleave(out, inputs)
    assert [e.text for e in events] == [b"How many players?", b"2", b"Player 2 wins!",
                                        b"left over"]
    assert unread == 3
    script = Transcript("x", "t", ["hydra", "-testing"], 0, events=events, unread_from=unread)
    text = dumps(script)
    assert "# not read:\n> left over" in text
    assert parse(text).input_bytes() == b"2\nleft over\n"


def test_split_lines_keeps_a_missing_final_newline() -> None:
    assert [(e.text, e.eol) for e in split_lines(b"a\n\nb")] == [(b"a", True), (b"", True),
                                                                 (b"b", False)]
