// libFuzzer harness for the rules engine (rules R1-R18). The input bytes are read as a game:
// a header (player count, ruleset, shuffle seed, whether cards are named as in testing
// mode), then one step per byte: name the card in hand, pick one of the legal moves, play a
// run of moves, or try an arbitrary (often illegal) move. Turns start on their own. After every
// step the state must satisfy checkInvariants() and the rule checks of engine_checks.h; any
// violation, sanitizer report, exception or hang is a finding. The report lists the moves so far.
// Every input is a valid game, so the fuzzer spends its time on play, not on parsing.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "byte_card_source.h"
#include "core/game.h"
#include "core/invariants.h"
#include "engine_checks.h"

// apply() checks the invariants after every move only in this configuration; the harness
// relies on it instead of checking twice.
#ifndef HYDRA_CHECK_INVARIANTS
#error "build the engine harness with -DHYDRA_CHECK_INVARIANTS"
#endif

namespace hydra::fuzz {
namespace {

constexpr int kMaxPlayers = 6;
// A step byte picks a legal move by its value, except: bytes from kFastForwardFrom play a run
// of moves chosen by a simple rule (to reach reshuffles and long games in few bytes), and bytes
// from kArbitraryMoveFrom try a move decoded from the next bytes, legal or not.
constexpr uint8_t kFastForwardFrom = 0xD0;
constexpr uint8_t kArbitraryMoveFrom = 0xE0;
constexpr int kFastForwardUnit = 4;

// The rule options named by the bits of `bits`, through parseRules() so that the harness
// follows the reference's names; a contradictory pair drops the first of the two.
Rules rulesFromBits(unsigned bits) {
  static const char* const kNames[] = {"strict-cut", "reserve-to-draw", "cut-anytime",
                                       "red-down-black-up", "suit-match"};
  std::string list;
  for (int i = 0; i < 5; ++i) {
    if ((bits >> i) & 1) list += std::string(kNames[i]) + ",";
  }
  auto parsed = parseRules(list);
  if (auto* rules = std::get_if<Rules>(&parsed)) return *rules;
  return rulesFromBits(bits & ~1u);
}

class EngineRun {
 public:
  explicit EngineRun(FuzzedDataProvider& data) : data_(data) {}

  void play() {
    int players = data_.ConsumeIntegralInRange<int>(2, kMaxPlayers);
    uint8_t flags = data_.ConsumeIntegral<uint8_t>();
    Rules rules = rulesFromBits(flags >> 1);
    bool naming = (flags & 1) != 0;
    uint64_t seed = data_.ConsumeIntegral<uint16_t>();
    ByteCardSource source(data_, seed, naming);
    header_ = "new game: " + std::to_string(players) + " players, rules '" + rulesName(rules) +
              "', seed " + std::to_string(seed) + (naming ? ", cards named" : "");
    state_ = guarded([&] { return newGame(players, rules, source); });
    checkState();
    while (data_.remaining_bytes() > 0 && state_.phase != Phase::GameOver) {
      if (state_.phase == Phase::TurnStart) {  // the only legal move: no byte spent on it
        play(StartTurn{}, source);
        continue;
      }
      uint8_t step = data_.ConsumeIntegral<uint8_t>();
      if (naming && (step & 0x0F) == 0x0F) {
        Card card = cardFromByte(data_.ConsumeIntegral<uint8_t>());
        history_.push_back(Step{Move{}, card, false, true});
        reveal(state_, card);
        checkState();
      } else if (step >= kFastForwardFrom && step < kArbitraryMoveFrom) {
        fastForward((step - kFastForwardFrom + 1) * kFastForwardUnit, step, source);
      } else {
        play(step >= kArbitraryMoveFrom ? arbitraryMove() : legalMove(step), source);
      }
    }
  }

 private:
  Move legalMove(uint8_t step) {
    std::vector<Move> legal = legalMoves(state_);
    if (legal.empty()) fail("no legal move in a game that is not over");
    return legal[step % legal.size()];
  }

  // Plays `count` moves, each the legal move at index `pick` modulo the number of choices.
  void fastForward(int count, uint8_t pick, CardSource& source) {
    for (int i = 0; i < count && state_.phase != Phase::GameOver; ++i) {
      play(state_.phase == Phase::TurnStart ? Move{StartTurn{}} : legalMove(pick), source);
    }
  }

  Move arbitraryMove() {
    switch (data_.ConsumeIntegralInRange<int>(0, 4)) {
      case 0: return StartTurn{};
      case 1: return Reserve{};
      case 2: return Swap{};
      case 3: return Cut{};
    }
    int head = data_.ConsumeIntegralInRange<int>(-1, state_.nextHeadId);
    int value = data_.ConsumeIntegralInRange<int>(-1, 14);
    return Place{head, value < 0 ? std::nullopt : std::optional<int>(value)};
  }

  void play(const Move& move, CardSource& source) {
    GameState before = state_;
    std::optional<MoveError> predicted = checkMove(state_, move);
    std::optional<MoveError> refused = guarded([&] { return apply(state_, move, source); });
    history_.push_back(Step{move, Card{}, refused.has_value(), false});
    if (predicted.has_value() != refused.has_value() ||
        (refused && refused->code != predicted->code)) {
      fail("apply() and checkMove() disagree on '" + describe(move) + "'");
    }
    if (refused) {
      if (!(before == state_)) fail("a refused move changed the state");
      return;
    }
    // apply() has already run checkInvariants() (HYDRA_CHECK_INVARIANTS); it throws on a
    // violation, which guarded() reports.
    report(stepProblems(before, move, state_));
  }

  void checkState() {
    guarded([&] {
      checkInvariants(state_);
      return 0;
    });
    report(legalityProblems(state_));
  }

  template <typename F>
  auto guarded(F body) -> decltype(body()) {
    try {
      return body();
    } catch (const std::exception& error) {
      fail(std::string("exception: ") + error.what());
    }
  }

  void report(const std::vector<std::string>& problems) {
    if (problems.empty()) return;
    std::string all;
    for (const std::string& problem : problems) all += "\n  " + problem;
    fail("rule oracle:" + all);
  }

  [[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "== hydra engine finding ==\n%s\nsteps:\n", header_.c_str());
    for (const Step& step : history_) {
      std::string line = step.naming ? "name the card in hand " + cardName(step.card)
                                     : describe(step.move) + (step.refused ? " (refused)" : "");
      std::fprintf(stderr, "  %s\n", line.c_str());
    }
    std::fprintf(stderr, "state: %s\nfinding: %s\n", summary(state_).c_str(), what.c_str());
    std::abort();
  }

  FuzzedDataProvider& data_;
  // What happened so far, turned into text only when there is something to report.
  struct Step {
    Move move;
    Card card;
    bool refused;
    bool naming;
  };

  GameState state_;
  std::string header_;
  std::vector<Step> history_;
};

}  // namespace
}  // namespace hydra::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size) {
  FuzzedDataProvider data(bytes, size);
  hydra::fuzz::EngineRun run(data);
  run.play();
  return 0;
}
