# Grading builds against the transcripts (docs/grader.md, docs/transcript-format.md).
#   make grade [IMPL=path/to/hydra] [GRADE_ARGS=...]  grade a build (default: the reference):
#                                  probe it, run the transcripts and normal-mode games, report
#                                  findings; IMPL may be a folder of builds (builds x findings)
#   make grader-tests             the grader's own tests (tools/tests) and the reference graded
#                                 on every transcript (part of make test)
#   make grade-variants           build the reference variants of tools/variants/
#   make grade-variants-full      every variant graded on every transcript and 4 normal-mode
#                                 games: its findings must be exactly the declared ones
#                                 (`make planted`, in make test, checks them on a quick subset)
#   make grade-report-screenshot  HTML report of a failing variant, rendered by headless
#                                 chromium into build/grade/report.png (not part of make test)
#   make grade-bench [IMPL=...]   the reference's grade time against the replay floor (and
#                                 a build's whole grade time, given IMPL)
GRADE      := $(PY) tools/hydra-grade
IMPL       ?=  # (mk/fuzz.mk may default it to ./hydra: that grades the reference)
GRADE_ARGS ?=

.PHONY: deps-grade grade grader-tests grade-variants grade-variants-full grade-report-screenshot grade-bench

# what grading needs beyond the reference's compiler: the fixed clock (libfaketime)
deps-grade:
	@tools/ensure-deps.sh libfaketime

grade: hydra | deps-grade
	@$(GRADE) grade -j $(JOBS) $(GRADE_ARGS) $(IMPL)

grader-tests: hydra
	@$(PY) -m pytest tools/tests -q -p no:cacheprovider -n $(JOBS) --dist loadfile --durations=12
	@$(GRADE) grade -q --brief -j $(JOBS)

grade-variants:
	@$(GRADE) variants -j $(JOBS)

grade-variants-full: hydra
	@$(PLANTED) -j $(JOBS) --suite grader --full $(PLANTED_ARGS)

grade-report-screenshot: hydra
	@tools/ensure-deps.sh chromium
	@mkdir -p build/grade
	@$(GRADE) variants cut-newest >/dev/null
	-@$(GRADE) grade build/variants/cut-newest/hydra -q --html build/grade/report.html >/dev/null
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1800 \
	  --screenshot=build/grade/report.png file://$(CURDIR)/build/grade/report.html
	@echo "screenshot: build/grade/report.png"

grade-bench: hydra | deps-grade
	@$(PY) tools/grader/cli/bench.py -j $(JOBS) $(if $(strip $(IMPL)),--impl $(IMPL))

TEST_TARGETS += grader-tests
# builds run with their clock started at a fixed instant (tools/grader/fixed_clock.py)
DEB_PACKAGES += libfaketime
