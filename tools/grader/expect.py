"""What a transcript expects, prompt by prompt: for every prompt the reference printed, its
kind, the answer typed (None at end of input), the state the reference displayed there, the
card it held, and the transcript line; plus the expected winner and exit status. The
interactive runner walks these steps while it plays a build."""

from __future__ import annotations

from dataclasses import dataclass, field

from .prompts import CANONICAL, PromptMatcher, canonical_kind
from .state import CardShown, State, StateTracker, parse_card
from .transcript import Transcript


@dataclass
class Step:
    kind: str
    answer: bytes | None  # the typed line (with its newline), or None: input ends here
    state: State
    player: int | None
    card: CardShown | None  # the card in hand named by a move prompt
    lineno: int  # transcript line of the prompt
    prompt: str


@dataclass
class Expectation:
    steps: list[Step] = field(default_factory=list)
    winner: int | None = None
    exit: int = 0
    eof_at_end: bool = False  # the input runs out at the last step


LIBERAL = PromptMatcher.build([], [])


def expectation(script: Transcript) -> Expectation:
    """Each typed line answers the printed line just above it; its kind is that line's
    canonical kind, or failing that the kind the liberal patterns give it ("extra" if none)."""
    tracker = StateTracker()
    result = Expectation(exit=script.exit)
    events = script.events
    limit = script.unread_from if script.unread_from is not None else len(events)
    i = 0
    while i < limit:
        event = events[i]
        i += 1
        if event.kind != "out":
            continue
        line = event.text.decode("utf-8", "replace")
        tracker.feed(line)
        answered = i < limit and events[i].kind == "in"
        kind = canonical_kind(line)
        if kind is None and answered:
            liberal = LIBERAL.match(line)
            kind = liberal.kind if liberal else "extra"
        if kind is None or (not answered and _later_output(events, i, limit)):
            continue
        answer: bytes | None = None
        if answered:
            answer = events[i].text + (b"\n" if events[i].eol else b"")
            i += 1
        found = CANONICAL[kind].fullmatch(line) if kind in CANONICAL else None
        groups = found.groupdict() if found else {}
        player = int(groups["player"]) if groups.get("player") else None
        card = parse_card(groups["card"]) if groups.get("card") else None
        result.steps.append(Step(kind, answer, tracker.snapshot(), player, card, event.lineno,
                                 line))
        if answer is None:
            result.eof_at_end = True
    result.winner = tracker.winner
    return result


def _later_output(events: list, start: int, limit: int) -> bool:
    """True if the reference printed more after index `start` (so the prompt before it was
    not where the input ran out)."""
    return any(e.kind == "out" for e in events[start:limit])
