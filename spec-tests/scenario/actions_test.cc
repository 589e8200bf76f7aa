// Scenario tests of the three ways to place a card on a head: a lower value (R7), an equal
// value, which ends the turn (R8), and any non-ace on an ace (R9).
#include <gtest/gtest.h>

#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

TEST(R7_Lower, ALowerCardIsPlacedAndTheTurnContinues) {
  OrderedSource source;
  GameState state = build({.heads = {"9C", "QD"}, .draw = "8S 3H 4H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(2), source));
  EXPECT_EQ(heads(state), "2:8S(2) 3:QD(1)");
  EXPECT_EQ(state.heads[0].topValue, 8);
  EXPECT_EQ(state.phase, Phase::Move);
  EXPECT_EQ(*state.hand, card("3H"));
}

TEST(R7_Lower, AHigherCardDoesNotFit) {
  OrderedSource source;
  GameState state = build({.heads = {"9C", "5D", "7H"}, .hand = "10S", .remaining = 2});
  for (int id : {3, 4, 5}) {
    auto error = refusal(state, place(id), source);
    ASSERT_TRUE(error) << "head " << id;
    EXPECT_EQ(error->code, RuleError::DoesNotFit);
    EXPECT_STREQ(error->clause(), "R7");
  }
}

TEST(R7_Lower, AKingFitsOnlyOnAKingOrAnAce) {
  for (int top = 2; top <= 12; ++top) EXPECT_FALSE(fits(13, top)) << "K on " << top;
  EXPECT_TRUE(fits(13, 13));
  EXPECT_TRUE(fits(13, 1));
}

TEST(R8_Equal, AnEqualCardIsPlacedAndEndsTheTurnAtOnce) {
  OrderedSource source;
  GameState state = build({.heads = {"9C", "QD", "7H"}, .draw = "7S 3H 4H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_EQ(state.remaining, 2);
  ASSERT_TRUE(applies(state, place(5), source));
  EXPECT_EQ(heads(state), "3:9C(1) 4:QD(1) 5:7S(2)");
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.current, 0);
  // No further card was drawn although two were still due.
  EXPECT_EQ(names(state.players[1].draw), "4H 3H");
}

TEST(R8_Equal, AnAceOnAnAceEndsTheTurn) {
  OrderedSource source;
  GameState state = build({.heads = {"AC", "QD"}, .draw = "AS 3H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(2), source));
  EXPECT_EQ(heads(state), "2:AS(2) 3:QD(1)");
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.current, 0);
  EXPECT_EQ(names(state.players[1].draw), "3H");
  EXPECT_TRUE(endsTurn(1, 1));
}

TEST(R8_Equal, AnEqualKingEndsTheTurnToo) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .draw = "KS 3H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(2), source));
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(names(state.players[1].draw), "3H");
}

TEST(R9_OnAce, AnyNonAceGoesOnAnAceAndTheTurnContinues) {
  for (const char* name : {"2S", "7S", "10S", "KS"}) {
    OrderedSource source;
    GameState state = build({.heads = {"3C", "AD"}, .draw = std::string(name) + " 4H"});
    ASSERT_TRUE(applies(state, StartTurn{}, source));
    ASSERT_TRUE(applies(state, place(3), source)) << name;
    EXPECT_EQ(heads(state), "2:3C(1) 3:" + std::string(name) + "(2)");
    EXPECT_EQ(state.phase, Phase::Move) << name << " on an ace must not end the turn";
    EXPECT_EQ(*state.hand, card("4H"));
  }
}

TEST(R9_OnAce, AnAceGoesOnAnyHead) {
  for (const char* top : {"2C", "9C", "KC"}) {
    OrderedSource source;
    GameState state = build({.heads = {"5D", top}, .draw = "AS 4H"});
    ASSERT_TRUE(applies(state, StartTurn{}, source));
    ASSERT_TRUE(applies(state, place(3), source)) << "A on " << top;
    EXPECT_EQ(state.phase, Phase::Move);
  }
}

TEST(R9_OnAce, AHeadWhoseTopIsNowHigherNoLongerTakesTheCard) {
  // After KS covers the ace, the head counts 13: a queen fits, but only by action 1.
  OrderedSource source;
  GameState state = build({.heads = {"3C", "AD"}, .draw = "KS QH 4H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_EQ(state.heads[1].topValue, 13);
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_EQ(state.heads[1].topValue, 12);
}

}  // namespace
}  // namespace hydra::scenario
