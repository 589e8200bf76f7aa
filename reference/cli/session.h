// One game at the terminal (rules R19-R24): asks the number of players, then shows the table
// and prompts each player until someone wins. The rules themselves are the core's; this file
// only turns lines of text into moves and states into text.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>

#include "cli/options.h"

namespace hydra::cli {

// Plays one game. Returns the exit status: 0 when a player has won, 1 when input ended first
// (after one line on `err`). `seed` is used when options.seed is absent.
int runSession(const Options& options, uint64_t seed, std::istream& in, std::ostream& out,
               std::ostream& err);

}  // namespace hydra::cli
