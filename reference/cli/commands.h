// The commands a person may type at their prompt when an enhancement or house rule is on
// (takesTableCommands in cli/options.h), so that canonical input, where any non-number is an
// ignored move, never meets them:
//   auto NAME     hand this seat to the computer player NAME (random, greedy, counting)
//   take back N   give seat N, now played by a computer, back to a person
//   cut           cut off the oldest head (the only way to cut, under cut-anytime, a head the
//                 card in hand fits)
//   help          list the commands
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace hydra::cli {

struct TableCommand {
  enum class Kind { HandOver, TakeBack, Cut, Help, Malformed };
  Kind kind = Kind::Malformed;
  std::string strategy;  // HandOver
  int seat = 0;          // TakeBack: player number, 1-based
  std::string message;   // Malformed: what is wrong
};

// The command on `line`, or nullopt when the line is not a command (a move, a blank line...).
std::optional<TableCommand> parseTableCommand(std::string_view line);

// The text printed for "help".
std::string tableCommandHelp();

}  // namespace hydra::cli
