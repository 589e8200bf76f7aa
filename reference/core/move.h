// Moves (rules R5, R7-R15): what a player can do. StartTurn draws the first card of a turn;
// Place covers actions 1-3 (with the announced value when the card in hand is a joker);
// Reserve is action 4, Swap action 5, Cut the cutting off of the oldest head.
#pragma once

#include <optional>
#include <string>
#include <variant>

namespace hydra {

struct StartTurn {
  friend bool operator==(const StartTurn&, const StartTurn&) = default;
};
struct Place {
  int headId = 0;
  std::optional<int> jokerValue;  // required exactly when the card in hand is a joker
  friend bool operator==(const Place&, const Place&) = default;
};
struct Reserve {
  friend bool operator==(const Reserve&, const Reserve&) = default;
};
struct Swap {
  friend bool operator==(const Swap&, const Swap&) = default;
};
struct Cut {
  friend bool operator==(const Cut&, const Cut&) = default;
};

using Move = std::variant<StartTurn, Place, Reserve, Swap, Cut>;

// A short readable form: "start", "place 3", "place 3 as Q", "reserve", "swap", "cut".
std::string describe(const Move& move);

}  // namespace hydra
