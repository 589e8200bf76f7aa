# Planted bugs (docs/planted.md): tools/variants/*.variant, each a copy of reference/ with a few
# exact edits that declares the suites that must catch it (`caught-by:` corpus, scenario,
# properties, fuzz, grader); a dialect declares no rule finding and the grader must flag none.
# One format, one builder and one check (tools/planted, `python3 -m planted --help`).
#   make planted          every declared suite catches every planted bug, and every dialect
#                         grades without a rule finding (part of make test; bugs side by side)
#   make planted-full     the same with the grader on every transcript and 4 normal games and
#                         each fuzz run bounded at 300 s instead of 60 s
#   make planted-list     the variants and the suites each declares
#   make properties-never-red  every property test turned red by at least one planted bug
#                         (the property suites run whole on each; about 5 min, not in make test)
#   make mutants, properties-mutants, fuzz-planted, grade-variants-full: one suite of the
#                         check (corpus, properties, fuzz, grader in full)
# PLANTED_ARGS passes options (e.g. PLANTED_ARGS='equal-continues --suite fuzz').
PLANTED      := PYTHONPATH=tools $(PY) -m planted
PLANTED_ARGS ?=

.PHONY: planted planted-full planted-list planted-deps properties-never-red

# What the suites link with or compare against, built by their own fragments (expanded when
# the recipe runs, after every fragment has been read).
planted-deps: deps-properties deps-fuzz
	@$(MAKE) -s --no-print-directory hydra $(PROP_BINS) $(SCENARIO_OBJS) fuzz-build

planted: planted-deps
	@$(PLANTED) -j $(JOBS) $(PLANTED_ARGS)

planted-full: planted-deps
	@$(PLANTED) -j $(JOBS) --full $(PLANTED_ARGS)

properties-never-red: planted-deps
	@PYTHONPATH=tools $(PY) -m planted.never_red -j $(JOBS)

planted-list:
	@$(PLANTED) --list

TEST_TARGETS += planted
