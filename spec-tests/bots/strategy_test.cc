// What each computer player chooses in hand-made positions (docs/players.md), and that the
// counting player beats the random and greedy ones by a statistically significant margin.
#include "bots/strategy.h"

#include <gtest/gtest.h>

#include <set>

#include "bots/card_count.h"
#include "bots/stats.h"
#include "bots/tournament.h"
#include "core/legality.h"
#include "positions.h"

namespace hydra::bots::testing {
namespace {

Move placeOn(int headId) { return Place{headId, std::nullopt}; }

Move choice(const std::string& strategy, const GameState& state, uint64_t seed = 1) {
  auto player = makeStrategy(strategy);
  std::vector<Move> legal = legalMoves(state);
  Rng rng(seed);
  size_t index = player->choose(state, legal, rng);
  EXPECT_LT(index, legal.size());
  return legal.at(index);
}

TEST(Catalogue, EveryNameMakesItsStrategy) {
  for (const std::string& name : strategyNames()) {
    auto strategy = makeStrategy(name);
    ASSERT_NE(strategy, nullptr) << name;
    EXPECT_EQ(strategy->name(), name);
  }
  EXPECT_EQ(makeStrategy("human"), nullptr);
  EXPECT_EQ(makeStrategy("Greedy"), nullptr);
}

TEST(RandomPlayer, EveryLegalMoveComesUp) {
  GameState state = position({.heads = {"9H", "KD"}, .hand = "Joker", .remaining = 1});
  std::vector<Move> legal = legalMoves(state);
  auto player = makeRandomPlayer();
  Rng rng(3);
  std::set<size_t> seen;
  for (int i = 0; i < 2000; ++i) seen.insert(player->choose(state, legal, rng));
  EXPECT_EQ(seen.size(), legal.size());
}

TEST(GreedyPlayer, KeepsAnAceInTheReserve) {
  GameState state = position({.heads = {"9H", "KD"}, .hand = "AS", .remaining = 1});
  EXPECT_EQ(choice("greedy", state), Move{Reserve{}});
}

TEST(GreedyPlayer, PlaysTheAceWhenNothingFollows) {
  GameState state = position({.heads = {"9H", "KD"}, .hand = "AS", .remaining = 0});
  EXPECT_TRUE(std::holds_alternative<Place>(choice("greedy", state)));
}

TEST(GreedyPlayer, PlacesOnTheTightestHead) {
  GameState state = position({.heads = {"KD", "6H", "AC"}, .hand = "5S", .remaining = 1});
  EXPECT_EQ(choice("greedy", state), placeOn(2));
}

TEST(GreedyPlayer, PrefersContinuingToAnEqualCard) {
  GameState state = position({.heads = {"5D", "9H"}, .hand = "5S", .remaining = 1});
  EXPECT_EQ(choice("greedy", state), placeOn(2));
}

TEST(GreedyPlayer, SwapsForAReserveThatFitsRatherThanCut) {
  GameState state =
      position({.heads = {"3D", "4H"}, .hand = "KS", .reserve = "2C", .remaining = 1});
  EXPECT_EQ(choice("greedy", state), Move{Swap{}});
}

TEST(GreedyPlayer, ParksAnUnplayableCardRatherThanCut) {
  GameState state = position({.heads = {"3D", "4H"}, .hand = "KS", .remaining = 1});
  EXPECT_EQ(choice("greedy", state), Move{Reserve{}});
}

TEST(GreedyPlayer, NeverCutsByChoiceUnderCutAnytime) {
  Rules rules = std::get<Rules>(parseRules("cut-anytime"));
  GameState state = position({.heads = {"9H"}, .hand = "5S", .remaining = 0, .rules = rules});
  EXPECT_EQ(choice("greedy", state), placeOn(1));
}

TEST(CountingPlayer, TakesAWinningPlacement) {
  GameState state = position(
      {.heads = {"9H", "5D"}, .hand = "5S", .remaining = 3, .drawPile = 0, .discardPile = 0});
  Move move = choice("counting", state);
  ASSERT_TRUE(std::holds_alternative<Place>(move));
}

TEST(CountingPlayer, WinsByLosing) {
  // The last card fits nowhere, the oldest head is one card: the cut leaves nothing.
  GameState state = position({.heads = {"3D", "2H"}, .hand = "KS", .drawPile = 1});
  state.players[0].draw.clear();
  EXPECT_EQ(choice("counting", state), Move{Cut{}});
}

TEST(CountingPlayer, SwapsInItsAceWhenTheCardFitsNowhere) {
  GameState state =
      position({.heads = {"3D", "4H"}, .hand = "KS", .reserve = "AC", .remaining = 2});
  EXPECT_EQ(choice("counting", state), Move{Swap{}});
}

TEST(CountingPlayer, ParksAnUnplayableCardRatherThanCutABigHead) {
  GameState state =
      position({.heads = {"3D", "4H"}, .hand = "KS", .remaining = 2, .oldestBelow = 12});
  EXPECT_EQ(choice("counting", state), Move{Reserve{}});
}

TEST(CountingPlayer, CutsWhenParkingWouldOnlyBringTheCardBack) {
  GameState state = position({.heads = {"3D", "4H"}, .hand = "KS", .remaining = 0});
  EXPECT_EQ(choice("counting", state), Move{Cut{}});
}

TEST(CountingPlayer, EndsATurnThatHasBecomeTooRisky) {
  // Two low heads, a long turn ahead and a big oldest head to lose: the equal card ends the
  // turn rather than gamble.
  GameState state =
      position({.heads = {"2D", "3H"}, .hand = "2S", .remaining = 8, .oldestBelow = 15});
  EXPECT_EQ(choice("counting", state), placeOn(1));
}

TEST(CountingPlayer, KeepsGoingWhenTheNextCardsAreSafe) {
  // High heads: almost any card fits, so the 9 does not end the turn on the 9D; it goes under
  // the queen, the tighter fit, and leaves the king open.
  GameState state =
      position({.heads = {"9D", "KH", "QC"}, .hand = "9S", .remaining = 2, .oldestBelow = 15});
  EXPECT_EQ(choice("counting", state), placeOn(3));
}

TEST(CountingPlayer, CountsTheCardsInTheHeads) {
  // The same table, but every ace, two and three of the two decks already lies in the heads:
  // the chance that the next card fits the low heads drops, and so does the value of going on.
  GameState bare = position({.heads = {"4D", "5H"}, .hand = "4S", .remaining = 3});
  GameState counted = bare;
  for (int rank = kAce; rank <= 3; ++rank) {
    for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}) {
      counted.heads[1].cards.insert(counted.heads[1].cards.begin(), 2, Card::of(rank, suit));
    }
  }
  std::vector<TopView> tops{{card("4D"), 4}, {card("5H"), 5}};
  double before = fitProbability(unseenPool(bare), tops, Rules{});
  double after = fitProbability(unseenPool(counted), tops, Rules{});
  EXPECT_LT(after, before);
  EXPECT_EQ(unseenPool(bare).total - 24, unseenPool(counted).total);
}

TEST(Tournament, CountingBeatsRandomSignificantly) {
  TournamentResult result = runTournament({"counting", "random"}, Rules{}, 200, 1);
  ASSERT_EQ(result.unfinished, 0);
  ASSERT_EQ(result.tally.size(), 2u);
  const StrategyTally& counting = result.tally[0];
  Interval ci = wilsonInterval(counting.wins, result.games);
  EXPECT_GT(ci.low, 0.5) << counting.wins << " wins of " << result.games;
  EXPECT_LT(binomialPValue(counting.wins, result.games, 0.5), 0.01);
}

TEST(Tournament, CountingBeatsGreedySignificantly) {
  TournamentResult result = runTournament({"greedy", "counting"}, Rules{}, 300, 1);
  ASSERT_EQ(result.unfinished, 0);
  const StrategyTally& counting = result.tally[1];
  EXPECT_EQ(counting.name, "counting");
  EXPECT_GT(wilsonInterval(counting.wins, result.games).low, 0.5);
}

TEST(Tournament, SeatsRotateAndRepeatedNamesShareATally) {
  TournamentResult result = runTournament({"random", "random", "greedy"}, Rules{}, 30, 4);
  ASSERT_EQ(result.tally.size(), 2u);
  EXPECT_EQ(result.tally[0].seats, 2);
  EXPECT_EQ(result.tally[1].seats, 1);
  EXPECT_EQ(result.tally[0].wins + result.tally[1].wins + result.unfinished, 30);
}

TEST(Stats, WilsonIntervalKnownValues) {
  Interval half = wilsonInterval(50, 100);
  EXPECT_NEAR(half.low, 0.4038, 1e-3);
  EXPECT_NEAR(half.high, 0.5962, 1e-3);
  Interval none = wilsonInterval(0, 10);
  EXPECT_DOUBLE_EQ(none.low, 0.0);
  EXPECT_NEAR(none.high, 0.2775, 1e-3);
}

TEST(Stats, BinomialPValue) {
  EXPECT_NEAR(binomialPValue(50, 100, 0.5), 1.0, 1e-9);
  EXPECT_NEAR(binomialPValue(60, 100, 0.5), 0.0574, 2e-3);  // exact two-sided: 0.0569
  EXPECT_LT(binomialPValue(80, 100, 0.5), 1e-6);
}

}  // namespace
}  // namespace hydra::bots::testing
