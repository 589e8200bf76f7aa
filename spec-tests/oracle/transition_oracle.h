// The effect of an accepted move (rules R5, R6, R8, R10-R18, readings I1-I2, house rules
// H1-H3), written from docs/rules.md: given the table before and after, the problems with the
// change, one sentence each naming its clause; empty when the move did what the rules say.
#pragma once

#include <string>
#include <vector>

#include "core/move.h"
#include "oracle/table.h"

namespace hydra::oracle {

std::vector<std::string> transitionProblems(const Table& before, const Move& move,
                                            const Table& after);

}  // namespace hydra::oracle
