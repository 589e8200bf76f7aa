// The answer to the move request (rules R14, R19, R22) as a typed move, and back: a head number
// or 0 becomes a Move, or the news that a joker's value must be asked first; a computer player's
// Move becomes the text a person would have typed. Pure functions: no reading, no printing.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/move.h"
#include "core/state.h"

namespace hydra::cli {

// A joker is going on head `headId`: its value is asked ("Joker value?") before the move is
// known.
struct NeedsJokerValue {
  int headId = 0;
};
// The answer names no possible move: the request simply repeats (R19).
struct IgnoredAnswer {};

using MoveAnswer = std::variant<Move, NeedsJokerValue, IgnoredAnswer>;

// What an answer to the move request means in `state` (phase Move). A Move may still be refused
// by apply(), which also makes it ignored.
MoveAnswer parseMoveAnswer(const GameState& state, std::string_view answer);

// The placement of the joker on `ask.headId` once its value has been answered; nullopt when the
// answer is no value (the move is ignored).
std::optional<Move> jokerPlacement(const NeedsJokerValue& ask, std::string_view valueAnswer);

// The text a person would type for `move`: a head number, 0, or the word cut when the oldest
// head's number would not cut (cut-anytime with a card that fits that head).
std::string answerFor(const GameState& state, const Move& move);

}  // namespace hydra::cli
