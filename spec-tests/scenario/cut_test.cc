// Scenario tests of cutting off the oldest head: when a cut is allowed (R14, with the
// strict-cut reading I1) and what it does (R15, with the reserve-to-draw reading I2).
#include <gtest/gtest.h>

#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

Rules strictCut() { return Rules{.strictCut = true}; }
Rules reserveToDraw() { return Rules{.reserveToDraw = true}; }

TEST(R14_CutLegality, ACardThatFitsNoHeadCuts) {
  OrderedSource source;
  GameState state =
      build({.heads = {"5C", "3D", "4H"}, .draw = "2S 2D", .hand = "9S", .remaining = 2});
  EXPECT_FALSE(fitsAnyHead(state));
  EXPECT_TRUE(applies(state, Cut{}, source));
}

TEST(R14_CutLegality, NoCutWhileTheCardFitsSomeHead) {
  // 9S fits only the newest head (10H); the oldest is lower.
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D", "10H"}, .hand = "9S", .remaining = 2});
  auto error = refusal(state, Cut{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::CutWhileFits);
  EXPECT_STREQ(error->clause(), "R14");
  // Choosing the oldest head is then no placement either: the move is ignored (R14.3).
  auto placed = refusal(state, place(3), source);
  ASSERT_TRUE(placed);
  EXPECT_EQ(placed->code, RuleError::DoesNotFit);
}

TEST(R14_CutLegality, NoCutWhileTheCardFitsAnAce) {
  OrderedSource source;
  GameState state = build({.heads = {"5C", "AD", "4H"}, .hand = "9S", .remaining = 2});
  auto error = refusal(state, Cut{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::CutWhileFits);
}

TEST(R14_CutLegality, ACutIsAllowedWhileTheReserveIsFree) {
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D"}, .draw = "2S 2D", .hand = "9S", .remaining = 1});
  ASSERT_EQ(checkMove(state, Reserve{}), std::nullopt) << "action 4 is possible here";
  EXPECT_TRUE(applies(state, Cut{}, source));
}

TEST(R14_CutLegality, ACutIsAllowedWhileHoldingAReserve) {
  // The player could swap, but does not have to.
  OrderedSource source;
  GameState state = build(
      {.heads = {"5C", "3D"}, .draw = "2S 2D", .hand = "9S", .reserve = "AS", .remaining = 0});
  EXPECT_TRUE(applies(state, Cut{}, source));
}

TEST(R14_StrictCut, RefusesACutWhileTheReserveIsFree) {
  OrderedSource source;
  GameState state = build(
      {.heads = {"5C", "3D"}, .draw = "2S 2D", .hand = "9S", .remaining = 1, .rules = strictCut()});
  auto error = refusal(state, Cut{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::CutReserveFree);
  EXPECT_STREQ(error->clause(), "R14");
}

TEST(R14_StrictCut, AllowsACutWhenTheReserveIsTaken) {
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D"},
                           .draw = "2S 2D",
                           .hand = "9S",
                           .reserve = "AS",
                           .remaining = 0,
                           .rules = strictCut()});
  EXPECT_TRUE(applies(state, Cut{}, source));
}

TEST(R14_StrictCut, AllowsACutWithASingleHead) {
  OrderedSource source;
  GameState state =
      build({.heads = {"5C"}, .draw = "2S 2D", .hand = "9S", .remaining = 0, .rules = strictCut()});
  EXPECT_TRUE(applies(state, Cut{}, source));
}

TEST(R14_StrictCut, StillRefusesACutWhileTheCardFits) {
  OrderedSource source;
  GameState state = build(
      {.heads = {"5C", "AD"}, .hand = "9S", .reserve = "AS", .remaining = 0, .rules = strictCut()});
  auto error = refusal(state, Cut{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::CutWhileFits);
}

TEST(R15_Cut, OldestHeadGoesToDiscardAfterTheHandAndTheReserve) {
  OrderedSource source;
  GameState state = build({.heads = {"8C 6C 5C", "3D"},
                           .draw = "2S 2D 7D",
                           .discard = "KD",
                           .hand = "9S",
                           .reserve = "AS",
                           .remaining = 0});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(names(state.players[1].discard), "KD 9S AS 8C 6C 5C");
  EXPECT_FALSE(state.reserve.has_value());
  EXPECT_EQ(state.findHead(2), nullptr);
}

TEST(R15_Cut, TwoNewHeadsComeFromTheTopOfTheDrawPileFirstDrawnLowerId) {
  OrderedSource source;
  GameState state =
      build({.heads = {"5C", "3D"}, .draw = "2S 10D 7D", .hand = "9S", .remaining = 1});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(heads(state), "3:3D(1) 4:2S(1) 5:10D(1)");
  EXPECT_EQ(names(state.players[1].draw), "7D");
  EXPECT_EQ(state.cutCount, 2);
  ASSERT_EQ(source.reasons().size(), 2u);
  EXPECT_EQ(source.reasons()[0], DrawReason::NewHead);
  EXPECT_EQ(source.reasons()[1], DrawReason::NewHead);
}

TEST(R15_Cut, TheTurnEndsAfterACut) {
  OrderedSource source;
  GameState state =
      build({.heads = {"5C", "3D"}, .draw = "2S 10D 7D", .hand = "9S", .remaining = 1});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.current, 0);
  EXPECT_FALSE(state.hand.has_value());
}

TEST(R15_Cut, NewHeadsReshuffleTheDiscardPileWhenTheDrawPileRunsOut) {
  // One draw card left: the first new head is 4D, then the discard pile (9S and the cut head
  // 5C, in that order) becomes the draw pile and 5C is drawn for the second head.
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D"}, .draw = "4D", .hand = "9S", .remaining = 1});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(source.shuffles(), 1);
  EXPECT_EQ(source.shuffledSizes(), (std::vector<size_t>{2}));
  EXPECT_EQ(heads(state), "3:3D(1) 4:4D(1) 5:5C(1)");
  EXPECT_EQ(names(state.players[1].draw), "9S");
  EXPECT_TRUE(state.players[1].discard.empty());
}

TEST(R15_Cut, NewHeadsComeFromTheCuttersOwnPile) {
  OrderedSource source;
  GameState state = build({.players = 3,
                           .current = 2,
                           .heads = {"5C", "3D"},
                           .draw = "2S 10D",
                           .hand = "9S",
                           .remaining = 1});
  std::vector<Card> first = state.players[0].draw, second = state.players[1].draw;
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(state.players[0].draw, first);
  EXPECT_EQ(state.players[1].draw, second);
  EXPECT_TRUE(state.players[2].draw.empty());
  EXPECT_EQ(heads(state), "3:3D(1) 4:2S(1) 5:10D(1)");
}

TEST(R15_ReserveToDraw, TheFormerReserveBecomesTheFirstNewHead) {
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D"},
                           .draw = "2S 10D",
                           .hand = "9S",
                           .reserve = "QS",
                           .remaining = 0,
                           .rules = reserveToDraw()});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(heads(state), "3:3D(1) 4:QS(1) 5:2S(1)");
  EXPECT_EQ(names(state.players[1].discard), "9S 5C");
  EXPECT_EQ(names(state.players[1].draw), "10D");
}

TEST(R17_ReserveToDraw, AtATurnEndTheReserveGoesOnTopOfTheDrawPile) {
  OrderedSource source;
  GameState state =
      build({.heads = {"KC", "QD"}, .draw = "5S 6S 4S", .discard = "2H", .rules = reserveToDraw()});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(names(state.players[1].draw), "4S 5S") << "5S is back on top";
  EXPECT_EQ(names(state.players[1].discard), "2H");
}

}  // namespace
}  // namespace hydra::scenario
