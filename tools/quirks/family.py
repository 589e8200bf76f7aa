"""A quirk family: one way real builds differ from the reference, kept as a template of the
planted-difference format (tools/quirks/families/NAME.quirk) and turned into exact edits of the
reference's front end once its parameters are picked.

A template is a `.variant` text (tools/planted/variant.py) with `{{PARAM}}` placeholders and
five more header lines, read here and never written into a variant:

    section: wording                 # the class of real-world quirks it stands for (SECTIONS)
    slot: move-request draw-first    # regions it rewrites: two families sharing one are never
                                     # drawn together (a family without a slot only inserts)
    order: 10                        # edits are applied by ascending order, then name (50)
    needs: second-head               # what a game must reach for its findings and reading to
                                     # show: a rule error that keeps every game from it
                                     # (errors.HIDES) leaves them undeclared
    param: text || "How many players\\n" || "Number of players?\\n"   # NAME || VALUE || ...

A family without a slot only inserts: each of its search texts appears once in its
replacement, so any number of such families can share an anchor line. What the grader must
report for it is said in the usual way: `finding: KIND CLAUSE` (exactly that error finding),
`reading: NAME` (the probe must find that reading); with neither, it is an accepted dialect and
may show no error finding at all."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from planted.variant import Variant, VariantError, parse

FOLDER = Path(__file__).resolve().parent / "families"
# The classes of quirks real builds show, each covered by at least one family.
SECTIONS = {
    "wording": "wording and layout",
    "order": "order of prompts in testing mode",
    "readings": "rule readings and accepted alternatives",
    "failure": "failure behaviour: end of input, garbage, pauses",
    "unforeseen": "what no list foresees: counts at other moments, fewer card questions, "
                  "questions, unreadable tables, re-prompts, exact answers",
}
OWN_KEYS = ("section", "slot", "order", "needs", "param")


@dataclass(frozen=True)
class Family:
    name: str
    section: str
    slots: tuple[str, ...]
    order: int
    needs: tuple[str, ...]
    params: tuple[tuple[str, tuple[str, ...]], ...]  # name, values
    body: str  # the variant text with {{PARAM}} placeholders

    @property
    def inserts_only(self) -> bool:
        return not self.slots

    def picks(self) -> list[tuple[int, ...]]:
        """Every choice of parameter values, as indices."""
        return list(itertools.product(*(range(len(values)) for _, values in self.params)))

    def spec(self, picks: tuple[int, ...]) -> str:
        """`name.i.j`: the family and the index of each parameter's value."""
        return ".".join([self.name, *map(str, picks)])

    def variant(self, picks: tuple[int, ...]) -> Variant:
        """The family's edits and declarations with these parameter values."""
        if len(picks) != len(self.params) or any(
                not 0 <= i < len(values) for i, (_, values) in zip(picks, self.params)):
            raise VariantError(f"{self.spec(picks)}: {self.name} takes "
                               f"{len(self.params)} parameter(s): "
                               f"{', '.join(f'{n} 0..{len(v) - 1}' for n, v in self.params)}")
        text = self.body
        for (name, values), index in zip(self.params, picks):
            text = text.replace("{{" + name + "}}", values[index])
        return parse(text, self.spec(picks))

    def describe(self, picks: tuple[int, ...]) -> str:
        return ", ".join(f"{name}={values[i]}" for (name, values), i in zip(self.params, picks))


def _param(value: str, where: str) -> tuple[str, tuple[str, ...]]:
    name, sep, rest = value.partition("||")
    values = tuple(v.strip() for v in rest.split("||"))
    if not sep or not name.strip() or not values:
        raise VariantError(f"{where}: 'param: NAME || VALUE || VALUE...'; got {value!r}")
    return name.strip(), values


def read(path: Path) -> Family:
    """The family of a template file; its placeholders must all be parameters."""
    name = path.stem
    section, slots, order, needs, params, body = "", (), 50, (), [], []
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        key, sep, value = line.partition(":")
        where = f"{path.name}:{number}"
        if not sep or key not in OWN_KEYS or line.startswith((" ", "#")):
            body.append(line)
        elif key == "section":
            section = value.strip()
        elif key == "slot":
            slots = tuple(value.split())
        elif key == "order":
            order = int(value)
        elif key == "needs":
            needs = tuple(value.split())
        else:
            params.append(_param(value, where))
    if section not in SECTIONS:
        raise VariantError(f"{path.name}: section must be one of {', '.join(SECTIONS)}")
    family = Family(name, section, slots, order, needs, tuple(params), "\n".join(body))
    for picks in family.picks():  # every placeholder is a parameter; every choice parses
        made = family.variant(picks)
        if any("{{" in e.replace for e in made.edits) or "{{" in made.description:
            raise VariantError(f"{path.name}: a placeholder that is no parameter")
    return family


@cache
def load_all(folder: Path = FOLDER) -> dict[str, Family]:
    return {p.stem: read(p) for p in sorted(folder.glob("*.quirk"))}
