# Benchmarks. Not part of make test.
#   make bench                 engine random self-play (Google Benchmark, Debian's
#                              libbenchmark-dev): moves/s, games/s; then the text front end's
#                              output speed against cat of the same bytes (bench/output_speed.py)
.PHONY: bench
DEB_PACKAGES += libbenchmark-dev

build/bench/engine_bench: bench/engine_bench.cc $(CORE_LIB_release)
	@mkdir -p $(dir $@)
	$(CXX) $(CXXSTD) $(WARN) -O2 -DNDEBUG $(INCLUDES) $^ -lbenchmark -lpthread -o $@

bench: deps build/bench/engine_bench hydra
	build/bench/engine_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
	$(PY) bench/output_speed.py ./hydra
