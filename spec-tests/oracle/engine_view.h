// The one bridge between the engine's values and the oracle's: a GameState seen as an oracle
// Table, the engine's rule options and refusal codes in the oracle's terms, and a few
// questions the tests ask about engine states, answered by the oracle. Nothing here decides a
// rule; it only copies fields across.
#pragma once

#include "core/legality.h"
#include "core/state.h"
#include "oracle/legality_oracle.h"
#include "oracle/table.h"

namespace hydra::oracle {

Options optionsOf(const Rules& rules);
Table view(const GameState& state);
Refusal refusalOf(RuleError code);

// The oracle's answers about an engine state (see placement.h and legality_oracle.h).
bool fitsHead(const GameState& state, Card card, int value, const Head& head);
bool fitsSomeHead(const GameState& state, Card card);
bool reserveOpen(const GameState& state);
Refusals refusals(const GameState& state, const Move& move);
std::vector<Move> candidateMoves(const GameState& state);

}  // namespace hydra::oracle
