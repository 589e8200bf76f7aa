# Fuzzing (docs/fuzzing.md): libFuzzer harnesses for the rules engine and the text front end,
# built with clang under AddressSanitizer and UndefinedBehaviorSanitizer from their own objects
# (never the g++ ones), and the differential fuzzer that plays generated -testing games through
# a build under test and the reference in lock-step.
#   make fuzz                     smoke test: each harness for FUZZ_SMOKE s (part of make test)
#   make fuzz-long FUZZ_SECONDS=3600   a real campaign, one core, corpus in build/fuzz/long/
#   make fuzz-planted             each harness catching the planted bugs that declare
#                                 `caught-by: fuzz` (the fuzz suite of `make planted`)
#   make difffuzz IMPL=path/to/hydra   differential fuzzing of a build against the reference
#   make difffuzz-demo            the differential fuzzer on rule-changed copies (tools/variants)
#   make fuzz-seeds               regenerates fuzz/corpus/cli
# FUZZ_REF and FUZZ_OUT build the harnesses from another tree or into another folder.

FUZZ_CXX      ?= clang++
FUZZ_REF      ?= reference
FUZZ_OUT      ?= build/fuzz
FUZZ_SECONDS  ?= 3600
FUZZ_SMOKE    ?= 10
# FUZZ_SANITIZE=undefined builds a faster harness without AddressSanitizer for long campaigns
# (into build/fuzz-fast); the library assertions still catch bad indexing and empty optionals.
FUZZ_SANITIZE ?= address,undefined
FUZZ_FLAGS    := -std=c++20 -O2 -g -DHYDRA_CHECK_INVARIANTS -D_GLIBCXX_ASSERTIONS \
                 -fno-omit-frame-pointer -fsanitize=$(FUZZ_SANITIZE) -fno-sanitize-recover=undefined
# Edge counters only: the inputs hold no magic values to solve (every byte is taken modulo a
# range), and tracing comparisons took two thirds of the engine harness's time.
FUZZ_COVERAGE := -fsanitize=fuzzer-no-link -fno-sanitize-coverage=trace-cmp
FUZZ_HARNESS  := fuzz/harness

DEB_PACKAGES += clang libclang-rt-14-dev

# Every source of the reference but its main(): the core, the computer players, the front end.
FUZZ_REF_SRCS  := $(filter-out $(FUZZ_REF)/cli/main.cc,$(sort $(wildcard $(FUZZ_REF)/*/*.cc)))
FUZZ_REF_OBJS  := $(patsubst $(FUZZ_REF)/%.cc,$(FUZZ_OUT)/obj/%.o,$(FUZZ_REF_SRCS))
FUZZ_REF_HDRS  := $(wildcard $(FUZZ_REF)/*/*.h)
# The independent rules oracle the engine harness checks against (spec-tests/oracle).
FUZZ_ORACLE_DIR  := spec-tests/oracle
FUZZ_ORACLE_OBJS := $(patsubst $(FUZZ_ORACLE_DIR)/%.cc,$(FUZZ_OUT)/oracle/%.o,\
                      $(sort $(wildcard $(FUZZ_ORACLE_DIR)/*.cc)))
FUZZ_HDRS      := $(wildcard $(FUZZ_HARNESS)/*.h $(FUZZ_ORACLE_DIR)/*.h) $(FUZZ_REF_HDRS)

$(FUZZ_OUT)/obj/%.o: $(FUZZ_REF)/%.cc $(FUZZ_REF_HDRS) | deps-fuzz
	@mkdir -p $(dir $@)
	$(FUZZ_CXX) $(FUZZ_FLAGS) $(FUZZ_COVERAGE) -I$(FUZZ_REF) -c $< -o $@

$(FUZZ_OUT)/harness/%.o: $(FUZZ_HARNESS)/%.cc $(FUZZ_HDRS) | deps-fuzz
	@mkdir -p $(dir $@)
	$(FUZZ_CXX) $(FUZZ_FLAGS) -Wall -Wextra $(FUZZ_COVERAGE) -I$(FUZZ_REF) -I$(FUZZ_HARNESS) \
	  -Ispec-tests -c $< -o $@

$(FUZZ_OUT)/oracle/%.o: $(FUZZ_ORACLE_DIR)/%.cc $(FUZZ_HDRS) | deps-fuzz
	@mkdir -p $(dir $@)
	$(FUZZ_CXX) $(FUZZ_FLAGS) -Wall -Wextra $(FUZZ_COVERAGE) -I$(FUZZ_REF) -Ispec-tests -c $< -o $@

# What each harness links besides the engine's objects.
FUZZ_PARTS_engine := $(FUZZ_OUT)/harness/engine_fuzzer.o $(FUZZ_OUT)/harness/engine_checks.o \
                     $(FUZZ_ORACLE_OBJS)
FUZZ_PARTS_cli    := $(FUZZ_OUT)/harness/cli_fuzzer.o

$(FUZZ_OUT)/engine_fuzzer: $(FUZZ_PARTS_engine) $(FUZZ_REF_OBJS)
	$(FUZZ_CXX) $(FUZZ_FLAGS) -fsanitize=fuzzer $^ -o $@

$(FUZZ_OUT)/cli_fuzzer: $(FUZZ_PARTS_cli) $(FUZZ_REF_OBJS)
	$(FUZZ_CXX) $(FUZZ_FLAGS) -fsanitize=fuzzer $^ -o $@

# How the harnesses are built, for the builder of planted bugs (tools/planted/builder.py), so
# that their compiler, flags and parts are written here only.
.PHONY: fuzz-recipe
fuzz-recipe:
	@echo "compile: $(FUZZ_CXX) $(FUZZ_FLAGS) $(FUZZ_COVERAGE)"
	@echo "link: $(FUZZ_CXX) $(FUZZ_FLAGS) -fsanitize=fuzzer"
	@$(foreach h,engine cli,echo "$(h): $(FUZZ_PARTS_$(h))";)

FUZZERS := engine cli
FUZZ_BINS := $(FUZZERS:%=$(FUZZ_OUT)/%_fuzzer)

.PHONY: fuzz fuzz-build fuzz-long fuzz-planted difffuzz difffuzz-demo fuzz-seeds deps-fuzz
deps-fuzz:
	@tools/ensure-deps.sh clang libclang-rt-14-dev

fuzz-build: $(FUZZ_BINS)

FUZZ_PY      := PYTHONPATH=fuzz:tools $(PY)
FUZZ_ASAN    := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
FUZZ_MAXLEN_engine := 128
FUZZ_MAXLEN_cli    := 8192

# Smoke test: each harness for FUZZ_SMOKE seconds from the committed seeds (new inputs go to a
# scratch corpus), then the differential fuzzer's own tests. A finding fails the target.
fuzz: $(FUZZ_BINS) hydra
	@for h in $(FUZZERS); do \
	  dir=$(FUZZ_OUT)/smoke/$$h; rm -rf $$dir; mkdir -p $$dir/corpus; \
	  extra=$$(test $$h = cli && echo "-dict=fuzz/cli.dict -max_len=$(FUZZ_MAXLEN_cli)" \
	           || echo "-max_len=$(FUZZ_MAXLEN_engine)"); \
	  if ! $(FUZZ_ASAN) $(FUZZ_OUT)/$${h}_fuzzer -max_total_time=$(FUZZ_SMOKE) -timeout=10 \
	       -print_final_stats=1 $$extra -artifact_prefix=$$dir/ $$dir/corpus fuzz/corpus/$$h \
	       > $$dir/log 2>&1; then \
	    echo "fuzz: the $$h harness found something:"; grep -v '^#' $$dir/log | tail -30; \
	    echo "fuzz: reproduce with $(FUZZ_OUT)/$${h}_fuzzer $$dir/crash-*"; exit 1; \
	  fi; \
	  runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $$dir/log); \
	  rate=$$(sed -n 's/^stat::average_exec_per_sec: *//p' $$dir/log); \
	  echo "fuzz: $$h harness: $$runs executions in $(FUZZ_SMOKE) s ($$rate exec/s), no findings"; \
	done
	@$(FUZZ_PY) -m pytest -q -p no:cacheprovider fuzz/difffuzz/tests

# A real campaign: each harness in turn for FUZZ_SECONDS on one core (a single process), the
# corpus kept in FUZZ_LONG_DIR/HARNESS (seeded from fuzz/corpus), built without
# AddressSanitizer for speed.
FUZZ_FAST := build/fuzz-fast
FUZZ_LONG_DIR ?= build/fuzz/long
fuzz-long:
	@$(MAKE) --no-print-directory $(FUZZERS:%=$(FUZZ_FAST)/%_fuzzer) FUZZ_OUT=$(FUZZ_FAST) \
	  FUZZ_SANITIZE=undefined
	@for h in $(FUZZERS); do \
	  dir=$(FUZZ_LONG_DIR); mkdir -p $$dir/$$h $$dir/artifacts; \
	  extra=$$(test $$h = cli && echo "-dict=fuzz/cli.dict -max_len=$(FUZZ_MAXLEN_cli)" \
	           || echo "-max_len=$(FUZZ_MAXLEN_engine)"); \
	  echo "fuzz-long: $$h harness for $(FUZZ_SECONDS) s, log in $$dir/$$h.log"; \
	  $(FUZZ_FAST)/$${h}_fuzzer -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	    -print_final_stats=1 $$extra -artifact_prefix=$$dir/artifacts/ \
	    $$dir/$$h fuzz/corpus/$$h > $$dir/$$h.log 2>&1; status=$$?; \
	  grep -E '^stat::(number_of_executed_units|average_exec_per_sec)' $$dir/$$h.log; \
	  if [ $$status -ne 0 ]; then \
	    echo "fuzz-long: the $$h harness found something (see $$dir/$$h.log)"; exit 1; \
	  fi; \
	done

# Each harness against copies of the reference with a planted bug (tools/variants).
fuzz-planted: $(FUZZ_BINS)
	@$(PLANTED) -j $(JOBS) --suite fuzz $(PLANTED_ARGS)

# Differential fuzzing of IMPL (default: the reference against itself).
IMPL ?= ./hydra
DIFFFUZZ_GAMES ?= 200
difffuzz: hydra
	fuzz/hydra-difffuzz $(IMPL) --games $(DIFFFUZZ_GAMES)

# The differential fuzzer on copies of the reference with one rule changed (tools/variants);
# each must diverge and shrink to at most 30 answers.
DIFFFUZZ_DEMO ?= equal-continues reserve-not-counted swap-uses-draw cut-while-fits
difffuzz-demo: hydra
	@$(PY) tools/hydra-grade variants $(DIFFFUZZ_DEMO) reworded
	@$(FUZZ_PY) -m difffuzz.demo $(DIFFFUZZ_DEMO)

fuzz-seeds: hydra
	$(FUZZ_PY) -m difffuzz.seeds

TEST_BUILDS += fuzz-build
TEST_TARGETS += fuzz
