"""A list of answers played through the reference, made into a transcript: the reference reads
them all at once (its input then ends), and each answer is placed after the prompt that reads
it. The reference keeps any list of answers a valid game (it asks again after garbage), so a
shortened or changed game still has the reference's expected output. Used by a finding's
reproduction (reproduce.py) and by the differential fuzzer."""

from __future__ import annotations

from .channel import run_batch
from .rulesets import command_profile
from .sandbox import Limits
from .transcript import Event, Transcript, interleave


class ReferenceError(RuntimeError):
    """The reference itself did not finish a game normally."""


def reference_session(reference: str, args: list[str], answers: list[bytes],
                      limits: Limits, last_eol: bool = True) -> Transcript:
    """The reference's transcript of a game, its header filled with neutral values.
    `last_eol` False: the last answer is typed without its line feed."""
    inputs = [Event("in", answer) for answer in answers]
    if inputs and not last_eol:
        inputs[-1].eol = False
    data = b"".join(answer + b"\n" for answer in answers)
    if answers and not last_eol:
        data = data[:-1]
    out, ending = run_batch([reference, *args], data, limits)
    if ending.cut or ending.returncode not in (0, 1):
        raise ReferenceError(f"the reference {ending.describe()} on a generated game")
    events, unread = interleave(out, inputs)
    first = answers[0].strip() if answers else b""
    players = int(first) if first.isdigit() and int(first) >= 2 else None
    command = ["hydra", *args]
    return Transcript(id="session", title="a game played through the reference",
                      command=command, exit=ending.returncode, players=players,
                      profile=command_profile(command), events=events, unread_from=unread)
