"""A combination: a few quirks (families with their parameters) and zero to two planted rule
errors, named by its spec (`table-frame.1.0.2.0,eof-abort,rule:cut-newest`), drawn at random
from a seed, and written out as one variant file: the rule errors included by name first, then
every quirk's edits in a fixed order (ascending `order:`, then name), with the findings and
reading all of them declare. The file is a regression case as it stands (tools/variants)."""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from planted.variant import ROOT, Variant, VariantError, edited, parse

from .errors import ALONE, overlap, pool
from .family import Family, load_all

RULE = "rule:"
QUIRKS = (2, 6)  # quirks in a drawn combination, at least and at most
ERRORS = (0, 2)  # rule errors in a drawn combination, at least and at most


@dataclass(frozen=True)
class Combination:
    quirks: tuple[tuple[str, tuple[int, ...]], ...]  # family name, parameter picks
    errors: tuple[str, ...] = ()

    @property
    def spec(self) -> str:
        families = load_all()
        return ",".join([families[n].spec(p) for n, p in self.quirks] +
                        [RULE + e for e in self.errors])

    @property
    def name(self) -> str:
        return "zoo-" + hashlib.sha256(self.spec.encode()).hexdigest()[:10]

    def parts(self) -> list[str]:
        """Its elements as specs (what shrinking removes one by one)."""
        return [p for p in self.spec.split(",") if p]

    def text(self, note: str = "") -> str:
        """The variant file of the combination."""
        families = load_all()
        rules = pool()
        made = [(families[n], families[n].variant(p)) for n, p in self.quirks]
        made.sort(key=lambda fv: (fv[0].order, fv[0].name))
        hidden = {h for e in self.errors for h in rules[e].hides}
        shown = [v for f, v in made if not hidden & set(f.needs)]  # (what its game reaches)
        findings: list[tuple[str, str, str]] = []
        readings = [rules[e].reading for e in self.errors if rules[e].reading]
        for variant in shown:
            if variant.reading != "spec-2020":
                readings.append(variant.reading)
        reading = (readings or ["spec-2020"])[0].split(",")
        may: list[tuple[str, str, str]] = []  # (findings a grade may show, or not)
        for error in self.errors:
            may += rules[error].also
            if rules[error].rare_under in reading:
                may += rules[error].findings
            elif rules[error].unseen_under not in reading:
                findings += rules[error].findings
        for variant in shown:
            findings += variant.findings
        lines = [f"# A combination of the quirk zoo (tools/quirks): {self.spec}"]
        lines += [f"# {line}" for line in note.splitlines()]
        lines += [f"description: {'; '.join(v.description for _, v in made) or 'no quirk'}"
                  + "".join(f"; {e}" for e in self.errors), "caught-by: grader"]
        lines += [f"quirk: {v.name}  # {f.describe(_picks(v.name))}".rstrip(" #")
                  for f, v in made]
        unique = list(dict.fromkeys(findings))
        lines += [f"{key}: {k} {c}" + (" normal" if m == "normal" else "")
                  for key, declared in (("finding", unique), ("may", may))
                  for k, c, m in declared]
        if readings:
            lines.append(f"reading: {readings[0]}")
        lines += [f"include: {e}" for e in self.errors]
        for _, variant in made:
            for edit in variant.edits:
                lines += [f"edit: {edit.file}", "<<<<<<< search", edit.search, "=======",
                          edit.replace, ">>>>>>> replace"]
        return "\n".join(lines) + "\n"

    def variant(self) -> Variant:
        """The combination as one variant; fails if two of its edits collide."""
        variant = parse(self.text(), self.name)
        edited(ROOT, variant)
        return variant


def _picks(spec: str) -> tuple[int, ...]:
    return tuple(int(i) for i in spec.split(".")[1:])


def parse_spec(spec: str) -> Combination:
    """The combination a spec names (the inverse of Combination.spec)."""
    families = load_all()
    rules = pool()
    quirks, errors = [], []
    for part in filter(None, (p.strip() for p in spec.split(","))):
        if part.startswith(RULE):
            if part[len(RULE):] not in rules:
                raise VariantError(f"no rule error {part[len(RULE):]!r} (one of "
                                   f"{', '.join(rules)})")
            errors.append(part[len(RULE):])
            continue
        name = part.split(".")[0]
        if name not in families:
            raise VariantError(f"no quirk family {name!r}")
        picks = _picks(part) if "." in part else tuple(0 for _ in families[name].params)
        families[name].variant(picks)  # checks the picks
        quirks.append((name, picks))
    return Combination(tuple(quirks), tuple(errors))


def clash(families: list[Family], errors: list[str]) -> bool:
    """True if two of them rewrite the same slot, or two rule errors the same code, or a rule
    error that hides every other one has company."""
    slots = [s for f in families for s in f.slots] + \
        [s for e in errors for s in pool()[e].slots]
    return len(slots) != len(set(slots)) or \
        len(errors) > 1 and any(e in ALONE for e in errors) or \
        any(overlap(a, b) for i, a in enumerate(errors) for b in errors[i + 1:])


def draw(seed: int, index: int) -> Combination:
    """Combination `index` of the run with `seed`: 2 to 6 quirks, 0 to 2 rule errors, no two
    sharing a slot and every edit applying. The same seed and index always give the same."""
    rng = random.Random(f"zoo:{seed}:{index}")
    families = list(load_all().values())
    rule_names = sorted(pool())
    for _ in range(100):
        want = rng.randint(*QUIRKS)
        chosen: list[Family] = []
        for family in rng.sample(families, len(families)):
            if len(chosen) < want and not clash(chosen + [family], []):
                chosen.append(family)
        errors: list[str] = []
        for name in rng.sample(rule_names, rng.randint(*ERRORS)):
            if not clash(chosen, errors + [name]):
                errors.append(name)
        combination = Combination(
            tuple((f.name, rng.choice(f.picks())) for f in chosen), tuple(errors))
        try:
            combination.variant()
        except VariantError:
            continue  # two edits collide: draw again
        return combination
    raise VariantError(f"no combination of seed {seed}, index {index} applies")
