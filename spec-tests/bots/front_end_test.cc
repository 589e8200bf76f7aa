// The parts of the text front end under the session loop: the presenter's kept table is always
// the table renderTable() prints (rules R20-R22), the move answer parser is pure and asks for a
// joker's value instead of reading it (R10, R14, R19), and input and output are buffered without
// ever hiding a prompt from a person who must answer it (R24).
#include <gtest/gtest.h>
#include <unistd.h>

#include <sstream>

#include "bots/strategy.h"
#include "cli/input.h"
#include "cli/move_answer.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/presenter.h"
#include "cli/render.h"
#include "core/game.h"
#include "positions.h"

namespace hydra::bots::testing {
namespace {

// What the presenter shows for `state`.
std::string presented(cli::Presenter& presenter, const GameState& state) {
  std::ostringstream text;
  {
    cli::Output out(text);
    presenter.table(state, out);
  }
  return text.str();
}

TEST(Presenter, KeepsShowingWhatRenderTablePrints) {
  auto player = makeStrategy("random");
  int cuts = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    cli::Presenter presenter{cli::Options{}};
    SeededSource source(seed);
    Rules rules;
    rules.reserveToDraw = seed % 2 == 0;
    CardNaming naming = seed % 3 == 0 ? CardNaming::ByReveal : CardNaming::BySource;
    GameState state = newGame(2 + static_cast<int>(seed % 5), rules, source, naming);
    Rng rng(seed);
    for (int step = 0; step < 3000 && state.phase != Phase::GameOver; ++step) {
      if (state.phase != Phase::Draw) {
        ASSERT_EQ(presented(presenter, state), cli::renderTable(state)) << "seed " << seed;
      }
      if (state.phase == Phase::Draw ||
          (naming == CardNaming::ByReveal && rng.below(4) == 0 && state.phase == Phase::Move)) {
        reveal(state, standardDeck()[rng.below(kCardsPerDeck)]);
        continue;
      }
      std::vector<Move> legal = legalMoves(state);
      const Move move = legal[player->choose(state, legal, rng)];
      cuts += std::holds_alternative<Cut>(move) ? 1 : 0;
      apply(state, move, source);
    }
  }
  EXPECT_GT(cuts, 100);
}

TEST(MoveAnswer, ParsesWithoutReadingOrPrinting) {
  GameState state = position({.heads = {"5H", "9C"}, .hand = "KS"});
  int oldest = state.oldestHead().id;
  EXPECT_TRUE(std::holds_alternative<cli::IgnoredAnswer>(cli::parseMoveAnswer(state, "x")));
  EXPECT_EQ(std::get<Move>(cli::parseMoveAnswer(state, " 0 ")), Move{Reserve{}});
  EXPECT_EQ(std::get<Move>(cli::parseMoveAnswer(state, std::to_string(oldest))), Move{Cut{}});
  state.reserve = Card::of(3, Suit::Hearts);
  EXPECT_EQ(std::get<Move>(cli::parseMoveAnswer(state, "0")), Move{Swap{}});
  state.hand = Card::joker();
  auto ask = std::get<cli::NeedsJokerValue>(cli::parseMoveAnswer(state, std::to_string(oldest)));
  EXPECT_EQ(ask.headId, oldest);
  EXPECT_EQ(cli::jokerPlacement(ask, " Q\r"), (Move{Place{oldest, 12}}));
  EXPECT_FALSE(cli::jokerPlacement(ask, "Joker"));
  EXPECT_TRUE(std::holds_alternative<cli::IgnoredAnswer>(cli::parseMoveAnswer(state, "99")));
}

TEST(LineReader, ALastLineWithoutEndingCountsThenInputCloses) {
  std::istringstream in("a\r\n\nb");
  std::ostringstream text;
  cli::Output out(text);
  cli::LineReader reader(in, out);
  EXPECT_EQ(reader.readLine("p"), "a\r");
  EXPECT_EQ(reader.readLine("p"), "");
  EXPECT_EQ(reader.readLine("p"), "b");
  EXPECT_THROW(reader.readLine("p"), cli::InputClosed);
}

TEST(LineReader, WritesTheOutputOutBeforeWaitingForInput) {
  int pipeEnds[2];
  ASSERT_EQ(pipe(pipeEnds), 0);
  ASSERT_EQ(write(pipeEnds[1], "1\n2\n3", 5), 5);
  close(pipeEnds[1]);
  std::ostringstream text;
  cli::Output out(text);
  cli::LineReader reader(pipeEnds[0], out);
  out << "How many players?\n";
  EXPECT_EQ(reader.readLine("p"), "1");  // nothing read yet: the prompt goes out first
  EXPECT_EQ(text.str(), "How many players?\n");
  out << "Again " << 2 << '\n';
  EXPECT_EQ(reader.readLine("p"), "2");  // already read: no need to write out yet
  EXPECT_EQ(text.str(), "How many players?\n");
  EXPECT_EQ(reader.readLine("p"), "3");
  EXPECT_THROW(reader.readLine("p"), cli::InputClosed);
  EXPECT_EQ(text.str(), "How many players?\nAgain 2\n");
  close(pipeEnds[0]);
}

}  // namespace
}  // namespace hydra::bots::testing
