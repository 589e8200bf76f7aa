// Termination (R5, R18.5): random and greedy games reach a winner well within a generous bound
// of attempted moves, except under -rules strict-cut, where a game may instead reach a
// stalemate that no strategy can leave (see isStrictCutStalemate in playout.h): that is
// accepted only under strict-cut and only when the stalemate really holds. The tags record how
// long games are, by strategy.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <optional>

#include "core/legality.h"
#include "properties/generators.h"

namespace hydra::props {
namespace {

std::string lengthBucket(int moves) {
  int low = moves / 250 * 250;
  return std::to_string(low) + "-" + std::to_string(low + 249) + " moves";
}

// The stalemate is real: each player's only legal moves are "start" and then "reserve", and
// after one round the table comes back to exactly the same state, round after round.
bool isForever(Game game) {
  std::optional<GameState> afterRound;
  for (int round = 0; round < 3; ++round) {
    for (int p = 0; p < game.state.playerCount(); ++p) {
      for (Move only : {Move{StartTurn{}}, Move{Reserve{}}}) {
        std::vector<Move> legal = legalMoves(game.state);
        if (legal.size() != 1 || !(legal.front() == only)) return false;
        if (apply(game.state, only, game.source)) return false;
      }
    }
    if (round == 2 && !(game.state == *afterRound)) return false;
    afterRound = game.state;
  }
  return true;
}

RC_GTEST_PROP(Termination, RandomAndGreedyGamesEnd, ()) {
  Scenario scenario = *genScenario({Strategy::Random, Strategy::Greedy});
  Game game = startGame(scenario);
  play(game, scenario, nullptr);
  if (game.stalemate) {
    RC_ASSERT(scenario.rules.strictCut);
    RC_ASSERT(isForever(game));
    RC_TAG(strategyName(scenario.strategy), "strict-cut stalemate");
    return;
  }
  RC_ASSERT(game.state.phase == Phase::GameOver);
  RC_TAG(strategyName(scenario.strategy), lengthBucket(game.applied));
}

}  // namespace
}  // namespace hydra::props
