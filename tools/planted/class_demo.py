"""A class made up for testing `hydra-grade class`: submissions built from the reference's own
sources (as a team would hand them in: `.h`/`.cc` files and a Makefile) and from variants of it
(tools/variants), each with the outcome it must get. `make class-demo` grades all of them on
the whole corpus; the tests grade a few on a small part of it. `expected(NAME)` is what a
submission must get; `problems(status)` lists every way a graded one differs from that."""

from __future__ import annotations

import argparse
import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

from grader.findings import Finding

from .grading import problems as declared_problems
from .variant import ROOT, apply_edits, load

FOLDERS = ("core", "cli", "bots")

MAKEFILE = """CXX = g++
CXXFLAGS = -std=c++20 -O1 -I.
SRCS = $(wildcard core/*.cc cli/*.cc bots/*.cc)
OBJS = $(SRCS:.cc=.o)
EXEC = {target}

$(EXEC): $(OBJS)
\t$(CXX) $(CXXFLAGS) $(OBJS) -o $(EXEC)

clean:
\trm -f $(OBJS) $(EXEC)
"""

# Tries to leave marks outside its folder and to reach the network while building (loopback
# refuses the connection where there is a network; in the sandbox's namespace it is
# unreachable), leaves a process behind, then builds a `hydra` that floods its output.
HOSTILE_MAKEFILE = """hydra: flood.cc
\t-touch /tmp/hydra-class-hostile-mark /var/tmp/hydra-class-hostile-mark
\t-touch {kit}/hydra-class-hostile-mark
\t-@bash -c 'exec 3<>/dev/tcp/127.0.0.1/9' 2>&1 | grep -q refused && echo NETWORK-REACHED \\
\t  || echo no network
\t-sleep 600 &
\tg++ -O1 flood.cc -o hydra
"""
FLOOD = """#include <cstdio>
int main() { for (;;) std::fputs("How many players? How many players?\\n", stdout); }
"""
MARKS = ("/tmp/hydra-class-hostile-mark", "/var/tmp/hydra-class-hostile-mark")

# name: (what it is, variant or None, archive kind, expected failure or "")
SUBMISSIONS = {
    "correct": ("the reference, in a team folder inside the zip", None, "zip", ""),
    "dialect": ("prompts reworded", "reworded", "zip", ""),
    "two-errors": ("asks Testing mode? (Y/N); two rule errors",
                   "testing-question-reserve-not-counted", "tar", ""),
    "one-error": ("a cut removes the newest head", "cut-newest", "folder", ""),
    "display-and-rule": ("held card in the draw count; one rule error",
                         "held-card-in-draw-count", "zip", ""),
    "no-compile": ("a syntax error", None, "zip", "build-error"),
    "no-hydra-target": ("a Makefile that makes `game`", None, "zip", "no-hydra"),
    "hostile": ("a Makefile that writes outside and a hydra that floods", None, "zip",
                "not-driveable"),
    "traversal": ("a zip with ../ paths", None, "zip", "unsafe"),
    "bomb": ("a zip that unpacks to 200 MB", None, "zip", "unsafe"),
}
QUICK = ("correct", "no-compile", "no-hydra-target", "hostile", "traversal")


def sources(variant: str | None) -> dict[str, bytes]:
    """The reference's sources (with a variant's edits), by path in the submission."""
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp)
        shutil.copytree(ROOT / "reference", tree / "reference")
        if variant:
            apply_edits(tree, load(variant))
        files = {}
        for folder in FOLDERS:
            for path in sorted((tree / "reference" / folder).glob("*")):
                if path.suffix in (".cc", ".h"):
                    files[f"{folder}/{path.name}"] = path.read_bytes()
        return files


def files_of(name: str) -> dict[str, bytes]:
    _, variant, _, _ = SUBMISSIONS[name]
    if name == "hostile":
        return {"Makefile": HOSTILE_MAKEFILE.format(kit=ROOT).encode(), "flood.cc": FLOOD.encode()}
    if name == "no-hydra-target":  # make succeeds and makes a program of another name
        return {"Makefile": MAKEFILE.format(target="game").encode(),
                "core/game.cc": b"int main() { return 0; }\n"}
    files = sources(variant)
    files["Makefile"] = MAKEFILE.format(target="hydra").encode()
    if name == "no-compile":
        files["core/card.cc"] += b"\nint broken( {\n"  # (in the folder make compiles first)
    if name == "correct":
        files = {f"team42/{path}": data for path, data in files.items()}
    return files


def write(folder: Path, names: tuple[str, ...] | None = None) -> list[Path]:
    """Writes the submissions into `folder` (one archive or folder each); returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for name in names or tuple(SUBMISSIONS):
        kind = SUBMISSIONS[name][2]
        if name == "traversal":
            path = folder / f"{name}.zip"
            files = files_of("correct")
            with zipfile.ZipFile(path, "w") as archive:
                for inner, data in files.items():
                    archive.writestr(inner, data)
                archive.writestr("../hydra-class-escaped.txt", b"out of the folder\n")
        elif name == "bomb":
            path = folder / f"{name}.zip"
            with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
                archive.writestr("Makefile", MAKEFILE.format(target="hydra"))
                with archive.open("zeros.cc", "w", force_zip64=True) as stream:
                    block = b"\0" * (1 << 20)
                    for _ in range(200):
                        stream.write(block)
        elif kind == "zip":
            path = folder / f"{name}.zip"
            with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
                for inner, data in files_of(name).items():
                    archive.writestr(inner, data)
        elif kind == "tar":
            path = folder / f"{name}.tar.gz"
            with tarfile.open(path, "w:gz") as archive:
                for inner, data in files_of(name).items():
                    info = tarfile.TarInfo(inner)
                    info.size = len(data)
                    archive.addfile(info, io.BytesIO(data))
        else:
            path = folder / name
            for inner, data in files_of(name).items():
                (path / inner).parent.mkdir(parents=True, exist_ok=True)
                (path / inner).write_bytes(data)
        made.append(path)
    return made


def problems(status: dict) -> list[str]:
    """Every way a graded demo submission differs from what it must get."""
    name = status["name"]
    _, variant, _, failure = SUBMISSIONS[name]
    found = []
    if status["failure"] != failure:
        found.append(f"{name}: outcome {status['failure'] or 'graded'}, want "
                     f"{failure or 'graded'} ({status['headline']})")
    if failure:
        return found
    findings = [Finding(f["kind"], f["clause"], f["summary"], f["mode"], f["transcripts"],
                        f["games"], f["example"]) for f in status["findings"]]
    if variant:
        found += [f"{name}: {text}" for _, text in
                  declared_problems(load(variant), findings, status.get("reading", ""))]
    elif any(f.wrong for f in findings):
        found.append(f"{name}: findings on the reference: " +
                     "; ".join(f"{f.kind} {f.clause} {f.summary}" for f in findings if f.wrong))
    return found


def escaped() -> list[str]:
    """Marks the hostile build left outside its folder."""
    marks = list(MARKS) + [str(ROOT / "hydra-class-hostile-mark")]
    return [m for m in marks if Path(m).exists()]


def main(argv: list[str] | None = None) -> int:
    """`make class-demo`: writes the made-up class, grades it (whole corpus unless -t), checks
    every outcome, grades it again to time a resume, and prints the figures."""
    parser = argparse.ArgumentParser(prog="class-demo", description=main.__doc__)
    parser.add_argument("folder", nargs="?", default=str(ROOT / "build" / "class-demo"))
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help=f"only {', '.join(QUICK)}, on "
                        "the smoke transcripts")
    args = parser.parse_args(argv)
    base = Path(args.folder)
    shutil.rmtree(base, ignore_errors=True)
    names = QUICK if args.quick else tuple(SUBMISSIONS)
    write(base / "submissions", names)
    command = [sys.executable, str(ROOT / "tools" / "hydra-grade"), "class",
               str(base / "submissions"), "-o", str(base / "out"), "-j", str(args.jobs)]
    if args.quick:
        command += ["-t", str(ROOT / "transcripts" / "smoke"), "--games", "1"]
    timed = []
    for _ in range(2):  # the second run resumes: nothing changed, nothing is graded again
        started = time.monotonic()
        subprocess.run(command, check=True)
        timed.append(time.monotonic() - started)
    wrong = []
    for name in names:
        status = json.loads((base / "out" / name / "status.json").read_text("utf-8"))
        wrong += problems(status)
    wrong += [f"left outside its folder: {m}" for m in escaped()]
    print(f"class-demo: {len(names)} submissions graded in {timed[0]:.0f} s "
          f"({len(names) / timed[0] * 60:.1f} per minute on {args.jobs} grading threads); "
          f"resumed with nothing changed in {timed[1]:.1f} s")
    for line in wrong:
        print(f"class-demo: WRONG {line}")
    print("class-demo: every submission got its expected outcome" if not wrong else
          f"class-demo: {len(wrong)} problem(s)")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
