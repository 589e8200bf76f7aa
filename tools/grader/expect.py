"""What a transcript expects, prompt by prompt: for every prompt the reference printed, its
kind, the answer typed (None at end of input), the state the reference displayed there, the
card it held, and the transcript line; plus the expected winner and exit status. Card questions
say what they name (the first head, a new head after a cut, or the card in hand), answers that
are not well-formed are marked as garbage, and every move says what the reference did with it
(actions.py). The interactive runner walks these steps while it plays a build."""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action, decide, turn_end_clause, well_formed, with_outcome
from .prompts import CANONICAL, PromptMatcher, canonical_kind
from .state import CardShown, State, parse_card
from .tracker import StateTracker
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
    shown: int = 0  # displays the reference had begun by this prompt
    purpose: str = ""  # card and suit questions: first-head, new-head or hand
    garbage: bool = False  # the answer is not well-formed for its prompt
    padded: bool = False  # well-formed only once the blanks around it are stripped (R23.4)
    action: Action | None = None  # move answers: what the reference did with it

    @property
    def text(self) -> str:
        return (self.answer or b"").decode("utf-8", "replace").rstrip("\n")


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
        step = Step(kind, answer, tracker.snapshot(), player, card, event.lineno, line,
                    tracker.displays)
        if answer is not None and not well_formed(kind, step.text):
            step.garbage = True
            step.padded = well_formed(kind, step.text.strip(" \t\r\v\f"))
        result.steps.append(step)
        if answer is None:
            result.eof_at_end = True
    result.winner = tracker.winner
    _annotate(result, "strict-cut" in script.profile.split(","))
    return result


def _annotate(exp: Expectation, strict_cut: bool) -> None:
    """Card questions: what they name. Moves: what the reference did (the next prompts it
    asked tell whether the move was ignored, continued the turn, ended it or won)."""
    steps = exp.steps
    turns = 0
    moved_at: int | None = None  # displays shown when the last move was answered
    for step in steps:
        if step.kind in ("card", "suit"):
            step.purpose = "first-head" if turns == 0 else (
                "new-head" if moved_at == step.shown else "hand")
            continue
        turns += step.kind == "turn"
        moved_at = step.shown if step.kind in ("move", "joker") else None
    for index, step in enumerate(steps):
        if step.kind == "move" and step.answer is not None:
            step.action = _action(steps, index, strict_cut, exp.winner)


def _action(steps: list[Step], index: int, strict_cut: bool, winner: int | None) -> Action:
    step = steps[index]
    joker = None
    nxt = index + 1
    if nxt < len(steps) and steps[nxt].kind == "joker":
        joker = steps[nxt].text if steps[nxt].answer is not None else None
        nxt += 1
    new_heads = False
    while nxt < len(steps) and steps[nxt].kind in ("card", "suit"):
        new_heads = new_heads or steps[nxt].purpose == "new-head"
        nxt += 1
    following = steps[nxt] if nxt < len(steps) else None
    return action_of(step, joker, following, new_heads, winner is not None, strict_cut)


def action_of(step: Step, joker: str | None, following: Step | None, new_heads: bool,
              won: bool, strict_cut: bool) -> Action:
    """What the reference did with the move answered at `step` (and the joker value, if one
    was asked): decided from the values, checked against the next prompt it asked
    (`following`, None if it asked nothing more), whether it asked for new heads, and whether
    the game was won."""
    rule = decide(step.state, step.card.value if step.card else None, step.text, joker,
                  strict_cut)
    rule = _observed(rule, step, following, new_heads)
    holder = next((p for p in step.state.players if p.remaining is not None), None)
    remaining = holder.remaining if holder else None
    if following is None:
        if won:
            return with_outcome(rule, "wins", _win_clause(rule))
        return with_outcome(rule, "ends")
    if following.kind == "turn":
        return with_outcome(rule, "turn-ends", turn_end_clause(rule, remaining))
    if following.kind == "move" and following.player == step.player:
        return with_outcome(rule, "ignored" if rule.kind == "ignored" else "continues")
    return with_outcome(rule, "ends")


def _repeated(step: Step, following: Step | None, new_heads: bool) -> bool:
    """The move request came back unchanged: the reference ignored the move."""
    return (following is not None and following.kind == "move" and not new_heads
            and following.player == step.player and following.state == step.state)


def _observed(rule: Action, step: Step, following: Step | None, new_heads: bool) -> Action:
    """`rule` as decided from the values, corrected by what the reference was seen to do: a
    transcript under house rules (docs/house-rules.md) plays moves the base rules ignore."""
    if following is None:
        return rule
    repeated = _repeated(step, following, new_heads)
    if rule.kind == "ignored" and not repeated:
        return Action("cut" if new_heads else "place", "", "", "a move of a house rule")
    if rule.kind not in ("ignored", "swap") and repeated:
        return Action("ignored", "", "", "a move a house rule refuses")
    return rule


def _win_clause(rule: Action) -> str:
    return "R18.3" if rule.kind == "cut" else "R18.1"


def _later_output(events: list, start: int, limit: int) -> bool:
    """True if the reference printed more after index `start` (so the prompt before it was
    not where the input ran out)."""
    return any(e.kind == "out" for e in events[start:limit])
