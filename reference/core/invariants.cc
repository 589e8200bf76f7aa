// Checks of the invariants of a game state (see invariants.h).
#include "core/invariants.h"

#include <array>

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
  int expected = state.describedCards ? state.describedCards : kCardsPerDeck * n;
  int total = countCards(state);
  expect(total == expected, "card count " + std::to_string(total) + ", expected " +
                                std::to_string(expected) +
                                " (R1: cards are never created or lost)");
  // Every card is a real card; without renaming, each of the 54 kinds appears once per deck.
  std::array<int, 53> copies{};  // index: suit * 13 + rank - 1, or 52 for a joker
  int strange = 0;
  auto tally = [&copies, &strange](const Card& card) {
    int suit = static_cast<int>(card.suit);
    if (card.isJoker()) {
      ++copies[52];
    } else if (card.rank < kAce || card.rank > kKing || suit < 0 || suit > 3) {
      ++strange;
    } else {
      ++copies[static_cast<size_t>(suit * 13 + card.rank - 1)];
    }
  };
  for (const Player& player : state.players) {
    for (const Card& card : player.draw) tally(card);
    for (const Card& card : player.discard) tally(card);
  }
  for (const Head& head : state.heads) {
    for (const Card& card : head.cards) tally(card);
  }
  if (state.hand) tally(*state.hand);
  if (state.reserve) tally(*state.reserve);
  expect(strange == 0, std::to_string(strange) + " cards that are no real card (R2)");
  if (!state.relabelled) {
    for (size_t kind = 0; kind < copies.size(); ++kind) {
      int want = kind == 52 ? 2 * n : n;
      if (copies[kind] != want) {
        Card card = kind == 52
                        ? Card::joker()
                        : Card::of(static_cast<int>(kind % 13) + 1, static_cast<Suit>(kind / 13));
        expect(false, cardName(card) + " appears " + std::to_string(copies[kind]) +
                          " times, expected " + std::to_string(want));
      }
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
  // R4: heads are 1 + 2 per cut, ids are issued without gaps (a described table: as given).
  if (state.describedCards == 0) {
    expect(static_cast<int>(state.heads.size()) == 1 + state.cutCount,
           "head count is not 1 + cuts");
    expect(state.nextHeadId == 2 + 2 * state.cutCount, "head ids skipped or reused");
  }
  expect(state.current >= 0 && state.current < n, "current player out of range");
  bool inTurn = state.phase == Phase::Move;
  expect(inTurn == state.hand.has_value(), "a card in hand exactly while a move is due");
  expect(inTurn || !state.reserve || state.phase == Phase::GameOver, "a reserve outside a turn");
  if (state.phase == Phase::TurnStart && state.current >= 0 && state.current < n) {
    expect(state.players[static_cast<size_t>(state.current)].total() > 0,
           "a turn starts for a player without cards (R18: they would have won)");
  }
  expect(state.remaining >= 0, "negative remaining count");
  expect(inTurn || state.remaining == 0, "remaining cards outside a turn");
  if (inTurn) {
    expect(state.remaining < static_cast<int>(state.heads.size()),
           "more cards remaining than heads (R5)");
  }
  // R23: a won game may still wait for the names of the heads its last cut drew.
  expect(state.winner.has_value() == (state.phase == Phase::GameOver) ||
             (state.winner && state.phase == Phase::Draw),
         "winner without game over");
  expect(state.unnamed.empty() == (state.phase != Phase::Draw),
         "drawn cards wait to be named exactly in phase Draw");
  for (int id : state.unnamed) {
    const Head* head = state.findHead(id);
    expect(head && head->cards.size() == 1, "an unnamed card that is no new head's only card");
  }
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
