"""The catalogue of mutants: deliberate single-point bugs in the reference (mostly the rules
engine, reference/core; a few in the text front end), each one exact search/replace edit that
must match exactly once. The corpus must fail on every one of them (docs/corpus.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mutant:
    name: str
    file: str
    search: str
    replace: str
    what: str


GAME = "reference/core/game.cc"
LEGAL = "reference/core/legality.cc"
CARD = "reference/core/card.cc"
SESSION = "reference/cli/session.cc"
MOVE_ANSWER = "reference/cli/move_answer.cc"
RENDER = "reference/cli/render.cc"
INPUT = "reference/cli/input.cc"

M = Mutant
MUTANTS: list[Mutant] = [
    # Drawing and reshuffling (R6)
    M("reshuffle-skipped", GAME, "  if (player.draw.empty()) {\n    player.draw.swap",
      "  if (false) {\n    player.draw.swap", "an empty draw pile is not refilled"),
    M("reshuffle-keeps-discard", GAME, "player.draw.swap(player.discard);",
      "player.draw = player.discard;", "the discard pile is not emptied by a reshuffle"),
    # Heads (R3, R4, R11)
    M("joker-head-counts-3", GAME, "card.isJoker() ? kJokerHeadValue : card.rank",
      "card.isJoker() ? 3 : card.rank", "a joker starting a head counts 3"),
    M("head-id-reused", GAME, "head.id = state.nextHeadId++;", "head.id = state.nextHeadId;",
      "head ids are not advanced"),
    M("head-id-skips", GAME, "head.id = state.nextHeadId++;", "head.id = ++state.nextHeadId;",
      "head ids start at 2"),
    M("first-player-1", GAME, "state.current = 1 % playerCount;", "state.current = 0;",
      "player 1 moves first"),
    M("deal-53", GAME, "first + kCardsPerDeck);", "first + kCardsPerDeck - 1);",
      "each player is dealt 53 cards"),
    # Reserve put away (R15.2, R17)
    M("reserve-lost", GAME, "  } else {\n    player.discard.push_back(*state.reserve);",
      "  } else {\n", "the reserve vanishes at a turn end"),
    M("reserve-to-draw-always", GAME, "if (state.rules.reserveToDraw) {",
      "if (!state.rules.reserveToDraw) {", "the readings of I2 swapped"),
    M("reserve-kept-at-turn-end", GAME, "void endTurn(GameState& state) {\n  putAwayReserve(state);",
      "void endTurn(GameState& state) {", "the reserve stays on the table after the turn"),
    M("cut-keeps-reserve-late", GAME, "  state.hand.reset();\n  putAwayReserve(state);\n  Head",
      "  state.hand.reset();\n  Head", "a cut puts the reserve away only after the new heads"),
    # Winning (R18)
    M("win-ignores-reserve", GAME, "player.draw.empty() && player.discard.empty() && !state.reserve;",
      "player.draw.empty() && player.discard.empty();", "a player holding a reserve can win"),
    M("win-ignores-discard", GAME, "player.draw.empty() && player.discard.empty() && !state.reserve",
      "player.draw.empty() && !state.reserve", "a win with cards in the discard pile"),
    M("win-not-after-place", GAME,
      "  if (outOfCards(state)) {\n    declareWinner(state);\n  } else if (stop) {",
      "  if (false) {\n    declareWinner(state);\n  } else if (stop) {",
      "no win right after a placement"),
    M("win-not-after-cut", GAME,
      "  ++state.cutCount;\n  if (outOfCards(state)) {", "  ++state.cutCount;\n  if (false) {",
      "no win by losing"),
    M("win-after-equal-lost", GAME,
      "  if (outOfCards(state)) {\n    declareWinner(state);\n  } else if (stop) {\n    endTurn(state);",
      "  if (outOfCards(state) && !stop) {\n    declareWinner(state);\n  } else if (stop) {\n"
      "    endTurn(state);", "a win by an equal card is not declared"),
    # Turns (R5, R16, R17)
    M("next-player-skips", GAME, "(state.current + 1) % state.playerCount()",
      "(state.current + 2) % state.playerCount()", "play skips a player"),
    M("quota-plus-one", GAME, "int quota = static_cast<int>(state.heads.size());",
      "int quota = static_cast<int>(state.heads.size()) + 1;", "one card too many per turn"),
    M("quota-minus-one", GAME, "state.remaining = quota - 1;", "state.remaining = quota - 2;",
      "one card too few per turn"),
    M("remaining-not-counted", GAME, "  --state.remaining;\n}", "}",
      "drawing does not count against the quota"),
    M("turn-never-ends-by-quota", GAME, "if (state.remaining == 0 || (",
      "if (state.remaining < 0 || (", "the quota never ends a turn"),
    M("reserve-only-left-played", GAME,
      "state.remaining == 0 || (player.draw.empty() && player.discard.empty())",
      "state.remaining == 0 || (player.draw.empty() && player.discard.empty() && !state.reserve)",
      "the reserve is not put away when it is the only card left"),
    # Placing (R7-R10)
    M("equal-continues", GAME, "stop = endsTurn(value, head.topValue);", "stop = false;",
      "an equal card does not end the turn"),
    M("top-not-updated", GAME, "    head.topValue = value;\n", "",
      "a head's top value is not updated"),
    M("card-not-on-head", GAME, "    head.cards.push_back(card);\n    head.topValue", "    head.topValue",
      "the placed card is not added to the head"),
    M("joker-keeps-no-value", GAME, "int value = card.isJoker() ? *move.jokerValue : card.rank;",
      "int value = card.isJoker() ? 2 : card.rank;", "a played joker counts 2 whatever is announced"),
    # Reserve and swap (R12, R13)
    M("reserve-not-counted", GAME, "  state.hand.reset();\n  continueTurn(state, source);\n}",
      "  state.hand = drawCard(state, source, DrawReason::Hand);\n}",
      "a replacement is drawn after action 4"),
    M("swap-missing", GAME, "std::swap(*state.hand, *state.reserve);", "(void)0;",
      "a swap changes nothing"),
    M("swap-uses-draw", GAME, "std::swap(*state.hand, *state.reserve);",
      "std::swap(*state.hand, *state.reserve);\n    --state.remaining;", "a swap consumes a draw"),
    # Cutting (R14, R15)
    M("cut-hand-not-discarded", GAME, "  player.discard.push_back(*state.hand);\n  state.hand.reset();\n  putAway",
      "  state.hand.reset();\n  putAway", "the card in hand is lost in a cut"),
    M("cut-head-not-discarded", GAME,
      "  player.discard.insert(player.discard.end(), oldest.cards.begin(), oldest.cards.end());\n",
      "", "the cut head's cards are lost"),
    M("cut-newest", GAME,
      "Head oldest = std::move(state.heads.front());\n  state.heads.erase(state.heads.begin());",
      "Head oldest = std::move(state.heads.back());\n  state.heads.pop_back();",
      "the newest head is cut off"),
    M("cut-one-new-head", GAME, "for (int i = 0; i < 2; ++i)", "for (int i = 0; i < 1; ++i)",
      "a cut makes one new head"),
    M("cut-three-new-heads", GAME, "for (int i = 0; i < 2; ++i)", "for (int i = 0; i < 3; ++i)",
      "a cut makes three new heads"),
    M("cut-turn-goes-on", GAME, "  } else {\n    endTurn(state);\n  }\n}\n\n}  // namespace",
      "  } else {\n    continueTurn(state, source);\n  }\n}\n\n}  // namespace",
      "the turn goes on after a cut"),
    # Legality (R7-R14)
    M("lower-flipped", LEGAL, "return value <= top || top == kAce; }",
      "return value >= top || top == kAce; }", "action 1 takes higher cards"),
    M("equal-refused", LEGAL, "return value <= top || top == kAce; }",
      "return value < top || top == kAce; }", "an equal card does not fit (no action 2)"),
    M("ace-rule-on-2", LEGAL, "return value <= top || top == kAce; }",
      "return value <= top || top == 2; }", "action 3 works on a 2 instead of an ace"),
    M("no-action-3", LEGAL, "return value <= top || top == kAce; }", "return value <= top; }",
      "nothing goes on an ace but an ace"),
    M("lower-ends-turn", LEGAL, "bool endsTurn(int value, int top) { return value == top; }",
      "bool endsTurn(int value, int top) { return value <= top; }", "a lower card ends the turn"),
    M("cut-while-fits", LEGAL, "if (fitsHead(state.rules, card, card.rank, head)) return true;",
      "if (fitsHead(state.rules, card, card.rank, head)) return false;",
      "a cut is allowed while the card fits a head"),
    M("reserve-one-head-strict", LEGAL, "return !state.reserve && state.heads.size() > 1;",
      "return !state.reserve && state.heads.size() >= 1;", "strict-cut refuses a one-head cut"),
    M("joker-k-refused", LEGAL, "if (value < kAce || value > kKing) {",
      "if (value < kAce || value > 12) {", "a joker cannot be announced as K"),
    M("joker-bad-value-placed", LEGAL,
      "if (fitsHead(state.rules, card, value, *head)) return std::nullopt;",
      "if (card.isJoker() || fitsHead(state.rules, card, value, *head)) return std::nullopt;",
      "a joker is placed with a value that fits no action"),
    M("reserve-single-head", LEGAL, "if (state.heads.size() <= 1) return error(",
      "if (state.heads.size() < 1) return error(", "action 4 with a single head"),
    M("strict-cut-inverted", LEGAL, "if (state.rules.strictCut && reserveAllowed(state)) {",
      "if (state.rules.strictCut && !reserveAllowed(state)) {", "strict-cut refuses the wrong cuts"),
    # House rules (docs/house-rules.md H1-H3)
    M("cut-anytime-ignored", LEGAL, "if (!state.rules.cutAnytime && fitsAnyHead(state)) {",
      "if (fitsAnyHead(state)) {", "cut-anytime still refuses a cut while the card fits"),
    M("red-goes-up", LEGAL, "(card.suit == Suit::Spades || card.suit == Suit::Clubs)",
      "(card.suit == Suit::Hearts || card.suit == Suit::Diamonds)",
      "red-down-black-up turns the colours round"),
    M("black-ace-not-universal", LEGAL, "return value >= head.topValue || value == kAce;",
      "return value >= head.topValue;", "a black ace goes only on an ace"),
    M("joker-goes-up", LEGAL, "if (card.isJoker()) return fits(value, head.topValue);",
      "if (card.isJoker() && !rules.blackGoesUp) return fits(value, head.topValue);",
      "under red-down-black-up a joker counts as a black card"),
    M("joker-top-has-suit", LEGAL, "rules.suitMatch && !head.top().isJoker() && ",
      "rules.suitMatch && ", "a joker on top matches the suit it is stored with"),
    M("suit-match-off", LEGAL, "if (rules.suitMatch && ", "if (false && ",
      "suit-match adds no placement"),
    # Card names (R2, R23)
    M("ten-parsed-as-9", CARD, 'if (token == "10") return 10;', 'if (token == "10") return 9;',
      "10 is read as 9"),
    M("nine-not-accepted", CARD, "token[0] <= '9'", "token[0] < '9'", "9 is not a card value"),
    M("ace-shown-as-1", CARD, 'case 1: return "A";', 'case 1: return "1";', "an ace is shown 1"),
    M("clubs-shown-as-diamonds", CARD, 'constexpr std::string_view kLetters = "SHCD";',
      'constexpr std::string_view kLetters = "SHDD";', "a club is shown as a diamond"),
    M("diamonds-as-clubs", CARD, 'if (token == "D") return Suit::Diamonds;',
      'if (token == "D") return Suit::Clubs;', "D is read as clubs"),
    # Text front end (R19-R24)
    M("cut-any-head", MOVE_ANSWER, "*number == state.oldestHead().id) return Cut{};",
      "*number != 0) return Cut{};", "choosing any head cuts"),
    M("remaining-shown-plus-one", RENDER, "std::to_string(state.remaining) + \" remaining",
      "std::to_string(state.remaining + 1) + \" remaining", "remaining shown one too high"),
    M("cr-not-trimmed", INPUT, 'constexpr std::string_view kSpace = " \\t\\r\\n\\v\\f";',
      'constexpr std::string_view kSpace = " \\t\\n\\v\\f";', "a trailing CR is not ignored"),
    M("one-player-accepted", SESSION, "if (count && *count >= 2) return *count;",
      "if (count && *count >= 1) return *count;", "a one-player game starts"),
]
