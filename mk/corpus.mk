# The golden corpus of transcripts (docs/corpus.md), its generator and its checks.
#   make corpus            regenerate every transcript of the corpus's areas from its sources
#   make goldens           rerun the reference on every transcript; show the diff and write it
#   make check-goldens     fail on any drift between the reference and the goldens (make test)
#   make coverage-report   clauses x transcripts, and gcov line/branch coverage of the core
#   make mutants           the corpus must fail on every planted bug declaring `caught-by: corpus`
#                          (tools/variants; the corpus suite of `make planted`, mk/planted.mk)
CORPUS_PY   := PYTHONPATH=tools $(PY)
CORPUS_ARGS ?=
DEB_PACKAGES += gcovr lcov

.PHONY: corpus goldens check-goldens coverage-report mutants corpus-stats

corpus: hydra
	$(CORPUS_PY) -m corpus build $(CORPUS_ARGS)

goldens: hydra
	$(CORPUS_PY) -m corpus goldens $(CORPUS_ARGS)

check-goldens: hydra
	@$(CORPUS_PY) -m corpus check --quiet $(CORPUS_ARGS)

corpus-stats:
	@$(CORPUS_PY) -m corpus stats

coverage-report: hydra
	$(CORPUS_PY) -m corpus coverage $(CORPUS_ARGS)

mutants: hydra
	@$(PLANTED) -j $(JOBS) --suite corpus $(PLANTED_ARGS)

TEST_TARGETS += check-goldens
