// Command-line parsing (rule R25). Flags combine in any order; each may appear once.
#include "cli/options.h"

#include "cli/input.h"

namespace hydra::cli {

std::string usageText() {
  return "usage: hydra [-testing] [-seed N] [-rules LIST] [-h|--help]\n"
         "\n"
         "Plays Hydra at the terminal. The game asks \"How many players?\" and then\n"
         "prompts each player in turn; a move is a head number, or 0 for the reserve.\n"
         "\n"
         "  -testing     testing mode: you name every card as it is drawn\n"
         "               (Card value? A 2..10 J Q K Joker, then Suit? S H C D)\n"
         "  -seed N      shuffle with seed N (0 <= N < 2^64) for a reproducible game;\n"
         "               without it the seed comes from the clock\n"
         "  -rules LIST  comma-separated rule options:\n" +
         rulesHelp() +
         "  -h, --help   show this help and exit\n"
         "\n"
         "Exit status: 0 when a player wins, 1 when input ends before that,\n"
         "2 for a bad command line.\n";
}

namespace {

std::optional<uint64_t> parseSeed(const std::string& text) {
  std::string_view digits = trim(text);
  if (digits.empty() || digits.size() > 20) return std::nullopt;
  uint64_t value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    uint64_t next = value * 10 + static_cast<uint64_t>(c - '0');
    if (next / 10 != value) return std::nullopt;  // overflow
    value = next;
  }
  return value;
}

}  // namespace

ParsedOptions parseOptions(const std::vector<std::string>& args) {
  Options options;
  bool seenRules = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "-h" || arg == "--help") return HelpRequested{};
    if (arg == "-testing") {
      options.testing = true;
    } else if (arg == "-seed" || arg == "-rules") {
      if (i + 1 == args.size()) return UsageError{arg + " needs a value"};
      const std::string& value = args[++i];
      if (arg == "-seed") {
        options.seed = parseSeed(value);
        if (!options.seed) return UsageError{"-seed needs a whole number, got '" + value + "'"};
      } else {
        if (seenRules) return UsageError{"-rules given twice; list every rule once, comma-separated"};
        seenRules = true;
        auto parsed = parseRules(value);
        if (auto* error = std::get_if<RulesError>(&parsed)) return UsageError{error->message};
        options.rules = std::get<Rules>(parsed);
      }
    } else {
      return UsageError{"unknown option '" + arg + "'"};
    }
  }
  return options;
}

}  // namespace hydra::cli
