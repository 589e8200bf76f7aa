// The figures of a run: how many game states the suite checked and how fast, printed once at
// the end (every suite links this file). Speed is reported, never asserted.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "properties/playout.h"

namespace hydra::props {
namespace {

class StatsEnvironment : public ::testing::Environment {
 public:
  void SetUp() override { start_ = std::chrono::steady_clock::now(); }
  void TearDown() override {
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    long long states = statesChecked();
    std::printf("figures: %lld states checked in %.1f s, %.0f states/s\n", states, seconds,
                seconds > 0 ? states / seconds : 0.0);
  }

 private:
  std::chrono::steady_clock::time_point start_;
};

[[maybe_unused]] ::testing::Environment* const kStats =
    ::testing::AddGlobalTestEnvironment(new StatsEnvironment);

}  // namespace
}  // namespace hydra::props
