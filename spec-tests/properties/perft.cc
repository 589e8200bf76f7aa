// Counting legal move sequences (see perft.h).
#include "properties/perft.h"

#include <stdexcept>

#include "core/game.h"

namespace hydra::props {
namespace {

Card card(int rank, Suit suit) { return Card::of(rank, suit); }

}  // namespace

std::vector<PerftPosition> perftPositions() {
  using enum Suit;
  Rules canonical, strict{.strictCut = true}, toDraw{.reserveToDraw = true};
  return {
      {"joker-on-ace",
       "head 1 is AS, player 2 holds a joker (R9, R10)",
       2,
       canonical,
       11,
       {card(1, Spades), Card::joker()}},
      {"two-heads",
       "2H cut with KS into 9C and 4D; player 1 holds 6H then 4S, player 2 a joker",
       2,
       canonical,
       12,
       {card(2, Hearts), card(13, Spades), card(9, Clubs), card(4, Diamonds), card(6, Hearts),
        card(4, Spades), Card::joker()}},
      {"stuck-queen",
       "as two-heads, but player 1 holds QH (fits nowhere) then KD (R12, R14)",
       2,
       canonical,
       13,
       {card(2, Hearts), card(13, Spades), card(9, Clubs), card(4, Diamonds), card(12, Hearts),
        card(13, Diamonds)}},
      {"stuck-queen-strict",
       "stuck-queen under -rules strict-cut (R14.2)",
       2,
       strict,
       13,
       {card(2, Hearts), card(13, Spades), card(9, Clubs), card(4, Diamonds), card(12, Hearts),
        card(13, Diamonds)}},
      {"stuck-queen-to-draw",
       "stuck-queen under -rules reserve-to-draw (R15.2, R17.1)",
       2,
       toDraw,
       13,
       {card(2, Hearts), card(13, Spades), card(9, Clubs), card(4, Diamonds), card(12, Hearts),
        card(13, Diamonds)}},
      {"three-players",
       "3 players, head 1 is 7C, every later card from the shuffle",
       3,
       canonical,
       14,
       {card(7, Clubs)}},
  };
}

PerftRoot perftRoot(const PerftPosition& position) {
  PerftRoot root{GameState{}, ProbeSource(position.seed)};
  for (const Card& named : position.named) root.source.script(named);
  root.state = newGame(position.players, position.rules, root.source);
  return root;
}

uint64_t perft(const GameState& state, const ProbeSource& source, int depth) {
  if (depth == 0) return 1;
  std::vector<Move> moves = legalMoves(state);
  if (depth == 1) return moves.size();
  uint64_t total = 0;
  for (const Move& move : moves) {
    GameState next = state;
    ProbeSource nextSource = source;
    if (std::optional<MoveError> refused = apply(next, move, nextSource)) {
      throw std::logic_error("legalMoves listed a refused move: " + describe(move) + " (" +
                             refused->message + ")");
    }
    total += perft(next, nextSource, depth - 1);
  }
  return total;
}

}  // namespace hydra::props
