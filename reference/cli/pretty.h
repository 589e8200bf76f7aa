// The -pretty enhancement: the table drawn in aligned columns, one row per head and one per
// player, with every number of the canonical display (head id, top card, head size; each
// player's total, draw, discard and, for the player to move, hand, remaining and reserve).
// Colour (ANSI) only when asked for, which main does only when standard output is a terminal.
#pragma once

#include <string>

#include "core/state.h"

namespace hydra::cli {

// Replaces renderTable (cli/render.h) under -pretty: a blank line, the heads, the players, a
// blank line.
std::string renderPrettyTable(const GameState& state, bool colour);

}  // namespace hydra::cli
