# Computer players (reference/bots; their library is built by mk/reference.mk): their tests in
# spec-tests/bots, the full legality soak and the tournament figures.
#   make test-bots     unit and session tests, a smaller legality soak (check build: invariants on)
#   make soak-bots     10,000 audited games per strategy and per player count 2-8 (release build)
#   make bench-bots    games per second of the tournament mode, median of 5 runs
#   make tournament-bots   counting against random and greedy, with confidence intervals

BOTS_TEST_SRCS := $(filter-out spec-tests/bots/soak_main.cc,$(sort $(wildcard spec-tests/bots/*.cc)))
BOTS_TEST_HDRS := $(wildcard spec-tests/bots/*.h)
BOTS_GTEST     := -lgtest -lgtest_main -pthread
# Games per strategy and player count in `make test-bots` (the soak plays 10000).
BOT_TEST_GAMES ?= 200

$(BOTS_TEST_SRCS:%.cc=build/check/%.o) build/release/spec-tests/bots/soak_main.o \
  build/release/spec-tests/bots/soak.o: $(BOTS_TEST_HDRS)
# Positions are written with designated initializers that leave the other fields at their
# defaults.
$(BOTS_TEST_SRCS:%.cc=build/check/%.o): WARN += -Wno-missing-field-initializers

build/check/bots_test: $(BOTS_TEST_SRCS:%.cc=build/check/%.o) $(CLI_LIB_check) $(BOTS_LIB_check) \
                       $(CORE_LIB_check) | deps-compiler
	$(CXX) $(FLAGS_check) $^ $(BOTS_GTEST) -o $@

build/release/soak-bots: build/release/spec-tests/bots/soak_main.o \
                         build/release/spec-tests/bots/soak.o $(BOTS_LIB_release) $(CORE_LIB_release)
	$(CXX) $(FLAGS_release) $^ -o $@

.PHONY: test-bots soak-bots bench-bots tournament-bots
# The tests run as JOBS GoogleTest shards side by side; each shard's output is shown after.
test-bots: build/check/bots_test hydra
	@pids=""; for i in $$(seq 0 $$(($(JOBS) - 1))); do \
	  GTEST_TOTAL_SHARDS=$(JOBS) GTEST_SHARD_INDEX=$$i HYDRA_BOT_GAMES=$(BOT_TEST_GAMES) \
	    build/check/bots_test --gtest_brief=1 > build/check/bots_test.$$i.log 2>&1 & \
	  pids="$$pids $$!"; \
	done; status=0; for p in $$pids; do wait $$p || status=1; done; \
	cat build/check/bots_test.*.log; exit $$status
	spec-tests/bots/profile_games.sh ./hydra

soak-bots: build/release/soak-bots
	build/release/soak-bots -games 10000

bench-bots: hydra
	spec-tests/bots/bench_tournament.sh ./hydra

tournament-bots: hydra
	./hydra -tournament 5000 -players counting,random -seed 1
	./hydra -tournament 5000 -players counting,greedy -seed 1
	./hydra -tournament 5000 -players greedy,random -seed 1
	./hydra -tournament 5000 -players counting,greedy,random,random -seed 1

TEST_BUILDS += build/check/bots_test
TEST_TARGETS += test-bots
DEB_PACKAGES += googletest libgtest-dev
