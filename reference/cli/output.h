// Writing the game's text (rules R20-R24) at the speed of the terminal: everything goes into one
// buffer that is written out in large pieces, and numbers are formatted without streams. The
// buffer is written out before the program waits for input (cli/input.h does that), so a person
// always sees the prompt they answer.
#pragma once

#include <charconv>
#include <concepts>
#include <ostream>
#include <string>
#include <string_view>

namespace hydra::cli {

class Output {
 public:
  // Writes to a file descriptor (the program's standard output) with write(2).
  explicit Output(int fd) : fd_(fd) {}
  // Writes to a stream (tests, the fuzz harness).
  explicit Output(std::ostream& stream) : stream_(&stream) {}
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  ~Output() { flush(); }

  Output& operator<<(std::string_view text) {
    buffer_.append(text);
    if (buffer_.size() >= kFlushSize) flush();
    return *this;
  }
  Output& operator<<(char c) {
    buffer_.push_back(c);
    return *this;
  }
  template <std::integral Number>
  requires(!std::same_as<Number, char> && !std::same_as<Number, bool>) Output& operator<<(
      Number value) {
    appendNumber(buffer_, value);
    return *this;
  }

  // Hands everything written so far to the descriptor or stream.
  void flush();

  // Appends `value` in decimal to `text`.
  template <std::integral Number>
  static void appendNumber(std::string& text, Number value) {
    char digits[24];
    auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    text.append(digits, end);
  }

 private:
  static constexpr size_t kFlushSize = size_t{1} << 20;

  int fd_ = -1;
  std::ostream* stream_ = nullptr;
  std::string buffer_;
};

}  // namespace hydra::cli
