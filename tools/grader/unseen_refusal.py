"""The moves of a turn that no table showed. A build that shows no table between the moves of a
turn, played in testing mode, asks for the card in hand again after a refused move (card
questions come before every move request), and the grader answers with the script's next card:
the refusal reads as the turn going on. It shows at the next table, on the head the refused
move went onto: the build's is as it was, the game's has the card. Named there after that move,
not after the last one. Likewise a difference at that table, or of course after the last move,
is the last move's only where the turn's earlier moves show: each placement on its head, no
joker's value under the last move unseen, no move the rules refuse carried out unseen; else
it is named after the earlier move that shows it, or not judged. So is what a move met on a
head whose joker the build's tables show without its value (`hidden_joker`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import move_number
from .state import State, same_card

if TYPE_CHECKING:  # (types only)
    from .context import Context
    from .expect import Step
    from .prompts import Prompt

Head = tuple  # (top, count) of one head


def _head(state: State, hid: int) -> Head | None:
    return next(((top, count) for i, top, count in state.heads if i == hid), None)


def _same(one: Head | None, other: Head | None) -> bool:
    return one is not None and other is not None and one[1] == other[1] and \
        same_card(one[0], other[0])


def asked_again_unseen(later: Prompt, move: Step | None, questions: int, quiet: bool) -> bool:
    """After a move, one card's questions (`questions`: its value and suit, answered), then the
    player who moved (or nobody named) asked a move, no table shown between (`quiet`): the move
    asked again, its card questions first, and the turn going on with a new card look alike
    there, and a cut asks two new heads. No grader can tell which (context.UNSEEN_MOVE)."""
    return later.kind == "move" and move is not None and later.player in (None, move.player) \
        and 1 <= questions <= 2 and quiet


def refused_unseen(ctx: Context, game: State, shown: State,
                   before: tuple[State, State] | None) -> tuple[Step, int] | None:
    """The one placement of this turn before its last move (and that no later move of the
    turn went onto the same head) whose head the build's table `shown` holds as the build's
    table `before` did (the last tables compared: the game's and the build's, which agreed on
    that head), where the `game` has changed it since: the move and the head's id. None where
    no move, or more than one, is so shown (a table shown after each move leaves none: the
    game's head then already holds the card)."""
    if before is None or len(ctx.turn_moves) < 2:
        return None
    game_then, build_then = before
    found = []
    for index, move in enumerate(ctx.turn_moves[:-1]):
        hid = move_number(move.text)
        if move.action is None or move.action.kind != "place" or hid is None or \
                any(move_number(later.text) == hid for later in ctx.turn_moves[index + 1:]):
            continue
        then = _head(game_then, hid)
        if _same(then, _head(build_then, hid)) and _same(_head(shown, hid), then) and \
                not _same(_head(game, hid), then):
            found.append((move, hid))
    return found[0] if len(found) == 1 else None


GONE_OTHERWISE = "the grader could not tell whether the game went another way at a move " \
    "earlier in the turn (no table shows it) or at the last one"
MAYBE_CARRIED_OUT = "the grader could not tell whether the build carried out a move earlier " \
    "in the turn that the rules refuse (no table shows it), or the game went another way later"


def which(move: Step) -> str:
    """The earlier move a GONE_OTHERWISE or MAYBE_CARRIED_OUT finding means, for its message."""
    return f" (the move earlier in the turn: {move.text.strip()!r})"


def unconfirmed(since: list[Step], shown: State | None, tables: tuple[State, State] | None,
                seen_refused: list[Step], testing: bool = True) -> Step | None:
    """The first placement of the turn's moves `since` the tables compared last (`tables`: the
    game's and the build's), but its last, that the build's table `shown` (None: none shown since)
    does not show on its head: the head gone, or holding no more cards than the build showed
    then. No table showed how that move went; a difference of course after the last move may
    be its (refused, or a card on an ace taken as a cut), not the last move's. None: each such
    placement shows. A joker placed onto the head the last move went onto is never shown so:
    the value the build gave it shows on no table, and the last move's course follows from
    it (a card on a joker counted otherwise than announced); nor is a move the game refused,
    which the build may have carried out (`ignored_unseen`, `seen_refused` as there). In
    normal play (not `testing`) the build names each card it draws: a new card named after a
    placement or a refused move shows it played, the same card refused (refusals.py), and
    only the joker's value stays unseen."""
    earlier = joker_under(since)
    if earlier is not None or not testing:
        return earlier
    earlier = ignored_unseen(since, seen_refused)
    if earlier is not None:
        return earlier
    for move in since[:-1]:
        hid = move_number(move.text)
        if move.action is None or move.action.kind != "place" or hid is None:
            continue
        then = _head(tables[1], hid) if tables is not None else None
        now = _head(shown, hid) if shown is not None else None
        if now is None or then is not None and now[1] <= then[1]:
            return move
    return None


def joker_under(since: list[Step]) -> Step | None:
    """A joker placed, among the turn's moves `since` the tables compared last, onto the head
    the last of them went onto (None: none): the value the build gave it shows on no table,
    and whatever the last move met there follows from it."""
    last = move_number(since[-1].text) if since else None
    return next((m for m in since[:-1] if last is not None and move_number(m.text) == last and
                 m.action is not None and m.action.kind == "place" and m.card is not None and
                 m.card.value == 0), None)


def head_move(since: list[Step], fields: list[str]) -> Step | None:
    """The move of the turn's moves `since` the tables compared last, not the last one, that
    was the last to go onto every head whose top or count differs (`fields`, the differing
    ones: heads with the same ids, and the mover's piles): the difference is that move's, not
    the last move's, which
    went elsewhere (a joker placed, then a plain card onto another head, one table a turn; or
    a move onto the head that the game refused, carried out). None: the last move went onto
    such a head, or no one move explains them all."""
    heads = [f for f in fields if f.startswith("head ") and f.split()[1].isdigit()]
    mover = since[-1].player if since else None
    if not heads or any(f not in heads and not f.startswith(f"player {mover} ")
                        for f in fields):
        return None  # (the mover's piles may differ too: a card more or fewer placed)
    owners = set()
    for hid in {int(f.split()[1]) for f in heads}:
        onto = [m for m in since if move_number(m.text) == hid and m.action is not None and
                m.action.kind in ("place", "ignored")]
        owners.add(id(onto[-1]) if onto else None)
    owner = next((m for m in since[:-1] if {id(m)} == owners), None)
    return owner


def ignored_unseen(since: list[Step], seen_refused: list[Step]) -> Step | None:
    """A move the game ignored (refused) among the turn's moves `since` the tables compared
    last, not the last one, typed well formed: the build asked on with no table between, its
    card questions first, as it asks when it carries such a move out (the turn going on).
    None: none, or each was asked again with no card question between (`seen_refused`: the
    build refused it too)."""
    return next((m for m in since[:-1] if m.action is not None and m.action.kind == "ignored"
                 and not m.garbage and not any(m is a for a in seen_refused)), None)


def hidden_joker(ctx: Context) -> int | None:
    """The head the last move went onto where the build's table at that move showed a joker
    without the value it counts (`Joker` for a placed `7J`), else None: what the move met
    there follows from a value no table of the build shows."""
    move, shown = ctx.move, ctx.shown_at_move
    hid = move_number(move.text) if move is not None else None
    if hid is None or shown is None:
        return None
    game, build = _head(move.state, hid), _head(shown, hid)  # type: ignore[union-attr]
    return hid if game is not None and build is not None and game[0].suit == "J" and \
        build[0].value == 0 else None


HIDDEN_JOKER = "the build shows the joker on the head the move went onto without the value " \
    "it counts: the grader could not tell the joker's value from the move's rule"


def unseen_value(ctx: Context, kind: str, clause: str, summary: str, category: str,
                 message: str) -> tuple[str, str, str, str, str]:
    """A finding of the game's course (a rule broken, a card not asked for: R23.1) about a move onto
    a joker whose value the build's table hid (`hidden_joker`) is not judged: the finding as
    the run reports it."""
    # (a cut made on a head other than the oldest, R14.4, is wrong whatever that head's top:
    # no value of it makes the head the oldest; nor does a cut made move the cards otherwise
    # for any value (R15: the piles, the new heads, the turn's end); of testing mode's
    # findings, only the cards the course asks for, R23.1, follow from it, not how answers
    # are taken)
    course = kind == "rule" and clause != "R14.4" and not clause.startswith("R15") or \
        kind == "testing-mode" and clause == "R23.1"
    hid = hidden_joker(ctx) if course else None
    if hid is None:
        return kind, clause, summary, category, message
    return "dialect", "R22", f"{HIDDEN_JOKER}; the run is not judged", "lost", \
        f"{message} (head {hid}: {summary})"
