// Articles for card names (the -grammar enhancement).
#include "cli/grammar.h"

namespace hydra::cli {

std::string articleFor(const std::string& cardName) {
  // "ace", "eight": the only card names that start with a vowel sound.
  if (!cardName.empty() && (cardName[0] == 'A' || cardName[0] == '8')) return "an";
  return "a";
}

std::string grammaticalHoldingPrompt(const GameState& state) {
  std::string card = cardName(*state.hand);
  return "Player " + std::to_string(state.current + 1) + ", you are holding " + articleFor(card) +
         " " + card + ". Your move?";
}

}  // namespace hydra::cli
