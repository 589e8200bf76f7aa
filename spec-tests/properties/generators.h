// RapidCheck generators for the domain of Hydra (rules R1, R2, R10, R25): cards and jokers,
// announced joker values (good and bad), rulesets, player counts, arbitrary moves and
// move sequences, whole-game scenarios, and positions: states reached from a real start by
// playing random legal and illegal moves through apply(), never made by filling structs.
// Everything shrinks towards small and simple: two players, the canonical rules, short games.
#pragma once

#include <rapidcheck.h>

#include <ostream>
#include <vector>

#include "core/card.h"
#include "core/move.h"
#include "properties/playout.h"

namespace hydra {
// Readable counterexamples: RapidCheck finds these by argument-dependent lookup.
void showValue(const Card& card, std::ostream& out);
void showValue(const Move& move, std::ostream& out);
}  // namespace hydra

namespace hydra::props {

// A game in progress together with the card source that will make its future draws.
struct Position {
  Scenario origin;  // replaying it from newGame gives this position again
  Game game;
};
void showValue(const Position& position, std::ostream& out);

rc::Gen<Card> genOrdinaryCard();
rc::Gen<Card> genCard();  // an ordinary card or (about one time in seven) a joker
rc::Gen<std::optional<int>> genJokerValue();  // mostly A..K; sometimes missing or out of range
rc::Gen<Rules> genRules();      // the readings and the house rules, in valid combinations
rc::Gen<int> genPlayerCount();  // 2..8
rc::Gen<Move> genMove();        // any move at all, legal or not anywhere
rc::Gen<std::vector<Move>> genMoveSequence();

// A whole game from newGame to the end (up to a generous bound) by the given players; the
// random player tries an arbitrary move instead of a legal one 0, 10 or 30% of the time.
rc::Gen<Scenario> genScenario(std::vector<Strategy> strategies = {Strategy::Random});

// A position reached after 0..maxMoves attempted moves of a random scenario.
rc::Gen<Position> genPosition(int maxMoves = 1500);

// A position a few moves (1..movesBefore) before the end of a random game: late positions,
// where piles run out, discard piles are reshuffled and wins are near.
rc::Gen<Position> genLatePosition(int movesBefore = 60);

// Games long enough to reach the end: no real game comes near this many attempted moves.
inline constexpr int kGenerousBound = 200000;

}  // namespace hydra::props
