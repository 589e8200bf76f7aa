"""How each suite tries to catch a planted bug. Every suite stops at its first failure and
returns a Verdict: caught or not, and a line saying what caught it (or what ran green).

  corpus      the golden transcripts run through the bug's hydra, one from each area in turn
  scenario    spec-tests/scenario's gtests linked with the bug's engine
  properties  a property suite (props, model, simulation; all three if none is named), with an
              optional gtest filter, linked with the bug's engine; 100 cases per property
  fuzz        the engine or cli harness linked with the bug's engine, from its seed corpus, for
              at most FUZZ_SECONDS
  grader      the bug's hydra graded as a real build (quick subset of the transcripts and two
              normal games, or everything with full=True): exactly the declared findings
The test objects come from the make targets the check depends on (build/properties,
build/spec-tests, build/fuzz/harness)."""

from __future__ import annotations

import itertools
import os
import re
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from . import builder
from .variant import ROOT, Suite, Variant, VariantError

# The areas, quick and varied ones first; their transcripts are taken one from each area in
# turn, so that a bug only one area shows is caught early in it, not after every area before.
CORPUS_ORDER = ("setup", "play", "equal", "ace", "joker", "reserve", "swap", "cut", "win",
                "display", "input", "eof", "reshuffle", "readings", "profiles", "full-games")
PROPERTIES = ROOT / "build" / "properties"
PROPERTY_SUITES = {
    "props": ("conservation_props", "turn_props", "head_props", "joker_props", "oracle_props",
              "cut_win_props", "determinism_props", "termination_props", "stats_env"),
    "model": ("model_test", "stats_env"),
    "simulation": ("simulation_test", "perft_test", "stats_env"),
}
PROPERTY_CASES = 100
SCENARIO = ROOT / "build" / "spec-tests" / "scenario"
FUZZ_SECONDS = 60
FUZZ_MAX_LEN = {"engine": 128, "cli": 8192}
TIMEOUT = 600


@dataclass
class Verdict:
    caught: bool
    detail: str
    seconds: float = 0.0


@dataclass
class Options:
    full: bool = False  # grader: every transcript and 4 normal games
    fuzz_seconds: int = FUZZ_SECONDS


def catch(variant: Variant, suite: Suite, options: Options) -> Verdict:
    started = time.monotonic()
    verdict = RUNNERS[suite.name](variant, suite, options)
    verdict.seconds = time.monotonic() - started
    return verdict


def _corpus(variant: Variant, suite: Suite, options: Options) -> Verdict:
    from corpus import check, reference
    binary = builder.hydra(variant.name)
    root = ROOT / "transcripts"
    areas = [reference.corpus_files(root, [area]) for area in CORPUS_ORDER]
    files = [p for round_ in itertools.zip_longest(*areas) for p in round_ if p is not None]
    failures = check.run_all(files, binary, 1, first_failure=True)
    if not failures:
        return Verdict(False, f"all {len(files)} transcripts match")
    path, reason = failures[0]
    return Verdict(True, f"{path.relative_to(root)}: {reason}")


def failed_tests(output: str) -> list[str]:
    """The tests a GoogleTest run reports failed, in order, each once."""
    found = re.findall(r"^\[  FAILED  \] ([^\s,]+\.[^\s,]+)", output, re.MULTILINE)
    return list(dict.fromkeys(found))


def _gtest(argv: list[str], env: dict[str, str] | None = None) -> Verdict:
    try:
        done = subprocess.run([*argv, "--gtest_fail_fast", "--gtest_brief=1"], env=env,
                              capture_output=True, text=True, errors="replace", timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return Verdict(False, f"timed out after {TIMEOUT} s")
    if done.returncode == 0:
        passed = re.search(r"\[  PASSED  \] (\d+ tests?)", done.stdout)
        return Verdict(False, f"{passed.group(1) if passed else 'all tests'} passed")
    failed = failed_tests(done.stdout)
    return Verdict(True, f"red: {failed[0]}" if failed else f"exit {done.returncode}")


def _link(output: Path, objects: list[Path], archive: Path, libs: list[str]) -> None:
    missing = [str(o) for o in objects if not o.is_file()]
    if missing:
        raise VariantError(f"missing {', '.join(missing[:3])}: build the suite first "
                           "(make properties, make scenario-tests)")
    done = subprocess.run(["g++", *map(str, objects), str(archive), *libs, "-o", str(output)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise VariantError(f"linking {output} failed:\n{done.stderr[-3000:]}")


def _scenario(variant: Variant, suite: Suite, options: Options) -> Verdict:
    archive = builder.engine_archive(variant.name)
    binary = archive.parent / "scenario-tests"
    _link(binary, sorted(SCENARIO.glob("*.o")) or [SCENARIO / "actions_test.o"], archive,
          ["-lgtest", "-lgtest_main", "-pthread"])
    return _gtest([str(binary)])


def property_env() -> dict[str, str]:
    """What the property suites run with: fewer cases than `make properties`, no shrinking."""
    return dict(os.environ, RC_PARAMS=f"max_success={PROPERTY_CASES} noshrink=1",
                HYDRA_PERFT_DOC=str(ROOT / "docs" / "perft.md"))


def property_binary(archive: Path, name: str) -> Path:
    """The property suite `name` linked with a bug's engine archive."""
    binary = archive.parent / f"{name}-test"
    objects = [PROPERTIES / f"{o}.o" for o in PROPERTY_SUITES[name]]
    _link(binary, [*objects, PROPERTIES / "common.a"], archive,
          ["-lrapidcheck", "-lgtest_main", "-lgtest", "-pthread"])
    return binary


def _properties(variant: Variant, suite: Suite, options: Options) -> Verdict:
    archive = builder.engine_archive(variant.name)
    chosen = [suite.args[0]] if suite.args else list(PROPERTY_SUITES)
    test_filter = suite.args[1] if len(suite.args) > 1 else "*"
    greens = []
    for name in chosen:
        binary = property_binary(archive, name)
        verdict = _gtest([str(binary), f"--gtest_filter={test_filter}"], property_env())
        if verdict.caught:
            verdict.detail = f"{name} {verdict.detail}"
            return verdict
        greens.append(f"{name}: {verdict.detail}")
    return Verdict(False, "; ".join(greens))


def _fuzz(variant: Variant, suite: Suite, options: Options) -> Verdict:
    harness = suite.args[0]
    binary = builder.fuzz_harness(variant.name, harness)
    work = binary.parent / f"fuzz-{harness}"
    if work.exists():
        shutil.rmtree(work)
    (work / "corpus").mkdir(parents=True)
    argv = [str(binary), f"-max_total_time={options.fuzz_seconds}", "-timeout=10",
            f"-max_len={FUZZ_MAX_LEN[harness]}", f"-artifact_prefix={work}/",
            str(work / "corpus"), str(ROOT / "fuzz" / "corpus" / harness)]
    if harness == "cli":
        argv.insert(1, f"-dict={ROOT / 'fuzz' / 'cli.dict'}")
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1")
    try:
        done = subprocess.run(argv, capture_output=True, text=True, errors="replace",
                              env=env, timeout=options.fuzz_seconds + 120, cwd=work)
    except subprocess.TimeoutExpired:
        return Verdict(False, "the harness did not stop")
    log = done.stderr
    if done.returncode == 0:
        runs = re.findall(r"#(\d+)\s+DONE", log)
        return Verdict(False, f"no finding in {options.fuzz_seconds} s"
                       + (f" ({runs[-1]} runs)" if runs else ""))
    wanted = re.compile(r"finding|runtime error|ERROR: |Assertion|^\s*R\d")
    lines = [line.strip() for line in log.splitlines()
             if not line.lstrip().startswith("#") and wanted.search(line)]
    return Verdict(True, lines[0][:160] if lines else f"exit {done.returncode}")


def _grader(variant: Variant, suite: Suite, options: Options) -> Verdict:
    from grader.selection import collect

    from . import grading
    every, errors = collect([str(ROOT / "transcripts")])
    if errors:
        raise VariantError("bad transcripts: " + "; ".join(errors[:3]))
    scripts = every if options.full else grading.subset(every, variant)
    result = grading.check(variant.name, every, scripts, 4 if options.full else 2, 1)
    if result.problems:
        return Verdict(False, "; ".join(result.problems))
    declared = ", ".join(" ".join(f[:2]) + (" normal" if f[2] == "normal" else "")
                         for f in variant.findings)
    what = "a dialect: no rule finding" if variant.dialect else "findings"
    return Verdict(True, f"{what} as declared ({declared or 'none'}; {len(scripts)} "
                         f"transcripts)")


RUNNERS = {"corpus": _corpus, "scenario": _scenario, "properties": _properties,
           "fuzz": _fuzz, "grader": _grader}
