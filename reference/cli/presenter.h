// What the session shows (rules R20-R22 and the -pretty and -grammar enhancements): the table
// before each prompt, the prompts and the winner. The canonical table is kept from one display
// to the next and only its changed lines are rendered again (cli/line_block.h); -pretty draws
// the whole table each time (cli/pretty.h); -grammar changes the holding prompt's article.
#pragma once

#include <cstddef>

#include "cli/line_block.h"
#include "cli/options.h"
#include "cli/output.h"
#include "core/state.h"

namespace hydra::cli {

class Presenter {
 public:
  explicit Presenter(const Options& options)
      : pretty_(options.pretty), colour_(options.colour), grammar_(options.grammar) {}

  void table(const GameState& state, Output& out);
  void turnPrompt(const GameState& state, Output& out);
  void holdingPrompt(const GameState& state, Output& out);
  void winnerLine(const GameState& state, Output& out);

 private:
  // What a head's line shows.
  struct HeadKey {
    Card top;
    int topValue;
    size_t size;
    friend bool operator==(const HeadKey&, const HeadKey&) = default;
  };
  // What a player's line shows.
  struct PlayerKey {
    size_t draw;
    size_t discard;
    bool holding;
    int remaining;
    bool reserve;
    friend bool operator==(const PlayerKey&, const PlayerKey&) = default;
  };

  bool pretty_;
  bool colour_;
  bool grammar_;
  LineBlock<HeadKey> heads_;
  LineBlock<PlayerKey> players_;
};

}  // namespace hydra::cli
