"""Count differences across a whole grade (counts.py judges them run by run): a relation that
foretold a difference in the course of the game in some run (one the build does not make
elsewhere on its own), or healed only after every player had a turn, is that rule error
everywhere; one left open where its run ended is display where
the same relation healed soon in another run; a win or a turn end the piles decided takes the
name of the pile difference behind it."""

from __future__ import annotations

from typing import Iterable

from .count_marks import CAUSE, FIXED, LASTING, LATE, ONCE, SYMPTOM, judged
from .verdict import Deviation
from .vocab import Kind


def _own_names_back(devs: list[Deviation]) -> None:
    """A course difference a count difference foretold (CAUSE) takes back the name it had of
    its own where that relation healed in another run and that name is a rule error of another
    clause the grade shows elsewhere with no count difference before it: the build does that
    anyway, and one run whose counts happened to be off when it did cannot make a relation seen
    to heal a rule error everywhere. (Of the same clause, the two name one error two ways: a
    card into the reserve not counted shows as cards still to draw one higher, and as the turn
    going on past its last card.)"""
    healed = {judged(d.episode, (ONCE,)) for d in devs if d.healed and d.episode}
    alone = {d.key for d in devs if d.kind == Kind.RULE and not d.episode}
    for dev in devs:
        if dev.episode.startswith(CAUSE) and dev.own and tuple(dev.own[:3]) in alone and \
                dev.own[1] != dev.clause and dev.episode[len(CAUSE):] in healed:
            dev.kind, dev.clause, dev.summary, dev.message = dev.own
            dev.episode, dev.own = "", ()


def settle(runs: Iterable[list[Deviation]]) -> None:
    """Across a whole grade (each item: one run's deviations, changed in place). A relation
    that foretold a difference in the course of the game in some run, or healed there only
    after every player had a turn (a card put in another pile, until a reshuffle), is that rule
    error: where it healed sooner elsewhere, it was its symptom, not a display error. Otherwise
    a count difference left open when its run ended is `display` if the same relation healed in
    another run (unless it stayed open since every player had a turn: LASTING), and stays the
    rule error it was named if it never did. A win or a turn end
    the piles may decide (PILES_DECIDE), where they differed since an earlier turn by a
    relation judged a rule error, is a symptom of that error: it takes its name. A difference
    that healed after a move, named as a rule error the grade shows open since every player had
    a turn, was that error undone by another (`_undone`): no finding."""
    runs = list(runs)
    devs = [d for found in runs for d in found]
    _own_names_back(devs)
    never = {(judged(d.episode), d.clause, d.summary) for d in devs
             if d.kind == Kind.RULE and d.episode.startswith(LASTING)}
    for found in runs:
        found[:] = [d for d in found if not _undone(d, never)]
    devs = [d for found in runs for d in found]
    causes = {d.episode[len(mark):] for d in devs for mark in (CAUSE, LATE)
              if d.episode.startswith(mark)}
    for found in runs:
        found[:] = [d for d in found if not (d.healed and judged(d.episode, (ONCE,)) in causes)]
    healed = {judged(d.episode, (ONCE,)): d for found in runs for d in found
              if d.healed and d.episode}
    for found in runs:
        for dev in found:
            if dev.episode and not dev.healed and dev.episode in healed:
                model = healed[dev.episode]
                dev.kind, dev.clause, dev.summary = model.kind, model.clause, model.summary
                dev.healed = True
    errors = pile_errors(d for found in runs for d in found)
    for found in runs:
        for dev in found:
            if dev.episode.startswith(SYMPTOM):
                cause = errors.get(dev.episode[len(SYMPTOM):])
                if cause is not None:  # a wrong win (or turn end) of piles already wrong
                    dev.kind, dev.clause, dev.summary = cause.kind, cause.clause, cause.summary
                    dev.message = f"{cause.message}; later {dev.message}"
                dev.episode = cause.episode if cause is not None else ""
                # (the cause's relation: what names it further, symptoms.py, sees it too)


def pile_errors(devs: Iterable[Deviation]) -> dict[str, Deviation]:
    """The rule errors among `devs` that a count difference names, by its shape: what a course
    difference marked its symptom (SYMPTOM and that shape) takes its name from."""
    return {judged(d.episode): d for d in devs
            if d.kind == Kind.RULE and d.episode and not d.healed and
            not d.episode.startswith((CAUSE, SYMPTOM, FIXED))}


def _undone(dev: Deviation, never: set[tuple[str, str, str]]) -> bool:
    """Whether `dev` is a difference that healed only after a move (`own`: the rule error it
    was named), of the shape and name of a rule error the grade shows open since every player
    had a turn (`never`: shape, clause, summary: LASTING): the build makes that error, and
    another of its errors undid it here (cards made at a reshuffle lost again at the next
    cut), no display error of its own."""
    return dev.kind == Kind.DISPLAY and dev.healed and bool(dev.own) and \
        (judged(dev.episode), dev.own[1], dev.own[2]) in never
