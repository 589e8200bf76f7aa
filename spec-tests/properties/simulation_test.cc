// Random simulation in the spirit of OpenSpiel's: for every player count 2..8, N seeded games
// of random play (one move in ten an arbitrary, mostly illegal one, under all four rule
// profiles) are played to the end, and at every step the engine's invariants are checked
// (R1.4, R4, R5, R12, R18 by checkInvariants) and the text display is read back and compared
// with the state (R20, R21), together with the prompt of the phase (R22.3, R22.4).
// N is 12 per player count, times HYDRA_SOAK (make soak sets 100).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "cli/render.h"
#include "core/invariants.h"
#include "properties/generators.h"
#include "properties/table_reader.h"

namespace hydra::props {
namespace {

constexpr int kGamesPerPlayerCount = 12;

int soakFactor() {
  const char* text = std::getenv("HYDRA_SOAK");
  int factor = text ? std::atoi(text) : 1;
  return factor > 0 ? factor : 1;
}

// Empty when the state passes every check; otherwise what went wrong.
std::string checkState(const GameState& state) {
  noteStatesChecked(1);
  try {
    checkInvariants(state);
  } catch (const InvariantViolation& violation) {
    return violation.what();
  }
  std::string why;
  std::optional<ShownTable> shown = readTable(cli::renderTable(state), why);
  if (!shown) return "display unreadable: " + why;
  std::string problems;
  for (const std::string& problem : disagreements(*shown, state)) problems += problem + "; ";
  if (!problems.empty()) return "display disagrees: " + problems;
  std::string who = "Player " + std::to_string(state.current + 1);
  if (state.phase == Phase::TurnStart && cli::turnPrompt(state) != who + ", it is your turn.") {
    return "turn prompt: " + cli::turnPrompt(state);
  }
  if (state.phase == Phase::Move && cli::holdingPrompt(state) != who + ", you are holding a " +
                                                                     cardName(*state.hand) +
                                                                     ". Your move?") {
    return "holding prompt: " + cli::holdingPrompt(state);
  }
  return "";
}

class RandomSimulation : public ::testing::TestWithParam<int> {};

TEST_P(RandomSimulation, InvariantsAndDisplayHoldAtEveryStep) {
  const int players = GetParam();
  const int games = kGamesPerPlayerCount * soakFactor();
  long states = 0, moves = 0, stalemates = 0;
  auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    Scenario scenario;
    scenario.players = players;
    scenario.rules = Rules{g % 2 == 1, g % 4 >= 2};
    scenario.deckSeed = 7919u * static_cast<unsigned>(players) + static_cast<unsigned>(g);
    scenario.moveSeed = scenario.deckSeed * 31u + 1u;
    scenario.illegalPercent = 10;
    scenario.maxSteps = kGenerousBound;
    Game game = startGame(scenario);
    std::string problem = checkState(game.state);
    ASSERT_EQ(problem, "") << "game " << g << " at its start";
    ++states;
    std::string failure;
    play(game, scenario, [&](const Step& step) {
      if (!failure.empty()) return;
      std::string found = checkState(step.after);
      if (!found.empty()) {
        failure = "game " + std::to_string(g) + ", move " + std::to_string(step.index) + " (" +
                  describe(step.move) + "): " + found;
      }
      ++states;
    });
    ASSERT_EQ(failure, "");
    if (game.stalemate) {
      ++stalemates;
      ASSERT_TRUE(scenario.rules.strictCut) << "game " << g;
    } else {
      ASSERT_EQ(game.state.phase, Phase::GameOver) << "game " << g << " did not end";
    }
    moves += game.applied;
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "simulation: %d players, %d games (%ld strict-cut stalemates), %ld moves, %ld states "
      "checked, %.0f states/s\n",
      players, games, stalemates, moves, states, states / seconds);
}

INSTANTIATE_TEST_SUITE_P(PlayerCounts, RandomSimulation, ::testing::Range(2, 9));

}  // namespace
}  // namespace hydra::props
