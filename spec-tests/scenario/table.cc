// Position building for the scenario tests (see table.h).
#include "table.h"

#include <map>
#include <sstream>
#include <stdexcept>

#include "core/invariants.h"

namespace hydra::scenario {
namespace {

// A head card written "7J": a joker whose announced value is 7.
struct HeadCard {
  Card card;
  int value;
};

HeadCard headCard(const std::string& name) {
  if (name.size() >= 2 && name.back() == 'J' && name != "J") {
    if (auto rank = parseRank(name.substr(0, name.size() - 1))) return {Card::joker(), *rank};
  }
  Card c = card(name);
  if (c.isJoker()) throw std::invalid_argument("write a joker on a head as VALUE + J: " + name);
  return {c, c.rank};
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

std::optional<Card> optionalCard(const std::string& name) {
  if (name.empty()) return std::nullopt;
  return card(name);
}

}  // namespace

Card card(const std::string& name) {
  if (name == "Joker") return Card::joker();
  if (name.size() >= 2) {
    auto rank = parseRank(std::string_view(name).substr(0, name.size() - 1));
    auto suit = parseSuit(std::string_view(name).substr(name.size() - 1));
    if (rank && suit) return Card::of(*rank, *suit);
  }
  throw std::invalid_argument("not a card name: '" + name + "'");
}

std::vector<Card> cards(const std::string& names) {
  std::vector<Card> out;
  for (const std::string& word : words(names)) out.push_back(card(word));
  return out;
}

GameState build(const Table& table) {
  // Take every described card out of the full set of n decks; what is left goes to the others.
  std::map<Card, int> stock;
  for (int i = 0; i < table.players; ++i) {
    for (const Card& c : standardDeck()) ++stock[c];
  }
  auto take = [&stock](const Card& c) {
    if (stock[c]-- <= 0) throw std::invalid_argument("too many copies of " + cardName(c));
  };

  GameState state;
  state.rules = table.rules;
  state.players.resize(static_cast<size_t>(table.players));
  state.current = table.current;
  int k = static_cast<int>(table.heads.size());
  for (int i = 0; i < k; ++i) {
    Head head;
    head.id = k + i;
    for (const std::string& word : words(table.heads[static_cast<size_t>(i)])) {
      HeadCard hc = headCard(word);
      take(hc.card);
      head.cards.push_back(hc.card);
      head.topValue = hc.value;
    }
    state.heads.push_back(head);
  }
  state.cutCount = k - 1;
  state.nextHeadId = 2 * k;

  Player& me = state.players[static_cast<size_t>(table.current)];
  std::vector<Card> drawTopFirst = cards(table.draw);
  me.draw.assign(drawTopFirst.rbegin(), drawTopFirst.rend());
  me.discard = cards(table.discard);
  for (const Card& c : me.draw) take(c);
  for (const Card& c : me.discard) take(c);
  state.hand = optionalCard(table.hand);
  state.reserve = optionalCard(table.reserve);
  if (state.hand) take(*state.hand);
  if (state.reserve) take(*state.reserve);
  state.phase = state.hand ? Phase::Move : Phase::TurnStart;
  state.remaining = table.remaining;

  // Deal the rest round the other players.
  int other = (table.current + 1) % table.players;
  for (const auto& [c, count] : stock) {
    for (int i = 0; i < count; ++i) {
      state.players[static_cast<size_t>(other)].draw.push_back(c);
      do {
        other = (other + 1) % table.players;
      } while (other == table.current);
    }
  }
  checkInvariants(state);
  return state;
}

void OrderedSource::shuffle(std::vector<Card>& cards) {
  if (shuffles_ == 0 && arrange_) arrange_(cards);
  ++shuffles_;
  sizes_.push_back(cards.size());
}

Card OrderedSource::reveal(Card drawn, DrawReason reason) {
  reasons_.push_back(reason);
  return drawn;
}

std::string names(const std::vector<Card>& pile) {
  std::string out;
  for (const Card& c : pile) {
    if (!out.empty()) out += ' ';
    out += cardName(c);
  }
  return out;
}

std::string heads(const GameState& state) {
  std::string out;
  for (const Head& head : state.heads) {
    if (!out.empty()) out += ' ';
    std::string top = head.top().isJoker() ? rankName(head.topValue) + "J" : cardName(head.top());
    out += std::to_string(head.id) + ":" + top + "(" + std::to_string(head.cards.size()) + ")";
  }
  return out;
}

std::string snapshot(const GameState& state) {
  std::ostringstream out;
  out << "phase " << static_cast<int>(state.phase) << " current " << state.current << " remaining "
      << state.remaining << " next id " << state.nextHeadId << " cuts " << state.cutCount
      << "\nhand " << (state.hand ? cardName(*state.hand) : "-") << " reserve "
      << (state.reserve ? cardName(*state.reserve) : "-") << " winner "
      << (state.winner ? std::to_string(*state.winner) : "-") << "\n";
  for (const Head& head : state.heads) {
    out << "head " << head.id << " [" << names(head.cards) << "] as " << head.topValue << "\n";
  }
  for (const Player& player : state.players) {
    out << "draw [" << names(player.draw) << "] discard [" << names(player.discard) << "]\n";
  }
  return out.str();
}

}  // namespace hydra::scenario
