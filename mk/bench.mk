# Engine benchmarks (Google Benchmark, Debian's libbenchmark-dev). Not part of make test.
#   make bench                 engine random self-play: moves/s, games/s
.PHONY: bench
DEB_PACKAGES += libbenchmark-dev

build/bench/engine_bench: bench/engine_bench.cc $(CORE_LIB_release)
	@mkdir -p $(dir $@)
	$(CXX) $(CXXSTD) $(WARN) -O2 -DNDEBUG $(INCLUDES) $^ -lbenchmark -lpthread -o $@

bench: deps build/bench/engine_bench
	build/bench/engine_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
