#!/usr/bin/python3
"""Shows that every property of spec-tests/properties can fail.

Each mutant breaks one rule in a private copy of the engine (a temporary directory; the shared
reference/ tree is never touched), is linked with the already built test objects, and must turn
the suites that guard that rule red. The mutant engine is built without
HYDRA_CHECK_INVARIANTS, so that it is the properties, not the engine's own self-checks, that
notice. Prints one line per mutant and a summary.

A full run also lists every test of the three suites and reports any that no mutant turned
red: each property must be shown able to fail.

Exit status: 0 every mutant went red and every test was red at least once, 1 some mutant
survived (or timed out) or some test was never red, 2 bad command line or missing build, 3 a
mutation no longer applies (the engine text it edits has changed).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

BUILD = "build/properties"
CHECK = "build/check"
FLAGS = ["-std=c++20", "-O1", "-w"]
SUITE_OBJECTS = {
    "props": sorted(glob.glob(f"{BUILD}/*_props.o")) + [f"{BUILD}/stats_env.o"],
    "model": [f"{BUILD}/model_test.o", f"{BUILD}/stats_env.o"],
    "simulation": [f"{BUILD}/simulation_test.o", f"{BUILD}/perft_test.o", f"{BUILD}/stats_env.o"],
}


@dataclasses.dataclass
class Mutant:
    name: str
    clause: str
    path: str  # relative to reference/
    edits: list[tuple[str, str]]  # (regular expression, replacement), each must match
    expect_red: list[tuple[str, str]]  # (suite, gtest filter)


MUTANTS: list[Mutant] = [
    Mutant("cut-loses-the-hand-card", "R1.4, R15.1", "core/game.cc",
           [(r"  player\.discard\.push_back\(\*state\.hand\);\n  state\.hand\.reset\(\);\n"
             r"  putAwayReserve", "  state.hand.reset();\n  putAwayReserve")],
           [("props", "Conservation.*"), ("simulation", "PlayerCounts/RandomSimulation.*")]),
    Mutant("quota-one-too-many", "R5.1", "core/game.cc",
           [(r"state\.remaining = quota - 1;", "state.remaining = quota;")],
           [("props", "Turns.QuotaIsTheHeadCountAtTheStart"), ("model", "*")]),
    Mutant("swap-uses-a-draw", "R13.2", "core/game.cc",
           [(r"std::swap\(\*state\.hand, \*state\.reserve\);",
             "std::swap(*state.hand, *state.reserve); if (state.remaining > 0) --state.remaining;")],
           [("props", "Turns.SwapsDrawNothingReservesCountAsACard")]),
    Mutant("reserve-is-free", "R12.2", "core/game.cc",
           [(r"(state\.reserve = state\.hand;\n  state\.hand\.reset\(\);\n)",
             r"\1  ++state.remaining;\n")],
           [("props", "Turns.*")]),
    Mutant("head-id-is-its-position", "R4.1, R4.2", "core/game.cc",
           [(r"head\.id = state\.nextHeadId\+\+;",
             "head.id = static_cast<int>(state.heads.size()) + 1; state.nextHeadId++;")],
           [("props", "Heads.*")]),
    Mutant("joker-takes-any-value", "R10.2", "core/legality.cc",
           [(r"if \(!fits\(value, head->topValue\)\) \{\n(\s*)return error\(RuleError::JokerValueDoesNotFit",
             r"if (false) {\n\1return error(RuleError::JokerValueDoesNotFit")],
           [("props", "Jokers.*"), ("props", "Legality.*")]),
    Mutant("joker-head-counts-as-ace", "R11.2", "core/game.cc",
           [(r"card\.isJoker\(\) \? kJokerHeadValue : card\.rank", "card.isJoker() ? 1 : card.rank")],
           [("props", "Jokers.*")]),
    Mutant("legal-moves-forget-the-reserve", "R12.1", "core/legality.cc",
           [(r"\{Move\{Reserve\{\}\}, Move\{Swap\{\}\}, Move\{Cut\{\}\}\}",
             "{Move{Swap{}}, Move{Cut{}}}")],
           [("props", "Legality.OracleAgreesWithApplyOnEveryCandidate"),
            ("simulation", "Perft.TwoHeadsByHand")]),
    Mutant("cut-while-the-card-fits", "R14.1", "core/legality.cc",
           [(r"if \([^\n]*fitsAnyHead\(state\)\) \{\n(\s*)return error\(RuleError::CutWhileFits",
             r"if (false) {\n\1return error(RuleError::CutWhileFits")],
           [("props", "Cuts.*")]),
    Mutant("strict-cut-ignored", "R14.2", "core/legality.cc",
           [(r"if \(state\.rules\.strictCut && reserveAllowed\(state\)\)", "if (false)")],
           [("props", "Cuts.*"), ("simulation", "Perft.StuckQueenByHand")]),
    Mutant("cut-does-not-end-the-turn", "R15.5", "core/game.cc",
           [(r"(\+\+state\.cutCount;\n  if \(outOfCards\(state\)\) \{\n    declareWinner\(state\);\n"
             r"  \} else \{\n)    endTurn\(state\);",
             r"\1    state.remaining = 1;\n    continueTurn(state, source);")],
           [("props", "Cuts.*")]),
    Mutant("placement-win-missed", "R18.1", "core/game.cc",
           [(r"(head\.topValue = value;\n  \}\n)  if \(outOfCards\(state\)\) \{", r"\1  if (false) {")],
           [("props", "Wins.*")]),
    Mutant("next-player-wins", "R18.1", "core/game.cc",
           [(r"state\.winner = state\.current;",
             "state.winner = (state.current + 1) % state.playerCount();")],
           [("props", "Wins.*")]),
    Mutant("hidden-global-state", "R25.1", "core/game.cc",
           [(r"#include <utility>", "#include <algorithm>\n#include <utility>"),
            (r"  source\.shuffle\(all\);\n",
             "  source.shuffle(all);\n  static size_t games = 0;\n"
             "  std::rotate(all.begin(), all.begin() + static_cast<long>(games++ % all.size()),"
             " all.end());\n")],
           [("props", "Determinism.*")]),
    Mutant("nobody-ever-wins", "R18", "core/game.cc",
           [(r"(bool outOfCards\(const GameState& state\) \{\n)", r"\1  if (state.current >= 0) return false;\n"),
            (r"(void startTurn\(GameState& state, CardSource& source\) \{\n)",
             r"\1  if (currentPlayer(state).total() == 0) {\n    endTurn(state);\n    return;\n  }\n")],
           [("props", "Termination.*")]),
    Mutant("reserve-to-draw-ignored", "R15.2, R17.1 (I2)", "core/game.cc",
           [(r"if \(state\.rules\.reserveToDraw\)", "if (false)")],
           [("model", "*"), ("simulation", "Perft.MatchesTheTableInDocs")]),
    Mutant("display-remaining-off-by-one", "R21.3", "cli/render.cc",
           [(r"std::to_string\(state\.remaining\) \+ \" remaining, \"",
             "std::to_string(state.remaining + 1) + \" remaining, \"")],
           [("simulation", "PlayerCounts/RandomSimulation.*")]),
    Mutant("king-not-on-ace", "R9", "core/legality.cc",
           [(r"\(top == kAce && value != kAce\)", "(top == kAce && value != kAce && value != kKing)")],
           [("simulation", "Perft.*"), ("props", "Legality.*")]),
]


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def compile_one(source: str, output: str, include: str) -> None:
    result = run(["g++", *FLAGS, f"-I{include}", "-c", source, "-o", output])
    if result.returncode != 0:
        raise RuntimeError(f"compiling {source} failed:\n{result.stderr[-2000:]}")


def mutate(text: str, mutant: Mutant) -> str | None:
    for pattern, replacement in mutant.edits:
        text, count = re.subn(pattern, replacement, text)
        if count == 0:
            return None
    return text


def failing_tests(output: str) -> list[str]:
    names = re.findall(r"^\[  FAILED  \] ([^\s,]+)", output, re.MULTILINE)
    return sorted(set(n for n in names if "." in n))


def all_tests() -> set[str]:
    """Every test of the three suites, as Suite.Name (parameterised ones with their index)."""
    names: set[str] = set()
    for suite in SUITE_OBJECTS:
        listing = run([f"{BUILD}/{suite}-test", "--gtest_list_tests"]).stdout
        current = ""
        for line in listing.splitlines():
            if not line.startswith(" "):
                current = line.strip()
            elif current:
                names.add(current + line.split("#")[0].strip())
    return names


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Break one rule at a time in a private copy of the engine and check that "
        "the properties guarding it go red. Run from the repository root after "
        "`make properties` has built the test objects.",
        epilog="Exit status: 0 all red, 1 a mutant survived or a test was never red, "
        "2 usage or missing build, 3 a mutation no longer applies.")
    parser.add_argument("--only", metavar="NAME", action="append",
                        help="run only this mutant (repeatable); names: "
                        + ", ".join(m.name for m in MUTANTS))
    parser.add_argument("--cases", type=int, default=100,
                        help="RapidCheck cases per property (default 100)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    args = parser.parse_args()

    needed = [f"{BUILD}/common.a", f"{CHECK}/libhydra_cli.a", f"{CHECK}/libhydra_bots.a"]
    needed += [f"{BUILD}/{suite}-test" for suite in SUITE_OBJECTS]
    needed += [o for objs in SUITE_OBJECTS.values() for o in objs]
    missing = [p for p in needed if not os.path.exists(p)]
    if missing or not SUITE_OBJECTS["props"]:
        print(f"mutants: missing {missing or 'props objects'}; run `make properties` first",
              file=sys.stderr)
        return 2
    chosen = [m for m in MUTANTS if not args.only or m.name in args.only]
    if args.only and len(chosen) != len(set(args.only)):
        print("mutants: unknown name in --only", file=sys.stderr)
        return 2

    work = tempfile.mkdtemp(prefix="hydra-mutants-")
    try:
        shutil.copytree("reference", f"{work}/reference")
        include = f"{work}/reference"
        core_sources = sorted(glob.glob(f"{include}/core/*.cc"))
        base = {src: f"{work}/{os.path.basename(src)}.o" for src in core_sources}
        print(f"mutants: building the engine without self-checks in {work}", flush=True)
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            list(pool.map(lambda s: compile_one(s, base[s], include), core_sources))

        survived, stale = [], []
        seen_red: set[str] = set()
        for number, mutant in enumerate(chosen, 1):
            source = f"{include}/{mutant.path}"
            with open(source) as f:
                original = f.read()
            text = mutate(original, mutant)
            if text is None:
                print(f"[{number}/{len(chosen)}] {mutant.name}: MUTATION DOES NOT APPLY", flush=True)
                stale.append(mutant.name)
                continue
            mutated_src = f"{work}/{mutant.name}.cc"
            with open(mutated_src, "w") as f:
                f.write(text)
            mutated_obj = f"{work}/{mutant.name}.o"
            compile_one(mutated_src, mutated_obj, include)
            core_objs = [o for s, o in base.items() if s != source]
            verdicts = []
            for suite, test_filter in mutant.expect_red:
                binary = f"{work}/{mutant.name}-{suite}"
                link = run(["g++", *SUITE_OBJECTS[suite], mutated_obj, f"{BUILD}/common.a",
                            f"{CHECK}/libhydra_cli.a", f"{CHECK}/libhydra_bots.a", *core_objs,
                            "-lrapidcheck", "-lgtest_main", "-lgtest", "-pthread", "-o", binary])
                if link.returncode != 0:
                    raise RuntimeError(f"linking {binary} failed:\n{link.stderr[-2000:]}")
                env = dict(os.environ, RC_PARAMS=f"max_success={args.cases} noshrink=1",
                           HYDRA_PERFT_DOC="docs/perft.md")
                try:
                    result = run([binary, f"--gtest_filter={test_filter}", "--gtest_brief=1"],
                                 env=env, timeout=600)
                    red = result.returncode != 0
                    failed = failing_tests(result.stdout)
                    seen_red.update(failed)
                    what = ", ".join(failed) or f"exit {result.returncode}"
                except subprocess.TimeoutExpired:
                    red, what = False, "timed out"
                verdicts.append(red)
                state = "red" if red else "STILL GREEN"
                print(f"[{number}/{len(chosen)}] {mutant.name} ({mutant.clause}) vs {suite} "
                      f"{test_filter}: {state} ({what})", flush=True)
            if not all(verdicts):
                survived.append(mutant.name)
        print(f"mutants: {len(chosen) - len(survived) - len(stale)} of {len(chosen)} went red"
              + (f"; survived: {', '.join(survived)}" if survived else "")
              + (f"; no longer apply: {', '.join(stale)}" if stale else ""))
        never = sorted(all_tests() - seen_red) if not args.only else []
        if never:
            print("mutants: tests no mutant turned red: " + ", ".join(never))
        if stale:
            return 3
        return 1 if survived or never else 0
    finally:
        if args.keep:
            print(f"mutants: kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
