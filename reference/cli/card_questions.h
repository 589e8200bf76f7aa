// The card questions of testing mode (rule R23): "Card value?" and, unless the answer is Joker,
// "Suit?", each repeated until its answer is valid. The session asks them whenever the core
// waits for a drawn card to be named (phase Draw) and before every move request, and passes the
// answer to reveal() (core/game.h).
#pragma once

#include "cli/input.h"
#include "cli/output.h"
#include "core/card.h"

namespace hydra::cli {

// Asks "Card value?" (and "Suit?" unless the answer is Joker) until both answers are valid.
Card askCard(LineReader& in, Output& out);

}  // namespace hydra::cli
