// Rulesets as data (docs/interpretations.md): each name switches one field of Rules.
#include "core/rules.h"

#include <array>

namespace hydra {
namespace {

struct RuleName {
  std::string_view name;
  bool Rules::*field;
  std::string_view description;
  bool house = false;  // a house rule rather than a reading of the assignment
};

// Two options (indices into kRuleNames) that cannot both hold; naming both is a usage error.
struct Conflict {
  size_t first;
  size_t second;
  std::string_view why;
};

constexpr std::array kRuleNames{
    RuleName{"strict-cut", &Rules::strictCut, "a cut also needs the reserve to be unavailable"},
    RuleName{"reserve-to-draw", &Rules::reserveToDraw,
             "the reserve goes on top of the draw pile, not the discard"},
    RuleName{"cut-anytime", &Rules::cutAnytime,
             "house rule: the oldest head may be cut at any time", true},
    RuleName{"red-down-black-up", &Rules::blackGoesUp, "house rule: black cards (S, C) must go up",
             true},
    RuleName{"suit-match", &Rules::suitMatch, "house rule: a card may go on a head of its suit",
             true},
};

// The place of a field's name in kRuleNames; only evaluated while compiling (a field without a
// name is a compile error).
consteval size_t indexOf(bool Rules::*field) {
  for (size_t i = 0; i < kRuleNames.size(); ++i) {
    if (kRuleNames[i].field == field) return i;
  }
  throw "a rule field without a name";
}

constexpr std::array kConflicts{
    Conflict{indexOf(&Rules::strictCut), indexOf(&Rules::cutAnytime),
             "one forbids a cut while the reserve is free, the other allows a cut at any time"},
};

// Room for the longest name in the -h list of options.
constexpr size_t kHelpNameWidth = 19;
static_assert([] {
  for (const RuleName& entry : kRuleNames) {
    if (entry.name.size() >= kHelpNameWidth) return false;
  }
  return true;
}());

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
        if (rules.*entry.field) {
          return RulesError{"rule '" + std::string(name) + "' given twice; name each rule once"};
        }
        rules.*entry.field = true;
        known = true;
      }
    }
    if (!known) {
      return RulesError{"unknown rule '" + std::string(name) + "' (see -h for the list)"};
    }
  }
  for (const Conflict& conflict : kConflicts) {
    const RuleName& first = kRuleNames[conflict.first];
    const RuleName& second = kRuleNames[conflict.second];
    if (rules.*first.field && rules.*second.field) {
      return RulesError{"rules '" + std::string(first.name) + "' and '" + std::string(second.name) +
                        "' contradict each other (" + std::string(conflict.why) + ")"};
    }
  }
  return rules;
}

bool hasHouseRules(const Rules& rules) {
  for (const RuleName& entry : kRuleNames) {
    if (entry.house && rules.*entry.field) return true;
  }
  return false;
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
    out += "                      ";
    out += entry.name;
    out += std::string(kHelpNameWidth - entry.name.size(), ' ');
    out += entry.description;
    out += '\n';
  }
  return out;
}

}  // namespace hydra
