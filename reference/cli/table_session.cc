// The game loop of the table session (computer players, seat commands, -grammar, -pretty).
#include "cli/table_session.h"

#include <memory>

#include "cli/commands.h"
#include "cli/grammar.h"
#include "cli/input.h"
#include "cli/move_answer.h"
#include "cli/pretty.h"
#include "cli/render.h"
#include "cli/seats.h"
#include "cli/testing_source.h"
#include "core/game.h"

namespace hydra::cli {
namespace {

constexpr int kMaxPlayers = 10000;

struct Abandoned {};

// The text a person would type for `move`: a head number, 0, or the word cut when the oldest
// head's number would not cut (cut-anytime with a card that fits that head).
std::string answerFor(const GameState& state, const Move& move) {
  if (const Place* place = std::get_if<Place>(&move)) return std::to_string(place->headId);
  if (std::holds_alternative<Cut>(move)) {
    Move byNumber = Place{state.oldestHead().id, std::nullopt};
    if (!state.hand->isJoker() && checkMove(state, byNumber)) {
      return std::to_string(state.oldestHead().id);
    }
    return "cut";
  }
  return "0";
}

class TableGame {
 public:
  TableGame(const Options& options, uint64_t seed, LineReader& in, std::ostream& out)
      : options_(options), seed_(seed), in_(in), out_(out) {
    if (options.testing) {
      source_ = std::make_unique<TestingSource>(in, out, seed);
    } else {
      source_ = std::make_unique<SeededSource>(seed);
    }
  }

  void play() {
    std::vector<std::string> names = options_.players;
    if (names.empty()) names.assign(static_cast<size_t>(askPlayerCount()), "human");
    seats_ = std::make_unique<Seats>(names, seed_);
    state_ = newGame(seats_->size(), options_.rules, *source_);
    while (state_.phase != Phase::GameOver) {
      if (state_.phase == Phase::TurnStart) {
        turnStart();
      } else {
        requestMove();
      }
    }
    out_ << winnerLine(state_) << '\n' << std::flush;
  }

 private:
  int askPlayerCount() {
    for (;;) {
      out_ << "How many players?\n" << std::flush;
      std::optional<int> count = parseNumber(in_.readLine("How many players?"), kMaxPlayers);
      if (count && *count >= 2) return *count;
    }
  }

  std::string table() const {
    return options_.pretty ? renderPrettyTable(state_, options_.colour) : renderTable(state_);
  }

  bool computerToMove() const { return seats_->isComputer(state_.current); }

  void countComputerMove() {
    if (++unattended_ > kMaxUnattendedMoves) throw Abandoned{};
  }

  void turnStart() {
    out_ << table() << turnPrompt(state_) << '\n' << std::flush;
    if (computerToMove()) {
      countComputerMove();
    } else {
      unattended_ = 0;
      std::string line = in_.readLine("it is your turn.");
      if (handleCommand(line)) return;  // the prompt repeats
    }
    apply(state_, StartTurn{}, *source_);
  }

  void requestMove() {
    out_ << table();
    if (options_.testing) relabelHand(state_, askCard(in_, out_));
    out_ << (options_.grammar ? grammaticalHoldingPrompt(state_) : holdingPrompt(state_)) << '\n'
         << std::flush;
    if (computerToMove()) {
      countComputerMove();
      computerMove();
      return;
    }
    unattended_ = 0;
    std::string line = in_.readLine("Your move?");
    if (auto command = parseTableCommand(line)) {
      if (command->kind == TableCommand::Kind::Cut) {
        apply(state_, Cut{}, *source_);  // refused (R14) when a cut is not allowed: ignored
      } else {
        handleCommand(line);
      }
      return;
    }
    if (std::optional<Move> move = moveFromAnswer(state_, line, in_, out_)) {
      apply(state_, *move, *source_);
    }
  }

  void computerMove() {
    std::vector<Move> legal = legalMoves(state_);
    const Move move = legal[seats_->choose(state_.current, state_, legal)];
    std::string who = "[" + seats_->nameOf(state_.current) + "] ";
    out_ << who << answerFor(state_, move) << '\n';
    if (const Place* place = std::get_if<Place>(&move); place && place->jokerValue) {
      out_ << "Joker value?\n" << who << rankName(*place->jokerValue) << '\n';
    }
    out_ << std::flush;
    apply(state_, move, *source_);
  }

  // Seat commands at a person's prompt; true if the line was one (the prompt then repeats).
  bool handleCommand(const std::string& line) {
    std::optional<TableCommand> command = parseTableCommand(line);
    if (!command) return false;
    int me = state_.current + 1;
    switch (command->kind) {
      case TableCommand::Kind::HandOver:
        seats_->handOver(state_.current, command->strategy);
        out_ << "Player " << me << " is now played by " << command->strategy << " (take back " << me
             << " at a person's prompt to return).\n";
        break;
      case TableCommand::Kind::TakeBack:
        if (command->seat > seats_->size() || !seats_->isComputer(command->seat - 1)) {
          out_ << "Seat " << command->seat << " is not played by a computer player.\n";
        } else {
          seats_->takeBack(command->seat - 1);
          out_ << "Player " << command->seat << " is played by a person again.\n";
        }
        break;
      case TableCommand::Kind::Help: out_ << tableCommandHelp(); break;
      case TableCommand::Kind::Cut: out_ << "A cut is made when you hold a card.\n"; break;
      case TableCommand::Kind::Malformed: out_ << command->message << '\n'; break;
    }
    out_ << std::flush;
    return true;
  }

  const Options& options_;
  uint64_t seed_;
  LineReader& in_;
  std::ostream& out_;
  std::unique_ptr<CardSource> source_;
  std::unique_ptr<Seats> seats_;
  GameState state_;
  long unattended_ = 0;
};

}  // namespace

int runTableSession(const Options& options, uint64_t seed, std::istream& in, std::ostream& out,
                    std::ostream& err) {
  LineReader reader(in);
  TableGame game(options, options.seed.value_or(seed), reader, out);
  try {
    game.play();
  } catch (const InputClosed& closed) {
    out << std::flush;
    err << "hydra: " << closed.what() << "; the game is abandoned\n" << std::flush;
    return 1;
  } catch (const Abandoned&) {
    out << std::flush;
    err << "hydra: no winner after " << kMaxUnattendedMoves
        << " moves by computer players alone; the game is abandoned\n"
        << std::flush;
    return 3;
  }
  return 0;
}

}  // namespace hydra::cli
