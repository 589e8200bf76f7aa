// The greedy player: sheds its card as cheaply as it can and never cuts by choice.
// - An ace (a real one) goes into a free reserve while cards remain to be drawn this turn, to
//   be swapped back when a card fits nowhere.
// - Otherwise it places the card on the head it fits most tightly ("the lowest legal card":
//   the smallest gap between card and top, so the high heads stay open), preferring a
//   placement that keeps the turn going; a joker is announced by the same measure (one below
//   the lowest top it can go under), the lower value winning a tie.
// - A card that fits nowhere is swapped for a reserve that fits, else parked in a free reserve
//   (while more cards are to come this turn), and only then cut.
#include <limits>

#include "bots/strategy.h"
#include "bots/table_view.h"
#include "core/legality.h"

namespace hydra::bots {
namespace {

template <typename T>
std::optional<size_t> indexOf(const std::vector<Move>& legal) {
  for (size_t i = 0; i < legal.size(); ++i) {
    if (std::holds_alternative<T>(legal[i])) return i;
  }
  return std::nullopt;
}

class GreedyPlayer : public Strategy {
 public:
  std::string_view name() const override { return "greedy"; }

  size_t choose(const GameState& state, const std::vector<Move>& legal, Rng&) override {
    if (state.phase != Phase::Move) return 0;
    const Card hand = *state.hand;
    // With nothing left to draw, a card put into the reserve only comes back next turn.
    bool moreToDraw = state.remaining > 0 && state.players[state.current].total() > 0;
    auto reserve = indexOf<Reserve>(legal);
    if (reserve && hand.rank == kAce && moreToDraw) return *reserve;
    if (auto place = bestPlace(state, legal)) return *place;
    auto swap = indexOf<Swap>(legal);
    if (swap && fitsAnyHead(state, *state.reserve)) return *swap;
    if (reserve && moreToDraw) return *reserve;
    if (auto cut = indexOf<Cut>(legal)) return *cut;
    if (reserve) return *reserve;  // strict-cut: no cut while the reserve is free
    return 0;                      // only a swap with an unplayable reserve is left
  }

 private:
  // The placement with the smallest gap; turn-ending placements only when nothing else fits.
  static std::optional<size_t> bestPlace(const GameState& state, const std::vector<Move>& legal) {
    std::optional<size_t> best;
    long bestKey = std::numeric_limits<long>::max();
    for (size_t i = 0; i < legal.size(); ++i) {
      const Place* place = std::get_if<Place>(&legal[i]);
      if (!place) continue;
      long key = (placeEndsTurn(state, *place) ? 1000L : 0L) + 20L * fitGap(state, *place) +
                 (place->jokerValue ? *place->jokerValue : 0);
      if (key < bestKey) {
        bestKey = key;
        best = i;
      }
    }
    return best;
  }
};

}  // namespace

std::unique_ptr<Strategy> makeGreedyPlayer() { return std::make_unique<GreedyPlayer>(); }

}  // namespace hydra::bots
