// Facts about placements, computed through the engine's legality functions.
#include "bots/table_view.h"

#include <cstdlib>

#include "core/legality.h"

namespace hydra::bots {

int placedValue(const GameState& state, const Place& place) {
  return place.jokerValue ? *place.jokerValue : state.hand->rank;
}

const Head& targetHead(const GameState& state, const Place& place) {
  return *state.findHead(place.headId);
}

bool placeEndsTurn(const GameState& state, const Place& place) {
  return endsTurn(placedValue(state, place), targetHead(state, place).topValue);
}

int fitGap(const GameState& state, const Place& place) {
  const Head& head = targetHead(state, place);
  // An ace on top takes anything: covering it with another card gives that freedom away.
  if (head.topValue == kAce && placedValue(state, place) != kAce) return 2 * kKing;
  return std::abs(head.topValue - placedValue(state, place));
}

}  // namespace hydra::bots
