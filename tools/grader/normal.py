"""Normal mode against the reference engine. Testing mode renames every drawn card, which
hides some errors (a recycled joker keeping an old value, a refused swap). So a build can also
be played in its normal mode (its own shuffle) while the reference runs `-testing` in lock-step:
every card the reference asks for is answered with the card the build showed (the first head
and new heads from its display, the card in hand from its holding prompt). The rules are never
re-implemented here: the reference decides, and the grader compares the two at every prompt
(kind of question, whose turn, the displayed state, the winner). Moves come from a seeded
random player that mostly plays sensible moves and sometimes an illegal one, so that both
programs' legality decisions are compared too."""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field
from pathlib import Path

from .channel import Channel
from .profile import Profile, load as load_profile
from .prompts import Prompt, PromptMatcher
from .sandbox import Limits
from .state import CardShown, State, StateTracker, diff_states, parse_card

ROOT = Path(__file__).resolve().parents[2]


class Stop(Exception):
    """The game ends here: a divergence (message) or both programs finished."""


@dataclass
class Side:
    """One program: its pipes, what it printed, the state it last showed."""

    name: str
    chan: Channel
    matcher: PromptMatcher
    tracker: StateTracker = field(default_factory=StateTracker)
    pos: int = 0
    lines: list[str] = field(default_factory=list)

    def next_prompt(self) -> Prompt | None:
        while True:
            end = self.chan.out.find(b"\n", self.pos)
            if end >= 0:
                line = self.chan.out[self.pos:end].decode("utf-8", "replace")
                self.pos = end + 1
                self.lines.append(line)
                self.tracker.feed(line)
                prompt = self.matcher.match(line)
                if prompt is not None:
                    return prompt
                continue
            if self.chan.eof or self.chan.cut:
                return None
            if self.chan.pump(0.5) == 0 and self.chan.out[self.pos:] and \
                    self.chan.waiting_for_input():
                partial = self.chan.out[self.pos:].decode("utf-8", "replace")
                prompt = self.matcher.match(partial)
                if prompt is not None:
                    self.pos = len(self.chan.out)
                    self.tracker.feed(partial)
                    return prompt

    def send(self, text: str) -> None:
        self.chan.send(text.encode() + b"\n")


def _answer(card: CardShown) -> tuple[str, str]:
    if card.value == 0 or card.suit == "J":
        return "Joker", ""
    return str(CardShown(card.value, None)), card.suit or "S"


class Game:
    def __init__(self, build: Side, ref: Side, rng: random.Random, players: int,
                 turn_line: str) -> None:
        self.b, self.r, self.rng, self.players = build, ref, rng, players
        self.turn_line = turn_line
        self.known_heads: set[int] = set()
        self.moves = 0

    def reveal(self, cards: list[CardShown], ended: bool) -> Prompt | None:
        """Answers the reference's card questions from `cards` until another prompt. Once the
        build has ended (a win by cutting: its last cards became new heads it never showed),
        any card will do: the reference only needs them to finish the same way."""
        queue = [part for card in cards for part in _answer(card) if part]
        while True:
            prompt = self.r.next_prompt()
            if prompt is None or prompt.kind not in ("card", "suit"):
                return prompt
            if not queue and ended:
                queue = ["2", "S"] if prompt.kind == "card" else ["S"]
            if not queue:
                raise Stop(f"the reference asks for {prompt.kind} but the build showed no "
                           "card for it")
            self.r.send(queue.pop(0))

    def step(self, b_prompt: Prompt | None) -> Prompt | None:
        """Brings the reference to its next prompt, revealing the build's cards, and
        compares both programs there."""
        state = self.b.tracker.snapshot()
        new = [top for hid, top, _ in state.heads if hid not in self.known_heads]
        cards = list(new)
        if b_prompt is not None and b_prompt.kind == "move" and b_prompt.card:
            held = parse_card(b_prompt.card)
            if held is not None:
                cards.append(held)
        r_prompt = self.reveal(cards, b_prompt is None)
        self.known_heads = {hid for hid, _, _ in state.heads}
        if r_prompt is None or b_prompt is None:
            if r_prompt is None and b_prompt is None:
                if self.r.tracker.winner != self.b.tracker.winner:
                    raise Stop(f"winner: reference Player {self.r.tracker.winner}, build "
                               f"Player {self.b.tracker.winner}")
                raise Stop("")
            who = "the build" if b_prompt is None else "the reference"
            raise Stop(f"{who} ended the game first (reference winner: "
                       f"{self.r.tracker.winner}, build winner: {self.b.tracker.winner})")
        if r_prompt.kind != b_prompt.kind or r_prompt.player != b_prompt.player:
            raise Stop(f"the reference asks {r_prompt.line!r}, the build {b_prompt.line!r}")
        if r_prompt.kind in ("move", "turn"):
            diff = diff_states(self.r.tracker.snapshot(), state)
            if diff is not None:
                raise Stop(f"{diff} (at {r_prompt.line!r})")
        return r_prompt

    def choose(self, prompt: Prompt) -> str:
        state: State = self.r.tracker.snapshot()
        ids = [hid for hid, _, _ in state.heads]
        me = next((p for p in state.players if p.remaining is not None), None)
        hand = parse_card(prompt.card or "") or CardShown(0, None)
        roll = self.rng.random()
        if roll < 0.08:
            return self.rng.choice(["0", "99", "x", str(self.rng.choice(ids))])
        if hand.value == 0:
            return str(self.rng.choice(ids))
        fits = [hid for hid, top, _ in state.heads
                if hand.value <= top.value or (top.value == 1 and hand.value != 1)]
        if me is not None and me.reserve and roll < 0.2:
            return "0"  # swap
        if fits:
            return str(self.rng.choice(fits))
        if me is not None and not me.reserve and len(ids) > 1 and roll < 0.6:
            return "0"  # into the reserve
        return str(ids[0])  # cut

    def joker_value(self) -> str:
        return self.rng.choice(["A", "2", "3"])

    def play(self, max_moves: int) -> str:
        try:
            for side in (self.b, self.r):
                if side.next_prompt() is None:
                    raise Stop(f"{side.name} asks nothing")
            for side in (self.b, self.r):
                side.send(str(self.players))
            while self.moves < max_moves:
                b_prompt = self.b.next_prompt()
                prompt = self.step(b_prompt)
                assert prompt is not None and b_prompt is not None
                if prompt.kind == "turn":
                    answer = ""
                elif prompt.kind == "move":
                    answer = self.choose(b_prompt)
                    self.moves += 1
                elif prompt.kind == "joker":
                    answer = self.joker_value()
                else:
                    raise Stop(f"unexpected question {prompt.line!r}")
                self.r.send(answer)
                if not (prompt.kind == "turn" and self.turn_line == "no"):
                    self.b.send(answer)
            return ""
        except Stop as stop:
            return str(stop)


def play_games(path: str, profile: Profile, reference: str, games: int, players: int,
               seed: int, max_moves: int) -> list[str]:
    """Plays `games` games; returns one line per game ('' for agreement, else the problem)."""
    verdicts = []
    args = [a for a in profile.args if a != "-testing"]
    for number in range(games):
        limits = Limits(wall=60.0)
        b = Side("the build", Channel([path, *args], limits), profile.matcher())
        r = Side("the reference", Channel([reference, "-testing"], limits),
                 PromptMatcher.build([], []))
        try:
            game = Game(b, r, random.Random(seed + number), players, profile.turn_line)
            problem = game.play(max_moves)
        finally:
            b.chan.finish(wait=False)
            r.chan.finish(wait=False)
        tail = " | ".join(b.lines[-4:])
        verdicts.append(f"game {number + 1}: {problem} [build's last lines: {tail}]"
                        if problem else "")
    return verdicts


def normal_command(args: argparse.Namespace) -> int:
    profile = load_profile(args.profile) if args.profile else Profile()
    verdicts = play_games(str(Path(args.build).resolve()), profile, args.reference, args.games,
                          args.players, args.seed, args.moves)
    for verdict in verdicts:
        if verdict:
            print(verdict)
    bad = sum(1 for v in verdicts if v)
    print(f"{len(verdicts) - bad} of {len(verdicts)} games agree with the reference "
          f"(normal mode, {args.players} players, seed {args.seed})")
    return 1 if bad else 0


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("normal", help="play a build in normal mode against the reference",
                       description=__doc__.split("\n\n")[0].replace("\n", " "))
    p.add_argument("build")
    p.add_argument("--profile", help="the build's profile")
    p.add_argument("--reference", default=str(ROOT / "hydra"))
    p.add_argument("--games", type=int, default=5)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--moves", type=int, default=300, help="moves per game at most")
    p.set_defaults(handler=normal_command)

