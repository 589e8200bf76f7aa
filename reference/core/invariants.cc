// Checks of the invariants of a game state (see invariants.h).
#include "core/invariants.h"

#include <map>

namespace hydra {

int countCards(const GameState& state) {
  size_t total = 0;
  for (const Player& player : state.players) total += player.draw.size() + player.discard.size();
  for (const Head& head : state.heads) total += head.cards.size();
  if (state.hand) ++total;
  if (state.reserve) ++total;
  return static_cast<int>(total);
}

std::vector<std::string> invariantViolations(const GameState& state) {
  std::vector<std::string> broken;
  auto expect = [&broken](bool ok, std::string what) {
    if (!ok) broken.push_back(std::move(what));
  };
  int n = state.playerCount();
  expect(n >= 2, "fewer than two players");
  int expected = kCardsPerDeck * n;
  int total = countCards(state);
  expect(total == expected, "card count " + std::to_string(total) + ", expected " +
                                std::to_string(expected) + " (R1: cards are never created or lost)");
  if (!state.relabelled) {
    std::map<Card, int> copies;
    auto tally = [&copies](const std::vector<Card>& cards) {
      for (const Card& card : cards) ++copies[card];
    };
    for (const Player& player : state.players) {
      tally(player.draw);
      tally(player.discard);
    }
    for (const Head& head : state.heads) tally(head.cards);
    if (state.hand) ++copies[*state.hand];
    if (state.reserve) ++copies[*state.reserve];
    for (const auto& [card, count] : copies) {
      int want = card.isJoker() ? 2 * n : n;
      expect(count == want, cardName(card) + " appears " + std::to_string(count) +
                                " times, expected " + std::to_string(want));
    }
  }
  expect(!state.heads.empty() || state.phase == Phase::GameOver, "no heads");
  int previous = 0;
  for (const Head& head : state.heads) {
    expect(head.id > previous, "head ids not strictly increasing at " + std::to_string(head.id));
    previous = head.id;
    expect(head.id < state.nextHeadId, "head id " + std::to_string(head.id) + " not yet issued");
    expect(!head.cards.empty(), "head " + std::to_string(head.id) + " is empty");
    if (!head.cards.empty()) {
      const Card& top = head.cards.back();
      if (top.isJoker()) {
        expect(head.topValue >= kAce && head.topValue <= kKing,
               "joker on head " + std::to_string(head.id) + " has no value");
      } else {
        expect(head.topValue == top.rank,
               "head " + std::to_string(head.id) + " counts as another value than its top");
      }
    }
  }
  // R4: heads are 1 + 2 per cut, ids are issued without gaps.
  expect(static_cast<int>(state.heads.size()) == 1 + state.cutCount,
         "head count is not 1 + cuts");
  expect(state.nextHeadId == 2 + 2 * state.cutCount, "head ids skipped or reused");
  expect(state.current >= 0 && state.current < n, "current player out of range");
  bool inTurn = state.phase == Phase::Move;
  expect(inTurn == state.hand.has_value(), "a card in hand exactly while a move is due");
  expect(inTurn || !state.reserve || state.phase == Phase::GameOver,
         "a reserve outside a turn");
  expect(state.remaining >= 0, "negative remaining count");
  expect(inTurn || state.remaining == 0, "remaining cards outside a turn");
  if (inTurn) {
    expect(state.remaining < static_cast<int>(state.heads.size()),
           "more cards remaining than heads (R5)");
  }
  expect(state.winner.has_value() == (state.phase == Phase::GameOver), "winner without game over");
  if (state.winner) {
    const Player& w = state.players[*state.winner];
    expect(*state.winner == state.current, "the winner is not the current player");
    expect(w.draw.empty() && w.discard.empty() && !state.reserve && !state.hand,
           "the winner still has cards (R18)");
  }
  return broken;
}

void checkInvariants(const GameState& state) {
  std::vector<std::string> broken = invariantViolations(state);
  if (broken.empty()) return;
  std::string message = "broken invariant";
  for (const std::string& line : broken) message += "; " + line;
  throw InvariantViolation(message);
}

}  // namespace hydra
