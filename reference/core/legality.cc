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

// R7 (v < t) and R8 (v == t): not above the top; R9: anything on an ace.
bool fits(int value, int top) { return value <= top || top == kAce; }

bool endsTurn(int value, int top) { return value == top; }

namespace {

// H2: under red-down-black-up a black card (spades, clubs) goes up.
bool goesUp(const Rules& rules, Card card) {
  return rules.blackGoesUp && (card.suit == Suit::Spades || card.suit == Suit::Clubs);
}

}  // namespace

bool fitsHead(const Rules& rules, Card card, int value, const Head& head) {
  // A joker plays as its announced value and has neither colour (H2.4) nor suit (H3.3).
  if (card.isJoker()) return fits(value, head.topValue);
  // H3: same suit as the top card (a joker on top has no suit).
  if (rules.suitMatch && !head.top().isJoker() && card.suit == head.top().suit) return true;
  // H2 mirrors R7: higher instead of lower (which covers an ace on top); an equal value (R8)
  // is allowed both ways, and an ace stays universal (H2.3).
  if (goesUp(rules, card)) return value >= head.topValue || value == kAce;
  return fits(value, head.topValue);
}

bool fitsAnyHead(const GameState& state, Card card) {
  // An announced ace is below or equal to every top: a joker fits every head (R10.5).
  if (card.isJoker()) return true;
  for (const Head& head : state.heads) {
    if (fitsHead(state.rules, card, card.rank, head)) return true;
  }
  return false;
}

bool fitsAnyHead(const GameState& state) {
  return fitsAnyHead(state, state.hand.value());  // only asked while a card is in hand
}

namespace {

MoveError error(RuleError code, std::string message) { return MoveError{code, std::move(message)}; }

bool reserveAllowed(const GameState& state) { return !state.reserve && state.heads.size() > 1; }

// Moves that no front end of the kit ever sends (each asks for a move only in its phase, and
// asks a joker's value as a card value), refused all the same because the engine's API is open
// to any caller: a move out of its phase (R5.4), or a joker value missing, unexpected or not a
// value at all (R10.1). The corpus cannot reach these refusals; spec-tests/scenario does.
std::optional<MoveError> malformed(const GameState& state, const Move& move) {
  if (state.phase == Phase::Draw)
    return error(RuleError::WrongPhase, "a drawn card waits to be named");
  if (std::holds_alternative<StartTurn>(move)) {
    if (state.phase != Phase::TurnStart) {
      return error(RuleError::WrongPhase, "the turn has started");
    }
    return std::nullopt;
  }
  if (state.phase == Phase::GameOver) return error(RuleError::WrongPhase, "the game is over");
  if (state.phase != Phase::Move) return error(RuleError::WrongPhase, "no card in hand yet");
  const Place* place = std::get_if<Place>(&move);
  if (!place) return std::nullopt;
  if (!state.hand->isJoker()) {
    if (place->jokerValue) {
      return error(RuleError::JokerValueUnexpected, "only a joker takes a value");
    }
    return std::nullopt;
  }
  if (!place->jokerValue) return error(RuleError::JokerValueMissing, "a joker needs a value");
  int value = *place->jokerValue;
  if (value < kAce || value > kKing) {
    return error(RuleError::JokerValueOutOfRange, "a joker's value is A, 2..10, J, Q or K");
  }
  return std::nullopt;
}

// R7-R10, R19: the head must be active and the card (a joker as its announced value) must fit.
std::optional<MoveError> checkPlace(const GameState& state, const Place& place) {
  const Head* head = state.findHead(place.headId);
  if (!head) return error(RuleError::NoSuchHead, "no active head " + std::to_string(place.headId));
  const Card card = *state.hand;
  int value = place.jokerValue.value_or(card.rank);
  if (fitsHead(state.rules, card, value, *head)) return std::nullopt;
  std::string where = " fits no action on head " + std::to_string(head->id);
  if (card.isJoker()) {
    return error(RuleError::JokerValueDoesNotFit, "a joker as " + rankName(value) + where);
  }
  return error(RuleError::DoesNotFit, cardName(card) + where);
}

}  // namespace

std::optional<MoveError> checkMove(const GameState& state, const Move& move) {
  if (auto refused = malformed(state, move)) return refused;
  if (std::holds_alternative<StartTurn>(move)) return std::nullopt;
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
        if (fitsHead(state.rules, *state.hand, value, head)) moves.push_back(Place{head.id, value});
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
