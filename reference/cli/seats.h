// Who plays each seat: a person at the keyboard or a computer player.
// A seat can change hands during the game (a person hands it to a strategy, and takes it back);
// each computer player draws on its own generator, seeded from the game's seed, the seat and
// how often that seat has changed hands, so a seeded game replays exactly.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bots/strategy.h"
#include "core/card_source.h"

namespace hydra::cli {

class Seats {
 public:
  // One entry per seat: "human" or a strategy name (checked by the option parser).
  Seats(const std::vector<std::string>& names, uint64_t gameSeed);

  int size() const { return static_cast<int>(seats_.size()); }
  bool isComputer(int seat) const { return seats_[index(seat)].strategy != nullptr; }
  // The strategy's name, or "human".
  std::string nameOf(int seat) const;
  // Hands `seat` to the strategy `name`; false for an unknown name.
  bool handOver(int seat, const std::string& name);
  // Gives `seat` back to a person.
  void takeBack(int seat);
  // The computer player's choice among `legal` (legalMoves(state)).
  size_t choose(int seat, const GameState& state, const std::vector<Move>& legal);

 private:
  struct Seat {
    std::unique_ptr<bots::Strategy> strategy;  // nullptr: a person
    Rng rng{0};
    int generation = 0;
  };
  static size_t index(int seat) { return static_cast<size_t>(seat); }

  std::vector<Seat> seats_;
  uint64_t gameSeed_;
};

}  // namespace hydra::cli
