// soak-bots: the full legality soak of the computer players. For every strategy and every
// player count from 2 to 8 it plays N seeded games (default 10000) with that strategy in every
// seat, then N games per count with the strategies mixed, and fails if any chosen move was
// refused or any game found no winner. Prints one line per batch, progress on stderr.
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "bots/strategy.h"
#include "soak.h"

namespace {

constexpr const char* kUsage =
    "usage: soak-bots [-games N] [-rules LIST] [-h]\n"
    "Plays N seeded bot games (default 10000) per strategy and per player count 2-8,\n"
    "plus N mixed games per count, auditing every move. Exit 0 if no move was refused\n"
    "and every game had a winner, 1 otherwise, 2 for a bad command line.\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace hydra;
  long games = 10000;
  Rules rules;
  std::vector<std::string> args(argv + 1, argv + argc);
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "-h" || args[i] == "--help") {
      std::cout << kUsage;
      return 0;
    }
    if ((args[i] == "-games" || args[i] == "-rules") && i + 1 < args.size()) {
      const std::string& value = args[++i];
      if (args[i - 1] == "-games") {
        char* end = nullptr;
        games = std::strtol(value.c_str(), &end, 10);
        if (*end != '\0' || games <= 0) {
          std::cerr << "soak-bots: -games needs a positive number\n" << kUsage;
          return 2;
        }
      } else {
        auto parsed = parseRules(value);
        if (auto* error = std::get_if<RulesError>(&parsed)) {
          std::cerr << "soak-bots: " << error->message << "\n";
          return 2;
        }
        rules = std::get<Rules>(parsed);
      }
    } else {
      std::cerr << "soak-bots: bad argument '" << args[i] << "'\n" << kUsage;
      return 2;
    }
  }
  std::vector<std::string> batches = bots::strategyNames();
  batches.push_back("mixed");
  bool ok = true;
  auto start = std::chrono::steady_clock::now();
  long total = 0;
  for (const std::string& batch : batches) {
    for (int players = 2; players <= 8; ++players) {
      std::vector<std::string> seats;
      for (int seat = 0; seat < players; ++seat) {
        const auto& names = bots::strategyNames();
        seats.push_back(batch == "mixed" ? names[static_cast<size_t>(seat) % names.size()] : batch);
      }
      uint64_t firstSeed = 1'000'000ULL * static_cast<uint64_t>(players);
      auto progress = [&](long done) {
        if (done % 1000 == 0)
          std::cerr << "  " << batch << " x" << players << ": " << done << "/" << games << "\r"
                    << std::flush;
      };
      bots::testing::SoakReport report =
          bots::testing::soak(seats, rules, games, firstSeed, progress);
      total += report.games;
      // strict-cut can deadlock by its own rules (docs/players.md): reported, not a failure.
      long deadlocksAllowed = rules.strictCut ? report.deadlocked : 0;
      bool good = report.illegal == 0 && report.unfinished == deadlocksAllowed;
      ok = ok && good;
      std::cout << (good ? "ok   " : "FAIL ") << batch << " " << players
                << " players: " << report.games << " games, " << report.moves << " moves, "
                << report.illegal << " refused, " << report.unfinished << " unfinished ("
                << report.deadlocked << " deadlocked by the rules)";
      if (!report.firstProblem.empty()) std::cout << " (" << report.firstProblem << ")";
      std::cout << "\n" << std::flush;
    }
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << total << " games in " << seconds << " s (" << total / seconds << " games/s)\n";
  return ok ? 0 : 1;
}
