// The legality rules (see legality_oracle.h), clause by clause.
#include "oracle/legality_oracle.h"

#include "oracle/placement.h"

namespace hydra::oracle {
namespace {

void placeRefusals(const Table& table, const Place& place, Refusals& why) {
  const Card hand = *table.hand;
  const Pile* head = table.head(place.headId);
  if (!head) why.insert(Refusal::NoSuchHead);  // R19.1
  if (!hand.isJoker()) {
    if (place.jokerValue) why.insert(Refusal::JokerValueUnwanted);
    if (head && !cardFitsHead(table.options, hand, hand.rank, *head)) {
      why.insert(Refusal::DoesNotFit);
    }
    return;
  }
  if (!place.jokerValue) {  // R10.1
    why.insert(Refusal::JokerValueMissing);
  } else if (*place.jokerValue < 1 || *place.jokerValue > 13) {
    why.insert(Refusal::JokerValueInvalid);
  } else if (head && !cardFitsHead(table.options, hand, *place.jokerValue, *head)) {
    why.insert(Refusal::JokerValueMisfits);  // R10.2
  }
}

}  // namespace

bool reserveOpen(const Table& table) { return !table.reserve && table.heads.size() >= 2; }

Refusals refusals(const Table& table, const Move& move) {
  Refusals why;
  if (std::holds_alternative<StartTurn>(move)) {
    if (table.stage != Stage::TurnStart) why.insert(Refusal::WrongStage);  // R5.4
    return why;
  }
  if (table.stage != Stage::Move) {
    why.insert(Refusal::WrongStage);
    return why;
  }
  if (const Place* place = std::get_if<Place>(&move)) {
    placeRefusals(table, *place, why);
  } else if (std::holds_alternative<Reserve>(move)) {  // R12
    if (table.reserve) why.insert(Refusal::ReserveTaken);
    if (table.heads.size() < 2) why.insert(Refusal::ReserveOneHead);
  } else if (std::holds_alternative<Swap>(move)) {  // R13.4
    if (!table.reserve) why.insert(Refusal::NothingToSwap);
  } else {  // R14.1, R14.5; H1.1 lifts both
    if (!table.options.cutAnytime && fitsSomeHead(table, *table.hand)) {
      why.insert(Refusal::CutWhileFits);
    }
    if (table.options.strictCut && reserveOpen(table)) why.insert(Refusal::CutReserveFree);
  }
  return why;
}

bool allowed(const Table& table, const Move& move) { return refusals(table, move).empty(); }

const char* clauseOf(Refusal refusal) {
  switch (refusal) {
    case Refusal::WrongStage: return "R5";
    case Refusal::NoSuchHead: return "R19";
    case Refusal::DoesNotFit: return "R7";
    case Refusal::JokerValueMissing:
    case Refusal::JokerValueUnwanted:
    case Refusal::JokerValueInvalid:
    case Refusal::JokerValueMisfits: return "R10";
    case Refusal::ReserveTaken:
    case Refusal::ReserveOneHead: return "R12";
    case Refusal::NothingToSwap: return "R13";
    case Refusal::CutWhileFits:
    case Refusal::CutReserveFree: return "R14";
  }
  return "?";
}

std::vector<Move> candidateMoves(const Table& table) {
  std::vector<Move> moves{StartTurn{}, Reserve{}, Swap{}, Cut{}};
  std::vector<int> ids{-1, 0, table.nextId};
  for (const Pile& head : table.heads) ids.push_back(head.id);
  if (!table.heads.empty() && table.heads.front().id > 1) {
    ids.push_back(table.heads.front().id - 1);  // a retired id
  }
  // A joker's value matters; any value for another card is refused all the same (R10.1).
  std::vector<std::optional<int>> values{std::nullopt, 1};
  if (table.hand && table.hand->isJoker()) {
    values.insert(values.end(), {-3, 0, 14});
    for (int v = 2; v <= 13; ++v) values.push_back(v);
  }
  for (int id : ids) {
    for (const std::optional<int>& value : values) moves.push_back(Place{id, value});
  }
  return moves;
}

}  // namespace hydra::oracle
