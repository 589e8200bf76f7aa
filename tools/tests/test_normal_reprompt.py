"""A build that answers a move the reference ignores with a line of its own (an error message, no
question) and then reads the move again: the move asked again, where the reference asks it
again too, in normal play and in transcripts alike (`classify.asked_again`). Read as a question
the grader does not know, it ended every game at the first illegal move the seeded player tries
(one move in twenty), long before a reshuffle could bring a joker that keeps its announced value
back as a new head; and it stopped every transcript with an ignored move unjudged."""

from __future__ import annotations

from grader.build_profile import Profile
from grader.builds import find
from grader.classify import REPROMPT
from grader.normal_games import play_games
from grader.request import Options
from grader.runner import grade_all
from planted import builder
from planted.variant import parse

from conftest import corpus_transcripts

ERROR_LINE = """description: an ignored move prints an error line and reads the move again
edit: reference/cli/session.cc
<<<<<<< search
  void requestMove() {
    presenter_.table(state_, out_);
    if (options_.testing) reveal(state_, askCard(in_, out_));  // R23: before every request
    presenter_.holdingPrompt(state_, out_);
=======
  bool ignored_ = false;  // the last move answered was ignored
  void requestMove() {
    if (ignored_) {
      ignored_ = false;
      out_ << "Invalid move, try again!\\n";
    } else {
      presenter_.table(state_, out_);
      if (options_.testing) reveal(state_, askCard(in_, out_));
      presenter_.holdingPrompt(state_, out_);
    }
>>>>>>> replace
edit: reference/cli/session.cc
<<<<<<< search
      if (std::optional<Move> move = jokerPlacement(*ask, in_.readLine("Joker value?"))) {
        apply(state_, *move, source_);
      }
    } else if (const Move* move = std::get_if<Move>(&answer)) {
      apply(state_, *move, source_);  // a refused move is ignored (R19)
    }
=======
      std::optional<Move> move = jokerPlacement(*ask, in_.readLine("Joker value?"));
      ignored_ = !move || apply(state_, *move, source_).has_value();
    } else if (const Move* move = std::get_if<Move>(&answer)) {
      ignored_ = apply(state_, *move, source_).has_value();
    } else {
      ignored_ = true;
    }
>>>>>>> replace
"""


def test_an_error_line_after_an_ignored_move_is_the_move_asked_again(reference: str) -> None:
    name = "normal-error-line-reprompt"
    build = find(str(builder.hydra(name, variant=parse(ERROR_LINE, name))))
    build.profile = Profile(args=["-testing"])
    games = play_games(build, reference, 2, seed=1)
    found = [d for _, devs in games for d in devs]
    assert not any(d.wrong for d in found), found
    assert not any("does not recognise" in d.summary for d in found), found
    assert any(d.summary == REPROMPT for d in found)  # the seeded player tried illegal moves


def test_an_error_line_after_an_ignored_move_is_the_move_asked_again_in_a_transcript(
        reference: str) -> None:
    name = "normal-error-line-reprompt"
    build = find(str(builder.hydra(name, variant=parse(ERROR_LINE, name))))
    build.profile = Profile(args=["-testing"])
    ids = ["win-after-ignored-move-on-last-card", "cut-oldest-fits-elsewhere-ignored",
           "cut-gen-s18071"]
    run = grade_all(build, corpus_transcripts(ids), Options(jobs=2, reference=reference))
    for result in run.results:  # (in testing mode the reference names the card in hand again)
        summaries = [d.summary for d in result.deviations]
        assert result.reached_end and not any(d.wrong for d in result.deviations), summaries
        assert REPROMPT in summaries, summaries


def _graded(spec: str, ids: list[str], reference: str, jobs: int = 1) -> list:
    """The results of a zoo combination's build in testing mode on the transcripts `ids`."""
    from quirks.combination import parse_spec
    variant = parse_spec(spec).variant()
    build = find(str(builder.hydra(variant.name, variant=variant)))
    build.profile = Profile(args=["-testing"])
    return grade_all(build, corpus_transcripts(ids), Options(jobs=jobs,
                                                             reference=reference)).results


def test_move_asked_alone_where_the_reference_played_it_is_a_refusal_in_testing_mode(
        reference: str) -> None:
    # `Try again. Your move?` alone after a move the build refuses (choosing the oldest head
    # always cuts, and that cut is refused): the move asked again, never the turn going on
    # (R8.1), nor the next card's questions skipped (I11) before the next move
    results = _graded("bare-reprompt.1,rule:cut-while-fits",
                      ["joker-as-new-head", "input-gen-s21004"], reference, jobs=2)
    found = {r.id: [(d.kind, d.clause) for d in r.deviations if d.wrong] for r in results}
    assert all(devs == [("rule", "R14.3")] for devs in found.values()), found


def test_move_asked_alone_by_a_build_looping_on_garbage_is_no_refusal(reference: str) -> None:
    # after garbage at a move it prints `Your move?` without end and reads nothing: the move
    # answered since is still unread, so the bare prompt is not the build refusing it
    results = _graded("garbage-loop", ["input-one-garbage-move-1"], reference)
    found = [(d.kind, d.clause) for r in results for d in r.deviations if d.wrong]
    assert found == [("robustness", "R24.1")], found


def test_move_asked_alone_after_a_joker_value_is_that_joker_refused(reference: str) -> None:
    # a joker announced equal to the head's top, refused by a build where no equal card fits,
    # then `Your move?` alone: the joker's value was the move's last answer, and the move is
    # asked again, never the turn going on after it (stress 106/1: a false R10.2)
    from grader.classify import REFUSED
    results = _graded("bare-reprompt.0,rule:equal-refused", ["joker-gen-s15103"], reference)
    found = [(d.kind, d.clause, d.summary) for r in results for d in r.deviations if d.wrong]
    assert found == [("rule", "R8.1", "a joker equal to the head's top" + REFUSED)], found


def test_a_build_asking_a_turns_next_move_with_no_table_is_not_refusing_a_drawn_twin(
        reference: str) -> None:
    # a build that prints the table once a turn asks every later move of it with nothing
    # between, as it would ask a refused move again; where the card drawn next is the same as
    # the one just played (another deck's), that was read as the move refused (a false R7 in
    # normal game 2). Seen asking on so for another card, it is its way of asking
    from quirks.combination import parse_spec
    combo = parse_spec("table-once-a-turn")
    build = find(str(builder.hydra(combo.name, 1, combo.variant())))
    games = play_games(build, reference, 2, seed=1)
    assert games and not [(name, d.clause) for name, found in games for d in found
                          if d.kind == "rule"]


def test_asking_on_quietly_is_learned_by_kind_of_move_and_needs_the_card_named() -> None:
    # a build that asks the next move with no table only after a card into the reserve
    # (`you have used your reserve. You are now holding a 7S. Your move?`) still refuses a
    # placement so: the same card asked again after a placement, or `Your move?` alone, is
    # the move asked again
    from types import SimpleNamespace
    from grader.actions import Action
    from grader.context import Context
    from grader.expect import Step
    from grader.prompts import Prompt
    from grader.refusals import Refusals
    from grader.state import CardShown, State

    def after(kind: str, outcome: str = "continues") -> SimpleNamespace:
        ctx = Context(mode="normal")
        ctx.answered(Step("move", b"1\n", State(), 1, CardShown(5, "H"), 3, "Your move?",
                          action=Action(kind, "R7", outcome, "a move")))
        return SimpleNamespace(ctx=ctx)

    game = after("reserve")
    game.asks_quietly = set()
    want = Step("move", b"2\n", State(), 1, CardShown(5, "H"), 4, "Your move?")
    ask = Refusals._asks_on_quietly
    assert not ask(game, Prompt("move", "", 1, "5H"), want, True)  # (nothing learned yet)
    assert ask(game, Prompt("move", "", 1, "7S"), want, True)  # (another card: learned)
    assert ask(game, Prompt("move", "", 1, "5H"), want, True)
    assert not ask(game, Prompt("move", "Your move?", 1, None), want, True)
    placed = after("place")
    placed.asks_quietly = set(game.asks_quietly)
    assert not ask(placed, Prompt("move", "", 1, "5H"), want, True)
    assert not ask(game, Prompt("move", "", 1, "5H"), want, False)
