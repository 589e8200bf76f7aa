# The reference hydra: the rules core (reference/core), the computer players (reference/bots)
# and the text front end (reference/cli).
# Three builds of the same sources:
#   build/release  -O2, what ./hydra is made of
#   build/check    -O1 -g with HYDRA_CHECK_INVARIANTS: checkInvariants() after every apply()
#   build/asan     the check build under AddressSanitizer and UndefinedBehaviorSanitizer
# Other fragments link the core through CORE_LIB_<build>, the computer players through
# BOTS_LIB_<build> (it needs the core after it) and the CLI through CLI_LIB_<build>.

CORE_SRCS := $(sort $(wildcard reference/core/*.cc))
BOTS_SRCS := $(sort $(wildcard reference/bots/*.cc))
CLI_SRCS  := $(filter-out reference/cli/main.cc,$(sort $(wildcard reference/cli/*.cc)))
REF_HDRS  := $(wildcard reference/core/*.h reference/bots/*.h reference/cli/*.h)

FLAGS_release := -O2 -DNDEBUG
# ./hydra, the live reference of every grade, starts hundreds of times a grade: its own copy of
# the C++ runtime spares each start loading and relocating libstdc++
LDFLAGS_release := -static-libstdc++ -static-libgcc
FLAGS_check   := -O1 -g -DHYDRA_CHECK_INVARIANTS
FLAGS_asan    := -O1 -g -DHYDRA_CHECK_INVARIANTS -fsanitize=address,undefined -fno-omit-frame-pointer \
                 -fno-sanitize-recover=undefined
LDFLAGS_asan  := -fsanitize=address,undefined

define reference_build
build/$(1)/%.o: %.cc $$(REF_HDRS)
	@mkdir -p $$(dir $$@)
	$$(CXX) $$(CXXSTD) $$(WARN) $$(FLAGS_$(1)) $$(INCLUDES) -c $$< -o $$@

CORE_LIB_$(1) := build/$(1)/libhydra_core.a
BOTS_LIB_$(1) := build/$(1)/libhydra_bots.a
CLI_LIB_$(1)  := build/$(1)/libhydra_cli.a

build/$(1)/libhydra_core.a: $$(CORE_SRCS:%.cc=build/$(1)/%.o)
	@rm -f $$@ && ar rcs $$@ $$^

build/$(1)/libhydra_bots.a: $$(BOTS_SRCS:%.cc=build/$(1)/%.o)
	@rm -f $$@ && ar rcs $$@ $$^

build/$(1)/libhydra_cli.a: $$(CLI_SRCS:%.cc=build/$(1)/%.o)
	@rm -f $$@ && ar rcs $$@ $$^

build/$(1)/hydra: build/$(1)/reference/cli/main.o build/$(1)/libhydra_cli.a build/$(1)/libhydra_bots.a build/$(1)/libhydra_core.a
	$$(CXX) $$(FLAGS_$(1)) $$(LDFLAGS_$(1)) $$^ -o $$@
endef
$(foreach b,release check asan,$(eval $(call reference_build,$(b))))

# Plain `make` needs only a compiler; it installs one if the machine has none.
hydra: build/release/hydra
	cp $< $@.tmp && mv -f $@.tmp $@

build/release/hydra build/check/hydra build/asan/hydra: | deps-compiler

.PHONY: deps-compiler
deps-compiler:
	@tools/ensure-deps.sh g++ make

.PHONY: asan check-build acceptance
asan: build/asan/hydra
check-build: build/check/hydra

# An independent acceptance suite kept outside the kit: ACCEPTANCE=path/to/its/check, which
# takes the build to check as its argument (skipped when not given).
ACCEPTANCE ?=
acceptance: hydra
	@if [ -n "$(ACCEPTANCE)" ] && [ -x "$(ACCEPTANCE)" ]; then $(ACCEPTANCE) ./hydra; \
	else echo "acceptance: no ACCEPTANCE=path/to/check given (or not executable), skipped"; fi

TEST_BUILDS += hydra build/check/hydra build/asan/hydra
TEST_TARGETS += acceptance
