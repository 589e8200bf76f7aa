// The hydra executable: parses the command line and plays one game on stdin/stdout (R25).
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "cli/options.h"
#include "cli/session.h"
#include "cli/tournament.h"

int main(int argc, char** argv) {
  using namespace hydra::cli;
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  ParsedOptions parsed = parseOptions(args);
  if (std::holds_alternative<HelpRequested>(parsed)) {
    std::cout << usageText();
    return 0;
  }
  if (const auto* error = std::get_if<UsageError>(&parsed)) {
    std::cerr << "hydra: " << error->message << "\n\n" << usageText();
    return 2;
  }
  Options options = std::get<Options>(parsed);
  options.colour = options.pretty && isatty(STDOUT_FILENO) != 0;  // never colour into a pipe
  uint64_t seed = options.seed.value_or(0);
  if (!options.seed && !options.testing) {
    seed = static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    std::cerr << "hydra: shuffled with seed " << seed << " (replay with -seed " << seed << ")\n";
  }
  if (options.tournament) return runTournament(options, seed, std::cout, std::cerr);
  Output out(STDOUT_FILENO);
  LineReader in(STDIN_FILENO, out);
  return runSession(options, seed, in, out, std::cerr);
}
