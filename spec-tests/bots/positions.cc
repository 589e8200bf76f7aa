// Building hand-made positions from card names.
#include "positions.h"

#include <cstdlib>
#include <iostream>

namespace hydra::bots::testing {

Card card(const std::string& name) {
  if (name == "Joker") return Card::joker();
  std::optional<int> rank = parseRank(name.substr(0, name.size() - 1));
  std::optional<Suit> suit = parseSuit(name.substr(name.size() - 1));
  if (!rank || !suit) {
    std::cerr << "positions: bad card name '" << name << "'\n";
    std::abort();
  }
  return Card::of(*rank, *suit);
}

GameState position(const PositionSpec& spec) {
  GameState state;
  state.rules = spec.rules;
  state.players.resize(2);
  state.players[0].draw.assign(static_cast<size_t>(spec.drawPile), Card::of(7, Suit::Clubs));
  state.players[0].discard.assign(static_cast<size_t>(spec.discardPile),
                                  Card::of(9, Suit::Diamonds));
  state.players[1].draw.assign(20, Card::of(8, Suit::Hearts));
  for (const std::string& top : spec.heads) {
    Head head;
    head.id = state.nextHeadId++;
    if (state.heads.empty()) {
      head.cards.assign(static_cast<size_t>(spec.oldestBelow), Card::of(kKing, Suit::Clubs));
    }
    head.cards.push_back(card(top));
    head.topValue = head.cards.back().isJoker() ? kJokerHeadValue : head.cards.back().rank;
    state.heads.push_back(head);
  }
  state.current = 0;
  state.phase = Phase::Move;
  state.hand = card(spec.hand);
  if (spec.reserve) state.reserve = card(*spec.reserve);
  state.remaining = spec.remaining;
  state.relabelled = true;  // hand-made: the multiset of cards is not a whole number of decks
  return state;
}

}  // namespace hydra::bots::testing
