// Hand-made positions for the computer-player and house-rule tests: a game in phase Move with
// the given heads, card in hand, reserve and piles, without playing up to it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/rules.h"
#include "core/state.h"

namespace hydra::bots::testing {

// "5H", "10D", "AS", "Joker" -> Card. Aborts the test binary on a malformed name.
Card card(const std::string& name);

struct PositionSpec {
  std::vector<std::string> heads;  // top cards, oldest first; each head holds just that card
  std::string hand;
  std::optional<std::string> reserve;
  int remaining = 0;
  int drawPile = 10;  // cards (all 7C) in the current player's draw pile
  int discardPile = 0;
  Rules rules;
  int oldestBelow = 0;  // extra cards (all KC) under the oldest head's top card
};

// Two players; player 1 (index 0) holds the card. Head ids count from 1.
GameState position(const PositionSpec& spec);

}  // namespace hydra::bots::testing
