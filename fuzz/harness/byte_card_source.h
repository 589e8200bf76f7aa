// A card source steered by the fuzzer's bytes (rules R1, R6, R23). Shuffles use a generator
// seeded from the input, so a reshuffle is reproducible; in "naming" mode every card drawn for a
// head is named by the next input byte, as a tester names cards in testing mode. Hand cards are
// revealed as drawn: the harness relabels them before each move, as the text front end does.
#pragma once

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <vector>

#include "core/card_source.h"

namespace hydra::fuzz {

// Card number `index` modulo 54 of a standard deck (A..K of each suit, then the two jokers).
inline Card cardFromByte(uint8_t index) {
  static const std::vector<Card> deck = standardDeck();
  return deck[index % deck.size()];
}

class ByteCardSource : public CardSource {
 public:
  ByteCardSource(FuzzedDataProvider& data, uint64_t seed, bool naming)
      : data_(data), rng_(seed), naming_(naming) {}

  void shuffle(std::vector<Card>& cards) override { shuffleCards(cards, rng_); }

  Card reveal(Card drawn, DrawReason reason) override {
    if (!naming_ || reason == DrawReason::Hand || data_.remaining_bytes() == 0) return drawn;
    return cardFromByte(data_.ConsumeIntegral<uint8_t>());
  }

 private:
  FuzzedDataProvider& data_;
  Rng rng_;
  bool naming_;
};

}  // namespace hydra::fuzz
