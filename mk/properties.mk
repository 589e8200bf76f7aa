# Property-based and model-based tests of the rule invariants (spec-tests/properties), with
# RapidCheck and GoogleTest, linked against the check build of the engine (invariants are
# checked inside every apply()).
#   make properties        run them at the make-test budget (well under 2 minutes, 2 cores)
#   make soak              the same suites with 100x as many cases and games
#   make perft-table       print the perft fingerprint table recorded in docs/perft.md
#   make properties-mutants  every planted bug declaring `caught-by: properties` turns the
#                            suites it names red (the properties suite of `make planted`)
# RC_PARAMS is RapidCheck's own variable (e.g. RC_PARAMS="seed=123" to replay a failure).

PROP_DIR   := spec-tests/properties
PROP_BUILD := build/properties
PROP_CASES ?= 100
PROP_SOAK  ?= 1
PROP_FLAGS := $(CXXSTD) $(WARN) -O1 -DHYDRA_CHECK_INVARIANTS -Ireference -Ispec-tests
PROP_LIBS  := -lrapidcheck -lgtest_main -lgtest -pthread

PROP_COMMON := generators playout probe_source tallies strategies step_check table_reader perft
# The independent rules oracle (spec-tests/oracle), built into the same library: the model test,
# the legality properties and the players all use it. The fuzz harness builds its own copy.
ORACLE_DIR  := spec-tests/oracle
ORACLE_SRCS := $(sort $(wildcard $(ORACLE_DIR)/*.cc))
ORACLE_HDRS := $(wildcard $(ORACLE_DIR)/*.h)
PROP_SUITES := props model simulation
PROP_MAINS_props      := conservation_props turn_props head_props joker_props oracle_props \
                         cut_win_props determinism_props termination_props stats_env
PROP_MAINS_model      := model_test stats_env
PROP_MAINS_simulation := simulation_test perft_test stats_env
PROP_HDRS := $(wildcard $(PROP_DIR)/*.h) $(ORACLE_HDRS) $(REF_HDRS)

$(PROP_BUILD)/%.o: $(PROP_DIR)/%.cc $(PROP_HDRS)
	@mkdir -p $(dir $@)
	$(CXX) $(PROP_FLAGS) -c $< -o $@

$(PROP_BUILD)/oracle/%.o: $(ORACLE_DIR)/%.cc $(ORACLE_HDRS) $(REF_HDRS)
	@mkdir -p $(dir $@)
	$(CXX) $(PROP_FLAGS) -c $< -o $@

$(PROP_BUILD)/common.a: $(PROP_COMMON:%=$(PROP_BUILD)/%.o) \
                        $(ORACLE_SRCS:$(ORACLE_DIR)/%.cc=$(PROP_BUILD)/oracle/%.o)
	@rm -f $@ && ar rcs $@ $^

define properties_suite
$(PROP_BUILD)/$(1)-test: $$(PROP_MAINS_$(1):%=$(PROP_BUILD)/%.o) $(PROP_BUILD)/common.a \
                         $$(CLI_LIB_check) $$(BOTS_LIB_check) $$(CORE_LIB_check)
	$$(CXX) $$^ $(PROP_LIBS) -o $$@
endef
$(foreach s,$(PROP_SUITES),$(eval $(call properties_suite,$(s))))

$(PROP_BUILD)/perft: $(PROP_BUILD)/perft_main.o $(PROP_BUILD)/common.a $(CORE_LIB_check)
	$(CXX) $^ -o $@

PROP_BINS := $(PROP_SUITES:%=$(PROP_BUILD)/%-test)

# Runs the three suites side by side (their logs in build/properties/*.log), reports progress
# every minute, then prints each suite's figures and summary, or the whole log of a failure.
define run_properties
	@echo "properties: $(1) cases per property ($$(( 4 * $(1) )) for the model), soak factor $(2)"
	@status=0; rm -f $(PROP_BUILD)/*.status; \
	for s in $(PROP_SUITES); do \
	  cases=$(1); [ $$s = model ] && cases=$$(( 4 * $(1) )); \
	  ( RC_PARAMS="max_success=$$cases $$RC_PARAMS" HYDRA_PERFT_DOC=docs/perft.md \
	    HYDRA_SOAK=$(2) $(PROP_BUILD)/$$s-test > $(PROP_BUILD)/$$s.log 2>&1; \
	    echo $$? > $(PROP_BUILD)/$$s.status ) & \
	done; \
	ticks=0; while [ $$(ls $(PROP_BUILD)/*.status 2>/dev/null | wc -l) -lt 3 ]; do \
	  sleep 1; ticks=$$((ticks + 1)); \
	  if [ $$((ticks % 60)) = 0 ]; then for s in $(PROP_SUITES); do \
	    echo "  $$s: $$(grep -c '^\[       OK \]' $(PROP_BUILD)/$$s.log) tests passed so far"; \
	  done; fi; \
	done; wait; \
	for s in $(PROP_SUITES); do \
	  if [ "$$(cat $(PROP_BUILD)/$$s.status)" != 0 ]; then cat $(PROP_BUILD)/$$s.log; status=1; \
	  else { grep "^figures:" $(PROP_BUILD)/$$s.log; tail -n 1 $(PROP_BUILD)/$$s.log; } \
	       | sed "s/^/$$s: /"; fi; \
	done; exit $$status
endef

.PHONY: properties soak properties-soak perft-table properties-mutants
properties: deps-properties $(PROP_BINS)
	$(call run_properties,$(PROP_CASES),$(PROP_SOAK))

properties-soak: deps-properties $(PROP_BINS)
	$(call run_properties,$$(( $(PROP_CASES) * 100 )),$$(( $(PROP_SOAK) * 100 )))

soak: properties-soak

perft-table: $(PROP_BUILD)/perft
	$(PROP_BUILD)/perft --table

properties-mutants: $(PROP_BINS)
	@$(PLANTED) -j $(JOBS) --suite properties $(PLANTED_ARGS)

.PHONY: deps-properties
deps-properties:
	@tools/ensure-deps.sh librapidcheck-dev libgtest-dev g++

$(PROP_BINS) $(PROP_BUILD)/perft: | deps-properties

DEB_PACKAGES += librapidcheck-dev libgtest-dev
TEST_BUILDS += $(PROP_BINS)
TEST_TARGETS += properties
