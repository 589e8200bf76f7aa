// Placement rules (see placement.h), clause by clause.
#include "oracle/placement.h"

namespace hydra::oracle {

bool valueFits(int value, int top) {
  bool lower = value < top;             // R7, action 1
  bool equal = value == top;            // R8, action 2
  bool onAce = top == 1 && value != 1;  // R9, action 3
  return lower || equal || onAce;
}

bool placementEndsTurn(int value, int top) { return value == top; }

namespace {

bool isBlack(Card card) {
  return !card.isJoker() && (card.suit == Suit::Spades || card.suit == Suit::Clubs);
}

// H2.2, H2.3: upwards, equal, onto an ace, or a black ace anywhere.
bool fitsUpwards(int value, int top) {
  return value > top || value == top || top == 1 || value == 1;
}

}  // namespace

bool cardFits(const Options& options, Card card, int value, Card topCard, int topValue) {
  if (card.isJoker()) return valueFits(value, topValue);  // R10, H2.4, H3.3
  bool sameSuit = !topCard.isJoker() && topCard.suit == card.suit;
  if (options.suitMatch && sameSuit) return true;  // H3.1
  if (options.blackGoesUp && isBlack(card)) return fitsUpwards(value, topValue);
  return valueFits(value, topValue);  // H2.1 for red cards, R7-R9 otherwise
}

bool cardFitsHead(const Options& options, Card card, int value, const Pile& head) {
  return cardFits(options, card, value, head.top(), head.value);
}

bool fitsSomeHead(const Table& table, Card card) {
  for (const Pile& head : table.heads) {
    if (card.isJoker() || cardFitsHead(table.options, card, card.rank, head)) return true;
  }
  return false;
}

}  // namespace hydra::oracle
