// Driving games for the properties (see playout.h).
#include "properties/playout.h"

#include "oracle/engine_view.h"

namespace hydra::props {
namespace {
long long checkedStates = 0;
}  // namespace

void noteStatesChecked(long long count) { checkedStates += count; }
long long statesChecked() { return checkedStates; }

void showValue(const Scenario& s, std::ostream& out) {
  out << "{" << s.players << " players, rules '" << rulesName(s.rules) << "', deck seed "
      << s.deckSeed << ", move seed " << s.moveSeed << ", " << strategyName(s.strategy) << ", "
      << s.illegalPercent << "% arbitrary moves, up to " << s.maxSteps << " moves}";
}

Game startGame(const Scenario& scenario) {
  Game game{GameState{}, ProbeSource(scenario.deckSeed), Rng(scenario.moveSeed)};
  game.state = newGame(scenario.players, scenario.rules, game.source);
  return game;
}

Move chooseMove(Game& game, const Scenario& scenario) {
  if (scenario.strategy == Strategy::Greedy) return greedyMove(game.state);
  return randomMove(game.state, game.moveRng, scenario.illegalPercent);
}

bool isStrictCutStalemate(const GameState& state) {
  if (!state.rules.strictCut || state.phase != Phase::TurnStart || state.heads.size() < 2) {
    return false;
  }
  for (const Player& player : state.players) {
    if (player.total() != 1) return false;
    const Card& only = player.draw.empty() ? player.discard.back() : player.draw.back();
    if (oracle::fitsSomeHead(state, only)) return false;
  }
  return true;
}

void play(Game& game, const Scenario& scenario, const std::function<void(const Step&)>& onStep) {
  while (game.state.phase != Phase::GameOver && game.attempted < scenario.maxSteps) {
    if (isStrictCutStalemate(game.state)) {
      game.stalemate = true;
      return;
    }
    GameState before = game.state;
    Move move = chooseMove(game, scenario);
    DrawCounts countsBefore = game.source.counts();
    std::optional<MoveError> error = apply(game.state, move, game.source);
    Step step{game.attempted, before, move, error, game.state, game.source.counts() - countsBefore};
    ++game.attempted;
    ++checkedStates;
    if (!error) ++game.applied;
    if (onStep) onStep(step);
  }
}

}  // namespace hydra::props
