// One game at the terminal (rules R19-R24), for every way to play: people and computer players
// in any seats (a seat may change hands), testing mode, the plain, pretty and grammatical
// displays. Asks the number of players (unless -players names the seats), then shows the table
// and prompts each player until someone wins. The rules themselves are the core's; the session
// only turns lines of text into moves and card names, and states into text (cli/presenter.h).
// Computer players answer the prompts themselves, their answers shown as "[name] answer".
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>

#include "cli/input.h"
#include "cli/options.h"
#include "cli/output.h"

namespace hydra::cli {

// Computer moves in a row (no person asked in between) after which the game is abandoned.
inline constexpr long kMaxUnattendedMoves = 5'000'000;

// Plays one game. Returns the exit status: 0 when a player has won, 1 when input ended first
// (after one line on `err`), 3 when the computer players alone made kMaxUnattendedMoves moves
// without a winner. `seed` is used when options.seed is absent.
int runSession(const Options& options, uint64_t seed, LineReader& in, Output& out,
               std::ostream& err);
int runSession(const Options& options, uint64_t seed, std::istream& in, std::ostream& out,
               std::ostream& err);

}  // namespace hydra::cli
