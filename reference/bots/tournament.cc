// Rotating seats over seeded games and counting wins per strategy.
#include "bots/tournament.h"

#include <memory>

#include "bots/bot_game.h"

namespace hydra::bots {

TournamentResult runTournament(const std::vector<std::string>& seats, const Rules& rules,
                               long games, uint64_t firstSeed,
                               const std::function<void(long)>& progress) {
  TournamentResult result;
  std::vector<size_t> tallyOf;  // seat in the list -> its entry in result.tally
  std::vector<std::unique_ptr<Strategy>> owned;
  for (const std::string& name : seats) {
    size_t entry = 0;
    while (entry < result.tally.size() && result.tally[entry].name != name) ++entry;
    if (entry == result.tally.size()) result.tally.push_back(StrategyTally{name, 0, 0});
    ++result.tally[entry].seats;
    tallyOf.push_back(entry);
    owned.push_back(makeStrategy(name));
  }
  size_t n = seats.size();
  for (long game = 0; game < games; ++game) {
    // Game g puts listed strategy (s + g) mod n in seat s.
    std::vector<Strategy*> players(n);
    for (size_t seat = 0; seat < n; ++seat) {
      players[seat] = owned[(seat + static_cast<size_t>(game)) % n].get();
    }
    BotGameResult played = playBotGame(players, rules, firstSeed + static_cast<uint64_t>(game));
    ++result.games;
    result.moves += played.moves;
    result.illegal += played.illegal;
    if (played.finished()) {
      size_t listed = (static_cast<size_t>(played.winner) + static_cast<size_t>(game)) % n;
      ++result.tally[tallyOf[listed]].wins;
    } else {
      ++result.unfinished;
      if (played.deadlocked) ++result.deadlocked;
    }
    if (progress) progress(game + 1);
  }
  return result;
}

}  // namespace hydra::bots
