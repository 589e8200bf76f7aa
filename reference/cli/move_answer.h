// Reading the answer to the move request (rules R14, R19, R22): a head number or 0. Shared by
// the canonical game loop and the table with computer players, so both read moves alike.
#pragma once

#include <optional>
#include <ostream>
#include <string_view>

#include "cli/input.h"
#include "core/move.h"
#include "core/state.h"

namespace hydra::cli {

// Turns an answer into a move, asking "Joker value?" (on `out`, answered from `in`) when a
// joker goes on a head. nullopt when the answer names no possible move: the request simply
// repeats (R19). The move may still be refused by apply(), which also makes it ignored.
std::optional<Move> moveFromAnswer(const GameState& state, std::string_view answer,
                                   LineReader& in, std::ostream& out);

}  // namespace hydra::cli
