// Scenario tests of the set-up of a game: players and decks (R1), card values and names (R2),
// the first head and the seating order (R3) and head ids (R4).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "core/invariants.h"
#include "moves.h"
#include "table.h"

namespace hydra::scenario {
namespace {

std::map<Card, int> tally(const GameState& state) {
  std::map<Card, int> copies;
  for (const Player& player : state.players) {
    for (const Card& c : player.draw) ++copies[c];
    for (const Card& c : player.discard) ++copies[c];
  }
  for (const Head& head : state.heads) {
    for (const Card& c : head.cards) ++copies[c];
  }
  return copies;
}

class R1_Deal : public ::testing::TestWithParam<int> {};

TEST_P(R1_Deal, EachPlayerGets54CardsFromNDecks) {
  int n = GetParam();
  SeededSource source(20260 + static_cast<uint64_t>(n));
  GameState state = newGame(n, Rules{}, source);
  ASSERT_EQ(state.playerCount(), n);
  // Player 1 has already given one card to head 1 (R3).
  EXPECT_EQ(state.players[0].draw.size(), 53u);
  for (int i = 1; i < n; ++i) EXPECT_EQ(state.players[static_cast<size_t>(i)].draw.size(), 54u);
  for (const Player& player : state.players) EXPECT_TRUE(player.discard.empty());
  EXPECT_FALSE(state.reserve.has_value());
  EXPECT_FALSE(state.hand.has_value());
  std::map<Card, int> copies = tally(state);
  EXPECT_EQ(copies.size(), 53u) << "52 cards and the joker";
  for (const auto& [c, count] : copies) {
    EXPECT_EQ(count, c.isJoker() ? 2 * n : n) << cardName(c);
  }
}

INSTANTIATE_TEST_SUITE_P(PlayerCounts, R1_Deal, ::testing::Values(2, 3, 5, 8));

TEST(R1_Players, DecksAreShuffledTogetherNotDealtOnePerPlayer) {
  SeededSource source(7);
  GameState state = newGame(4, Rules{}, source);
  // With one deck per player, nobody would hold two copies of a card.
  bool someoneHasTwins = false;
  for (const Player& player : state.players) {
    std::map<Card, int> copies;
    for (const Card& c : player.draw) {
      if (!c.isJoker() && ++copies[c] == 2) someoneHasTwins = true;
    }
  }
  EXPECT_TRUE(someoneHasTwins);
}

TEST(R1_Players, TheSeedDecidesTheShuffle) {
  SeededSource a(11), b(11), c(12);
  GameState first = newGame(2, Rules{}, a);
  GameState same = newGame(2, Rules{}, b);
  GameState other = newGame(2, Rules{}, c);
  EXPECT_TRUE(first == same) << snapshot(first) << snapshot(same);
  EXPECT_FALSE(first == other);
}

TEST(R2_Cards, ValuesRunFromAceOneToKingThirteen) {
  const char* spelled[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  for (int rank = 1; rank <= 13; ++rank) {
    EXPECT_EQ(parseRank(spelled[rank - 1]), rank);
    EXPECT_EQ(rankName(rank), spelled[rank - 1]);
  }
  for (const char* bad : {"1", "11", "0", "a", "k", "Joker", "", "10 "}) {
    EXPECT_EQ(parseRank(bad), std::nullopt) << "'" << bad << "'";
  }
}

TEST(R2_Cards, NamesAreValueThenSuitLetter) {
  EXPECT_EQ(cardName(Card::of(10, Suit::Diamonds)), "10D");
  EXPECT_EQ(cardName(Card::of(13, Suit::Spades)), "KS");
  EXPECT_EQ(cardName(Card::of(1, Suit::Hearts)), "AH");
  EXPECT_EQ(cardName(Card::of(12, Suit::Clubs)), "QC");
  for (const char* bad : {"s", "Spades", "X", ""}) EXPECT_EQ(parseSuit(bad), std::nullopt);
}

TEST(R2_Cards, AJokerInHandIsNamedJoker) { EXPECT_EQ(cardName(Card::joker()), "Joker"); }

TEST(R2_Cards, ADeckHasFiftyTwoCardsAndTwoJokers) {
  std::vector<Card> deck = standardDeck();
  ASSERT_EQ(deck.size(), 54u);
  EXPECT_EQ(std::count_if(deck.begin(), deck.end(), [](Card c) { return c.isJoker(); }), 2);
  std::sort(deck.begin(), deck.end());
  EXPECT_EQ(std::adjacent_find(deck.begin() + 2, deck.end()), deck.end()) << "a duplicate";
}

// Puts `top` on top of player 1's pile in the first deal (the back of player 1's share).
OrderedSource firstCardIs(Card top) {
  return OrderedSource([top](std::vector<Card>& all) {
    auto at = std::find(all.begin(), all.end(), top);
    std::iter_swap(at, all.begin() + kCardsPerDeck - 1);
  });
}

TEST(R3_FirstHead, PlayerOnesTopCardStartsHeadOne) {
  OrderedSource source = firstCardIs(card("7C"));
  GameState state = newGame(3, Rules{}, source);
  ASSERT_EQ(state.heads.size(), 1u);
  EXPECT_EQ(heads(state), "1:7C(1)");
  EXPECT_EQ(state.heads[0].topValue, 7);
  EXPECT_EQ(state.players[0].draw.size(), 53u);
  EXPECT_EQ(std::count(state.players[0].draw.begin(), state.players[0].draw.end(), card("7C")), 0)
      << "the head took player 1's only 7C";
  ASSERT_FALSE(source.reasons().empty());
  EXPECT_EQ(source.reasons()[0], DrawReason::FirstHead);
}

TEST(R3_FirstHead, AJokerFirstHeadCountsTwoAndShowsAs2J) {
  OrderedSource source = firstCardIs(Card::joker());
  GameState state = newGame(2, Rules{}, source);
  ASSERT_TRUE(state.heads[0].top().isJoker());
  EXPECT_EQ(state.heads[0].topValue, 2);
  EXPECT_EQ(heads(state), "1:2J(1)");
  // It behaves as a 2: a 2 is action 2 on it, a 3 does not fit.
  EXPECT_TRUE(fits(2, state.heads[0].topValue) && endsTurn(2, state.heads[0].topValue));
  EXPECT_FALSE(fits(3, state.heads[0].topValue));
}

TEST(R3_Seating, PlayerTwoPlaysFirst) {
  SeededSource source(3);
  GameState state = newGame(3, Rules{}, source);
  EXPECT_EQ(state.current, 1);
  EXPECT_EQ(state.phase, Phase::TurnStart);
}

TEST(R3_Seating, PlayGoesClockwiseAndWrapsRound) {
  // Three players, one head; each plays one card equal to the head, which ends the turn.
  OrderedSource source;
  GameState state = build({.players = 3, .current = 1, .heads = {"9C"}, .draw = "9D 9H 5S"});
  std::vector<int> order;
  for (int turn = 0; turn < 4; ++turn) {
    order.push_back(state.current);
    Player& me = state.players[static_cast<size_t>(state.current)];
    // Give the player a 9 on top so that the turn is a single action 2.
    auto nine = std::find_if(me.draw.begin(), me.draw.end(), [](Card c) { return c.rank == 9; });
    ASSERT_NE(nine, me.draw.end());
    std::iter_swap(nine, me.draw.end() - 1);
    ASSERT_TRUE(applies(state, StartTurn{}, source));
    ASSERT_TRUE(applies(state, place(1), source));
  }
  EXPECT_EQ(order, (std::vector<int>{1, 2, 0, 1}));
}

TEST(R4_HeadIds, IdsIncreaseAreNeverReusedAndStayInOrder) {
  // Two cuts in a row: head 1 goes, heads 2 and 3 appear; then head 2 goes, 4 and 5 appear.
  OrderedSource source;
  GameState state = build({.players = 2, .current = 1, .heads = {"3C"}, .draw = "KH 6D 5D 4D"});
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_TRUE(applies(state, Cut{}, source));
  EXPECT_EQ(heads(state), "2:6D(1) 3:5D(1)");
  // Player 1's turn: put one of their kings on top; a king fits neither 6D nor 5D.
  Player& other = state.players[0];
  auto king = std::find(other.draw.begin(), other.draw.end(), card("KS"));
  ASSERT_NE(king, other.draw.end());
  std::iter_swap(king, other.draw.end() - 1);
  ASSERT_TRUE(applies(state, StartTurn{}, source));
  ASSERT_EQ(*state.hand, card("KS"));
  ASSERT_TRUE(applies(state, Cut{}, source));
  ASSERT_EQ(state.heads.size(), 3u);
  EXPECT_EQ(state.heads[0].id, 3);
  EXPECT_EQ(state.heads[1].id, 4);
  EXPECT_EQ(state.heads[2].id, 5);
  EXPECT_EQ(state.findHead(1), nullptr);
  EXPECT_EQ(state.findHead(2), nullptr);
  EXPECT_EQ(state.oldestHead().id, 3);
}

TEST(R4_HeadIds, ARetiredIdNamesNoHead) {
  OrderedSource source;
  GameState state = build(
      {.players = 2, .current = 1, .heads = {"6C", "8D", "9S"}, .hand = "4H", .remaining = 2});
  EXPECT_EQ(heads(state), "3:6C(1) 4:8D(1) 5:9S(1)");
  for (int retired : {1, 2}) {
    auto error = refusal(state, place(retired), source);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->code, RuleError::NoSuchHead);
    EXPECT_STREQ(error->clause(), "R19");
  }
}

}  // namespace
}  // namespace hydra::scenario
