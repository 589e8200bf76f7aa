"""`probe`: a few short runs that find out how to talk to a build and which readings it
follows, written out as a profile. It (1) opens a game (opening.py: questions it does not know
are learned from where the build asks them, or answered by trial), and finds how `Joker` is
typed at `Card value?`; a build that never gets to a move prompt cannot be driven, and the
probe says why; (2) plays one short transcript to see whether a line is read after the turn
prompt; (3) plays the members of every transcript group (one per accepted reading of an open
point) and takes, point by point, the reading whose members the build plays: the strict cut
(I1), and where the reserve goes at a turn end and in a cut (I2). A build that puts it on the
draw pile at one and into the discard pile at the other follows neither reading: the probe
says so, and the grade shows it as the rule error it is (R15.2)."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from .builds import find
from .count_marks import FIXED
from .expect import expectation
from .builds import Build
from .grade import fast_pays, grade
from .build_profile import Profile
from .context import NAMES as KIND_NAMES
from .opening import JOKER_WORDS, LIMITS, Opening, opening
from .prompts import canonical_kind, learned_pattern
from .rulesets import house_rules
from . import workers
from .selection import collect
from .transcript import Transcript
from .whole_card import whole_questions
from .drive import Driver

ROOT = Path(__file__).resolve().parents[2]
DECISIVE = 3  # groups that must show an alternative reading (and twice as many as not)
# The reading groups are played in stages of PLAIN groups about each point, until more cannot
# change what any point says (`_done`).
PLAIN = 5
NO_CARDS = "testing mode asks for no card at all (the build draws every card itself): its " \
    "transcripts cannot be played, only normal play can judge the build"


def turn_line(build: Build, script: Transcript) -> str:
    """Plays `script`: "no" if the build reads no line after the turn prompt, else "yes"."""
    outcome = Driver(build.argv(script), expectation(script), build.profile, LIMITS).run()
    return "no" if any(d.interp == "I14" for d in outcome.deviations) else "yes"


# Which open point a group is about, from the clauses its members test.
POINTS = {"strict-cut": ("R14.2", "R18.3"), "reserve at a turn end": ("R17.1", "R16.2"),
          "reserve in a cut": ("R15.2",)}


def point_of(script: Transcript) -> str | None:
    for point, clauses in POINTS.items():
        if any(c in script.tests for c in clauses):
            return point
    return None


def readings(build: Build, scripts: list[Transcript], jobs: int = 2
             ) -> tuple[str, list[str], set[str]]:
    """The reading, point by point, from the transcript groups the build plays one member of,
    notes saying what was seen, and the alternatives (strict-cut, reserve-to-draw) that no
    group could decide, played or not."""
    members = [s for s in scripts if s.group and s.testing and not house_rules(s.profile)]
    parts: dict[str, int] = {}  # member -> the answer it parts from the others at
    for group in {s.group for s in members}:
        parts.update(points([s for s in members if s.group == group]))
    about: dict[str, list[str]] = {}  # point -> its groups, in order
    for script in members:
        point = point_of(script)
        if point is not None and script.group not in about.setdefault(point, []):
            about[point].append(script.group)
    # in stages: the first PLAIN groups about each point, then PLAIN more about each point
    # not yet done (`_done`), ...
    played: list[tuple[Transcript, bool]] = []
    votes = _votes(played)
    levels: list[str | None] = []  # met by the trials run with the fast path
    done: set[str] = set()
    for k in range(0, max(map(len, about.values()), default=0), PLAIN):
        stage = {g for point, groups in about.items() if point not in done
                 for g in groups[k:k + PLAIN]}
        todo = [s for s in members if s.group in stage]
        fast = fast_pays(levels)
        got = list(workers.results(partial(_past, build, fast, parts), todo, jobs))
        played += zip(todo, [ok for ok, _ in got])
        levels += [level for _, level in got] if fast else []
        votes = _votes(played)
        tried = {s.group for s, _ in played}
        done = {p for p in POINTS if _done(votes[p], sum(g in tried for g in about.get(p, [])),
                                           sum(g not in tried for g in about.get(p, [])))}
        if not any(ok for _, ok in played) or done == set(POINTS):
            break  # no member played, or more groups cannot change what each point says
    said = {p: _decided(v) for p, v in votes.items()}
    # a point too few groups decide is sought in normal play (the grade does so)
    undecided = {"strict-cut" if p == "strict-cut" else "reserve-to-draw"
                 for p, d in said.items() if d is None}
    # the two reserve points go together in both accepted readings: one decided by too few
    # groups (a rule error elsewhere breaks most of them) follows the other until normal play
    # tells (a build whose turn end alone puts the reserve on the draw pile is seen there)
    turn_end, cut = said["reserve at a turn end"], said["reserve in a cut"]
    said["reserve at a turn end"] = turn_end if turn_end is not None else cut
    said["reserve in a cut"] = cut if cut is not None else turn_end
    chosen = {p: bool(d) for p, d in said.items()}
    notes = [f"{p}: {'yes' if chosen[p] else 'no'} ({v[True]} group(s) for, {v[False]} against)"
             for p, v in votes.items()]
    names = []
    if chosen["strict-cut"]:
        names.append("strict-cut")
    if chosen["reserve at a turn end"] != chosen["reserve in a cut"]:
        notes.append("MIXED READING: the reserve goes to the "
                     f"{'draw pile' if chosen['reserve at a turn end'] else 'discard pile'} at "
                     f"a turn end but to the "
                     f"{'draw pile' if chosen['reserve in a cut'] else 'discard pile'} in a "
                     "cut; neither accepted reading (graded by the turn end; the cut is a rule "
                     "error, R15.2)")
    if chosen["reserve at a turn end"]:
        names.append("reserve-to-draw")
    return ",".join(names) or "spec-2020", notes, undecided


def _past(build: Build, fast: bool, parts: dict[str, int], script: Transcript
          ) -> tuple[bool, str | None]:
    return _plays(build, script, fast=fast, past=parts.get(script.id))


def _votes(played: list[tuple[Transcript, bool]]) -> dict[str, dict[bool, int]]:
    """Per point, the groups whose members the build played agreeing on one side of it."""
    votes: dict[str, dict[bool, int]] = {p: {True: 0, False: 0} for p in POINTS}
    by_group: dict[str, list[tuple[Transcript, bool]]] = {}
    for script, ok in played:
        by_group.setdefault(script.group, []).append((script, ok))
    for group in by_group.values():
        for point in {point_of(s) for s, _ in group} - {None}:
            name = "strict-cut" if point == "strict-cut" else "reserve-to-draw"
            sides = {name in s.profile.split(",") for s, ok in group if ok}
            if len(sides) == 1:  # the members the build plays agree on this point
                votes[point][sides.pop()] += 1  # type: ignore[index]
    return votes


def _done(votes: dict[bool, int], tried: int, left: int) -> bool:
    """Whether a point needs no more groups played: PLAIN groups or more on one side and none
    on the other; or 2 x PLAIN groups tried and none decided anything (a rule error elsewhere
    breaks them all: the point is sought in normal play); or a decision the `left` groups
    cannot change, however they vote."""
    if max(votes.values()) >= PLAIN and min(votes.values()) == 0:
        return True
    if tried >= 2 * PLAIN and votes[True] == votes[False] == 0:
        return True
    now = _decided(votes)
    return all(_decided({True: votes[True] + yes, False: votes[False] + no}) == now
               for yes in range(left + 1) for no in range(left + 1 - yes))


def _decided(votes: dict[bool, int]) -> bool | None:
    """A point's reading from the groups' votes: yes or no when enough groups agree, None
    when too few decide it."""
    for side in (True, False):
        if votes[side] >= DECISIVE and votes[side] > 2 * votes[not side]:
            return side
    return None


def points(group: list[Transcript]) -> dict[str, int]:
    """For each member of a group, the index of its first move or turn line typed after the
    first event where it differs from another member: where the readings part, the build
    shows which it follows by getting past that answer (`_plays`); its table is compared
    there (a card question asked in both readings after the point compares none)."""
    out = {}
    for member in group:
        events = member.events
        part = min((next((i for i, (a, b) in enumerate(zip(events, other.events))
                          if (a.kind, a.text) != (b.kind, b.text)),
                         min(len(events), len(other.events)))
                    for other in group if other is not member), default=len(events))
        out[member.id] = next((i for i in range(max(part, 1), len(events))
                               if events[i].kind == "in" and events[i - 1].kind == "out" and
                               canonical_kind(events[i - 1].text.decode("utf-8", "replace"))
                               in ("move", "turn")), len(events))
    return out


def _plays(build: Build, script: Transcript, fast: bool = True, past: int | None = None
           ) -> tuple[bool, str | None]:
    """Whether the build plays `script` as the reference does (a display error says nothing
    about the reading, nor does a card its testing mode draws itself where the live
    reference then plays the transcript on): to its end, or (`past`: the index of a typed
    line, or the number of events where the member ends at its point) beyond the answer
    `past`, the first difference at a later prompt or at end of input; and the level it met
    (`fast`: see grade.grade). A rule error of the build's own after the point where the
    readings part, or its way of ending at end of input, does not hide which reading it
    followed there."""
    trial = replace(build, profile=replace(build.profile, reading=script.profile))
    result = grade(trial, script, LIMITS, fast=fast)
    wrong = [d for d in result.deviations if d.kind in ("rule", "robustness") or
             d.kind == "testing-mode" and d.ends_run or
             (d.episode and not d.episode.startswith(FIXED))]
    if result.reached_end and not wrong:
        return True, result.level
    if past is None:
        return False, result.level

    def at(dev) -> int:  # the index of the event the difference shows at
        if not dev.lineno:  # (at end of input, past every answer: or where it stopped)
            return len(script.events) + 1 if result.reached_end else 0
        return next((i for i, e in enumerate(script.events) if e.lineno >= dev.lineno), 0)
    ended = [d for d in result.deviations if d.ends_run]
    first = min(map(at, wrong + ended), default=len(script.events) + 1 if result.reached_end
                else 0)
    return first > past, result.level


@dataclass
class Probed:
    """What the probe found: the profile, notes on what was assumed, and whether testing mode
    can be driven at all (if not, the first note says why)."""

    profile: Profile
    notes: list[str]
    testing: bool = True
    # alternatives no reading group could decide in testing mode (found in normal play)
    undecided: set[str] = field(default_factory=set)


def probe(path: str, scripts: list[Transcript], args: list[str] | None = None,
          jobs: int = 2, known: Profile | None = None) -> Probed:
    """The build's profile and notes on what was assumed."""
    name = Path(path).parent.name if Path(path).name == "hydra" else Path(path).name
    profile = Profile(name=name, args=args or ["-testing"])
    start = _start(path, profile.args, known)
    notes: list[str] = []
    if not start.moved:
        return Probed(replace(profile, answers=start.extras, aliases=start.learned),
                      [f"cannot drive the build in testing mode: {start.why}"], testing=False,
                      undecided={"strict-cut", "reserve-to-draw"})
    profile.answers, profile.aliases = start.extras, start.learned
    if start.cards_asked:
        profile.joker_word, start = _joker_word(path, profile, start)
        profile.answers, profile.aliases = start.extras, start.learned
    for pattern, answer in start.extras:
        notes.append(f"answers {pattern[1:]!r} with {answer!r}")
    for kind, pattern in start.learned:
        notes.append(f"takes {pattern!r} for {KIND_NAMES[kind]} (asked where the reference "
                     "asks it)")
    if not start.cards_asked:
        profile.testing = False
        return Probed(profile, notes + [NO_CARDS], testing=False,
                      undecided={"strict-cut", "reserve-to-draw"})
    if profile.joker_word != "Joker":
        notes.append(f"`Joker` is typed {profile.joker_word!r} at `Card value?`")
    build = Build(profile.name, path, profile)
    short = sorted((s for s in scripts if s.testing and s.profile == "spec-2020"
                    and not s.group and "R24.2" not in s.tests),
                   key=lambda s: len(s.events))
    # (a build that asks the card in hand after its move names no value in the opening: its
    # first head is the joker, named whole anyway; short transcripts show it then, one with
    # a cut the questions for new heads)
    profile.whole_questions = list(dict.fromkeys(learned_pattern("card", line)
                                                 for line in start.whole))
    cut = [s for s in short if "cut" in s.tags][:1]
    profile.whole_questions = whole_questions(build, short[2:6] + cut,
                                              partial(grade, limits=LIMITS))
    for pattern in profile.whole_questions:
        notes.append(f"asks the card whole at {pattern!r} (answered `KS`, not `K` then `S`)")
    if short:
        profile.turn_line = turn_line(build, short[min(len(short) - 1, 2)])
        notes.append(f"reads a line after the turn prompt: {profile.turn_line}")
    profile.reading, seen, undecided = readings(build, scripts, jobs)
    notes.append(f"reading: {profile.reading} (" + "; ".join(seen) + ")")
    return Probed(profile, notes, undecided=undecided)


def _start(path: str, args: list[str], known: Profile | None) -> Opening:
    start = opening(path, args, "Joker", known.answers if known else None,
                    known.aliases if known else None)
    return start


def _joker_word(path: str, profile: Profile, start: Opening) -> tuple[str, Opening]:
    """How the build takes a joker at a card question, and the opening that showed it: what
    that opening learned past the joker (a question the joker refused hid) is learned too."""
    if start.joker_ok:
        return "Joker", start
    for word in JOKER_WORDS[1:]:
        trial = opening(path, profile.args, word, profile.answers, profile.aliases)
        if trial.moved and trial.joker_ok:
            return word, trial
    return "Joker", start


def probe_command(build: str, transcripts: list[str] | None, output: str | None) -> int:
    """`hydra-grade probe`: probes `build` (the transcript groups found under `transcripts`)
    and writes its profile to `output`, or prints it; 1 when testing mode cannot be driven."""
    paths = transcripts or [str(ROOT / "transcripts")]
    scripts, errors = collect(paths)
    if errors:
        print("hydra-grade: warning: skipped bad transcripts:\n  " + "\n  ".join(errors),
              file=sys.stderr)
    probed = probe(find(build).path, scripts)
    text = "# written by `hydra-grade probe`; check the guessed answers\n" + \
        "".join(f"# {n}\n" for n in probed.notes) + probed.profile.dumps()
    if output:
        Path(output).write_text(text, encoding="utf-8")
        print(f"wrote {output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0 if probed.testing else 1
