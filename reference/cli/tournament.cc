// Printing a tournament between computer players.
#include "cli/tournament.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

#include "bots/stats.h"
#include "bots/tournament.h"

namespace hydra::cli {
namespace {

std::string fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

std::string percent(double share) { return fixed(100 * share, 1) + "%"; }

std::string pad(const std::string& text, size_t width) {
  return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

}  // namespace

int runTournament(const Options& options, uint64_t seed, std::ostream& out, std::ostream& err) {
  long games = *options.tournament;
  const auto& seats = options.players;
  std::string list;
  for (const std::string& name : seats) list += (list.empty() ? "" : ",") + name;
  out << "Tournament: " << games << " games, seats " << list << " (rotating), rules "
      << (rulesName(options.rules).empty() ? "canonical" : rulesName(options.rules)) << ", seeds "
      << seed << ".." << seed + static_cast<uint64_t>(games) - 1 << "\n\n";
  long step = games >= 20 ? games / 20 : 1;
  auto progress = [&](long done) {
    if (done % step == 0 || done == games) {
      err << "\rtournament: " << done << "/" << games << " games" << (done == games ? "\n" : "")
          << std::flush;
    }
  };
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpuStart = std::clock();
  bots::TournamentResult result = bots::runTournament(seats, options.rules, games, seed, progress);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
  long decided = result.games - result.unfinished;
  out << pad("strategy", 10) << pad("seats", 7) << pad("wins", 8) << pad("win rate", 10)
      << pad("95% interval", 18) << pad("fair share", 12) << "difference\n";
  for (const bots::StrategyTally& entry : result.tally) {
    double share = static_cast<double>(entry.seats) / static_cast<double>(seats.size());
    out << pad(entry.name, 10) << pad(std::to_string(entry.seats), 7)
        << pad(std::to_string(entry.wins), 8);
    if (decided == 0) {
      out << "-\n";
      continue;
    }
    double rate = static_cast<double>(entry.wins) / static_cast<double>(decided);
    bots::Interval ci = bots::wilsonInterval(entry.wins, decided);
    out << pad(percent(rate), 10) << pad(percent(ci.low) + " - " + percent(ci.high), 18)
        << pad(percent(share), 12);
    if (share >= 1) {
      out << "(every seat)\n";
      continue;
    }
    double p = bots::binomialPValue(entry.wins, decided, share);
    std::string verdict =
        p < 0.05 ? (rate > share ? "above, significant" : "below, significant") : "not significant";
    out << verdict << " (p " << (p < 1e-4 ? std::string("< 0.0001") : "= " + fixed(p, 4)) << ")\n";
  }
  out << "\n"
      << result.moves << " moves; " << result.unfinished << " games without a winner ("
      << result.deadlocked << " deadlocked by the rules); " << result.illegal << " refused moves\n";
  // Wall-clock speed is what a user sees; CPU speed does not depend on what else the machine runs.
  // Both go to the error stream with the progress, so that the report itself depends only on
  // the seeds (and can be kept as a golden transcript).
  err << fixed(cpu, 2) << " s CPU, " << fixed(result.games / std::max(cpu, 1e-9), 1)
      << " games per CPU second; " << fixed(seconds, 2) << " s, "
      << fixed(result.games / seconds, 1) << " games/s\n";
  bool sound = result.illegal == 0 && result.unfinished == result.deadlocked;
  return sound ? 0 : 1;
}

}  // namespace hydra::cli
