"""A build's profile: a small hand-writable text file telling the grader how to talk to one
build (its flags, other wording of prompts, fixed answers to extra questions, whether it reads
a line after the turn prompt, the rule reading it follows, the house rules it can play and
how to switch them on). `probe` writes one; an empty profile means the canonical protocol.
Format, one setting per line, `#` comments:

    name: team-42
    args: -testing
    alias card: ^Card Value\\?          # KIND: a regular expression (searched, any case)
    answer: ^Deck size => 54            # an extra question (regex) => the fixed answer
    turn-line: auto                     # yes | no | auto (detected at every turn prompt)
    joker: joker                        # how `Joker` is typed at `Card value?` (default Joker)
    card: whole                         # the card asked whole in one question (`5S`)
    card whole: ^Card\\?                 # only this question asks it whole (regex, any case)
    reading: spec-2020                  # or strict-cut, reserve-to-draw, ...
    house-rules suit-match: -testing -house suit    # RULESET: the flags that play it
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from .prompts import KINDS, PromptMatcher
from .rulesets import PROFILES, canonical, house_rules, profile_names


class ProfileError(ValueError):
    pass


@dataclass
class Profile:
    name: str = ""
    args: list[str] = field(default_factory=lambda: ["-testing"])
    aliases: list[tuple[str, str]] = field(default_factory=list)
    answers: list[tuple[str, str]] = field(default_factory=list)
    turn_line: str = "auto"
    testing: bool = True  # testing mode can be driven (no: graded by normal play alone)
    joker_word: str = "Joker"  # what the build takes for `Joker` at `Card value?`
    whole_card: bool = False  # a card asked in one question, answered whole (`5S`, `Joker`)
    whole_questions: list[str] = field(default_factory=list)  # or only these (regexes): the
    # build asks other cards in two questions (its first head by the value alone, say)
    reading: str = "spec-2020"
    # house-rule profile (canonical, e.g. "red-down-black-up,suit-match") => the build's flags
    house_args: dict[str, list[str]] = field(default_factory=dict)
    path: str = ""

    def matcher(self) -> PromptMatcher:
        return PromptMatcher.build(self.aliases, self.answers, self.joker_word)

    def asks_whole(self, line: str) -> bool:
        """Whether the card question worded `line` wants the whole card in one answer."""
        return self.whole_card or any(re.search(pattern, line.strip(), re.IGNORECASE)
                                      for pattern in self.whole_questions)

    def spell(self, kind: str, answer: bytes) -> bytes:
        """A transcript's answer as this build wants it typed (`Joker` may be spelt otherwise).
        The two words trade places: garbage that happens to be the build's own word for a
        joker is typed as `Joker`, which the build does not take (it is garbage to it too)."""
        word = self.joker_word.encode()
        if kind == "card" and word != b"Joker" and answer.strip() in (b"Joker", word):
            return answer.replace(b"Joker", word) if answer.strip() == b"Joker" else \
                answer.replace(word, b"Joker")
        return answer

    def dumps(self) -> str:
        lines = [f"name: {self.name}"] if self.name else []
        lines.append(f"args: {shlex.join(self.args)}")
        lines += [f"alias {kind}: {pattern}" for kind, pattern in self.aliases]
        lines += [f"answer: {pattern} => {answer}" for pattern, answer in self.answers]
        lines += [f"turn-line: {self.turn_line}", f"reading: {self.reading}"]
        if not self.testing:
            lines.append("testing: no")
        if self.joker_word != "Joker":
            lines.append(f"joker: {self.joker_word}")
        if self.whole_card:
            lines.append("card: whole")
        lines += [f"card whole: {pattern}" for pattern in self.whole_questions]
        lines += [f"house-rules {name}: {shlex.join(args)}"
                  for name, args in sorted(self.house_args.items())]
        return "\n".join(lines) + "\n"


def parse(text: str, path: str = "<profile>") -> Profile:
    prof = Profile(path=path)
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        where = f"{path}:{n}"
        if not sep:
            raise ProfileError(f"{where}: expected 'key: value', got {raw!r}")
        if key == "name":
            prof.name = value
        elif key == "args":
            prof.args = shlex.split(value)
        elif key.startswith("alias "):
            kind = key[len("alias "):].strip()
            if kind not in KINDS:
                raise ProfileError(f"{where}: alias kind {kind!r} is not one of {', '.join(KINDS)}")
            _check_regex(value, where)
            prof.aliases.append((kind, value))
        elif key == "answer":
            pattern, arrow, answer = value.partition("=>")
            if not arrow:
                raise ProfileError(f"{where}: expected 'answer: REGEX => TEXT'")
            _check_regex(pattern.strip(), where)
            prof.answers.append((pattern.strip(), answer.strip()))
        elif key == "testing":
            if value not in ("yes", "no"):
                raise ProfileError(f"{where}: testing is yes or no")
            prof.testing = value == "yes"
        elif key == "turn-line":
            if value not in ("yes", "no", "auto"):
                raise ProfileError(f"{where}: turn-line is yes, no or auto")
            prof.turn_line = value
        elif key == "joker":
            if not value or any(c.isspace() for c in value):
                raise ProfileError(f"{where}: joker is one word (how `Joker` is typed)")
            prof.joker_word = value
        elif key == "card":
            if value not in ("whole", "parts"):
                raise ProfileError(f"{where}: card is whole (one question, `5S`) or parts")
            prof.whole_card = value == "whole"
        elif key == "card whole":
            _check_regex(value, where)
            prof.whole_questions.append(value)
        elif key == "reading":
            if value not in PROFILES:
                raise ProfileError(f"{where}: reading is one of {', '.join(PROFILES)} (house "
                                   f"rules go in 'house-rules RULESET: FLAGS' lines)")
            prof.reading = value
        elif key.startswith("house-rules "):
            name = _house_profile(key[len("house-rules "):].strip(), where)
            if name in prof.house_args:
                raise ProfileError(f"{where}: house-rules {name} given twice")
            prof.house_args[name] = shlex.split(value)
        else:
            raise ProfileError(f"{where}: unknown setting {key!r}")
    return prof


def _house_profile(text: str, where: str) -> str:
    """The canonical name of the ruleset of a `house-rules RULESET:` line."""
    try:
        names = profile_names(text)
    except ValueError as err:
        raise ProfileError(f"{where}: {err}") from None
    name = canonical(names)
    if not house_rules(name):
        raise ProfileError(f"{where}: house-rules {text!r} names no house rule (a reading "
                           f"goes in 'reading:')")
    return name


def _check_regex(pattern: str, where: str) -> None:
    try:
        re.compile(pattern)
    except re.error as err:
        raise ProfileError(f"{where}: bad regular expression {pattern!r}: {err}") from None


def load(path: str | Path) -> Profile:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise ProfileError(f"cannot read profile {path}: {err.strerror}") from None
    return parse(text, str(path))
