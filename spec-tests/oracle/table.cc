// The oracle's table (see table.h): lookups and the text used in reports.
#include "oracle/table.h"

namespace hydra::oracle {

const Pile* Table::head(int id) const {
  for (const Pile& pile : heads) {
    if (pile.id == id) return &pile;
  }
  return nullptr;
}

std::string valueText(int value) {
  static const char* const kNames[] = {"?", "A", "2", "3",  "4", "5", "6",
                                       "7", "8", "9", "10", "J", "Q", "K"};
  return value >= 1 && value <= 13 ? kNames[value] : std::to_string(value);
}

std::string cardText(const std::optional<Card>& card) {
  if (!card) return "-";
  if (card->isJoker()) return "Joker";
  static const char kSuits[] = {'S', 'H', 'C', 'D'};
  return valueText(card->rank) + kSuits[static_cast<int>(card->suit)];
}

std::string summary(const Table& table) {
  static const char* const kStage[] = {"turn-start", "move", "game-over"};
  std::string out = std::string(kStage[static_cast<int>(table.stage)]) + " player " +
                    std::to_string(table.current + 1) + " hand " + cardText(table.hand) +
                    " reserve " + cardText(table.reserve) + " remaining " +
                    std::to_string(table.remaining) + " heads";
  for (const Pile& head : table.heads) {
    out += " " + std::to_string(head.id) + ":" + valueText(head.value) + "x" +
           std::to_string(head.cards.size());
  }
  out += " piles";
  for (const Seat& seat : table.seats) {
    out += " " + std::to_string(seat.draw.size()) + "/" + std::to_string(seat.discard.size());
  }
  return out;
}

}  // namespace hydra::oracle
