// The move request's answer as a typed Move, and a Move as an answer (rules R14, R19, R22).
#include "cli/move_answer.h"

#include "cli/input.h"
#include "core/legality.h"

namespace hydra::cli {
namespace {

constexpr int kMaxMoveNumber = 1 << 30;

}  // namespace

MoveAnswer parseMoveAnswer(const GameState& state, std::string_view answer) {
  std::optional<int> number = parseNumber(answer, kMaxMoveNumber);
  if (!number) return IgnoredAnswer{};
  if (*number == 0) {
    if (state.reserve) return Move{Swap{}};
    return Move{Reserve{}};
  }
  if (state.hand->isJoker()) {
    // A joker's value is asked only for an active head; other numbers are simply ignored.
    if (!state.findHead(*number)) return IgnoredAnswer{};
    return NeedsJokerValue{*number};
  }
  // A number that is no active head comes back refused by apply() (R19), like any move that
  // does not fit.
  Move place = Place{*number, std::nullopt};
  // R14: choosing the oldest head with a card that does not fit it cuts it off (when the rules
  // allow a cut; otherwise apply() refuses it and the move is ignored).
  if (checkMove(state, place) && *number == state.oldestHead().id) return Move{Cut{}};
  return place;
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
