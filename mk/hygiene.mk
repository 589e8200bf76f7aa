# Hygiene of the sources, checked in make test:
#   make format-check   every C++/C source as .clang-format wants it (clang-format --dry-run)
#   make format         rewrite them so
#   make lint           pyflakes3 over the Python of tools/, spec-tests/, fuzz/, bench/ (and the
#                       Python scripts without a .py ending); shellcheck over the shell scripts
# Files are the ones git tracks, so build output and scratch files are never read.

HYGIENE_CXX = $(shell git ls-files '*.cc' '*.h' '*.c')
HYGIENE_PY  = $(shell git ls-files 'tools/*.py' 'spec-tests/*.py' 'fuzz/*.py' 'bench/*.py') \
              $(shell git ls-files tools fuzz spec-tests bench | grep -v '\.' | \
                xargs -r grep -l '^\#!.*python' 2>/dev/null)
HYGIENE_SH  = $(shell git ls-files '*.sh' .ci/run)

.PHONY: hygiene format-check format lint
hygiene: format-check lint

format-check: deps-hygiene
	@test -n "$(HYGIENE_CXX)" || { echo "format-check: no sources listed (run it in a git checkout)"; exit 2; }
	@clang-format --dry-run --Werror $(HYGIENE_CXX) && \
	  echo "format-check: $(words $(HYGIENE_CXX)) C++/C files as .clang-format wants them" || \
	  { echo "format-check: the files above drift from .clang-format; 'make format' rewrites them"; exit 1; }

format: deps-hygiene
	clang-format -i $(HYGIENE_CXX)

lint: deps-hygiene
	@test -n "$(HYGIENE_PY)" || { echo "lint: no sources listed (run it in a git checkout)"; exit 2; }
	@pyflakes3 $(HYGIENE_PY) && echo "lint: $(words $(HYGIENE_PY)) Python files clean (pyflakes3)"
	@shellcheck $(HYGIENE_SH) && echo "lint: $(words $(HYGIENE_SH)) shell scripts clean (shellcheck)"

.PHONY: deps-hygiene
deps-hygiene:
	@tools/ensure-deps.sh clang-format python3-pyflakes shellcheck

DEB_PACKAGES += clang-format python3-pyflakes shellcheck
TEST_TARGETS += hygiene
