// Reading answers (rule R24): one line per answer; garbage is returned as "no value" so the
// caller can ask again; end of input ends the game through InputClosed. Input is read in large
// pieces; the output is written out before any wait for more input, so that a person sees the
// prompt first.
#pragma once

#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cli/output.h"
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
  // Reads a file descriptor (the program's standard input) with read(2).
  LineReader(int fd, Output& out) : fd_(fd), out_(out) {}
  // Reads a stream (tests, the fuzz harness).
  LineReader(std::istream& in, Output& out) : stream_(&in), out_(out) {}
  // The next line without its line ending (a last line may lack one); throws InputClosed
  // (naming `prompt`) at end of input.
  std::string readLine(std::string_view prompt);

 private:
  // Reads more input into the buffer; false at end of input.
  bool fill();

  int fd_ = -1;
  std::istream* stream_ = nullptr;
  Output& out_;
  std::string buffer_;  // input read but not yet returned, from `start_` on
  size_t start_ = 0;
  bool ended_ = false;
};

// Surrounding spaces, tabs and carriage returns removed.
std::string_view trim(std::string_view text);

// A plain decimal number (digits only once trimmed), at most `limit`; nullopt otherwise.
std::optional<int> parseNumber(std::string_view text, int limit);

// An answer to "Card value?": A, 2..10, J, Q, K as a rank, or "Joker" as Card::joker().
// The rank comes back in card.rank; nullopt for anything else.
std::optional<Card> parseCardValueAnswer(std::string_view text);

}  // namespace hydra::cli
