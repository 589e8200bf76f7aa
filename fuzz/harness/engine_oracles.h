// What the engine harness checks besides checkInvariants(): the legality verdicts agree with
// each other and with the rules written out independently (R5, R7-R14), a refused move changes
// nothing, and every accepted move has the effect its clause describes (R5, R8, R12, R13, R15-R18).
// Each check returns the problems it found, one sentence each; empty means all is well.
#pragma once

#include <string>
#include <vector>

#include "core/move.h"
#include "core/state.h"

namespace hydra::fuzz {

// Field-by-field equality of two game states.
bool sameState(const GameState& a, const GameState& b);

// A one-line summary of a state for reports: phase, player, hand, reserve, heads and piles.
std::string summary(const GameState& state);

// legalMoves() and checkMove() agree on a universe of candidate moves (every head id and joker
// value, valid or not), and both agree with the rules as stated in docs/rules.md.
std::vector<std::string> legalityProblems(const GameState& state);

// The effect of the accepted `move` from `before` to `after` is the one the rules describe.
std::vector<std::string> transitionProblems(const GameState& before, const Move& move,
                                            const GameState& after);

}  // namespace hydra::fuzz
