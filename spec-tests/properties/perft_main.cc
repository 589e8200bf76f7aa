// perft: prints the perft counts of the fixed positions (see perft.h), as the markdown table
// kept in docs/perft.md, or the counts of one position.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "properties/perft.h"

namespace {

const char kUsage[] =
    "usage: perft --table [--depth D]      the docs/perft.md table (default D = 16)\n"
    "       perft --position NAME [--depth D]  counts d = 1..D of one position, with timing\n"
    "       perft -h | --help\n"
    "Counts the distinct legal move sequences of exactly d moves from fixed testing-mode\n"
    "positions. Exit status: 0 done, 2 bad command line.\n";

int usageError(const std::string& message) {
  std::fprintf(stderr, "perft: %s\n%s", message.c_str(), kUsage);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace hydra::props;
  std::string mode, name;
  int depth = kPerftTableDepth;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (arg == "--table") {
      mode = "table";
    } else if (arg == "--position" && i + 1 < argc) {
      mode = "position";
      name = argv[++i];
    } else if (arg == "--depth" && i + 1 < argc) {
      char* end = nullptr;
      long d = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || d < 1 || d > 24) return usageError("--depth wants 1..24");
      depth = static_cast<int>(d);
    } else {
      return usageError("unknown argument '" + arg + "'");
    }
  }
  if (mode.empty()) return usageError("say --table or --position NAME");
  if (mode == "table") {
    // One row per depth, one column per position, as in docs/perft.md.
    std::vector<PerftPosition> positions = perftPositions();
    std::vector<std::vector<unsigned long long>> counts;
    for (const PerftPosition& position : positions) {
      PerftRoot root = perftRoot(position);
      counts.emplace_back();
      for (int d = 1; d <= depth; ++d) counts.back().push_back(perft(root.state, root.source, d));
    }
    std::printf("| d |");
    for (const PerftPosition& position : positions) std::printf(" %s |", position.name.c_str());
    std::printf("\n|---:|");
    for (size_t i = 0; i < positions.size(); ++i) std::printf("---:|");
    std::printf("\n");
    for (int d = 1; d <= depth; ++d) {
      std::printf("| %d |", d);
      for (const auto& column : counts) std::printf(" %llu |", column[static_cast<size_t>(d - 1)]);
      std::printf("\n");
    }
    return 0;
  }
  bool found = false;
  for (const PerftPosition& position : perftPositions()) {
    if (position.name != name) continue;
    found = true;
    PerftRoot root = perftRoot(position);
    for (int d = 1; d <= depth; ++d) {
      auto start = std::chrono::steady_clock::now();
      unsigned long long count = perft(root.state, root.source, d);
      double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::printf("d=%d %llu (%.3f s)\n", d, count, seconds);
      std::fflush(stdout);
    }
  }
  if (!found) return usageError("no position named '" + name + "'");
  return 0;
}
