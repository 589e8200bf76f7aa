// The tests' own legality rules (see oracle.h), clause by clause.
#include "properties/oracle.h"

namespace hydra::props {

bool mayPlace(int value, int top) {
  bool lower = value < top;             // R7, action 1
  bool equal = value == top;            // R8, action 2
  bool onAce = top == 1 && value != 1;  // R9, action 3
  return lower || equal || onAce;
}

bool placingEndsTurn(int value, int top) { return value == top; }

bool handFitsSomewhere(const GameState& state) {
  if (!state.hand) return false;
  for (const Head& head : state.heads) {
    if (state.hand->isJoker()) return true;  // R10.5: announced as an ace it fits anywhere
    if (mayPlace(state.hand->rank, head.topValue)) return true;
  }
  return false;
}

bool reserveOpen(const GameState& state) { return !state.reserve && state.heads.size() >= 2; }

int placedValue(const GameState& before, const Place& place) {
  return before.hand->isJoker() ? place.jokerValue.value_or(0) : before.hand->rank;
}

std::set<RuleError> forbiddingRules(const GameState& state, const Move& move) {
  std::set<RuleError> why;
  if (std::holds_alternative<StartTurn>(move)) {
    if (state.phase != Phase::TurnStart) why.insert(RuleError::WrongPhase);  // R5.4
    return why;
  }
  if (state.phase != Phase::Move) {
    why.insert(RuleError::WrongPhase);
    return why;
  }
  const Card hand = *state.hand;
  if (const Place* place = std::get_if<Place>(&move)) {
    const Head* head = nullptr;
    for (const Head& h : state.heads) {
      if (h.id == place->headId) head = &h;
    }
    if (!head) why.insert(RuleError::NoSuchHead);  // R19.1
    if (hand.isJoker()) {                          // R10
      if (!place->jokerValue) {
        why.insert(RuleError::JokerValueMissing);
      } else if (*place->jokerValue < 1 || *place->jokerValue > 13) {
        why.insert(RuleError::JokerValueOutOfRange);
      } else if (head && !mayPlace(*place->jokerValue, head->topValue)) {
        why.insert(RuleError::JokerValueDoesNotFit);
      }
    } else {
      if (place->jokerValue) why.insert(RuleError::JokerValueUnexpected);
      if (head && !mayPlace(hand.rank, head->topValue)) why.insert(RuleError::DoesNotFit);
    }
    return why;
  }
  if (std::holds_alternative<Reserve>(move)) {  // R12
    if (state.reserve) why.insert(RuleError::ReserveTaken);
    if (state.heads.size() < 2) why.insert(RuleError::ReserveOneHead);
    return why;
  }
  if (std::holds_alternative<Swap>(move)) {  // R13.4
    if (!state.reserve) why.insert(RuleError::SwapWithoutReserve);
    return why;
  }
  if (handFitsSomewhere(state)) why.insert(RuleError::CutWhileFits);  // R14.1, R14.5
  if (state.rules.strictCut && reserveOpen(state)) why.insert(RuleError::CutReserveFree);  // R14.2
  return why;
}

const char* expectedClause(RuleError code) {
  switch (code) {
    case RuleError::WrongPhase: return "R5";
    case RuleError::NoSuchHead: return "R19";
    case RuleError::DoesNotFit: return "R7";  // actions 1-3 are R7-R9; the first is cited
    case RuleError::JokerValueMissing:
    case RuleError::JokerValueUnexpected:
    case RuleError::JokerValueOutOfRange:
    case RuleError::JokerValueDoesNotFit: return "R10";
    case RuleError::ReserveTaken:
    case RuleError::ReserveOneHead: return "R12";
    case RuleError::SwapWithoutReserve: return "R13";
    case RuleError::CutWhileFits:
    case RuleError::CutReserveFree: return "R14";
  }
  return "?";
}

std::vector<Move> candidateMoves(const GameState& state) {
  std::vector<Move> moves{StartTurn{}, Reserve{}, Swap{}, Cut{}};
  std::vector<int> ids{-1, 0, state.nextHeadId, state.nextHeadId + 1};
  for (const Head& head : state.heads) ids.push_back(head.id);
  if (!state.heads.empty() && state.heads.front().id > 1) ids.push_back(1);  // a retired id
  std::vector<std::optional<int>> values{std::nullopt, -3, 0, 14};
  for (int v = 1; v <= 13; ++v) values.push_back(v);
  for (int id : ids) {
    for (const std::optional<int>& value : values) moves.push_back(Place{id, value});
  }
  return moves;
}

}  // namespace hydra::props
