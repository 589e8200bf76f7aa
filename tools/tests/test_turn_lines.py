"""A build whose turn line the grader cannot read (its own words) and does not wait at: nothing
to learn the words from, so the turn's first question comes where the reference shows the turn
line. That is the same course, a dialect (grader/context.py `NO_TURN_LINE`), and whose turn it
is then shows in the build's questions and tables (grader/turn_lines.py):
- a question of another player where the reference's turn goes on: the turn ended early;
- the mover's move where a turn was taken to begin: the turn went on;
- the table at the unread turn line is the one where nobody holds a card, compared with the
  reference's there (a reserve kept past the turn end shows in it);
- a holding prompt that asks nothing (printed before the card questions) is text before the
  turn's first question, not a question after which the card questions are about its card;
- after a rule error in normal play, the build's next turn (where the game is put back in
  step) is where it asks another player's move.
Before, every testing-mode run stopped at the first turn line (a false rule R22, "a card value
is asked where the reference asks for the turn line"), and normal games at the second."""

from __future__ import annotations

from conftest import ROOT, corpus_transcripts, graded_combination
from grader.build_profile import Profile
from grader.builds import Build, find
from grader.context import NO_TURN_LINE
from grader.pipeline import grade
from grader.request import GradeRequest, Options
from grader.tracker import StateTracker
from grader.summary import summarise
from grader.transcript import load
from grader.turn_lines import table_at_turn_line
from planted import builder
from quirks.combination import parse_spec

UNREAD = "turn-words.0,no-turn-line"  # `--- Player 2 ---`, no line read after it


def _build(spec: str) -> Build:
    combination = parse_spec(spec)
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"], turn_line="no")
    return build


def _grade(build: Build, reference: str, games: int) -> tuple[set[str], list[str], int]:
    """The rule clauses and the dialect summaries of a grade on the smoke transcripts (with
    no games) or on `games` normal games alone, and the times those games were put back in
    step after a rule error (rejoin.py)."""
    scripts = [] if games else [load(path) for path in sorted(
        (ROOT / "transcripts" / "smoke").glob("*.transcript"))]
    run = grade(GradeRequest(build, scripts, options=Options(jobs=1, reference=reference),
                             probe=False, games=games, normal_moves=0))
    found = summarise(run).findings
    assert all(r.reached_end for r in run.results if r.status == "pass"), run.results
    rejoined = sum("started again" in d.message for _, devs in run.games for d in devs)
    return {f.clause for f in found if f.kind == "rule" and f.wrong}, \
        [f.summary for f in found if f.kind == "dialect"], rejoined


def test_a_turn_ended_early_is_named_by_its_cause_not_as_the_turn_passing(
        reference: str) -> None:
    build = _build(UNREAD + ",rule:lower-ends-turn")  # a lower card ends the turn (R16.1)
    rules, dialects, _ = _grade(build, reference, 0)
    assert rules == {"R16.1"} and NO_TURN_LINE in dialects, (rules, dialects)
    rules, dialects, rejoined = _grade(build, reference, 2)  # (its next turn: where it asks
    assert rules == {"R16.1"} and NO_TURN_LINE in dialects, (rules, dialects)  # another
    assert rejoined, dialects  # player's move)


def test_a_turn_going_on_past_its_quota_is_named_so(reference: str) -> None:
    # card questions before the table: the mover's holding line names the player only at
    # the move request, after the turn was taken to begin
    rules, dialects, _ = _grade(_build(UNREAD + ",card-before-display,rule:quota-plus-one"),
                                reference, 0)
    assert rules == {"R16.3"} and NO_TURN_LINE in dialects, (rules, dialects)


def test_the_table_at_an_unread_turn_line_is_compared_there(reference: str) -> None:
    # the reserve kept past the turn end shows in the table before the turn's card is drawn
    build = _build(UNREAD + ",rule:reserve-kept-at-turn-end")
    rules, dialects, _ = _grade(build, reference, 0)
    assert rules == {"R17.1"}, (rules, dialects)
    rules, dialects, _ = _grade(build, reference, 2)  # (as where the turn line is read)
    assert rules == {"R17.1"} and NO_TURN_LINE in dialects, (rules, dialects)


def test_no_display_is_noted_missing_where_the_reference_shows_none(reference: str) -> None:
    # after the card questions of testing mode neither shows a table before the move
    rules, dialects, _ = _grade(_build(UNREAD), reference, 0)
    assert not rules and dialects == [NO_TURN_LINE], (rules, dialects)
    rules, dialects, _ = _grade(_build(UNREAD), reference, 2)
    assert not rules and dialects == [NO_TURN_LINE], (rules, dialects)


def test_a_holding_prompt_that_asks_nothing_leaves_the_turn_line_unread(reference: str) -> None:
    # the holding prompt printed before the card questions, reading nothing: the turn's first
    # question is the card question after it, which was taken for a question about the card
    # just named (nothing seemed printed since) and not for the turn begun (a false R22 in
    # every transcript, the build not driven at all: zoo 8/75)
    rules, dialects, _ = _grade(_build(UNREAD + ",prompt-twice"), reference, 0)
    assert not rules and NO_TURN_LINE in dialects, (rules, dialects)


def test_the_table_at_the_turn_line_is_the_one_where_nobody_holds_a_card() -> None:
    tracker = StateTracker()
    after_move = ["Heads:", "1: 5H (2)", "Players:", "Player 1: 53 (53 draw, 0 discard)",
                  "Player 2: 53 (53 draw, 0 discard)"]
    for line in after_move + ["--- Player 1 ---"]:
        tracker.feed(line)
    table = table_at_turn_line(tracker, 0)
    assert table is not None and table.holder() is None
    for line in after_move[:3] + ["Player 1: 52 (52 draw, 0 discard) + 1 in hand, 0 "
                                  "remaining, 0 in reserve", after_move[4]]:
        tracker.feed(line)
    assert table_at_turn_line(tracker, 0) == table  # the one before the card's
    assert table_at_turn_line(tracker, 1) is None  # (that one compared already)
    assert table_at_turn_line(tracker, 2) is None
    # a build that shows the holder's line before the draw: the table before the card's is
    # still the one at the turn line (its display error compared there)
    for line in after_move[:3] + ["Player 1: 52 (52 draw, 0 discard) + 1 in hand, 0 "
                                  "remaining, 0 in reserve", after_move[4]]:
        tracker.feed(line)
    early = table_at_turn_line(tracker, 1)
    assert early is not None and early.holder() is not None and early is tracker.earlier


def test_a_turns_table_shown_after_its_turn_line_is_the_turns(reference: str) -> None:
    # the turn prompt printed before the table, the line read after both: the reserve kept at
    # a turn's end first showed at the turn's first card question, and was named after the
    # turn's last move (R8.1, R12.1: a card equal to the head's top, a card into the reserve)
    found = graded_combination("turn-before-table,rule:reserve-kept-at-turn-end",
                               ["readings-reserve-at-turn-end-s616", "reserve-last-card-of-turn"],
                               reference)
    assert {(f.kind, f.clause) for f in found if f.wrong} == {("rule", "R17.1")}, found


def test_in_normal_play_a_turns_table_shown_after_its_turn_line_is_the_turns_too(
        reference: str) -> None:
    # the same in normal play, and judged in the turn whose line it followed: the reserve kept
    # past a turn's end was named after the turn's last move (R8.1), or, observed in the next
    # turn, its effect on that turn's course was a finding of its own (R12.2); and a turn line
    # answered ahead of a turn left behind when the game was put back in step was taken as
    # answered at the next (the build waited there: a question "not recognised", its table)
    build = _build("turn-before-table,rule:reserve-kept-at-turn-end")
    build.profile = Profile(args=["-testing"], turn_line="yes")
    rules, dialects, rejoined = _grade(build, reference, 12)
    assert rules == {"R17.1"}, rules
    assert not [d for d in dialects if "not recognise" in d], dialects
    assert rejoined


def test_players_numbered_from_0_are_a_display_error_not_the_turn_passing(
        reference: str) -> None:
    # every turn line, holding prompt and table names the player one lower: before, each
    # transcript stopped at its first turn line ("whose turn": a false R3.3) and the build
    # could not be driven
    found = graded_combination("players-from-zero,rule:cut-newest",
                               ["smoke-cut-removes-oldest", "smoke-reserve-counts"], reference)
    assert {(f.kind, f.clause) for f in found if f.wrong} == {("rule", "R15"),
                                                               ("display", "R21.2")}, found


def test_players_shown_by_their_totals_alone_are_judged_by_their_totals(reference: str) -> None:
    # before, such a table was unreadable and only the course was judged: a card lost in a cut
    # showed only as a win declared early (a false R18.1, the cut's error missed), and a
    # reserve lost in a cut was named as the cut's other cards (R15.3, not R15.2)
    found = graded_combination("player-total-only,rule:cut-hand-not-discarded",
                               ["smoke-cut-removes-oldest", "game-2p-s1000"], reference)
    assert {(f.kind, f.clause) for f in found if f.wrong} == {("rule", "R15.3"),
                                                               ("display", "R21.2")}, found
    found = graded_combination("player-total-only,rule:reserve-lost",
                               ["readings-reserve-in-cut-s708"], reference)
    assert {(f.kind, f.clause) for f in found if f.wrong} == {("rule", "R15.2"),
                                                               ("display", "R21.2")}, found


def test_a_move_refused_is_seen_in_a_table_of_totals_alone(reference: str) -> None:
    # the table shown again unchanged after a move the build refused: its players' piles,
    # which it does not show, were taken as the game's after the move, and the unchanged table
    # looked changed (a false R7 "the heads differ" in normal play)
    build = _build("player-total-only,rule:cut-while-fits")
    build.profile = Profile(args=["-testing"], turn_line="yes")
    rules, _, _ = _grade(build, reference, 4)
    assert rules == {"R14.3"}, rules


def test_what_the_last_move_did_is_read_from_the_table_after_a_turn_line_read_at(
        reference: str) -> None:
    # (zoo 78/0, 78/3) a build printing its table after its turn line, then reading a line
    # (as probed):
    # where it ends the turn and the reference goes on or wins, what it did with the move is
    # in that table. A card on an ace it takes as a cut (new heads in it) was read as the
    # turn ending early (a false R16.1); a cut that keeps the card in hand, the mover then
    # owning -1 cards, as a win by the cut not declared (a false R18.3)
    found = {(f.kind, f.clause) for f in graded_combination(
        "turn-before-table,rule:no-action-3", ["input-gen-s21006"], reference,
        turn_line="yes") if f.wrong}
    assert found == {("rule", "R9")}, found
    found = {(f.kind, f.clause) for f in graded_combination(
        "turn-before-table,rule:cut-hand-not-discarded", ["readings-win-by-losing-l2"],
        reference, turn_line="yes") if f.wrong}
    assert found and all(clause.startswith("R15") for _, clause in found), found


def test_a_turn_line_shown_before_any_player_0_is_numbered_as_the_table_after_it_shows(
        reference: str) -> None:
    # (`Player 1, it is your turn.` printed before its table, `Player 0: ...`, and read after
    # both: the number was taken as counted from 1, no player 0 shown yet, so the first turn
    # was another player's, a false R3.3 in every transcript and game, and testing mode
    # stopped as undriveable; reader.whose_turn looks at the table before judging it)
    combination = parse_spec("players-from-zero,turn-before-table")
    build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    build.profile = Profile(args=["-testing"], turn_line="yes")
    run = grade(GradeRequest(build, corpus_transcripts(["ace-gen-s14007", "smoke-cut-removes-oldest"]),
                             options=Options(jobs=1, reference=reference), probe=False,
                             games=1, normal_moves=0))
    found = {(f.kind, f.clause) for f in summarise(run).findings if f.wrong}
    assert found == {("display", "R21.2")}, found


def test_a_question_naming_a_player_as_high_as_the_players_are_many_numbers_them_from_1(
        reference: str) -> None:
    # (a table numbering its players from 0, `Player 0:`, and a move request from 1, `Player
    # 2, your move?` in a game of two: read as the table numbers them, the move request was
    # the third player's, a false R3.3 on every transcript; a player 2 of 2 players shows that
    # question counts from 1, reader._numbered)
    found = {(f.kind, f.clause) for f in graded_combination(
        "players-from-zero,card-after-move.0", ["eof-at-joker-value", "smoke-cut-removes-oldest"],
        reference, turn_line="yes") if f.wrong}
    assert found == {("display", "R21.2")}, found


def test_a_question_naming_the_player_its_turn_line_named_learns_its_numbering_there(
        reference: str) -> None:
    # (the same build in a game of three: no move request names player 3 before the first
    # comparison, so `Player 2, your move?` after `Player 1, it is your turn.` (a table from
    # 0) was read as the third player's, a false R3.3 on 1081 transcripts; the turn line of
    # the same turn names the same player, reader._numbered)
    found = {(f.kind, f.clause) for f in graded_combination(
        "players-from-zero,card-after-move.0", ["setup-gen-s10127"],
        reference, turn_line="yes") if f.wrong}
    assert found == {("display", "R21.2")}, found
