// Scenario tests of the course of a turn: the quota (R5), drawing and reshuffling (R6),
// continuing a turn (R16) and the end of a turn (R17).
#include <gtest/gtest.h>

#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

TEST(R5_TurnQuota, ATurnPlaysAsManyCardsAsThereAreHeads) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD", "JS"}, .draw = "2H 3H 4H 5H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  EXPECT_EQ(state.remaining, 2);
  EXPECT_EQ(*state.hand, card("2H"));
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_EQ(state.remaining, 1);
  EXPECT_EQ(*state.hand, card("3H"));
  ASSERT_TRUE(applies(state, place(4), source));
  EXPECT_EQ(state.remaining, 0);
  EXPECT_EQ(*state.hand, card("4H"));
  ASSERT_TRUE(applies(state, place(5), source));
  // Three cards played: the turn is over and 5H was never drawn.
  EXPECT_EQ(state.current, 0);
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(names(state.players[1].draw), "5H");
  EXPECT_EQ(heads(state), "3:2H(2) 4:3H(2) 5:4H(2)");
}

TEST(R5_TurnQuota, OneHeadMeansOneCard) {
  OrderedSource source;
  GameState state = build({.heads = {"KC"}, .draw = "5H 6H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  EXPECT_EQ(state.remaining, 0);
  ASSERT_TRUE(applies(state, place(1), source));
  EXPECT_EQ(state.current, 0);
  EXPECT_EQ(names(state.players[1].draw), "6H");
}

TEST(R5_TurnQuota, MovesOnlyInTheirPhase) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD", "JS"}, .draw = "2H 3H"});
  for (Move move : {place(3), Move{Reserve{}}, Move{Swap{}}, Move{Cut{}}}) {
    auto error = refusal(state, move, source);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->code, RuleError::WrongPhase) << describe(move);
    EXPECT_STREQ(error->clause(), "R5");
  }
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  auto again = refusal(state, StartTurn{}, source);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->code, RuleError::WrongPhase);
}

TEST(R6_Drawing, TheCardComesFromTheTopOfTheOwnDrawPile) {
  OrderedSource source;
  GameState state = build({.heads = {"KC"}, .draw = "8S 2D", .discard = "3C"});
  std::vector<Card> othersBefore = state.players[0].draw;
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  EXPECT_EQ(*state.hand, card("8S"));
  EXPECT_EQ(names(state.players[1].draw), "2D");
  EXPECT_EQ(names(state.players[1].discard), "3C");
  EXPECT_EQ(state.players[0].draw, othersBefore);
  EXPECT_EQ(source.shuffles(), 0) << "no reshuffle while the draw pile has cards";
}

TEST(R6_Drawing, AnEmptyDrawPileIsReplacedByTheShuffledDiscardPile) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QC", "JC"}, .draw = "", .discard = "4D 5D 6D"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  EXPECT_EQ(source.shuffles(), 1);
  EXPECT_EQ(source.shuffledSizes(), (std::vector<size_t>{3}));
  // OrderedSource keeps the order, so the last discarded card is on top.
  EXPECT_EQ(*state.hand, card("6D"));
  EXPECT_EQ(names(state.players[1].draw), "4D 5D");
  EXPECT_TRUE(state.players[1].discard.empty());
}

TEST(R6_Drawing, AReshuffleInTheMiddleOfATurnTakesTheCardsPlayedSoFarIntoAccount) {
  // 9S is the last draw card; the next draw turns the discard pile (2C) into the draw pile.
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QC"}, .draw = "9S", .discard = "2C"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  EXPECT_EQ(source.shuffles(), 0);
  ASSERT_TRUE(applies(state, place(2), source));
  EXPECT_EQ(source.shuffles(), 1);
  EXPECT_EQ(*state.hand, card("2C"));
  EXPECT_TRUE(state.players[1].draw.empty());
  EXPECT_TRUE(state.players[1].discard.empty());
}

TEST(R16_Continue, AfterAction1TheNextCardIsDrawn) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .draw = "5S 7S 8S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(2), source));
  EXPECT_EQ(state.phase, Phase::Move);
  EXPECT_EQ(*state.hand, card("7S"));
  EXPECT_EQ(state.remaining, 0);
}

TEST(R16_Continue, AfterAction3TheNextCardIsDrawn) {
  OrderedSource source;
  GameState state = build({.heads = {"AC", "QD"}, .draw = "KS 7S 8S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(2), source));
  EXPECT_EQ(state.phase, Phase::Move);
  EXPECT_EQ(*state.hand, card("7S"));
}

TEST(R16_Continue, AfterAction4TheNextCardIsDrawn) {
  OrderedSource source;
  GameState state = build({.heads = {"AC", "QD"}, .draw = "KS 7S 8S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));
  EXPECT_EQ(state.phase, Phase::Move);
  EXPECT_EQ(*state.hand, card("7S"));
  EXPECT_EQ(*state.reserve, card("KS"));
  EXPECT_EQ(state.remaining, 0);
}

TEST(R16_Continue, ReserveAsTheOnlyCardLeftGoesToDiscardAndTheTurnEnds) {
  // Three heads: 7S goes into the reserve, 5S is placed; one card is still due but the draw and
  // discard piles are empty, so the reserve goes to the discard pile and the turn ends.
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD", "JH"}, .draw = "7S 5S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_FALSE(state.winner.has_value()) << "a player holding a reserve cannot win (R18)";
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.current, 0);
  EXPECT_FALSE(state.reserve.has_value());
  EXPECT_EQ(names(state.players[1].discard), "7S");
  EXPECT_TRUE(state.players[1].draw.empty());
}

TEST(R16_Continue, WithNothingLeftToDrawTheTurnEnds) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .draw = "5S 6S 4S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(2), source));
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_EQ(state.current, 0);
  EXPECT_EQ(names(state.players[1].draw), "4S");
}

TEST(R17_TurnEnd, TheReserveGoesToTheDiscardPile) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD"}, .draw = "5S 6S 4S", .discard = "2H"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));
  ASSERT_TRUE(applies(state, place(3), source));
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_FALSE(state.reserve.has_value());
  EXPECT_EQ(names(state.players[1].discard), "2H 5S");
  EXPECT_EQ(names(state.players[1].draw), "4S");
}

TEST(R17_TurnEnd, AnEarlyEndByAction2AlsoPutsTheReserveAway) {
  OrderedSource source;
  GameState state = build({.heads = {"KC", "QD", "9H"}, .draw = "5S 9S 4S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Reserve{}, source));
  ASSERT_TRUE(applies(state, place(5), source));  // 9S on 9H: action 2
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(names(state.players[1].discard), "5S");
  EXPECT_EQ(names(state.players[1].draw), "4S");
}

TEST(R17_TurnEnd, PlayPassesToTheNextPlayerAndWrapsRound) {
  OrderedSource source;
  GameState state = build({.players = 3, .current = 2, .heads = {"KC"}, .draw = "5S 6S"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, place(1), source));
  EXPECT_EQ(state.current, 0);
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_FALSE(state.hand.has_value());
  EXPECT_EQ(state.remaining, 0);
}

}  // namespace
}  // namespace hydra::scenario
