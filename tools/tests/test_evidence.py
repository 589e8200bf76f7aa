"""Evidence a team can act on: the conversation a channel keeps (the road to a divergence), the
road shown side by side, each error finding's minimal reproduction written beside the report
(a transcript with the reference's output, the build's own input, the reference's output),
and `hydra-grade replay`. The end-to-end case plants a rule error that first shows late in a
long transcript (past line 1,500): its reproduction must be a few turns long, show the same
finding on the planted build and none on the reference."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from conftest import ROOT
from grader.build_profile import Profile
from grader.builds import find, reference_build
from grader.conversation import Conversation
from grader.grade import Build, grade
from grader.pipeline import grade as grade_build
from grader.replay import replay
from grader.request import GradeRequest
from grader.road import side_by_side
from grader.request import Options
from grader.sandbox import Limits
from grader.summary import summarise
from grader.transcript import load

LONG = ROOT / "transcripts" / "full-games" / "game-2p-s1000.transcript"
CUT = ROOT / "transcripts" / "cut" / "cut-two-heads-reserve-free.transcript"  # depends on I1
# The six of clubs placed on a head flips whether the turn ends: in LONG it is first placed
# past line 1,500; a game that names it at once shows the error in its first turns.
LATE = """description: the six of clubs flips whether a card placed on a head ends the turn
caught-by: grader
edit: reference/core/game.cc
<<<<<<< search
    stop = endsTurn(value, head.topValue);
=======
    stop = endsTurn(value, head.topValue) != (card.rank == 6 && card.suit == Suit::Clubs);
>>>>>>> replace
"""


def test_the_conversation_keeps_the_last_lines_and_every_answer() -> None:
    talk = Conversation(size=4)
    talk.heard(b"How many")
    talk.heard(b" players?\nCard val")
    talk.heard(b"ue? ")  # a prompt without its line feed, then its answer
    talk.said(b"5\n")
    talk.heard(b"Suit?\r\n")
    talk.said(b"H\n")
    assert talk.entries() == [["out", "Card value? "], ["in", "5"], ["out", "Suit?"],
                              ["in", "H"]]
    talk.said(b"2\n3\n")
    assert talk.entries()[-2:] == [["in", "2"], ["in", "3"]] and len(talk.entries()) == 4
    assert talk.answers == [b"5", b"H", b"2", b"3"]
    talk.heard(b"Your move?")
    assert talk.entries()[-1] == ["out", "Your move?"]


def test_the_road_ends_where_the_reader_stands_however_far_output_was_read_ahead() -> None:
    # the same exchange, the program's next lines heard before or after the judging: the road
    # is the same either way (a re-grade shows the same evidence)
    def road(ahead: bool) -> list[list[str]]:
        talk = Conversation(size=6)
        talk.consumed = 0
        talk.heard(b"Heads:\n1: 5S (1)\nYour move?\n")
        talk.consumed = len(b"Heads:\n1: 5S (1)\nYour move?\n")
        talk.said(b"1\n")
        more = b"Heads:\n1: 4S (2)\n"
        if ahead:
            talk.heard(more)
        return talk.entries()
    assert road(True) == road(False) == [["out", "Heads:"], ["out", "1: 5S (1)"],
                                         ["out", "Your move?"], ["in", "1"]]



def test_a_flood_heard_at_once_leaves_the_ring_a_line_at_a_time_would() -> None:
    # a build looping at end of input prints millions of lines: only those the ring keeps are
    # stamped, at the offsets they start at in the whole output
    lines = [b"Card value? %d" % i for i in range(500)]
    whole, bit = Conversation(size=4), Conversation(size=4)
    whole.heard(b"\n".join(lines) + b"\nMo")
    for line in lines:
        bit.heard(line + b"\n")
    bit.heard(b"Mo")
    whole.split()
    bit.split()
    assert list(whole.recent) == list(bit.recent) and whole.partial == bit.partial == b"Mo"
    assert whole.recent[-1] == ("out", lines[-1], len(b"\n".join(lines[:-1])) + 1)
    whole.consumed = bit.consumed = whole.heard_bytes - 30
    assert whole.entries() == bit.entries()

def test_output_heard_shows_in_the_road_and_comes_before_the_answer_sent_after_it() -> None:
    # (output is split into lines only when needed: the road and an answer split it)
    talk = Conversation(size=4)
    talk.heard(b"Heads:\n1: 5S (1)\nYour move?")
    assert talk.entries() == [["out", "Heads:"], ["out", "1: 5S (1)"], ["out", "Your move?"]]
    talk.heard(b"\nPlayer 1, you are holding a 5S. Your move?")
    talk.said(b"1\n")
    assert talk.entries()[-2:] == [["out", "Player 1, you are holding a 5S. Your move?"],
                                   ["in", "1"]]


def test_the_road_is_shown_from_the_last_turn_prompt_with_differences_marked() -> None:
    ref = [["out", "old"], ["out", "Player 1, it is your turn."], ["in", ""],
           ["out", "Player 1: 5 (5 draw, 0 discard)"]]
    build = [["out", "Player 1, it is your turn."], ["in", ""],
             ["out", "Player 1: 6 (5 draw, 0 discard)"]]
    lines = side_by_side(ref, build)
    assert "old" not in "\n".join(lines)
    assert lines[1].split() == ["Player", "1,", "it", "is", "your", "turn.", "|", "Player",
                                "1,", "it", "is", "your", "turn."]
    assert " * " in lines[3] and " * " not in lines[2]


def test_a_channel_run_leaves_its_road_in_the_deviation(reference: str) -> None:
    # the reference told to read strict-cut where the transcript does not: it differs
    other = Build("other", reference, Profile(args=["-testing", "-rules", "strict-cut"]))
    script = load(CUT)
    result = grade(other, script, Limits(wall=5.0))
    failure = result.failure
    assert failure is not None and failure.road and failure.ref_road
    assert failure.road[-1][0] == "out" and any(who == "in" for who, _ in failure.road)
    at = next(e for e in script.events if e.lineno == failure.lineno)
    assert failure.ref_road[-1] == ["out", at.text.decode()]


@pytest.fixture(scope="module")
def late(tmp_path_factory, reference: str):
    from planted import builder
    from planted.variant import parse
    exe = builder.hydra("late-six-of-clubs", 2, variant=parse(LATE, "late-six-of-clubs"))
    out = tmp_path_factory.mktemp("late")
    script = load(LONG)
    run = grade_build(GradeRequest(find(str(exe)), [script], [script],
                                   Options(jobs=2, reference=reference), probe=False,
                                   games=0, out=out, shrink_trials=40))
    return exe, out, run


def test_a_late_rule_error_is_reproduced_in_a_few_turns(late, reference: str) -> None:
    exe, out, run = late
    found = [f for f in summarise(run).findings if f.wrong]
    assert [f.kind for f in found] == ["rule"]
    finding = found[0]
    assert finding.evidence.lineno > 1500  # it first shows late
    made = finding.reproduction
    assert made is not None and made.reproduced and made.transcript
    assert made.example_lines == len(load(LONG).inputs())
    repro = load(made.transcript)
    turns = sum(1 for e in repro.events if e.kind == "out" and
                re.search(rb"it is your turn", e.text))
    assert turns <= 4 and made.lines == len(repro.inputs()) <= 30
    # it shows that finding on the planted build, and none on the reference
    again = grade(find(str(exe)), repro, Limits(wall=5.0))
    assert again.status == "fail" and (again.failure.kind, again.failure.clause) == \
        (finding.kind, finding.clause)
    assert grade(reference_build(), repro, Limits(wall=5.0)).status == "pass"
    # the plain files: the build's own input and the reference's output
    assert Path(made.plain_input).read_bytes().splitlines() == \
        [e.text for e in repro.inputs()]
    assert Path(made.plain_output).read_bytes() == repro.output_bytes()


def test_replay_steps_to_the_divergence_and_names_the_finding(late) -> None:
    exe, out, run = late
    made = run.reproductions[0]
    status, lines = replay(str(exe), made.transcript)
    text = "\n".join(lines)
    assert status == 1 and f"FINDING: rule {made.key[1]}" in text
    assert "the reference (expected)" in text and " * " in text
    assert replay(str(ROOT / "hydra"), made.transcript)[0] == 0


def test_the_reports_name_the_reproduction_and_its_replay_command(late) -> None:
    from grader import report_html, report_json, report_text
    exe, out, run = late
    made = run.reproductions[0]
    text = report_text.render(run)
    assert made.transcript in text and made.replay in text and "the road there" in text
    doc = report_json.document(run)["findings"][0]
    assert doc["reproduction"]["replay"] == made.replay and doc["road"]
    page = report_html.render(run, out)
    assert f"href='evidence/{Path(made.transcript).name}'" in page and "the road there" in page


def test_no_evidence_without_shrinking(reference: str, tmp_path: Path) -> None:
    other = Build("other", reference, Profile(args=["-testing", "-rules", "strict-cut"]),
                  profile_file="given")
    run = grade_build(GradeRequest(other, [load(CUT)], options=Options(
        jobs=1, reference=reference), games=0, out=tmp_path, shrink=False))
    assert summarise(run).wrong and not run.reproductions
    assert not (tmp_path / "evidence").exists()


def test_the_same_finding_is_the_same_kind_clause_and_summary() -> None:
    """A shrunk input shows the finding only if it shows that very finding: garbage taken at
    the player count is not the garbage taken at a move that shares its clause (R24.1)."""
    from grader.findings import Finding
    from grader.reproduce import shows
    from grader.verdict import Deviation
    from grader.vocab import Category, Kind, Mode
    at_move = "an invalid move (not a head number) is taken as a valid one"
    at_count = "an invalid player count (no whole number of at least 2) is taken as a valid one"
    found = Deviation(Kind.ROBUSTNESS, "R24.1", at_move, Category.FLOW, "m")
    finding = Finding(Kind.ROBUSTNESS, "R24.1", at_move, Mode.TESTING, evidence=found)
    assert shows(finding, [Deviation(Kind.ROBUSTNESS, "R24.1", at_move, Category.FLOW, "m2")])
    assert not shows(finding, [Deviation(Kind.ROBUSTNESS, "R24.1", at_count, Category.FLOW,
                                         "m")])


def test_what_a_build_printed_is_quoted_in_a_finding_a_line_cut_short() -> None:
    # (a build printing a megabyte without a line end was quoted whole, in the road, its last
    # lines and the message, making a report of megabytes)
    from grader.verdict import QUOTE, Deviation
    from grader.vocab import Category, Kind
    flood = "Card value? " * 100_000
    found = Deviation(Kind.RULE, "R22", "a move is asked", Category.FLOW,
                      f"the build asks for a move ({flood!r})", got=flood,
                      build_tail=["Heads:", flood], road=[["out", "Heads:\n" + flood]])
    assert found.build_tail[0] == "Heads:" and found.road[0][1].startswith("Heads:\n")
    for text in (found.message, found.got, found.build_tail[1], found.road[0][1]):
        assert len(text) < 2 * QUOTE and text.endswith("more characters)"), text[-80:]
    assert Deviation(Kind.RULE, "R22", "s", Category.FLOW, "short", got="5S").got == "5S"
    assert dataclasses.replace(found).got == found.got  # (cut once, whatever is copied)


def test_the_shrinker_stops_at_its_budget_of_trials_with_the_same_result() -> None:
    from grader.shrink import CachedTest, shrink
    answers = [str(n).encode() for n in range(40)]

    def fails(candidate: list[bytes]) -> bool:  # fails while 7 comes before 31
        return b"7" in candidate and b"31" in candidate[candidate.index(b"7"):]

    def kinds(candidate: list[bytes]) -> list[str]:
        return ["move"] * len(candidate)

    unbounded = shrink(answers, fails, kinds)
    assert unbounded == [b"7", b"31"]
    results = []
    for _ in range(2):
        trial = CachedTest(fails, budget=6)
        results.append(shrink(answers, trial, kinds))
        assert trial.calls == 6 and fails(results[-1])
    assert results[0] == results[1] and len(results[0]) > 2


def test_a_finding_only_normal_play_shows_is_replayed_by_its_game(reference: str,
                                                                  tmp_path: Path) -> None:
    from grader.findings import Finding
    from grader.normal_games import play_games
    from grader.reproduce import _by_game
    from grader.reproduction import Reproduction
    other = Build("other", reference, Profile(args=["-testing", "-rules", "strict-cut"]))
    name, found = next((n, [d for d in devs if d.wrong]) for n, devs in
                       play_games(other, reference, 3, seed=1) if any(d.wrong for d in devs))
    dev = found[0]
    finding = Finding(dev.kind, dev.clause, dev.summary, "normal", games=1, example=name,
                      evidence=dev)
    made = Reproduction((dev.kind, dev.clause, dev.summary), "1-x")
    request = GradeRequest(other, [], options=Options(reference=reference), out=tmp_path)
    _by_game(other, request, finding, made, tmp_path)
    note = Path(made.note_file).read_text()
    assert made.reproduced and not made.transcript and "reproduced by its game" in note
    assert "--seed" in note and dev.message in note and "the reference's side" in note


def test_a_trial_shows_a_finding_the_grade_renamed() -> None:
    from grader.findings import Finding
    from grader.reproduce import shows
    from grader.verdict import Deviation
    crash = Deviation("rule", "R15", "the build crashes after a cut", "crash", "died",
                      action="cut")
    renamed = Deviation("testing-mode", "R23.1", "crashes in testing mode only", "crash",
                        "died", action="cut")
    finding = Finding("testing-mode", "R23.1", renamed.summary, "testing", evidence=renamed)
    assert shows(finding, [crash]) and not shows(finding, [Deviation(
        "rule", "R15", "s", "crash", "died", action="reserve")])
    count = Deviation("rule", "R12.2", "remaining off after a reserve", "state", "m",
                      episode="holder remaining +1")
    display = Finding("display", "R21.3", "remaining off", "testing", evidence=Deviation(
        "display", "R21.3", "remaining off", "state", "m", episode="holder remaining +1"))
    assert shows(display, [count]) and not shows(display, [crash])


def test_a_run_ended_by_another_error_does_not_show_the_finding() -> None:
    from grader.findings import Finding
    from grader.reproduce import shows
    from grader.verdict import Deviation
    display = Deviation("display", "R21.3", "remaining off", "state", "m", ends_run=False)
    finding = Finding("display", "R21.3", "remaining off", "testing", evidence=display)
    other = Deviation("rule", "R15.3", "after a cut, the piles differ", "state", "m")
    assert shows(finding, [display]) and not shows(finding, [display, other])
