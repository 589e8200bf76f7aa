// Building game positions for the scenario tests. A test describes only the cards that matter
// (the heads, the current player's piles, hand and reserve) as readable card names; the rest of
// the n decks is dealt to the other players, so that every position is a sound state of a real
// game (54n cards, each card n times, jokers 2n times) and passes checkInvariants().
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/card_source.h"
#include "core/game.h"
#include "core/state.h"

namespace hydra::scenario {

// "5H", "10D", "AS", "Joker". Throws std::invalid_argument on anything else.
Card card(const std::string& name);
// Space-separated card names, in the order written.
std::vector<Card> cards(const std::string& names);

struct Table {
  int players = 2;
  int current = 1;  // index of the player whose turn it is (player number - 1)
  // One string per head, oldest first, cards bottom to top: "KD 5S 3H". A joker on top that
  // was announced as a value is written value + "J" ("7J"); "2J" alone is a joker head.
  std::vector<std::string> heads = {"5C"};
  std::string draw;     // the current player's draw pile, TOP FIRST
  std::string discard;  // the current player's discard pile, oldest first
  // With a hand the position is in phase Move, else at the turn start.
  std::string hand;
  std::string reserve;
  int remaining = 0;
  Rules rules;
};

// The position described, with head ids k..2k-1 for k heads (as in a real game after k-1
// cuts). Throws std::invalid_argument when the description uses a card more often than the
// decks hold it.
GameState build(const Table& table);

// A card source with predictable shuffles: the initial deal is arranged by `arrange` (identity
// when empty), and every later shuffle keeps the pile's order, so a reshuffled discard pile is
// drawn most-recent-first. It counts shuffles and records what each draw was for.
class OrderedSource : public CardSource {
 public:
  explicit OrderedSource(std::function<void(std::vector<Card>&)> arrange = nullptr)
      : arrange_(std::move(arrange)) {}
  void shuffle(std::vector<Card>& cards) override;
  Card reveal(Card drawn, DrawReason reason) override;
  int shuffles() const { return shuffles_; }
  // Sizes of the piles passed to shuffle(), in order.
  const std::vector<size_t>& shuffledSizes() const { return sizes_; }
  const std::vector<DrawReason>& reasons() const { return reasons_; }

 private:
  std::function<void(std::vector<Card>&)> arrange_;
  int shuffles_ = 0;
  std::vector<size_t> sizes_;
  std::vector<DrawReason> reasons_;
};

// The state as text, for readable failures (states compare with ==).
std::string snapshot(const GameState& state);

// Pile contents as names, top/last card last: "3H 5S".
std::string names(const std::vector<Card>& pile);
// The heads as "id:TOP(count)" separated by spaces, TOP with a joker as value + "J".
std::string heads(const GameState& state);

}  // namespace hydra::scenario
