// Reading answers (rule R24): one line per answer; garbage is returned as "no value" so the
// caller can ask again; end of input ends the game through InputClosed.
#pragma once

#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/card.h"

namespace hydra::cli {

// Thrown when standard input ends while a prompt waits for an answer.
class InputClosed : public std::runtime_error {
 public:
  explicit InputClosed(const std::string& prompt)
      : std::runtime_error("end of input at the prompt \"" + prompt + "\"") {}
};

class LineReader {
 public:
  explicit LineReader(std::istream& in) : in_(in) {}
  // The next line without its line ending; throws InputClosed (naming `prompt`) at end of input.
  std::string readLine(const std::string& prompt);

 private:
  std::istream& in_;
};

// Surrounding spaces, tabs and carriage returns removed.
std::string_view trim(std::string_view text);

// A plain decimal number (digits only once trimmed), at most `limit`; nullopt otherwise.
std::optional<int> parseNumber(std::string_view text, int limit);

// An answer to "Card value?": A, 2..10, J, Q, K as a rank, or "Joker" as Card::joker().
// The rank comes back in card.rank; nullopt for anything else.
std::optional<Card> parseCardValueAnswer(std::string_view text);

}  // namespace hydra::cli
