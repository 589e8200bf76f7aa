// Copying engine values into the oracle's (see engine_view.h).
#include "oracle/engine_view.h"

#include <cstdio>
#include <cstdlib>

#include "oracle/placement.h"

namespace hydra::oracle {

Options optionsOf(const Rules& rules) {
  return Options{rules.strictCut, rules.reserveToDraw, rules.cutAnytime, rules.blackGoesUp,
                 rules.suitMatch};
}

namespace {

// The oracle plays with cards known when drawn, so a game waiting for a drawn card to be named
// (Phase::Draw, only under CardNaming::ByReveal: the text front end's testing mode) has no
// stage of its own; viewing one is a misuse that stops the test at once.
Stage stageOf(Phase phase) {
  switch (phase) {
    case Phase::TurnStart: return Stage::TurnStart;
    case Phase::Move: return Stage::Move;
    case Phase::GameOver: return Stage::Over;
    case Phase::Draw: break;
  }
  std::fprintf(stderr, "oracle: a state waiting for a card to be named (Phase::Draw)\n");
  std::abort();
}

}  // namespace

Table view(const GameState& state) {
  Table table;
  table.options = optionsOf(state.rules);
  for (const Player& player : state.players) table.seats.push_back({player.draw, player.discard});
  for (const Head& head : state.heads) table.heads.push_back({head.id, head.cards, head.topValue});
  table.nextId = state.nextHeadId;
  table.current = state.current;
  table.stage = stageOf(state.phase);
  table.hand = state.hand;
  table.reserve = state.reserve;
  table.remaining = state.remaining;
  table.winner = state.winner;
  table.cuts = state.cutCount;
  table.relabelled = state.relabelled;
  return table;
}

Refusal refusalOf(RuleError code) {
  switch (code) {
    case RuleError::WrongPhase: return Refusal::WrongStage;
    case RuleError::NoSuchHead: return Refusal::NoSuchHead;
    case RuleError::DoesNotFit: return Refusal::DoesNotFit;
    case RuleError::JokerValueMissing: return Refusal::JokerValueMissing;
    case RuleError::JokerValueUnexpected: return Refusal::JokerValueUnwanted;
    case RuleError::JokerValueOutOfRange: return Refusal::JokerValueInvalid;
    case RuleError::JokerValueDoesNotFit: return Refusal::JokerValueMisfits;
    case RuleError::ReserveTaken: return Refusal::ReserveTaken;
    case RuleError::ReserveOneHead: return Refusal::ReserveOneHead;
    case RuleError::SwapWithoutReserve: return Refusal::NothingToSwap;
    case RuleError::CutWhileFits: return Refusal::CutWhileFits;
    case RuleError::CutReserveFree: return Refusal::CutReserveFree;
  }
  return Refusal::WrongStage;
}

bool fitsHead(const GameState& state, Card card, int value, const Head& head) {
  return cardFits(optionsOf(state.rules), card, value, head.top(), head.topValue);
}

bool fitsSomeHead(const GameState& state, Card card) { return fitsSomeHead(view(state), card); }

bool reserveOpen(const GameState& state) { return reserveOpen(view(state)); }

Refusals refusals(const GameState& state, const Move& move) { return refusals(view(state), move); }

std::vector<Move> candidateMoves(const GameState& state) { return candidateMoves(view(state)); }

}  // namespace hydra::oracle
