// The table session: the game loop used when any enhancement or house rule is on (-players,
// -grammar, -pretty, cut-anytime, red-down-black-up, suit-match). Without those it prints what
// the canonical session prints, byte for byte; with them it adds computer players (who answer
// the prompts themselves, their answers shown as "[name] answer"), the seat commands of
// cli/commands.h, the grammatical holding prompt and the pretty table. The canonical session
// (cli/session.h) hands over to it; main never calls it directly.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>

#include "cli/options.h"

namespace hydra::cli {

// Computer moves in a row (no person asked in between) after which the game is abandoned.
inline constexpr long kMaxUnattendedMoves = 5'000'000;

// Plays one game; returns 0 after a win, 1 when input ended first, 3 when the computer players
// alone made kMaxUnattendedMoves moves without a winner.
int runTableSession(const Options& options, uint64_t seed, std::istream& in, std::ostream& out,
                    std::ostream& err);

}  // namespace hydra::cli
