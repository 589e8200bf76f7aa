// Streams for running the text front end in-process under a fuzzer (rule R24). LineFeed serves
// the input bytes one line per buffer refill, so the harness sees each time the program starts
// reading a new line; OutputProbe counts what is printed between two reads and keeps the tail
// of the output. Together they check that every read follows a prompt and that the program
// never prints without end while waiting for nothing.
#pragma once

#include <cstring>
#include <functional>
#include <streambuf>
#include <string>

namespace hydra::fuzz {

class OutputProbe : public std::streambuf {
 public:
  // `limit`: the most output allowed between two reads; `onFlood` is called when it is passed.
  OutputProbe(size_t limit, std::function<void()> onFlood)
      : limit_(limit), onFlood_(std::move(onFlood)) {}

  size_t sinceRead() const { return sinceRead_; }
  void markRead() { sinceRead_ = 0; }
  const std::string& tail() const { return tail_; }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    char ch = traits_type::to_char_type(c);
    xsputn(&ch, 1);
    return c;
  }

  std::streamsize xsputn(const char* text, std::streamsize count) override {
    size_t n = static_cast<size_t>(count);
    sinceRead_ += n;
    tail_.append(text, n);
    if (tail_.size() > kTail * 2) tail_.erase(0, tail_.size() - kTail);
    if (sinceRead_ > limit_) onFlood_();
    return count;
  }

 private:
  static constexpr size_t kTail = 256;
  size_t limit_;
  std::function<void()> onFlood_;
  size_t sinceRead_ = 0;
  std::string tail_;
};

class LineFeed : public std::streambuf {
 public:
  // `onLine` runs each time the reader starts on a new line (before it gets its first byte).
  LineFeed(const char* data, size_t size, std::function<void()> onLine)
      : next_(data), end_(data + size), onLine_(std::move(onLine)) {}

  bool exhausted() const { return next_ == end_ && gptr() == egptr(); }
  int linesStarted() const { return lines_; }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (next_ == end_) return traits_type::eof();
    const void* newline = std::memchr(next_, '\n', static_cast<size_t>(end_ - next_));
    const char* stop = newline ? static_cast<const char*>(newline) + 1 : end_;
    char* begin = const_cast<char*>(next_);
    setg(begin, begin, const_cast<char*>(stop));
    next_ = stop;
    ++lines_;
    onLine_();
    return traits_type::to_int_type(*gptr());
  }

 private:
  const char* next_;
  const char* end_;
  std::function<void()> onLine_;
  int lines_ = 0;
};

}  // namespace hydra::fuzz
