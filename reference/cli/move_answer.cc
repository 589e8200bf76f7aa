// The move request's answer as a typed Move (rules R14, R19, R22).
#include "cli/move_answer.h"

#include "core/legality.h"

namespace hydra::cli {
namespace {

constexpr int kMaxMoveNumber = 1 << 30;

}  // namespace

std::optional<Move> moveFromAnswer(const GameState& state, std::string_view answer,
                                   LineReader& in, std::ostream& out) {
  std::optional<int> number = parseNumber(answer, kMaxMoveNumber);
  if (!number) return std::nullopt;
  if (*number == 0) {
    if (state.reserve) return Swap{};
    return Reserve{};
  }
  if (state.hand->isJoker()) {
    // A joker's value is asked only for an active head; other numbers are simply ignored.
    if (!state.findHead(*number)) return std::nullopt;
    out << "Joker value?\n" << std::flush;
    std::optional<int> value = parseRank(trim(in.readLine("Joker value?")));
    if (!value) return std::nullopt;
    return Place{*number, *value};
  }
  // A number that is no active head comes back refused by apply() (R19), like any move that
  // does not fit.
  Move place = Place{*number, std::nullopt};
  // R14: choosing the oldest head with a card that does not fit it cuts it off (when the rules
  // allow a cut; otherwise apply() refuses it and the move is ignored).
  if (checkMove(state, place) && *number == state.oldestHead().id) return Cut{};
  return place;
}

}  // namespace hydra::cli
