// The game state (rules R1, R4, R5, R12, R23): a plain value. Piles are vectors whose back is
// the top; heads carry stable ids that only ever increase; the current turn keeps the card in
// hand, the reserve and how many cards it still has to draw. Copying a GameState clones the
// game, and two states compare equal when every part of them does.
#pragma once

#include <optional>
#include <vector>

#include "core/card.h"
#include "core/rules.h"

namespace hydra {

struct Head {
  int id = 0;
  std::vector<Card> cards;  // back() is the top card
  // The value the top card counts as: its rank, or for a joker on top the value announced
  // when it was played (2 when the joker started the head).
  int topValue = 0;

  const Card& top() const { return cards.back(); }
  friend bool operator==(const Head&, const Head&) = default;
};

struct Player {
  std::vector<Card> draw;     // back() is the top of the pile
  std::vector<Card> discard;  // back() is the most recent card

  int total() const { return static_cast<int>(draw.size() + discard.size()); }
  friend bool operator==(const Player&, const Player&) = default;
};

enum class Phase {
  TurnStart,  // the current player has not drawn yet ("Player a, it is your turn.")
  Move,       // the current player holds a card and must act on it
  Draw,       // testing mode: a card just drawn for a head waits to be named (reveal, R23)
  GameOver,   // someone has won
};

// Who says what a drawn card is (R23). BySource: the card source (game.h). ByReveal, testing
// mode: every card drawn for a head leaves the game in Phase::Draw until reveal() names it.
enum class CardNaming { BySource, ByReveal };

struct GameState {
  Rules rules;
  std::vector<Player> players;
  std::vector<Head> heads;  // in id order; front() is the oldest head
  int nextHeadId = 1;
  int current = 0;  // index into players (player number - 1)
  Phase phase = Phase::TurnStart;

  // The turn in progress (phase Move only).
  std::optional<Card> hand;
  std::optional<Card> reserve;
  int remaining = 0;  // cards still to draw this turn after the one in hand

  std::optional<int> winner;  // index into players, once the game is over
  int cutCount = 0;           // heads cut off so far
  // Testing mode names cards as they are drawn, so the multiset of cards may drift; counts
  // are still conserved. Set by reveal() and by card sources that name cards.
  bool relabelled = false;
  // A game started from a described table (cli/position.h): how many cards it holds (0: one
  // full deck a player), and whether its heads and ids follow from the cuts made.
  int describedCards = 0;
  CardNaming naming = CardNaming::BySource;
  // Phase Draw only: the ids of the heads whose card waits to be named, in the order drawn.
  std::vector<int> unnamed;

  int playerCount() const { return static_cast<int>(players.size()); }
  const Head* findHead(int id) const;
  const Head& oldestHead() const { return heads.front(); }
  friend bool operator==(const GameState&, const GameState&) = default;
};

}  // namespace hydra
