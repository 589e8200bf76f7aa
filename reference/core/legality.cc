// Legality of moves (rules R5, R7-R14).
#include "core/legality.h"

namespace hydra {

const char* MoveError::clause() const {
  switch (code) {
    case RuleError::WrongPhase: return "R5";
    case RuleError::NoSuchHead: return "R19";
    case RuleError::DoesNotFit: return "R7";
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
  return "R?";
}

bool fits(int value, int top) {
  return value < top || value == top || (top == kAce && value != kAce);
}

bool endsTurn(int value, int top) { return value == top; }

namespace {

// H2: under red-down-black-up a black card goes up; a joker has no colour and goes down.
bool goesUp(const Rules& rules, Card card) {
  return rules.blackGoesUp && !card.isJoker() &&
         (card.suit == Suit::Spades || card.suit == Suit::Clubs);
}

}  // namespace

bool fitsHead(const Rules& rules, Card card, int value, const Head& head) {
  // H3: same suit as the top card (a joker on top has no suit, a joker in hand neither).
  if (rules.suitMatch && !card.isJoker() && !head.top().isJoker() && card.suit == head.top().suit) {
    return true;
  }
  // H2 mirrors R7: higher instead of lower; equal values (R8) and aces (R9) stay universal.
  if (goesUp(rules, card)) {
    return value > head.topValue || value == head.topValue || head.topValue == kAce ||
           value == kAce;
  }
  return fits(value, head.topValue);
}

bool fitsAnyHead(const GameState& state) {
  if (!state.hand) return false;
  // An announced ace is below or equal to every top, so a joker always fits somewhere.
  if (state.hand->isJoker()) return !state.heads.empty();
  for (const Head& head : state.heads) {
    if (fitsHead(state.rules, *state.hand, state.hand->rank, head)) return true;
  }
  return false;
}

namespace {

MoveError error(RuleError code, std::string message) { return MoveError{code, std::move(message)}; }

bool reserveAllowed(const GameState& state) {
  return !state.reserve && state.heads.size() > 1;
}

std::optional<MoveError> checkPlace(const GameState& state, const Place& place) {
  const Head* head = state.findHead(place.headId);
  if (!head) return error(RuleError::NoSuchHead, "no active head " + std::to_string(place.headId));
  int value;
  if (state.hand->isJoker()) {
    if (!place.jokerValue) return error(RuleError::JokerValueMissing, "a joker needs a value");
    value = *place.jokerValue;
    if (value < kAce || value > kKing) {
      return error(RuleError::JokerValueOutOfRange, "a joker's value is A, 2..10, J, Q or K");
    }
    if (!fits(value, head->topValue)) {
      return error(RuleError::JokerValueDoesNotFit,
                   "a joker as " + rankName(value) + " fits no action on head " +
                       std::to_string(head->id));
    }
    return std::nullopt;
  }
  if (place.jokerValue) return error(RuleError::JokerValueUnexpected, "only a joker takes a value");
  value = state.hand->rank;
  if (!fitsHead(state.rules, *state.hand, value, *head)) {
    return error(RuleError::DoesNotFit, cardName(*state.hand) + " fits no action on head " +
                                            std::to_string(head->id));
  }
  return std::nullopt;
}

}  // namespace

std::optional<MoveError> checkMove(const GameState& state, const Move& move) {
  if (std::holds_alternative<StartTurn>(move)) {
    if (state.phase != Phase::TurnStart) return error(RuleError::WrongPhase, "the turn has started");
    return std::nullopt;
  }
  if (state.phase != Phase::Move) {
    return error(RuleError::WrongPhase, state.phase == Phase::GameOver ? "the game is over"
                                                                       : "no card in hand yet");
  }
  if (const Place* place = std::get_if<Place>(&move)) return checkPlace(state, *place);
  if (std::holds_alternative<Reserve>(move)) {
    if (state.reserve) return error(RuleError::ReserveTaken, "the reserve is taken");
    if (state.heads.size() <= 1) return error(RuleError::ReserveOneHead, "only one head");
    return std::nullopt;
  }
  if (std::holds_alternative<Swap>(move)) {
    if (!state.reserve) return error(RuleError::SwapWithoutReserve, "the reserve is empty");
    return std::nullopt;
  }
  // Cut.
  if (!state.rules.cutAnytime && fitsAnyHead(state)) {
    return error(RuleError::CutWhileFits, cardName(*state.hand) + " fits a head");
  }
  if (state.rules.strictCut && reserveAllowed(state)) {
    return error(RuleError::CutReserveFree, "the card can still go into the reserve");
  }
  return std::nullopt;
}

std::vector<Move> legalMoves(const GameState& state) {
  std::vector<Move> moves;
  if (state.phase == Phase::TurnStart) {
    moves.push_back(StartTurn{});
    return moves;
  }
  if (state.phase != Phase::Move) return moves;
  for (const Head& head : state.heads) {
    if (state.hand->isJoker()) {
      for (int value = kAce; value <= kKing; ++value) {
        if (fits(value, head.topValue)) moves.push_back(Place{head.id, value});
      }
    } else if (fitsHead(state.rules, *state.hand, state.hand->rank, head)) {
      moves.push_back(Place{head.id, std::nullopt});
    }
  }
  for (Move move : {Move{Reserve{}}, Move{Swap{}}, Move{Cut{}}}) {
    if (!checkMove(state, move)) moves.push_back(move);
  }
  return moves;
}

}  // namespace hydra
