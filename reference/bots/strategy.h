// Computer players (docs/players.md). A strategy is asked for a move whenever its seat must act
// and answers with the index of one of the moves legalMoves(state) listed: it can only ever
// pick a legal move, and it never holds a second copy of the rules. Strategies read the state
// the way a player at the table sees it (the faces of the heads, their own discard pile, every
// pile's size); none looks at the order of a draw pile. Randomness comes from the Rng the seat
// passes in, so a seeded game replays the computer players' choices too.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/card_source.h"
#include "core/move.h"
#include "core/state.h"

namespace hydra::bots {

class Strategy {
 public:
  virtual ~Strategy() = default;
  // The name used on the command line: "random", "greedy", "counting".
  virtual std::string_view name() const = 0;
  // The index into `legal` (legalMoves(state), never empty) of the move to make.
  virtual size_t choose(const GameState& state, const std::vector<Move>& legal, Rng& rng) = 0;
};

// Picks uniformly among the legal moves.
std::unique_ptr<Strategy> makeRandomPlayer();
// Tightest fitting placement, aces kept in the reserve, cuts only when nothing else is left.
std::unique_ptr<Strategy> makeGreedyPlayer();
// Counts the cards it has seen and weighs the risk of every move (docs/players.md).
std::unique_ptr<Strategy> makeCountingPlayer();

// The strategy called `name`, or nullptr for an unknown name.
std::unique_ptr<Strategy> makeStrategy(std::string_view name);

// Every strategy name, in a fixed order.
const std::vector<std::string>& strategyNames();

// "random, greedy, counting", for messages.
std::string strategyList();

}  // namespace hydra::bots
