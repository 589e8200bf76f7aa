// Card counting for the counting player: which cards can still be drawn. All 54n cards start
// unseen; every card lying in a head is seen (heads are face up and each card was shown as it
// was played), and so are the card in hand, the reserve and the player's own discard pile,
// which they put there themselves. What is left is the pool the next draw comes from: other
// players' piles are unknown, so they stay in the pool.
#pragma once

#include <array>
#include <bitset>
#include <vector>

#include "core/card.h"
#include "core/rules.h"
#include "core/state.h"

namespace hydra::bots {

// 52 suited cards (suit * 13 + rank - 1) and the joker at index 52.
inline constexpr int kCardKinds = 53;

struct CardPool {
  std::array<int, kCardKinds> count{};
  int total = 0;

  static int indexOf(Card card);
  static Card cardAt(int index);
};

// The cards the current player's next draw can be. When their draw pile is empty the next draw
// comes from their reshuffled discard pile, which they know exactly.
CardPool unseenPool(const GameState& state);

// A head reduced to what matters for fitting: its top card and the value it counts as.
struct TopView {
  Card top;
  int value = 0;
};

// A set of card kinds (bit i: CardPool::cardAt(i)).
using KindSet = std::bitset<kCardKinds>;

// The kinds of card that fit on `top` under `rules` (a joker always does).
KindSet acceptedBy(const TopView& top, const Rules& rules);

// The probability that a card drawn from `pool` is one of `kinds`.
double probabilityOf(const CardPool& pool, const KindSet& kinds);

// The probability that a card drawn from `pool` fits at least one of `tops` under `rules`.
double fitProbability(const CardPool& pool, const std::vector<TopView>& tops, const Rules& rules);

// How easy `card` is to play on an average table: the share of the 13 possible top values it
// fits under `rules` (a joker or an ace: 1).
double ease(Card card, const Rules& rules);

}  // namespace hydra::bots
