// The tests' own reading of the legality rules (R5, R7-R14, R19), written from docs/rules.md
// without looking at reference/core/legality.cc, so that the engine's legality oracle can be
// checked against it. forbiddingRules() lists every rule that forbids a move (a move may break
// several at once; the engine must name one of them).
#pragma once

#include <set>
#include <vector>

#include "core/legality.h"
#include "core/move.h"
#include "core/state.h"

namespace hydra::props {

// R7-R9: a card worth `value` may go on a head counting as `top`.
bool mayPlace(int value, int top);
// R8: placing it there ends the turn.
bool placingEndsTurn(int value, int top);
// R10.5, R14.1: the card in hand fits at least one head (a joker always does).
bool handFitsSomewhere(const GameState& state);
// R12: action 4 is open.
bool reserveOpen(const GameState& state);
// The value a placement puts on top of its head: the card's rank or a joker's announced value.
int placedValue(const GameState& before, const Place& place);

// Every rule that forbids `move` in `state`; empty exactly when the move is legal.
std::set<RuleError> forbiddingRules(const GameState& state, const Move& move);

// The clause of docs/rules.md that a refusal code belongs to, by the tests' own table.
const char* expectedClause(RuleError code);

// Every move worth trying in `state`: all phases' moves, placements on every active head, on
// retired and unissued ids, with and without every possible and impossible joker value.
std::vector<Move> candidateMoves(const GameState& state);

}  // namespace hydra::props
