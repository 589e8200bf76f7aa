// Rulesets (interpretations I-strict-cut, I-reserve-to-draw and the house rules). The
// engine reads a Rules value as data; nothing outside the core branches on rule names. The
// default value is the canonical 2020 reading.
#pragma once

#include <string>
#include <string_view>
#include <variant>

namespace hydra {

struct Rules {
  // Cutting also requires that action 4 (reserve) is impossible: "actions 1-4 impossible".
  bool strictCut = false;
  // At a turn end or a cut, the reserve goes face down on top of the draw pile instead of
  // into the discard pile (a later term's text).
  bool reserveToDraw = false;

  // House rules (docs/house-rules.md), never part of a reading of the assignment.
  // H1 cut-anytime: the oldest head may be cut off whatever the card in hand.
  bool cutAnytime = false;
  // H2 red-down-black-up: black cards (spades, clubs) go up; red cards and jokers go down.
  bool blackGoesUp = false;
  // H3 suit-match: a card of the same suit as a head's top card may go on it at any value.
  bool suitMatch = false;

  friend bool operator==(const Rules&, const Rules&) = default;
};

struct RulesError {
  std::string message;
};

// Parses a comma-separated list of rule names ("strict-cut,reserve-to-draw"); an empty list is
// the canonical reading. Unknown or contradictory names come back as an error naming them.
std::variant<Rules, RulesError> parseRules(std::string_view list);

// The comma-separated names of the options that are switched on ("" for canonical).
std::string rulesName(const Rules& rules);

// Whether any house rule (as opposed to a reading of the assignment) is switched on.
bool hasHouseRules(const Rules& rules);

// Every rule name parseRules accepts, with a one-line description, for --help.
std::string rulesHelp();

}  // namespace hydra
