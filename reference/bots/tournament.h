// Tournaments between computer players: N seeded games (seeds first, first + 1, ...) with the
// seats rotating from game to game, so that no strategy keeps the advantage or handicap of a
// seat (player 1 lays the first head; player 2 moves first). Results are tallied per strategy
// name: a name listed twice holds two seats, and its fair share of wins is 2/n.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/rules.h"

namespace hydra::bots {

struct StrategyTally {
  std::string name;
  int seats = 0;  // seats it holds in every game
  long wins = 0;
};

struct TournamentResult {
  long games = 0;
  long unfinished = 0;  // games that found no winner (their seeds are left out of the rates)
  long deadlocked = 0;  // of those, games the rules left with forced moves only (bot_game.h)
  long illegal = 0;     // moves refused by the audit; always 0 for a sound strategy
  long moves = 0;
  std::vector<StrategyTally> tally;  // in order of first appearance in the seat list
};

// `progress` (may be empty) is called after each game with the number played.
TournamentResult runTournament(const std::vector<std::string>& seats, const Rules& rules,
                               long games, uint64_t firstSeed,
                               const std::function<void(long)>& progress = {});

}  // namespace hydra::bots
