// Rule profiles as data (docs/interpretations.md): each name switches one field of Rules.
#include "core/rules.h"

#include <array>

namespace hydra {
namespace {

struct RuleName {
  std::string_view name;
  bool Rules::*field;
  std::string_view description;
};

constexpr std::array kRuleNames{
    RuleName{"strict-cut", &Rules::strictCut,
             "a cut also needs the reserve to be unavailable (actions 1-4 impossible)"},
    RuleName{"reserve-to-draw", &Rules::reserveToDraw,
             "the reserve goes on top of the draw pile, not into the discard pile"},
};

}  // namespace

std::variant<Rules, RulesError> parseRules(std::string_view list) {
  Rules rules;
  while (!list.empty()) {
    size_t comma = list.find(',');
    std::string_view name = list.substr(0, comma);
    list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    if (name.empty()) continue;
    bool known = false;
    for (const RuleName& entry : kRuleNames) {
      if (entry.name == name) {
        rules.*entry.field = true;
        known = true;
      }
    }
    if (!known) {
      return RulesError{"unknown rule '" + std::string(name) + "' (see -h for the list)"};
    }
  }
  return rules;
}

std::string rulesName(const Rules& rules) {
  std::string out;
  for (const RuleName& entry : kRuleNames) {
    if (rules.*entry.field) {
      if (!out.empty()) out += ',';
      out += entry.name;
    }
  }
  return out;
}

std::string rulesHelp() {
  std::string out;
  for (const RuleName& entry : kRuleNames) {
    out += "                 ";
    out += entry.name;
    out += std::string(17 - entry.name.size(), ' ');
    out += entry.description;
    out += '\n';
  }
  return out;
}

}  // namespace hydra
