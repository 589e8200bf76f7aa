"""Seeded games of a build's normal mode against the reference (normal.Game plays one): the
games of a grade, with what they showed the build survives (Tally), and how far its play agrees
with the reference under a given reading (finding a reading no transcript group decided)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import partial

from . import moves, workers
from .build_profile import Profile
from .builds import Build, find
from .count_marks import MARKS, SYMPTOM, judged
from .count_settling import pile_errors
from .channel import Channel
from .normal import Game
from .prompts import PromptMatcher
from .reader import Reader, Side
from .rulesets import READINGS
from .sandbox import Limits
from .verdict import Deviation, Stop


def normal_matcher(profile: Profile) -> PromptMatcher:
    """The profile's prompts, with a question about testing mode answered no."""
    answers = [(p, _no(a) if "test" in p.lower() and a.lower().startswith("y") else a)
               for p, a in profile.answers]
    return PromptMatcher.build(profile.aliases, answers, profile.joker_word)


def _no(yes: str) -> str:
    """No in the alphabet of the yes the build took (`yes` -> `no`, `Y` -> `N`): a build may
    take its own words only and ask again at anything else."""
    yes = yes.strip()
    no = "no" if yes.lower() == "yes" else "n"
    return no.upper() if yes.isupper() else no.capitalize() if yes[:1].isupper() else no


# The game of a grade (counted from 0) whose move number GARBAGE_AFTER is answered with
# garbage (moves.GARBAGE), once: the second, so that a build that dies of it loses one game.
GARBAGE_GAME = 1
GARBAGE_AFTER = 6
# The game that seeks the kinds of move transcripts crashed after (moves.seek) and announces
# jokers as kings (moves.KINGS), the third: a build that crashes after them in normal play too
# loses that game only.
SEEK_GAME = 2


@dataclass
class Tally:
    """What normal play showed the build survives: moves it went on after, and the ones it
    crashed after, by the clause of their effect and their kind (classify.effect_key: a cut,
    the reserve becoming the only card left after a card into it, ...)."""

    survived: Counter = field(default_factory=Counter)
    crashed: set[tuple[str, str]] = field(default_factory=set)
    moves: int = 0  # moves played in all


def play_games(build: Build, reference: str, games: int = 4, seed: int = 1,
               max_moves: int = 400, players: list[int] | None = None,
               tally: Tally | None = None, until_moves: int = 0, most: int = 0,
               jobs: int = 1, seek: frozenset[tuple[str, str]] = frozenset()
               ) -> list[tuple[str, list[Deviation]]]:
    """Plays `games` seeded games (players 2, 3, 4, ... unless given), then more, up to
    `most` in all, while fewer than `until_moves` moves were played in them (an error that
    needs a deck played through and a rare turn of the cards, a joker announced, cut off,
    reshuffled and drawn for a new head, shows in one game of three or four: a few short
    games would leave it to luck); returns each game's name and deviations (none: it agreed
    with the reference to the end). `seek`: the kinds of move transcripts crashed after,
    sought in game SEEK_GAME (moves.seek)."""
    return [(name, found) for name, found, _ in
            _games(build, reference, games, seed, max_moves, players, tally=tally,
                   until_moves=until_moves, most=most, jobs=jobs, seek=seek)]


OTHER_DEAL = ("played again with the same seed and frozen clock, the build deals other cards "
              "(it seeds its shuffle from something the grader cannot fix, e.g. "
              "std::random_device): its normal-play findings may differ from one grade to "
              "the next")


def deals_again(build: Build, reference: str, seed: int, first: list[Deviation]) -> bool:
    """Whether the build's first normal-mode game, played again, goes the same way (the same
    differences, word for word, on the same road to them): a build that deals the same cards
    on every run does. (A message alone names one card or none: two deals may share it.)"""
    again = play_games(build, reference, 1, seed=seed)
    return [(d.message, d.road) for d in again[0][1]] == [(d.message, d.road) for d in first]


def agreement(build: Build, reference: str, reading: str, points: frozenset[str],
              games: int = 3, seed: int = 1, max_moves: int = 150, jobs: int = 1
              ) -> tuple[int, Counter]:
    """How far the build's normal play agrees with the reference's under `reading`: the moves
    played before the first error, over a few games (a reading the build follows agrees to
    the end, or longest), and the errors at each of the open `points` (the clauses where the
    readings tried differ; each kind once a game): there the build did what `reading` does
    not. The games go on past the build's errors (put back in step, a few times), those at
    the points too, so that an error that comes first, its own or one at a point where it
    follows no reading, does not hide what it does at the others. A difference at a point
    that follows from a rule error of the same game (`explained`) tells nothing of the
    reading: a build that keeps its reserve past a turn cuts where the strict reading
    refuses, its reserve not free. Nor does a count difference there of the shape a rule error
    away from the points shows in the same games (`shapes_elsewhere`)."""
    trial = replace(build, profile=replace(build.profile, reading=reading))
    played = _games(trial, reference, games, seed, max_moves, careful=points, jobs=jobs)
    against: Counter = Counter()
    elsewhere = shapes_elsewhere([found for _, found, _ in played], points)
    for _, found, _ in played:
        against.update(clause for clause, _ in {(d.clause, d.summary) for d in found
                                                 if d.wrong and d.clause in points and
                                                 not explained(d, found) and
                                                 judged(d.episode, MARKS) not in elsewhere})
    return sum(moves for _, _, moves in played), against


def shapes_elsewhere(games: list[list[Deviation]], points: frozenset[str]) -> set[str]:
    """The shapes of the count differences that rule errors away from the reading `points`
    show in `games` (a card in hand a cut leaves out of the discard pile: `discard- total-`).
    A difference of one of those shapes at a point is that error met there, and tells nothing
    of the reading (a cut made holding a reserve shows the hand lost too); one of another shape
    does (a reserve put back where another reading puts it, shown before it goes back: the
    same shape where no other error has it). A difference marked a symptom of another is no
    error elsewhere: its shape is that other's (a turn going on after a reserve kept past the
    turn end is the kept reserve, met at a point)."""
    return {judged(d.episode, MARKS) for found in games for d in found
            if d.wrong and d.kind == "rule" and d.clause not in points and d.episode and
            not d.episode.startswith(SYMPTOM)}


def explained(dev: Deviation, found: list[Deviation]) -> bool:
    """Whether `dev` is marked as a symptom of pile differences (count_marks.SYMPTOM) that a
    rule error among `found` shows: the grade names it after that error (count_settling)."""
    return dev.episode.startswith(SYMPTOM) and \
        dev.episode[len(SYMPTOM):] in pile_errors(found)


@dataclass
class Played:
    """One game: its name, deviations, the moves played (and those before its first error),
    and what it showed the build survives."""

    name: str
    found: list[Deviation]
    moves: int
    agreed: int
    survived: Counter
    crashed: set[tuple[str, str]]


def _games(build: Build, reference: str, games: int, seed: int, max_moves: int,
           players: list[int] | None = None, careful: frozenset[str] = frozenset(),
           tally: Tally | None = None, until_moves: int = 0, most: int = 0, jobs: int = 1,
           seek: frozenset[tuple[str, str]] = frozenset()
           ) -> list[tuple[str, list[Deviation], int]]:
    """Each game's name, deviations and the moves played before the first error (`careful`:
    the reading points careful games seek; none: games as a grade plays them): `games`
    games, then more (up to `most` in all) while fewer than `until_moves` moves were
    played, and none more when no game got to a move. Games are played `jobs` at a time
    (workers.py); a batch that passes the moves sought keeps only the games one at a time
    would have played, so the result does not depend on `jobs`."""
    cycle = players or [2, 3, 4, 2, 3]
    play = partial(_game, build, reference, seed, max_moves, cycle, careful, seek)
    out: list[Played] = []
    played = 0  # moves played in the games kept so far

    def wanted(number: int) -> bool:  # (more games only while some game reaches a move)
        return number < games or (0 < played < until_moves and number < most)

    while wanted(len(out)):
        first = len(out)
        batch = [first]
        while len(batch) < max(1, jobs) and (batch[-1] + 1 < games or
                                             (until_moves and batch[-1] + 1 < most)):
            batch.append(batch[-1] + 1)
        for game in workers.results(play, batch, jobs):
            if wanted(len(out)):  # (else a game one at a time would not have played)
                out.append(game)
                played += game.moves
    if tally is not None:
        for game in out:
            tally.survived.update(game.survived)
            tally.crashed |= game.crashed
            tally.moves += game.moves
    return [(g.name, g.found, g.agreed) for g in out]


def _game(build: Build, reference: str, seed: int, max_moves: int, cycle: list[int],
          careful: frozenset[str], seek: frozenset[tuple[str, str]], number: int) -> Played:
    profile = build.profile
    args = [a for a in profile.args if a != "-testing"]
    rules = [n for n in profile.reading.split(",") if n in READINGS]
    count = cycle[number % len(cycle)]
    limits = Limits(wall=60.0)
    # the build's clock starts an hour on for each seed: a build seeding from the clock deals
    # each game anew, and the game of a seed the same on every grade (fixed_clock.py)
    b_chan = Channel([build.path, *args], replace(limits, clock=seed + number))
    r_argv = [reference, "-testing", *(["-rules", ",".join(rules)] if rules else [])]
    r_chan = Channel(r_argv, limits)
    b = Side("the build", b_chan, Reader(b_chan, normal_matcher(profile)))
    r = Side("the reference", r_chan, Reader(r_chan, PromptMatcher.build([], [])))
    game = Game(b, r, random.Random(seed + number), count, profile.turn_line,
                "strict-cut" in rules)
    game.points = careful
    game.reserve_on_top = "reserve-to-draw" in rules
    game.ledger.remaining_errors = not careful
    # put back in step after a rule error: a reading is sought past the build's other errors
    game.restart, game.limits = r_argv, limits
    if not careful and number == GARBAGE_GAME:
        game.garbage_at = GARBAGE_AFTER
    if not careful and number == SEEK_GAME:
        game.seek, game.kings = set(seek), moves.KINGS
    try:
        game.play(max_moves)
        game.ledger.close(None, game.turns)
    except Stop as stop:
        game.ledger.close(stop.found, game.turns)
        if stop.found is not None:
            game.found.append(stop.found)
    finally:
        b_chan.finish(wait=False)
        game.r.chan.finish(wait=False)  # (started again after a rule error, maybe)
    first = min(x for x in (game.first_error, game.ledger.first_error_at, game.moves)
                if x is not None)
    return Played(f"normal game {number + 1} ({count} players, seed {seed + number})",
                  game.found, game.moves, first, game.survived, game.crashed)


def normal_command(build: str, profile: str | None, reference: str, games: int = 4,
                   seed: int = 1, moves: int = 400, players: int | None = None) -> int:
    """`hydra-grade normal`: plays the games and prints each deviation and how many games
    agree with the reference; 1 when one does not."""
    results = play_games(find(build, profile), reference, games, seed, moves,
                         [players] if players else None)
    bad = 0
    for name, found in results:
        wrong = [d for d in found if d.wrong]
        bad += bool(wrong)
        for dev in found:
            print(f"{name}: {dev.kind} {dev.clause} {dev.summary}: {dev.message}")
    print(f"{len(results) - bad} of {len(results)} games agree with the reference "
          f"(normal mode, seed {seed})")
    return 1 if bad else 0
