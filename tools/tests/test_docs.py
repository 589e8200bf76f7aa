"""The docs name only files that exist. Every path the README, docs/ and the other Markdown files
of the repository mention (in backticks or as a link target) that looks like a path of the
repository (it has a `/`, or ends in one of SUFFIXES) must name a tracked file or folder: from
the repository's root, from the document's folder, or, for a transcript id such as
`ace/ace-on-ace-ends-turn`, from transcripts/. A bare file name (`cases.py`) must be the name of
some tracked file. Placeholders in capitals (NAME, HARNESS) and globs match any name; a path
that starts with a placeholder (`DIR/*/hydra`) is the user's, not the repository's. Not checked:
the outputs of builds and commands (GENERATED), files read only if present (OPTIONAL), paths of
the machine (`/usr/bin/python3`). Also: no document points outside the repository."""

from __future__ import annotations

import fnmatch
import re
import subprocess

from conftest import ROOT

SUFFIXES = (".md", ".py", ".cc", ".h", ".mk", ".toml", ".variant", ".transcript")
# Written by builds and commands, not tracked: the build folder and `make`'s ./hydra, the
# differential fuzzer's candidate transcripts, the output of `hydra-grade class` (marks/) and
# its input.
GENERATED = ("build/", "fuzz/findings/", "marks/", "class/", "__MACOSX/")
GENERATED_FILES = ("hydra",)
# Read when present, absent from a fresh clone: the grader's default skip list.
OPTIONAL = ("transcripts/skip.txt",)
WORD = r"[A-Z][A-Z_-]*[A-Z]|<[a-z]+>"  # a placeholder: NAME, HARNESS, <area>
PLACEHOLDER = re.compile(rf"^(?:{WORD})(?=$|[/.])")
SPAN = re.compile(r"`([^`\s]+)`|\]\(([^)\s]+)\)")


def tracked() -> list[str]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return out.split()


def documents() -> list[str]:
    return [p for p in tracked() if p.endswith(".md") and not p.startswith("tools/variants/")]


def mentioned(text: str) -> list[str]:
    """The repository paths a Markdown text mentions."""
    found = []
    for match in SPAN.finditer(text):
        path = (match.group(1) or match.group(2)).split("#")[0].rstrip(".,:;")
        if not re.search(r"\w", path) or "://" in path or path.startswith(("/", "~")):
            continue
        first, slash, _ = path.partition("/")
        if slash and re.fullmatch(WORD, first):
            continue  # the user's path (DIR/*/hydra, NAME/report.html)
        if "/" in path or (path.endswith(SUFFIXES) and path not in SUFFIXES):
            found.append(path)
    return found


def pattern(path: str) -> str:
    """The path as a glob: each placeholder component (NAME, <area>) matches any name."""
    parts = [PLACEHOLDER.sub("*", part) for part in path.rstrip("/").split("/")]
    return "/".join(parts)


def exists(path: str, folder: str, files: list[str], folders: set[str]) -> bool:
    path = path.removeprefix("./")
    if path.startswith(GENERATED) or path in GENERATED_FILES + OPTIONAL:
        return True
    names = files + sorted(folders)
    if "/" not in path.rstrip("/"):
        return any(fnmatch.fnmatch(name.rpartition("/")[2], pattern(path)) for name in names)
    glob = pattern(path)
    bases = [glob, f"{folder}/{glob}" if folder else glob, f"transcripts/{glob}.transcript"]
    candidates = [_normal(b) for b in bases]
    return any(fnmatch.fnmatch(name, c) for c in candidates for name in names)


def _normal(path: str) -> str:
    """`a/b/../c` as `a/c`; a path that climbs above the root keeps its leading `..`."""
    out: list[str] = []
    for part in path.split("/"):
        if part == ".." and out and out[-1] != "..":
            out.pop()
        elif part not in ("", "."):
            out.append(part)
    return "/".join(out)


def missing_paths() -> list[str]:
    files = tracked()
    folders = {"/".join(f.split("/")[:i]) for f in files for i in range(1, f.count("/") + 1)}
    missing = []
    for doc in documents():
        folder = doc.rpartition("/")[0]
        for path in mentioned((ROOT / doc).read_text(encoding="utf-8")):
            if not exists(path, folder, files, folders):
                missing.append(f"{doc}: {path}")
    return missing


def test_paths_are_found_and_missing_ones_reported():
    files = ["docs/rules.md", "tools/rules/model.py", "transcripts/ace/ace-x.transcript"]
    folders = {"docs", "tools", "tools/rules", "transcripts", "transcripts/ace"}
    assert mentioned("see `tools/rules/model.py`, [rules](rules.md#r1), `make grade`, `../`, "
                     "`/usr/bin/python3`, `.md`, `DIR/*/hydra`, `README.md`") == [
        "tools/rules/model.py", "rules.md", "README.md"]
    for path in ("tools/rules/model.py", "rules.md", "../tools/rules/", "ace/ace-x", "./hydra",
                 "tools/NAME/model.py", "transcripts/<area>/", "model.py", "build/x/hydra"):
        assert exists(path, "docs", files, folders), path
    for path in ("tools/corpus/model.py", "corpus.md", "ace/ace-y", "tools/mutants/"):
        assert not exists(path, "docs", files, folders), path


def test_every_path_the_docs_mention_exists():
    assert len(documents()) >= 10
    assert missing_paths() == []


def test_no_document_points_outside_the_repository():
    outside = []
    for doc in documents():
        folder = doc.rpartition("/")[0]
        for path in mentioned((ROOT / doc).read_text(encoding="utf-8")):
            if _normal(f"{folder}/{path}" if folder else path).startswith(".."):
                outside.append(f"{doc}: {path}")
    assert outside == []
