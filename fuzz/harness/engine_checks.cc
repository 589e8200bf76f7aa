// The engine harness's rule checks (see engine_checks.h): the engine's answers on one side,
// the oracle's on the other.
#include "engine_checks.h"

#include <algorithm>

#include "core/legality.h"
#include "oracle/engine_view.h"
#include "oracle/transition_oracle.h"

namespace hydra::fuzz {
namespace {

// A number that identifies a move: its kind, head id and joker value (ids and values are small).
long moveKey(const Move& move) {
  long key = static_cast<long>(move.index()) << 40;
  if (const Place* place = std::get_if<Place>(&move)) {
    key += (static_cast<long>(place->headId) + 4) << 8;
    key += place->jokerValue ? *place->jokerValue + 4 : 0;
  }
  return key;
}

}  // namespace

std::string summary(const GameState& state) { return oracle::summary(oracle::view(state)); }

namespace {

void addLegalityProblems(const GameState& state, const oracle::Table& table,
                         std::vector<std::string>& problems) {
  std::vector<Move> legal = legalMoves(state);
  std::vector<long> listed;
  listed.reserve(legal.size());
  for (const Move& move : legal) {
    listed.push_back(moveKey(move));
    if (auto error = checkMove(state, move)) {
      problems.push_back("legalMoves lists '" + describe(move) +
                         "' but checkMove refuses it: " + error->message);
    }
  }
  std::sort(listed.begin(), listed.end());
  for (const Move& move : oracle::candidateMoves(table)) {
    bool engine = !checkMove(state, move).has_value();
    if (engine && !std::binary_search(listed.begin(), listed.end(), moveKey(move))) {
      problems.push_back("checkMove accepts '" + describe(move) + "' but legalMoves omits it");
    }
    if (engine != oracle::allowed(table, move)) {
      problems.push_back("checkMove " + std::string(engine ? "accepts" : "refuses") + " '" +
                         describe(move) + "', the rules say the opposite");
    }
  }
}

}  // namespace

std::vector<std::string> legalityProblems(const GameState& state) {
  std::vector<std::string> problems;
  addLegalityProblems(state, oracle::view(state), problems);
  return problems;
}

std::vector<std::string> stepProblems(const GameState& before, const Move& move,
                                      const GameState& after) {
  const oracle::Table now = oracle::view(after);
  std::vector<std::string> problems = oracle::transitionProblems(oracle::view(before), move, now);
  addLegalityProblems(after, now, problems);
  return problems;
}

}  // namespace hydra::fuzz
