// The session's display, kept up to date line by line (see presenter.h).
#include "cli/presenter.h"

#include "cli/grammar.h"
#include "cli/pretty.h"
#include "cli/render.h"

namespace hydra::cli {

void Presenter::table(const GameState& state, Output& out) {
  if (pretty_) {
    out << renderPrettyTable(state, colour_);
    return;
  }
  const auto& heads = state.heads;
  heads_.update(
      heads.size(), [&](size_t i) { return heads[i].id; },
      [&](size_t i) {
        return HeadKey{heads[i].top(), heads[i].topValue, heads[i].cards.size()};
      },
      [&](size_t i, std::string& text) { appendHeadLine(text, heads[i]); });
  players_.update(
      state.players.size(), [](size_t i) { return static_cast<int>(i); },
      [&](size_t i) {
        const Player& player = state.players[i];
        bool holding = state.phase == Phase::Move && static_cast<int>(i) == state.current;
        return PlayerKey{player.draw.size(), player.discard.size(), holding,
                         holding ? state.remaining : 0, holding && state.reserve.has_value()};
      },
      [&](size_t i, std::string& text) { appendPlayerLine(text, state, static_cast<int>(i)); });
  out << "\nHeads:\n" << heads_.text() << "\nPlayers:\n" << players_.text() << '\n';
}

void Presenter::turnPrompt(const GameState& state, Output& out) {
  out << cli::turnPrompt(state) << '\n';
}

void Presenter::holdingPrompt(const GameState& state, Output& out) {
  out << (grammar_ ? grammaticalHoldingPrompt(state) : cli::holdingPrompt(state)) << '\n';
}

void Presenter::winnerLine(const GameState& state, Output& out) {
  out << cli::winnerLine(state) << '\n';
}

}  // namespace hydra::cli
