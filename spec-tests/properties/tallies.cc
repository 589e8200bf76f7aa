// Card tallies of the properties (see tallies.h).
#include "properties/tallies.h"

namespace hydra::props {
int pileCards(const GameState& state, int player) {
  const Player& p = state.players[static_cast<size_t>(player)];
  return static_cast<int>(p.draw.size() + p.discard.size());
}

int tableCards(const GameState& state) {
  int total = 0;
  for (int i = 0; i < state.playerCount(); ++i) total += pileCards(state, i);
  for (const Head& head : state.heads) total += static_cast<int>(head.cards.size());
  return total + (state.hand ? 1 : 0) + (state.reserve ? 1 : 0);
}

}  // namespace hydra::props
