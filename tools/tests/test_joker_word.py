"""A build's own word for the joker, the one it takes at `Card value?` (its profile's `joker:`),
is also how it names the joker it holds. A run must read that word as the joker: taken for
another card, every transcript with a joker in hand stops there with a testing-mode finding,
and the rule errors that only a joker in hand shows are never seen."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.prompts import PromptMatcher
from grader.request import Options
from grader.runner import grade_all
from planted import builder
from planted.variant import parse

from conftest import corpus_transcripts

# `Jocker` at `Card value?` and in the holding prompt, and a joker placed with a value that
# fits no action there (a rule error, R10.2, seen only once a joker is in hand)
JOCKER = """description: the joker is typed and named `Jocker`; a joker placed with any value
include: joker-bad-value-placed
edit: reference/cli/input.cc
<<<<<<< search
  if (text == "Joker") return Card::joker();
=======
  if (text == "Jocker") return Card::joker();
>>>>>>> replace
edit: reference/core/card.cc
<<<<<<< search
  if (card.isJoker()) return "Joker";
=======
  if (card.isJoker()) return "Jocker";
>>>>>>> replace
"""


def test_the_builds_word_for_the_joker_names_the_joker_in_hand_and_nothing_else() -> None:
    matcher = PromptMatcher.build([], [], "Jocker")
    assert matcher.match("Player 2, you are holding a Jocker. Your move?").card == "Joker"
    assert matcher.match("Player 2 you are holding a jocker. Your move?").card == "Joker"
    assert matcher.match("Player 2, you are holding a JS. Your move?").card == "JS"
    # a word that names a card by itself keeps naming that card (`J` is a jack)
    assert PromptMatcher.build([], [], "J").card_name("J") == "J"
    assert PromptMatcher.build([], []).card_name("Jocker") == "Jocker"


def test_a_joker_in_hand_named_in_the_builds_word_is_graded_on(reference: str) -> None:
    name = "jocker-bad-value-placed"
    build = find(str(builder.hydra(name, variant=parse(JOCKER, name))))
    build.profile = Profile(args=["-testing"], joker_word="Jocker")
    ids = ["joker-bad-value-ignored", "joker-as-ace-then-card-on-it"]
    chosen = corpus_transcripts(ids)
    run = grade_all(build, chosen, Options(jobs=2, reference=reference))
    found = {r.id: [(d.kind, d.clause) for d in r.deviations if d.wrong] for r in run.results}
    # the bad value placed is the rule error; the joker in hand is no other card (R23.1)
    assert [c for k, c in found["joker-bad-value-ignored"] if k == "rule"] == ["R10.2"], found
    assert found["joker-as-ace-then-card-on-it"] == [], found
    assert all(k != "testing-mode" for devs in found.values() for k, _ in devs), found


def test_the_transcripts_word_and_the_builds_trade_places_when_typed() -> None:
    # garbage that happens to be the build's own word for a joker (`joker`, typed to see the
    # reference ask again) would be a joker to the build: it is typed as `Joker`, garbage to it
    profile = Profile(joker_word="joker")
    assert profile.spell("card", b"Joker\n") == b"joker\n"
    assert profile.spell("card", b"joker\n") == b"Joker\n"
    assert profile.spell("card", b"K\n") == b"K\n" and profile.spell("move", b"joker\n") == \
        b"joker\n"
    assert Profile().spell("card", b"joker\n") == b"joker\n"


def test_the_builds_word_is_found_where_its_turn_line_reads_nothing() -> None:
    # the first card asked is the card in hand, after a turn line the build reads nothing at:
    # an answer typed there went to the card question, which then refused the joker's word
    from grader.opening import opening
    from quirks.combination import parse_spec
    combination = parse_spec("first-head-drawn.2,no-turn-line,joker-spelling.0")
    path = str(builder.hydra(combination.name, 2, combination.variant()))
    assert opening(path, ["-testing"], "joker", [], []).joker_ok
    assert not opening(path, ["-testing"], "Joker", [], []).joker_ok


def test_the_builds_word_is_found_where_a_suit_follows_it_and_heads_show_values_only() -> None:
    # a suit asked after the joker: the word counts only where the table shows a joker head,
    # and heads shown by value only show it as the 2 it counts (zoo 23/36: `JOKER` never
    # learned, every transcript with a joker at the start lost its place); a word read as a
    # jack would show a J there
    from grader.opening import opening
    from quirks.combination import parse_spec
    combination = parse_spec("value-only-heads,suit-after-joker,joker-spelling.1")
    path = str(builder.hydra(combination.name, 2, combination.variant()))
    assert opening(path, ["-testing"], "JOKER", [], []).joker_ok
    assert not opening(path, ["-testing"], "Joker", [], []).joker_ok


def test_what_the_opening_that_found_the_builds_word_learned_is_kept() -> None:
    # the card drawn for a head asked in words of its own, refusing `Joker` with no question
    # asked again, and the move request in words of its own: only the opening typing the
    # build's word gets past the joker to the move request, and learns it there (stress
    # 133/4: every transcript stopped at `Player 2, which head for your 9S?`)
    from grader.probe import probe
    from quirks.combination import parse_spec
    combination = parse_spec("holding-words.0,joker-spelling.0,head-card-words.1")
    path = str(builder.hydra(combination.name, 2, combination.variant()))
    profile = probe(path, []).profile
    assert profile.joker_word == "joker"
    assert sorted(kind for kind, _ in profile.aliases) == ["card", "move"], profile.aliases


def test_the_builds_word_is_found_where_its_turn_line_comes_before_any_table() -> None:
    # a suit asked after the joker, then the turn line before the first table: the word counts
    # only where a table shows a joker head, and none was shown yet; the card asked next is
    # the card in hand, not the joker asked again (zoo 65/1: `Jocker` never learned, a false
    # R15.5 and R22 where jokers were named)
    from grader.opening import opening
    from quirks.combination import parse_spec
    combination = parse_spec("suit-after-joker,joker-spelling.2,turn-before-table")
    path = str(builder.hydra(combination.name, 2, combination.variant()))
    assert opening(path, ["-testing"], "Jocker", [], []).joker_ok
    assert not opening(path, ["-testing"], "Joker", [], []).joker_ok
