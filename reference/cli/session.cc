// The game loop of the text front end (rules R19-R24): one loop for every seat and display.
#include "cli/session.h"

#include <memory>

#include "cli/card_questions.h"
#include "cli/commands.h"
#include "cli/move_answer.h"
#include "cli/position.h"
#include "cli/presenter.h"
#include "cli/seats.h"
#include "core/game.h"

namespace hydra::cli {
namespace {

// Large enough for any sensible table, small enough that a game stays printable.
constexpr int kMaxPlayers = 10000;

struct Abandoned {};

int askPlayerCount(LineReader& in, Output& out) {
  for (;;) {
    out << "How many players?\n";
    std::optional<int> count = parseNumber(in.readLine("How many players?"), kMaxPlayers);
    if (count && *count >= 2) return *count;
  }
}

class Game {
 public:
  Game(const Options& options, uint64_t seed, LineReader& in, Output& out)
      : options_(options),
        seed_(seed),
        commands_(takesTableCommands(options)),
        in_(in),
        out_(out),
        source_(seed),
        presenter_(options) {}

  void play() {
    std::vector<std::string> names = options_.players;
    if (options_.position) {  // checked by parseOptions
      state_ = std::get<GameState>(parsePosition(*options_.position, options_.rules));
      names.assign(state_.players.size(), "human");
    }
    if (names.empty()) names.assign(static_cast<size_t>(askPlayerCount(in_, out_)), "human");
    seats_ = std::make_unique<Seats>(names, seed_);
    CardNaming naming = options_.testing ? CardNaming::ByReveal : CardNaming::BySource;
    if (!options_.position) state_ = newGame(seats_->size(), options_.rules, source_, naming);
    while (state_.phase != Phase::GameOver) {
      switch (state_.phase) {
        case Phase::Draw: reveal(state_, askCard(in_, out_)); break;
        case Phase::TurnStart: turnStart(); break;
        default: requestMove(); break;
      }
    }
    presenter_.winnerLine(state_, out_);
  }

 private:
  bool computerToMove() const { return seats_->isComputer(state_.current); }

  void countComputerMove() {
    if (++unattended_ > kMaxUnattendedMoves) throw Abandoned{};
  }

  void turnStart() {
    presenter_.table(state_, out_);
    presenter_.turnPrompt(state_, out_);
    if (computerToMove()) {
      countComputerMove();
    } else {
      unattended_ = 0;
      std::string line = in_.readLine("it is your turn.");
      if (commands_ && handleCommand(line)) return;  // the prompt repeats
    }
    apply(state_, StartTurn{}, source_);
  }

  void requestMove() {
    presenter_.table(state_, out_);
    if (options_.testing) reveal(state_, askCard(in_, out_));  // R23: before every request
    presenter_.holdingPrompt(state_, out_);
    if (computerToMove()) {
      countComputerMove();
      computerMove();
      return;
    }
    unattended_ = 0;
    std::string line = in_.readLine("Your move?");
    if (std::optional<TableCommand> command; commands_ && (command = parseTableCommand(line))) {
      if (command->kind == TableCommand::Kind::Cut) {
        apply(state_, Cut{}, source_);  // refused (R14) when a cut is not allowed: ignored
      } else {
        runCommand(*command);
      }
      return;
    }
    MoveAnswer answer = parseMoveAnswer(state_, line);
    if (const NeedsJokerValue* ask = std::get_if<NeedsJokerValue>(&answer)) {
      out_ << "Joker value?\n";
      if (std::optional<Move> move = jokerPlacement(*ask, in_.readLine("Joker value?"))) {
        apply(state_, *move, source_);
      }
    } else if (const Move* move = std::get_if<Move>(&answer)) {
      apply(state_, *move, source_);  // a refused move is ignored (R19)
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
    apply(state_, move, source_);
  }

  // Seat commands at a person's prompt; true if the line was one (the prompt then repeats).
  bool handleCommand(const std::string& line) {
    std::optional<TableCommand> command = parseTableCommand(line);
    if (command) runCommand(*command);
    return command.has_value();
  }

  // Carries out one seat command, saying what it did.
  void runCommand(const TableCommand& command) {
    int me = state_.current + 1;
    switch (command.kind) {
      case TableCommand::Kind::HandOver:
        seats_->handOver(state_.current, command.strategy);
        out_ << "Player " << me << " is now played by " << command.strategy << " (take back " << me
             << " at a person's prompt to return).\n";
        break;
      case TableCommand::Kind::TakeBack:
        if (command.seat > seats_->size() || !seats_->isComputer(command.seat - 1)) {
          out_ << "Seat " << command.seat << " is not played by a computer player.\n";
        } else {
          seats_->takeBack(command.seat - 1);
          out_ << "Player " << command.seat << " is played by a person again.\n";
        }
        break;
      case TableCommand::Kind::Help: out_ << tableCommandHelp(); break;
      case TableCommand::Kind::Cut: out_ << "A cut is made when you hold a card.\n"; break;
      case TableCommand::Kind::Malformed: out_ << command.message << '\n'; break;
    }
  }

  const Options& options_;
  uint64_t seed_;
  bool commands_;
  LineReader& in_;
  Output& out_;
  SeededSource source_;
  Presenter presenter_;
  std::unique_ptr<Seats> seats_;
  GameState state_;
  long unattended_ = 0;
};

}  // namespace

int runSession(const Options& options, uint64_t seed, LineReader& in, Output& out,
               std::ostream& err) {
  Game game(options, options.seed.value_or(seed), in, out);
  try {
    game.play();
  } catch (const InputClosed& closed) {
    out.flush();
    err << "hydra: " << closed.what() << "; the game is abandoned\n" << std::flush;
    return 1;
  } catch (const Abandoned&) {
    out.flush();
    err << "hydra: no winner after " << kMaxUnattendedMoves
        << " moves by computer players alone; the game is abandoned\n"
        << std::flush;
    return 3;
  }
  out.flush();
  return 0;
}

int runSession(const Options& options, uint64_t seed, std::istream& in, std::ostream& out,
               std::ostream& err) {
  Output output(out);
  LineReader reader(in, output);
  return runSession(options, seed, reader, output, err);
}

}  // namespace hydra::cli
