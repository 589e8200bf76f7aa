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
};

struct HelpRequested {};
struct UsageError {
  std::string message;
};

using ParsedOptions = std::variant<Options, HelpRequested, UsageError>;

ParsedOptions parseOptions(const std::vector<std::string>& args);

// The usage text (for -h on stdout, and after a usage error on stderr).
std::string usageText();

}  // namespace hydra::cli
