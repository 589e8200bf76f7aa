// Runs batches of audited bot games (bots/bot_game.h) and adds up what happened.
#include "soak.h"

#include <memory>

#include "bots/bot_game.h"

namespace hydra::bots::testing {

SoakReport soak(const std::vector<std::string>& seats, const Rules& rules, long games,
                uint64_t firstSeed, const std::function<void(long)>& progress) {
  std::vector<std::unique_ptr<Strategy>> owned;
  std::vector<Strategy*> players;
  for (const std::string& name : seats) {
    owned.push_back(makeStrategy(name));
    players.push_back(owned.back().get());
  }
  SoakReport report;
  report.wins.assign(seats.size(), 0);
  for (long i = 0; i < games; ++i) {
    uint64_t seed = firstSeed + static_cast<uint64_t>(i);
    BotGameResult result = playBotGame(players, rules, seed, 2'000'000);
    ++report.games;
    report.moves += result.moves;
    report.illegal += result.illegal;
    if (result.finished()) {
      ++report.wins[static_cast<size_t>(result.winner)];
    } else {
      ++report.unfinished;
      if (result.deadlocked) ++report.deadlocked;
    }
    if (!result.problem.empty() && report.firstProblem.empty()) {
      report.firstProblem = "seed " + std::to_string(seed) + ": " + result.problem;
    }
    if (progress) progress(i + 1);
  }
  return report;
}

}  // namespace hydra::bots::testing
