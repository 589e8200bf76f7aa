// Two tiny players for driving games in tests (they know nothing of the bots module).
// - random: a uniformly random legal move; with the given percentage, instead any move from
//   the candidate universe of oracle/legality_oracle.h, mostly illegal and then refused.
// - greedy: keeps aces in the reserve (while more cards are coming), plays the lowest value it
//   can (a joker as an ace) on the head with the lowest top that takes it, swaps in the
//   reserve when the card in hand fits nowhere, and cuts only as a last resort. It only ever
//   makes legal moves.
#pragma once

#include "core/card_source.h"
#include "core/move.h"
#include "core/state.h"

namespace hydra::props {

enum class Strategy { Random, Greedy };

const char* strategyName(Strategy strategy);

Move randomMove(const GameState& state, Rng& rng, int illegalPercent);
Move greedyMove(const GameState& state);

}  // namespace hydra::props
