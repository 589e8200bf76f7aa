// The small model's transitions and its abstraction of full tables (see model.h).
#include "oracle/model.h"

#include <sstream>

#include "oracle/legality_oracle.h"
#include "oracle/placement.h"

namespace hydra::oracle {
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
  ++(model.options.reserveToDraw ? piles.draw : piles.discard);
  model.reserve.reset();
}

void endTurn(Model& model) {
  putAwayReserve(model);
  model.hand.reset();
  model.remaining = 0;
  model.current = (model.current + 1) % model.players();
  model.stage = Stage::TurnStart;
}

// R18: nothing left in the piles, in hand or in reserve.
bool wins(Model& model) {
  if (model.owned(model.current) > 0 || model.reserve || model.hand) return false;
  model.winner = model.current;
  model.stage = Stage::Over;
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

// The table as far as legality sees it: heads by their top card and value alone.
Table sketch(const Model& model) {
  Table table;
  table.options = model.options;
  table.seats.resize(model.piles.size());
  for (const ModelHead& head : model.heads)
    table.heads.push_back({head.id, {head.topCard}, head.top});
  table.nextId = model.nextId;
  table.current = model.current;
  table.stage = model.stage;
  table.hand = model.hand;
  table.reserve = model.reserve;
  table.remaining = model.remaining;
  return table;
}

}  // namespace

Model abstract(const Table& table) {
  Model model;
  model.options = table.options;
  for (const Seat& seat : table.seats) {
    model.piles.push_back(
        {static_cast<int>(seat.draw.size()), static_cast<int>(seat.discard.size())});
  }
  for (const Pile& head : table.heads) {
    model.heads.push_back({head.id, head.value, static_cast<int>(head.cards.size()), head.top()});
  }
  model.nextId = table.nextId;
  model.current = table.current;
  model.stage = table.stage;
  model.hand = table.hand;
  model.reserve = table.reserve;
  model.remaining = table.remaining;
  model.cuts = table.cuts;
  model.winner = table.winner;
  return model;
}

void showValue(const Model& model, std::ostream& out) {
  const char* stage = model.stage == Stage::TurnStart ? "turn start"
                      : model.stage == Stage::Move    ? "move"
                                                      : "game over";
  out << "player " << model.current + 1 << ", " << stage;
  if (model.hand) out << ", holding " << cardText(model.hand);
  if (model.reserve) out << ", reserve " << cardText(model.reserve);
  out << ", " << model.remaining << " remaining; heads";
  for (const ModelHead& h : model.heads) {
    out << " " << h.id << ":" << cardText(h.topCard) << "=" << h.top << "(" << h.size << ")";
  }
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
  field(want.heads == got.heads, "heads (id, top card and value, size)");
  field(want.nextId == got.nextId, "next head id");
  field(want.current == got.current, "current player");
  field(want.stage == got.stage, "stage");
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

bool modelAllows(const Model& model, const Move& move) {
  if (std::holds_alternative<StartTurn>(move) && model.stage == Stage::TurnStart) {
    return model.owned(model.current) > 0;
  }
  return allowed(sketch(model), move);
}

void modelStartTurn(Model& model, Card drawn) {
  model.remaining = static_cast<int>(model.heads.size()) - 1;  // R5: the quota is fixed now
  model.hand = draw(model, drawn);
  model.stage = Stage::Move;
}

void modelPlace(Model& model, int headId, std::optional<int> announced, Card next) {
  Card card = *model.hand;
  int value = card.isJoker() ? announced.value_or(0) : card.rank;
  for (ModelHead& head : model.heads) {
    if (head.id != headId) continue;
    bool ends = placementEndsTurn(value, head.top);  // R8
    head.top = value;
    head.topCard = card;
    ++head.size;
    model.hand.reset();
    if (wins(model)) return;
    if (ends) {
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
    model.heads.push_back({model.nextId++, card.isJoker() ? 2 : card.rank, 1, card});
  }
  ++model.cuts;
  if (!wins(model)) endTurn(model);  // R15.5, R18.3
}

}  // namespace hydra::oracle
