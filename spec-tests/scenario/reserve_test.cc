// Scenario tests of the reserve: putting the card in hand into the reserve (action 4, R12) and
// swapping it with the reserve (action 5, R13).
#include <gtest/gtest.h>

#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

TEST(R12_Reserve, WithTwoHeadsTheCardGoesIntoTheReserveAndTheTurnContinues) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .draw = "AS 5H 6H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));
  EXPECT_EQ(*state.reserve, card("AS"));
  EXPECT_EQ(*state.hand, card("5H"));
  EXPECT_EQ(state.phase, Phase::Move);
}

TEST(R12_Reserve, TheReserveCountsAsOneOfTheTurnsCards) {
  // Two heads: the reserve and one placement make the turn's two cards; 6H is not drawn.
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .draw = "AS 5H 6H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_EQ(state.remaining, 1);
  ASSERT_TRUE(applies(state, Reserve{}, source));
  EXPECT_EQ(state.remaining, 0);
  ASSERT_TRUE(applies(state, place(2), source));
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.current, 0);
  EXPECT_EQ(names(state.players[1].draw), "6H");
  EXPECT_EQ(names(state.players[1].discard), "AS") << "the reserve went to the discard pile";
}

TEST(R12_Reserve, NotWithASingleHead) {
  OrderedSource source;
  GameState state = build({.heads = {"KC"}, .draw = "5H", .hand = "2S", .remaining = 0});
  auto error = refusal(state, Reserve{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::ReserveOneHead);
  EXPECT_STREQ(error->clause(), "R12");
}

TEST(R12_Reserve, NotWhenTheReserveIsTaken) {
  OrderedSource source;
  GameState state =
      build({.heads = {"KC", "QD"}, .draw = "5H", .hand = "2S", .reserve = "3S", .remaining = 0});
  auto error = refusal(state, Reserve{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::ReserveTaken);
  EXPECT_STREQ(error->clause(), "R12");
}

TEST(R12_Reserve, TheLastCardOfATurnMayGoIntoTheReserve) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .draw = "5H", .hand = "2S", .remaining = 0});
  ASSERT_TRUE(applies(state, Reserve{}, source));
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(names(state.players[1].discard), "2S");
  EXPECT_EQ(names(state.players[1].draw), "5H");
}

TEST(R13_Swap, TheCardInHandAndTheReserveChangePlaces) {
  OrderedSource source;
  GameState state =
      build({.heads = {"KC", "QD"}, .draw = "5H", .hand = "2S", .reserve = "9S", .remaining = 0});
  ASSERT_TRUE(applies(state, Swap{}, source));
  EXPECT_EQ(*state.hand, card("9S"));
  EXPECT_EQ(*state.reserve, card("2S"));
  EXPECT_EQ(state.phase, Phase::Move);
  EXPECT_EQ(names(state.players[1].draw), "5H") << "a swap draws nothing";
}

TEST(R13_Swap, ASwapDoesNotCountAsACard) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD", "JH"}, .draw = "2S 9S 3S 4S 5S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));
  ASSERT_EQ(state.remaining, 1);
  ASSERT_TRUE(applies(state, Swap{}, source));
  EXPECT_EQ(state.remaining, 1);
  EXPECT_EQ(*state.hand, card("2S"));
  EXPECT_EQ(*state.reserve, card("9S"));
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_EQ(*state.hand, card("3S")) << "the quota still holds a card after the swap";
}

TEST(R13_Swap, SwappingFourTimesWithFiveHeadsStillLeavesFiveCardsToPlay) {
  OrderedSource source;
  GameState state =
      build({.heads = {"KC", "KD", "KH", "KS", "QC"}, .draw = "2S 3S 4S 5S 6S 7S 8S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));  // card 1 of 5
  ASSERT_EQ(state.remaining, 3);
  for (int i = 0; i < 4; ++i) {
    ASSERT_TRUE(applies(state, Swap{}, source));
    EXPECT_EQ(state.remaining, 3) << "after swap " << i + 1;
    EXPECT_EQ(state.phase, Phase::Move);
  }
  // Four swaps bring the reserve back to 2S; 3S is in hand again. Cards 2-5 are placements.
  EXPECT_EQ(*state.hand, card("3S"));
  EXPECT_EQ(*state.reserve, card("2S"));
  for (int id : {5, 6, 7}) {
    ASSERT_TRUE(applies(state, place(id), source));
    EXPECT_EQ(state.phase, Phase::Move);
  }
  ASSERT_TRUE(applies(state, place(8), source));
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(names(state.players[1].draw), "8S 7S");
  EXPECT_EQ(heads(state), "5:3S(2) 6:4S(2) 7:5S(2) 8:6S(2) 9:QC(1)");
}

TEST(R13_Swap, NothingToSwapWithoutAReserve) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .hand = "2S", .remaining = 1});
  auto error = refusal(state, Swap{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::SwapWithoutReserve);
  EXPECT_STREQ(error->clause(), "R13");
}

}  // namespace
}  // namespace hydra::scenario
