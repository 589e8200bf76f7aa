// The oracle's own picture of a Hydra table (rules R1, R4, R5, R12), kept apart from the
// engine's GameState so that the rules below are written against it and nothing else: the
// rule options of a game (the two readings and the house rules), each player's draw and discard
// piles (back is the top), the heads in id order, the turn in progress and the outcome. Only
// the plain Card and Move values are shared with the engine. engine_view.h fills a Table from a
// GameState.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/card.h"

namespace hydra::oracle {

// The readings of docs/interpretations.md and the house rules of docs/house-rules.md.
struct Options {
  bool strictCut = false;      // I1: no cut while the reserve is free
  bool reserveToDraw = false;  // I2: the reserve goes on top of the draw pile
  bool cutAnytime = false;     // H1: the oldest head may be cut whatever the card
  bool blackGoesUp = false;    // H2: spades and clubs go up
  bool suitMatch = false;      // H3: a card of the top card's suit goes on at any value
  friend bool operator==(const Options&, const Options&) = default;
};

struct Pile {
  int id = 0;
  std::vector<Card> cards;  // back() is the top card
  int value = 0;            // what the top counts as (a joker's announced value, 2 for a start)
  const Card& top() const { return cards.back(); }
  friend bool operator==(const Pile&, const Pile&) = default;
};

struct Seat {
  std::vector<Card> draw, discard;  // back() is the top
  int total() const { return static_cast<int>(draw.size() + discard.size()); }
  friend bool operator==(const Seat&, const Seat&) = default;
};

enum class Stage { TurnStart, Move, Over };

struct Table {
  Options options;
  std::vector<Seat> seats;
  std::vector<Pile> heads;  // in id order: front() is the oldest
  int nextId = 1;
  int current = 0;
  Stage stage = Stage::TurnStart;
  std::optional<Card> hand, reserve;
  int remaining = 0;
  std::optional<int> winner;
  int cuts = 0;
  bool relabelled = false;  // testing mode renamed a card (then only counts are conserved)

  int players() const { return static_cast<int>(seats.size()); }
  const Pile* head(int id) const;
  const Seat& mover() const { return seats[static_cast<size_t>(current)]; }
  friend bool operator==(const Table&, const Table&) = default;
};

// "A".."K" for a value; "10D", "KS", "Joker" for a card.
std::string valueText(int value);
std::string cardText(const std::optional<Card>& card);

// One line for reports: stage, player, hand, reserve, heads (id:value x size) and piles.
std::string summary(const Table& table);

}  // namespace hydra::oracle
