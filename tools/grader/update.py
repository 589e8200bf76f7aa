"""Regenerating transcripts from their inputs: runs the reference on a transcript's command
line and typed lines, rebuilds the session (each answer after the prompt that reads it) and
the exit status, and shows a unified diff. Files are written only when asked."""

from __future__ import annotations

import difflib
from dataclasses import replace

from .channel import run_batch
from .sandbox import Limits
from .transcript import Event, Transcript, dumps, interleave


class UpdateError(RuntimeError):
    pass


def regenerate(script: Transcript, reference: str, limits: Limits) -> Transcript:
    """The transcript as the reference plays it now (header kept, session and exit redone)."""
    inputs = [Event("in", e.text, e.eol) for e in script.inputs()]
    data = b"".join(e.text + (b"\n" if e.eol else b"") for e in inputs)
    out, ending = run_batch([reference] + script.args, data, limits)
    if ending.cut or ending.returncode is None or ending.returncode < 0:
        raise UpdateError(f"{script.path}: the reference {ending.describe()}")
    events, unread = interleave(out, inputs)
    players = script.players
    if players is None and inputs and inputs[0].text.strip().isdigit():
        players = int(inputs[0].text.strip())
    return replace(script, events=events, unread_from=unread, exit=ending.returncode,
                   players=players)


def unified(path: str, old: str, new: str) -> str:
    return "".join(difflib.unified_diff(old.splitlines(keepends=True),
                                        new.splitlines(keepends=True),
                                        fromfile=f"{path} (recorded)",
                                        tofile=f"{path} (reference now)"))


def update_text(script: Transcript, old_text: str, reference: str,
                limits: Limits) -> tuple[str, str]:
    """The regenerated file text and its diff against `old_text` ("" if unchanged)."""
    new_text = dumps(regenerate(script, reference, limits))
    return new_text, unified(script.path, old_text, new_text)
