// The transition rules (see transition_oracle.h): one check per kind of move.
#include "oracle/transition_oracle.h"

#include <algorithm>

#include "oracle/placement.h"

namespace hydra::oracle {
namespace {

struct TurnFacts {
  const Table& before;
  const Table& after;
  int player;
  std::vector<std::string>& problems;

  void expect(bool ok, const std::string& what) {
    if (!ok) problems.push_back(what);
  }
  const Seat& was() const { return before.seats[static_cast<size_t>(player)]; }
  const Seat& now() const { return after.seats[static_cast<size_t>(player)]; }
  bool won() const { return after.stage == Stage::Over && after.winner == player; }

  // R17: play passes on and the reserve is put away.
  void passed(const std::string& clause) {
    int next = (player + 1) % before.players();
    expect(after.stage == Stage::TurnStart && after.current == next,
           clause + ": the turn should pass to player " + std::to_string(next + 1));
    expect(!after.reserve, clause + ": the reserve should be put away at the turn end (R17)");
  }
  // R17 and I2: the reserve (`putAway`) lies on top of the discard pile, or of the draw pile
  // under reserve-to-draw.
  void turnEnded(const std::string& clause, std::optional<Card> putAway) {
    passed(clause);
    expect(now().total() == was().total() + (putAway ? 1 : 0),
           clause + ": at the turn end the player keeps their piles plus the reserve");
    if (!putAway) return;
    bool toDraw = before.options.reserveToDraw;
    const std::vector<Card>& pile = toDraw ? now().draw : now().discard;
    expect(!pile.empty() && pile.back() == *putAway,
           clause + ": the reserve should lie on top of the " +
               (toDraw ? "draw pile (I2)" : "discard pile (R17)"));
  }
  void continued(const std::string& clause) {
    expect(after.stage == Stage::Move && after.current == player,
           clause + ": the turn should go on with a new card (R16)");
    expect(after.remaining == before.remaining - 1,
           clause + ": one card fewer should remain to draw (R5)");
    expect(now().total() == was().total() - 1, clause + ": exactly one card should be drawn");
  }
  // R16: after action 1, 3 or 4 the turn goes on, or ends when nothing is left to draw;
  // `reserve` is what the reserve holds after the action.
  void afterContinuingAction(const std::string& clause, std::optional<Card> reserve) {
    if (before.remaining == 0 || was().total() == 0) {
      turnEnded(clause, reserve);
    } else {
      continued(clause);
    }
  }
};

void checkStart(TurnFacts& facts) {
  const Table& before = facts.before;
  const Table& after = facts.after;
  if (facts.was().total() == 0) {
    facts.expect(facts.won(), "R18: a player with nothing to draw wins at the turn start");
    return;
  }
  facts.expect(after.stage == Stage::Move && after.current == before.current && after.hand,
               "R5: starting a turn draws a card for the same player");
  facts.expect(after.remaining == static_cast<int>(before.heads.size()) - 1,
               "R5: the quota is the number of heads");
  facts.expect(before.heads == after.heads, "R5: drawing leaves the heads alone");
  facts.expect(facts.now().total() == facts.was().total() - 1, "R6: exactly one card is drawn");
}

void checkPlace(TurnFacts& facts, const Place& place) {
  const Table& before = facts.before;
  const Pile* old = before.head(place.headId);
  const Pile* head = facts.after.head(place.headId);
  int value = place.jokerValue.value_or(before.hand->rank);
  if (!old || !head) {
    facts.expect(false, "R7: the head played on has gone");
    return;
  }
  facts.expect(head->cards.size() == old->cards.size() + 1 && head->top() == *before.hand,
               "R7: the card in hand should be on top of head " + std::to_string(head->id));
  facts.expect(head->value == value, "R10: the head should count as the value played");
  bool emptyHanded = facts.was().total() == 0 && !before.reserve;
  if (emptyHanded) {
    facts.expect(facts.won(), "R18: a player with no cards left after a placement wins");
  } else if (placementEndsTurn(value, old->value)) {
    facts.turnEnded("R8", before.reserve);
  } else {
    facts.afterContinuingAction("R7/R9", before.reserve);
  }
}

void checkCut(TurnFacts& facts) {
  const Table& before = facts.before;
  const Table& after = facts.after;
  facts.expect(after.cuts == before.cuts + 1, "R15: the cut should be counted");
  facts.expect(after.heads.size() == before.heads.size() + 1, "R15: a cut makes net one head");
  bool kept = after.heads.size() == before.heads.size() + 1 &&
              std::equal(before.heads.begin() + 1, before.heads.end(), after.heads.begin());
  facts.expect(kept, "R15: every head but the oldest should stay as it was");
  for (size_t i = before.heads.size() - 1; i < after.heads.size(); ++i) {
    const Pile& fresh = after.heads[i];
    int expectedId = before.nextId + static_cast<int>(i - (before.heads.size() - 1));
    facts.expect(fresh.id == expectedId && fresh.cards.size() == 1,
                 "R15.4: new heads get the next ids and one card each");
    int expectedValue = fresh.top().isJoker() ? 2 : fresh.top().rank;
    facts.expect(fresh.value == expectedValue, "R11.2: a new head counts as its card");
  }
  int moved = 1 + (before.reserve ? 1 : 0) + static_cast<int>(before.heads.front().cards.size());
  facts.expect(facts.now().total() == facts.was().total() + moved - 2,
               "R15: hand, reserve and oldest head go to the player, two cards come out");
  // I2: under reserve-to-draw the reserve goes on the draw pile first and becomes the first
  // new head (unless cards are being named, as in testing mode).
  if (before.options.reserveToDraw && before.reserve && !after.relabelled && kept) {
    facts.expect(after.heads[after.heads.size() - 2].top() == *before.reserve,
                 "R15.2/I2: the former reserve should be the first new head");
  }
  if (facts.now().total() == 0) {
    facts.expect(facts.won(), "R18.3: a cut that leaves no cards wins");
  } else {
    facts.passed("R15.5");
  }
}

}  // namespace

std::vector<std::string> transitionProblems(const Table& before, const Move& move,
                                            const Table& after) {
  std::vector<std::string> problems;
  TurnFacts facts{before, after, before.current, problems};
  if (std::holds_alternative<StartTurn>(move)) {
    checkStart(facts);
  } else if (const Place* place = std::get_if<Place>(&move)) {
    checkPlace(facts, *place);
  } else if (std::holds_alternative<Reserve>(move)) {
    facts.expect(after.reserve == before.hand || after.stage == Stage::TurnStart,
                 "R12: the card in hand should go into the reserve");
    facts.afterContinuingAction("R12", before.hand);
  } else if (std::holds_alternative<Swap>(move)) {
    Table expected = before;
    std::swap(expected.hand, expected.reserve);
    facts.expect(expected == after, "R13: a swap exchanges hand and reserve, nothing else");
  } else {
    checkCut(facts);
  }
  return problems;
}

}  // namespace hydra::oracle
