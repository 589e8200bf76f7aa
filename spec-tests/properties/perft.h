// Perft for Hydra: the number of distinct legal move sequences of exactly d moves from a fixed
// position (a game that ends sooner contributes nothing past its end). The positions are set
// up as in testing mode: the first cards drawn are named by a script, and later draws come
// from a seeded shuffle, so every count is exactly reproducible. The counts are a compact
// fingerprint of the legality rules (R5, R7-R16): docs/perft.md records them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/state.h"
#include "properties/probe_source.h"

namespace hydra::props {

struct PerftPosition {
  std::string name;         // the row name in docs/perft.md
  std::string description;  // how it is set up and what it exercises
  int players = 2;
  Rules rules;
  uint64_t seed = 1;
  std::vector<Card> named;  // the first draws, in order, as a tester names them
};

// The fixed positions of the table, in table order.
std::vector<PerftPosition> perftPositions();

// The position's game at player 2's first turn start, with the source for its future draws.
struct PerftRoot {
  GameState state;
  ProbeSource source;
};
PerftRoot perftRoot(const PerftPosition& position);

uint64_t perft(const GameState& state, const ProbeSource& source, int depth);

// The deepest d recorded in docs/perft.md for every position.
inline constexpr int kPerftTableDepth = 16;

}  // namespace hydra::props
