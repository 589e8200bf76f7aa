// Where a card may go (rules R7-R11 and house rules H2, H3), written from docs/rules.md and
// docs/house-rules.md: action 1 (lower), action 2 (equal, the turn ends), action 3 (anything
// but an ace on an ace); under red-down-black-up black cards go up instead; under suit-match a
// card of the top card's suit goes on at any value. A joker plays as its announced value, with
// neither colour nor suit.
#pragma once

#include "core/card.h"
#include "oracle/table.h"

namespace hydra::oracle {

// R7-R9 on values alone.
bool valueFits(int value, int top);
// R8: an equal value ends the turn (whatever rule allowed the placement).
bool placementEndsTurn(int value, int top);

// Whether `card`, played as `value` (its rank, or a joker's announced value), may go on a head
// whose top card is `topCard` counting as `topValue`, under `options`.
bool cardFits(const Options& options, Card card, int value, Card topCard, int topValue);
bool cardFitsHead(const Options& options, Card card, int value, const Pile& head);

// R10.5, R14.1: the card fits at least one head (a joker, announced as an ace, always does).
bool fitsSomeHead(const Table& table, Card card);

}  // namespace hydra::oracle
