// What the engine harness checks besides checkInvariants(), by asking the independent rules
// oracle (spec-tests/oracle): the engine's legality verdicts agree with each other and with the
// oracle's (R5, R7-R14, H1-H3), and every accepted move has the effect the oracle describes
// (R5, R8, R10-R18, I2). Each check returns the problems it found, one sentence each; empty
// means all is well.
#pragma once

#include <string>
#include <vector>

#include "core/move.h"
#include "core/state.h"

namespace hydra::fuzz {

// A one-line summary of a state for reports.
std::string summary(const GameState& state);

// legalMoves() and checkMove() agree on the oracle's candidate moves (every head id and joker
// value, valid or not), and both agree with the oracle.
std::vector<std::string> legalityProblems(const GameState& state);

// After the accepted `move` from `before` to `after`: the effect is the one the oracle
// describes, and the legality checks above hold in `after`.
std::vector<std::string> stepProblems(const GameState& before, const Move& move,
                                      const GameState& after);

}  // namespace hydra::fuzz
