// A deliberately simple model of a Hydra game for the stateful test (R5-R18): how many cards
// each player has in their draw and discard piles, each head's id, top value and size, the card
// in hand and the reserve, and whose turn it is; no pile contents at all. The cards drawn are
// named by the test (as a tester does in testing mode), so the model knows every value it
// needs. The transitions below are the rules as docs/rules.md states them, written again from
// scratch on this small state; abstract() maps a real GameState onto it.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/rules.h"
#include "core/state.h"

namespace hydra::props {

struct ModelHead {
  int id = 0, top = 0, size = 0;
  friend bool operator==(const ModelHead&, const ModelHead&) = default;
};

struct ModelPiles {
  int draw = 0, discard = 0;
  friend bool operator==(const ModelPiles&, const ModelPiles&) = default;
};

struct Model {
  Rules rules;
  std::vector<ModelPiles> piles;
  std::vector<ModelHead> heads;
  int nextId = 1;
  int current = 0;
  Phase phase = Phase::TurnStart;
  std::optional<Card> hand, reserve;
  int remaining = 0;
  int cuts = 0;
  std::optional<int> winner;
  int draws = 0;  // cards the model has drawn so far (not part of the comparison)

  int players() const { return static_cast<int>(piles.size()); }
  const ModelHead* head(int id) const;
  int owned(int player) const { return piles[player].draw + piles[player].discard; }
};

// The model of a real state.
Model abstract(const GameState& state);

// The differences that matter (draws excluded), one per line; empty when they agree.
std::string compare(const Model& want, const Model& got);
void showValue(const Model& model, std::ostream& out);

// The value a card counts as when played: its rank, or the announced value of a joker.
int valueOf(Card card, std::optional<int> announced);

// Transitions. `next` are the cards the test names for the draws the move makes, in order;
// a transition consumes as many as the rules say and counts them in model.draws.
void modelStartTurn(Model& model, Card drawn);
void modelPlace(Model& model, int headId, std::optional<int> announced, Card next);
void modelReserve(Model& model, Card next);
void modelSwap(Model& model);
void modelCut(Model& model, Card first, Card second);

// Whether the model allows each move (R5, R7-R14).
bool modelMayStart(const Model& model);
bool modelMayPlace(const Model& model, int headId, std::optional<int> announced);
bool modelMayReserve(const Model& model);
bool modelMaySwap(const Model& model);
bool modelMayCut(const Model& model);

}  // namespace hydra::props
