// Serialising a game state for exact comparison (see snapshot.h).
#include "properties/snapshot.h"

namespace hydra::props {
namespace {

void putCard(std::string& out, const Card& card) {
  out += card.isJoker() ? std::string("*") : std::to_string(card.rank) + suitLetter(card.suit);
  out += ' ';
}

void putPile(std::string& out, const char* name, const std::vector<Card>& cards) {
  out += name;
  out += '[';
  for (const Card& card : cards) putCard(out, card);
  out += "]\n";
}

}  // namespace

std::string snapshot(const GameState& state) {
  std::string out = "rules " + std::to_string(state.rules.strictCut) +
                    std::to_string(state.rules.reserveToDraw) + "\n";
  for (size_t i = 0; i < state.players.size(); ++i) {
    out += "player " + std::to_string(i) + "\n";
    putPile(out, " draw", state.players[i].draw);
    putPile(out, " discard", state.players[i].discard);
  }
  for (const Head& head : state.heads) {
    out += "head " + std::to_string(head.id) + " counts " + std::to_string(head.topValue);
    putPile(out, "", head.cards);
  }
  out += "next " + std::to_string(state.nextHeadId) + " current " + std::to_string(state.current) +
         " phase " + std::to_string(static_cast<int>(state.phase)) + " remaining " +
         std::to_string(state.remaining) + " cuts " + std::to_string(state.cutCount) +
         " relabelled " + std::to_string(state.relabelled) + "\n";
  out += "hand ";
  if (state.hand) putCard(out, *state.hand);
  out += "\nreserve ";
  if (state.reserve) putCard(out, *state.reserve);
  out += "\nwinner " + (state.winner ? std::to_string(*state.winner) : std::string("-")) + "\n";
  return out;
}

int pileCards(const GameState& state, int player) {
  const Player& p = state.players[static_cast<size_t>(player)];
  return static_cast<int>(p.draw.size() + p.discard.size());
}

int tableCards(const GameState& state) {
  int total = 0;
  for (int i = 0; i < state.playerCount(); ++i) total += pileCards(state, i);
  for (const Head& head : state.heads) total += static_cast<int>(head.cards.size());
  return total + (state.hand ? 1 : 0) + (state.reserve ? 1 : 0);
}

}  // namespace hydra::props
