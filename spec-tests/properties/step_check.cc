// Readable accounts of steps for failing properties (see step_check.h).
#include "properties/step_check.h"

#include "cli/render.h"

namespace hydra::props {

std::string describeStep(const Step& step) {
  const GameState& before = step.before;
  std::string out = "  at move " + std::to_string(step.index) + " by player " +
                    std::to_string(before.current + 1);
  if (before.hand) {
    out += " holding " + cardName(*before.hand) + " (" + std::to_string(before.remaining) +
           " remaining, reserve " + (before.reserve ? cardName(*before.reserve) : "none") + ")";
  }
  out += ": " + describe(step.move) + " -> ";
  out += step.error ? std::string("refused, ") + step.error->clause() + ": " + step.error->message
                    : std::string("accepted");
  out += "\n  draws: " + std::to_string(step.drawn.hand) + " to hand, " +
         std::to_string(step.drawn.newHead) + " for new heads, " +
         std::to_string(step.drawn.shuffles) + " reshuffles";
  out += "\n  before:" + cli::renderTable(before) + "  after:" + cli::renderTable(step.after);
  return out;
}

}  // namespace hydra::props
