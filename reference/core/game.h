// Playing the game (rules R1, R3, R5-R18, R23): starting a game, applying moves and naming drawn
// cards. apply() and reveal() are the only functions that change a GameState during play; both
// refuse what is not allowed (apply with the same MoveError that checkMove() gives), leaving the
// state untouched. Neither reads nor writes anything: the front end asks the questions.
#pragma once

#include <optional>

#include "core/card_source.h"
#include "core/legality.h"
#include "core/move.h"
#include "core/rules.h"
#include "core/state.h"

namespace hydra {

// Deals n decks to n players (shuffled by the source), has player 1 start head 1, and leaves
// the game at player 2's turn start (under CardNaming::ByReveal, first in phase Draw until
// head 1 is named). n >= 2.
GameState newGame(int playerCount, const Rules& rules, CardSource& source,
                  CardNaming naming = CardNaming::BySource);

// Applies a move; draws and reshuffles go through the source. nullopt on success.
std::optional<MoveError> apply(GameState& state, const Move& move, CardSource& source);

// Testing mode's naming of a card (R23), a step of play like a move: in phase Draw, the card
// of the first head in state.unnamed becomes `card` (a joker counting as a 2), and once every
// drawn card is named play goes on; in phase Move, the card in hand becomes `card`, since
// testing mode names it before every move request. Counts do not change. Refused (WrongPhase)
// in any other phase.
std::optional<MoveError> reveal(GameState& state, Card card);

}  // namespace hydra
