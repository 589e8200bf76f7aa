// Engine speed: random self-play on the pure core, no text. Reports moves per second and whole
// games per second for a few player counts (make bench). Each game starts from its own seed
// so runs are comparable between builds.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "core/game.h"

namespace {

using namespace hydra;

// Plays one random game to the end (or to the move cap); returns the number of moves applied.
int64_t playRandomGame(int players, uint64_t seed, int64_t moveCap) {
  SeededSource source(seed);
  Rng choose(seed ^ 0x5eedULL);
  GameState state = newGame(players, Rules{}, source);
  int64_t moves = 0;
  while (state.phase != Phase::GameOver && moves < moveCap) {
    std::vector<Move> legal = legalMoves(state);
    const Move& move = legal[choose.below(legal.size())];
    if (apply(state, move, source)) std::abort();  // a listed move must apply
    ++moves;
  }
  return moves;
}

void BM_RandomSelfPlayMoves(benchmark::State& bench) {
  int players = static_cast<int>(bench.range(0));
  uint64_t seed = 1;
  int64_t moves = 0;
  for (auto _ : bench) moves += playRandomGame(players, seed++, 2000);
  bench.counters["moves/s"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomSelfPlayMoves)->Arg(2)->Arg(4)->Arg(8)->Unit(benchmark::kMillisecond);

void BM_WholeRandomGames(benchmark::State& bench) {
  int players = static_cast<int>(bench.range(0));
  uint64_t seed = 1000;
  int64_t games = 0, moves = 0;
  for (auto _ : bench) {
    moves += playRandomGame(players, seed++, 5'000'000);
    ++games;
  }
  bench.counters["games/s"] =
      benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  bench.counters["moves/game"] = benchmark::Counter(static_cast<double>(moves) / games);
}
BENCHMARK(BM_WholeRandomGames)->Arg(2)->Arg(5)->Unit(benchmark::kMillisecond);

void BM_LegalMoves(benchmark::State& bench) {
  SeededSource source(7);
  GameState state = newGame(4, Rules{}, source);
  apply(state, StartTurn{}, source);
  for (auto _ : bench) benchmark::DoNotOptimize(legalMoves(state));
}
BENCHMARK(BM_LegalMoves);

}  // namespace

BENCHMARK_MAIN();
