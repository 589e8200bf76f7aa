// The simple model's transitions and its abstraction of real states (see model.h).
#include "properties/model.h"

#include <sstream>

#include "properties/oracle.h"

namespace hydra::props {
namespace {

// R6: the top card of the draw pile, the discard pile turning over first when it is empty.
Card draw(Model& model, Card named) {
  ModelPiles& piles = model.piles[model.current];
  if (piles.draw == 0) {
    piles.draw = piles.discard;
    piles.discard = 0;
  }
  --piles.draw;
  ++model.draws;
  return named;
}

// R17: the reserve is put away (discard, or top of the draw pile under reserve-to-draw).
void putAwayReserve(Model& model) {
  if (!model.reserve) return;
  ModelPiles& piles = model.piles[model.current];
  ++(model.rules.reserveToDraw ? piles.draw : piles.discard);
  model.reserve.reset();
}

void endTurn(Model& model) {
  putAwayReserve(model);
  model.hand.reset();
  model.remaining = 0;
  model.current = (model.current + 1) % model.players();
  model.phase = Phase::TurnStart;
}

// R18: nothing left in the piles, in hand or in reserve.
bool wins(Model& model) {
  if (model.owned(model.current) > 0 || model.reserve || model.hand) return false;
  model.winner = model.current;
  model.phase = Phase::GameOver;
  model.remaining = 0;
  return true;
}

// R16: draw the next card of the quota, or end the turn.
void continueTurn(Model& model, Card next) {
  if (model.remaining == 0 || model.owned(model.current) == 0) {
    endTurn(model);
    return;
  }
  model.hand = draw(model, next);
  --model.remaining;
}

}  // namespace

const ModelHead* Model::head(int id) const {
  for (const ModelHead& h : heads) {
    if (h.id == id) return &h;
  }
  return nullptr;
}

int valueOf(Card card, std::optional<int> announced) {
  return card.isJoker() ? announced.value_or(0) : card.rank;
}

Model abstract(const GameState& state) {
  Model model;
  model.rules = state.rules;
  for (const Player& player : state.players) {
    model.piles.push_back(
        {static_cast<int>(player.draw.size()), static_cast<int>(player.discard.size())});
  }
  for (const Head& head : state.heads) {
    model.heads.push_back({head.id, head.topValue, static_cast<int>(head.cards.size())});
  }
  model.nextId = state.nextHeadId;
  model.current = state.current;
  model.phase = state.phase;
  model.hand = state.hand;
  model.reserve = state.reserve;
  model.remaining = state.remaining;
  model.cuts = state.cutCount;
  model.winner = state.winner;
  return model;
}

void showValue(const Model& model, std::ostream& out) {
  const char* phase = model.phase == Phase::TurnStart ? "turn start"
                      : model.phase == Phase::Move    ? "move"
                                                      : "game over";
  out << "player " << model.current + 1 << ", " << phase;
  if (model.hand) out << ", holding " << cardName(*model.hand);
  if (model.reserve) out << ", reserve " << cardName(*model.reserve);
  out << ", " << model.remaining << " remaining; heads";
  for (const ModelHead& h : model.heads) out << " " << h.id << ":" << h.top << "(" << h.size << ")";
  out << "; piles (draw/discard)";
  for (const ModelPiles& p : model.piles) out << " " << p.draw << "/" << p.discard;
  if (model.winner) out << "; winner " << *model.winner + 1;
}

std::string compare(const Model& want, const Model& got) {
  std::ostringstream out;
  auto field = [&out](bool same, const char* name) {
    if (!same) out << "  " << name << " differs\n";
  };
  field(want.piles == got.piles, "draw/discard counts");
  field(want.heads == got.heads, "heads (id, top, size)");
  field(want.nextId == got.nextId, "next head id");
  field(want.current == got.current, "current player");
  field(want.phase == got.phase, "phase");
  field(want.hand == got.hand, "card in hand");
  field(want.reserve == got.reserve, "reserve");
  field(want.remaining == got.remaining, "remaining");
  field(want.cuts == got.cuts, "cuts");
  field(want.winner == got.winner, "winner");
  std::string diff = out.str();
  if (diff.empty()) return diff;
  std::ostringstream both;
  both << diff << "  model:  ";
  showValue(want, both);
  both << "\n  engine: ";
  showValue(got, both);
  return both.str();
}

bool modelMayStart(const Model& model) {
  return model.phase == Phase::TurnStart && model.owned(model.current) > 0;
}

bool modelMayPlace(const Model& model, int headId, std::optional<int> announced) {
  if (model.phase != Phase::Move) return false;
  const ModelHead* head = model.head(headId);
  if (!head) return false;
  if (model.hand->isJoker() != announced.has_value()) return false;
  int value = valueOf(*model.hand, announced);
  return value >= 1 && value <= 13 && mayPlace(value, head->top);
}

bool modelMayReserve(const Model& model) {
  return model.phase == Phase::Move && !model.reserve && model.heads.size() > 1;
}

bool modelMaySwap(const Model& model) { return model.phase == Phase::Move && model.reserve; }

bool modelMayCut(const Model& model) {
  if (model.phase != Phase::Move || model.hand->isJoker()) return false;
  for (const ModelHead& head : model.heads) {
    if (mayPlace(model.hand->rank, head.top)) return false;
  }
  return !(model.rules.strictCut && modelMayReserve(model));
}

void modelStartTurn(Model& model, Card drawn) {
  model.remaining = static_cast<int>(model.heads.size()) - 1;  // R5: the quota is fixed now
  model.hand = draw(model, drawn);
  model.phase = Phase::Move;
}

void modelPlace(Model& model, int headId, std::optional<int> announced, Card next) {
  int value = valueOf(*model.hand, announced);
  for (ModelHead& head : model.heads) {
    if (head.id != headId) continue;
    bool equal = value == head.top;  // R8
    head.top = value;
    ++head.size;
    model.hand.reset();
    if (wins(model)) return;
    if (equal) {
      endTurn(model);
    } else {
      continueTurn(model, next);
    }
    return;
  }
}

void modelReserve(Model& model, Card next) {
  model.reserve = model.hand;
  model.hand.reset();
  continueTurn(model, next);
}

void modelSwap(Model& model) { std::swap(model.hand, model.reserve); }

void modelCut(Model& model, Card first, Card second) {
  ModelPiles& piles = model.piles[model.current];
  ++piles.discard;  // R15.1: the card in hand
  model.hand.reset();
  putAwayReserve(model);                      // R15.2
  piles.discard += model.heads.front().size;  // R15.3
  model.heads.erase(model.heads.begin());
  for (Card named : {first, second}) {  // R15.4, R11.2
    Card card = draw(model, named);
    model.heads.push_back({model.nextId++, card.isJoker() ? 2 : card.rank, 1});
  }
  ++model.cuts;
  if (!wins(model)) endTurn(model);  // R15.5, R18.3
}

}  // namespace hydra::props
