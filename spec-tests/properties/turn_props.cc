// Turn accounting (R5 quota, R8 early end by an equal value, R12 a reserve placement counts as
// a card, R13 a swap does not, R15.5 a cut ends the turn, R16.2 an exhausted pile with a
// reserve ends it, R18 a win ends it). Draws are counted by the card source, not read from the
// engine: a turn makes exactly as many draws into the hand as there were heads at its start,
// unless it ends early for one of those reasons, and never more.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "oracle/placement.h"
#include "properties/generators.h"
#include "properties/step_check.h"
#include "properties/tallies.h"

namespace hydra::props {
namespace {

// Why the move that ended a turn was allowed to end it before its quota, or nullptr.
const char* earlyEnd(const Step& step) {
  const GameState& before = step.before;
  if (step.after.phase == Phase::GameOver) return "win";
  if (std::holds_alternative<Cut>(step.move)) return "cut";
  if (const Place* place = std::get_if<Place>(&step.move)) {
    const Head* head = before.findHead(place->headId);
    int value = place->jokerValue.value_or(before.hand->rank);
    if (oracle::placementEndsTurn(value, head->topValue)) return "equal";
  }
  bool keepsReserve = before.reserve || std::holds_alternative<Reserve>(step.move);
  if (pileCards(before, before.current) == 0 && keepsReserve) return "exhausted";
  return nullptr;
}

RC_GTEST_PROP(Turns, QuotaIsTheHeadCountAtTheStart, ()) {
  Scenario scenario = *genScenario({Strategy::Random, Strategy::Greedy});
  Game game = startGame(scenario);
  int quota = 0, drawn = 0, turns = 0, early = 0;
  play(game, scenario, [&](const Step& step) {
    if (step.error) {
      STEP_ASSERT(step, step.drawn.hand == 0 && step.drawn.newHead == 0, "R19.2");
      return;
    }
    if (std::holds_alternative<StartTurn>(step.move)) {
      quota = static_cast<int>(step.before.heads.size());
      drawn = 0;
      ++turns;
    }
    drawn += step.drawn.hand;
    STEP_ASSERT(step, step.drawn.newHead == (std::holds_alternative<Cut>(step.move) ? 2 : 0),
                "R15.4");
    STEP_ASSERT(step, drawn <= quota, "R5.1");
    if (step.after.phase == Phase::Move) {
      // The engine's own "remaining" (shown on the player line, R21.3) agrees with the draws.
      STEP_ASSERT(step, drawn + step.after.remaining == quota, "R5.1, R21.3");
      return;
    }
    if (std::holds_alternative<StartTurn>(step.move)) return;  // no turn was played
    const char* why = earlyEnd(step);
    if (why) ++early;
    STEP_ASSERT(step, why || drawn == quota, "R5.1 (a turn ended short of its quota)");
  });
  RC_CLASSIFY(early > 0, "some turns ended early");
  RC_TAG(scenario.strategy == Strategy::Greedy ? "greedy" : "random");
}

// R13.1-13.3: a swap exchanges hand and reserve and changes nothing else, draws nothing.
// R12.2: a reserve placement takes the card in hand and is followed by a draw unless the turn
// is over (quota reached, or nothing left to draw, R16).
RC_GTEST_PROP(Turns, SwapsDrawNothingReservesCountAsACard, ()) {
  Scenario scenario = *genScenario();
  Game game = startGame(scenario);
  int swaps = 0, reserves = 0;
  play(game, scenario, [&](const Step& step) {
    if (step.error) return;
    if (std::holds_alternative<Swap>(step.move)) {
      ++swaps;
      STEP_ASSERT(step, step.drawn.hand == 0 && step.drawn.shuffles == 0, "R13.2");
      STEP_ASSERT(step, step.after.remaining == step.before.remaining, "R13.2");
      STEP_ASSERT(step, step.after.hand == step.before.reserve, "R13.1");
      STEP_ASSERT(step, step.after.reserve == step.before.hand, "R13.1");
      GameState undone = step.after;
      std::swap(undone.hand, undone.reserve);
      STEP_ASSERT(step, undone == step.before, "R13.1");
    }
    if (std::holds_alternative<Reserve>(step.move)) {
      ++reserves;
      bool more = step.before.remaining > 0 && pileCards(step.before, step.before.current) > 0;
      if (more) {
        STEP_ASSERT(step, step.drawn.hand == 1, "R12.2");
        STEP_ASSERT(step, step.after.remaining == step.before.remaining - 1, "R12.2");
        STEP_ASSERT(step, step.after.reserve == step.before.hand, "R12.1");
      } else {
        STEP_ASSERT(step, step.drawn.hand == 0, "R16");
        STEP_ASSERT(step, step.after.phase == Phase::TurnStart, "R16.2, R16.3");
      }
    }
  });
  RC_CLASSIFY(swaps > 0, "with swaps");
  RC_CLASSIFY(reserves > 0, "with reserves");
}

}  // namespace
}  // namespace hydra::props
