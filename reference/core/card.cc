// Card names and parsing (rule R2): ranks are spelled A, 2..10, J, Q, K and suits S, H, C, D.
#include "core/card.h"

namespace hydra {

std::string rankName(int rank) {
  switch (rank) {
    case 1: return "A";
    case 11: return "J";
    case 12: return "Q";
    case 13: return "K";
    default: return std::to_string(rank);
  }
}

char suitLetter(Suit suit) {
  // In the order of the enum: Spades, Hearts, Clubs, Diamonds.
  constexpr std::string_view kLetters = "SHCD";
  return kLetters[static_cast<size_t>(suit)];
}

std::string cardName(Card card) {
  if (card.isJoker()) return "Joker";
  return rankName(card.rank) + suitLetter(card.suit);
}

std::optional<int> parseRank(std::string_view token) {
  if (token == "A") return kAce;
  if (token == "J") return 11;
  if (token == "Q") return 12;
  if (token == "K") return kKing;
  if (token == "10") return 10;
  if (token.size() == 1 && token[0] >= '2' && token[0] <= '9') return token[0] - '0';
  return std::nullopt;
}

std::optional<Suit> parseSuit(std::string_view token) {
  if (token == "S") return Suit::Spades;
  if (token == "H") return Suit::Hearts;
  if (token == "C") return Suit::Clubs;
  if (token == "D") return Suit::Diamonds;
  return std::nullopt;
}

std::vector<Card> standardDeck() {
  std::vector<Card> deck;
  deck.reserve(kCardsPerDeck);
  for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}) {
    for (int rank = kAce; rank <= kKing; ++rank) deck.push_back(Card::of(rank, suit));
  }
  deck.push_back(Card::joker());
  deck.push_back(Card::joker());
  return deck;
}

}  // namespace hydra
