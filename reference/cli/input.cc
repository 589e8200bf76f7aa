// Line reading and the parsing of answers (rule R24).
#include "cli/input.h"

#include <unistd.h>

#include <cerrno>

namespace hydra::cli {

std::string LineReader::readLine(std::string_view prompt) {
  for (;;) {
    size_t end = buffer_.find('\n', start_);
    if (end != std::string::npos) {
      std::string line = buffer_.substr(start_, end - start_);
      start_ = end + 1;
      return line;
    }
    if (ended_ || !fill()) {
      ended_ = true;
      if (start_ == buffer_.size()) throw InputClosed(std::string(prompt));
      std::string last = buffer_.substr(start_);
      start_ = buffer_.size();
      return last;
    }
  }
}

bool LineReader::fill() {
  buffer_.erase(0, start_);
  start_ = 0;
  out_.flush();  // the prompt must be visible before waiting for its answer
  if (stream_) {
    std::string line;
    if (!std::getline(*stream_, line)) return false;
    buffer_ += line;
    if (!stream_->eof()) buffer_ += '\n';
    return true;
  }
  char chunk[1 << 16];
  for (;;) {
    ssize_t got = ::read(fd_, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    buffer_.append(chunk, static_cast<size_t>(got));
    return true;
  }
}

std::string_view trim(std::string_view text) {
  constexpr std::string_view kSpace = " \t\r\n\v\f";
  size_t first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  size_t last = text.find_last_not_of(kSpace);
  return text.substr(first, last - first + 1);
}

std::optional<int> parseNumber(std::string_view text, int limit) {
  text = trim(text);
  if (text.empty()) return std::nullopt;
  long long value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
    if (value > limit) return std::nullopt;
  }
  return static_cast<int>(value);
}

std::optional<Card> parseCardValueAnswer(std::string_view text) {
  text = trim(text);
  if (text == "Joker") return Card::joker();
  if (auto rank = parseRank(text)) return Card::of(*rank, Suit::Spades);
  return std::nullopt;
}

}  // namespace hydra::cli
