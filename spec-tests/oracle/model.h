// A deliberately small model of a Hydra game for the stateful test (R5-R18, I1-I2, H1-H3): how
// many cards each player has in their draw and discard piles, each head's id, top card, top
// value and size, the card in hand and the reserve, and whose turn it is; no pile contents at
// all. The cards drawn are named by the test (as a tester does in testing mode), so the model
// knows every card it needs. The transitions are the rules as docs/rules.md states them,
// written again on this small state; which moves are allowed is the legality oracle's answer.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/move.h"
#include "oracle/table.h"

namespace hydra::oracle {

struct ModelHead {
  int id = 0, top = 0, size = 0;
  Card topCard;
  friend bool operator==(const ModelHead&, const ModelHead&) = default;
};

struct ModelPiles {
  int draw = 0, discard = 0;
  friend bool operator==(const ModelPiles&, const ModelPiles&) = default;
};

struct Model {
  Options options;
  std::vector<ModelPiles> piles;
  std::vector<ModelHead> heads;
  int nextId = 1;
  int current = 0;
  Stage stage = Stage::TurnStart;
  std::optional<Card> hand, reserve;
  int remaining = 0;
  int cuts = 0;
  std::optional<int> winner;
  int draws = 0;  // cards the model has drawn so far (not part of the comparison)

  int players() const { return static_cast<int>(piles.size()); }
  int owned(int player) const { return piles[player].draw + piles[player].discard; }
};

// The model of a full table.
Model abstract(const Table& table);

// The differences that matter (draws excluded), one per line; empty when they agree.
std::string compare(const Model& want, const Model& got);
void showValue(const Model& model, std::ostream& out);

// Whether the model allows `move` (R5, R7-R14, H1-H3, by the legality oracle).
bool modelAllows(const Model& model, const Move& move);

// Transitions. `next` are the cards the test names for the draws the move makes, in order;
// a transition consumes as many as the rules say and counts them in model.draws.
void modelStartTurn(Model& model, Card drawn);
void modelPlace(Model& model, int headId, std::optional<int> announced, Card next);
void modelReserve(Model& model, Card next);
void modelSwap(Model& model);
void modelCut(Model& model, Card first, Card second);

}  // namespace hydra::oracle
