// The course of a game (rules R1, R3, R5-R18): drawing, the five actions, cutting off a head,
// the end of a turn and winning. Every change to a GameState during play happens here.
#include "core/game.h"

#include <utility>

#include "core/invariants.h"

namespace hydra {
namespace {

Player& currentPlayer(GameState& state) { return state.players[state.current]; }

// R6: take the top card of the draw pile, first turning a shuffled discard pile into the draw
// pile when the draw pile is empty. The caller makes sure some card is left.
Card drawCard(GameState& state, CardSource& source, DrawReason reason) {
  Player& player = currentPlayer(state);
  if (player.draw.empty()) {
    player.draw.swap(player.discard);
    source.shuffle(player.draw);
  }
  Card physical = player.draw.back();
  player.draw.pop_back();
  Card card = source.reveal(physical, reason);
  if (card != physical) state.relabelled = true;
  return card;
}

// R11: the value a head started by `card` counts as; a joker counts as a 2.
int startingValue(Card card) { return card.isJoker() ? kJokerHeadValue : card.rank; }

// R3, R4: a new head gets the next id.
void addHead(GameState& state, Card card) {
  Head head;
  head.id = state.nextHeadId++;
  head.cards.push_back(card);
  head.topValue = startingValue(card);
  state.heads.push_back(std::move(head));
}

// R23: under CardNaming::ByReveal the heads just drawn wait to be named before play goes on.
void awaitNames(GameState& state, std::vector<int> headIds) {
  if (state.naming == CardNaming::ByReveal) state.unnamed = std::move(headIds);
}

// Play goes on in `phase`, once no drawn card waits to be named (phase Draw until then).
void enter(GameState& state, Phase phase) {
  state.phase = state.unnamed.empty() ? phase : Phase::Draw;
}

// R17 (and I-reserve-to-draw): the reserve leaves the table at a turn end or a cut.
void putAwayReserve(GameState& state) {
  if (!state.reserve) return;
  Player& player = currentPlayer(state);
  if (state.rules.reserveToDraw) {
    player.draw.push_back(*state.reserve);
  } else {
    player.discard.push_back(*state.reserve);
  }
  state.reserve.reset();
}

// R18: asked right after a placement or a cut, once the card in hand has left it.
bool outOfCards(const GameState& state) {
  const Player& player = state.players[state.current];
  return player.draw.empty() && player.discard.empty() && !state.reserve;
}

void declareWinner(GameState& state) {
  state.winner = state.current;
  enter(state, Phase::GameOver);
  state.remaining = 0;
}

// R17: the reserve is put away and play passes clockwise.
void endTurn(GameState& state) {
  putAwayReserve(state);
  state.hand.reset();
  state.remaining = 0;
  state.current = (state.current + 1) % state.playerCount();
  enter(state, Phase::TurnStart);
}

// R16: after action 1, 3 or 4 the turn goes on while cards remain to be drawn; when only the
// reserve is left, it is put away and the turn ends.
void continueTurn(GameState& state, CardSource& source) {
  const Player& player = currentPlayer(state);
  if (state.remaining == 0 || (player.draw.empty() && player.discard.empty())) {
    endTurn(state);
    return;
  }
  state.hand = drawCard(state, source, DrawReason::Hand);
  --state.remaining;
}

// A player whose turn starts always has a card to draw: cards leave a player's piles only
// during their own turn, and running out there wins at once (R18; see checkInvariants).
void startTurn(GameState& state, CardSource& source) {
  int quota = static_cast<int>(state.heads.size());  // R5
  state.phase = Phase::Move;
  state.hand = drawCard(state, source, DrawReason::Hand);
  state.remaining = quota - 1;
}

// R7-R10, R18: the card goes on the head; a joker's announced value is kept by the head.
void place(GameState& state, const Place& move, CardSource& source) {
  Card card = *state.hand;
  state.hand.reset();
  int value = card.isJoker() ? *move.jokerValue : card.rank;
  bool stop = false;
  for (Head& head : state.heads) {
    if (head.id != move.headId) continue;
    stop = endsTurn(value, head.topValue);
    head.cards.push_back(card);
    head.topValue = value;
  }
  if (outOfCards(state)) {
    declareWinner(state);
  } else if (stop) {
    endTurn(state);
  } else {
    continueTurn(state, source);
  }
}

// R12: the card in hand goes into the reserve and counts as one of the turn's cards.
void reserve(GameState& state, CardSource& source) {
  state.reserve = state.hand;
  state.hand.reset();
  continueTurn(state, source);
}

// R15, R18: cutting off the oldest head.
void cut(GameState& state, CardSource& source) {
  Player& player = currentPlayer(state);
  player.discard.push_back(*state.hand);
  state.hand.reset();
  putAwayReserve(state);
  Head oldest = std::move(state.heads.front());
  state.heads.erase(state.heads.begin());
  // A joker leaving a head is a plain joker again: the announced value stays with the head.
  player.discard.insert(player.discard.end(), oldest.cards.begin(), oldest.cards.end());
  for (int i = 0; i < 2; ++i) addHead(state, drawCard(state, source, DrawReason::NewHead));
  awaitNames(state, {state.nextHeadId - 2, state.nextHeadId - 1});
  ++state.cutCount;
  if (outOfCards(state)) {
    declareWinner(state);
  } else {
    endTurn(state);
  }
}

}  // namespace

GameState newGame(int playerCount, const Rules& rules, CardSource& source, CardNaming naming) {
  GameState state;
  state.rules = rules;
  state.naming = naming;
  std::vector<Card> all;
  all.reserve(static_cast<size_t>(playerCount) * kCardsPerDeck);
  for (int i = 0; i < playerCount; ++i) {
    std::vector<Card> deck = standardDeck();
    all.insert(all.end(), deck.begin(), deck.end());
  }
  source.shuffle(all);
  state.players.resize(static_cast<size_t>(playerCount));
  for (int i = 0; i < playerCount; ++i) {
    auto first = all.begin() + static_cast<long>(i) * kCardsPerDeck;
    state.players[static_cast<size_t>(i)].draw.assign(first, first + kCardsPerDeck);
  }
  state.current = 0;
  addHead(state, drawCard(state, source, DrawReason::FirstHead));
  state.current = 1 % playerCount;
  awaitNames(state, {state.heads.front().id});
  enter(state, Phase::TurnStart);
  maybeCheckInvariants(state);
  return state;
}

std::optional<MoveError> apply(GameState& state, const Move& move, CardSource& source) {
  if (auto refused = checkMove(state, move)) return refused;
  if (std::holds_alternative<StartTurn>(move)) {
    startTurn(state, source);
  } else if (const Place* p = std::get_if<Place>(&move)) {
    place(state, *p, source);
  } else if (std::holds_alternative<Reserve>(move)) {
    reserve(state, source);
  } else if (std::holds_alternative<Swap>(move)) {
    std::swap(*state.hand, *state.reserve);  // R13: no draw, the quota is unchanged
  } else {
    cut(state, source);
  }
  maybeCheckInvariants(state);
  return std::nullopt;
}

std::optional<MoveError> reveal(GameState& state, Card card) {
  if (state.phase == Phase::Move) {
    if (*state.hand != card) state.relabelled = true;
    *state.hand = card;
  } else if (state.phase == Phase::Draw) {
    for (Head& head : state.heads) {
      if (head.id != state.unnamed.front()) continue;
      if (head.cards.back() != card) state.relabelled = true;
      head.cards.back() = card;
      head.topValue = startingValue(card);
    }
    state.unnamed.erase(state.unnamed.begin());
    if (state.unnamed.empty()) state.phase = state.winner ? Phase::GameOver : Phase::TurnStart;
  } else {
    return MoveError{RuleError::WrongPhase, "no drawn card waits to be named"};
  }
  maybeCheckInvariants(state);
  return std::nullopt;
}

}  // namespace hydra
