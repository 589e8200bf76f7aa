// Parsing the table commands (auto NAME, take back N, cut, help).
#include "cli/commands.h"

#include "bots/strategy.h"
#include "cli/input.h"

namespace hydra::cli {

std::optional<TableCommand> parseTableCommand(std::string_view line) {
  line = trim(line);
  TableCommand command;
  if (line == "help") {
    command.kind = TableCommand::Kind::Help;
    return command;
  }
  if (line == "cut") {
    command.kind = TableCommand::Kind::Cut;
    return command;
  }
  if (line == "auto" || line.starts_with("auto ")) {
    std::string name(trim(line.substr(4)));
    if (!bots::makeStrategy(name)) {
      command.message = "auto needs a computer player: " + bots::strategyList();
      return command;
    }
    command.kind = TableCommand::Kind::HandOver;
    command.strategy = name;
    return command;
  }
  if (line == "take back" || line.starts_with("take back ")) {
    std::optional<int> seat = parseNumber(line.substr(9), 1 << 20);
    if (!seat || *seat < 1) {
      command.message = "take back needs a player number, e.g. take back 2";
      return command;
    }
    command.kind = TableCommand::Kind::TakeBack;
    command.seat = *seat;
    return command;
  }
  return std::nullopt;
}

std::string tableCommandHelp() {
  return "Commands: a head number or 0 (the reserve) to move; cut (the oldest head);\n"
         "auto NAME to hand your seat to a computer player (" +
         bots::strategyList() +
         ");\n"
         "take back N to play seat N yourself again; help.\n";
}

}  // namespace hydra::cli
