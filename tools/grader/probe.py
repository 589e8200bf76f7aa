"""`probe`: a few short runs that find out how to talk to a build and which readings it
follows, written out as a profile. It (1) starts a game and answers the questions it does not
know, before or after the player count, by their wording (testing mode -> y, other yes/no -> n,
deck size -> 54, house rules -> no), and finds how `Joker` is typed at `Card value?`; a build
that never gets to a move prompt cannot be driven, and the probe says why; (2) plays one short
transcript to see whether a line is read after the turn prompt; (3) plays the members of every
transcript group (one per accepted reading of an open point) and takes, point by point, the
reading whose members the build plays: the strict cut (I1), and where the reserve goes at a
turn end and in a cut (I2). A build that puts it on the draw pile at one and into the discard
pile at the other follows neither reading: the probe says so, and the grade shows it as the
rule error it is (R15.2)."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from .builds import find
from .channel import Channel
from .counts import FIXED
from .expect import expectation
from .builds import Build
from .grade import fast_pays, grade
from .build_profile import Profile
from .prompts import Prompt, PromptMatcher
from .context import NAMES as KIND_NAMES
from .state import parse_card
from .reader import Reader
from .rulesets import house_rules
from . import workers
from .sandbox import Limits
from .selection import collect
from .transcript import Transcript
from .drive import Driver

ROOT = Path(__file__).resolve().parents[2]
# Hints a question's wording gives about its answer, tried first (the candidates follow).
HINTS = [(r"deck|size|how many cards|cards (should|per|each)|number of cards", ["54"]),
         (r"test", ["yes", "y"]), (r"house|variant|rule|option", ["no", "n"]),
         (r"joker", ["yes", "y"]), (r"1[.)]", ["1"]), (r"y/n|yes/no|\(y\)|\[y|yes|\?\s*$", ["n"])]
CANDIDATES = ["Y", "y", "N", "n", "54", "2", "1", "0", "", "a", "no", "yes"]
YES_NO = ("y", "yes", "n", "no")
REASKED = 3  # the same question this many times in a row, nothing between: the answer failed
JOKER_WORDS = ("Joker", "joker", "JOKER", "Jocker", "jocker", "J")
LIMITS = Limits(wall=3.0)
EXTRA_LIMIT = 24  # tries (one more question answered, or another answer) before giving up
DECISIVE = 3  # groups that must show an alternative reading (and twice as many as not)
# The reading groups are played in stages of PLAIN groups about each point, until more cannot
# change what any point says (`_done`).
PLAIN = 5
NO_CARDS = "testing mode asks for no card at all (the build draws every card itself): its " \
    "transcripts cannot be played, only normal play can judge the build"


# The questions of the reference's opening in testing mode, in the order it first asks them: a
# question the grader does not recognise, where the build waits, is taken for the first of them
# not yet asked (learned: `alias` lines of the profile), and only when none is left for a
# question of the build's own (answered by trial, `answer` lines).
OPENING = ("players", "card", "suit", "turn", "move")
CARD_TOKEN = re.compile(r"(?<![\w])(?:10|[2-9AJQK])[SHCD](?![\w])|(?<![\w])j\w*r(?![\w])",
                        re.IGNORECASE)


def learned_pattern(kind: str, line: str) -> str:
    """The alias of a question of `kind` worded `line`: its words as they are, the card it
    names and its numbers in any value (the first number naming the player of a turn or move
    request)."""
    text, out, player = line.strip(), ["^"], kind in ("turn", "move")
    for part in re.split("(" + CARD_TOKEN.pattern + r"|\d+)", text, flags=re.IGNORECASE):
        if not part:
            continue
        if part.isdigit():
            out.append(r"(?P<player>\d+)" if player else r"\d+")
            player = False
        elif kind == "move" and CARD_TOKEN.fullmatch(part):
            out.append(r"(?P<card>\S+?)")
        else:
            out.append(re.escape(part))
    return "".join(out) + r"\s*$"


def _hinted(line: str) -> bool:
    """Whether the wording of a question says it is one of the build's own (a deck size,
    testing mode, house rules, options offered as `y/n`; not a joker named, as in a move
    request for one)."""
    return bool(offered(line)) or any(re.search(pattern, line, re.IGNORECASE)
                                      for pattern, _ in HINTS[:-1] if pattern != "joker")


@dataclass
class Opening:
    """How far a build got when a game was started: the questions it asked on the way."""

    extras: list[tuple[str, str]] = field(default_factory=list)
    untried: dict[str, list[str]] = field(default_factory=dict)  # pattern -> answers left
    learned: list[tuple[str, str]] = field(default_factory=list)  # (kind, alias pattern)
    tried: dict[str, list[str]] = field(default_factory=dict)  # line -> kinds it was taken for
    native: set[str] = field(default_factory=set)  # kinds the build asks in words known
    cards_asked: int = 0  # card questions before the first move prompt
    joker_ok: bool = False
    moved: bool = False  # a move prompt was reached
    why: str = ""  # why not


def _pattern(line: str) -> str:
    return "^" + re.escape(line.strip()[:70])


def offered(line: str) -> list[str]:
    """The answers a question offers itself, as `a/b` (`(Y/N)`, `[yes/no]`, `1/2/3`) or `a or
    b` shows them, in the question's own spelling."""
    out: list[str] = []
    for words in re.findall(r"\w+(?:\s*/\s*\w+)+", line):
        out += re.split(r"\s*/\s*", words)
    for pair in re.findall(r"\b(\w+) or (\w+)\b", line):
        out += [w for w in pair if w.lower() in YES_NO]
    return list(dict.fromkeys(out))


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
    text = prompt.line.strip()
    mine = [(k, p) for k, p in result.learned if k == prompt.kind]
    if not any(re.search(p, text, re.IGNORECASE) for _, p in mine):
        result.native.add(prompt.kind)
        wrong = mine
    elif repeated[0] == prompt.line and repeated[1] + 1 >= REASKED:
        wrong = [(k, p) for k, p in mine if re.search(p, text, re.IGNORECASE)]
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
    game (a move request first where it names a card: the one in hand), not one the build
    asks in words known or was taken to ask in other words (a build words one question one
    way), not tried for it before."""
    tried = result.tried.setdefault(line, [])
    taken = asked | result.native | {k for k, _ in result.learned}
    order = ("move",) + OPENING if CARD_TOKEN.search(line) else OPENING
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
    after_joker = suit_after_joker = False
    repeated = ("", 0)  # the last extra question and how often it came in a row
    asked: set[str] = set()  # the kinds of question asked so far
    checking: str | None = None  # a learned move request answered blank, to see it again
    for _ in range(40):
        prompt = reader.next()
        if prompt is None:
            result.why = result.why or ("the build ends before a move prompt; its last lines: "
                                        + " | ".join(reader.tail(3)))
            return False
        if prompt.kind in OPENING:
            asked.add(prompt.kind)
            if _unlearned(result, prompt, repeated):
                return True
        if after_joker and prompt.kind == "suit" and not suit_after_joker:
            suit_after_joker = True  # a suit asked after the joker too? the holding prompt says
        elif after_joker and prompt.kind not in ("extra", "unknown"):
            # (taken as a joker: the first head shows a joker, or the card held is one)
            held = parse_card(prompt.card or "") if prompt.kind == "move" else None
            heads = reader.tracker.state.heads
            took = (held is not None and held.value == 0) or bool(heads) and (
                heads[0][1].value == 0 or heads[0][1].suit == "J")
            result.joker_ok = prompt.kind not in ("suit", "card") and \
                (not suit_after_joker or took)
            after_joker = False
        if prompt.kind == "unknown":
            if not prompt.line:
                result.why = "the build waits for input without printing a prompt"
                return False
            # (the reference asks no suit for a joker: the first head's, answered `joker`)
            kind = None if _hinted(prompt.line) else _kind_of_unknown(
                result, prompt.line, asked | ({"suit"} if after_joker else set()))
            if kind is not None:
                result.learned.append((kind, learned_pattern(kind, prompt.line)))
                return True
            pattern, tries = _pattern(prompt.line), candidates(prompt.line)
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
            if checking is None and _learned(result, prompt):
                # a move request learned: asked again after a blank answer (a move request
                # refuses it), not passed (a line read at a turn prompt takes anything)
                checking = prompt.line
                chan.send(b"\n")
                continue
            result.moved = True
            return False
        if checking is not None and prompt.kind in ("turn", "unknown"):
            result.learned = [e for e in result.learned if e[0] != "move"]
            return True
        answer = answers.get(prompt.kind, "")
        if prompt.kind == "card":
            result.cards_asked += 1
            answer = cards.pop() if cards else "K"
            after_joker = answer == joker
        chan.send(answer.encode() + b"\n")
    result.why = "no move prompt within 40 questions"
    return False


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
        got = list(workers.results(partial(_plays, build, fast=fast), todo, jobs))
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


def _plays(build: Build, script: Transcript, fast: bool = True) -> tuple[bool, str | None]:
    """Whether the build plays `script` to its end as the reference does (a display error
    says nothing about the reading, nor does a card its testing mode draws itself where the
    live reference then plays the transcript on), and the level it met (`fast`: see
    grade.grade)."""
    trial = replace(build, profile=replace(build.profile, reading=script.profile))
    result = grade(trial, script, LIMITS, fast=fast)
    return result.reached_end and not any(
        d.kind in ("rule", "robustness") or d.kind == "testing-mode" and d.ends_run or
        (d.episode and not d.episode.startswith(FIXED)) for d in result.deviations), \
        result.level


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
    for pattern, answer in start.extras:
        notes.append(f"answers {pattern[1:]!r} with {answer!r}")
    for kind, pattern in start.learned:
        notes.append(f"takes {pattern!r} for {KIND_NAMES[kind]} (asked where the reference "
                     "asks it)")
    if not start.cards_asked:
        profile.testing = False
        return Probed(profile, notes + [NO_CARDS], testing=False,
                      undecided={"strict-cut", "reserve-to-draw"})
    profile.joker_word = _joker_word(path, profile, start)
    if profile.joker_word != "Joker":
        notes.append(f"`Joker` is typed {profile.joker_word!r} at `Card value?`")
    build = Build(profile.name, path, profile)
    short = sorted((s for s in scripts if s.testing and s.profile == "spec-2020"
                    and not s.group and "R24.2" not in s.tests),
                   key=lambda s: len(s.events))
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


def _joker_word(path: str, profile: Profile, start: Opening) -> str:
    if start.joker_ok:
        return "Joker"
    for word in JOKER_WORDS[1:]:
        trial = opening(path, profile.args, word, profile.answers, profile.aliases)
        if trial.moved and trial.joker_ok:
            return word
    return "Joker"


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
