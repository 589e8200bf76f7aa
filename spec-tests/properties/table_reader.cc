// Parsing the table display and comparing it with the state (see table_reader.h).
#include "properties/table_reader.h"

#include <cstdio>
#include <sstream>

namespace hydra::props {
namespace {

bool readHead(const std::string& line, ShownHead& head) {
  char top[16];
  int used = 0;
  if (std::sscanf(line.c_str(), "%d: %15s (%d)%n", &head.id, top, &head.count, &used) != 3) {
    return false;
  }
  head.top = top;
  return used == static_cast<int>(line.size());
}

bool readPlayer(const std::string& line, ShownPlayer& p) {
  int used = 0;
  const char* text = line.c_str();
  if (std::sscanf(text, "Player %d: %d (%d draw, %d discard)%n", &p.number, &p.total, &p.draw,
                  &p.discard, &used) != 4) {
    return false;
  }
  if (used == static_cast<int>(line.size())) return true;
  p.holding = true;
  int more = 0;
  if (std::sscanf(text + used, " + 1 in hand, %d remaining, %d in reserve%n", &p.remaining,
                  &p.reserve, &more) != 2) {
    return false;
  }
  return used + more == static_cast<int>(line.size());
}

// The name the display must give a head's top (R2.2, R2.4), by the tests' own spelling.
std::string expectedTop(const Head& head) {
  static const char* const kRanks[] = {"?", "A", "2", "3",  "4", "5", "6",
                                       "7", "8", "9", "10", "J", "Q", "K"};
  static const char kSuits[] = {'S', 'H', 'C', 'D'};
  const Card& top = head.cards.back();
  if (top.isJoker()) return std::string(kRanks[head.topValue]) + "J";
  return std::string(kRanks[top.rank]) + kSuits[static_cast<int>(top.suit)];
}

}  // namespace

std::optional<ShownTable> readTable(const std::string& text, std::string& why) {
  std::istringstream in(text);
  std::string line;
  ShownTable table;
  auto fail = [&why](std::string reason) {
    why = std::move(reason);
    return std::nullopt;
  };
  auto expect = [&](const char* wanted) {
    if (std::getline(in, line) && line == wanted) return true;
    why = "expected \"" + std::string(wanted) + "\", got \"" + line + "\"";
    return false;
  };
  if (!expect("") || !expect("Heads:")) return std::nullopt;
  while (std::getline(in, line) && !line.empty()) {
    ShownHead head;
    if (!readHead(line, head)) return fail("bad head line \"" + line + "\"");
    table.heads.push_back(head);
  }
  if (!expect("Players:")) return std::nullopt;
  while (std::getline(in, line) && !line.empty()) {
    ShownPlayer player;
    if (!readPlayer(line, player)) return fail("bad player line \"" + line + "\"");
    table.players.push_back(player);
  }
  if (in.peek() != EOF) return fail("text after the players block");
  return table;
}

std::vector<std::string> disagreements(const ShownTable& shown, const GameState& state) {
  std::vector<std::string> out;
  auto check = [&out](bool ok, const std::string& what) {
    if (!ok) out.push_back(what);
  };
  check(shown.heads.size() == state.heads.size(), "number of heads (R20)");
  for (size_t i = 0; i < shown.heads.size() && i < state.heads.size(); ++i) {
    const Head& head = state.heads[i];
    const ShownHead& s = shown.heads[i];
    std::string at = "head line " + std::to_string(i + 1);
    check(s.id == head.id, at + ": id (R20)");
    check(s.top == expectedTop(head), at + ": top " + s.top + " (R20, R2)");
    check(s.count == static_cast<int>(head.cards.size()), at + ": count (R20)");
  }
  check(shown.players.size() == state.players.size(), "number of players (R21)");
  for (size_t i = 0; i < shown.players.size() && i < state.players.size(); ++i) {
    const Player& player = state.players[i];
    const ShownPlayer& s = shown.players[i];
    std::string at = "player line " + std::to_string(i + 1);
    int draw = static_cast<int>(player.draw.size()),
        discard = static_cast<int>(player.discard.size());
    check(s.number == static_cast<int>(i) + 1, at + ": number (R21.1)");
    check(s.draw == draw && s.discard == discard, at + ": pile counts (R21.2)");
    check(s.total == draw + discard, at + ": b = c + d (R21.2)");
    bool holding = state.phase == Phase::Move && static_cast<int>(i) == state.current;
    check(s.holding == holding, at + ": in-hand form exactly for the holder (R21.3)");
    if (holding) {
      check(s.remaining == state.remaining, at + ": remaining (R21.3)");
      check(s.reserve == (state.reserve ? 1 : 0), at + ": reserve (R21.3)");
    }
  }
  return out;
}

}  // namespace hydra::props
