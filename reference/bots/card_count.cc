// Counting the unseen cards and the chance that the next one fits.
#include "bots/card_count.h"

#include "core/legality.h"

namespace hydra::bots {

int CardPool::indexOf(Card card) {
  if (card.isJoker()) return kCardKinds - 1;
  return static_cast<int>(card.suit) * kKing + card.rank - 1;
}

Card CardPool::cardAt(int index) {
  if (index == kCardKinds - 1) return Card::joker();
  return Card::of(index % kKing + 1, static_cast<Suit>(index / kKing));
}

namespace {

void remove(CardPool& pool, Card card) {
  int& slot = pool.count[static_cast<size_t>(CardPool::indexOf(card))];
  // Testing mode may rename cards, so a count can run out before its cards do.
  if (slot > 0) {
    --slot;
    --pool.total;
  }
}

void add(CardPool& pool, Card card) {
  ++pool.count[static_cast<size_t>(CardPool::indexOf(card))];
  ++pool.total;
}

}  // namespace

CardPool unseenPool(const GameState& state) {
  const Player& me = state.players[static_cast<size_t>(state.current)];
  CardPool pool;
  if (me.draw.empty()) {
    for (const Card& card : me.discard) add(pool, card);
    return pool;
  }
  int decks = state.playerCount();
  for (int i = 0; i < kCardKinds; ++i) {
    int copies = i == kCardKinds - 1 ? 2 * decks : decks;
    pool.count[static_cast<size_t>(i)] = copies;
    pool.total += copies;
  }
  for (const Head& head : state.heads) {
    for (const Card& card : head.cards) remove(pool, card);
  }
  for (const Card& card : me.discard) remove(pool, card);
  if (state.hand) remove(pool, *state.hand);
  if (state.reserve) remove(pool, *state.reserve);
  return pool;
}

KindSet acceptedBy(const TopView& top, const Rules& rules) {
  Head probe;
  probe.cards.push_back(top.top);
  probe.topValue = top.value;
  KindSet kinds;
  kinds.set(kCardKinds - 1);  // an announced ace fits every head
  for (int i = 0; i < kCardKinds - 1; ++i) {
    Card card = CardPool::cardAt(i);
    if (fitsHead(rules, card, card.rank, probe)) kinds.set(static_cast<size_t>(i));
  }
  return kinds;
}

double probabilityOf(const CardPool& pool, const KindSet& kinds) {
  if (pool.total == 0) return 1.0;
  int hits = 0;
  for (int i = 0; i < kCardKinds; ++i) {
    if (kinds.test(static_cast<size_t>(i))) hits += pool.count[static_cast<size_t>(i)];
  }
  return static_cast<double>(hits) / pool.total;
}

double fitProbability(const CardPool& pool, const std::vector<TopView>& tops, const Rules& rules) {
  if (tops.empty()) return pool.total == 0 ? 1.0 : 0.0;
  KindSet kinds;
  for (const TopView& top : tops) kinds |= acceptedBy(top, rules);
  return probabilityOf(pool, kinds);
}

double ease(Card card, const Rules& rules) {
  if (card.isJoker()) return 1.0;
  Head probe;
  probe.cards.push_back(Card::of(kKing, card.suit == Suit::Spades ? Suit::Hearts : Suit::Spades));
  int fitting = 0;
  for (int top = kAce; top <= kKing; ++top) {
    probe.topValue = top;
    probe.cards[0].rank = top;
    if (fitsHead(rules, card, card.rank, probe)) ++fitting;
  }
  return fitting / static_cast<double>(kKing);
}

}  // namespace hydra::bots
