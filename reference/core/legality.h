// Legality (rules R5, R7-R14): the one place that decides whether a move is allowed. The CLI,
// the computer players, the tests and the fuzzers all ask here. A refused move comes back as a
// MoveError naming the clause of docs/rules.md that forbids it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/state.h"

namespace hydra {

enum class RuleError {
  WrongPhase,            // R5: no card in hand, the turn has not started, the game is over, or
                         // (R23) a drawn card waits to be named
  NoSuchHead,            // R19: not the id of an active head
  DoesNotFit,            // R7-R9: no action 1-3 with this card on this head
  JokerValueMissing,     // R10: a joker needs an announced value
  JokerValueUnexpected,  // R10: only a joker takes an announced value
  JokerValueOutOfRange,  // R10: announced values are A, 2..10, J, Q, K
  JokerValueDoesNotFit,  // R10: the announced value fits no action 1-3 on this head
  ReserveTaken,          // R12: the reserve already holds a card
  ReserveOneHead,        // R12: action 4 needs more than one head
  SwapWithoutReserve,    // R13: nothing to swap with
  CutWhileFits,          // R14: the card fits some head (actions 1-3); not under cut-anytime
  CutReserveFree,        // R14 under strict-cut: the card could still go into the reserve
};

struct MoveError {
  RuleError code;
  std::string message;

  // The clause of docs/rules.md, e.g. "R14".
  const char* clause() const;
};

// Whether a card worth `value` may go on a head whose top counts as `top` (actions 1-3), and
// whether doing so ends the turn (action 2).
bool fits(int value, int top);
bool endsTurn(int value, int top);

// Whether `card`, worth `value` (its rank, or the value announced for a joker), may go on
// `head` by actions 1-3 under `rules`: the canonical test above, turned upwards for black
// cards under red-down-black-up (H2), or any value on a head of the card's suit under
// suit-match (H3). docs/house-rules.md.
bool fitsHead(const Rules& rules, Card card, int value, const Head& head);

// Whether `card` (say, the reserve) would fit at least one head by actions 1-3 under the game's
// rules, taking a joker's free choice into account; without `card`, the card in hand (throws
// std::bad_optional_access when there is none).
bool fitsAnyHead(const GameState& state, Card card);
bool fitsAnyHead(const GameState& state);

// nullopt when `move` is legal in `state`, else the reason it is not.
std::optional<MoveError> checkMove(const GameState& state, const Move& move);

// Every legal move, in a fixed order: StartTurn; or Place by head id (a joker's by announced
// value), Reserve, Swap, Cut. Empty once the game is over.
std::vector<Move> legalMoves(const GameState& state);

}  // namespace hydra
