// Playing whole games from a real start (rules R1, R3, then R5-R18 through apply()). A
// Scenario says who plays how; play() attempts one move after another, legal or not, and hands
// every attempt to the caller as a Step: the state before, the move, the engine's answer, the
// state after and the draws the engine made. Properties are written as checks on Steps.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>

#include "core/game.h"
#include "properties/probe_source.h"
#include "properties/strategies.h"

namespace hydra::props {

struct Scenario {
  int players = 2;
  Rules rules;
  uint64_t deckSeed = 1;  // the shuffles
  uint64_t moveSeed = 1;  // the random player's choices
  Strategy strategy = Strategy::Random;
  int illegalPercent = 0;  // random player only: share of moves drawn from the whole universe
  int maxSteps = 1000;     // attempted moves, legal or not
};

void showValue(const Scenario& scenario, std::ostream& out);

struct Step {
  int index = 0;
  const GameState& before;
  const Move& move;
  const std::optional<MoveError>& error;
  const GameState& after;
  DrawCounts drawn;  // draws made by this move
};

struct Game {
  GameState state;
  ProbeSource source;
  Rng moveRng;
  int attempted = 0;
  int applied = 0;
  bool stalemate = false;  // play() stopped at a strict-cut stalemate
};

Game startGame(const Scenario& scenario);

// Under -rules strict-cut (R14.2) a game can never end: at a turn start every player owns a
// single card, no joker, that fits no head, and there are two heads or more. Each in turn
// draws it, may not cut while the reserve is free, must reserve it, and gets it back (R16.2).
// Nothing on the table ever changes again.
bool isStrictCutStalemate(const GameState& state);

// Attempts moves until the game is over, a strict-cut stalemate is reached or
// scenario.maxSteps attempts have been made.
void play(Game& game, const Scenario& scenario, const std::function<void(const Step&)>& onStep);

// The next move the scenario's player chooses.
Move chooseMove(Game& game, const Scenario& scenario);

// A running count of states checked by the suite (play() counts every step), for the figures
// that stats_env.cc prints at the end of a run.
void noteStatesChecked(long long count);
long long statesChecked();

}  // namespace hydra::props
