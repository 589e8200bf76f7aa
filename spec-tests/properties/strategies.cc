// The random and greedy players of the tests (see strategies.h).
#include "properties/strategies.h"

#include "core/legality.h"
#include "oracle/engine_view.h"

namespace hydra::props {

const char* strategyName(Strategy strategy) {
  return strategy == Strategy::Random ? "random" : "greedy";
}

Move randomMove(const GameState& state, Rng& rng, int illegalPercent) {
  if (illegalPercent > 0 && static_cast<int>(rng.below(100)) < illegalPercent) {
    std::vector<Move> any = oracle::candidateMoves(state);
    return any[rng.below(any.size())];
  }
  std::vector<Move> legal = legalMoves(state);
  if (legal.empty()) return StartTurn{};  // the game is over: any move is refused
  return legal[rng.below(legal.size())];
}

Move greedyMove(const GameState& state) {
  if (state.phase != Phase::Move) return StartTurn{};
  const Card hand = *state.hand;
  const Player& me = state.players[static_cast<size_t>(state.current)];
  bool moreToDraw = state.remaining > 0 && me.total() > 0;
  // An ace kept back can be swapped in when a card fits nowhere; keeping the last card back
  // would only hand it to the discard pile (R16.2).
  if (!hand.isJoker() && hand.rank == 1 && moreToDraw && oracle::reserveOpen(state)) {
    return Reserve{};
  }
  // The lowest value this card can be played as, on the head with the lowest top taking it.
  const Head* best = nullptr;
  int bestValue = 99;
  for (const Head& head : state.heads) {
    int value = hand.isJoker() ? 1 : hand.rank;
    if (!oracle::fitsHead(state, hand, value, head)) continue;
    if (value < bestValue || (value == bestValue && head.topValue < best->topValue)) {
      best = &head;
      bestValue = value;
    }
  }
  if (best) {
    return Place{best->id, hand.isJoker() ? std::optional<int>(bestValue) : std::nullopt};
  }
  if (state.reserve && oracle::fitsSomeHead(state, *state.reserve)) return Swap{};
  // Keeping back a card that fits nowhere only helps while more cards are coming; with the
  // last card in hand, cutting gets rid of it (and may even win, R18.3).
  if (oracle::reserveOpen(state) && (moreToDraw || state.rules.strictCut)) return Reserve{};
  return Cut{};
}

}  // namespace hydra::props
