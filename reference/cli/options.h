// The command line of the reference (rule R25): -testing, -seed N, -rules LIST, -h/--help.
// Parsing returns a value; main() decides what to print and which status to exit with.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/rules.h"

namespace hydra::cli {

struct Options {
  bool testing = false;
  std::optional<uint64_t> seed;  // without it, a seed from the clock
  Rules rules;
  // Enhancements (docs/players.md), all off in the canonical protocol.
  std::vector<std::string> players;  // -players LIST: "human" or a strategy name per seat
  bool grammar = false;              // -grammar: "an 8H", "an AS"
  bool pretty = false;               // -pretty: the table in aligned columns
  bool colour = false;               // set by main: -pretty and standard output is a terminal
  std::optional<long> tournament;    // -tournament N: N computer games, then win rates
  // -position SPEC (testing mode, for the grader): start from this table (cli/position.h).
  std::optional<std::string> position;
};

// Whether any enhancement or house rule is on: then a person's prompt also takes the table
// commands of cli/commands.h. Canonical play, where any answer that is no number is an ignored
// move, never meets them.
bool takesTableCommands(const Options& options);

struct HelpRequested {};
struct UsageError {
  std::string message;
};

using ParsedOptions = std::variant<Options, HelpRequested, UsageError>;

ParsedOptions parseOptions(const std::vector<std::string>& args);

// The usage text (for -h on stdout, and after a usage error on stderr).
std::string usageText();

}  // namespace hydra::cli
