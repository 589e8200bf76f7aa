// Games between computer players, engine only (no text): the fast path behind the tournament
// mode and the legality soak. Every move a strategy picks is audited: it must be one of
// legalMoves(state), checkMove must accept it and apply must succeed; a game stops at the first
// move that is not, and reports it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bots/strategy.h"
#include "core/rules.h"

namespace hydra::bots {

// The seed of the generator a seat's strategy draws on, derived from the game's seed, so that
// `-seed N` replays the computer players' choices as well as the shuffle. `generation` counts
// how often the seat has changed hands (a fresh strategy gets a fresh stream).
uint64_t seatSeed(uint64_t gameSeed, int seat, int generation = 0);

struct BotGameResult {
  int winner = -1;      // index into the seats; -1 if the game did not finish
  long moves = 0;       // moves applied, turn starts included
  long turns = 0;       // turn starts
  long illegal = 0;     // moves refused by the audit (the game stops at the first)
  std::string problem;  // what went wrong, for the first refused move or an unfinished game
  // The game stopped because the rules left every player only one move, over and over, for
  // kForcedStreak moves: a deadlock of the rules (it happens under strict-cut when each
  // player's last card fits no head and may only go into the reserve), not of a strategy.
  bool deadlocked = false;
  bool finished() const { return winner >= 0; }
};

// Consecutive moves with a single legal choice after which a game counts as deadlocked.
inline constexpr long kForcedStreak = 10'000;

// Plays one game with one strategy per seat (seats.size() >= 2 players), cards shuffled with
// `seed`. Gives up after `moveLimit` moves, or at a deadlock.
BotGameResult playBotGame(const std::vector<Strategy*>& seats, const Rules& rules, uint64_t seed,
                          long moveLimit = 10'000'000);

}  // namespace hydra::bots
