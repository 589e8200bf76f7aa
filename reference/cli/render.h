// The canonical display (rules R20-R22): the heads block, the players block and the prompts,
// returned as strings or appended to one. Nothing here writes to a stream; the session's
// presenter (cli/presenter.h) keeps the lines that did not change between two displays.
#pragma once

#include <string>

#include "core/state.h"

namespace hydra::cli {

// "3H", "10D", a played joker as its announced value with suit J ("7J").
std::string headTopName(const Head& head);

// "3: 7J (4)\n": one line of the heads block.
void appendHeadLine(std::string& out, const Head& head);
// "Player 2: 30 (20 draw, 10 discard)\n", with " + 1 in hand, e remaining, f in reserve" before
// the line end for the player holding a card (phase Move).
void appendPlayerLine(std::string& out, const GameState& state, int index);

// The blank line, "Heads:" block, blank line, "Players:" block and blank line shown before
// every prompt except the card questions. The current player's line carries the
// "+ 1 in hand" part only while they hold a card (phase Move).
std::string renderTable(const GameState& state);

std::string turnPrompt(const GameState& state);     // "Player a, it is your turn."
std::string holdingPrompt(const GameState& state);  // "Player a, you are holding a 5H. Your move?"
std::string winnerLine(const GameState& state);     // "Player a wins!"

}  // namespace hydra::cli
