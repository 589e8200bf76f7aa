"""The minimal reproduction of each error finding, written beside the report (OUT/evidence).
The finding's example transcript is shrunk (shrink.py, delta debugging over its answers) to the
shortest input that still shows the same finding (same kind, clause and summary) against the
build: each candidate input is played through the reference in the build's reading
(session.py), which keeps it a valid game and gives the expected output, and the build is
graded on that transcript.
A budget of trial runs bounds the work, so a re-grade writes the same files. Each reproduction
is STEM.transcript (the reference's expected output: a regression test to keep), STEM.in (the
input as the build was sent it: its answers to its own questions, its spelling of the joker)
and STEM.out (the reference's output). A finding only normal play shows has no transcript:
its game is played again (seed, frozen clock, moves) and STEM.txt says whether it shows again."""

from __future__ import annotations

import re
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from .count_marks import judged
from .drive import Driver
from .expect import expectation
from .findings import Finding
from .fixed_clock import clock_note, start
from .grade import Build, about_eof
from .normal_games import OTHER_DEAL, play_games
from .reproduction import Reproduction
from .request import GradeRequest, Run
from .road import shown
from .rulesets import house_rules
from .sandbox import Limits
from .session import ReferenceError, reference_session
from .shrink import CachedTest, answer_kinds, shrink
from .summary import summarise
from .transcript import Transcript, dumps, load
from .vocab import Category, Kind

# Seconds of its own time a build may spend without reading or writing in a trial before it is
# hung (the grade's floor is longer): a hang costs this at every trial. The written
# reproduction is checked with the grade's floor.
TRIAL_FLOOR = 1.0
# Bytes of output a build may print in a trial (at least; four times the example's output if
# that is more) before it is cut off as printing without end, as the grade's cap would.
TRIAL_OUTPUT = 1 << 16



def reproduce_findings(run: Run, request: GradeRequest) -> None:
    """A reproduction of every error finding of `run`, written into OUT/evidence and kept in
    `run.reproductions`; only when the request asks for it, has an output folder and a
    reference, and the build is not the reference itself."""
    if not request.shrink or request.out is None or request.options.reference is None or \
            run.build.reference:
        return
    request.say("shrinking each error finding to a reproduction ...")
    started = time.monotonic()
    run.reproductions = _reproduce(run, request, request.out / "evidence")
    run.shrink_seconds = time.monotonic() - started


def _reproduce(run: Run, request: GradeRequest, folder: Path) -> list[Reproduction]:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    scripts = {s.id: s for s in request.scripts}
    limits = Limits(wall=request.options.floor)
    work = [(number, f) for number, f in enumerate(summarise(run).findings, start=1)
            if f.wrong and f.evidence is not None]
    # the costliest first (a hang costs its time limit at every trial, then the longest
    # examples), so that the workers end together; reported in order
    size = {s.id: len(s.inputs()) for s in request.scripts}
    work.sort(key=lambda item: (item[1].evidence.category != "timeout",
                                -size.get(item[1].example, 0)))

    def one(item: tuple[int, Finding]) -> Reproduction:
        number, finding = item
        started = time.monotonic()
        stem = f"{number}-{finding.kind}-{finding.clause or 'none'}"
        made = Reproduction((finding.kind, finding.clause, finding.summary), stem,
                            build=run.build.shown or run.build.path)
        if finding.mode == "normal" or finding.example not in scripts:
            _by_game(run.build, request, finding, made, folder)
        else:
            _by_shrinking(run.build, request, scripts[finding.example], finding, made,
                          folder, limits)
        made.seconds = time.monotonic() - started
        return made

    with ThreadPoolExecutor(max_workers=max(1, request.options.jobs)) as pool:
        made = list(pool.map(one, work))
    return sorted(made, key=lambda r: int(r.stem.split("-")[0]))


def reference_args(build: Build, script: Transcript) -> list[str]:
    """How the reference plays an input in the build's reading (a transcript of house rules:
    as it was recorded)."""
    if house_rules(script.profile):
        return list(script.args)
    reading = build.profile.reading
    return ["-testing"] + ([] if reading == "spec-2020" else ["-rules", reading])


def shows(finding: Finding, deviations, alone: bool = True) -> bool:
    """Whether a run's deviations show the finding (`alone`: and no other error ended the run):
    the same kind, clause and summary (one clause holds several findings: garbage taken at a
    move is not garbage taken at the player count), or what the grade as a whole renamed into
    it (pipeline.py): the same count relation (count_settling.settle) or a crash after the same kind of
    move (modes.testing_only_crashes)."""
    ev = finding.evidence

    def same(dev) -> bool:
        if dev.key == (finding.kind, finding.clause, finding.summary):
            return True
        if ev is not None and ev.episode and judged(dev.episode) == judged(ev.episode):
            return True
        return ev is not None and bool(ev.action) and finding.kind == Kind.TESTING and \
            ev.category == dev.category == Category.CRASH and dev.action == ev.action

    wrong = [d for d in deviations if d.wrong]
    return any(same(d) for d in wrong) and (not alone or all(same(d) for d in wrong
                                                              if d.ends_run))


def _by_shrinking(build: Build, request: GradeRequest, example: Transcript, finding: Finding,
                  made: Reproduction, folder: Path, limits: Limits) -> None:
    reference = request.options.reference
    assert reference is not None
    args = reference_args(build, example)
    inputs = example.inputs()
    last_eol = inputs[-1].eol if inputs else True
    tests = list(example.tests) + (["R24.2"] if about_eof(example) and
                                   "R24.2" not in example.tests else [])
    sessions: dict[tuple[bytes, ...], Transcript | None] = {}

    def session(answers: list[bytes]) -> Transcript | None:
        key = tuple(answers)
        if key not in sessions:
            try:
                played = reference_session(reference, args, answers, limits, last_eol)
                sessions[key] = replace(played, rules=list(example.rules), tests=tests,
                                        interps=list(example.interps))
            except ReferenceError:
                sessions[key] = None
        return sessions[key]

    quick = replace(limits, wall=min(limits.wall, TRIAL_FLOOR), output=min(
        limits.output, max(TRIAL_OUTPUT, 4 * len(example.output_bytes()))))

    def still_shows(answers: list[bytes]) -> bool:
        played = session(answers)
        return played is not None and shows(finding, _drive(build, played, quick)[0])

    def kinds_of(answers: list[bytes]) -> list[str]:
        played = session(answers)
        return answer_kinds(played) if played is not None else []

    made.example_lines = len(inputs)
    whole = [e.text for e in inputs]
    line = finding.evidence.lineno if finding.evidence else None
    # what comes after the divergence is not needed
    cut = whole[:sum(1 for e in inputs if e.lineno <= line) + 1] if line else whole
    trial = CachedTest(still_shows, request.shrink_trials)
    start = cut if trial(cut) else (whole if cut != whole and trial(whole) else None)
    script: Transcript | None = None
    if start is not None:
        shrunk = shrink(start, trial, kinds_of, prefix=start is whole)
        script = session(shrunk)
        made.note = (f"shrunk from {made.example_lines} to {len(shrunk)} lines of input "
                     if len(shrunk) < made.example_lines else "not shortened ") + \
            f"(example {finding.example}) in {trial.calls} trial runs"
    if script is None:  # the reference in the build's reading plays it otherwise
        script = example
        made.note = (f"the example {finding.example} as it is: played through the reference "
                     "in the build's reading, its input does not show the finding")
    made.trials = trial.calls
    _write(build, script, finding, made, folder, limits)


def _drive(build: Build, script: Transcript, limits: Limits) -> tuple[list, list[bytes]]:
    """The build driven on `script` prompt by prompt (the fast path is left out: the build
    is known to differ): its deviations, and every line it was sent."""
    driver = Driver(build.argv(script), expectation(script), build.profile, limits,
                    about_eof=about_eof(script))
    outcome = driver.run()
    sent = driver.reader.chan.conversation.answers if driver.reader else []
    return outcome.deviations, sent[:driver.looked_from]  # not what was sent to name it


def _write(build: Build, script: Transcript, finding: Finding, made: Reproduction,
           folder: Path, limits: Limits) -> None:
    """STEM.transcript, then the build driven on it once more: STEM.in holds what it was
    sent, STEM.out the reference's output."""
    path = folder / f"{made.stem}.transcript"
    header = replace(
        script, id=f"evidence-{made.stem}".lower(), title=f"{finding.kind} {finding.clause}: "
        f"{finding.summary}"[:200], tags=["evidence"], group="",
        notes=[f"the shortest input found that shows this finding of {build.name} "
               f"({finding.kind} {finding.clause or '-'}): {made.note}",
               "the expected output is the reference's; a build that passes this transcript "
               "no longer shows the finding (keep it as a regression test)",
               f"replay: tools/hydra-grade replay BUILD {path.name}"])
    path.write_text(dumps(header), encoding="utf-8")
    written = load(path)
    deviations, sent = _drive(build, written, limits)
    made.transcript = str(path)
    made.lines = len(written.inputs())
    made.reproduced = shows(finding, deviations)
    (folder / f"{made.stem}.in").write_bytes(b"".join(a + b"\n" for a in sent))
    (folder / f"{made.stem}.out").write_bytes(written.output_bytes())
    made.plain_input, made.plain_output = str(folder / f"{made.stem}.in"), \
        str(folder / f"{made.stem}.out")
    if not made.reproduced:
        made.note += "; graded again from the file, it does not show the finding"


GAME_NAME = re.compile(r"\((\d+) players, seed (\d+)\)")


def _by_game(build: Build, request: GradeRequest, finding: Finding, made: Reproduction,
             folder: Path) -> None:
    """A finding only normal play shows: its game is played again; the note says whether it
    shows again (the build deals the same cards) and what is known."""
    reference = request.options.reference
    assert reference is not None
    dev = finding.evidence
    named = GAME_NAME.search(finding.example)
    seed = int(named.group(2)) if named else 0
    clock = clock_note(build.path) or (f"the build's clock frozen at {start(seed)} (the game's "
                                       "own instant, moving 1 ms at each reading), addresses "
                                       "not randomised")
    lines = [f"{finding.kind} {finding.clause or '-'}: {finding.summary}",
             f"shown only in normal play: {finding.example}; {clock}"]
    if named:
        players = int(named.group(1))
        again = play_games(build, reference, 1, seed=seed, players=[players])
        # a game shows all it shows: another error may end it after this one
        made.reproduced = any(shows(finding, devs, alone=False) for _, devs in again)
        made.trials = 1
        written = request.out / "profile" if request.out else None
        profile = build.profile_file or (str(written) if written and written.is_file()
                                         else "")
        command = (f"tools/hydra-grade normal {build.shown or build.path} --games 1 "
                   f"--players {players} --seed {seed}" +
                   (f" --profile {profile}" if profile else ""))
        made.note = (f"reproduced by its game: {command} (the build deals the same cards "
                     "again)" if made.reproduced else
                     "cannot be reproduced: " + OTHER_DEAL)
    else:
        made.note = "cannot be reproduced: the game that shows it is not known"
    lines.append(made.note)
    if dev is not None:
        lines += ["", dev.message, "", "the build's side, up to the divergence:"]
        lines += [f"  {shown(e)}" for e in dev.road]
        if dev.ref_road:
            lines += ["", "the reference's side:"] + [f"  {shown(e)}" for e in dev.ref_road]
    path = folder / f"{made.stem}.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    made.note_file = str(path)
