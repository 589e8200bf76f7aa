// The card questions of testing mode (rule R23).
#include "cli/card_questions.h"

namespace hydra::cli {

Card askCard(LineReader& in, Output& out) {
  std::optional<Card> value;
  while (!value) {
    out << "Card value?\n";
    value = parseCardValueAnswer(in.readLine("Card value?"));
  }
  if (value->isJoker()) return *value;
  std::optional<Suit> suit;
  while (!suit) {
    out << "Suit?\n";
    suit = parseSuit(trim(in.readLine("Suit?")));
  }
  return Card::of(value->rank, *suit);
}

}  // namespace hydra::cli
