// The rule oracles of the engine harness (see engine_oracles.h). The legality rules are
// restated here in their own words rather than by calling fits(), so that a slip in legality.cc
// shows up as a disagreement.
#include "engine_oracles.h"

#include <algorithm>

#include "core/legality.h"

namespace hydra::fuzz {
namespace {

bool sameHead(const Head& a, const Head& b) {
  return a.id == b.id && a.cards == b.cards && a.topValue == b.topValue;
}

bool sameHeads(const std::vector<Head>& a, const std::vector<Head>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), sameHead);
}

// R7-R9 as the assignment states them: lower, equal, or anything but an ace on an ace.
bool ruleAllowsValueOn(int value, int top) {
  return value < top || value == top || (top == kAce && value != kAce);
}

// The same for a card in hand, with the house rules (docs/house-rules.md): H3 suit-match lets
// a card go on a head of its suit; H2 red-down-black-up turns the test upwards for black cards.
bool ruleAllowsCardOn(const Rules& rules, Card card, const Head& head) {
  int top = head.topValue;
  if (rules.suitMatch && !head.top().isJoker() && card.suit == head.top().suit) return true;
  bool black = card.suit == Suit::Spades || card.suit == Suit::Clubs;
  if (rules.blackGoesUp && black) {
    return card.rank > top || card.rank == top || top == kAce || card.rank == kAce;
  }
  return ruleAllowsValueOn(card.rank, top);
}

bool specPlaceLegal(const GameState& state, const Place& place) {
  if (state.phase != Phase::Move) return false;
  const Head* head = state.findHead(place.headId);
  if (!head) return false;
  if (state.hand->isJoker()) {
    return place.jokerValue && *place.jokerValue >= kAce && *place.jokerValue <= kKing &&
           ruleAllowsValueOn(*place.jokerValue, head->topValue);
  }
  return !place.jokerValue && ruleAllowsCardOn(state.rules, *state.hand, *head);
}

bool specReserveLegal(const GameState& state) {
  return state.phase == Phase::Move && !state.reserve && state.heads.size() > 1;
}

// R14, with H1 cut-anytime: the oldest head may be cut whatever the card in hand.
bool specCutLegal(const GameState& state) {
  if (state.phase != Phase::Move) return false;
  if (!state.rules.cutAnytime) {
    if (state.hand->isJoker()) return false;
    for (const Head& head : state.heads) {
      if (ruleAllowsCardOn(state.rules, *state.hand, head)) return false;
    }
  }
  return !(state.rules.strictCut && specReserveLegal(state));
}

bool specLegal(const GameState& state, const Move& move) {
  if (std::holds_alternative<StartTurn>(move)) return state.phase == Phase::TurnStart;
  if (const Place* place = std::get_if<Place>(&move)) return specPlaceLegal(state, *place);
  if (std::holds_alternative<Reserve>(move)) return specReserveLegal(state);
  if (std::holds_alternative<Swap>(move)) return state.phase == Phase::Move && state.reserve;
  return specCutLegal(state);
}

// Every kind of move, on every active head, on ids that are not (or no longer) heads, and for
// a joker with every announced value including two out of range.
std::vector<Move> candidateMoves(const GameState& state) {
  std::vector<Move> moves{StartTurn{}, Reserve{}, Swap{}, Cut{}};
  std::vector<int> ids{-1, 0, state.nextHeadId};
  if (!state.heads.empty() && state.heads.front().id > 1) ids.push_back(state.heads.front().id - 1);
  for (const Head& head : state.heads) ids.push_back(head.id);
  bool joker = state.hand && state.hand->isJoker();
  for (int id : ids) {
    moves.push_back(Place{id, std::nullopt});
    if (!joker) {
      moves.push_back(Place{id, kAce});
      continue;
    }
    for (int value = 0; value <= kKing + 1; ++value) moves.push_back(Place{id, value});
  }
  return moves;
}

// A number that identifies a move: its kind, head id and joker value (ids and values are small).
long moveKey(const Move& move) {
  long key = static_cast<long>(move.index()) << 40;
  if (const Place* place = std::get_if<Place>(&move)) {
    key += (static_cast<long>(place->headId) + 2) << 8;
    key += place->jokerValue ? *place->jokerValue + 2 : 0;
  }
  return key;
}

std::string cardText(const std::optional<Card>& card) { return card ? cardName(*card) : "-"; }

}  // namespace

bool sameState(const GameState& a, const GameState& b) {
  if (a.players.size() != b.players.size()) return false;
  for (size_t i = 0; i < a.players.size(); ++i) {
    if (a.players[i].draw != b.players[i].draw || a.players[i].discard != b.players[i].discard) {
      return false;
    }
  }
  return a.rules == b.rules && sameHeads(a.heads, b.heads) && a.nextHeadId == b.nextHeadId &&
         a.current == b.current && a.phase == b.phase && a.hand == b.hand &&
         a.reserve == b.reserve && a.remaining == b.remaining && a.winner == b.winner &&
         a.cutCount == b.cutCount && a.relabelled == b.relabelled;
}

std::string summary(const GameState& state) {
  static const char* const kPhase[] = {"turn-start", "move", "game-over"};
  std::string out = std::string(kPhase[static_cast<int>(state.phase)]) + " player " +
                    std::to_string(state.current + 1) + " hand " + cardText(state.hand) +
                    " reserve " + cardText(state.reserve) + " remaining " +
                    std::to_string(state.remaining) + " heads";
  for (const Head& head : state.heads) {
    out += " " + std::to_string(head.id) + ":" + rankName(head.topValue) + "x" +
           std::to_string(head.cards.size());
  }
  out += " piles";
  for (const Player& player : state.players) {
    out += " " + std::to_string(player.draw.size()) + "/" + std::to_string(player.discard.size());
  }
  return out;
}

std::vector<std::string> legalityProblems(const GameState& state) {
  std::vector<std::string> problems;
  std::vector<Move> legal = legalMoves(state);
  std::vector<long> listed;
  listed.reserve(legal.size());
  for (const Move& move : legal) {
    listed.push_back(moveKey(move));
    if (auto error = checkMove(state, move)) {
      problems.push_back("legalMoves lists '" + describe(move) +
                         "' but checkMove refuses it: " + error->message);
    }
  }
  std::sort(listed.begin(), listed.end());
  for (const Move& move : candidateMoves(state)) {
    bool engine = !checkMove(state, move).has_value();
    if (engine && !std::binary_search(listed.begin(), listed.end(), moveKey(move))) {
      problems.push_back("checkMove accepts '" + describe(move) + "' but legalMoves omits it");
    }
    if (engine != specLegal(state, move)) {
      problems.push_back("checkMove " + std::string(engine ? "accepts" : "refuses") + " '" +
                         describe(move) + "', the rules say the opposite");
    }
  }
  return problems;
}

namespace {

struct TurnFacts {
  const GameState& before;
  const GameState& after;
  int player;
  std::vector<std::string>& problems;

  void expect(bool ok, const std::string& what) {
    if (!ok) problems.push_back(what);
  }
  const Player& was() const { return before.players[static_cast<size_t>(player)]; }
  const Player& now() const { return after.players[static_cast<size_t>(player)]; }
  bool won() const { return after.phase == Phase::GameOver && after.winner == player; }

  // R17: play passes on, and the reserve (the card `putAway`, if any) goes onto the discard
  // pile, or onto the draw pile under reserve-to-draw (I2).
  void passed(const std::string& clause) {
    int next = (player + 1) % before.playerCount();
    expect(after.phase == Phase::TurnStart && after.current == next,
           clause + ": the turn should pass to player " + std::to_string(next + 1));
    expect(!after.reserve, clause + ": the reserve should be put away at the turn end (R17)");
  }
  void turnEnded(const std::string& clause, std::optional<Card> putAway) {
    passed(clause);
    expect(now().total() == was().total() + (putAway ? 1 : 0),
           clause + ": at the turn end the player keeps their piles plus the reserve");
    if (putAway) {
      const std::vector<Card>& pile = before.rules.reserveToDraw ? now().draw : now().discard;
      expect(!pile.empty() && pile.back() == *putAway,
             clause + ": the reserve should lie on top of the " +
                 (before.rules.reserveToDraw ? "draw pile (I2)" : "discard pile (R17)"));
    }
  }
  void continued(const std::string& clause) {
    expect(after.phase == Phase::Move && after.current == player,
           clause + ": the turn should go on with a new card (R16)");
    expect(after.remaining == before.remaining - 1,
           clause + ": one card fewer should remain to draw (R5)");
    expect(now().total() == was().total() - 1, clause + ": exactly one card should be drawn");
  }
  // R16: after action 1, 3 or 4 the turn goes on, or ends when nothing is left to draw;
  // `reserve` is what the reserve holds after the action.
  void afterContinuingAction(const std::string& clause, std::optional<Card> reserve) {
    if (before.remaining == 0 || was().total() == 0) {
      turnEnded(clause, reserve);
    } else {
      continued(clause);
    }
  }
};

void checkPlace(TurnFacts& facts, const Place& place) {
  const GameState& before = facts.before;
  const Head* old = before.findHead(place.headId);
  const Head* head = facts.after.findHead(place.headId);
  int value = place.jokerValue.value_or(before.hand->rank);
  if (!old || !head) {
    facts.expect(false, "R7: the head played on has gone");
    return;
  }
  facts.expect(head->cards.size() == old->cards.size() + 1 && head->top() == *before.hand,
               "R7: the card in hand should be on top of head " + std::to_string(head->id));
  facts.expect(head->topValue == value, "R10: the head should count as the value played");
  bool emptyHanded = facts.was().total() == 0 && !before.reserve;
  if (emptyHanded) {
    facts.expect(facts.won(), "R18: a player with no cards left after a placement wins");
  } else if (value == old->topValue) {
    facts.turnEnded("R8", before.reserve);
  } else {
    facts.afterContinuingAction("R7/R9", before.reserve);
  }
}

void checkCut(TurnFacts& facts) {
  const GameState& before = facts.before;
  const GameState& after = facts.after;
  facts.expect(after.cutCount == before.cutCount + 1, "R15: the cut should be counted");
  facts.expect(after.heads.size() == before.heads.size() + 1, "R15: a cut makes net one head");
  bool kept =
      after.heads.size() == before.heads.size() + 1 &&
      std::equal(before.heads.begin() + 1, before.heads.end(), after.heads.begin(), sameHead);
  facts.expect(kept, "R15: every head but the oldest should stay as it was");
  for (size_t i = before.heads.size() - 1; i < after.heads.size(); ++i) {
    const Head& fresh = after.heads[i];
    int expectedId = before.nextHeadId + static_cast<int>(i - (before.heads.size() - 1));
    facts.expect(fresh.id == expectedId && fresh.cards.size() == 1,
                 "R15.4: new heads get the next ids and one card each");
    int expectedValue = fresh.top().isJoker() ? kJokerHeadValue : fresh.top().rank;
    facts.expect(fresh.topValue == expectedValue, "R11.2: a new head counts as its card");
  }
  int moved = 1 + (before.reserve ? 1 : 0) + static_cast<int>(before.oldestHead().cards.size());
  facts.expect(facts.now().total() == facts.was().total() + moved - 2,
               "R15: hand, reserve and oldest head go to the player, two cards come out");
  // I2: under reserve-to-draw the reserve goes on the draw pile first and becomes the first
  // new head (unless cards are being named, as in testing mode).
  if (before.rules.reserveToDraw && before.reserve && !after.relabelled && kept) {
    facts.expect(after.heads[after.heads.size() - 2].top() == *before.reserve,
                 "R15.2/I2: the former reserve should be the first new head");
  }
  if (facts.now().total() == 0) {
    facts.expect(facts.won(), "R18.3: a cut that leaves no cards wins");
  } else {
    facts.passed("R15.5");
  }
}

}  // namespace

std::vector<std::string> transitionProblems(const GameState& before, const Move& move,
                                            const GameState& after) {
  std::vector<std::string> problems;
  TurnFacts facts{before, after, before.current, problems};
  if (std::holds_alternative<StartTurn>(move)) {
    if (facts.was().total() == 0) {
      facts.expect(facts.won(), "R18: a player with nothing to draw wins at the turn start");
    } else {
      facts.expect(after.phase == Phase::Move && after.current == before.current && after.hand,
                   "R5: starting a turn draws a card for the same player");
      facts.expect(after.remaining == static_cast<int>(before.heads.size()) - 1,
                   "R5: the quota is the number of heads");
      facts.expect(sameHeads(before.heads, after.heads), "R5: drawing leaves the heads alone");
    }
  } else if (const Place* place = std::get_if<Place>(&move)) {
    checkPlace(facts, *place);
  } else if (std::holds_alternative<Reserve>(move)) {
    facts.expect(after.reserve == before.hand || after.phase == Phase::TurnStart,
                 "R12: the card in hand should go into the reserve");
    facts.afterContinuingAction("R12", before.hand);
  } else if (std::holds_alternative<Swap>(move)) {
    GameState expected = before;
    std::swap(expected.hand, expected.reserve);
    facts.expect(sameState(expected, after),
                 "R13: a swap exchanges hand and reserve, nothing else");
  } else {
    checkCut(facts);
  }
  return problems;
}

}  // namespace hydra::fuzz
