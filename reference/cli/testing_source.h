// Testing mode as a card source (rule R23): every card drawn for a head is named by the tester
// through "Card value?" and "Suit?". Cards drawn into the hand are named by the session just
// before each move request instead (askCard), since the question comes after the display.
#pragma once

#include <ostream>

#include "cli/input.h"
#include "core/card_source.h"

namespace hydra::cli {

// Asks "Card value?" (and "Suit?" unless the answer is Joker) until both answers are valid.
Card askCard(LineReader& in, std::ostream& out);

class TestingSource : public CardSource {
 public:
  TestingSource(LineReader& in, std::ostream& out, uint64_t seed)
      : in_(in), out_(out), rng_(seed) {}
  void shuffle(std::vector<Card>& cards) override { shuffleCards(cards, rng_); }
  Card reveal(Card drawn, DrawReason reason) override;
  bool renames() const override { return true; }

 private:
  LineReader& in_;
  std::ostream& out_;
  Rng rng_;
};

}  // namespace hydra::cli
