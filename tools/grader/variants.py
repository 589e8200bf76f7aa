"""Variant builds for grading: the planted bugs and dialects of tools/variants (their format
and builder live in tools/planted, one for every suite). A variant that declares
`caught-by: grader` looks like a real build (a systematic quirk with zero, one or two rule
errors) and declares the findings the grader must report for it:

    finding: display R21.4           # KIND CLAUSE [normal]: an error finding the grade must
    finding: rule R12.3              # show; together they are all the errors it may show
    seen: I11                        # text of an accepted (dialect or reading) finding
    reading: strict-cut              # the reading the probe must find
    profile: turn-line: no           # optional lines of the build's profile (no probe then)

The one builder (planted.builder.hydra) makes build/variants/NAME/hydra with the profile beside
it; `variant_check.check(NAME, scripts)` grades it and lists every way its findings differ from
the declared ones."""

from __future__ import annotations

import argparse
import sys

from planted import builder
from planted.variant import VariantError, load
from planted.variant import names as all_names


def names() -> list[str]:
    """The variants the grader checks: those declaring `caught-by: grader`."""
    return [n for n in all_names() if load(n).suites("grader")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="hydra-grade variants",
        description="Build modified copies of the reference (tools/variants/*.variant) into "
                    "build/variants/NAME/hydra, with the build's profile beside it.")
    parser.add_argument("names", nargs="*", help="variants to build (default: all the grader "
                                                 "checks)")
    parser.add_argument("--list", action="store_true", help="list variants and exit")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="parallel compilers")
    args = parser.parse_args(argv)
    try:
        if args.list:
            for name in names():
                v = load(name)
                errors = ", ".join(f"{k} {c}" + (" (normal)" if m == "normal" else "")
                                   for k, c, m in v.findings) or "no errors"
                print(f"{name:28} {errors:34} {v.description}")
            return 0
        for name in args.names or names():
            print(f"built {builder.hydra(name, jobs=args.jobs)}", flush=True)
    except VariantError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
