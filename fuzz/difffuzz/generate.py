"""The game generator: plays the reference interactively in testing mode and answers every
prompt from a seeded random policy that mostly makes sensible choices (legal placements,
reserves, swaps, cuts when nothing fits, jokers with a fitting value) and now and then types
garbage or an ignored move, so that re-prompts are exercised too. What fits where is the kit's
Python model of the rules (tools/rules/model.py), under the readings and house rules of the
game's `-rules` list. The result is the list of answers; the same seed always gives the same
game."""

from __future__ import annotations

import random
import subprocess
from dataclasses import dataclass, field

from grader.prompts import CANONICAL, canonical_kind
from grader.state import CardShown, parse_card
from grader.tracker import StateTracker
from rules.cards import NAMES, RANK_NAMES as RANKS, SUITS
from rules.model import fits, fits_card, rule_flags

GARBAGE = ["", "x", "1", "11", "-3", "joker", "AS", " ", "0x1", "\t"]


def rules_of(flags: list[str]) -> dict[str, bool]:
    """The model's rule switches for a command line (`-rules LIST`, if any)."""
    names = [flags[i + 1] for i, flag in enumerate(flags[:-1]) if flag == "-rules"]
    return rule_flags(",".join(names))


def card_fits(held: CardShown, top: CardShown, rules: dict[str, bool]) -> bool:
    """Whether the card in hand (not a joker) goes on a head showing `top` under `rules`."""
    name = f"{NAMES[held.value]}{held.suit or ''}"
    top_suit = top.suit if top.suit in ("S", "H", "C", "D") else None
    return fits_card(name, held.value, top.value, top_suit,
                     black_up=rules.get("black_up", False),
                     suit_match=rules.get("suit_match", False))


@dataclass
class Policy:
    """Chooses answers; keeps what it needs between prompts (the head a joker goes on)."""

    rng: random.Random
    noise: float = 0.04  # chance of a garbage answer at any prompt
    joker_head_top: int | None = None
    rules: dict[str, bool] = field(default_factory=dict)  # the model's switches (rules_of)

    def answer(self, kind: str, prompt: str, tracker: StateTracker) -> str:
        if self.rng.random() < self.noise:
            return self.rng.choice(GARBAGE)
        if kind == "players":
            return self.rng.choice(["2", "2", "2", "3", "3", "4"])
        if kind == "turn":
            return ""
        if kind == "card":
            return "Joker" if self.rng.random() < 0.05 else self.rng.choice(RANKS)
        if kind == "suit":
            return self.rng.choice(SUITS)
        if kind == "joker":
            return self._joker_value()
        return self._move(prompt, tracker)

    def _joker_value(self) -> str:
        top = self.joker_head_top
        good = [r for i, r in enumerate(RANKS, start=1) if top is None or fits(i, top)]
        return self.rng.choice(good if good and self.rng.random() < 0.9 else RANKS)

    def _move(self, prompt: str, tracker: StateTracker) -> str:
        match = CANONICAL["move"].fullmatch(prompt)
        held = parse_card(match.group("card")) if match else None
        tops = {hid: top for hid, top, _ in tracker.state.heads}
        heads = [(hid, top.value) for hid, top in tops.items()]
        mine = [p for p in tracker.state.players if p.remaining is not None]
        reserve = bool(mine and mine[0].reserve)
        if held is None or not heads:
            return self.rng.choice(["0", "1"])
        joker = held.value == 0
        places = [hid for hid, _ in heads if joker or card_fits(held, tops[hid], self.rules)]
        zero_ok = reserve or len(heads) > 1
        roll = self.rng.random()
        if roll < 0.05:  # an ignored move: no such head, or not a number
            return self.rng.choice([str(max(h for h, _ in heads) + 1), "-1", "x", ""])
        if roll < 0.2 and zero_ok:
            return "0"
        if not places:
            return str(heads[0][0])  # nothing fits: cut the oldest head
        choice = self.rng.choice(places)
        self.joker_head_top = dict(heads)[choice] if joker else None
        return str(choice)


@dataclass
class Game:
    """A generated game: the command line flags and the typed answers (without newlines)."""

    args: list[str]
    answers: list[bytes] = field(default_factory=list)
    seed: int = 0


def generate(reference: str, seed: int, args: list[str] | None = None,
             max_answers: int | None = None, timeout: float = 20.0) -> Game:
    """Plays one game against `reference` and returns its answers."""
    rng = random.Random(seed)
    flags = list(args or ["-testing"])
    limit = max_answers if max_answers is not None else rng.randint(40, 400)
    game = Game(flags, [], seed)
    policy = Policy(rng, rules=rules_of(flags))
    tracker = StateTracker()
    proc = subprocess.Popen([reference, *flags], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        while len(game.answers) < limit:
            raw = proc.stdout.readline()
            if not raw:
                break  # the game is over
            line = raw.decode("utf-8", "replace").rstrip("\n")
            tracker.feed(line)
            kind = canonical_kind(line)
            if kind is None:
                continue
            answer = policy.answer(kind, line, tracker).encode()
            game.answers.append(answer)
            proc.stdin.write(answer + b"\n")
            proc.stdin.flush()
    except BrokenPipeError:
        pass
    finally:
        try:
            proc.stdin.close()
        except BrokenPipeError:
            pass
        proc.stdout.read()
        proc.wait(timeout=timeout)
    return game
