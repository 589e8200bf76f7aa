"""Every quirk family compiles with every choice of its parameters: each choice's edits are
applied to a scratch copy of reference/ and the files they touch are checked by the compiler
(`g++ -fsyntax-only`; an edited header checks every source of its folder). A zoo run only
meets the choices it draws; this meets them all (`make zoo-compile`, about a minute)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from planted.builder import GCC
from planted.variant import ROOT, edited

from .family import Family, load_all


def sources(texts: dict[str, str]) -> list[str]:
    """The sources to check for these edited files."""
    out = {f for f in texts if f.endswith(".cc")}
    for header in (f for f in texts if f.endswith(".h")):
        folder = ROOT / Path(header).parent
        out |= {str(p.relative_to(ROOT)) for p in folder.glob("*.cc")}
    return sorted(out)


def errors(family: Family, picks: tuple[int, ...]) -> list[str]:
    texts = edited(ROOT, family.variant(picks))
    with tempfile.TemporaryDirectory(prefix="zoo-compile-") as scratch:
        shutil.copytree(ROOT / "reference", Path(scratch) / "reference")
        for file, text in texts.items():
            (Path(scratch) / file).write_text(text, encoding="utf-8")
        out = []
        for source in sources(texts):
            done = subprocess.run([*GCC.command, "-fsyntax-only", f"-I{scratch}/reference",
                                   f"{scratch}/{source}"], capture_output=True, text=True)
            if done.returncode != 0:
                out.append(f"{family.spec(picks)}: {source}:\n{done.stderr[-1500:]}")
        return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m quirks.compiles",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="families (default: all)")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    families = load_all()
    chosen = [(families[n], p) for n in args.names or families for p in families[n].picks()]
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        found = [e for errs in pool.map(lambda fp: errors(*fp), chosen) for e in errs]
    for error in found:
        print(error, file=sys.stderr)
    print(f"{len(chosen)} parameter choices of {len(args.names or families)} families: "
          f"{len(found)} do not compile")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
