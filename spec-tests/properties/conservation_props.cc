// Card conservation (R1.4, with R6 reshuffles, R15 cuts, R16.2/R17 the reserve put away and
// R18 wins): after every move, legal or refused, draw + discard + hand + reserve + every head
// hold exactly 54 x players cards, and (outside testing mode) every card of the n decks is
// still there exactly n times, jokers 2n times. Counted with the tests' own tallies.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "properties/generators.h"
#include "properties/step_check.h"
#include "properties/tallies.h"

namespace hydra::props {
namespace {

// Every card of the n decks present exactly n times (jokers 2n times).
bool sameDecks(const GameState& state) {
  std::map<std::pair<int, int>, int> copies;
  auto tally = [&copies](const std::vector<Card>& cards) {
    for (const Card& c : cards) ++copies[{c.rank, c.isJoker() ? 0 : static_cast<int>(c.suit)}];
  };
  for (const Player& player : state.players) {
    tally(player.draw);
    tally(player.discard);
  }
  for (const Head& head : state.heads) tally(head.cards);
  if (state.hand) tally({*state.hand});
  if (state.reserve) tally({*state.reserve});
  int n = state.playerCount();
  if (copies.size() != 53) return false;  // 52 ordinary cards and the joker
  for (const auto& [card, count] : copies) {
    if (count != (card.first == 0 ? 2 * n : n)) return false;
  }
  return true;
}

RC_GTEST_PROP(Conservation, CardsAreNeverCreatedOrLost, ()) {
  Scenario scenario = *genScenario({Strategy::Random, Strategy::Greedy});
  Game game = startGame(scenario);
  const int expected = kCardsPerDeck * scenario.players;
  RC_ASSERT(tableCards(game.state) == expected);
  RC_ASSERT(sameDecks(game.state));
  int cuts = 0, reshuffles = 0;
  play(game, scenario, [&](const Step& step) {
    STEP_ASSERT(step, tableCards(step.after) == expected, "R1.4");
    STEP_ASSERT(step, sameDecks(step.after), "R1.4");
    if (!step.error && std::holds_alternative<Cut>(step.move)) ++cuts;
    reshuffles += step.drawn.shuffles;
  });
  RC_CLASSIFY(cuts > 0, "with cuts");
  RC_CLASSIFY(reshuffles > 0, "with reshuffles");
  RC_CLASSIFY(game.state.phase == Phase::GameOver, "won");
}

}  // namespace
}  // namespace hydra::props
