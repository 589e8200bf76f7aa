// Aligned columns for the table (the -pretty enhancement).
#include "cli/pretty.h"

#include <algorithm>
#include <vector>

#include "cli/render.h"

namespace hydra::cli {
namespace {

constexpr const char* kReset = "\033[0m";
constexpr const char* kBold = "\033[1m";
constexpr const char* kRed = "\033[31m";
constexpr const char* kMagenta = "\033[35m";
constexpr const char* kDim = "\033[2m";

// A table of text cells, right-aligned under its header; `paint` colours whole cells without
// upsetting the alignment (escape codes take no room on screen).
struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::vector<const char*>> paint;

  void add(std::vector<std::string> row, std::vector<const char*> colours) {
    rows.push_back(std::move(row));
    paint.push_back(std::move(colours));
  }

  std::string render(bool colour) const {
    std::vector<size_t> width(header.size());
    for (size_t c = 0; c < header.size(); ++c) {
      width[c] = header[c].size();
      for (const auto& row : rows) width[c] = std::max(width[c], row[c].size());
    }
    std::string out = line(header, {}, width, colour, true);
    for (size_t r = 0; r < rows.size(); ++r) out += line(rows[r], paint[r], width, colour, false);
    return out;
  }

 private:
  static std::string line(const std::vector<std::string>& cells,
                          const std::vector<const char*>& colours, const std::vector<size_t>& width,
                          bool colour, bool isHeader) {
    std::string out;
    for (size_t c = 0; c < cells.size(); ++c) {
      out += "  ";
      out += std::string(width[c] - cells[c].size(), ' ');
      const char* code = isHeader ? kBold : (c < colours.size() ? colours[c] : nullptr);
      if (colour && code) out += code;
      out += cells[c];
      if (colour && code) out += kReset;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  }
};

const char* cardColour(const Head& head) {
  if (head.top().isJoker()) return kMagenta;
  Suit suit = head.top().suit;
  return suit == Suit::Hearts || suit == Suit::Diamonds ? kRed : kBold;
}

}  // namespace

std::string renderPrettyTable(const GameState& state, bool colour) {
  Table heads{{"Head", "Top", "Cards", ""}, {}, {}};
  for (const Head& head : state.heads) {
    bool oldest = head.id == state.oldestHead().id;
    heads.add({std::to_string(head.id), headTopName(head), std::to_string(head.cards.size()),
               oldest ? "oldest" : ""},
              {nullptr, cardColour(head), nullptr, kDim});
  }
  Table players{{"", "Player", "Cards", "Draw", "Discard", "Hand", "Remaining", "Reserve"}, {}, {}};
  for (int i = 0; i < state.playerCount(); ++i) {
    const Player& player = state.players[static_cast<size_t>(i)];
    bool toMove = i == state.current && state.phase != Phase::GameOver;
    bool holding = toMove && state.phase == Phase::Move;
    const char* mark = toMove ? kBold : nullptr;
    players.add({toMove ? ">" : "", std::to_string(i + 1), std::to_string(player.total()),
                 std::to_string(player.draw.size()), std::to_string(player.discard.size()),
                 holding ? "1" : "", holding ? std::to_string(state.remaining) : "",
                 holding ? (state.reserve ? "1" : "0") : ""},
                {mark, mark, mark, nullptr, nullptr, mark, mark, mark});
  }
  return "\n" + heads.render(colour) + "\n" + players.render(colour) + "\n";
}

}  // namespace hydra::cli
