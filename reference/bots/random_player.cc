// The random player: every legal move is equally likely. It is the baseline the other
// strategies are measured against, and the one that wanders into the rarest corners of the
// rules (swaps back and forth, every joker value, every reserve).
#include "bots/strategy.h"

namespace hydra::bots {
namespace {

class RandomPlayer : public Strategy {
 public:
  std::string_view name() const override { return "random"; }
  size_t choose(const GameState&, const std::vector<Move>& legal, Rng& rng) override {
    return static_cast<size_t>(rng.below(legal.size()));
  }
};

}  // namespace

std::unique_ptr<Strategy> makeRandomPlayer() { return std::make_unique<RandomPlayer>(); }

}  // namespace hydra::bots
