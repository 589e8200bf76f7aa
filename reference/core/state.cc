// Lookups on the game state (rule R4: heads are found by their id).
#include "core/state.h"

namespace hydra {

const Head* GameState::findHead(int id) const {
  for (const Head& head : heads) {
    if (head.id == id) return &head;
  }
  return nullptr;
}

}  // namespace hydra
