// Line reading and the parsing of answers (rule R24).
#include "cli/input.h"

namespace hydra::cli {

std::string LineReader::readLine(const std::string& prompt) {
  std::string line;
  if (!std::getline(in_, line)) throw InputClosed(prompt);
  return line;
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
