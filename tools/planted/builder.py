"""The one builder of planted bugs: copies reference/ to build/variants/NAME/reference, applies
the variant's edits there (reference/ itself is never touched) and builds from that copy what a
suite needs: the hydra binary, an archive of the engine's objects to link with test objects,
a fuzz harness. Objects are cached by content (the source, the project headers it includes,
directly or through others, the compiler and flags) in build/variants/.objects, so the
unmodified sources are compiled once per toolchain and a bug recompiles only the files it edits
and those that include a header it edits."""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from .variant import ROOT, Variant, VariantError, edited, load

OUT = ROOT / "build" / "variants"


@dataclass(frozen=True)
class Toolchain:
    name: str
    command: tuple[str, ...]


# The hydra binary and the engine linked with the scenario and property tests: built without
# HYDRA_CHECK_INVARIANTS, so that it is the tests, not the engine's own self-checks, that
# notice a planted bug.
GCC = Toolchain("gcc", ("g++", "-std=c++20", "-O1"))
# A graded build is started hundreds of times: linked with its own copy of the C++ runtime, a
# start loads and relocates no libstdc++ (about 2 ms less each, a tenth of a grade); the C
# library stays shared, as the fixed clock is preloaded into it (grader/fixed_clock.py).
LINK = ("-static-libstdc++", "-static-libgcc")
MAIN = "reference/cli/main.cc"


@dataclass(frozen=True)
class FuzzRecipe:
    """How mk/fuzz.mk builds the harnesses (`make fuzz-recipe`): the compile and link commands
    and, for each harness, the objects it links besides the engine's."""
    compile: Toolchain
    link: tuple[str, ...]
    parts: dict[str, tuple[Path, ...]]


def parse_recipe(text: str) -> FuzzRecipe:
    fields = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
    try:
        return FuzzRecipe(Toolchain("fuzz", tuple(fields["compile"].split())),
                          tuple(fields["link"].split()),
                          {h: tuple(ROOT / p for p in fields[h].split()) for h in ("engine", "cli")})
    except KeyError as missing:
        raise VariantError(f"`make fuzz-recipe` did not say {missing}") from None


def fuzz_recipe() -> FuzzRecipe:
    done = subprocess.run(["make", "-s", "--no-print-directory", "-C", str(ROOT), "fuzz-recipe"],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise VariantError(f"`make fuzz-recipe` failed:\n{done.stderr[-2000:]}")
    return parse_recipe(done.stdout)


def sources(tree: Path) -> list[Path]:
    """Every source of a copy of the reference (core, computer players, front end)."""
    return sorted(tree.glob("reference/*/*.cc"))


def _lock(name: str):
    OUT.mkdir(parents=True, exist_ok=True)
    lock = open(OUT / f".{name}.lock", "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    return lock


def remove(name: str) -> None:
    """Removes what was built for NAME, its lock included (a build made for one grade)."""
    shutil.rmtree(OUT / name, ignore_errors=True)
    (OUT / f".{name}.lock").unlink(missing_ok=True)


def tree(variant: Variant) -> Path:
    """build/variants/NAME: a fresh copy of reference/ with the variant's edits applied."""
    out = OUT / variant.name
    texts = edited(ROOT, variant)  # fails before anything is copied if an edit is stale
    if (out / "reference").exists():
        shutil.rmtree(out / "reference")
    out.mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "reference", out / "reference")
    for file, text in texts.items():
        (out / file).write_text(text, encoding="utf-8")
    return out


_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def _headers(source: Path, root: Path) -> list[Path]:
    """The project headers `source` includes, directly or through other headers, in a fixed
    order (a quoted include is looked up beside the including file, then under
    root/reference, as the compiler does with -I root/reference)."""
    found: dict[Path, None] = {}
    pending = [source]
    while pending:
        current = pending.pop()
        for name in _INCLUDE.findall(current.read_text(encoding="utf-8", errors="replace")):
            for place in (current.parent / name, root / "reference" / name):
                if place.is_file():
                    header = place.resolve()
                    if header not in found:
                        found[header] = None
                        pending.append(header)
                    break
    return sorted(found)


def compile_source(source: Path, root: Path, chain: Toolchain) -> Path:
    """The object of `source` (a file under root/reference), from the cache if it is there."""
    key = hashlib.sha256(" ".join(chain.command).encode() + source.read_bytes())
    for header in _headers(source, root):
        key.update(str(header.relative_to(root.resolve())).encode() + b"\0" + header.read_bytes())
    cache = OUT / ".objects" / chain.name
    cache.mkdir(parents=True, exist_ok=True)
    obj = cache / f"{source.stem}-{key.hexdigest()[:24]}.o"
    if obj.exists():
        return obj
    # two variants that edit a header alike need the same objects: one compiles, one waits
    with open(obj.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if obj.exists():
            return obj
        tmp = obj.with_suffix(f".{os.getpid()}.{id(source)}.tmp")
        cmd = [*chain.command, f"-I{root / 'reference'}", "-c", str(source), "-o", str(tmp)]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            raise VariantError(f"compiling {source} failed:\n{done.stderr[-3000:]}")
        tmp.replace(obj)
        return obj


def objects(root: Path, chain: Toolchain, jobs: int = 1) -> dict[str, Path]:
    """Objects of every source under root/reference, by path relative to root."""
    files = sources(root)
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        built = list(pool.map(lambda s: compile_source(s, root, chain), files))
    return {str(s.relative_to(root)): o for s, o in zip(files, built)}


def prepare(chain: Toolchain, jobs: int = 2) -> None:
    """Compiles the unmodified reference once (what every bug shares)."""
    objects(ROOT, chain, jobs)


def _run(cmd: list[str], what: str) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise VariantError(f"{what} failed:\n{done.stderr[-3000:]}")


def _stamp(variant: Variant) -> str:
    """A digest of everything the variant's build depends on: its edits and profile, the
    reference's sources and the flags."""
    digest = hashlib.sha256(" ".join(GCC.command + LINK).encode())
    for edit in variant.edits:
        digest.update(f"{edit.file}\0{edit.search}\0{edit.replace}\0".encode())
    digest.update("\n".join(variant.profile).encode())
    for source in sorted((ROOT / "reference").rglob("*")):
        if source.is_file() and source.suffix in (".cc", ".h"):
            digest.update(str(source.relative_to(ROOT)).encode() + source.read_bytes())
    return digest.hexdigest()


def hydra(name: str, jobs: int = 1, variant: Variant | None = None) -> Path:
    """build/variants/NAME/hydra, with the build's profile beside it when the variant brings
    one. Builds of the same variant from parallel processes wait for each other. `variant`:
    one not in tools/variants (a combination of quirks), built under its own name."""
    with _lock(name):
        variant = variant or load(name)
        out = OUT / name
        binary = out / "hydra"
        stamp = _stamp(variant)
        if binary.exists() and (out / "stamp").is_file() and \
                (out / "stamp").read_text() == stamp:
            return binary  # built from these very sources and edits already
        root = tree(variant)
        objs = objects(root, GCC, jobs)
        _run([GCC.command[0], *LINK, *map(str, objs.values()), "-o", str(binary)],
             f"linking {name}")
        profile = out / "profile"
        if variant.profile:
            profile.write_text("\n".join(variant.profile) + "\n", encoding="utf-8")
        elif profile.exists():
            profile.unlink()  # graded as a real build: probed
        (out / "stamp").write_text(stamp)
        return binary


def engine_archive(name: str, jobs: int = 1) -> Path:
    """build/variants/NAME/libreference.a: every object of the copy but main(), to link after
    test objects."""
    with _lock(name):
        root = tree(load(name))
        objs = [o for s, o in objects(root, GCC, jobs).items() if s != MAIN]
        archive = OUT / name / "libreference.a"
        archive.unlink(missing_ok=True)
        _run(["ar", "rcs", str(archive), *map(str, objs)], f"archiving {name}")
        return archive


def fuzz_harness(name: str, harness: str, jobs: int = 1) -> Path:
    """build/variants/NAME/HARNESS_fuzzer: the harness objects `make fuzz-build` compiled,
    linked with the copy's objects compiled as mk/fuzz.mk does."""
    recipe = fuzz_recipe()
    parts = recipe.parts[harness]
    missing = [str(p) for p in parts if not p.is_file()]
    if missing:
        raise VariantError(f"missing {', '.join(missing)}: run `make fuzz-build` first")
    with _lock(name):
        root = tree(load(name))
        objs = [o for s, o in objects(root, recipe.compile, jobs).items() if s != MAIN]
        binary = OUT / name / f"{harness}_fuzzer"
        _run([*recipe.link, *map(str, parts), *map(str, objs), "-o", str(binary)],
             f"linking the {harness} harness of {name}")
        return binary
