"""Prompt recognition. Every question a Hydra build asks has a kind: the player count, the
turn prompt, a card value, a suit, a move, a joker value, or an extra question only some builds
ask (answered from the build's profile). The canonical wording (docs/rules.md R22,
R23) is matched exactly when a transcript is written; when a build is graded, liberal
default patterns plus the profile's aliases are used so that reworded builds still work."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace

from rules.cards import RANKS, SUITS

CARD_QUESTIONS = 12  # card questions in a row before a build is taken to be stuck
KINDS = ("players", "turn", "card", "suit", "move", "joker")

# The reference's exact wording: one regular expression per kind, matched on a whole line.
CANONICAL: dict[str, re.Pattern[str]] = {
    "players": re.compile(r"How many players\?"),
    "turn": re.compile(r"Player (?P<player>\d+), it is your turn\."),
    "card": re.compile(r"Card value\?"),
    "suit": re.compile(r"Suit\?"),
    "move": re.compile(r"Player (?P<player>\d+), you are holding an? (?P<card>\S+)\. Your move\?"),
    "joker": re.compile(r"Joker value\?"),
}

# What builds in the wild print (builds-in-the-wild.md, "Wording and layout"); searched, not
# matched, case-insensitively, in this order (the first kind that matches wins).
DEFAULT_ALIASES: list[tuple[str, str]] = [
    ("players", r"^\W*(how many players|(please )?(enter )?(the )?number of players)\b.{0,16}$"),
    # (a joker value asked, not one a statement talks of: `Joker value cannot be greater
    # than head value.` is an error line)
    ("joker", r"joker\s*value\s*\?|joker\s*value\b[^.!?]*$"),
    ("card", r"^\W*((please\s+)?(enter|type|input|name)\s+(the\s+|a\s+)?)?card\s*value\b|"
             r"^\W*value\s*of\s*(the\s*)?card\b|^\W*card\s*\?"),
    ("suit", r"^\W*((please\s+)?(enter|type|input|name)\s+(the\s+|a\s+)?)?(card\s*)?"
             r"suit(\s*value)?\s*[?:]?"),
    ("move", r"holding\s+(an?\s+)?(?P<card>[^\s.]+)\.?\s*your\s+move"),
    ("move", r"^\W*(player\s*(?P<player>\d+)\s*,?\s*)?((please\s+)?(enter|make|choose|type|"
             r"input)\s+)?your\s+(next\s+)?move\s*[?:.]?\s*$"),
    ("turn", r"player\s*(?P<player>\d+)\s*,?\s*(it\s*is\s*|it['’]?s\s*)?your\s*turn"),
]

# Hints a question's wording gives about its answer, tried first (the candidates follow).
# Those of OWN say the question is one of the build's own (a deck size, testing mode, house
# rules, a numbered choice); a joker named, or a question mark, may be in the reference's too.
OWN = [(r"deck|size|how many cards|cards (should|per|each)|number of cards", ["54"]),
       (r"test", ["yes", "y"]), (r"house|variant|rule|option", ["no", "n"]),
       (r"(?:^|\s)1[.)](?:\s|$)", ["1"]),  # (a menu's `1.` or `1)`, not a range's `(1-3)`)
       # (a player's name: the name the reference's table gives that player, `Player 2`)
       (r"\bname\b.{0,20}\bplayer|\bplayer\b.{0,20}\bname\b|\byour name\b", ["Player {n}"])]
HINTS = OWN[:3] + [(r"joker", ["yes", "y"])] + OWN[3:] + \
    [(r"y/n|yes/no|\(y\)|\[y|yes|\?\s*$", ["n"])]
YES_NO = ("y", "yes", "n", "no")


def offered(line: str) -> list[str]:
    """The answers a question offers itself, as `a/b` (`(Y/N)`, `[yes/no]`, `1/2/3`) or `a or
    b` shows them, in the question's own spelling."""
    out: list[str] = []
    for words in re.findall(r"\w+(?:\s*/\s*\w+)+", line):
        out += re.split(r"\s*/\s*", words)
    for pair in re.findall(r"\b(\w+) or (\w+)\b", line):
        out += [w for w in pair if w.lower() in YES_NO]
    return list(dict.fromkeys(out))


NUMBERED = re.compile(r"\b1\s*(?:-|\.\.|to)\s*13\b")  # (values offered as `1-13`, `1 to 13`)


def in_offered_form(line: str, answer: str) -> str:
    """A card value typed as a question that offers the values as numbers (`Joker value
    (1-13)?`) takes it: the number of an ace or a face (1, 11, 12, 13); garbage stays garbage
    there (`1` or `13`, no value typed so, is `0`); else as it is."""
    value = answer.strip()
    if not value or not NUMBERED.search(line):
        return answer
    number = str(RANKS[value.upper()]) if value.upper() in RANKS else \
        "0" if value.isdigit() and 1 <= int(value) <= 13 else value
    return answer.replace(value, number, 1)  # (blanks kept)


def offered_kind(line: str) -> str | None:
    """The reference's question a question offering card values (`[A/2/.../K/Joker]`) or
    suits (`(S/H/C/D)`) as its answers asks in other words: `card` or `suit`, else None."""
    answers = [a.upper() for a in offered(line)]
    if any(re.search(pattern, line, re.IGNORECASE) for pattern, _ in OWN):
        return None  # (`Number of decks (1/2)?`)
    if len(answers) > 1 and all(a in RANKS or a == "JOKER" for a in answers) and \
            any(a in ("A", "J", "Q", "K", "JOKER") for a in answers):
        return "card"
    if len(answers) > 1 and all(a in SUITS for a in answers):
        return "suit"
    return None


def own_question(line: str) -> bool:
    """Whether the wording of a question says it is one of the build's own (OWN, or answers
    it offers as `y/n`, not card values or suits), not one the reference asks in other
    words."""
    return bool(offered(line)) and offered_kind(line) is None or \
        any(re.search(pattern, line, re.IGNORECASE) for pattern, _ in OWN)


# What a question of each kind asks for, named in any words: the build waits at a question
# of its own wording where the reference asks one of these (`What value should the joker
# take?` where the reference asks `Joker value?`): it is that question, learned so.
SUBJECTS = {"joker": r"\bjoker\b", "suit": r"\bsuit\b", "card": r"\b(card|rank)\b",
            "players": r"\bplayers\b"}


def asks_for(kind: str, line: str) -> bool:
    """Whether `line`, a question (ending in `?` or `:`) that no wording known matches, asks
    what a question of `kind` asks for, and nothing of the build's own (OWN: a deck size,
    testing mode)."""
    text = line.strip()
    return kind in SUBJECTS and text.endswith(("?", ":")) and \
        re.search(SUBJECTS[kind], text, re.IGNORECASE) is not None and \
        not any(re.search(pattern, text, re.IGNORECASE) for pattern, _ in OWN)


# The last sentence of a line that says something before it asks (`Invalid move. Your move?`).
LAST_SENTENCE = re.compile(r"[.!]\s+(?P<last>[^.!?:]+[?:])\s*$")
# A line that names the held card without asking (a holding prompt split over two lines).
HOLDING_LINE = re.compile(r"holding\s+(an?\s+)?(?P<card>[^\s.]+)", re.IGNORECASE)
PLAYER_IN_LINE = re.compile(r"player\s*(?P<player>\d+)", re.IGNORECASE)
CARD_TOKEN = re.compile(r"(?<![\w])(?:10|[2-9AJQKT])[SHCD\u2660-\u2667](?![\w])|"
                        r"(?<![\w])j\w*r(?![\w])", re.IGNORECASE)  # (or its suit a symbol: `J♢`)
# A card's place holding a number no card has (`257S`: one read from memory the build does not
# own, drawn from an empty pile): a move request naming it names no card, which the reference
# cannot be told (chance_steps), rather than naming none (the card held before, kept)
NO_CARD_TOKEN = re.compile(r"(?<![\w])\d+[SHCD](?![\w])")
# A card a question names as an example of its answer's form (`Enter card (e.g. 5S):`): not
# the card in hand named
EXAMPLE = re.compile(r"\b(?:e\.\s?g\b\.?|eg\b|for (?:example|instance)|such as|like)[\s:,]*\S+",
                     re.IGNORECASE)
_UNSEEN = object()


def without_examples(line: str) -> str:
    """`line` without the examples of its answer's form it gives (`(e.g. 5S)`)."""
    return EXAMPLE.sub(" ", line)


def names_card(line: str) -> bool:
    """Whether `line` names a card (the card in hand), not as an example of an answer."""
    return CARD_TOKEN.search(without_examples(line)) is not None


def card_question_kind(line: str) -> str | None:
    """The card question a question in words of its own names (`Enter the card for the new
    head:` asks a card, `Which suit?` a suit), which a build may word apart from its other
    card questions; not a move request naming the card in hand."""
    if names_card(line) or re.search(r"\bmove\b", line, re.IGNORECASE):
        return None
    return next((kind for kind in ("suit", "card") if asks_for(kind, line)), None)


@dataclass(frozen=True)
class Prompt:
    """A recognised question: its kind, and what it names (player number, card in hand)."""

    kind: str  # one of KINDS, or "extra"
    line: str
    player: int | None = None
    card: str | None = None
    answer: str | None = None  # for "extra": the fixed answer from the profile
    # the player number read before the build showed how it numbers its players (as from 1):
    # how it was read, not what the question is (no part of its equality)
    unsure: bool = field(default=False, compare=False)


@functools.lru_cache(maxsize=1 << 16)
def canonical_kind(line: str) -> str | None:
    """The kind of `line` if it is one of the reference's prompts, word for word."""
    if not line.endswith(("?", ".")):
        return None
    for kind, pattern in CANONICAL.items():
        if pattern.fullmatch(line):
            return kind
    return None


def learned_pattern(kind: str, line: str) -> str:
    """The alias of a question of `kind` worded `line`: its words as they are, the cards it
    names and its numbers in any value (the first number naming the player of a turn or move
    request, the first card a move request's card in hand)."""
    text, out, player, card = line.strip(), ["^"], kind in ("turn", "move"), kind == "move"
    for part in re.split("(" + CARD_TOKEN.pattern + r"|\d+)", text, flags=re.IGNORECASE):
        if not part:
            continue
        if part.isdigit():
            out.append(r"(?P<player>\d+)" if player else r"\d+")
            player = False
        elif kind == "move" and CARD_TOKEN.fullmatch(part):
            out.append(r"(?P<card>\S+?)" if card else r"\S+?")
            card = False
        else:
            out.append(re.escape(part))
    return "".join(out) + r"\s*$"


def names_holder(line: str, holder: int) -> bool:
    """Whether a line the build waits at names the player `holder`, shown holding a card, and
    a card: its move request in words of its own (`Player 2 holds JD. Play:`)."""
    player = PLAYER_IN_LINE.search(line)
    return player is not None and int(player.group("player")) == holder and names_card(line)


@dataclass
class PromptMatcher:
    """Recognises prompts in a build's output: profile extras first, then aliases (the
    profile's own before the defaults)."""

    aliases: list[tuple[str, re.Pattern[str]]] = field(default_factory=list)
    extras: list[tuple[re.Pattern[str], str]] = field(default_factory=list)
    # the build's own word for the joker (what it takes at `Card value?`): a card it names so
    # is the joker, wherever it names the card in hand
    joker: str = "Joker"
    # what each line met so far was (a line's prompt depends on the line alone)
    seen: dict[str, Prompt | None] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def build(
        cls, aliases: list[tuple[str, str]], extras: list[tuple[str, str]], joker: str = "Joker"
    ) -> "PromptMatcher":
        compiled = [(k, re.compile(p, re.IGNORECASE)) for k, p in aliases + DEFAULT_ALIASES]
        return cls(compiled, [(re.compile(p, re.IGNORECASE), a) for p, a in extras], joker)

    def learn(self, kind: str, line: str) -> Prompt | None:
        """`line` taken for a question of `kind` from now on (before the other aliases), and
        what it is then."""
        self.aliases.insert(0, (kind, re.compile(learned_pattern(kind, line), re.IGNORECASE)))
        self.seen.clear()
        return self.match(line)

    def card_name(self, shown: str) -> str:
        """A held card as the build names it, in the kit's words: the build's word for the
        joker is `Joker` (only a word that names no card by itself: `J` stays a jack)."""
        word = shown.strip().rstrip(".")
        if self.joker != "Joker" and word.lower() == self.joker.lower() and \
                not _names_a_card(word):
            return "Joker"
        return shown

    def match(self, line: str) -> Prompt | None:
        text = line.strip()
        if not text:
            return None
        found = self.seen.get(text, _UNSEEN)
        if found is _UNSEEN:
            if len(self.seen) >= 1 << 16:
                self.seen.clear()
            found = self.seen[text] = self._match(text)
            if found is not None and found.card is not None:
                named = self.card_name(found.card)
                if named != found.card:
                    found = self.seen[text] = replace(found, card=named)
        return found  # type: ignore[return-value]

    def _match(self, text: str) -> Prompt | None:
        for kind, pattern in CANONICAL.items():
            exact = pattern.fullmatch(text)
            if exact:
                return _prompt(kind, text, exact)
        for pattern, answer in self.extras:
            if pattern.search(text):  # (`{n}`: the number the question names, a player's)
                number = re.search(r"\d+", text)
                return Prompt("extra", text, answer=answer.replace(
                    "{n}", number.group() if number else "1"))
        # the whole line, then its last sentence when that asks (`Try again. Your move?`)
        last = LAST_SENTENCE.search(text)
        for part in (text, last.group("last") if last else None):
            for kind, pattern in self.aliases if part else ():
                found = pattern.search(part)
                if found:
                    return _prompt(kind, text, found)
        return None


def _prompt(kind: str, text: str, found: re.Match[str]) -> Prompt:
    groups = found.groupdict()
    player, card = groups.get("player"), groups.get("card")
    if player is None:
        named = PLAYER_IN_LINE.search(text)
        player = named.group("player") if named else None
    if kind == "move" and card is None:  # (a move request names the card in hand wherever
        shown = CARD_TOKEN.search(text) or NO_CARD_TOKEN.search(text)  # it does: `you are
        # holding: 5S`, `your card is 5S`)
        card = shown.group() if shown else None
    return Prompt(kind, text, int(player) if player else None, card)


def _names_a_card(word: str) -> bool:
    """`J`, `10`, `KS`, `3J`: a rank, alone or with a suit letter (a joker on a head: J)."""
    word = word.upper()
    return word in RANKS or (word[:-1] in RANKS and word[-1:] in SUITS + "J")
