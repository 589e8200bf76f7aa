// The legality oracle agrees with apply (R5, R7-R14, R19): in any reachable position, every
// move legalMoves() lists is applied without error, and every move it leaves out is refused by
// apply() with a rule that really forbids it (by the independent legality oracle,
// oracle/legality_oracle.h), citing that rule's clause, changing nothing and drawing nothing.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "oracle/engine_view.h"
#include "properties/generators.h"
#include "properties/step_check.h"

namespace hydra::props {
namespace {

bool listed(const std::vector<Move>& moves, const Move& move) {
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// Attempts `move` on a copy of the position and checks the answer against the tests' reading.
void checkOneMove(const Position& position, const std::vector<Move>& legal, const Move& move) {
  Game copy = position.game;
  const GameState& before = position.game.state;
  DrawCounts counts = copy.source.counts();
  std::optional<MoveError> error = apply(copy.state, move, copy.source);
  noteStatesChecked(1);
  Step step{copy.attempted, before, move, error, copy.state, copy.source.counts() - counts};
  oracle::Refusals forbidden = oracle::refusals(before, move);
  STEP_ASSERT(step, listed(legal, move) == forbidden.empty(), "legalMoves vs R5, R7-R14, R19");
  STEP_ASSERT(step, error.has_value() == !forbidden.empty(), "apply vs R5, R7-R14, R19");
  if (error) {
    oracle::Refusal named = oracle::refusalOf(error->code);
    STEP_ASSERT(step, forbidden.count(named), "the refusal names a rule that forbids it");
    STEP_ASSERT(step, std::string(error->clause()) == oracle::clauseOf(named), "clause id");
    STEP_ASSERT(step, copy.state == before, "R19.2");
    STEP_ASSERT(step, step.drawn.hand + step.drawn.newHead + step.drawn.shuffles == 0, "R19.2");
  }
}

RC_GTEST_PROP(Legality, OracleAgreesWithApplyOnEveryCandidate, ()) {
  Position position = *genPosition();
  std::vector<Move> legal = legalMoves(position.game.state);
  for (size_t i = 0; i < legal.size(); ++i) {
    for (size_t j = 0; j < i; ++j) RC_ASSERT(!(legal[i] == legal[j]));  // no duplicates
  }
  std::vector<Move> candidates = oracle::candidateMoves(position.game.state);
  for (const Move& move : legal) RC_ASSERT(listed(candidates, move));
  for (const Move& move : candidates) checkOneMove(position, legal, move);
  RC_TAG(position.game.state.phase == Phase::Move       ? "holding a card"
         : position.game.state.phase == Phase::GameOver ? "game over"
                                                        : "turn start");
  RC_CLASSIFY(position.game.state.hand && position.game.state.hand->isJoker(), "joker in hand");
}

// The same agreement for arbitrary move sequences tried from a reachable position.
RC_GTEST_PROP(Legality, ArbitraryMoveSequencesAreJudgedByTheRules, ()) {
  Position position = *genPosition();
  std::vector<Move> moves = *genMoveSequence();
  for (const Move& move : moves) {
    checkOneMove(position, legalMoves(position.game.state), move);
    apply(position.game.state, move, position.game.source);
    ++position.game.attempted;
  }
}

// Along whole games with many arbitrary moves, every verdict of apply() follows the rules.
RC_GTEST_PROP(Legality, EveryVerdictOfAWholeGameFollowsTheRules, ()) {
  Scenario scenario = *genScenario();
  scenario.illegalPercent = 30;
  Game game = startGame(scenario);
  int refused = 0;
  play(game, scenario, [&](const Step& step) {
    oracle::Refusals forbidden = oracle::refusals(step.before, step.move);
    STEP_ASSERT(step, step.error.has_value() == !forbidden.empty(), "R5, R7-R14, R19");
    if (step.error) {
      ++refused;
      STEP_ASSERT(step, forbidden.count(oracle::refusalOf(step.error->code)),
                  "the refusal names its rule");
      STEP_ASSERT(step, step.after == step.before, "R19.2");
    }
  });
  RC_ASSERT(refused > 0);
}

}  // namespace
}  // namespace hydra::props
