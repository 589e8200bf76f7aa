"""One build's grade, the one entry point of the library: the probe when the build has no
profile (what it assumed is noted and the profile written to the output folder), the
transcripts in testing mode where the build can be driven so, and always a few games of its
normal mode; when testing mode cannot be driven, more normal-mode games, and the build is graded
from normal play alone (the report says so at the top)."""

from __future__ import annotations

from dataclasses import replace

from .normal import play_games
from .probe import probe
from .request import NORMAL_ONLY_GAMES, GradeRequest
from .counts import settle
from .runner import Run, grade_all


def grade(request: GradeRequest) -> Run:
    build, opts = request.build, request.options
    notes: list[str] = []
    if build.shown != build.path:
        notes.append(f"note: {build.shown} is in a folder the sandbox user cannot enter; "
                     "a copy of it was graded")
    testing = True
    wanted = request.probe if request.probe is not None else not build.profile_file
    if not build.reference and wanted:
        request.say(f"probing {build.name} ...")
        probed = probe(build.path, request.every or request.scripts, jobs=opts.jobs,
                       known=build.profile)
        probed.profile.name = build.name
        build.profile = probed.profile
        testing = probed.testing
        if request.out is not None:
            request.out.mkdir(parents=True, exist_ok=True)
            (request.out / "profile").write_text(
                "# written by `hydra-grade grade` (probe); edit it and pass it with --profile "
                "to correct a guess\n" + "".join(f"# {n}\n" for n in probed.notes) +
                probed.profile.dumps(), encoding="utf-8")
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
    run = grade_all(build, request.scripts, opts, request.progress)
    run.notes = notes + run.notes
    if not build.reference and opts.reference and request.games > 0:
        _play(request, run)
    settle([r.deviations for r in run.results] + [found for _, found in run.games])
    return run


def _play(request: GradeRequest, run: Run) -> None:
    build, opts = request.build, request.options
    games = request.games
    if run.stopped:
        games = max(games, NORMAL_ONLY_GAMES)
        run.normal_only = run.stopped
    request.say(f"playing {games} normal-mode games ...")
    run.games = play_games(build, opts.reference, games, seed=request.seed)
