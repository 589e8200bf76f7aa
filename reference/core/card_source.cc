// Seeded shuffling (rules R1, R6).
#include "core/card_source.h"

#include <utility>

namespace hydra {

uint64_t Rng::next() {
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

uint64_t Rng::below(uint64_t bound) {
  // Rejection sampling: drop the top partial range so every residue is equally likely.
  uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return x % bound;
}

void shuffleCards(std::vector<Card>& cards, Rng& rng) {
  for (size_t i = cards.size(); i > 1; --i) {
    size_t j = static_cast<size_t>(rng.below(i));
    std::swap(cards[i - 1], cards[j]);
  }
}

}  // namespace hydra
