// A table to start a game from (-position SPEC), for the grader: after a build's game went
// another way than the reference's, the reference is started again from the table the build
// shows, so that the rest of the game can still be judged. Testing mode only: every card drawn
// is named by the tester, so only the piles' counts and the heads' top cards matter; the cards
// under them are placeholders.
//
// SPEC is "P;HEADS;PILES": P the player whose turn starts (1-based); HEADS "id:TOP:count" for
// each head, comma-separated, TOP as the table shows it ("10C", "AS", a joker as its value and
// J: "KJ", "2J"); PILES "draw/discard" for each player in seat order.
#pragma once

#include <string>
#include <variant>

#include "core/rules.h"
#include "core/state.h"

namespace hydra::cli {

struct PositionError {
  std::string message;
};

std::variant<GameState, PositionError> parsePosition(const std::string& spec, const Rules& rules);

}  // namespace hydra::cli
