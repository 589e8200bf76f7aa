// Counting and scripted reveals for tests (see probe_source.h).
#include "properties/probe_source.h"

namespace hydra::props {

void ProbeSource::shuffle(std::vector<Card>& cards) {
  ++counts_.shuffles;
  shuffleCards(cards, rng_);
}

Card ProbeSource::reveal(Card drawn, DrawReason reason) {
  switch (reason) {
    case DrawReason::FirstHead: ++counts_.firstHead; break;
    case DrawReason::NewHead: ++counts_.newHead; break;
    case DrawReason::Hand: ++counts_.hand; break;
  }
  if (script_.empty()) {
    if (strict_) ++overdraws_;
    return drawn;
  }
  Card named = script_.front();
  script_.pop_front();
  return named;
}

}  // namespace hydra::props
