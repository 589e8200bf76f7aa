# Grading a whole class from its submissions (docs/class.md).
#   make class SUBMISSIONS=folder [OUT=folder] [CLASS_ARGS=...]
#                            unpack, build (sandboxed make), grade and mark every submission
#                            (.zip, .tar.gz or folder) and write OUT/index.html, summary.csv
#   make class-demo          a made-up class of 10 submissions (the reference, variants, one
#                            that does not compile, a hostile one, unsafe zips) graded on the
#                            whole corpus; each must get its expected outcome; prints
#                            submissions per minute and the time to resume
#   make class-report-screenshot  the demo's class report in headless chromium
#                            (build/class-demo/index.png; not part of make test)
# make test runs tools/tests/test_class.py (part of grader-tests): a few submissions on the
# smoke transcripts, resuming, and shards spread by GNU parallel over local workers.
DEB_PACKAGES += parallel
SUBMISSIONS ?=
OUT         ?=
CLASS_ARGS  ?=

.PHONY: class class-demo class-report-screenshot

class: hydra | deps-grade
	@test -n "$(SUBMISSIONS)" || { echo "usage: make class SUBMISSIONS=folder [OUT=folder]" >&2; exit 2; }
	@$(GRADE) class $(SUBMISSIONS) $(if $(OUT),-o $(OUT)) -j $(JOBS) $(CLASS_ARGS)

class-demo: hydra | deps-grade
	@cd tools && $(PY) -m planted.class_demo -j $(JOBS)

class-report-screenshot: hydra
	@tools/ensure-deps.sh chromium
	@test -f build/class-demo/out/index.html || $(MAKE) --no-print-directory class-demo
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1000 \
	  --screenshot=build/class-demo/index.png file://$(CURDIR)/build/class-demo/out/index.html
	@echo "screenshot: build/class-demo/index.png"
