// Every computer player only ever makes legal moves and its games end: seeded engine-only
// games for each strategy and each player count 2-8, with the strategies mixed, and under each
// ruleset. The number of games per batch comes from HYDRA_BOT_GAMES (make test-bots uses a
// few hundred; make soak-bots plays 10,000 with the same audit). Also checks that the audit
// itself catches a strategy that steps outside the legal moves.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "bots/bot_game.h"
#include "soak.h"

namespace hydra::bots::testing {
namespace {

long gamesPerBatch() {
  const char* text = std::getenv("HYDRA_BOT_GAMES");
  long games = text ? std::strtol(text, nullptr, 10) : 0;
  return games > 0 ? games : 50;
}

// `deadlocks`: whether the rules may leave a game with forced moves only (strict-cut may:
// docs/players.md); any other unfinished game is a failure.
void expectSound(const std::vector<std::string>& seats, const Rules& rules, long games,
                 uint64_t firstSeed, bool deadlocks = false) {
  SoakReport report = soak(seats, rules, games, firstSeed);
  EXPECT_EQ(report.games, games);
  EXPECT_EQ(report.illegal, 0) << report.firstProblem;
  EXPECT_EQ(report.unfinished - (deadlocks ? report.deadlocked : 0), 0) << report.firstProblem;
  long wins = 0;
  for (long w : report.wins) wins += w;
  EXPECT_EQ(wins, games - report.unfinished);
}

class EveryPlayerCount : public ::testing::TestWithParam<std::tuple<std::string, int>> {};

TEST_P(EveryPlayerCount, OnlyLegalMovesAndEveryGameEnds) {
  auto [strategy, players] = GetParam();
  std::vector<std::string> seats(static_cast<size_t>(players), strategy);
  if (strategy == "mixed") {
    for (int i = 0; i < players; ++i) seats[i] = strategyNames()[i % strategyNames().size()];
  }
  expectSound(seats, Rules{}, gamesPerBatch(), 1'000'000ULL * players);
}

INSTANTIATE_TEST_SUITE_P(Bots, EveryPlayerCount,
                         ::testing::Combine(::testing::Values("random", "greedy", "counting",
                                                              "mixed"),
                                            ::testing::Range(2, 9)),
                         [](const auto& info) {
                           return std::get<0>(info.param) + "_" +
                                  std::to_string(std::get<1>(info.param)) + "_players";
                         });

class EveryProfile : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryProfile, MixedStrategiesStayLegal) {
  Rules rules = std::get<Rules>(parseRules(GetParam()));
  for (int players = 2; players <= 4; ++players) {
    std::vector<std::string> seats;
    for (int i = 0; i < players; ++i) seats.push_back(strategyNames()[(i + 1) % 3]);
    expectSound(seats, rules, std::max(10L, gamesPerBatch() / 4), 7'000'000ULL * players,
                rules.strictCut);
  }
}

INSTANTIATE_TEST_SUITE_P(Bots, EveryProfile,
                         ::testing::Values("strict-cut", "reserve-to-draw", "cut-anytime",
                                           "red-down-black-up", "suit-match",
                                           "suit-match,red-down-black-up,cut-anytime"),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name) {
                             if (c == '-' || c == ',') c = '_';
                           }
                           return name;
                         });

// A strategy that answers with an index past the end of the legal moves.
class OutOfRange : public Strategy {
 public:
  std::string_view name() const override { return "out-of-range"; }
  size_t choose(const GameState&, const std::vector<Move>& legal, Rng&) override {
    return legal.size();
  }
};

TEST(BotAudit, RefusesAMoveOutsideTheLegalList) {
  OutOfRange cheat;
  auto fair = makeGreedyPlayer();
  BotGameResult result = playBotGame({fair.get(), &cheat}, Rules{}, 5);
  EXPECT_EQ(result.illegal, 1);
  EXPECT_FALSE(result.finished());
  EXPECT_NE(result.problem.find("out-of-range in seat 2"), std::string::npos) << result.problem;
}

TEST(BotAudit, GivesUpAtTheMoveLimit) {
  auto a = makeRandomPlayer();
  auto b = makeRandomPlayer();
  BotGameResult result = playBotGame({a.get(), b.get()}, Rules{}, 5, 100);
  EXPECT_FALSE(result.finished());
  EXPECT_EQ(result.moves, 100);
  EXPECT_NE(result.problem.find("no winner"), std::string::npos);
}

TEST(BotAudit, ReportsADeadlockOfTheRules) {
  // Seed 14000025 with greedy and counting under strict-cut ends with each player holding one
  // card that fits no head, the reserve the only legal move, turn after turn.
  auto a = makeGreedyPlayer();
  auto b = makeCountingPlayer();
  BotGameResult result =
      playBotGame({a.get(), b.get()}, std::get<Rules>(parseRules("strict-cut")), 14000025);
  EXPECT_TRUE(result.deadlocked) << result.problem;
  EXPECT_EQ(result.illegal, 0);
  EXPECT_FALSE(playBotGame({a.get(), b.get()}, Rules{}, 14000025).deadlocked);
}

TEST(BotGames, TheSameSeedReplaysTheSameGame) {
  auto a = makeRandomPlayer();
  auto b = makeCountingPlayer();
  auto c = makeGreedyPlayer();
  BotGameResult first = playBotGame({a.get(), b.get(), c.get()}, Rules{}, 99);
  BotGameResult again = playBotGame({a.get(), b.get(), c.get()}, Rules{}, 99);
  EXPECT_EQ(first.winner, again.winner);
  EXPECT_EQ(first.moves, again.moves);
  BotGameResult other = playBotGame({a.get(), b.get(), c.get()}, Rules{}, 100);
  EXPECT_NE(first.moves, other.moves);  // a different shuffle gives another game
}

}  // namespace
}  // namespace hydra::bots::testing
