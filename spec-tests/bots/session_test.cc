// The session's enhancements (cli/session.h): with -players the computer players answer for
// their seats, an all-computer game needs no input, -seed replays it, and a person can hand a
// seat over and take it back. Also the -grammar article, the -pretty table and the new
// command-line options.
#include "cli/session.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "bots/bot_game.h"
#include "cli/grammar.h"
#include "cli/options.h"
#include "cli/pretty.h"
#include "cli/render.h"
#include "cli/tournament.h"
#include "core/game.h"

namespace hydra::bots::testing {
namespace {

using cli::Options;

struct Outcome {
  int status = 0;
  std::string out;
  std::string err;
};

Outcome canonical(const Options& options, const std::string& input, uint64_t seed = 1) {
  std::istringstream in(input);
  std::ostringstream out, err;
  int status = cli::runSession(options, seed, in, out, err);
  return Outcome{status, out.str(), err.str()};
}

Options parsed(const std::vector<std::string>& args) {
  auto result = cli::parseOptions(args);
  if (auto* error = std::get_if<cli::UsageError>(&result)) ADD_FAILURE() << error->message;
  return std::get<Options>(result);
}

TEST(Players, AnAllComputerGameNeedsNoInputAndMatchesTheEngineOnlyGame) {
  Options options = parsed({"-players", "counting,greedy,random", "-seed", "5"});
  Outcome run = canonical(options, "");
  ASSERT_EQ(run.status, 0) << run.err;
  std::smatch winner;
  ASSERT_TRUE(std::regex_search(run.out, winner, std::regex("Player (\\d) wins!\n$")));
  EXPECT_EQ(run.out.find("How many players?"), std::string::npos);
  auto a = makeCountingPlayer(), b = makeGreedyPlayer(), c = makeRandomPlayer();
  BotGameResult engine = playBotGame({a.get(), b.get(), c.get()}, Rules{}, 5);
  EXPECT_EQ(std::stoi(winner[1]) - 1, engine.winner);
}

TEST(Players, TheSeedReplaysTheComputerPlayersChoices) {
  Outcome first = canonical(parsed({"-players", "random,random", "-seed", "9"}), "");
  Outcome again = canonical(parsed({"-players", "random,random", "-seed", "9"}), "");
  Outcome other = canonical(parsed({"-players", "random,random", "-seed", "10"}), "");
  EXPECT_EQ(first.out, again.out);
  EXPECT_NE(first.out, other.out);
}

TEST(Players, AHumanHandsTheirSeatToAComputer) {
  // Player 2 (greedy) moves first; at player 1's first prompt the person leaves.
  Outcome run = canonical(parsed({"-players", "human,greedy", "-seed", "3"}), "auto counting\n");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Player 1 is now played by counting"), std::string::npos);
  EXPECT_NE(run.out.find("[counting] "), std::string::npos);
  EXPECT_NE(run.out.find("[greedy] "), std::string::npos);
}

TEST(Players, ASeatIsTakenBack) {
  // Player 2 hands over at their first prompt; player 1 takes seat 2 back, then hands their own
  // seat to greedy: the next prompt that waits for a person is player 2's turn prompt.
  Outcome run = canonical(parsed({"-players", "human,human", "-seed", "4"}),
                          "auto random\ntake back 2\nauto greedy\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("Player 2 is played by a person again."), std::string::npos);
  EXPECT_NE(run.out.find("[random] "), std::string::npos);
  EXPECT_TRUE(run.out.ends_with("Player 2, it is your turn.\n"))
      << run.out.substr(run.out.size() > 300 ? run.out.size() - 300 : 0);
  EXPECT_NE(run.err.find("it is your turn."), std::string::npos);
}

TEST(Players, BadCommandsExplainThemselvesAndRepeatThePrompt) {
  Outcome run = canonical(parsed({"-players", "human,human", "-seed", "4"}),
                          "auto nobody\ntake back 1\ntake back\nhelp\n");
  EXPECT_NE(run.out.find("auto needs a computer player: random, greedy, counting"),
            std::string::npos);
  EXPECT_NE(run.out.find("Seat 1 is not played by a computer player."), std::string::npos);
  EXPECT_NE(run.out.find("take back needs a player number"), std::string::npos);
  EXPECT_NE(run.out.find("Commands:"), std::string::npos);
  EXPECT_EQ(run.status, 1);
}

TEST(Players, CommandsAreIgnoredMovesInTheCanonicalProtocol) {
  Options plain = parsed({"-seed", "2"});
  EXPECT_FALSE(cli::takesTableCommands(plain));
  Outcome withCommand = canonical(plain, "2\n\nauto greedy\ntake back 1\ncut\n");
  Outcome withGarbage = canonical(plain, "2\n\nxyz\nxyz\nxyz\n");
  EXPECT_EQ(withCommand.out, withGarbage.out);
}

TEST(Grammar, ArticleForEveryKindOfName) {
  EXPECT_EQ(cli::articleFor("8H"), "an");
  EXPECT_EQ(cli::articleFor("AS"), "an");
  EXPECT_EQ(cli::articleFor("10D"), "a");
  EXPECT_EQ(cli::articleFor("KC"), "a");
  EXPECT_EQ(cli::articleFor("Joker"), "a");
  Outcome run = canonical(parsed({"-testing", "-grammar"}), "2\n5\nH\n\n8\nS\n");
  EXPECT_NE(run.out.find("Player 2, you are holding an 8S. Your move?\n"), std::string::npos);
}

// Every number of the canonical table, row by row, in the pretty one.
// Returns the number of lines compared.
int expectSameNumbers(const GameState& state) {
  std::istringstream plain(cli::renderTable(state));
  std::string pretty = cli::renderPrettyTable(state, false);
  std::regex headLine("^(\\d+): (\\w+) \\((\\d+)\\)$");
  std::regex playerLine(
      "^Player (\\d+): (\\d+) \\((\\d+) draw, (\\d+) discard\\)"
      "(?: \\+ 1 in hand, (\\d+) remaining, (\\d) in reserve)?$");
  std::string line;
  std::smatch m;
  int compared = 0;
  while (std::getline(plain, line)) {
    std::string expected;
    if (std::regex_match(line, m, headLine)) {
      expected = "  " + m[1].str() + "  +" + m[2].str() + "  +" + m[3].str();
    } else if (std::regex_match(line, m, playerLine)) {
      expected = "  " + m[1].str() + "  +" + m[2].str() + "  +" + m[3].str() + "  +" + m[4].str();
      if (m[5].matched) expected += "  +1  +" + m[5].str() + "  +" + m[6].str();
      expected += "$";
    } else {
      continue;
    }
    EXPECT_TRUE(std::regex_search(pretty, std::regex(" " + expected, std::regex::multiline)))
        << line << "\n"
        << pretty;
    ++compared;
  }
  return compared;
}

TEST(Pretty, ShowsEveryNumberOfTheCanonicalDisplay) {
  SeededSource source(21);
  GameState state = newGame(4, Rules{}, source);
  auto player = makeRandomPlayer();
  Rng rng(2);
  int compared = 0;
  for (int move = 0; move < 400 && state.phase != Phase::GameOver; ++move) {
    if (move % 7 == 0) compared += expectSameNumbers(state);
    std::vector<Move> legal = legalMoves(state);
    apply(state, legal[player->choose(state, legal, rng)], source);
  }
  EXPECT_GT(compared, 200);
}

TEST(Pretty, ColourOnlyWhenAskedFor) {
  SeededSource source(3);
  GameState state = newGame(2, Rules{}, source);
  EXPECT_EQ(cli::renderPrettyTable(state, false).find('\033'), std::string::npos);
  EXPECT_NE(cli::renderPrettyTable(state, true).find('\033'), std::string::npos);
  Options options = parsed({"-pretty", "-seed", "1"});
  EXPECT_FALSE(options.colour);  // only main sets it, and only for a terminal
  Outcome run = canonical(options, "2\n\n");
  EXPECT_EQ(run.out.find('\033'), std::string::npos);
  EXPECT_NE(run.out.find("Remaining"), std::string::npos);
}

TEST(Options, PlayersAndTournament) {
  auto error = [](std::vector<std::string> args) {
    auto result = cli::parseOptions(args);
    auto* usage = std::get_if<cli::UsageError>(&result);
    return usage ? usage->message : std::string("(accepted)");
  };
  EXPECT_NE(error({"-players", "human,bogus"}).find("unknown player 'bogus'"), std::string::npos);
  EXPECT_NE(error({"-players", "greedy"}).find("at least two"), std::string::npos);
  EXPECT_NE(error({"-players"}).find("needs a value"), std::string::npos);
  EXPECT_NE(error({"-tournament", "0"}).find("-tournament needs"), std::string::npos);
  EXPECT_NE(error({"-tournament", "x"}).find("-tournament needs"), std::string::npos);
  EXPECT_NE(error({"-tournament", "5", "-players", "human,greedy"}).find("computer players"),
            std::string::npos);
  EXPECT_NE(error({"-tournament", "5", "-testing"}).find("-testing"), std::string::npos);
  std::string conflict = error({"-rules", "strict-cut,cut-anytime"});
  EXPECT_NE(conflict.find("'strict-cut' and 'cut-anytime'"), std::string::npos) << conflict;
  Options tournament = parsed({"-tournament", "10"});
  EXPECT_EQ(tournament.players, (std::vector<std::string>{"counting", "random"}));
  EXPECT_EQ(parsed({"-players", "human, greedy"}).players[1], "greedy");
  EXPECT_TRUE(cli::takesTableCommands(parsed({"-grammar"})));
  EXPECT_TRUE(cli::takesTableCommands(parsed({"-pretty"})));
  EXPECT_TRUE(cli::takesTableCommands(parsed({"-rules", "suit-match"})));
  EXPECT_FALSE(
      cli::takesTableCommands(parsed({"-testing", "-rules", "strict-cut,reserve-to-draw"})));
}

TEST(Tournament, PrintsRatesIntervalsAndSpeed) {
  Options options = parsed({"-tournament", "40", "-players", "counting,random"});
  std::ostringstream out, err;
  EXPECT_EQ(cli::runTournament(options, 1, out, err), 0);
  std::string text = out.str();
  EXPECT_NE(text.find("Tournament: 40 games"), std::string::npos) << text;
  EXPECT_TRUE(
      std::regex_search(text, std::regex("counting +1 +\\d+ +\\d+\\.\\d% +\\d+\\.\\d% - ")));
  // The speed goes with the progress to the error stream: the report depends only on the seeds.
  EXPECT_EQ(text.find("games/s"), std::string::npos) << text;
  EXPECT_NE(err.str().find("games/s"), std::string::npos) << err.str();
  EXPECT_NE(err.str().find("40/40"), std::string::npos);
}

}  // namespace
}  // namespace hydra::bots::testing
