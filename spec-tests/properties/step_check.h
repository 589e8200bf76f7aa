// Failing a property at a given step with a readable account of it: which move, by whom,
// holding what, on which heads, and what the engine answered. STEP_ASSERT is RC_ASSERT with
// that account and the clause the check guards.
#pragma once

#include <rapidcheck.h>

#include <string>

#include "properties/playout.h"

namespace hydra::props {

std::string describeStep(const Step& step);

}  // namespace hydra::props

#define STEP_ASSERT(step, condition, clause)                      \
  do {                                                            \
    if (!(condition)) {                                           \
      RC_FAIL(std::string(clause) + " broken: " #condition "\n" + \
              ::hydra::props::describeStep(step));                \
    }                                                             \
  } while (false)
