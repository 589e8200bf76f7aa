// The -grammar enhancement: the holding prompt with the right article, "an 8H", "an AS",
// "a Joker", "a 10D". Without -grammar the canonical prompt keeps its fixed "a" (I18).
#pragma once

#include <string>

#include "core/state.h"

namespace hydra::cli {

// "an" before a name spoken with a vowel sound (A..., 8...), "a" otherwise.
std::string articleFor(const std::string& cardName);

// "Player a, you are holding an 8H. Your move?"
std::string grammaticalHoldingPrompt(const GameState& state);

}  // namespace hydra::cli
