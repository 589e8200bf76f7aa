// Seats held by people or computer players, and their hand-over.
#include "cli/seats.h"

#include "bots/bot_game.h"

namespace hydra::cli {

Seats::Seats(const std::vector<std::string>& names, uint64_t gameSeed) : gameSeed_(gameSeed) {
  seats_.resize(names.size());
  for (size_t i = 0; i < names.size(); ++i) {
    seats_[i].strategy = bots::makeStrategy(names[i]);
    seats_[i].rng = Rng(bots::seatSeed(gameSeed, static_cast<int>(i)));
  }
}

std::string Seats::nameOf(int seat) const {
  const Seat& entry = seats_[index(seat)];
  return entry.strategy ? std::string(entry.strategy->name()) : "human";
}

bool Seats::handOver(int seat, const std::string& name) {
  auto strategy = bots::makeStrategy(name);
  if (!strategy) return false;
  Seat& entry = seats_[index(seat)];
  entry.strategy = std::move(strategy);
  entry.rng = Rng(bots::seatSeed(gameSeed_, seat, ++entry.generation));
  return true;
}

void Seats::takeBack(int seat) { seats_[index(seat)].strategy.reset(); }

size_t Seats::choose(int seat, const GameState& state, const std::vector<Move>& legal) {
  Seat& entry = seats_[index(seat)];
  return entry.strategy->choose(state, legal, entry.rng);
}

}  // namespace hydra::cli
