// Jokers (R10, R11, R3.2): a joker placed on a head carries an announced value that makes
// action 1, 2 or 3 valid there (and ends the turn exactly when it is action 2); the head then
// counts as that value for as long as the joker stays on top; a joker that starts a head
// counts as 2 and is shown "2J"; outside a head a joker has no value at all.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "cli/render.h"
#include "oracle/engine_view.h"
#include "oracle/placement.h"
#include "properties/generators.h"
#include "properties/step_check.h"
#include "properties/tallies.h"

namespace hydra::props {
namespace {

RC_GTEST_PROP(Jokers, AnnouncedValuesAndJokerHeads, ()) {
  Scenario scenario = *genScenario();
  Game game = startGame(scenario);
  const Head& first = game.state.heads.front();
  if (first.top().isJoker()) RC_ASSERT(first.topValue == kJokerHeadValue);  // R3.2
  int played = 0, started = 0;
  play(game, scenario, [&](const Step& step) {
    if (step.error) return;
    const GameState& before = step.before;
    const GameState& after = step.after;
    const Place* place = std::get_if<Place>(&step.move);
    if (place && before.hand->isJoker()) {
      ++played;
      int top = before.findHead(place->headId)->topValue;
      STEP_ASSERT(step, place->jokerValue && oracle::valueFits(*place->jokerValue, top), "R10.2");
      const Head* head = after.findHead(place->headId);
      STEP_ASSERT(step, head && head->top().isJoker(), "R10.3");
      STEP_ASSERT(step, head->topValue == *place->jokerValue, "R10.3");
      STEP_ASSERT(step, cli::headTopName(*head) == rankName(*place->jokerValue) + "J", "R2.4");
      bool ended = after.phase != Phase::Move || after.current != before.current;
      STEP_ASSERT(step,
                  ended == (oracle::placementEndsTurn(*place->jokerValue, top) ||
                            after.phase == Phase::GameOver || before.remaining == 0 ||
                            pileCards(before, before.current) == 0),
                  "R10.2, R8");
    }
    for (const Head& head : after.heads) {
      const Head* old = before.findHead(head.id);
      if (!old && head.top().isJoker()) {  // a joker starting a head
        ++started;
        STEP_ASSERT(step, head.topValue == kJokerHeadValue, "R11.2");
        STEP_ASSERT(step, cli::headTopName(head) == "2J", "R11.2, R2.4");
      }
      if (old && old->cards.size() == head.cards.size()) {  // nothing placed: value kept
        STEP_ASSERT(step, old->topValue == head.topValue, "R10.3");
      }
    }
  });
  RC_CLASSIFY(played > 0, "jokers played");
  RC_CLASSIFY(started > 0, "jokers started heads");
}

}  // namespace
}  // namespace hydra::props
