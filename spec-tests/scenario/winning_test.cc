// Scenario tests of winning (R18) and of ignored moves (R19).
#include <gtest/gtest.h>

#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

void expectWinner(const GameState& state, int player) {
  EXPECT_EQ(state.phase, Phase::GameOver);
  ASSERT_TRUE(state.winner.has_value());
  EXPECT_EQ(*state.winner, player);
  EXPECT_TRUE(legalMoves(state).empty());
}

TEST(R18_Winning, APlacementOfTheLastCardWinsEvenWithCardsLeftToPlay) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD", "JH"}, .draw = "5S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_EQ(state.remaining, 2);
  ASSERT_TRUE(applies(state, place(4), source));
  expectWinner(state, 1);
  for (Move move : {Move{StartTurn{}}, place(3), Move{Reserve{}}, Move{Cut{}}}) {
    auto error = refusal(state, move, source);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->code, RuleError::WrongPhase) << "no move after the win: " << describe(move);
  }
}

TEST(R18_Winning, AnAction2PlacementOfTheLastCardWins) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "5D"}, .draw = "5S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(3), source));
  expectWinner(state, 1);
}

TEST(R18_Winning, AJokerAsTheLastCardWins) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "5D", "9H"}, .hand = "Joker", .remaining = 1});
  ASSERT_TRUE(applies(state, placeJoker(4, 4), source));
  expectWinner(state, 1);
  EXPECT_EQ(heads(state), "3:KC(1) 4:4J(2) 5:9H(1)");
}

TEST(R18_Winning, WinByLosing) {
  // The last card (9S) fits no head; the oldest head is a single card. The cut puts both into
  // the empty discard pile and draws them back as the two new heads: nothing is left.
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D", "4H"}, .hand = "9S", .remaining = 2});
  ASSERT_TRUE(applies(state, Cut{}, source));
  expectWinner(state, 1);
  EXPECT_EQ(heads(state), "4:3D(1) 5:4H(1) 6:5C(1) 7:9S(1)");
}

TEST(R18_Winning, WinByLosingWithASingleHead) {
  OrderedSource source;
  GameState state = build({.heads = {"5C"}, .hand = "9S", .remaining = 0});
  ASSERT_TRUE(applies(state, Cut{}, source));
  expectWinner(state, 1);
  EXPECT_EQ(heads(state), "2:5C(1) 3:9S(1)");
}

TEST(R18_Winning, NoWinByLosingWhenTheOldestHeadHasMoreCards) {
  OrderedSource source;
  GameState state = build({.heads = {"6C 5C", "3D"}, .hand = "9S", .remaining = 1});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_FALSE(state.winner.has_value());
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.players[1].total(), 1);
}

TEST(R18_Winning, NoWinByLosingWhileHoldingAReserve) {
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D"}, .hand = "9S", .reserve = "AS", .remaining = 0});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_FALSE(state.winner.has_value());
  EXPECT_EQ(state.players[1].total(), 1);
}

TEST(R18_Winning, NoWinWhileHoldingAReserve) {
  OrderedSource source;
  GameState state =
      build({.heads = {"KC", "QD", "JH"}, .hand = "5S", .reserve = "9S", .remaining = 1});
  ASSERT_TRUE(applies(state, place(5), source));
  EXPECT_FALSE(state.winner.has_value());
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(names(state.players[1].discard), "9S");
}

TEST(R18_StrictCut, NoWinByLosingWhileTheReserveIsFree) {
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D", "4H"},
                           .hand = "9S",
                           .remaining = 2,
                           .rules = Rules{.strictCut = true}});
  auto error = refusal(state, Cut{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::CutReserveFree);
  // The reserve takes the card; with nothing left to draw the turn ends (R16.2).
  ASSERT_TRUE(applies(state, Reserve{}, source));
  EXPECT_FALSE(state.winner.has_value());
  EXPECT_EQ(names(state.players[1].discard), "9S");
}

TEST(R19_Ignored, MovesOnHeadsThatDoNotExistChangeNothing) {
  OrderedSource source;
  GameState state =
      build({.heads = {"8C", "9D", "10H"}, .draw = "2S", .hand = "4S", .remaining = 2});
  for (int id : {0, -3, 1, 2, 6, 7, 1000000}) {
    auto error = refusal(state, place(id), source);
    ASSERT_TRUE(error) << id;
    EXPECT_EQ(error->code, RuleError::NoSuchHead) << id;
    EXPECT_STREQ(error->clause(), "R19");
  }
}

TEST(R19_Ignored, EveryRefusedMoveLeavesTheGameAsItWas) {
  // One position, every kind of refused move; refusal() checks that nothing changed.
  OrderedSource source;
  GameState state = build({.heads = {"8C"}, .draw = "2S", .hand = "9S", .remaining = 0});
  for (Move move : {place(1), Move{Reserve{}}, Move{Swap{}}, Move{StartTurn{}}, place(9)}) {
    EXPECT_TRUE(refusal(state, move, source)) << describe(move);
  }
  GameState joker = build({.heads = {"8C", "3D", "KH"}, .hand = "Joker", .remaining = 2});
  for (Move move : {placeJoker(4, 9), placeJoker(4, 0), place(4), Move{Cut{}}}) {
    EXPECT_TRUE(refusal(joker, move, source)) << describe(move);
  }
}

TEST(R19_Ignored, CheckMoveAgreesWithLegalMoves) {
  GameState state =
      build({.heads = {"8C", "AD", "KH"}, .hand = "9S", .reserve = "2S", .remaining = 1});
  std::vector<Move> legal = legalMoves(state);
  std::vector<Move> expected = {place(4), place(5), Move{Swap{}}};
  EXPECT_EQ(legal, expected);
}

}  // namespace
}  // namespace hydra::scenario
