// R23, testing mode as steps of play: under CardNaming::ByReveal every card drawn for a head
// waits in phase Draw until reveal() names it, play goes on only once every such card is named,
// and the card in hand may be named before each move request. Nothing is read or printed here:
// the front end asks the questions and passes the answers in.
#include <gtest/gtest.h>

#include "core/invariants.h"
#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

TEST(R23_TestingMode, TheFirstHeadWaitsToBeNamedBeforeTheFirstTurn) {
  SeededSource source(4);
  GameState state = newGame(3, Rules{}, source, CardNaming::ByReveal);
  EXPECT_EQ(state.phase, Phase::Draw);
  EXPECT_EQ(state.unnamed, std::vector<int>{1});
  EXPECT_TRUE(legalMoves(state).empty());
  auto error = refusal(state, StartTurn{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::WrongPhase);
  ASSERT_FALSE(reveal(state, card("Joker")));
  EXPECT_EQ(heads(state), "1:2J(1)");  // R11: a joker starting a head counts as a 2
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.current, 1);
  EXPECT_TRUE(state.unnamed.empty());
}

TEST(R23_TestingMode, TheTwoHeadsOfACutAreNamedInTheOrderDrawn) {
  OrderedSource source;
  GameState state =
      build({.heads = {"5C", "3D"}, .draw = "2S 10D 7D", .hand = "9S", .remaining = 1});
  state.naming = CardNaming::ByReveal;
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(state.phase, Phase::Draw);
  EXPECT_EQ(state.unnamed, (std::vector<int>{4, 5}));
  ASSERT_FALSE(reveal(state, card("KH")));
  EXPECT_EQ(heads(state), "3:3D(1) 4:KH(1) 5:10D(1)");
  EXPECT_EQ(state.phase, Phase::Draw);
  ASSERT_FALSE(reveal(state, card("4S")));
  EXPECT_EQ(heads(state), "3:3D(1) 4:KH(1) 5:4S(1)");
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_TRUE(state.relabelled);
  EXPECT_NO_THROW(checkInvariants(state));
}

TEST(R23_TestingMode, AWinByCuttingIsOverOnceItsHeadsAreNamed) {
  OrderedSource source;
  GameState state = build({.heads = {"5C"}, .hand = "9S", .remaining = 0});
  state.naming = CardNaming::ByReveal;
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(state.phase, Phase::Draw);
  EXPECT_EQ(state.winner, 1);
  ASSERT_FALSE(reveal(state, card("5C")));
  ASSERT_FALSE(reveal(state, card("9S")));
  EXPECT_EQ(state.phase, Phase::GameOver);
}

TEST(R23_TestingMode, TheCardInHandIsNamedBeforeEachMoveRequest) {
  OrderedSource source;
  GameState state = build({.heads = {"5C", "3D"}, .hand = "9S", .remaining = 1});
  ASSERT_FALSE(reveal(state, card("2H")));
  EXPECT_EQ(state.hand, card("2H"));
  EXPECT_EQ(state.phase, Phase::Move);
  EXPECT_TRUE(checkMove(state, place(3)) == std::nullopt);  // 2 now fits 3D
}

TEST(R23_TestingMode, NothingIsNamedOutsideADrawOrAMove) {
  OrderedSource source;
  GameState state = build({.heads = {"5C"}, .draw = "2S"});
  GameState before = state;
  auto error = reveal(state, card("KH"));
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::WrongPhase);
  EXPECT_TRUE(state == before);
}

}  // namespace
}  // namespace hydra::scenario
