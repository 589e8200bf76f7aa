"""The runner and its reports: selection, skip and xfail lists (with unexpected passes), the
early stop on repeated fatal failures, sharding, deterministic JSON and JUnit output, and the
CLI's exit codes; `update` shows a diff and writes only when asked."""

from __future__ import annotations

import json
import os
import subprocess
import threading
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

from conftest import ROOT, ZOO
from grader import report_json, report_junit, report_text
from grader.builds import Build
from grader.context import LENIENT_SUMMARY
from grader.expect import expectation
from grader.build_profile import Profile
from grader.request import Options
from grader import workers
from grader.grade import FAST_TRIAL_PLAYED, fast_pays, grade
from grader.runner import clean_opening, grade_all
from planted import builder
from grader.selection import shard
from grader.selection import Selection, collect, keyword_match
from grader.sandbox import Limits

SMOKE = ROOT / "transcripts" / "smoke"
CLI = [sys.executable, str(ROOT / "tools" / "hydra-grade")]


def smoke():
    scripts, errors = collect([str(SMOKE)])
    assert not errors and len(scripts) >= 5
    return scripts


def test_reference_passes_smoke_exactly(reference: str) -> None:
    build = Build("reference", reference, Profile(), reference=True)
    for script in smoke():
        result = grade(build, script, Limits())
        assert (result.status, result.level) == ("pass", "exact"), result


def test_played_prompt_by_prompt_at_once_a_run_meets_the_levels_the_fast_path_meets(
        reference: str) -> None:
    """A build graded without the fast path (runner.FAST_TRIAL) gets the same results: the
    exact and normalised levels are judged on its prompt-by-prompt run's output."""
    build = Build("as a build", reference, Profile(args=["-testing"]))
    reworded = Build("reworded", str(builder.hydra("reworded")), Profile(args=["-testing"]))
    passed = 0
    for script in smoke():
        if not script.testing:
            continue
        for graded in (build, reworded):
            fast, played = (grade(graded, script, Limits(), fast=f) for f in (True, False))
            assert (played.status, played.level, sorted(played.levels_failed)) == \
                (fast.status, fast.level, sorted(fast.levels_failed)), (graded.name, script.id)
            if played.status == "pass":
                passed += 1
                assert played.level == ("semantic" if graded is reworded else "exact")
    assert passed >= 6


def test_the_fast_path_is_left_only_when_none_of_the_first_runs_passes_it() -> None:
    driven = ["semantic"] * (FAST_TRIAL_PLAYED - 2) + [None] * 2  # (None: failed)
    assert not fast_pays(driven)
    assert fast_pays(driven[1:])  # too few played to tell
    assert fast_pays(driven + ["normalised"])
    assert fast_pays([None] * 5 + ["exact"] + driven)


def test_selection() -> None:
    scripts = smoke()
    by_rule = [s.id for s in scripts if Selection(rules=["R13"]).wants(s)]
    assert by_rule == ["smoke-swap-keeps-quota"]
    assert all("cut" in s.tags for s in scripts if Selection(tags=["cut"]).wants(s))
    swap = next(s for s in scripts if s.id == "smoke-swap-keeps-quota")
    assert keyword_match("swap and not joker", swap)
    assert not keyword_match("joker or (cut and not swap)", swap)
    with pytest.raises(ValueError):
        keyword_match("swap and", swap)


def test_shards_partition_the_list() -> None:
    scripts = smoke()
    parts = [shard(scripts, f"{k}/3") for k in (1, 2, 3)]
    assert sorted(s.id for p in parts for s in p) == sorted(s.id for s in scripts)
    with pytest.raises(ValueError):
        shard(scripts, "4/3")


def test_skip_xfail_and_unexpected_pass(reference: str) -> None:
    scripts = smoke()[:3]
    build = Build("reference", reference, Profile(), reference=True)
    opts = Options(jobs=2, skip={scripts[0].id: "flaky"}, xfail={scripts[1].id: "known"})
    run = grade_all(build, scripts, opts)
    assert [r.status for r in run.results] == ["skip", "xpass", "pass"]
    text = report_text.render(run)
    assert "XPASS" in text and "RESULT: FAIL" in text


def test_early_stop_only_for_a_build_that_cannot_be_driven(tiny) -> None:
    build = Build("hang", str(ZOO / "hang.py"), Profile())
    scripts = [replace(tiny, id=f"t{i}") for i in range(12)]
    run = grade_all(build, scripts, Options(jobs=2, floor=0.5, stop_after=3))
    assert run.stopped and "cannot be driven" in run.stopped and "before any move" in run.stopped
    assert len(run.results) == 3
    assert "STOPPED EARLY" in report_text.render(run)


def test_a_build_refusing_its_own_questions_answer_for_ever_cannot_be_driven(tiny) -> None:
    """Each run stops at a question of the build's own whose answer it refuses for ever (an
    accepted difference): before any move in every transcript, the build cannot be driven,
    and a grade that judged nothing is no pass."""
    build = Build("refuses", str(ZOO / "refuses.py"),
                  Profile(answers=[("^How many decks", "54")]))
    scripts = [replace(tiny, id=f"t{i}") for i in range(12)]
    run = grade_all(build, scripts, Options(jobs=2, stop_after=3))
    assert [r.status for r in run.results] == ["incomplete"] * 3, run.results
    assert "cannot be driven" in run.stopped and "How many decks?" in run.stopped
    text = report_text.render(run)
    assert "RESULT: NOT GRADED" in text and "RESULT: PASS" not in text
    # (two transcripts alone, too few to stop the grade: still nothing judged)
    few = grade_all(build, scripts[:2], Options(jobs=2, stop_after=3))
    assert not few.stopped and few.ungradable
    assert "RESULT: NOT GRADED" in report_text.render(few)


def test_failures_on_garbage_a_transcript_types_do_not_stop_a_grade(reference: str) -> None:
    """A build that aborts on garbage at the player count fails every transcript that types
    some there before its first move: that is how it handles garbage (R24.1), not a sign that
    it cannot be driven (tools/variants/zoo-garbage-at-start-is-not-undriveable.variant)."""
    name = "zoo-garbage-at-start-is-not-undriveable"
    build = Build(name, str(builder.hydra(name)), Profile(args=["-testing"]))
    everything, _ = collect([str(ROOT / "transcripts" / "input")])
    garbage = [s for s in everything if not clean_opening(s) and
               expectation(s).steps[0].garbage][:6]  # (at the player count)
    clean = next(s for s in smoke() if s.testing and s.profile == "spec-2020" and
                 clean_opening(s))
    run = grade_all(build, garbage + [clean], Options(jobs=2, stop_after=3))
    assert not run.stopped and len(run.results) == 7
    assert all(r.status == "fail" and not r.moves for r in run.results[:6])
    assert run.results[6].status == "pass"  # the grade went on to the clean opening


def test_a_build_that_reaches_a_move_is_never_stopped_early(tiny) -> None:
    build = Build("wrong", str(ZOO / "wrong_head.py"), Profile())
    scripts = [replace(tiny, id=f"t{i}") for i in range(6)]
    run = grade_all(build, scripts, Options(jobs=2, stop_after=3))
    # the same failure every time, but at the first turn prompt, before any move prompt:
    # that is still a build that cannot be driven
    assert run.stopped
    good = grade_all(Build("good", str(ZOO / "good.py"), Profile()), scripts,
                     Options(jobs=2, stop_after=3))
    assert not good.stopped and len(good.results) == 6


def test_a_build_driven_once_is_not_stopped_by_later_failures_before_a_move(
        monkeypatch, tiny) -> None:
    """Once a transcript got to a move, later ones failing alike before any (end-of-input
    transcripts ending there, each stopping at the same testing-mode difference) do not
    stop the grade: the transcripts after them are still run."""
    from grader import runner
    from grader.verdict import Deviation, Result

    def result(index: int, moves: int) -> Result:
        failed = Deviation("testing-mode", "R23.1", "the first head is not asked for",
                           "flow", "the build asks 'Player 2, it is your turn.'")
        return Result(f"t{index}", tiny.path, [], [], [], "", "spec-2020", "fail",
                      deviations=[failed], moves=moves)

    def graded(build, scripts, opts):
        yield result(0, 3)  # driven: it reached a move
        yield from (result(i, 0) for i in range(1, len(scripts)))
    monkeypatch.setattr(runner, "_graded", graded)
    scripts = [replace(tiny, id=f"t{i}") for i in range(12)]
    run = grade_all(Build("wrong", str(ZOO / "wrong_head.py"), Profile()), scripts,
                    Options(jobs=1, stop_after=3))
    assert not run.stopped and len(run.results) == 12
    monkeypatch.setattr(runner, "_graded", lambda build, scripts, opts: (
        result(i, 0) for i in range(len(scripts))))
    never = grade_all(Build("wrong", str(ZOO / "wrong_head.py"), Profile()), scripts,
                      Options(jobs=1, stop_after=3))
    assert never.stopped and len(never.results) == 3


def test_worker_processes_grade_as_one_thread_does(tiny) -> None:
    """With more than one job the transcripts run in forked workers (the grader's own Python
    then uses every core): each gives the very result it gives run in the grader's thread."""
    scripts = smoke()[:4] + [tiny]
    build = Build("wrong", str(ZOO / "wrong_head.py"), Profile())
    if threading.active_count() == 1:  # (pytest's workers run one thread)
        assert os.getpid() not in set(workers.results(lambda _: os.getpid(), range(4), 2))
    alone, forked = (grade_all(build, scripts, Options(jobs=jobs)) for jobs in (1, 2))
    assert [r.status for r in forked.results] == [r.status for r in alone.results]
    assert "fail" in [r.status for r in forked.results]
    assert report_json.render(forked) == report_json.render(alone)


@pytest.mark.parametrize("program", ["tokens.py", "tokens_slow.py"])
def test_a_question_answered_from_a_garbage_line_is_judged_alike_however_fast(program) -> None:
    """A build reading tokens takes `9 S` as 9 and S and asks nothing for the suit; it then
    holds 9S where the reference, asking again, holds 7D. On a fast machine its suit question
    and holding prompt come out together, on a slow one apart: either way the grader waits
    until it reads before it answers, and sees the accepted token reading, not an exit."""
    script, = collect([str(ZOO / "tokens.transcript")])[0]
    run = grade_all(Build("tokens", str(ZOO / program), Profile()), [script], Options(jobs=1))
    keys = [(d.kind, d.clause, d.summary) for d in run.results[0].deviations if d.wrong or
            d.kind == "reading"]
    assert keys == [("reading", "R24.1", LENIENT_SUMMARY)]


def test_reports_are_deterministic_and_lead_with_findings(tiny) -> None:
    build = Build("wrong", str(ZOO / "wrong_head.py"), Profile())
    runs = [grade_all(build, [tiny], Options(jobs=1)) for _ in range(2)]
    docs = [report_json.render(run) for run in runs]
    assert docs[0] == docs[1]
    doc = json.loads(docs[0])
    finding = doc["findings"][0]
    assert (finding["kind"], finding["clause"], finding["mode"]) == ("rule", "R3.1", "testing")
    assert finding["transcripts"] == 1 and finding["example"] == "zoo-tiny"
    assert finding["field"] == "head 1 top" and finding["reference_state"] and finding["line"]
    text = report_text.render(runs[0])
    assert text.index("FINDINGS") < text.index("verdict")
    suite = ET.fromstring(report_junit.render(runs[0]))
    assert suite.get("failures") == "1"
    assert suite.find("testcase/failure").get("type") == "rule R3.1"


def test_cli_exit_codes(tmp_path: Path) -> None:
    good = subprocess.run(CLI + ["grade", str(ZOO / "good.py"), "-t", str(ZOO / "tiny.transcript"),
                                 "-q", "--no-normal", "--profile", str(ZOO / "zoo.profile"),
                                 "-o", str(tmp_path / "out")], capture_output=True, text=True)
    assert good.returncode == 0, good.stdout + good.stderr
    bad = subprocess.run(CLI + ["grade", str(ZOO / "crash.py"), "-t", str(ZOO / "tiny.transcript"),
                                "-q", "--no-normal", "--profile", str(ZOO / "zoo.profile"),
                                "-o", str(tmp_path / "out")], capture_output=True, text=True)
    assert bad.returncode == 1 and "SIGSEGV" in bad.stdout
    broken = tmp_path / "broken.transcript"
    broken.write_text("id: x\n---\n")
    usage = subprocess.run(CLI + ["grade", "-t", str(broken)], capture_output=True, text=True)
    assert usage.returncode == 2 and "lacks" in usage.stderr
    helped = subprocess.run(CLI + ["grade", "--help"], capture_output=True, text=True)
    assert helped.returncode == 0 and "--junit-xml" in helped.stdout


def test_update_shows_a_diff_and_writes_only_when_asked(reference: str, tmp_path: Path) -> None:
    target = tmp_path / "t.transcript"
    original = (SMOKE / "equal-ends-turn.transcript").read_text()
    stale = original.replace("| Player 2, it is your turn.", "| Player 2, it is my turn.", 1)
    target.write_text(stale)
    args = CLI + ["update", str(target), "--reference", reference]
    shown = subprocess.run(args, capture_output=True, text=True)
    assert shown.returncode == 1 and "+| Player 2, it is your turn." in shown.stdout
    assert target.read_text() == stale, "update wrote without --write"
    written = subprocess.run(args + ["--write"], capture_output=True, text=True)
    assert written.returncode == 0 and target.read_text() == original
    again = subprocess.run(args, capture_output=True, text=True)
    assert again.returncode == 0 and again.stdout == ""


def test_update_fills_in_a_transcript_of_inputs_only(reference: str, tmp_path: Path) -> None:
    target = tmp_path / "new.transcript"
    target.write_text("id: new\ntitle: t\nrules: R3\ncommand: hydra -testing\nexit: 0\n---\n"
                      "> 2\n> 6\n> H\n")
    subprocess.run(CLI + ["update", str(target), "--reference", reference, "--write"],
                   capture_output=True, check=True)
    text = target.read_text()
    assert "| How many players?\n> 2\n| Card value?\n> 6\n" in text and "exit: 1" in text


def test_html_report_shows_rates_and_the_divergence_side_by_side(tiny) -> None:
    from html.parser import HTMLParser
    from grader import report_html
    build = Build("wrong", str(ZOO / "wrong_head.py"), Profile())
    page = report_html.render(grade_all(build, [tiny], Options(jobs=1)))

    class Collect(HTMLParser):
        text: list[str] = []

        def handle_data(self, data: str) -> None:
            self.text.append(data)

    parser = Collect()
    parser.feed(page)
    text = "".join(parser.text)
    assert "rule" in text and "R3.1" in text and "head 1 top: expected 6H, got 7H" in text
    assert "the reference shows" in text and "1: 7H (1)" in text
    assert "FAIL" in text and text.index("Findings") < text.index("Per rule")


def test_output_without_prompts_is_compared_as_text() -> None:
    from grader.transcript import parse
    script = parse("id: usage\ntitle: t\nrules: R25\ncommand: hydra -testing\nexit: 0\n---\n"
                   "| usage: hydra [-testing]\n")
    result = grade(Build("good", str(ZOO / "good.py"), Profile()), script, Limits(wall=2))
    assert result.failure is not None and result.failure.category == "output"
    assert "usage: hydra" in result.failure.message
