# Specification tests, each named after the clause of docs/rules.md it checks.
#   make scenario-tests   GoogleTest scenarios of the rules engine (R1-R19), linked against the
#                         check build of the core (invariants checked after every move)
#   make e2e-tests        the exact text of the hydra binary (R20-R25 and whole turns), run
#                         against ./hydra and against the sanitized build/asan/hydra
# Run one binary only: make e2e-tests E2E_BINS=./hydra; pick tests: E2E_ARGS='-k joker'.

SCENARIO_SRCS := $(sort $(wildcard spec-tests/scenario/*.cc))
SCENARIO_HDRS := $(wildcard spec-tests/scenario/*.h)
SCENARIO_OBJS := $(SCENARIO_SRCS:spec-tests/%.cc=build/spec-tests/%.o)
SCENARIO_BIN  := build/spec-tests/scenario-tests
# The test code itself is built without optimisation (it compiles faster); the core it tests
# is the check build, -O1 with checkInvariants() after every move.
SCENARIO_FLAGS := -O0 -g -DHYDRA_CHECK_INVARIANTS

# Positions are written with designated initializers that leave the other fields at their
# defaults, hence -Wno-missing-field-initializers.
build/spec-tests/%.o: spec-tests/%.cc $(SCENARIO_HDRS) $(REF_HDRS)
	@mkdir -p $(dir $@)
	$(CXX) $(CXXSTD) $(WARN) -Wno-missing-field-initializers $(SCENARIO_FLAGS) $(INCLUDES) -c $< -o $@

$(SCENARIO_BIN): $(SCENARIO_OBJS) $(CORE_LIB_check)
	$(CXX) $^ -lgtest -lgtest_main -pthread -o $@

E2E_BINS ?= ./hydra build/asan/hydra
E2E_ARGS ?=
# Any sanitizer report makes the process exit non-zero, which the e2e tests check.
E2E_SANITIZE := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=86 \
                UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=86

.PHONY: scenario-tests e2e-tests
scenario-tests: $(SCENARIO_BIN)
	$(SCENARIO_BIN) --gtest_brief=1

e2e-tests: $(E2E_BINS)
	@for bin in $(E2E_BINS); do \
	  echo "e2e-tests: $$bin"; \
	  $(E2E_SANITIZE) HYDRA_BIN=$$bin $(PY) -m pytest -q -p no:cacheprovider spec-tests/e2e \
	    $(E2E_ARGS) || exit 1; \
	done

TEST_BUILDS += $(SCENARIO_BIN)
TEST_TARGETS += scenario-tests e2e-tests

# The grader's tests show the planted-bug check going red on the scenario suite
# (tools/tests/test_planted.py), so they need the scenario objects built first.
grader-tests: $(SCENARIO_OBJS)
