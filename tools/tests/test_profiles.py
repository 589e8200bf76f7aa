"""Rulesets in transcripts and grading: house-rule rulesets parse and are written in one
canonical order, a ruleset is compared with the command's -rules list as a set, a usage-error
transcript may name an unknown rule, a `\\ no newline` typed line may be followed by output,
and house-rule transcripts are graded only on builds whose profile says how to play them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from grader.builds import Build
from grader.grade import applicable, grade
from grader.build_profile import Profile, ProfileError, parse as parse_profile
from grader.sandbox import Limits
from grader.selection import collect
from grader.transcript import Event, Transcript, TranscriptError, dumps, interleave, parse

PROFILES_DIR = ROOT / "transcripts" / "profiles"


def header(profile: str, command: str, exit_status: int = 1) -> str:
    return (f"id: t1\ntitle: a test\nrules: H3.1 R7\nprofile: {profile}\ncommand: {command}\n"
            f"exit: {exit_status}\n---\n")


@pytest.mark.parametrize("profile, command", [
    ("suit-match", "hydra -testing -rules suit-match"),
    ("strict-cut,suit-match", "hydra -testing -rules strict-cut,suit-match"),
    ("red-down-black-up,suit-match", "hydra -testing -rules suit-match,red-down-black-up"),
    ("strict-cut,cut-anytime", "hydra -testing -rules strict-cut,cut-anytime"),
])
def test_house_rule_profiles_parse(profile: str, command: str) -> None:
    script = parse(header(profile, command))
    assert script.profile == profile and script.rules == ["H3.1", "R7"]


@pytest.mark.parametrize("profile, rules", [
    ("strict-cut,reserve-to-draw", "strict-cut,reserve-to-draw"),
    ("strict-cut,reserve-to-draw", "reserve-to-draw,strict-cut"),
    ("reserve-to-draw,strict-cut", "strict-cut,reserve-to-draw"),
])
def test_profile_and_rules_compare_as_sets_and_write_canonically(profile: str,
                                                                 rules: str) -> None:
    script = parse(header(profile, f"hydra -testing -rules {rules}"))
    assert script.profile == "strict-cut,reserve-to-draw"
    assert "profile: strict-cut,reserve-to-draw\n" in dumps(script)
    assert f"command: hydra -testing -rules {rules}\n" in dumps(script)


@pytest.mark.parametrize("profile, command, message", [
    ("strict-cut", "hydra -testing -rules strict-cut,suit-match", "disagrees"),
    ("suit-match", "hydra -testing", "disagrees"),
    ("suit-match,suit-match", "hydra -testing -rules suit-match", "twice"),
    ("bogus", "hydra -testing", "unknown rule option"),
    ("spec-2020", "hydra -testing -rules bogus", "unknown rule option"),
])
def test_profile_errors(profile: str, command: str, message: str) -> None:
    with pytest.raises(TranscriptError, match=message):
        parse(header(profile, command), "f.transcript")


def test_usage_error_transcript_may_name_an_unknown_rule() -> None:
    script = parse(header("spec-2020", "hydra -rules bogus", 2) + "# not read:\n> 2\n")
    assert script.args == ["-rules", "bogus"] and script.exit == 2
    with pytest.raises(TranscriptError, match="exit: 2"):
        parse(header("spec-2020", "hydra -rules bogus", 1))


def test_no_newline_on_the_last_typed_line_before_more_output() -> None:
    text = (header("spec-2020", "hydra -testing") + "| How many players?\n> 2\n"
            "\\ no newline\n| Card value?\n")
    script = parse(text)
    assert script.input_bytes() == b"2" and script.output_bytes() == b"How many players?\n" \
        b"Card value?\n"
    assert dumps(script) == text
    events, unread = interleave(b"How many players?\nCard value?\n", [Event("in", b"2", False)])
    written = dumps(Transcript("t1", "a test", ["hydra", "-testing"], 1, rules=["H3.1", "R7"],
                               events=events, unread_from=unread))
    assert parse(written).input_bytes() == b"2"


@pytest.mark.parametrize("session, message", [
    ("> 2\n\\ no newline\n| Card value?\n> K\n", "last typed line"),
    ("> 2\n\\ no newline\n> K\n", "last typed line"),
    ("| How many players?\n\\ no newline\n| Card value?\n", "last printed line"),
])
def test_no_newline_elsewhere_is_rejected(session: str, message: str) -> None:
    with pytest.raises(TranscriptError, match=message):
        parse(header("spec-2020", "hydra -testing") + session, "f.transcript")


def test_profile_file_names_house_rule_flags() -> None:
    prof = parse_profile("args: -testing\nhouse-rules suit-match,red-down-black-up: -testing "
                         "-house rb,sm\n")
    assert prof.house_args == {"red-down-black-up,suit-match": ["-testing", "-house", "rb,sm"]}
    assert parse_profile(prof.dumps()).house_args == prof.house_args
    for bad in ["reading: suit-match", "house-rules strict-cut: -testing",
                "house-rules bogus: -testing"]:
        with pytest.raises(ProfileError):
            parse_profile(bad + "\n")


def house_scripts() -> list[Transcript]:
    scripts, errors = collect([str(PROFILES_DIR)])
    assert not errors
    return [s for s in scripts if s.profile == "suit-match" and s.args[:1] == ["-testing"]
            and "-grammar" not in s.args]


def test_house_rule_transcripts_need_the_build_to_name_them(reference: str) -> None:
    scripts = house_scripts()
    assert len(scripts) >= 5
    plain = Build("plain", reference, Profile())
    assert all("house rules suit-match" in applicable(plain, s) for s in scripts)
    assert all(applicable(replace_reference(plain), s) == "" for s in scripts)
    flags = ["-testing", "-rules", "suit-match"]
    playing = Build("plays-them", reference, Profile(house_args={"suit-match": flags}))
    for script in scripts:
        assert playing.argv(script) == [reference] + flags
        result = grade(playing, script, Limits())
        assert (result.status, result.level) == ("pass", "exact"), result
    wrong = Build("wrong-flags", reference, Profile(house_args={"suit-match": ["-testing"]}))
    assert any(grade(wrong, s, Limits()).status == "fail" for s in scripts)


def replace_reference(build: Build) -> Build:
    return Build(build.name, build.path, build.profile, reference=True)


def test_goldens_check_covers_the_profiles_area(monkeypatch, reference: str) -> None:
    from corpus import check
    seen: list[Path] = []
    monkeypatch.setattr(check, "run_all", lambda files, *rest: seen.extend(files) or [])
    assert check.main(["--quiet", "--hydra", reference]) == 0
    assert any(p.parent.name == "profiles" for p in seen)


def test_pytest_collects_transcripts_without_extra_options() -> None:
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(PROFILES_DIR / "suit-match-grammar.transcript")],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout
