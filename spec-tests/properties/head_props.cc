// Head ids (R4) and the heads a cut makes and removes (R15.3, R15.4): ids are listed in
// strictly increasing order, a new id is always larger than every id ever issued (so an id is
// never reused), the two heads of a cut get the next two ids in draw order, only a cut removes
// a head and it removes the oldest, and there are always 1 + (number of cuts) heads.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "properties/generators.h"
#include "properties/step_check.h"

namespace hydra::props {
namespace {

std::set<int> idsOf(const GameState& state) {
  std::set<int> ids;
  for (const Head& head : state.heads) ids.insert(head.id);
  return ids;
}

bool strictlyIncreasing(const GameState& state) {
  for (size_t i = 1; i < state.heads.size(); ++i) {
    if (state.heads[i - 1].id >= state.heads[i].id) return false;
  }
  return true;
}

RC_GTEST_PROP(Heads, IdsIncreaseAreNeverReusedAndCountCuts, ()) {
  Scenario scenario = *genScenario({Strategy::Random, Strategy::Greedy});
  Game game = startGame(scenario);
  RC_ASSERT(game.state.heads.size() == 1u);
  RC_ASSERT(game.state.heads.front().id == 1);  // R3.1, R4.1
  int highest = 1, cuts = 0;
  std::set<int> retired;
  play(game, scenario, [&](const Step& step) {
    std::set<int> before = idsOf(step.before), after = idsOf(step.after);
    bool cut = !step.error && std::holds_alternative<Cut>(step.move);
    if (cut) ++cuts;
    STEP_ASSERT(step, strictlyIncreasing(step.after), "R4.4");
    std::vector<int> added, removed;
    for (int id : after) {
      if (!before.count(id)) added.push_back(id);
      STEP_ASSERT(step, !retired.count(id), "R4.2");
    }
    for (int id : before) {
      if (!after.count(id)) removed.push_back(id);
    }
    if (cut) {
      STEP_ASSERT(step, removed == std::vector<int>{step.before.heads.front().id}, "R15.3");
      STEP_ASSERT(step, (added == std::vector<int>{highest + 1, highest + 2}), "R4.1, R15.4");
    } else {
      STEP_ASSERT(step, added.empty() && removed.empty(), "R4.1 (only a cut changes the heads)");
    }
    for (int id : removed) retired.insert(id);
    for (int id : added) highest = std::max(highest, id);
    STEP_ASSERT(step, static_cast<int>(step.after.heads.size()) == 1 + cuts, "R4.1, R15");
  });
  RC_CLASSIFY(cuts >= 10, "10 or more cuts");
}

}  // namespace
}  // namespace hydra::props
