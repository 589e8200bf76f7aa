// Invariants of every reachable state (rules R1, R4, R5, R12, R18). They are facts about the
// state, not rules a player can break: a violation is a bug in the engine, so checkInvariants()
// throws InvariantViolation. Debug and test builds (HYDRA_CHECK_INVARIANTS) check after every
// apply().
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "core/state.h"

namespace hydra {

class InvariantViolation : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

// Every broken invariant, one sentence each; empty when the state is sound.
std::vector<std::string> invariantViolations(const GameState& state);

// Throws InvariantViolation listing every broken invariant.
void checkInvariants(const GameState& state);

inline void maybeCheckInvariants([[maybe_unused]] const GameState& state) {
#ifdef HYDRA_CHECK_INVARIANTS
  checkInvariants(state);
#endif
}

// The total number of cards in the game: every pile, every head, the hand and the reserve.
int countCards(const GameState& state);

}  // namespace hydra
