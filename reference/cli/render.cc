// Rendering of the table and prompts (rules R20-R22), exactly as the protocol spells them.
#include "cli/render.h"

namespace hydra::cli {

std::string headTopName(const Head& head) {
  const Card& top = head.top();
  if (top.isJoker()) return rankName(head.topValue) + "J";
  return cardName(top);
}

namespace {

std::string playerLine(const GameState& state, int index) {
  const Player& player = state.players[static_cast<size_t>(index)];
  std::string line = "Player " + std::to_string(index + 1) + ": " +
                     std::to_string(player.total()) + " (" + std::to_string(player.draw.size()) +
                     " draw, " + std::to_string(player.discard.size()) + " discard)";
  if (state.phase == Phase::Move && index == state.current) {
    line += " + 1 in hand, " + std::to_string(state.remaining) + " remaining, " +
            (state.reserve ? "1" : "0") + " in reserve";
  }
  return line;
}

std::string playerNumber(const GameState& state) { return std::to_string(state.current + 1); }

}  // namespace

std::string renderTable(const GameState& state) {
  std::string out = "\nHeads:\n";
  for (const Head& head : state.heads) {
    out += std::to_string(head.id) + ": " + headTopName(head) + " (" +
           std::to_string(head.cards.size()) + ")\n";
  }
  out += "\nPlayers:\n";
  for (int i = 0; i < state.playerCount(); ++i) out += playerLine(state, i) + "\n";
  out += "\n";
  return out;
}

std::string turnPrompt(const GameState& state) {
  return "Player " + playerNumber(state) + ", it is your turn.";
}

std::string holdingPrompt(const GameState& state) {
  return "Player " + playerNumber(state) + ", you are holding a " + cardName(*state.hand) +
         ". Your move?";
}

std::string winnerLine(const GameState& state) {
  return "Player " + std::to_string(*state.winner + 1) + " wins!";
}

}  // namespace hydra::cli
