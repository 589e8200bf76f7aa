// Where cards come from (rules R1, R6). Randomness is an input: the engine never shuffles on
// its own, it asks a CardSource. A seeded source shuffles with its own generator and reveals
// each drawn card as it is. A source never reads input: testing mode (R23) names drawn cards
// through the reveal() step of core/game.h instead.
#pragma once

#include <cstdint>
#include <vector>

#include "core/card.h"

namespace hydra {

enum class DrawReason {
  FirstHead,  // player 1's first card, which starts head 1
  NewHead,    // one of the two heads made after a cut
  Hand,       // a card drawn to be played
};

// A small deterministic generator (SplitMix64): the same seed gives the same shuffles on every
// platform, which std::shuffle and the std distributions do not promise.
class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  uint64_t next();
  // Uniform in [0, bound) without modulo bias; bound > 0.
  uint64_t below(uint64_t bound);

 private:
  uint64_t state_;
};

// Fisher-Yates with the generator above.
void shuffleCards(std::vector<Card>& cards, Rng& rng);

class CardSource {
 public:
  virtual ~CardSource() = default;
  // Shuffles cards in place: the full deck at the start, a discard pile turning into a draw pile.
  virtual void shuffle(std::vector<Card>& cards) = 0;
  // The identity of a card just taken from the top of a draw pile (a test source may name
  // another card; the engine then marks the state relabelled).
  virtual Card reveal(Card drawn, DrawReason reason) = 0;
};

class SeededSource : public CardSource {
 public:
  explicit SeededSource(uint64_t seed) : rng_(seed) {}
  void shuffle(std::vector<Card>& cards) override { shuffleCards(cards, rng_); }
  Card reveal(Card drawn, DrawReason) override { return drawn; }

 private:
  Rng rng_;
};

}  // namespace hydra
