// The house rules of docs/house-rules.md (H1-H4) as the engine reads them: each test builds a
// position and asks checkMove/legalMoves, the single authority on legality.
#include <gtest/gtest.h>

#include "core/legality.h"
#include "core/rules.h"
#include "positions.h"

namespace hydra::bots::testing {
namespace {

Rules rulesOf(const std::string& list) { return std::get<Rules>(parseRules(list)); }

bool legal(const PositionSpec& spec, const Move& move) {
  return !checkMove(position(spec), move).has_value();
}

// H1: cut-anytime.
TEST(HouseRuleH1CutAnytime, CutAllowedWhileTheCardFitsAHead) {
  PositionSpec spec{.heads = {"9H", "4C"}, .hand = "3D"};
  EXPECT_FALSE(legal(spec, Cut{}));  // canonical R14.1
  spec.rules = rulesOf("cut-anytime");
  EXPECT_TRUE(legal(spec, Cut{}));
  EXPECT_TRUE(legal(spec, Place{1, std::nullopt}));  // placing is still allowed
}

TEST(HouseRuleH1CutAnytime, CutAllowedWithAJokerInHand) {
  PositionSpec spec{.heads = {"9H"}, .hand = "Joker", .rules = rulesOf("cut-anytime")};
  EXPECT_TRUE(legal(spec, Cut{}));
  spec.rules = Rules{};
  EXPECT_FALSE(legal(spec, Cut{}));  // R10.5
}

TEST(HouseRuleH1CutAnytime, ListedAmongTheLegalMoves) {
  PositionSpec spec{.heads = {"9H", "4C"}, .hand = "3D", .rules = rulesOf("cut-anytime")};
  std::vector<Move> moves = legalMoves(position(spec));
  EXPECT_NE(std::find(moves.begin(), moves.end(), Move{Cut{}}), moves.end());
}

// H2: red-down-black-up.
TEST(HouseRuleH2RedDownBlackUp, BlackCardsGoUp) {
  PositionSpec spec{.heads = {"5H"}, .hand = "9S", .rules = rulesOf("red-down-black-up")};
  EXPECT_TRUE(legal(spec, Place{1, std::nullopt}));
  spec.hand = "3C";
  EXPECT_FALSE(legal(spec, Place{1, std::nullopt}));
  spec.rules = Rules{};
  EXPECT_TRUE(legal(spec, Place{1, std::nullopt}));  // canonical: 3 < 5 goes down
}

TEST(HouseRuleH2RedDownBlackUp, RedCardsGoDownAsUsual) {
  PositionSpec spec{.heads = {"5S"}, .hand = "3H", .rules = rulesOf("red-down-black-up")};
  EXPECT_TRUE(legal(spec, Place{1, std::nullopt}));
  spec.hand = "9D";
  EXPECT_FALSE(legal(spec, Place{1, std::nullopt}));
}

TEST(HouseRuleH2RedDownBlackUp, EqualValuesAndAcesStayUniversal) {
  Rules rules = rulesOf("red-down-black-up");
  EXPECT_TRUE(legal({.heads = {"5H"}, .hand = "5C", .rules = rules}, Place{1, std::nullopt}));
  EXPECT_TRUE(legal({.heads = {"9H"}, .hand = "AC", .rules = rules}, Place{1, std::nullopt}));
  EXPECT_TRUE(legal({.heads = {"AH"}, .hand = "2S", .rules = rules}, Place{1, std::nullopt}));
  EXPECT_TRUE(legal({.heads = {"KH"}, .hand = "AS", .rules = rules}, Place{1, std::nullopt}));
}

TEST(HouseRuleH2RedDownBlackUp, JokersGoDown) {
  PositionSpec spec{.heads = {"6H"}, .hand = "Joker", .rules = rulesOf("red-down-black-up")};
  EXPECT_FALSE(legal(spec, Place{1, 9}));
  EXPECT_TRUE(legal(spec, Place{1, 5}));
}

TEST(HouseRuleH2RedDownBlackUp, ABlackCardThatCannotGoUpIsCut) {
  PositionSpec spec{.heads = {"KH"}, .hand = "3S", .rules = rulesOf("red-down-black-up")};
  EXPECT_TRUE(legal(spec, Cut{}));
  EXPECT_EQ(legalMoves(position(spec)), std::vector<Move>{Cut{}});
}

// H3: suit-match.
TEST(HouseRuleH3SuitMatch, SameSuitAnyValue) {
  PositionSpec spec{.heads = {"8H"}, .hand = "KH", .rules = rulesOf("suit-match")};
  EXPECT_TRUE(legal(spec, Place{1, std::nullopt}));
  spec.hand = "KS";
  EXPECT_FALSE(legal(spec, Place{1, std::nullopt}));
  spec.hand = "KH";
  spec.rules = Rules{};
  EXPECT_FALSE(legal(spec, Place{1, std::nullopt}));
}

TEST(HouseRuleH3SuitMatch, AJokerOnTopHasNoSuit) {
  PositionSpec spec{.heads = {"Joker"}, .hand = "KS", .rules = rulesOf("suit-match")};
  EXPECT_FALSE(legal(spec, Place{1, std::nullopt}));  // 2J: 13 > 2 and no suit to match
}

TEST(HouseRuleH3SuitMatch, SuitOverridesTheDirectionOfBlackCards) {
  PositionSpec spec{
      .heads = {"5S"}, .hand = "3S", .rules = rulesOf("suit-match,red-down-black-up")};
  EXPECT_TRUE(legal(spec, Place{1, std::nullopt}));
  spec.hand = "3C";
  EXPECT_FALSE(legal(spec, Place{1, std::nullopt}));
}

// H4: combinations.
TEST(HouseRuleH4Combinations, ContradictionNamesBoth) {
  auto parsed = parseRules("cut-anytime,strict-cut");
  ASSERT_TRUE(std::holds_alternative<RulesError>(parsed));
  const std::string& message = std::get<RulesError>(parsed).message;
  EXPECT_NE(message.find("strict-cut"), std::string::npos) << message;
  EXPECT_NE(message.find("cut-anytime"), std::string::npos) << message;
}

TEST(HouseRuleH4Combinations, CompatibleRulesCombine) {
  auto parsed = parseRules("suit-match,red-down-black-up,cut-anytime,reserve-to-draw");
  ASSERT_TRUE(std::holds_alternative<Rules>(parsed));
  Rules rules = std::get<Rules>(parsed);
  EXPECT_TRUE(rules.suitMatch && rules.blackGoesUp && rules.cutAnytime && rules.reserveToDraw);
  EXPECT_TRUE(hasHouseRules(rules));
  EXPECT_EQ(rulesName(rules), "reserve-to-draw,cut-anytime,red-down-black-up,suit-match");
}

TEST(HouseRuleH4Combinations, ANameGivenTwiceIsRefused) {
  auto parsed = parseRules("strict-cut,suit-match,strict-cut");
  ASSERT_TRUE(std::holds_alternative<RulesError>(parsed));
  const std::string& message = std::get<RulesError>(parsed).message;
  EXPECT_NE(message.find("strict-cut"), std::string::npos) << message;
  EXPECT_NE(message.find("twice"), std::string::npos) << message;
}

TEST(HouseRuleH4Combinations, ReadingsAreNotHouseRules) {
  EXPECT_FALSE(hasHouseRules(rulesOf("strict-cut,reserve-to-draw")));
  EXPECT_FALSE(hasHouseRules(Rules{}));
  EXPECT_TRUE(hasHouseRules(rulesOf("suit-match")));
}

}  // namespace
}  // namespace hydra::bots::testing
