"""`make properties-never-red` (PYTHONPATH=tools python3 -m planted.never_red): shows that every
property test can fail. Each planted bug that declares `caught-by: properties` is linked with
the three property suites, which run whole (no filter, not stopping at the first failure); the
tests it turns red are gathered, and the tests of the suites that no bug turned red are listed.
Exit status: 0 every property test was red at least once, 1 some test never was (each named:
plant a bug that it alone would catch), 2 a bug does not apply or build, or a suite is not
built (run `make properties` first)."""

from __future__ import annotations

import argparse
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from . import builder, suites
from .variant import VariantError, load, names


def listed_tests(gtest_list: str) -> set[str]:
    """The tests named by `--gtest_list_tests` (a suite line `Suite.`, then indented tests; a
    parameter comment after `#` is dropped)."""
    tests: set[str] = set()
    suite = ""
    for line in gtest_list.splitlines():
        if not line.strip():
            continue
        if not line.startswith(" "):
            suite = line.split("#")[0].strip()
        else:
            tests.add(suite + line.split("#")[0].strip())
    return tests


def never_red(listed: set[str], reds: dict[str, set[str]]) -> list[str]:
    """The listed tests that no bug turned red."""
    red = set().union(*reds.values()) if reds else set()
    return sorted(listed - red)


def red_tests(name: str) -> set[str]:
    """Every property test the planted bug `name` turns red, in all three suites."""
    archive = builder.engine_archive(name)
    red: set[str] = set()
    for suite in suites.PROPERTY_SUITES:
        binary = suites.property_binary(archive, suite)
        done = subprocess.run([str(binary), "--gtest_brief=1"], env=suites.property_env(),
                              capture_output=True, text=True, errors="replace",
                              timeout=suites.TIMEOUT)
        red |= set(suites.failed_tests(done.stdout))
    return red


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="planted.never_red", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-j", "--jobs", type=int, default=2, help="bugs run side by side")
    args = parser.parse_args(argv)
    listed: set[str] = set()
    for suite in suites.PROPERTY_SUITES:
        binary = suites.PROPERTIES / f"{suite}-test"
        if not binary.is_file():
            print(f"never-red: no {binary}: run `make properties` first", file=sys.stderr)
            return 2
        listing = subprocess.run([str(binary), "--gtest_list_tests"], capture_output=True,
                                 text=True, check=True)
        listed |= listed_tests(listing.stdout)
    try:
        bugs = [n for n in names() if any(s.name == "properties" for s in load(n).caught_by)]
        builder.prepare(builder.GCC, args.jobs)
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            reds = dict(zip(bugs, pool.map(red_tests, bugs)))
    except VariantError as err:
        print(f"never-red: {err}", file=sys.stderr)
        return 2
    for bug, red in reds.items():
        print(f"{bug}: {len(red)} red: {', '.join(sorted(red)) or 'none'}")
    missed = never_red(listed, reds)
    print(f"never-red: {len(listed) - len(missed)} of {len(listed)} property tests red under "
          f"at least one of {len(bugs)} planted bugs")
    for test in missed:
        print(f"never-red: NEVER RED: {test}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
