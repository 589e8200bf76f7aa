// The engine-only game loop for computer players, with its audit of every chosen move.
#include "bots/bot_game.h"

#include <algorithm>

#include "core/game.h"
#include "core/legality.h"

namespace hydra::bots {

uint64_t seatSeed(uint64_t gameSeed, int seat, int generation) {
  Rng mix(gameSeed ^ (0x5eed5eedULL * static_cast<uint64_t>(seat + 1)) ^
          (static_cast<uint64_t>(generation) << 40));
  return mix.next();
}

BotGameResult playBotGame(const std::vector<Strategy*>& seats, const Rules& rules, uint64_t seed,
                          long moveLimit) {
  BotGameResult result;
  SeededSource source(seed);
  GameState state = newGame(static_cast<int>(seats.size()), rules, source);
  std::vector<Rng> rngs;
  for (size_t i = 0; i < seats.size(); ++i) rngs.emplace_back(seatSeed(seed, static_cast<int>(i)));
  long forced = 0;  // moves in a row that had a single legal choice
  while (state.phase != Phase::GameOver) {
    if (forced >= kForcedStreak) {
      result.deadlocked = true;
      result.problem = "deadlock: only forced moves for " + std::to_string(forced) + " moves";
      return result;
    }
    if (result.moves >= moveLimit) {
      result.problem = "no winner after " + std::to_string(moveLimit) + " moves";
      return result;
    }
    std::vector<Move> legal = legalMoves(state);
    forced = legal.size() == 1 ? forced + 1 : 0;
    size_t seat = static_cast<size_t>(state.current);
    size_t pick = seats[seat]->choose(state, legal, rngs[seat]);
    std::string who = std::string(seats[seat]->name()) + " in seat " + std::to_string(seat + 1);
    if (pick >= legal.size()) {
      ++result.illegal;
      result.problem =
          who + " picked move " + std::to_string(pick) + " of " + std::to_string(legal.size());
      return result;
    }
    const Move move = legal[pick];
    if (auto refused = checkMove(state, move)) {
      ++result.illegal;
      result.problem = who + ": " + describe(move) + " refused by " + refused->clause();
      return result;
    }
    if (std::holds_alternative<StartTurn>(move)) ++result.turns;
    if (auto refused = apply(state, move, source)) {
      ++result.illegal;
      result.problem = who + ": apply refused " + describe(move) + ": " + refused->message;
      return result;
    }
    ++result.moves;
  }
  result.winner = *state.winner;
  return result;
}

}  // namespace hydra::bots
