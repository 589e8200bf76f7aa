// The card questions of testing mode (rule R23).
#include "cli/testing_source.h"

namespace hydra::cli {

Card askCard(LineReader& in, std::ostream& out) {
  std::optional<Card> value;
  while (!value) {
    out << "Card value?\n" << std::flush;
    value = parseCardValueAnswer(in.readLine("Card value?"));
  }
  if (value->isJoker()) return *value;
  std::optional<Suit> suit;
  while (!suit) {
    out << "Suit?\n" << std::flush;
    suit = parseSuit(trim(in.readLine("Suit?")));
  }
  return Card::of(value->rank, *suit);
}

Card TestingSource::reveal(Card drawn, DrawReason reason) {
  if (reason == DrawReason::Hand) return drawn;  // named at the move request
  return askCard(in_, out_);
}

}  // namespace hydra::cli
