// The counting player (the assignment's strategy section): it counts the cards it has seen
// (card_count.h) to estimate the chance that the next card fits, and weighs every legal move:
// - a placement sheds a card; if it keeps the turn going, the remaining draws each fit with the
//   estimated chance and the first miss costs a cut (or the reserve absorbs it);
// - an equal placement (action 2) ends the turn: no gain from the remaining draws, no risk;
// - a cut costs the cards it brings home, each weighted by how hard it is to play, so a small
//   oldest head rich in aces and low cards is cheap to cut and makes the player bold;
// - the reserve holds an ace or a joker as insurance, to be swapped in when a card fits nowhere,
//   or parks a card that fits nowhere; a high card swapped out of the reserve can be used to
//   cut a rich head on purpose.
#include <algorithm>
#include <cmath>
#include <vector>

#include "bots/card_count.h"
#include "bots/strategy.h"
#include "bots/table_view.h"
#include "core/legality.h"

namespace hydra::bots {
namespace {

constexpr double kWin = 1e6;
// Keeping an ace or joker in the reserve rather than playing it: if it is not needed it returns
// to the player's own discard pile, an easy card for later, instead of opening a head for the
// next player.
constexpr double kInsurance = 0.75;
constexpr double kSwapCost = 0.05;  // discourages swapping without a reason

bool isWild(Card card) { return card.isJoker() || card.rank == kAce; }

// Cards brought home by a cut, weighted by difficulty, less the two new heads it lays out.
double weight(Card card, const Rules& rules) { return 1.5 - ease(card, rules); }

struct Context {
  const GameState& state;
  CardPool pool;
  std::vector<TopView> tops;
  std::vector<KindSet> accepted;  // per head, the kinds of card that fit it now
  double cutCost = 0;
  bool lastCards = false;  // nothing left to draw and no reserve: placing now wins

  explicit Context(const GameState& s) : state(s), pool(unseenPool(s)) {
    const Rules& rules = s.rules;
    for (const Head& head : s.heads) {
      tops.push_back(TopView{head.top(), head.topValue});
      accepted.push_back(acceptedBy(tops.back(), rules));
    }
    cutCost = weight(*s.hand, rules) - 2.0;
    if (s.reserve) cutCost += weight(*s.reserve, rules);
    for (const Card& card : s.oldestHead().cards) cutCost += weight(card, rules);
    const Player& me = s.players[static_cast<size_t>(s.current)];
    lastCards = me.draw.empty() && me.discard.empty() && !s.reserve;
  }

  // The chance that the next card fits somewhere once head `index` shows `top` (no change for
  // an index past the end).
  double fitChance(size_t index, const TopView& top) const {
    KindSet kinds = index < tops.size() ? acceptedBy(top, state.rules) : KindSet{};
    for (size_t i = 0; i < accepted.size(); ++i) {
      if (i != index) kinds |= accepted[i];
    }
    return probabilityOf(pool, kinds);
  }

  // A cut that leaves nothing in the player's piles wins ("win by losing").
  bool cutWins() const {
    const Player& me = state.players[static_cast<size_t>(state.current)];
    int after = me.total() + 1 + (state.reserve ? 1 : 0) +
                static_cast<int>(state.oldestHead().cards.size()) - 2;
    return after == 0;
  }
};

// What the reserve can do for a card that fits nowhere later this turn.
enum class Safety {
  None,  // the miss costs a cut
  Park,  // a free reserve takes the card: nothing shed, the turn goes on
  Wild,  // an ace or joker in the reserve is swapped in and played: one card shed
};

// Expected cards shed by drawing `draws` more cards when each fits with chance p and the first
// miss the reserve cannot absorb costs `cost` (a cut, which also ends the turn).
double continuation(double p, int draws, double cost, Safety safety) {
  double withoutSafety = 0;  // expected value with k draws left and no safety, k = 0..draws
  double withSafety = 0;
  double save = safety == Safety::Wild ? 1.0 : 0.0;
  for (int k = 1; k <= draws; ++k) {
    double nextWith = p * (1 + withSafety) + (1 - p) * (save + withoutSafety);
    withoutSafety = p * (1 + withoutSafety) - (1 - p) * cost;
    withSafety = nextWith;
  }
  return safety == Safety::None ? withoutSafety : withSafety;
}

// The value of putting `card` (worth `value`) on head number `index`, with `reserve` the reserve
// card afterwards (if any).
double placeScore(const Context& ctx, Card card, int value, size_t index,
                  std::optional<Card> reserve) {
  if (ctx.lastCards && !reserve) return kWin;
  const GameState& s = ctx.state;
  bool ends = endsTurn(value, ctx.tops[index].value);
  double p = ctx.fitChance(index, TopView{card, value});
  Safety safety = reserve ? (isWild(*reserve) ? Safety::Wild : Safety::None)
                          : (s.heads.size() > 1 ? Safety::Park : Safety::None);
  int draws = std::min(s.remaining, s.players[static_cast<size_t>(s.current)].total());
  double future = ends ? 0 : continuation(p, draws, ctx.cutCost, safety);
  return 1 + future + 0.1 * p;
}

size_t headIndex(const GameState& state, int id) {
  for (size_t i = 0; i < state.heads.size(); ++i) {
    if (state.heads[i].id == id) return i;
  }
  return 0;
}

// The best the player can do with `card` in hand and `reserve` held: its best placement, or a
// cut when it fits nowhere.
double bestWith(const Context& ctx, Card card, std::optional<Card> reserve) {
  const GameState& s = ctx.state;
  double best = -ctx.cutCost;
  for (size_t i = 0; i < s.heads.size(); ++i) {
    if (card.isJoker()) {
      for (int value = kAce; value <= kKing; ++value) {
        if (fits(value, s.heads[i].topValue)) {
          best = std::max(best, placeScore(ctx, card, value, i, reserve));
        }
      }
    } else if (fitsHead(s.rules, card, card.rank, s.heads[i])) {
      best = std::max(best, placeScore(ctx, card, card.rank, i, reserve));
    }
  }
  return best;
}

double score(const Context& ctx, const Move& move) {
  const GameState& s = ctx.state;
  const Card hand = *s.hand;
  if (const Place* place = std::get_if<Place>(&move)) {
    return placeScore(ctx, hand, placedValue(s, *place), headIndex(s, place->headId), s.reserve);
  }
  if (std::holds_alternative<Cut>(move)) return ctx.cutWins() ? kWin : -ctx.cutCost;
  if (std::holds_alternative<Reserve>(move)) {
    int draws = std::min(s.remaining, s.players[static_cast<size_t>(s.current)].total());
    // Nothing left to draw: the card would only come back next turn; a cut moves the game on.
    if (draws == 0) return -ctx.cutCost - 1;
    double p = ctx.fitChance(ctx.tops.size(), TopView{});
    double future = continuation(p, draws, ctx.cutCost, isWild(hand) ? Safety::Wild : Safety::None);
    return future + (isWild(hand) ? kInsurance : 0);
  }
  // Swap: play the reserve card instead, keeping the card in hand as the new reserve.
  double value = bestWith(ctx, *s.reserve, hand) - kSwapCost;
  if (isWild(*s.reserve)) value -= kInsurance;
  return value;
}

class CountingPlayer : public Strategy {
 public:
  std::string_view name() const override { return "counting"; }

  size_t choose(const GameState& state, const std::vector<Move>& legal, Rng&) override {
    if (state.phase != Phase::Move) return 0;
    Context ctx(state);
    size_t best = 0;
    double bestScore = -1e300;
    for (size_t i = 0; i < legal.size(); ++i) {
      double value = score(ctx, legal[i]);
      if (value > bestScore) {
        bestScore = value;
        best = i;
      }
    }
    return best;
  }
};

}  // namespace

std::unique_ptr<Strategy> makeCountingPlayer() { return std::make_unique<CountingPlayer>(); }

}  // namespace hydra::bots
