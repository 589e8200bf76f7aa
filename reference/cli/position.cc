// A table to start a game from (-position SPEC): parsing it into a game state at a turn start.
#include "cli/position.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace hydra::cli {
namespace {

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (;;) {
    size_t at = text.find(sep, start);
    parts.push_back(text.substr(start, at - start));
    if (at == std::string_view::npos) return parts;
    start = at + 1;
  }
}

std::optional<int> number(std::string_view text, int low, int high) {
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < low || value > high) {
    return std::nullopt;
  }
  return value;
}

constexpr Card kPlaceholder = Card::of(2, Suit::Spades);
constexpr int kMaxCount = 1'000'000;

// "10C" -> the card and its value; "KJ" -> a joker announced as K.
std::optional<Head> parseHead(std::string_view text) {
  std::vector<std::string_view> parts = split(text, ':');
  if (parts.size() != 3 || parts[1].size() < 2) return std::nullopt;
  std::optional<int> id = number(parts[0], 1, kMaxCount);
  std::optional<int> count = number(parts[2], 1, kMaxCount);
  std::string_view top = parts[1];
  std::optional<int> rank = parseRank(top.substr(0, top.size() - 1));
  if (!id || !count || !rank) return std::nullopt;
  Head head;
  head.id = *id;
  head.topValue = *rank;
  Card card = Card::joker();
  if (top.back() != 'J') {
    std::optional<Suit> suit = parseSuit(top.substr(top.size() - 1));
    if (!suit) return std::nullopt;
    card = Card::of(*rank, *suit);
  }
  head.cards.assign(static_cast<size_t>(*count - 1), kPlaceholder);
  head.cards.push_back(card);
  return head;
}

}  // namespace

std::variant<GameState, PositionError> parsePosition(const std::string& spec, const Rules& rules) {
  auto fail = [&](const std::string& why) {
    return PositionError{"-position: " + why + " in '" + spec +
                         "' (P;ID:TOP:COUNT,...;DRAW/DISCARD,...)"};
  };
  std::vector<std::string_view> parts = split(spec, ';');
  if (parts.size() != 3) return fail("three parts separated by ';' expected");
  GameState state;
  state.rules = rules;
  state.naming = CardNaming::ByReveal;
  state.relabelled = true;  // placeholder cards: only counts are kept
  for (std::string_view pile : split(parts[2], ',')) {
    std::vector<std::string_view> counts = split(pile, '/');
    std::optional<int> draw = counts.size() == 2 ? number(counts[0], 0, kMaxCount) : std::nullopt;
    std::optional<int> discard =
        counts.size() == 2 ? number(counts[1], 0, kMaxCount) : std::nullopt;
    if (!draw || !discard) return fail("a player's piles are not DRAW/DISCARD");
    Player player;
    player.draw.assign(static_cast<size_t>(*draw), kPlaceholder);
    player.discard.assign(static_cast<size_t>(*discard), kPlaceholder);
    state.players.push_back(player);
  }
  if (state.players.size() < 2) return fail("two players or more expected");
  std::optional<int> current = number(parts[0], 1, static_cast<int>(state.players.size()));
  if (!current) return fail("the player whose turn starts is no player");
  state.current = *current - 1;
  for (std::string_view text : split(parts[1], ',')) {
    std::optional<Head> head = parseHead(text);
    if (!head) return fail("a head is not ID:TOP:COUNT");
    if (!state.heads.empty() && head->id <= state.heads.back().id) {
      return fail("head ids not increasing");
    }
    state.heads.push_back(*head);
  }
  state.nextHeadId = state.heads.back().id + 1;
  for (const Player& player : state.players) state.describedCards += player.total();
  for (const Head& head : state.heads) state.describedCards += static_cast<int>(head.cards.size());
  state.cutCount = static_cast<int>(state.heads.size()) - 1;
  state.phase = Phase::TurnStart;
  return state;
}

}  // namespace hydra::cli
