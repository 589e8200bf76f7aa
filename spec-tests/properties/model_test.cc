// The stateful model test (R5-R18, I1-I2, H1-H3): random command sequences, under generated
// readings and house rules, run against the real engine and against the small model of
// oracle/model.h at the same time; after every command the engine, reduced to counts and head
// tops, must equal the model. Commands: Draw (the engine's StartTurn, naming the card drawn),
// Play(head, joker value), Reserve, Swap, Cut (naming the cards drawn), EndTurn (an
// observation: at a turn start the turn has really passed on, with nothing in hand or
// reserve), and Refused (any move the model forbids must be refused by the engine and change
// nothing). Runs start from reachable positions (generators.h), so they meet reshuffles and
// wins. A failing run prints its commands, one per line.
#include "oracle/model.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <rapidcheck/state.h>

#include "core/game.h"
#include "oracle/engine_view.h"
#include "properties/generators.h"
#include "properties/tallies.h"

namespace hydra::props {
namespace {

using oracle::Model;

struct Engine {
  GameState state;
  ProbeSource source;
};

using ModelCommand = rc::state::Command<Model, Engine>;

// Applies `move` to the engine after naming the cards the model drew for it, then compares
// the engine with the model's next state.
void runAgainstModel(const ModelCommand& command, const Model& s0, Engine& sut, const Move& move,
                     std::vector<Card> named) {
  Model s1 = command.nextState(s0);
  int draws = s1.draws - s0.draws;
  RC_ASSERT(draws <= static_cast<int>(named.size()));
  for (int i = 0; i < draws; ++i) sut.source.script(named[static_cast<size_t>(i)]);
  int overdrawn = sut.source.overdraws();
  std::optional<MoveError> error = hydra::apply(sut.state, move, sut.source);
  if (error) RC_FAIL("the engine refused " + describe(move) + ": " + error->message);
  RC_ASSERT(sut.source.scriptLeft() == 0u);        // it drew no fewer cards than the model
  RC_ASSERT(sut.source.overdraws() == overdrawn);  // and no more
  noteStatesChecked(1);
  std::string diff = oracle::compare(s1, oracle::abstract(oracle::view(sut.state)));
  if (!diff.empty()) RC_FAIL("engine and model disagree after " + describe(move) + "\n" + diff);
}

struct Draw : ModelCommand {
  Card card = *genCard();
  void checkPreconditions(const Model& s0) const override {
    RC_PRE(oracle::modelAllows(s0, StartTurn{}));
  }
  void apply(Model& s0) const override { oracle::modelStartTurn(s0, card); }
  void run(const Model& s0, Engine& sut) const override {
    runAgainstModel(*this, s0, sut, StartTurn{}, {card});
  }
  void show(std::ostream& out) const override { out << "Draw(" << cardName(card) << ")"; }
};

struct Play : ModelCommand {
  int headId = 0;
  std::optional<int> value;
  Card next;
  explicit Play(const Model& s0) : next(*genCard()) {
    if (s0.stage != oracle::Stage::Move || s0.heads.empty()) return;
    // Mostly heads and values that fit; preconditions discard the rest.
    headId = (*rc::gen::elementOf(s0.heads)).id;
    if (s0.hand->isJoker()) value = *rc::gen::inRange(1, 14);
  }
  void checkPreconditions(const Model& s0) const override {
    RC_PRE(oracle::modelAllows(s0, Place{headId, value}));
  }
  void apply(Model& s0) const override { oracle::modelPlace(s0, headId, value, next); }
  void run(const Model& s0, Engine& sut) const override {
    runAgainstModel(*this, s0, sut, Place{headId, value}, {next});
  }
  void show(std::ostream& out) const override {
    out << "Play(head " << headId;
    if (value) out << " as " << rankName(*value);
    out << ", next " << cardName(next) << ")";
  }
};

struct ReserveCard : ModelCommand {
  Card next = *genCard();
  void checkPreconditions(const Model& s0) const override {
    RC_PRE(oracle::modelAllows(s0, Reserve{}));
  }
  void apply(Model& s0) const override { oracle::modelReserve(s0, next); }
  void run(const Model& s0, Engine& sut) const override {
    runAgainstModel(*this, s0, sut, Reserve{}, {next});
  }
  void show(std::ostream& out) const override { out << "Reserve(next " << cardName(next) << ")"; }
};

struct SwapCards : ModelCommand {
  void checkPreconditions(const Model& s0) const override {
    RC_PRE(oracle::modelAllows(s0, Swap{}));
  }
  void apply(Model& s0) const override { oracle::modelSwap(s0); }
  void run(const Model& s0, Engine& sut) const override {
    runAgainstModel(*this, s0, sut, Swap{}, {});
  }
  void show(std::ostream& out) const override { out << "Swap"; }
};

struct CutHead : ModelCommand {
  Card first = *genCard(), second = *genCard();
  void checkPreconditions(const Model& s0) const override {
    RC_PRE(oracle::modelAllows(s0, Cut{}));
  }
  void apply(Model& s0) const override { oracle::modelCut(s0, first, second); }
  void run(const Model& s0, Engine& sut) const override {
    runAgainstModel(*this, s0, sut, Cut{}, {first, second});
  }
  void show(std::ostream& out) const override {
    out << "Cut(new heads " << cardName(first) << ", " << cardName(second) << ")";
  }
};

// R17: at a turn start the previous turn is over: nothing in hand or reserve, nothing left to
// draw this turn, and the player whose turn it is still owns cards (else they would have won).
struct EndTurn : ModelCommand {
  void checkPreconditions(const Model& s0) const override {
    RC_PRE(s0.stage == oracle::Stage::TurnStart);
  }
  void run(const Model& s0, Engine& sut) const override {
    const GameState& state = sut.state;
    RC_ASSERT(state.phase == Phase::TurnStart);
    RC_ASSERT(state.current == s0.current);
    RC_ASSERT(!state.hand && !state.reserve && state.remaining == 0);
    RC_ASSERT(pileCards(state, state.current) > 0);
  }
  void show(std::ostream& out) const override { out << "EndTurn (observed)"; }
};

// Any move the model forbids: the engine must refuse it and change nothing (R19).
struct Refused : ModelCommand {
  Move move = *genMove();
  void checkPreconditions(const Model& s0) const override {
    RC_PRE(!oracle::modelAllows(s0, move));
  }
  void run(const Model&, Engine& sut) const override {
    GameState before = sut.state;
    RC_ASSERT(hydra::apply(sut.state, move, sut.source).has_value());
    RC_ASSERT(sut.state == before);
  }
  void show(std::ostream& out) const override { out << "Refused(" << describe(move) << ")"; }
};

RC_GTEST_PROP(Model, EngineFollowsTheSimpleModel, ()) {
  Position position = *rc::gen::oneOf(genPosition(), genLatePosition());
  RC_PRE(position.game.state.phase != Phase::GameOver);
  Engine engine{position.game.state, position.game.source};
  engine.source.setStrict(true);  // from now on every draw must be one the model named
  Model initial = oracle::abstract(oracle::view(engine.state));
  auto commands = *rc::state::gen::commands(
      initial, rc::state::gen::execOneOfWithArgs<Draw, Play, ReserveCard, SwapCards, CutHead,
                                                 EndTurn, Refused>());
  rc::state::runAll(commands, initial, engine);
  RC_TAG(commands.size() < 25 ? "under 25 commands" : "25 commands or more");
  RC_CLASSIFY(engine.state.phase == Phase::GameOver, "ended in a win");
  RC_CLASSIFY(engine.state.cutCount > position.game.state.cutCount, "with cuts");
  RC_CLASSIFY(hasHouseRules(engine.state.rules), "with house rules");
}

}  // namespace
}  // namespace hydra::props
