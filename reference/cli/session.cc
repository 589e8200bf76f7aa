// The game loop of the text front end (rules R19-R24).
#include "cli/session.h"

#include <memory>

#include "cli/input.h"
#include "cli/move_answer.h"
#include "cli/render.h"
#include "cli/table_session.h"
#include "cli/testing_source.h"
#include "core/game.h"

namespace hydra::cli {
namespace {

// Large enough for any sensible table, small enough that a game stays printable.
constexpr int kMaxPlayers = 10000;

int askPlayerCount(LineReader& in, std::ostream& out) {
  for (;;) {
    out << "How many players?\n" << std::flush;
    std::optional<int> count = parseNumber(in.readLine("How many players?"), kMaxPlayers);
    if (count && *count >= 2) return *count;
  }
}

class Game {
 public:
  Game(const Options& options, uint64_t seed, LineReader& in, std::ostream& out)
      : options_(options), in_(in), out_(out) {
    if (options.testing) {
      source_ = std::make_unique<TestingSource>(in, out, seed);
    } else {
      source_ = std::make_unique<SeededSource>(seed);
    }
  }

  void play() {
    int players = askPlayerCount(in_, out_);
    state_ = newGame(players, options_.rules, *source_);
    while (state_.phase != Phase::GameOver) {
      if (state_.phase == Phase::TurnStart) {
        out_ << renderTable(state_) << turnPrompt(state_) << '\n' << std::flush;
        in_.readLine("it is your turn.");
        apply(state_, StartTurn{}, *source_);
      } else {
        requestMove();
      }
    }
    out_ << winnerLine(state_) << '\n' << std::flush;
  }

 private:
  void requestMove() {
    out_ << renderTable(state_);
    if (options_.testing) relabelHand(state_, askCard(in_, out_));
    out_ << holdingPrompt(state_) << '\n' << std::flush;
    if (std::optional<Move> move =
            moveFromAnswer(state_, in_.readLine("Your move?"), in_, out_)) {
      apply(state_, *move, *source_);  // a refused move is ignored (R19)
    }
  }

  const Options& options_;
  LineReader& in_;
  std::ostream& out_;
  std::unique_ptr<CardSource> source_;
  GameState state_;
};

}  // namespace

int runSession(const Options& options, uint64_t seed, std::istream& in, std::ostream& out,
               std::ostream& err) {
  // Enhancements and house rules are played by the table session (cli/table_session.h).
  if (usesTableSession(options)) return runTableSession(options, seed, in, out, err);
  LineReader reader(in);
  Game game(options, options.seed.value_or(seed), reader, out);
  try {
    game.play();
  } catch (const InputClosed& closed) {
    out << std::flush;
    err << "hydra: " << closed.what() << "; the game is abandoned\n" << std::flush;
    return 1;
  }
  return 0;
}

}  // namespace hydra::cli
