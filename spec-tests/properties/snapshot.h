// A byte-exact text image of a whole game state (every pile in order, every head, the turn in
// progress, the rule profile). Two states are the same game exactly when their snapshots are
// equal: the determinism property compares games with it, and the legality properties use it to
// show that a refused move changed nothing (R19.2).
#pragma once

#include <string>

#include "core/state.h"

namespace hydra::props {

std::string snapshot(const GameState& state);

// Own tallies, written independently of the engine's countCards: cards held by one player in
// their draw and discard piles, and cards anywhere in the game.
int pileCards(const GameState& state, int player);
int tableCards(const GameState& state);

}  // namespace hydra::props
