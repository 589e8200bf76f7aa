"""A question in words no pattern foresees, asked where the reference asks a question that
names the same thing (`What value should the joker take?` for `Joker value?`), is that question
in the build's words: learned where the build waits at it, in a transcript and in normal play.
Taken for anything else, every joker's move lost the run its place (a move given twice, a false
R10.1 or R10.2), and every normal game stopped at the first joker. Also: a question of the
build's own refusing its answer for ever ends the run; a table after the turn prompt leaves
the turn line read; a value is typed in the form a question offers."""

from __future__ import annotations

import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from grader.build_profile import Profile
from grader.display import FROM_ZERO
from grader.builds import find
from grader.normal_games import play_games
from grader import channel
from grader.prompts import PromptMatcher, asks_for, in_offered_form, offered_kind, own_question
from grader.reader import EXTRA_AGAIN, Reader
from grader.state import parse_card
from grader.request import Options
from grader.runner import grade_all
from grader.sandbox import Limits
from planted import builder
from quirks.combination import parse_spec

from conftest import corpus_transcripts, graded_combination


def test_a_question_naming_what_the_reference_asks_is_that_question() -> None:
    assert asks_for("joker", "What value should the joker take? ")
    assert asks_for("joker", "Which rank does the joker stand for:")
    assert asks_for("suit", "And its suit (S, H, C or D)?")
    # a statement is no question; nor is one naming another thing, or one of the build's own
    assert not asks_for("joker", "Joker value cannot be greater than head value.")
    assert not asks_for("joker", "What value should the card take?")
    assert not asks_for("card", "How many cards per deck?")
    assert not asks_for("move", "Your move, player 2?")


def test_a_joker_question_in_the_builds_words_is_learned_in_transcripts_and_games(
        reference: str) -> None:
    combination = parse_spec("joker-wording.0")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    # a move with blanks, then the joker's value asked: once given twice (a false R10.1)
    chosen = corpus_transcripts(["input-gen-s21056", "joker-bad-value-ignored"])
    run = grade_all(build, chosen, Options(jobs=2, reference=reference))
    found = {r.id: [(d.kind, d.clause, d.summary) for d in r.deviations if d.kind != "dialect"
                    or d.category == "waiting"] for r in run.results}
    assert found == {"input-gen-s21056": [], "joker-bad-value-ignored": []}, found
    games = play_games(build, reference, 2, seed=1, players=[2, 3])
    assert all(devs for _, devs in games)  # (each game asked a joker's value: I18 noted)
    stopped = [(name, d.summary) for name, devs in games for d in devs
               if d.kind != "dialect" or d.category == "waiting"]
    assert stopped == [], stopped


def test_a_joker_question_in_the_builds_words_is_learned_where_it_plays_alone(
        reference: str) -> None:
    # (zoo 76/8, shrunk) a build whose cuts make one new head, put back in step again and
    # again: played alone to its next turn, it asked a joker's value in its own words (`Joker
    # value (1-13)?`) after a move made holding the joker there, and every game stopped at a
    # question the grader did not recognise (the move was not the game's pending one)
    combination = parse_spec("joker-number.0,rule:cut-one-new-head")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    games = play_games(build, reference, 1, seed=2, players=[3])
    stopped = [(name, d.summary) for name, devs in games for d in devs
               if d.category == "waiting"]
    assert stopped == [], stopped
    assert any(d.kind == "rule" for _, devs in games for d in devs)  # (its cuts: R15)


def test_a_move_request_in_the_builds_words_is_learned_as_it_numbers_its_players(
        reference: str) -> None:
    # (stress 214/11, shrunk) testing mode drawing every card itself, so normal play alone
    # judges; the move asked `Player 1, which head for your JD?` by a build numbering its
    # players from 0: its holder, read as from 1, was player 2, so the question named no
    # holder and every game stopped at a question the grader did not recognise; learned, its
    # player was taken as shown (a false R3.3)
    combination = parse_spec("holding-words.0,players-from-zero,first-head-drawn.2")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"])
    games = play_games(build, reference, 2, seed=1, players=[2, 3])
    wrong = [(name, d.clause, d.summary) for name, devs in games for d in devs
             if d.wrong and d.summary != FROM_ZERO or d.category == "waiting"]
    assert wrong == [], wrong


def test_a_question_offering_card_values_or_suits_asks_the_cards_value_or_suit() -> None:
    assert offered_kind("Value [A/2/3/4/5/6/7/8/9/10/J/Q/K/Joker]: ") == "card"
    assert offered_kind("Suit (S/H/C/D)?") == "suit"
    assert not own_question("Suit (S/H/C/D)?")
    # numbers alone, yes or no, a deck or its size: the build's own
    for own in ("Which one (2/3/4)?", "How many decks (2/3)?", "Testing mode? (y/n)"):
        assert offered_kind(own) is None and own_question(own), own


def test_a_move_request_names_the_card_in_hand_wherever_it_does() -> None:
    matcher = PromptMatcher.build([], [])
    for line in ("Player 1, you are holding: 5S. Your move?", "Player 1, your card is 5S. "
                 "Your move?", "Player 1, you are holding [5S]. Your move?"):
        asked = matcher.match(line)
        assert (asked.kind, asked.player, str(parse_card(asked.card))) == ("move", 1, "5S"), line
    assert matcher.match("Player 2, your move?").card is None


@contextmanager
def _script_reader(script: str, answers: list[tuple[str, str]],
                   aliases: list[tuple[str, str]] | None = None) -> Iterator[Reader]:
    """A reader of a shell-script build (`script`, its body), with the profile `answers`
    (and `aliases`)."""
    folder = Path(tempfile.mkdtemp(prefix="hydra-script-", dir="/tmp"))
    folder.chmod(0o755)  # (the sandbox user runs it: pytest's own folders are private)
    (folder / "hydra").write_text("#!/bin/sh\n" + script)
    (folder / "hydra").chmod(0o755)
    chan = channel.Channel([str(folder / "hydra")], Limits(wall=20))
    try:
        yield Reader(chan, PromptMatcher.build(aliases or [], answers))
    finally:
        chan.finish(wait=False)
        shutil.rmtree(folder)


def _asked(script: str, answers: int) -> list[str]:
    """The kinds of prompt a shell-script build shows when `How many decks?` (a question of
    its own, answered `54`) gets `answers` answers."""
    kinds = []
    with _script_reader(script, [("^How many decks", "54")]) as reader:
        for _ in range(answers):
            kinds.append(reader.next().kind)
            reader.chan.send(b"54\n")
    return kinds


def test_a_question_of_the_builds_own_refusing_its_answer_for_ever_ends_the_run() -> None:
    # each answer was sent as the question came again, and the grade never ended
    kinds = _asked("while true; do echo 'How many decks?'; read n || exit; done\n",
                   EXTRA_AGAIN + 1)
    assert kinds == ["extra"] * EXTRA_AGAIN + ["unknown"], kinds


def test_a_question_printed_again_and_again_without_waiting_is_not_refused_answers() -> None:
    # a build looping on its input (printing its question without reading): its loop is the
    # finding (the run's output cap), not a question the grader cannot answer
    kinds = _asked("echo 'How many decks?'; read n\nwhile true; do echo 'How many decks?'; done\n",
                   3 * EXTRA_AGAIN)
    assert set(kinds) == {"extra"}, kinds


def _turn_line_read(script: str) -> bool:
    """Whether a shell-script build is seen to read a line after its turn prompt."""
    with _script_reader(script, []) as reader:
        assert reader.next().kind == "turn"
        return reader.reads_turn_line()


def test_a_table_printed_after_the_turn_prompt_leaves_its_line_read() -> None:
    # (the table after the turn prompt was taken for a build reading no line there: every card
    # answer then went to the question before it, on over a thousand transcripts)
    table = "echo; echo 'Heads:'; echo '1: 5S (1)'; echo"
    assert _turn_line_read(f"echo 'Player 2, it is your turn.'; {table}; read x\n")
    assert not _turn_line_read(f"echo 'Player 2, it is your turn.'; {table}; "
                               "echo 'Card value?'; read x\n")
    assert not _turn_line_read("echo 'Player 2, it is your turn.'; printf 'Card value? '; read x\n")


def test_a_value_is_typed_as_the_number_a_question_offers() -> None:
    assert in_offered_form("Joker value (1-13)?", "K\n") == "13\n"
    assert in_offered_form("Enter the joker's value, 1 to 13: ", " A ") == " 1 "
    assert in_offered_form("Joker value?", "K\n") == "K\n"  # (offering nothing: as it is)
    assert in_offered_form("Joker value (1-13)?", "x\n") == "x\n"  # (garbage stays garbage,
    assert in_offered_form("Joker value (1-13)?", "1\n") == "0\n"  # a face's number too)


def test_a_question_shown_before_a_table_is_the_question_not_the_tables_last_line() -> None:
    # (a turn line in words of its own, then the table, then the line read: the table's last
    # player line was learned as the turn line, and every transcript stopped at the next turn)
    table = "echo; echo 'Heads:'; echo '1: 5S (1)'; echo; echo 'Players:'; " \
        "echo 'Player 1: 53 (53 draw, 0 discard)'; echo '+-------+'"
    with _script_reader(f"echo \"It's player 2's turn.\"; {table}; read x\n", []) as reader:
        asked = reader.next()
        assert (asked.kind, asked.line) == ("unknown", "It's player 2's turn."), asked
    with _script_reader(f"{table}; read x\n", []) as reader:  # (no question: the last line)
        assert reader.next().line == "+-------+"


def test_a_question_then_text_on_its_line_is_that_question_then_the_text() -> None:
    # a card question in words of its own printed without its line feed, then the build's
    # end of input: it declares a winner on the question's line (`Value [A/J]: Player 1
    # wins!`), read as a win where the reference asks a card (a false R18.1), not as the
    # question it first was
    script = "echo 'How many players?'; printf 'Value [A/J]: Player 1 wins!\\n'; " \
             "printf 'Player 2: 53 (53 draw, 0 discard)\\n'; read n\n"
    with _script_reader(script, [], [("card", r"^Value\ \[A/J\]:\s*$")]) as reader:
        assert reader.next().kind == "players"
        asked = reader.next()
        assert (asked.kind, asked.line.strip()) == ("card", "Value [A/J]:"), asked
        assert reader.tracker.winner is None
        reader.next()
        assert reader.tracker.winner == 1 and "Player 1 wins!" in reader.lines
        # (a line of a table is never cut so: `Player 2:` is no question)
        assert "Player 2: 53 (53 draw, 0 discard)" in reader.lines


def test_no_question_is_sought_past_the_longest_line_a_table_or_question_has() -> None:
    # (a build's question flooding a megabyte without its line end: every question end on the
    # line was tried as the end of a question, each time matching all that came before it,
    # and reading the line took time growing with its length squared)
    script = "echo 'How many players?'; printf '%5000s' | tr ' ' x; " \
             "printf ' Joker value? Player 1 wins!\\n'; read n\n"
    with _script_reader(script, []) as reader:
        assert reader.next().kind == "players"
        asked = reader.next()
        assert asked.kind == "joker" and asked.line.endswith("wins!"), asked.line[-40:]


def test_a_question_whose_words_read_the_whole_line_is_still_cut_before_a_win() -> None:
    # (zoo 72/2, shrunk to `eof-winner,suit-offers.1`) the suit question offering its suits,
    # printed without its line feed, then the win declared at end of input: the whole line
    # reads as a suit question too (its words are searched for), and was taken so, the win in
    # it read at once: a false R18.1. What follows a question is cut off where it is a line of
    # its own (a win, a table's line, a question), not where it is the question's own words
    script = "printf 'Enter the suit [S, H, C, D]: Player 1 wins!\\n'; " \
             "printf 'Card value? Player 2\\n'; read n\n"
    with _script_reader(script, [], []) as reader:
        asked = reader.next()
        assert (asked.kind, asked.line.strip()) == ("suit", "Enter the suit [S, H, C, D]:")
        assert reader.tracker.winner is None
        asked = reader.next()
        assert reader.tracker.winner == 1 and "Player 1 wins!" in reader.lines
        # (a player named after the question is no line of its own: the line is kept whole)
        assert asked.line.strip() == "Card value? Player 2", asked


@pytest.mark.parametrize("spec", ["joker-number.0,eof-winner", "joker-number.1,eof-winner"])
def test_a_question_in_words_of_its_own_met_by_the_end_of_input_is_no_early_win(
        spec: str, reference: str) -> None:
    # (`Joker value (1-13)?`, learned where the build waits at it, but at the end of input it
    # waits nowhere: it declared a winner there, as at any question at end of input, and that
    # was a win while the card was still in hand, a false R19.2; so on the line of the
    # question printed without its line end, `Enter the joker's value, 1 to 13: Player 1
    # wins!`, stress 212/0)
    found = graded_combination(spec, ["eof-at-joker-value"], reference)
    assert not [f for f in found if f.wrong], found


def test_a_card_asked_after_the_move_in_words_of_its_own_is_that_card(reference: str) -> None:
    # (stress 223/1, shrunk) the first head asked `Card value?`, the card in hand asked after
    # the move as `Rank of the card:`: no question the probe could learn it at (the opening
    # ends at the move request), so every transcript stopped at a question the grader did not
    # recognise; asked after the move whose card was kept, it is that card's question, both
    # where the transcript is played as it stands (a joker first head, asked whole by its
    # value) and where the live reference plays beside the build (a first head given a suit
    # of the build's own)
    found = graded_combination("card-words.1,first-head-value-only.0,card-after-move.1",
                               ["setup-gen-s10003", "smoke-cut-removes-oldest"], reference)
    stopped = [(f.kind, f.clause, f.summary) for f in found
               if f.kind == "dialect" and "recognise" in f.summary]
    assert stopped == [], stopped
    assert {(f.kind, f.clause) for f in found} >= {("testing-mode", "R23.1")}, found


def test_a_card_question_the_build_waits_at_again_is_the_move_read_unprompted(
        reference: str) -> None:
    # a suit question the build asks in words offering the suits, answered, then nothing
    # printed while it reads its move: the question it still waits at is no new card question
    # (taken for one, the suit was typed as the move, refused again and again: a false R23.2)
    found = graded_combination("cards-after-holding,first-head-drawn.2,suit-offers.1",
                               ["ace-gen-s14007"], reference)
    assert {(f.kind, f.clause) for f in found} == {
        ("testing-mode", "R23.1"), ("dialect", "R22")}, found
