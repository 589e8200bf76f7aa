// The domain generators (see generators.h).
#include "properties/generators.h"

#include <algorithm>

namespace hydra {

void showValue(const Card& card, std::ostream& out) { out << cardName(card); }
void showValue(const Move& move, std::ostream& out) { out << describe(move); }

}  // namespace hydra

namespace hydra::props {

void showValue(const Position& position, std::ostream& out) {
  out << "position after " << position.game.attempted << " attempted moves of ";
  showValue(position.origin, out);
}

rc::Gen<Card> genOrdinaryCard() {
  return rc::gen::apply([](int rank, Suit suit) { return Card::of(rank, suit); },
                        rc::gen::inRange(1, 14),
                        rc::gen::element(Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds));
}

rc::Gen<Card> genCard() {
  return rc::gen::weightedOneOf<Card>({{6, genOrdinaryCard()}, {1, rc::gen::just(Card::joker())}});
}

rc::Gen<std::optional<int>> genJokerValue() {
  return rc::gen::weightedOneOf<std::optional<int>>(
      {{12, rc::gen::map(rc::gen::inRange(1, 14), [](int v) { return std::optional<int>(v); })},
       {1, rc::gen::element(std::optional<int>(), std::optional<int>(0), std::optional<int>(14),
                            std::optional<int>(-1))}});
}

rc::Gen<Rules> genRules() {
  // The two readings, each on half the time, and each house rule one time in four; strict-cut
  // and cut-anytime contradict each other (H4.2), so cut-anytime wins a clash half the time.
  auto sometimes = rc::gen::weightedElement<bool>({{3, false}, {1, true}});
  return rc::gen::apply(
      [](bool strict, bool toDraw, bool anytime, bool blackUp, bool suit, bool keepStrict) {
        if (strict && anytime) (keepStrict ? anytime : strict) = false;
        return Rules{strict, toDraw, anytime, blackUp, suit};
      },
      rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), sometimes, sometimes, sometimes,
      rc::gen::arbitrary<bool>());
}

rc::Gen<int> genPlayerCount() { return rc::gen::inRange(2, 9); }

rc::Gen<Move> genMove() {
  return rc::gen::oneOf(rc::gen::just(Move{StartTurn{}}), rc::gen::just(Move{Reserve{}}),
                        rc::gen::just(Move{Swap{}}), rc::gen::just(Move{Cut{}}),
                        rc::gen::apply(
                            [](int id, std::optional<int> value) {
                              return Move{Place{id, value}};
                            },
                            rc::gen::inRange(-1, 30), genJokerValue()));
}

rc::Gen<std::vector<Move>> genMoveSequence() {
  return rc::gen::container<std::vector<Move>>(genMove());
}

rc::Gen<Scenario> genScenario(std::vector<Strategy> strategies) {
  return rc::gen::apply(
      [](int players, Rules rules, uint32_t deckSeed, uint32_t moveSeed, Strategy strategy,
         int illegal) {
        Scenario s;
        s.players = players;
        s.rules = rules;
        s.deckSeed = deckSeed;
        s.moveSeed = moveSeed;
        s.strategy = strategy;
        s.illegalPercent = strategy == Strategy::Random ? illegal : 0;
        s.maxSteps = kGenerousBound;
        return s;
      },
      genPlayerCount(), genRules(), rc::gen::arbitrary<uint32_t>(), rc::gen::arbitrary<uint32_t>(),
      rc::gen::elementOf(strategies), rc::gen::element(0, 10, 30));
}

rc::Gen<Position> genPosition(int maxMoves) {
  return rc::gen::apply(
      [](Scenario scenario, int moves) {
        scenario.maxSteps = moves;
        Position position{scenario, startGame(scenario)};
        play(position.game, scenario, nullptr);
        return position;
      },
      genScenario(), rc::gen::inRange(0, maxMoves + 1));
}

rc::Gen<Position> genLatePosition(int movesBefore) {
  return rc::gen::apply(
      [](Scenario scenario, int back) {
        Game full = startGame(scenario);
        play(full, scenario, nullptr);
        scenario.maxSteps = std::max(0, full.attempted - back);
        Position position{scenario, startGame(scenario)};
        play(position.game, scenario, nullptr);
        return position;
      },
      genScenario(), rc::gen::inRange(1, movesBefore + 1));
}

}  // namespace hydra::props
