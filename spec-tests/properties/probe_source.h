// A card source for tests (rules R1, R6, R23) that records what the engine asks of it. It
// shuffles exactly like SeededSource with the same seed, counts every draw by reason and every
// reshuffle, and can be told the names of the next cards drawn, as a tester does in testing
// mode. In strict mode a draw the script did not foresee is recorded as an overdraw, which is
// how the model test notices the engine drawing more cards than the rules allow.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "core/card_source.h"

namespace hydra::props {

struct DrawCounts {
  int firstHead = 0;
  int newHead = 0;
  int hand = 0;
  int shuffles = 0;

  DrawCounts operator-(const DrawCounts& earlier) const {
    return {firstHead - earlier.firstHead, newHead - earlier.newHead, hand - earlier.hand,
            shuffles - earlier.shuffles};
  }
};

class ProbeSource : public CardSource {
 public:
  explicit ProbeSource(uint64_t seed) : rng_(seed) {}

  void shuffle(std::vector<Card>& cards) override;
  Card reveal(Card drawn, DrawReason reason) override;

  const DrawCounts& counts() const { return counts_; }
  // The next draws are named from this queue, oldest first.
  void script(Card card) { script_.push_back(card); }
  size_t scriptLeft() const { return script_.size(); }
  // With `on`, a draw while the script is empty counts as an overdraw.
  void setStrict(bool on) { strict_ = on; }
  int overdraws() const { return overdraws_; }

 private:
  Rng rng_;
  DrawCounts counts_;
  std::deque<Card> script_;
  bool strict_ = false;
  int overdraws_ = 0;
};

}  // namespace hydra::props
