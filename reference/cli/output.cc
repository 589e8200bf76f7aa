// Writing the output buffer out (see output.h).
#include "cli/output.h"

#include <unistd.h>

#include <cerrno>

namespace hydra::cli {

void Output::flush() {
  if (buffer_.empty()) return;
  if (stream_) {
    stream_->write(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    stream_->flush();
  } else {
    size_t done = 0;
    while (done < buffer_.size()) {
      ssize_t written = ::write(fd_, buffer_.data() + done, buffer_.size() - done);
      if (written < 0 && errno == EINTR) continue;
      if (written <= 0) break;  // a closed or failing output: the text is lost, as with a stream
      done += static_cast<size_t>(written);
    }
  }
  buffer_.clear();
}

}  // namespace hydra::cli
