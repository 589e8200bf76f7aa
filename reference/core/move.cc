// Readable names for moves, used in test failures, fuzzer reports and bot logs.
#include "core/move.h"

#include "core/card.h"

namespace hydra {

std::string describe(const Move& move) {
  struct Namer {
    std::string operator()(const StartTurn&) const { return "start"; }
    std::string operator()(const Place& p) const {
      std::string out = "place " + std::to_string(p.headId);
      if (p.jokerValue) out += " as " + rankName(*p.jokerValue);
      return out;
    }
    std::string operator()(const Reserve&) const { return "reserve"; }
    std::string operator()(const Swap&) const { return "swap"; }
    std::string operator()(const Cut&) const { return "cut"; }
  };
  return std::visit(Namer{}, move);
}

}  // namespace hydra
