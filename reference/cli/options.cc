// Command-line parsing (rule R25). Flags combine in any order; each may appear once.
#include "cli/options.h"

#include "bots/strategy.h"
#include "cli/input.h"
#include "cli/position.h"

namespace hydra::cli {

std::string usageText() {
  return "usage: hydra [-testing] [-seed N] [-rules LIST] [-players LIST] [-grammar] [-pretty]\n"
         "             [-tournament N] [-h|--help]\n"
         "\n"
         "Plays Hydra at the terminal. The game asks \"How many players?\" and then\n"
         "prompts each player in turn; a move is a head number, or 0 for the reserve.\n"
         "\n"
         "  -testing          testing mode: you name every card as it is drawn\n"
         "                    (Card value? A 2..10 J Q K Joker, then Suit? S H C D)\n"
         "  -seed N           shuffle with seed N (0 <= N < 2^64) for a reproducible game;\n"
         "                    without it the seed comes from the clock (printed on stderr)\n"
         "  -rules LIST       comma-separated rule options (default: the 2020 text):\n" +
         rulesHelp() +
         "  -players LIST     one seat per name, comma-separated: human or a computer\n"
         "                    player (" +
         bots::strategyList() +
         "); the player count comes\n"
         "                    from the list. At a person's prompt, \"auto NAME\" hands the\n"
         "                    seat to a computer, \"take back N\" returns seat N to a person,\n"
         "                    \"cut\" cuts the oldest head, \"help\" lists these commands\n"
         "  -grammar          say \"an 8H\" and \"an AS\" instead of \"a 8H\", \"a AS\"\n"
         "  -pretty           draw the table in aligned columns (in colour on a terminal)\n"
         "  -tournament N     play N seeded games between the computer players of -players\n"
         "                    (default counting,random), seats rotating, and print win\n"
         "                    rates with 95% confidence intervals\n"
         "  -h, --help        show this help and exit\n"
         "\n"
         "Exit status: 0 when a player wins, 1 when input ends before that,\n"
         "2 for a bad command line, 3 when computer players alone make no progress.\n";
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

// "human" or a strategy name per seat, at least two.
std::optional<UsageError> parsePlayers(const std::string& list, Options& options) {
  options.players.clear();
  size_t start = 0;
  for (;;) {
    size_t comma = list.find(',', start);
    std::string name(trim(std::string_view(list).substr(start, comma - start)));
    if (name != "human" && !bots::makeStrategy(name)) {
      return UsageError{"-players: unknown player '" + name + "' (human, " + bots::strategyList() +
                        ")"};
    }
    options.players.push_back(name);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (options.players.size() < 2) return UsageError{"-players needs at least two seats"};
  return std::nullopt;
}

// Checks that the enhancements fit together.
std::optional<UsageError> checkCombination(Options& options) {
  if (options.position) {
    if (!options.testing || !options.players.empty() || options.tournament) {
      return UsageError{"-position needs -testing, and neither -players nor -tournament"};
    }
    auto parsed = parsePosition(*options.position, options.rules);
    if (auto* error = std::get_if<PositionError>(&parsed)) return UsageError{error->message};
  }
  if (!options.tournament) return std::nullopt;
  if (options.testing) return UsageError{"-tournament and -testing exclude each other"};
  if (options.players.empty()) options.players = {"counting", "random"};
  for (const std::string& name : options.players) {
    if (name == "human") return UsageError{"-tournament needs computer players only"};
  }
  return std::nullopt;
}

}  // namespace

bool takesTableCommands(const Options& options) {
  return !options.players.empty() || options.grammar || options.pretty ||
         hasHouseRules(options.rules);
}

ParsedOptions parseOptions(const std::vector<std::string>& args) {
  Options options;
  bool seenRules = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "-h" || arg == "--help") return HelpRequested{};
    if (arg == "-testing") {
      options.testing = true;
    } else if (arg == "-grammar") {
      options.grammar = true;
    } else if (arg == "-pretty") {
      options.pretty = true;
    } else if (arg == "-players" || arg == "-tournament") {
      if (i + 1 == args.size()) return UsageError{arg + " needs a value"};
      const std::string& value = args[++i];
      if (arg == "-players") {
        if (auto error = parsePlayers(value, options)) return *error;
      } else {
        std::optional<uint64_t> games = parseSeed(value);
        if (!games || *games == 0 || *games > 100'000'000) {
          return UsageError{"-tournament needs a number of games from 1 to 100000000, got '" +
                            value + "'"};
        }
        options.tournament = static_cast<long>(*games);
      }
    } else if (arg == "-position") {
      if (i + 1 == args.size()) return UsageError{arg + " needs a value"};
      options.position = args[++i];
    } else if (arg == "-seed" || arg == "-rules") {
      if (i + 1 == args.size()) return UsageError{arg + " needs a value"};
      const std::string& value = args[++i];
      if (arg == "-seed") {
        options.seed = parseSeed(value);
        if (!options.seed) return UsageError{"-seed needs a whole number, got '" + value + "'"};
      } else {
        if (seenRules)
          return UsageError{"-rules given twice; list every rule once, comma-separated"};
        seenRules = true;
        auto parsed = parseRules(value);
        if (auto* error = std::get_if<RulesError>(&parsed)) return UsageError{error->message};
        options.rules = std::get<Rules>(parsed);
      }
    } else {
      return UsageError{"unknown option '" + arg + "'"};
    }
  }
  if (auto error = checkCombination(options)) return *error;
  return options;
}

}  // namespace hydra::cli
