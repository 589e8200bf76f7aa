// A block of text kept up to date line by line: one line per item (a head, a player), items in
// increasing id order, each line rendered again only when its item's key (what the line shows)
// changes. Items may leave at the front (a cut head) and join at the back (new heads); the
// block's text is then patched, not rebuilt, so showing an unchanged table costs one copy.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace hydra::cli {

template <typename Key>
class LineBlock {
 public:
  // Brings the block up to date with `count` items: idOf(i) and keyOf(i) describe item i, and
  // render(i, text) appends its line to text.
  template <typename IdOf, typename KeyOf, typename Render>
  void update(size_t count, IdOf idOf, KeyOf keyOf, Render render) {
    size_t dropped = 0;
    size_t droppedBytes = 0;
    while (dropped < entries_.size() && (count == 0 || entries_[dropped].id < idOf(0))) {
      droppedBytes += entries_[dropped++].length;
    }
    text_.erase(0, droppedBytes);
    entries_.erase(entries_.begin(), entries_.begin() + static_cast<long>(dropped));
    size_t offset = 0;
    size_t i = 0;
    for (; i < count && i < entries_.size() && entries_[i].id == idOf(i); ++i) {
      Entry& entry = entries_[i];
      Key key = keyOf(i);
      if (!(entry.key == key)) {
        scratch_.clear();
        render(i, scratch_);
        text_.replace(offset, entry.length, scratch_);
        entry.key = key;
        entry.length = scratch_.size();
      }
      offset += entry.length;
    }
    text_.resize(offset);
    entries_.resize(i);
    for (; i < count; ++i) {
      size_t before = text_.size();
      render(i, text_);
      entries_.push_back(Entry{idOf(i), keyOf(i), text_.size() - before});
    }
  }

  const std::string& text() const { return text_; }

 private:
  struct Entry {
    int id;
    Key key;
    size_t length;
  };
  std::vector<Entry> entries_;
  std::string text_;
  std::string scratch_;
};

}  // namespace hydra::cli
