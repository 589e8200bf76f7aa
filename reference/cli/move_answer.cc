// The move request's answer as a typed Move, and a Move as an answer (rules R14, R19, R22).
#include "cli/move_answer.h"

#include "cli/input.h"
#include "core/legality.h"

namespace hydra::cli {
namespace {

constexpr int kMaxMoveNumber = 1 << 30;

// The move a number names when the card in hand is no joker (or the number is 0).
std::optional<Move> numberedMove(const GameState& state, std::optional<int> number) {
  if (!number) return std::nullopt;
  if (*number == 0) {
    if (state.reserve) return Swap{};
    return Reserve{};
  }
  // A number that is no active head comes back refused by apply() (R19), like any move that
  // does not fit.
  Move place = Place{*number, std::nullopt};
  // R14: choosing the oldest head with a card that does not fit it cuts it off (when the rules
  // allow a cut; otherwise apply() refuses it and the move is ignored).
  if (checkMove(state, place) && *number == state.oldestHead().id) return Cut{};
  return place;
}

}  // namespace

MoveAnswer parseMoveAnswer(const GameState& state, std::string_view answer) {
  std::optional<int> number = parseNumber(answer, kMaxMoveNumber);
  if (number && *number != 0 && state.hand->isJoker()) {
    // A joker's value is asked only for an active head; other numbers are simply ignored.
    if (!state.findHead(*number)) return IgnoredAnswer{};
    return NeedsJokerValue{*number};
  }
  if (std::optional<Move> move = numberedMove(state, number)) return *move;
  return IgnoredAnswer{};
}

std::optional<Move> jokerPlacement(const NeedsJokerValue& ask, std::string_view valueAnswer) {
  std::optional<int> value = parseRank(trim(valueAnswer));
  if (!value) return std::nullopt;
  return Place{ask.headId, *value};
}

std::string answerFor(const GameState& state, const Move& move) {
  if (const Place* place = std::get_if<Place>(&move)) return std::to_string(place->headId);
  if (std::holds_alternative<Cut>(move)) {
    Move byNumber = Place{state.oldestHead().id, std::nullopt};
    if (!state.hand->isJoker() && checkMove(state, byNumber)) {
      return std::to_string(state.oldestHead().id);
    }
    return "cut";
  }
  return "0";
}

}  // namespace hydra::cli
