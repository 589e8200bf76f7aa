// The legality of moves (rules R5, R7-R14, R19 and house rule H1), written from
// docs/rules.md, docs/interpretations.md and docs/house-rules.md without looking at the engine's
// legality code. refusals() lists every rule that forbids a move (a move may break several at
// once; an engine refusing it must name one of them); a move is allowed exactly when the list
// is empty.
#pragma once

#include <cstdint>
#include <vector>

#include "core/move.h"
#include "oracle/table.h"

namespace hydra::oracle {

enum class Refusal {
  WrongStage,          // R5: no card in hand, the turn has not started, or the game is over
  NoSuchHead,          // R19: not the id of an active head
  DoesNotFit,          // R7-R9, H2, H3: the card goes on that head by no action
  JokerValueMissing,   // R10: a joker needs an announced value
  JokerValueUnwanted,  // R10: only a joker takes an announced value
  JokerValueInvalid,   // R10: announced values are A, 2..10, J, Q, K
  JokerValueMisfits,   // R10: the announced value fits no action on that head
  ReserveTaken,        // R12: the reserve already holds a card
  ReserveOneHead,      // R12: action 4 needs more than one head
  NothingToSwap,       // R13: the reserve is empty
  CutWhileFits,        // R14: the card fits some head (not under H1 cut-anytime)
  CutReserveFree,      // R14 under strict-cut: the card could still go into the reserve
};

// A set of refusals (a small value: the oracle is asked about every candidate of every step).
class Refusals {
 public:
  void insert(Refusal refusal) { bits_ |= 1u << static_cast<unsigned>(refusal); }
  bool count(Refusal refusal) const { return (bits_ >> static_cast<unsigned>(refusal)) & 1u; }
  bool empty() const { return bits_ == 0; }

 private:
  uint32_t bits_ = 0;
};

// R12: action 4 is open.
bool reserveOpen(const Table& table);

// Every rule that forbids `move` on `table`; empty exactly when the move is legal.
Refusals refusals(const Table& table, const Move& move);
bool allowed(const Table& table, const Move& move);

// The clause of docs/rules.md a refusal belongs to ("R7" stands for R7-R9).
const char* clauseOf(Refusal refusal);

// Every move worth trying on `table`: all kinds of move, placements on every active head, on
// retired and unissued ids, with no joker value and wrong ones, and for a joker in hand every
// possible value.
std::vector<Move> candidateMoves(const Table& table);

}  // namespace hydra::oracle
