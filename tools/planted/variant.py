"""The one format of a planted bug or dialect: tools/variants/NAME.variant, a header of
`key: value` lines and edit blocks.

    description: an equal card does not end the turn
    caught-by: corpus fuzz engine grader    # suites that must catch it (see SUITES)
    caught-by: properties props Turns.*     # a suite may take arguments: one suite a line
    caught-by: grader full                  # graded by `make planted-full` only
    finding: rule R8                        # grader: KIND CLAUSE [normal], all its errors
    may: rule R15.2                         # grader: an error it may show, or not (rarely seen)
    seen: I11                               # grader: text of an accepted difference
    reading: strict-cut                     # grader: the reading the probe must find
    profile: turn-line: no                  # grader: a line of the build's profile
    quirk: table-frame.1.0.2.0              # the quirk family (tools/quirks) and parameters
    include: reserve-single-head            # the edits of another variant of the folder
    edit: reference/core/game.cc
    <<<<<<< search
    exact text to find (must occur exactly once)
    =======
    replacement text
    >>>>>>> replace

A dialect (a build that words or orders things differently but breaks no rule) declares no
rule finding and is caught by nothing but `grader`, which checks that its findings are exactly
the declared ones. Lines starting with # are notes."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFINITIONS = ROOT / "tools" / "variants"
ERROR_KINDS = ("rule", "display", "testing-mode", "robustness")
# corpus: the golden transcripts fail; scenario: the spec-tests/scenario gtests fail;
# properties [SUITE [GTEST_FILTER]]: a property suite goes red (props, model or simulation);
# fuzz HARNESS: the engine or cli harness reports a crash from its seeds within a time bound;
# grader [full]: grading yields exactly the declared findings (and reading, and accepted
# differences); `full`: checked only by `make planted-full` (a planted bug other suites catch
# in make test, declared for the quirk zoo's pool of rule errors).
SUITES = ("corpus", "scenario", "properties", "fuzz", "grader")


class VariantError(RuntimeError):
    pass


@dataclass
class Edit:
    file: str
    search: str
    replace: str


@dataclass(frozen=True)
class Suite:
    name: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.name, *self.args))


@dataclass
class Variant:
    name: str
    description: str = ""
    caught_by: list[Suite] = field(default_factory=list)
    findings: list[tuple[str, str, str]] = field(default_factory=list)  # kind, clause, mode
    may: list[tuple[str, str, str]] = field(default_factory=list)  # findings allowed, not owed
    seen: list[str] = field(default_factory=list)  # texts of accepted findings
    reading: str = "spec-2020"
    profile: list[str] = field(default_factory=list)
    quirks: list[str] = field(default_factory=list)  # quirk families and their parameters
    edits: list[Edit] = field(default_factory=list)

    @property
    def errors(self) -> int:
        return len(self.findings)

    @property
    def dialect(self) -> bool:
        return not any(kind == "rule" for kind, _, _ in self.findings)

    def suites(self, name: str) -> list[Suite]:
        return [s for s in self.caught_by if s.name == name]


def _suites(value: str, name: str, line: int) -> list[Suite]:
    """`properties SUITE [FILTER]` and `fuzz HARNESS` take the rest of the line; other suites
    may share one line."""
    words = value.split()
    if not words or words[0] not in SUITES:
        raise VariantError(f"{name}:{line}: caught-by names suites among {', '.join(SUITES)}; "
                           f"got {value!r}")
    if words[0] == "properties":
        if len(words) > 3 or (len(words) > 1 and words[1] not in ("props", "model",
                                                                   "simulation")):
            raise VariantError(f"{name}:{line}: 'properties [props|model|simulation "
                               f"[GTEST_FILTER]]'; got {value!r}")
        return [Suite("properties", tuple(words[1:]))]
    out = []
    i = 0
    while i < len(words):
        word = words[i]
        if word not in SUITES or word == "properties":
            raise VariantError(f"{name}:{line}: unknown suite {word!r} (or put 'properties' "
                               f"on a line of its own)")
        if word == "fuzz":
            if i + 1 >= len(words) or words[i + 1] not in ("engine", "cli"):
                raise VariantError(f"{name}:{line}: 'fuzz engine' or 'fuzz cli'")
            out.append(Suite("fuzz", (words[i + 1],)))
            i += 2
            continue
        if word == "grader" and i + 1 < len(words) and words[i + 1] == "full":
            out.append(Suite("grader", ("full",)))
            i += 2
            continue
        out.append(Suite(word))
        i += 1
    return out


def parse(text: str, name: str, folder: Path | None = None) -> Variant:
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
        elif key == "caught-by":
            variant.caught_by += _suites(value, name, i)
        elif key in ("finding", "may"):
            parts = value.split()
            if len(parts) not in (2, 3) or parts[0] not in ERROR_KINDS or \
                    (len(parts) == 3 and parts[2] != "normal"):
                raise VariantError(f"{name}:{i}: {key} is 'KIND CLAUSE [normal]' with KIND "
                                   f"one of {', '.join(ERROR_KINDS)}; got {value!r}")
            (variant.findings if key == "finding" else variant.may).append(
                (parts[0], parts[1], parts[2] if len(parts) == 3 else "testing"))
        elif key == "seen":
            variant.seen.append(value)
        elif key == "reading":
            variant.reading = value
        elif key == "profile":
            variant.profile.append(value)
        elif key == "quirk":
            variant.quirks.append(value)
        elif key == "include":
            variant.edits += _included(value, name, i, folder or DEFINITIONS)
        elif key == "edit":
            i = _edit_block(lines, i, value, variant, name)
        else:
            raise VariantError(f"{name}:{i}: unknown key {key!r}")
    if not variant.edits:
        raise VariantError(f"{name}: no edits")
    return variant


def _included(other: str, name: str, line: int, folder: Path) -> list[Edit]:
    path = folder / f"{other}.variant"
    if other == name or not path.is_file():
        raise VariantError(f"{name}:{line}: include: no variant {other!r} in {folder}")
    return parse(path.read_text(encoding="utf-8"), other, folder).edits


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


def edited(root: Path, variant: Variant) -> dict[str, str]:
    """The new text of every file the variant edits (paths relative to `root`, which holds
    reference/). Fails naming the file and the search text when a search text does not occur
    exactly once."""
    texts: dict[str, str] = {}
    for edit in variant.edits:
        if edit.file not in texts:
            target = root / edit.file
            if not target.is_file():
                raise VariantError(f"{variant.name}: {edit.file} does not exist")
            texts[edit.file] = target.read_text(encoding="utf-8")
        count = texts[edit.file].count(edit.search)
        if count != 1:
            found = "not found" if not count else f"found {count} times"
            raise VariantError(f"{variant.name}: edit no longer applies: search text {found} "
                               f"in {edit.file}:\n{edit.search}")
        texts[edit.file] = texts[edit.file].replace(edit.search, edit.replace)
    return texts


def apply_edits(tree: Path, variant: Variant) -> None:
    """Applies the edits to the copy of reference/ under `tree` (in place)."""
    for file, text in edited(tree, variant).items():
        (tree / file).write_text(text, encoding="utf-8")
