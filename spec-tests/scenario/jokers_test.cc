// Scenario tests of jokers: the announced value when a joker is placed on a head (R10), and a
// joker that leaves a head or starts one (R11).
#include <gtest/gtest.h>

#include <algorithm>

#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

// A joker in hand with two cards still to come, over heads 8C (id 3), 3D (id 4) and KH (id 5).
GameState jokerOverAThree() {
  return build({.heads = {"8C", "3D", "KH"}, .draw = "6S 5S 2H", .hand = "Joker", .remaining = 2});
}

TEST(R10_Joker, OnAThreeAsAnAceTheTurnContinues) {
  OrderedSource source;
  GameState state = jokerOverAThree();
  ASSERT_TRUE(applies(state, placeJoker(4, 1), source));
  EXPECT_EQ(heads(state), "3:8C(1) 4:AJ(2) 5:KH(1)");
  EXPECT_EQ(state.heads[1].topValue, 1);
  EXPECT_EQ(state.phase, Phase::Move);
  EXPECT_EQ(*state.hand, card("6S"));
}

TEST(R10_Joker, OnAThreeAsATwoTheTurnContinues) {
  OrderedSource source;
  GameState state = jokerOverAThree();
  ASSERT_TRUE(applies(state, placeJoker(4, 2), source));
  EXPECT_EQ(heads(state), "3:8C(1) 4:2J(2) 5:KH(1)");
  EXPECT_EQ(state.phase, Phase::Move);
}

TEST(R10_Joker, OnAThreeAsAThreeTheTurnEnds) {
  OrderedSource source;
  GameState state = jokerOverAThree();
  ASSERT_TRUE(applies(state, placeJoker(4, 3), source));
  EXPECT_EQ(heads(state), "3:8C(1) 4:3J(2) 5:KH(1)");
  EXPECT_EQ(state.phase, Phase::TurnStart);
  EXPECT_EQ(state.current, 0);
  EXPECT_EQ(names(state.players[1].draw), "2H 5S 6S");
}

TEST(R10_Joker, OnAThreeAnyHigherValueIsRefused) {
  OrderedSource source;
  GameState state = jokerOverAThree();
  for (int value = 4; value <= 13; ++value) {
    auto error = refusal(state, placeJoker(4, value), source);
    ASSERT_TRUE(error) << value;
    EXPECT_EQ(error->code, RuleError::JokerValueDoesNotFit);
    EXPECT_STREQ(error->clause(), "R10");
  }
}

TEST(R10_Joker, OnAnAceAnyValueFitsAndOnlyAnAceEndsTheTurn) {
  for (int value = 1; value <= 13; ++value) {
    OrderedSource source;
    GameState state = build({.heads = {"8C", "AD"}, .draw = "6S", .hand = "Joker", .remaining = 1});
    ASSERT_TRUE(applies(state, placeJoker(3, value), source)) << value;
    EXPECT_EQ(state.phase == Phase::TurnStart, value == 1) << value;
  }
}

TEST(R10_Joker, AValueThatIsNotACardValueIsRefused) {
  OrderedSource source;
  GameState state = jokerOverAThree();
  for (int value : {0, -1, 14, 99}) {
    auto error = refusal(state, placeJoker(5, value), source);
    ASSERT_TRUE(error) << value;
    EXPECT_EQ(error->code, RuleError::JokerValueOutOfRange);
    EXPECT_STREQ(error->clause(), "R10");
  }
}

TEST(R10_Joker, AJokerNeedsAValueAndOtherCardsTakeNone) {
  OrderedSource source;
  GameState state = jokerOverAThree();
  auto missing = refusal(state, place(5), source);
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->code, RuleError::JokerValueMissing);
  EXPECT_STREQ(missing->clause(), "R10");

  GameState plain = build({.heads = {"8C", "3D", "KH"}, .hand = "2S", .remaining = 2});
  auto unexpected = refusal(plain, placeJoker(5, 2), source);
  ASSERT_TRUE(unexpected);
  EXPECT_EQ(unexpected->code, RuleError::JokerValueUnexpected);
  EXPECT_STREQ(unexpected->clause(), "R10");
}

TEST(R10_Joker, TheHeadKeepsTheAnnouncedValueForTheNextPlayer) {
  // Player 2 plays the joker as a 5 on KH; player 1 must treat head 5 as a 5, not as a joker.
  OrderedSource source;
  GameState state =
      build({.heads = {"8C", "3D", "KH"}, .draw = "9S", .hand = "Joker", .remaining = 0});
  ASSERT_TRUE(applies(state, placeJoker(5, 5), source));
  ASSERT_EQ(state.current, 0);
  EXPECT_EQ(heads(state), "3:8C(1) 4:3D(1) 5:5J(2)");
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  state.hand = card("6S");  // a 6 does not fit a 5 (and the multiset check is relaxed)
  state.relabelled = true;
  auto error = refusal(state, place(5), source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::DoesNotFit);
  state.hand = card("5S");
  ASSERT_TRUE(applies(state, place(5), source));
  EXPECT_EQ(state.phase, Phase::TurnStart) << "5 on a joker announced as 5 is action 2";
}

TEST(R10_Joker, AJokerAlwaysFitsSomewhereSoItIsNeverCut) {
  OrderedSource source;
  GameState state = build({.heads = {"2C", "3D", "2H"}, .hand = "Joker", .remaining = 2});
  EXPECT_TRUE(fitsAnyHead(state));
  auto error = refusal(state, Cut{}, source);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->code, RuleError::CutWhileFits);
  EXPECT_STREQ(error->clause(), "R14");
}

TEST(R10_Joker, LegalMovesOfferEveryFittingValue) {
  GameState state = jokerOverAThree();
  std::vector<Move> moves = legalMoves(state);
  auto offered = [&moves](int head, int value) {
    return std::find(moves.begin(), moves.end(), placeJoker(head, value)) != moves.end();
  };
  for (int value = 1; value <= 13; ++value) {
    EXPECT_EQ(offered(4, value), value <= 3) << "on the 3 as " << value;
    EXPECT_EQ(offered(3, value), value <= 8) << "on the 8 as " << value;
  }
}

TEST(R11_JokerOffAHead, ACutJokerIsPlainAgainAndANewJokerHeadCountsTwo) {
  // Oldest head 3 is [4C, joker announced as 7]. Player 2 cuts it with a queen; the discard
  // pile gets QS, 4C and the joker. The draw pile is empty, so the new heads come from the
  // reshuffled discard pile, which OrderedSource keeps in order: the joker first, then 4C.
  OrderedSource source;
  GameState state = build({.heads = {"4C 7J", "9D", "10H"}, .hand = "QS", .remaining = 2});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(heads(state), "4:9D(1) 5:10H(1) 6:2J(1) 7:4C(1)");
  const Head* jokerHead = state.findHead(6);
  ASSERT_NE(jokerHead, nullptr);
  EXPECT_TRUE(jokerHead->top().isJoker());
  EXPECT_EQ(jokerHead->topValue, 2);
  EXPECT_EQ(names(state.players[1].draw), "QS");
}

TEST(R11_JokerOffAHead, AJokerInTheDiscardPileIsWildWhenDrawnAgain) {
  // The cut sends the joker (announced 7) into the discard pile; drawn again later it can be
  // announced as any value that fits, e.g. a 10 on the 10H.
  OrderedSource source;
  GameState state =
      build({.heads = {"4C 7J", "9D", "10H"}, .draw = "3S 2S", .hand = "QS", .remaining = 2});
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(heads(state), "4:9D(1) 5:10H(1) 6:3S(1) 7:2S(1)");
  Player& me = state.players[1];
  EXPECT_EQ(names(me.discard), "QS 4C Joker");
  // Turn the discard pile over onto the draw pile (joker on top), and give player 2 a turn.
  me.draw.insert(me.draw.end(), me.discard.begin(), me.discard.end());
  me.discard.clear();
  state.current = 1;
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(state.hand->isJoker());
  EXPECT_EQ(names(me.draw), "QS 4C");
  ASSERT_TRUE(applies(state, placeJoker(5, 10), source));
  EXPECT_EQ(state.findHead(5)->topValue, 10);
  EXPECT_EQ(heads(state), "4:9D(1) 5:10J(2) 6:3S(1) 7:2S(1)");
  EXPECT_EQ(state.phase, Phase::TurnStart) << "a joker as 10 on a 10 is action 2";
}

}  // namespace
}  // namespace hydra::scenario
