// Many seeded engine-only games between computer players, for the legality tests and the
// `make soak-bots` run: counts games, moves, unfinished games and refused moves.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/rules.h"

namespace hydra::bots::testing {

struct SoakReport {
  long games = 0;
  long moves = 0;
  long unfinished = 0;  // no winner, deadlocks included
  long deadlocked = 0;  // no winner because the rules left only forced moves
  long illegal = 0;
  std::vector<long> wins;    // per seat
  std::string firstProblem;  // "seed N: ..." for the first bad game
};

// Plays `games` games with the given strategy names (one per seat), seeds first, first + 1, ...
// `progress` (may be empty) is called after every game with the number played so far.
SoakReport soak(const std::vector<std::string>& seats, const Rules& rules, long games,
                uint64_t firstSeed, const std::function<void(long)>& progress = {});

}  // namespace hydra::bots::testing
