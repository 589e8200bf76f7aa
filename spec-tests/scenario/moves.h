// Applying moves in scenario tests: `applies` expects a move to be accepted, `refusal` expects
// it to be refused and checks that a refused move leaves every part of the state unchanged
// (rule R19). Both report the move and the position when they fail.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "core/game.h"
#include "table.h"

namespace hydra::scenario {

inline ::testing::AssertionResult applies(GameState& state, const Move& move, CardSource& source) {
  std::string before = snapshot(state);
  if (auto error = apply(state, move, source)) {
    return ::testing::AssertionFailure() << describe(move) << " refused (" << error->clause()
                                         << ": " << error->message << ") in\n"
                                         << before;
  }
  return ::testing::AssertionSuccess();
}

// The error a refused move gives; nullopt (and a test failure) if it was accepted. A refusal
// that changed the state is a test failure too.
inline std::optional<MoveError> refusal(GameState& state, const Move& move, CardSource& source) {
  GameState before = state;
  std::optional<MoveError> error = apply(state, move, source);
  EXPECT_TRUE(error.has_value()) << describe(move) << " was accepted in\n" << snapshot(before);
  EXPECT_TRUE(state == before) << "a refused " << describe(move) << " changed the state from\n"
                               << snapshot(before) << "to\n"
                               << snapshot(state);
  if (error) {
    std::optional<MoveError> checked = checkMove(state, move);
    EXPECT_TRUE(checked && checked->code == error->code)
        << "checkMove and apply disagree on " << describe(move);
  }
  return error;
}

inline Move place(int headId) { return Place{headId, std::nullopt}; }
inline Move placeJoker(int headId, int value) { return Place{headId, value}; }

}  // namespace hydra::scenario
