// Cards (rules R2, R11). A card is a value: a rank from 1 (ace) to 13 (king) and one of four
// suits, or a joker. Play compares ranks only; the suit is remembered so that the display can
// name every card. A joker has no rank of its own: whoever plays it announces one, and that
// announcement is stored with the head it lands on (see state.h), never written into the card.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hydra {

enum class Suit { Spades, Hearts, Clubs, Diamonds };

inline constexpr int kAce = 1;
inline constexpr int kKing = 13;
inline constexpr int kJokerHeadValue = 2;  // a joker that becomes a head counts as a 2
inline constexpr int kCardsPerDeck = 54;

struct Card {
  int rank = 0;  // 1..13, or 0 for a joker
  Suit suit = Suit::Spades;

  static constexpr Card joker() { return Card{0, Suit::Spades}; }
  static constexpr Card of(int rank, Suit suit) { return Card{rank, suit}; }
  constexpr bool isJoker() const { return rank == 0; }
  friend constexpr auto operator<=>(const Card&, const Card&) = default;
};

// "A", "2" .. "10", "J", "Q", "K" for ranks 1..13.
std::string rankName(int rank);
// "S", "H", "C", "D".
char suitLetter(Suit suit);
// The protocol's name of a card in hand: "10D", "KS", or "Joker".
std::string cardName(Card card);
// Parses a rank token exactly as the protocol spells it ("A", "2".."10", "J", "Q", "K").
std::optional<int> parseRank(std::string_view token);
// Parses "S", "H", "C" or "D".
std::optional<Suit> parseSuit(std::string_view token);

// The 54 cards of one deck in a fixed order: A..K of spades, hearts, clubs, diamonds, then
// the two jokers.
std::vector<Card> standardDeck();

}  // namespace hydra
