// The -tournament N mode: plays N seeded games between the computer players of -players
// (bots/tournament.h) and prints each strategy's win rate with a 95% confidence interval, the
// fair share it would win if every strategy were equally good, whether the difference is
// significant, and the speed in games per second. Progress goes to stderr.
#pragma once

#include <cstdint>
#include <ostream>

#include "cli/options.h"

namespace hydra::cli {

// Returns 0, or 1 if a computer player made a refused move or a game found no winner other than
// by a deadlock of the rules.
int runTournament(const Options& options, uint64_t seed, std::ostream& out, std::ostream& err);

}  // namespace hydra::cli
