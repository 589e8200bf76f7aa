// Cutting and winning (R14, R15, R17, R18, H1). A cut happens only when the card in hand fits
// no head by actions 1-3 (so never with a joker) unless cut-anytime is on, and under -rules
// strict-cut only when the reserve is closed too; it hands the player the card, the reserve and
// the oldest head less the two new heads, and ends the turn. A win comes only right after a
// placement or a cut, only to the player who made it, whose draw pile, discard pile and reserve
// are then empty; it is never missed, nobody else could be a winner, and once the game is over
// every move is refused.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "oracle/engine_view.h"
#include "properties/generators.h"
#include "properties/step_check.h"
#include "properties/tallies.h"

namespace hydra::props {
namespace {

RC_GTEST_PROP(Cuts, OnlyWhenNothingFitsAndTheTurnEnds, ()) {
  Scenario scenario = *genScenario({Strategy::Random, Strategy::Greedy});
  Game game = startGame(scenario);
  int cuts = 0;
  play(game, scenario, [&](const Step& step) {
    if (step.error || !std::holds_alternative<Cut>(step.move)) return;
    ++cuts;
    const GameState& before = step.before;
    const GameState& after = step.after;
    if (!before.rules.cutAnytime) {
      STEP_ASSERT(step, !before.hand->isJoker(), "R10.5, R14.5");
      STEP_ASSERT(step, !oracle::fitsSomeHead(before, *before.hand), "R14.1");
    }
    if (before.rules.strictCut) STEP_ASSERT(step, !oracle::reserveOpen(before), "R14.2");
    int mover = before.current;
    int gained =
        1 + (before.reserve ? 1 : 0) + static_cast<int>(before.oldestHead().cards.size()) - 2;
    STEP_ASSERT(step, pileCards(after, mover) == pileCards(before, mover) + gained, "R15.1-R15.4");
    STEP_ASSERT(step, !after.reserve && !after.hand, "R15.2, R17.1");
    if (after.phase != Phase::GameOver) {
      STEP_ASSERT(step, after.phase == Phase::TurnStart, "R15.5");
      STEP_ASSERT(step, after.current == (mover + 1) % after.playerCount(), "R17.2");
    }
  });
  RC_CLASSIFY(cuts > 0, "with cuts");
  RC_CLASSIFY(scenario.rules.strictCut, "strict-cut");
}

RC_GTEST_PROP(Wins, OnlyTheMoverWinsWithNothingLeft, ()) {
  Scenario scenario = *genScenario({Strategy::Random, Strategy::Greedy});
  Game game = startGame(scenario);
  int wins = 0;
  play(game, scenario, [&](const Step& step) {
    const GameState& before = step.before;
    const GameState& after = step.after;
    int mover = before.current;
    if (after.phase == Phase::GameOver && before.phase != Phase::GameOver) {
      ++wins;
      STEP_ASSERT(step, !step.error, "R18.1");
      bool placement = std::holds_alternative<Place>(step.move);
      STEP_ASSERT(step, placement || std::holds_alternative<Cut>(step.move), "R18.1");
      STEP_ASSERT(step, after.winner == mover, "R18.1 (only the current player can win)");
      STEP_ASSERT(step, pileCards(after, mover) == 0, "R18.1");
      STEP_ASSERT(step, !after.reserve && !after.hand, "R18.1, R18.4");
    }
    if (after.phase != Phase::GameOver) {
      // Everybody still owns a card: a win is never missed, and only the mover could win.
      for (int p = 0; p < after.playerCount(); ++p) {
        int owned = pileCards(after, p);
        if (p == after.current) owned += (after.hand ? 1 : 0) + (after.reserve ? 1 : 0);
        STEP_ASSERT(step, owned > 0, "R18.1 (a win is never missed, nobody else wins)");
      }
    }
  });
  if (game.stalemate) return;  // strict-cut only; the termination property checks it
  RC_ASSERT(game.state.phase == Phase::GameOver);
  RC_ASSERT(wins == 1);  // R18.5
  for (const Move& move : oracle::candidateMoves(game.state)) {
    GameState copy = game.state;
    std::optional<MoveError> error = apply(copy, move, game.source);
    RC_ASSERT(error && error->code == RuleError::WrongPhase);  // R18.5: the game is over
  }
  RC_ASSERT(legalMoves(game.state).empty());
}

}  // namespace
}  // namespace hydra::props
