# Hydra conformance kit.
#   make            build ./hydra (the reference, optimised)
#   make test       build and run every test suite
#   make grade [IMPL=path/to/hydra]   grade a build (default: the reference)
# Each area keeps its own targets in mk/*.mk; they add to TEST_TARGETS (suites, run one after
# another), TEST_BUILDS (what the suites run, compiled first on JOBS cores) and DEB_PACKAGES.
# Python: Debian's interpreter, which has python3-pytest; a python3 earlier on PATH may not.

PY        := /usr/bin/python3
CXX       ?= g++
CXXSTD    := -std=c++20
WARN      := -Wall -Wextra -Wpedantic
CXXFLAGS  ?= -O2
INCLUDES  := -Ireference
JOBS      ?= 2

# Debian packages the kit needs; mk/*.mk fragments append theirs.
DEB_PACKAGES := g++ make googletest libgtest-dev librapidcheck-dev libbenchmark-dev \
                python3 python3-pytest python3-pytest-xdist
TEST_TARGETS :=
TEST_BUILDS  :=

.DEFAULT_GOAL := hydra
.PHONY: all test deps clean

all: hydra

include mk/reference.mk
-include $(filter-out mk/reference.mk,$(sort $(wildcard mk/*.mk)))

# Installs whatever is missing, once; silent when everything is present.
deps:
	@tools/ensure-deps.sh $(DEB_PACKAGES)

# Every suite runs, even after one fails; each one's time is printed after it, and the
# suites that failed are named at the end (exit status 1).
test: deps
	@started=$$(date +%s); \
	$(MAKE) --no-print-directory -s -j $(JOBS) $(TEST_BUILDS) || exit 1; \
	echo "make test: builds took $$(( $$(date +%s) - started )) s"; failed=""; \
	for suite in $(TEST_TARGETS); do \
	  start=$$(date +%s); $(MAKE) --no-print-directory $$suite || failed="$$failed $$suite"; \
	  echo "make test: $$suite took $$(( $$(date +%s) - start )) s"; \
	done; \
	if [ -n "$$failed" ]; then echo "make test: FAILED:$$failed"; exit 1; fi; \
	echo "make test: all suites passed in $$(( $$(date +%s) - started )) s"

clean:
	rm -rf build hydra
