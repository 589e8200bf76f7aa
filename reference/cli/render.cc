// Rendering of the table and prompts (rules R20-R22), exactly as the protocol spells them.
#include "cli/render.h"

#include "cli/output.h"

namespace hydra::cli {

std::string headTopName(const Head& head) {
  const Card& top = head.top();
  if (top.isJoker()) return rankName(head.topValue) + "J";
  return cardName(top);
}

void appendHeadLine(std::string& out, const Head& head) {
  Output::appendNumber(out, head.id);
  out += ": ";
  out += headTopName(head);
  out += " (";
  Output::appendNumber(out, head.cards.size());
  out += ")\n";
}

void appendPlayerLine(std::string& out, const GameState& state, int index) {
  const Player& player = state.players[static_cast<size_t>(index)];
  out += "Player ";
  Output::appendNumber(out, index + 1);
  out += ": ";
  Output::appendNumber(out, player.total());
  out += " (";
  Output::appendNumber(out, player.draw.size());
  out += " draw, ";
  Output::appendNumber(out, player.discard.size());
  out += " discard)";
  if (state.phase == Phase::Move && index == state.current) {
    out += " + 1 in hand, ";
    Output::appendNumber(out, state.remaining);
    out += " remaining, ";
    out += state.reserve ? "1" : "0";
    out += " in reserve";
  }
  out += '\n';
}

namespace {

std::string playerNumber(const GameState& state) { return std::to_string(state.current + 1); }

}  // namespace

std::string renderTable(const GameState& state) {
  std::string out = "\nHeads:\n";
  for (const Head& head : state.heads) appendHeadLine(out, head);
  out += "\nPlayers:\n";
  for (int i = 0; i < state.playerCount(); ++i) appendPlayerLine(out, state, i);
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
