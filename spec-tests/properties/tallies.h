// Own tallies of cards for the conservation and cut properties, written independently of the
// engine's countCards. (Whole states are compared with GameState's ==.)
#pragma once

#include "core/state.h"

namespace hydra::props {

// Cards held by one player in their draw and discard piles; cards anywhere in the game.
int pileCards(const GameState& state, int player);
int tableCards(const GameState& state);

}  // namespace hydra::props
