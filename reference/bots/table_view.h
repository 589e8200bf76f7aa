// What a computer player works out from the table before choosing: the value a placement puts
// on a head and whether it ends the turn (whether a card would fit anywhere is the engine's
// fitsAnyHead). Every answer comes from the engine's own legality functions.
#pragma once

#include "core/move.h"
#include "core/state.h"

namespace hydra::bots {

// The value the head's top counts as after `place`: the card's rank or the joker's value.
int placedValue(const GameState& state, const Place& place);

// The head `place` names (it must exist: the move came from legalMoves).
const Head& targetHead(const GameState& state, const Place& place);

// Whether `place` is action 2 (equal value), which ends the turn.
bool placeEndsTurn(const GameState& state, const Place& place);

// A rough distance between the card and the head's top: small for a tight fit that leaves the
// other heads open, large for a placement that wastes a head (e.g. anything on an ace).
int fitGap(const GameState& state, const Place& place);

}  // namespace hydra::bots
