// Playing the game (rules R1, R3, R5-R18): starting a game and applying moves. apply() is the
// only function that changes a GameState during play; it refuses illegal moves with the same
// MoveError that checkMove() gives, leaving the state untouched.
#pragma once

#include <optional>

#include "core/card_source.h"
#include "core/legality.h"
#include "core/move.h"
#include "core/rules.h"
#include "core/state.h"

namespace hydra {

// Deals n decks to n players (shuffled by the source), has player 1 start head 1, and leaves
// the game at player 2's turn start. n >= 2.
GameState newGame(int playerCount, const Rules& rules, CardSource& source);

// Applies a move; draws and reshuffles go through the source. nullopt on success.
std::optional<MoveError> apply(GameState& state, const Move& move, CardSource& source);

// Testing mode names the card in hand just before each move request: the card in hand becomes
// `card` (counts do not change). Only while a card is in hand (phase Move): otherwise it
// throws std::bad_optional_access.
void relabelHand(GameState& state, Card card);

}  // namespace hydra
