"""Variant builds: the reference with a few exact search/replace edits, built to look like real
builds (a systematic quirk with zero, one or two rule errors), each declaring the findings the
grader must report for it. A definition (tools/variants/NAME.variant) is a small text file:

    description: the held card counted in the draw pile; single-head reserve allowed
    finding: display R21.4           # KIND CLAUSE [normal]: an error finding the grade must
    finding: rule R12.3              # show; together they are all the errors it may show
    seen: I11                        # text of an accepted (dialect or reading) finding
    reading: strict-cut              # the reading the probe must find
    profile: turn-line: no           # optional lines of the build's profile (no probe then)
    mutant: reserve-single-head      # a bug of tools/mutants/catalogue.py, by name
    edit: reference/cli/session.cc
    <<<<<<< search
    exact text to find (must occur exactly once)
    =======
    replacement text
    >>>>>>> replace

`build(NAME)` copies reference/ to build/variants/NAME/, applies the edits (failing loudly if
a search text is missing or ambiguous) and compiles it like mk/reference.mk does. Objects are
cached by content, so variants that touch one file recompile one file. `check(NAME, scripts)`
grades a variant as a real build is graded (probe, transcripts, normal games) and lists every
way the findings differ from the declared ones: a declared finding missing, an undeclared
error found, a reading not recognised."""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFINITIONS = ROOT / "tools" / "variants"
FLAGS = ["-std=c++20", "-O1"]
ERROR_KINDS = ("rule", "display", "testing-mode", "robustness")


class VariantError(RuntimeError):
    pass


@dataclass
class Edit:
    file: str
    search: str
    replace: str


@dataclass
class Variant:
    name: str
    description: str = ""
    findings: list[tuple[str, str, str]] = field(default_factory=list)  # kind, clause, mode
    seen: list[str] = field(default_factory=list)  # texts of accepted findings
    reading: str = "spec-2020"
    profile: list[str] = field(default_factory=list)
    edits: list[Edit] = field(default_factory=list)

    @property
    def errors(self) -> int:
        return len(self.findings)


def parse(text: str, name: str) -> Variant:
    variant = Variant(name)
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not line.strip() or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise VariantError(f"{name}:{i}: expected 'key: value', got {line!r}")
        value = value.strip()
        if key == "description":
            variant.description = value
        elif key == "finding":
            parts = value.split()
            if len(parts) not in (2, 3) or parts[0] not in ERROR_KINDS or \
                    (len(parts) == 3 and parts[2] != "normal"):
                raise VariantError(f"{name}:{i}: finding is 'KIND CLAUSE [normal]' with KIND "
                                   f"one of {', '.join(ERROR_KINDS)}; got {value!r}")
            variant.findings.append((parts[0], parts[1], parts[2] if len(parts) == 3
                                     else "testing"))
        elif key == "seen":
            variant.seen.append(value)
        elif key == "reading":
            variant.reading = value
        elif key == "profile":
            variant.profile.append(value)
        elif key == "mutant":
            variant.edits.append(_mutant(value, name, i))
        elif key == "edit":
            i = _edit_block(lines, i, value, variant, name)
        else:
            raise VariantError(f"{name}:{i}: unknown key {key!r}")
    if not variant.edits:
        raise VariantError(f"{name}: no edits")

    return variant


def _mutant(title: str, name: str, line: int) -> Edit:
    """The edit of a mutant of the catalogue: one way to plant a bug, shared."""
    from mutants.catalogue import MUTANTS
    found = next((m for m in MUTANTS if m.name == title), None)
    if found is None:
        raise VariantError(f"{name}:{line}: no mutant {title!r} in tools/mutants/catalogue.py")
    return Edit(found.file, found.search, found.replace)


def _edit_block(lines: list[str], i: int, file: str, variant: Variant, name: str) -> int:
    if i >= len(lines) or not lines[i].startswith("<<<<<<<"):
        raise VariantError(f"{name}:{i + 1}: an edit starts with '<<<<<<< search'")
    sep = end = None
    for j in range(i + 1, len(lines)):
        if lines[j] == "=======" and sep is None:
            sep = j
        elif lines[j].startswith(">>>>>>>"):
            end = j
            break
    if sep is None or end is None:
        raise VariantError(f"{name}:{i + 1}: unterminated edit block")
    variant.edits.append(Edit(file, "\n".join(lines[i + 1:sep]), "\n".join(lines[sep + 1:end])))
    return end + 1


def load(name: str) -> Variant:
    path = DEFINITIONS / f"{name}.variant"
    if not path.is_file():
        raise VariantError(f"no variant {name!r} ({path} not found)")
    return parse(path.read_text(encoding="utf-8"), name)


def names() -> list[str]:
    return sorted(p.stem for p in DEFINITIONS.glob("*.variant"))


def apply_edits(tree: Path, variant: Variant) -> None:
    for edit in variant.edits:
        target = tree / edit.file
        if not target.is_file():
            raise VariantError(f"{variant.name}: {edit.file} does not exist")
        text = target.read_text(encoding="utf-8")
        count = text.count(edit.search)
        if count != 1:
            found = "not found" if not count else f"found {count} times"
            raise VariantError(f"{variant.name}: search text {found} in {edit.file}:\n"
                               f"{edit.search}")
        target.write_text(text.replace(edit.search, edit.replace), encoding="utf-8")


def _compile(source: Path, include: Path, headers_key: str, cache: Path) -> Path:
    key = hashlib.sha256((" ".join(FLAGS) + headers_key).encode() + source.read_bytes())
    obj = cache / f"{key.hexdigest()[:24]}.o"
    if not obj.exists():
        tmp = obj.with_suffix(f".{os.getpid()}.tmp")
        cmd = ["g++", *FLAGS, f"-I{include}", "-c", str(source), "-o", str(tmp)]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            raise VariantError(f"compiling {source} failed:\n{done.stderr[-3000:]}")
        tmp.replace(obj)
    return obj


def build(name: str, out_root: Path | None = None, jobs: int = 2) -> Path:
    """Builds variant `name`; returns the path of its hydra binary. Concurrent builds of the
    same variant (parallel test workers) wait for each other."""
    out = (out_root or ROOT / "build" / "variants") / name
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out.parent / f".{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _build(name, out, jobs)


def _build(name: str, out: Path, jobs: int) -> Path:
    variant = load(name)
    binary = out / "hydra"
    stamp = _stamp(name)
    if binary.exists() and (out / "stamp").is_file() and (out / "stamp").read_text() == stamp:
        return binary  # built from these very sources and edits already
    cache = out.parent / ".objects"
    cache.mkdir(parents=True, exist_ok=True)
    tree = out / "reference"
    if tree.exists():
        shutil.rmtree(tree)
    shutil.copytree(ROOT / "reference", tree)
    apply_edits(out, variant)
    sources = sorted(tree.glob("*/*.cc"))  # core, cli and whatever else the reference has
    headers = hashlib.sha256()
    for header in sorted(tree.glob("*/*.h")):
        headers.update(header.name.encode() + header.read_bytes())
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        objects = list(pool.map(lambda s: _compile(s, tree, headers.hexdigest(), cache), sources))
    done = subprocess.run(["g++", *FLAGS, *map(str, objects), "-o", str(binary)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise VariantError(f"linking {name} failed:\n{done.stderr[-3000:]}")
    profile = out / "profile"
    if variant.profile:
        profile.write_text("\n".join(variant.profile) + "\n", encoding="utf-8")
    elif profile.exists():
        profile.unlink()  # graded as a real build: probed
    (out / "stamp").write_text(stamp)
    return binary


def _stamp(name: str) -> str:
    """A digest of everything a variant's binary depends on: the definition, the reference's
    sources and the flags."""
    digest = hashlib.sha256(" ".join(FLAGS).encode())
    digest.update((DEFINITIONS / f"{name}.variant").read_bytes())
    digest.update((ROOT / "tools" / "mutants" / "catalogue.py").read_bytes())
    for source in sorted((ROOT / "reference").rglob("*")):
        if source.is_file() and source.suffix in (".cc", ".h"):
            digest.update(str(source.relative_to(ROOT)).encode() + source.read_bytes())
    return digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="hydra-grade variants",
        description="Build modified copies of the reference (tools/variants/*.variant) into "
                    "build/variants/NAME/hydra, with the build's profile beside it.")
    parser.add_argument("names", nargs="*", help="variants to build (default: all)")
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
            print(f"built {build(name, jobs=args.jobs)}", flush=True)
    except VariantError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
