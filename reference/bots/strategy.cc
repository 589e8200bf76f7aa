// The catalogue of computer players: their command-line names and how to make one.
#include "bots/strategy.h"

namespace hydra::bots {

const std::vector<std::string>& strategyNames() {
  static const std::vector<std::string> names{"random", "greedy", "counting"};
  return names;
}

std::string strategyList() {
  std::string out;
  for (const std::string& name : strategyNames()) {
    if (!out.empty()) out += ", ";
    out += name;
  }
  return out;
}

std::unique_ptr<Strategy> makeStrategy(std::string_view name) {
  if (name == "random") return makeRandomPlayer();
  if (name == "greedy") return makeGreedyPlayer();
  if (name == "counting") return makeCountingPlayer();
  return nullptr;
}

}  // namespace hydra::bots
