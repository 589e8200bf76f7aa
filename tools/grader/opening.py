"""The opening of a game with a build (the probe's first step): 2 players, a joker as the
first head, a turn line, a card in hand, until the first move request. Questions the grader
does not know are found out on the way: one asked where the reference asks one of its own
questions is learned as that question in the build's words (an `alias` of the profile); one
that says it is the build's own (a deck size, testing mode, house rules) is answered by trial,
its wording's hints first (an `answer` of the profile)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .channel import Channel
from .prompts import CARD_TOKEN, HINTS, PLAYER_IN_LINE, YES_NO, Prompt, PromptMatcher, \
    card_question_kind, learned_pattern, names_card, offered, offered_kind, own_question, \
    without_examples
from .reader import Reader
from .sandbox import Limits
from .state import parse_card
from .verdict import clipped

CANDIDATES = ["Y", "y", "N", "n", "54", "2", "1", "0", "", "a", "no", "yes"]
REASKED = 3  # the same question this many times in a row, nothing between: the answer failed
JOKER_WORDS = ("Joker", "joker", "JOKER", "Jocker", "jocker", "J")
LIMITS = Limits(wall=3.0)
EXTRA_LIMIT = 24  # tries (one more question answered, or another answer) before giving up

# The questions of the reference's opening in testing mode, in the order it first asks them: a
# question the grader does not recognise, where the build waits, is taken for the first of them
# not yet asked (learned: `alias` lines of the profile), and only when none is left for a
# question of the build's own (answered by trial, `answer` lines).
OPENING = ("players", "card", "suit", "turn", "move")

@dataclass
class Opening:
    """How far a build got when a game was started: the questions it asked on the way."""

    extras: list[tuple[str, str]] = field(default_factory=list)
    untried: dict[str, list[str]] = field(default_factory=dict)  # pattern -> answers left
    learned: list[tuple[str, str]] = field(default_factory=list)  # (kind, alias pattern)
    tried: dict[str, list[str]] = field(default_factory=dict)  # line -> kinds it was taken for
    native: set[str] = field(default_factory=set)  # kinds the build asks in words known
    named: set[str] = field(default_factory=set)  # patterns learned by what they name asking
    cards_asked: int = 0  # card questions before the first move prompt
    joker_ok: bool = False
    whole: list[str] = field(default_factory=list)  # card questions whose value answers
    # were refused again and again: each asks the card whole
    moved: bool = False  # a move prompt was reached
    why: str = ""  # why not


def _pattern(line: str, any_number: bool = False) -> str:
    """An extra question's pattern: its words (`any_number`: a number in it may be any, as
    in `Name of player 2:`, asked of each player)."""
    words = re.escape(line.strip()[:70])
    return "^" + (re.sub(r"\d+", r"\\d+", words) if any_number else words)


def candidates(line: str) -> list[str]:
    """Answers to try for a question the grader does not know, in order: what its wording
    hints, in the spelling the question offers (`yes` for a testing-mode question that offers
    `Y/N` becomes `Y`; `n` for one that offers `[yes/no]` becomes `no`), the answers it offers,
    then the usual answers."""
    options = offered(line)
    out: list[str] = []
    for pattern, answers in HINTS:
        if re.search(pattern, line, re.IGNORECASE):
            for answer in answers:
                same = [o for o in options if o.lower() == answer.lower()] or [
                    o for o in options if answer.lower() in YES_NO and o.lower() in YES_NO
                    and o[0].lower() == answer[0].lower()]
                shown = re.search(r"\b(" + re.escape(answer) + r")\b", line, re.IGNORECASE)
                out.append(same[0] if same else shown.group(1) if shown else answer)
    return list(dict.fromkeys(out + options + CANDIDATES))


def _unlearned(result: Opening, prompt: Prompt, repeated: tuple[str, int]) -> bool:
    """Whether a kind learned for a question proved wrong, and was dropped (play again): the
    question asked again and again after its answer, or the build asking that kind in words
    known (a build words one question one way)."""
    mine = [(k, p) for k, p in result.learned if k == prompt.kind]
    matching = [(k, p) for k, p in mine if re.search(p, prompt.line.strip(), re.IGNORECASE)]
    if not matching:
        result.native.add(prompt.kind)  # (one that names what it asks may still be its own
        wrong = [(k, p) for k, p in mine if p not in result.named]  # words for a card drawn)
    elif repeated[0] == prompt.line and repeated[1] + 1 >= REASKED:
        wrong = matching
    else:
        return False
    result.learned = [entry for entry in result.learned if entry not in wrong]
    return bool(wrong)


def _learned(result: Opening, prompt: Prompt) -> bool:
    """Whether `prompt` was recognised by a kind learned for it."""
    return any(kind == prompt.kind and re.search(pattern, prompt.line.strip(), re.IGNORECASE)
               for kind, pattern in result.learned)


def _kind_of_unknown(result: Opening, line: str, asked: set[str]) -> str | None:
    """The kind to take an unknown question for: the first of OPENING not `asked` yet in this
    game (a move request first where it names a card, the one in hand; else a turn line first
    where it names a number, the player's), not one the build asks in words known or was
    taken to ask in other words (a build words one question one way), not tried for it
    before."""
    tried = result.tried.setdefault(line, [])
    taken = asked | result.native | {k for k, _ in result.learned}
    first = ("move",) if names_card(line) else \
        ("turn",) if re.search(r"\d", without_examples(line)) else ()
    order = first + OPENING
    kind = next((k for k in order if k not in taken and k not in tried), None)
    if kind is not None:
        tried.append(kind)
    return kind


def _retry(result: Opening, line: str) -> bool:
    """The question `line` was asked again after its answer: try its next candidate."""
    for index, (pattern, _) in enumerate(result.extras):
        if re.search(pattern, line):
            left = result.untried.get(pattern, [])
            if not left:
                result.why = f"no answer found for {line.strip()[:60]!r}"
                return False
            result.extras[index] = (pattern, left.pop(0))
            return True
    return False


def _joker_held(lines: list[str]) -> bool:
    """Whether a line names a player and a joker (`Player 2 holds Joker. Play:`): the joker
    typed was taken as the card in hand, whatever is asked next (a build asking its card
    questions twice asks the card again right after such a line, which it waits at not)."""
    return any(PLAYER_IN_LINE.search(line) and any(
        token.group().lower().startswith("j") and len(token.group()) > 2
        for token in CARD_TOKEN.finditer(without_examples(line))) for line in lines)


def opening(path: str, args: list[str], joker: str,
            known: list[tuple[str, str]] | None = None,
            aliases: list[tuple[str, str]] | None = None) -> Opening:
    """Starts a game: 2 players, a joker as the first head (typed `joker`), a turn line, a
    card in hand; unknown questions are learned where they stand (OPENING) or get a guessed
    answer, and are remembered."""
    result = Opening(extras=list(known or []), learned=list(aliases or []))
    for _ in range(EXTRA_LIMIT):
        chan = Channel([path, *args], LIMITS)
        try:
            matcher = PromptMatcher.build(result.learned, result.extras)
            again = _play_opening(Reader(chan, matcher), chan, joker, result)
        finally:
            chan.finish(wait=False)
        if not again:
            return result
    result.why = result.why or "too many unknown questions"
    return result


def _play_opening(reader: Reader, chan: Channel, joker: str, result: Opening) -> bool:
    """One try; True to try again with one more question answered. The first card named is
    the joker: a suit asked next, or the card asked again, means the build did not take it."""
    answers = {"players": "2", "turn": "", "suit": "S", "joker": "A"}
    cards = [joker]
    after_joker = suit_after_joker = turned = False
    repeated = ("", 0)  # the last extra question and how often it came in a row
    asked: set[str] = set()  # the kinds of question asked so far
    extra = ""  # the build's own question just answered, if the last one was
    checking = False  # a learned move request was answered blank, to see it asked again
    answered, answered_at = "", -1  # the kind of question last answered, and the output then
    joker_mark = 0  # the lines read when the joker was typed
    for _ in range(40):
        prompt = reader.next()
        if prompt is None:
            result.why = result.why or ("the build ends before a move prompt; its last lines: "
                                        + " | ".join(clipped(line) for line in reader.tail(3)))
            return False
        if prompt.kind == "players" and "players" in asked and extra:
            # back at the player count right after an answer to a question of its own: that
            # answer sent it back (`Start a game with 2 players? (y/n)` answered `n`)
            return _retry(result, extra)
        extra = prompt.line if prompt.kind == "extra" else ""
        if prompt.kind in OPENING:
            asked.add(prompt.kind)
            if prompt.kind == answered == "card" and repeated[0] == prompt.line and \
                    repeated[1] + 1 >= REASKED and prompt.line not in result.whole:
                result.whole.append(prompt.line)  # a value refused again and again: the card
                return True  # asked whole (`Card?` wanting `KS`)? try so
            if _unlearned(result, prompt, repeated):
                return True
        if after_joker and prompt.kind == "suit" and not suit_after_joker:
            suit_after_joker = True  # a suit asked after the joker too? the holding prompt says
        elif after_joker and prompt.kind not in ("extra", "unknown"):
            # (taken as a joker: the first head shows a joker, or the card held is one; with
            # heads shown by value only, a first head shown as the 2 a joker head counts, where
            # a word read as another card, a jack say, would show that card's value)
            held = parse_card(prompt.card or "") if prompt.kind == "move" else None
            heads = reader.tracker.state.heads
            if suit_after_joker and prompt.kind == "turn" and not heads:
                turned = True  # (its turn line before any table: the next prompt tells, a
            else:  # card then asked being the card in hand, not the joker asked again)
                shown = _joker_held(reader.lines[joker_mark:])
                took = shown or (held is not None and held.value == 0) or bool(heads) and (
                    heads[0][1].joker or
                    (heads[0][1].value, heads[0][1].suit) == (2, None))
                result.joker_ok = (turned or shown or prompt.kind not in ("suit", "card")) \
                    and (not suit_after_joker or took)
                after_joker = False
        if checking and prompt.kind in ("turn", "unknown"):
            # (the learned move request passed a blank answer: it asks no move)
            result.learned = [e for e in result.learned if e[0] != "move"]
            return True
        if prompt.kind == "unknown":
            if not prompt.line:
                result.why = "the build waits for input without printing a prompt"
                return False
            if len(chan.out) == answered_at and answered in ("card", "suit"):
                result.moved = True  # it waits, nothing printed since a card's answer: it
                return False  # reads the move with no prompt (its last line is no question)
            # (the reference asks no suit for a joker: the first head's, answered `joker`)
            named = offered_kind(prompt.line) or card_question_kind(prompt.line)
            kind = named or (None if own_question(prompt.line) else _kind_of_unknown(
                result, prompt.line, asked | ({"suit"} if after_joker else set())))
            if kind is not None:
                result.learned.append((kind, learned_pattern(kind, prompt.line)))
                if named:
                    result.named.add(result.learned[-1][1])
                return True
            tries = candidates(prompt.line)
            pattern = _pattern(prompt.line, any_number="{n}" in tries[0])
            result.extras.append((pattern, tries[0]))
            result.untried[pattern] = tries[1:]
            return True
        repeated = (prompt.line, repeated[1] + 1 if repeated[0] == prompt.line else 1)
        if prompt.kind == "extra":
            if repeated[1] >= REASKED:
                return _retry(result, prompt.line)
            chan.send((prompt.answer or "").encode() + b"\n")
            continue
        if prompt.kind == "move":
            if not checking and _learned(result, prompt):
                # a move request learned: asked again after a blank answer (a move request
                # refuses it), not passed (a line read at a turn prompt takes anything)
                checking = True
                chan.send(b"\n")
                continue
            result.moved = True
            return False
        if prompt.kind == "turn" and not reader.reads_turn_line():
            continue  # (a turn line it reads nothing at: an answer would go to the next question)
        answer = answers.get(prompt.kind, "")
        if prompt.kind == "card":
            result.cards_asked += 1
            answer = cards.pop() if cards else "K"
            after_joker = answer == joker
            joker_mark = len(reader.lines)
            if prompt.line in result.whole and not after_joker:
                answer += answers["suit"]
        chan.send(answer.encode() + b"\n")
        answered, answered_at = prompt.kind, len(chan.out)
    result.why = "no move prompt within 40 questions"
    return False
