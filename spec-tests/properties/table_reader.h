// Reading the text display back (R20, R21): parses the blank line, "Heads:" block and
// "Players:" block that renderTable() prints, and compares what it says with a game state, so
// that the display can be checked against the state it claims to show.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/state.h"

namespace hydra::props {

struct ShownHead {
  int id = 0;
  std::string top;
  int count = 0;
};

struct ShownPlayer {
  int number = 0, total = 0, draw = 0, discard = 0;
  bool holding = false;  // the "+ 1 in hand, e remaining, f in reserve" form
  int remaining = 0, reserve = 0;
};

struct ShownTable {
  std::vector<ShownHead> heads;
  std::vector<ShownPlayer> players;
};

// nullopt (with the offending line in `why`) when the text is not a table display.
std::optional<ShownTable> readTable(const std::string& text, std::string& why);

// Every disagreement between the display and the state, one sentence each.
std::vector<std::string> disagreements(const ShownTable& shown, const GameState& state);

}  // namespace hydra::props
