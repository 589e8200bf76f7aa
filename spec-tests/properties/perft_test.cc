// Perft (R5, R7-R17 as a whole): counts of legal move sequences from fixed testing-mode
// positions, checked against counts derived by hand for small depths (the derivations are in
// the comments, and in docs/perft.md) and against the table of docs/perft.md for larger ones.
// Any change to what is legal, to when a turn ends or to what is drawn changes some count.
#include "properties/perft.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

namespace hydra::props {
namespace {

PerftRoot rootNamed(const std::string& name) {
  for (const PerftPosition& position : perftPositions()) {
    if (position.name == name) return perftRoot(position);
  }
  throw std::invalid_argument("no perft position " + name);
}

std::vector<uint64_t> counts(const std::string& name, int depth) {
  PerftRoot root = rootNamed(name);
  std::vector<uint64_t> out;
  for (int d = 1; d <= depth; ++d) out.push_back(perft(root.state, root.source, d));
  return out;
}

// joker-on-ace: player 2's turn start (1 move: start). Holding a joker on head 1 = AS:
// announced A is action 2 (R8), 2..K action 3 (R9): 13 moves. Each fills the quota of one
// card, so player 1's turn start follows: 1 move each, 13 sequences.
TEST(Perft, JokerOnAceByHand) {
  EXPECT_EQ(counts("joker-on-ace", 3), (std::vector<uint64_t>{1, 13, 13}));
}

// two-heads: d1 start. d2 KS on 2H fits nowhere and one head closes the reserve: cut only.
// d3 player 1's start. d4 6H on heads 9C, 4D: place on 9C, or reserve (2 heads): 2.
// d5 4S after "place on 9C" (tops 6, 4): place 2, place 3 (equal), reserve = 3; after
// "reserve" (tops 9, 4, reserve 6H): place 2, place 3, swap = 3; total 6.
// d6 five of those ended the turn (quota 2 reached or an equal value): start, 1 each; after
// "reserve, swap" player 1 holds 6H with reserve 4S: place on 9C or swap: 2; total 7.
// d7 after the five starts player 2 holds a joker on tops (4,4) (6,4) (6,4) (4,4) (9,4): A..t
// on each head plus the reserve: 9 + 11 + 11 + 9 + 14 = 54; "reserve, swap, place" ended the
// turn: 1; "reserve, swap, swap" is back to 4S with reserve 6H: 3; total 58.
TEST(Perft, TwoHeadsByHand) {
  EXPECT_EQ(counts("two-heads", 7), (std::vector<uint64_t>{1, 1, 1, 2, 6, 7, 58}));
}

// stuck-queen: d1-d3 as two-heads. d4 QH fits neither 9C nor 4D: reserve or cut (canonical
// R14.2) = 2; strict-cut refuses the cut while the reserve is free = 1. d5 after the cut:
// player 2's start = 1; after the reserve player 1 holds KD, fitting nowhere, reserve taken:
// swap or cut = 2. Canonical 3, strict 2.
TEST(Perft, StuckQueenByHand) {
  EXPECT_EQ(counts("stuck-queen", 5), (std::vector<uint64_t>{1, 1, 1, 2, 3}));
  EXPECT_EQ(counts("stuck-queen-strict", 5), (std::vector<uint64_t>{1, 1, 1, 1, 2}));
}

// The table of docs/perft.md: "| d | name | name | ... |" then one row per depth.
std::map<std::string, std::vector<uint64_t>> readDocTable(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::map<std::string, std::vector<uint64_t>> table;
  std::vector<std::string> columns;
  std::string line;
  auto cells = [](const std::string& row) {
    std::vector<std::string> out;
    std::stringstream s(row);
    std::string cell;
    std::getline(s, cell, '|');  // before the first bar
    while (std::getline(s, cell, '|')) {
      size_t a = cell.find_first_not_of(' '), b = cell.find_last_not_of(' ');
      out.push_back(a == std::string::npos ? "" : cell.substr(a, b - a + 1));
    }
    if (!out.empty() && out.back().empty()) out.pop_back();
    return out;
  };
  while (std::getline(in, line)) {
    if (line.rfind("| d |", 0) == 0) {
      columns = cells(line);
    } else if (!columns.empty() && line.rfind("| ", 0) == 0) {
      std::vector<std::string> row = cells(line);
      for (size_t i = 1; i < row.size() && i < columns.size(); ++i) {
        table[columns[i]].push_back(std::stoull(row[i]));
      }
    } else if (!columns.empty() && line.rfind("|-", 0) != 0) {
      columns.clear();  // the table has ended
    }
  }
  return table;
}

TEST(Perft, MatchesTheTableInDocs) {
  const char* env = std::getenv("HYDRA_PERFT_DOC");
  std::map<std::string, std::vector<uint64_t>> table = readDocTable(env ? env : "docs/perft.md");
  for (const PerftPosition& position : perftPositions()) {
    SCOPED_TRACE(position.name);
    ASSERT_TRUE(table.count(position.name)) << "docs/perft.md has no column " << position.name;
    ASSERT_EQ(table[position.name].size(), static_cast<size_t>(kPerftTableDepth));
    EXPECT_EQ(counts(position.name, kPerftTableDepth), table[position.name]);
  }
}

}  // namespace
}  // namespace hydra::props
