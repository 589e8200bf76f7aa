// libFuzzer harness for the whole text front end in testing mode (rules R19-R24). The first
// input byte chooses the command line (rule options, -grammar, -pretty, a computer seat); the
// rest is standard input, garbage, NUL bytes, invalid UTF-8, huge lines and early end of input
// included. The game runs in-process through cli::runSession. Findings: a sanitizer report, an
// exception escaping the session, a hang, a line read without a prompt before it, endless output
// between two reads, an exit status other than 0 (after "Player a wins!") or 1 (after the input
// ran out, with one message line on standard error).
#include <cstdio>
#include <cstdlib>
#include <istream>
#include <ostream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "cli/input.h"
#include "cli/options.h"
#include "cli/session.h"
#include "line_streams.h"

namespace hydra::fuzz {
namespace {

// Larger tables are legal but make every prompt slow; the fuzzer's time is better spent on
// small ones. An input asking for more players is skipped.
constexpr int kMaxFuzzPlayers = 12;
// No single prompt (the display included) comes near this for a table of kMaxFuzzPlayers.
constexpr size_t kMaxOutputBetweenReads = 1 << 20;

[[noreturn]] void finding(const std::string& what, const std::vector<std::string>& args,
                          const std::string& tail) {
  std::string command = "hydra";
  for (const std::string& arg : args) command += " " + arg;
  std::fprintf(stderr, "== hydra cli finding ==\ncommand: %s\nfinding: %s\nlast output:\n%s\n",
               command.c_str(), what.c_str(), tail.c_str());
  std::abort();
}

std::vector<std::string> commandLine(uint8_t flags) {
  static const char* const kRules[] = {"strict-cut", "reserve-to-draw", "cut-anytime",
                                       "red-down-black-up", "suit-match"};
  std::vector<std::string> args{"-testing"};
  std::string rules;
  for (int i = 0; i < 5; ++i) {
    if ((flags >> i) & 1) rules += std::string(rules.empty() ? "" : ",") + kRules[i];
  }
  if (!rules.empty()) args.insert(args.end(), {"-rules", rules});
  if (flags & 0x20) args.push_back("-grammar");
  if (flags & 0x40) args.push_back("-pretty");
  if (flags & 0x80) args.insert(args.end(), {"-players", "human,greedy"});
  return args;
}

// The player count the game will settle on: the first answer that askPlayerCount accepts.
bool tableTooLarge(const std::string& input) {
  std::istringstream lines(input);
  std::string line;
  while (std::getline(lines, line)) {
    if (auto count = cli::parseNumber(line, 1 << 30); count && *count >= 2) {
      return *count > kMaxFuzzPlayers;
    }
  }
  return false;
}

}  // namespace
}  // namespace hydra::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size) {
  using namespace hydra;
  using namespace hydra::fuzz;
  if (size == 0) return 0;
  std::vector<std::string> args = commandLine(bytes[0]);
  cli::ParsedOptions parsed = cli::parseOptions(args);
  const auto* options = std::get_if<cli::Options>(&parsed);
  if (!options) return -1;  // a contradictory set of rule options: not a game
  const char* text = reinterpret_cast<const char*>(bytes + 1);
  std::string input(text, size - 1);
  if (tableTooLarge(input)) return -1;

  std::string err;
  OutputProbe* probe = nullptr;
  OutputProbe sink(kMaxOutputBetweenReads, [&] {
    finding("more than 1 MiB of output without reading input", args, probe->tail());
  });
  probe = &sink;
  LineFeed feed(text, size - 1, [&] {
    if (sink.sinceRead() == 0)
      finding("a line read with no prompt printed before it", args, sink.tail());
    sink.markRead();
  });
  std::istream in(&feed);
  std::ostream out(&sink);
  std::ostringstream errStream;
  int status = -1;
  try {
    status = cli::runSession(*options, 1, in, out, errStream);
  } catch (const std::exception& error) {
    finding(std::string("exception escaped the session: ") + error.what(), args, sink.tail());
  } catch (...) {
    finding("an exception of unknown type escaped the session", args, sink.tail());
  }
  err = errStream.str();
  const std::string& tail = sink.tail();
  if (status == 0) {
    if (tail.size() < 7 || tail.compare(tail.size() - 7, 7, " wins!\n") != 0) {
      finding("exit status 0 without a winner line at the end", args, tail);
    }
  } else if (status == 1) {
    if (!feed.exhausted()) finding("exit status 1 with input left unread", args, tail);
    if (err.empty() || err.back() != '\n' || err.find('\n') != err.size() - 1) {
      finding("end of input without exactly one message line on stderr: '" + err + "'", args, tail);
    }
  } else {
    finding("exit status " + std::to_string(status), args, tail);
  }
  return 0;
}
