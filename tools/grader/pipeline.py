"""One build's grade, the one entry point of the library: the probe when the build has no
profile (what it assumed is noted and the profile written to the output folder), the
transcripts in testing mode where the build can be driven so, and always a few games of its
normal mode; when testing mode cannot be driven, more normal-mode games, and the build is graded
from normal play alone (the report says so at the top). Last, once the findings are known, each
error finding is shrunk to a minimal reproduction written beside the reports (reproduce.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from functools import partial
from pathlib import Path

from .build_profile import Profile
from .builds import Build
from .grade import grade as grade_one
from .card_order import settle_reasked
from .modes import crashes_to_seek, testing_only_crashes
from .normal_games import OTHER_DEAL, Tally, agreement, deals_again, play_games
from .probe import NO_CARDS, probe
from .request import NORMAL_ONLY_GAMES, NORMAL_ONLY_MOST, GradeRequest, Options
from . import symptoms
from .count_settling import settle
from .fixed_clock import clock_note
from .verdict import Deviation
from .vocab import Category, Kind
from .reproduce import reproduce_findings
from .runner import Run, grade_all
from .transcript import Transcript
from .undecided import rejudge
from .whole_card import TRIED, stuck_at, whole_questions

NOT_DECIDED = "not decided in normal play either"  # (in the note on such a reading)
# The readings tried in normal play, the canonical one first (it wins a tie).
READINGS_TRIED = ("spec-2020", "strict-cut", "reserve-to-draw", "strict-cut,reserve-to-draw")
AGREEMENT_GAMES = 3  # careful games a round, for each reading tried in normal play
AGREEMENT_ROUNDS = 4  # rounds at most, while no reading is found
# The clauses where each alternative reading decides otherwise than the canonical one, in
# tiers: a cut while the reserve is free (made, or refused); where the reserve goes at a turn
# end (or as the only card left), and only where that tells nothing (a build that keeps or
# loses it there, whatever the reading), where it goes in a cut.
READING_POINTS = {"strict-cut": (frozenset({"R14.1", "R14.2"}),),
                  "reserve-to-draw": (frozenset({"R17.1", "R16.2"}), frozenset({"R15.2"}))}


def grade(request: GradeRequest) -> Run:
    build, opts = request.build, request.options
    notes: list[str] = []
    if build.shown != build.path:
        notes.append(f"note: {build.shown} is in a folder the sandbox user cannot enter; "
                     "a copy of it was graded")
    clock = "" if build.reference else clock_note(build.path)
    if clock:
        notes.append(f"note: {clock}")
    testing = True
    undecided: set[str] = set()  # alternatives neither testing mode nor normal play decided
    wanted = request.probe if request.probe is not None else not build.profile_file
    if not build.reference and wanted:
        request.say(f"probing {build.name} ...")
        probed = probe(build.path, request.every or request.scripts, jobs=opts.jobs,
                       known=build.profile)
        probed.profile.name = build.name
        build.profile = probed.profile
        testing = probed.testing
        if probed.undecided and opts.reference and request.games > 0:
            build.profile.reading, how = reading_in_normal_play(
                build, opts.reference, request.seed, probed.undecided, opts.jobs)
            probed.notes.append(how)
            if NOT_DECIDED in how:
                undecided = probed.undecided
        if request.out is not None:
            _write_profile(request.out, probed.notes, probed.profile)
            notes.append(f"probed (no profile given); profile written to "
                         f"{request.out / 'profile'}:")
        else:
            notes.append("probed (no profile given):")
        notes += [f"  {n}" for n in probed.notes]
        if not testing:
            # the transcripts will show it: three that fail alike before a move are enough
            opts = replace(opts, stop_after=min(opts.stop_after or 3, 3))
    elif build.profile_file:
        notes.append(f"profile: {build.profile_file}")
    if request.extra_args:
        build.profile.args = build.profile.args + request.extra_args
    if build.profile.testing:
        run = grade_all(build, request.scripts, opts, request.progress)
        learned = learn_whole_questions(build, request.scripts, run, opts) if wanted \
            else ""
        if learned:
            notes.append(f"  {learned}")
            if request.out is not None:
                _write_profile(request.out, probed.notes + [learned], build.profile)
    else:  # no card is ever asked for: no transcript can be played
        run = Run(build, [], stopped=NO_CARDS)
        run.probe_found = [("the probe (testing mode)", [Deviation(
            Kind.TESTING, "R23.1", "testing mode asks for no card (the build draws every card "
            "itself)", Category.FLOW, NO_CARDS)])]
    run.notes = notes + run.notes
    if not build.reference and opts.reference and request.games > 0:
        tally = _play(request, run)
        testing_only_crashes((d for r in run.results for d in r.deviations), tally)
    note = rejudge(request, run, undecided, readings_tried(build.profile.reading, undecided)[1:])
    if note:
        run.notes.append(f"note: {note}")
    runs = [r.deviations for r in run.results] + [found for _, found in run.games]
    settle(runs)
    settle_reasked(run.results)
    symptoms.settle(runs)
    reproduce_findings(run, request)
    return run


def readings_tried(reading: str, undecided: set[str]) -> list[str]:
    """The readings that differ from `reading` only in the `undecided` alternatives, it first."""
    fixed = set(reading.split(",")) - undecided - {"spec-2020"}
    tried = [r for r in READINGS_TRIED if set(r.split(",")) - undecided - {"spec-2020"} == fixed]
    return sorted(tried, key=lambda r: r != reading)


def point_tiers(undecided: set[str]) -> list[frozenset[str]]:
    """The reading points of the `undecided` alternatives, tier by tier (READING_POINTS)."""
    tiers = [READING_POINTS.get(u, ()) for u in sorted(undecided)]
    depth = max((len(t) for t in tiers), default=0)
    return [frozenset().union(*(t[i] for t in tiers if i < len(t))) for i in range(depth)]


def telling(against: dict[str, Counter], tiers: list[frozenset[str]]
            ) -> dict[str, tuple[int, ...]]:
    """Each reading's errors at the points that tell the readings apart, tier by tier: at a
    point, a reading counts its errors there only where they are at least twice, and two
    more, those of the reading that takes the point's alternative otherwise, all else alike
    (`partner`; the least contradicted one where that was not tried). A point both are
    contradicted at, the build following neither of them (4 games against 2), tells
    nothing; which games reach a point is chance, and one game more is no more than that: one
    error against none tells nothing; nor does a reading whose games never got there (ended
    by its errors at another alternative's points): it is no evidence for either side."""
    errors: dict[str, list[int]] = {reading: [] for reading in against}
    for tier in tiers:
        for count in errors.values():
            count.append(0)
        for clause in tier:
            least = min(count[clause] for count in against.values())
            for reading, count in against.items():
                other = partner(reading, clause, against)
                base = least if other is None else against[other][clause]
                if count[clause] >= 2 * base + 2:
                    errors[reading][-1] += count[clause]
    return {reading: tuple(count) for reading, count in errors.items()}


def partner(reading: str, clause: str, tried: Iterable[str]) -> str | None:
    """Of the readings `tried`, the one that differs from `reading` only in the alternative
    `clause` is a point of (None: not tried, or no point)."""
    alternative = next((u for u, tiers in READING_POINTS.items()
                        if any(clause in tier for tier in tiers)), None)
    if alternative is None:
        return None
    want = (set(reading.split(",")) - {"spec-2020"}) ^ {alternative}
    return next((r for r in tried if set(r.split(",")) - {"spec-2020"} == want), None)


def decided_part(tried: list[str], score: dict[str, tuple[int, ...]],
                 undecided: set[str]) -> str | None:
    """Where several readings score best alike and the probed one (`tried[0]`) is not among
    them, they decide what they share: each undecided alternative all of them take (or all
    leave) is taken (or left), the others kept as probed. That reading, where it is one of the
    best; else None (a strict cut every best reading takes, a reserve reading they split on)."""
    top = max(score.values())
    best = [set(r.split(",")) for r in tried if score[r] == top]
    if score[tried[0]] == top or len(best) < 2:
        return None
    probed = set(tried[0].split(","))
    want = {u for u in undecided if all(u in r for r in best) or
            (u in probed and any(u in r for r in best))}
    fixed = probed - undecided - {"spec-2020"}
    return next((r for r in tried if score[r] == top and
                 set(r.split(",")) - {"spec-2020"} == fixed | want), None)


def reading_in_normal_play(build: Build, reference: str, seed: int, undecided: set[str],
                           jobs: int = 1) -> tuple[str, str]:
    """Of the readings that differ from the probed one only in the `undecided` alternatives,
    the one the build's normal play contradicts least where it tells them apart (`telling`:
    errors at a point those readings decide, tier by tier, in careful games put back in step
    after every error, there too: there the build did otherwise than the reading tried), then
    of those never contradicted at a point the one that agrees longest; and a note saying how
    it was found. Moves alone do not decide where the points were met: a rule error of the
    build's own may end every game early, sooner under one reading than another by chance.
    While no reading is found, more games are played; then the probed one is kept."""
    tried = readings_tried(build.profile.reading, undecided)
    tiers = point_tiers(undecided)
    points = frozenset().union(*tiers)
    moves = dict.fromkeys(tried, 0)
    against: dict[str, Counter] = {r: Counter() for r in tried}

    def scores() -> dict[str, tuple[int, ...]]:
        # (moves count only for a reading never contradicted at a point: one contradicted
        # alike with another tells nothing, however long its games agreed)
        told = telling(against, tiers)
        return {r: (*(-e for e in told[r]), 0 if sum(against[r].values()) else moves[r])
                for r in tried}

    def found() -> bool:
        score = scores()
        return list(score.values()).count(max(score.values())) == 1

    for rounds in range(AGREEMENT_ROUNDS):
        for r in tried:
            agreed, contradicted = agreement(build, reference, r, points, AGREEMENT_GAMES,
                                             seed + rounds * AGREEMENT_GAMES, jobs=jobs)
            moves[r] += agreed
            against[r].update(contradicted)
        if found() or not any(moves.values()):  # (no game got to a move: more will not)
            break
    score = scores()
    best = max(tried, key=score.__getitem__)  # (the one found, where one is)
    errors = {r: sum(against[r].values()) for r in tried}
    detail = ", ".join(f"{r} {moves[r]}" + (f" ({errors[r]} error(s) at its points)"
                                            if errors[r] else "") for r in tried)
    what = ', '.join(sorted(undecided))
    if found():
        return best, (f"reading of {what} found in normal play (no reading group decided it "
                      f"in testing mode): {best} (moves agreed before the first error: "
                      f"{detail})")
    part = decided_part(tried, score, undecided)
    if part is not None:
        return part, (f"reading of {what} found in part in normal play (no reading group "
                      f"decided it in testing mode): {part}, what the readings best alike "
                      f"share; the rest {NOT_DECIDED} (moves agreed before the first error: "
                      f"{detail})")
    if any(errors.values()):
        why = "the build did otherwise than each reading tried at its points alike"
    else:
        why = "every game ended at another difference first under each reading that " \
            "agreed longest"
    return tried[0], (f"reading of {what} {NOT_DECIDED} (no reading group decided it in "
                      f"testing mode): {why}; judged under {tried[0]} (moves agreed before "
                      f"the first error: {detail})")


def learn_whole_questions(build: Build, scripts: list[Transcript], run: Run, opts: Options
                          ) -> str:
    """Learns the whole-card questions `run`'s stopped runs show (whole_card.py; into `build`'s
    profile) and grades every run not passed again; a note saying what was learned ("" if
    nothing)."""
    if build.reference or build.profile.whole_card:
        return ""
    by_id = {s.id: s for s in scripts}
    stopped = sorted((r for r in run.results if r.id in by_id and stuck_at(r)),
                     key=lambda r: r.size)
    known = build.profile.whole_questions
    learned = whole_questions(build, [by_id[r.id] for r in stopped[:TRIED]],
                              partial(grade_one, limits=opts.limits)) if stopped else known
    if learned == known:
        return ""
    build.profile.whole_questions = learned
    # (a run that met the question and went on past a value it refused, or stopped later for
    # it, may show it nowhere in its findings; transcripts an early stop left are run now)
    redo = scripts if run.stopped else \
        [by_id[r.id] for r in run.results if r.id in by_id and r.status not in ("pass", "skip")]
    again = grade_all(build, redo, opts)
    if run.stopped:
        run.results, run.stopped = again.results, again.stopped
    else:
        fresh = {r.id: r for r in again.results}
        run.results = [fresh.get(r.id, r) for r in run.results]
    new = ", ".join(repr(p) for p in learned if p not in known)
    return f"asks the card whole at {new} (learned where graded runs stopped at it, " \
        f"{len(redo)} run(s) graded again)"


def _write_profile(out: Path, notes: list[str], profile: Profile) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "profile").write_text(
        "# written by `hydra-grade grade` (probe); edit it and pass it with --profile to "
        "correct a guess\n" + "".join(f"# {n}\n" for n in notes) + profile.dumps(),
        encoding="utf-8")


def _play(request: GradeRequest, run: Run) -> Tally:
    build, opts = request.build, request.options
    games, most = request.games, max(request.games, NORMAL_ONLY_GAMES)
    if run.stopped:
        games, most = max(games, NORMAL_ONLY_GAMES), max(games, NORMAL_ONLY_MOST)
        run.normal_only = run.stopped
    more = f" (more until {request.normal_moves} moves)" if request.normal_moves and \
        games < most else ""
    request.say(f"playing {games} normal-mode games{more} ...")
    tally = Tally()
    seek = frozenset(crashes_to_seek(d for r in run.results for d in r.deviations))
    run.games = play_games(build, opts.reference, games, seed=request.seed, tally=tally,
                           until_moves=request.normal_moves, most=most, jobs=opts.jobs,
                           seek=seek)
    run.normal_moves = tally.moves
    if run.games and not deals_again(build, opts.reference, request.seed, run.games[0][1]):
        run.notes.append(f"note: {OTHER_DEAL}")
    return tally
