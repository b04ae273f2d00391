# The two entry points the README names; both bootstrap first.
SWIFT ?= swift
.PHONY: run test bench bench-harness bootstrap

bootstrap:
	@scripts/bootstrap

## run: the main job on the bundled guide: guidespec check (specs, drift against drift/baseline.json, golden
## cases, generated suites, the reference adapter through the adapter protocol); one summary, one exit code.
run: bootstrap
	$(SWIFT) build -c debug --product guidespec
	$(SWIFT) build -c debug --product guidespec-reference-adapter
	.build/debug/guidespec check

## test: every test (front ends, extractors, drift, golden cases, generated suites, harness, CLI), then the
## Python adapter's own tests.
test: bootstrap
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build
	python3 -m unittest discover -s adapters/python/tests

## bench: extraction throughput over ../shared/corpus against cmark-gfm, then guidespec history over the public guide's
## whole git history (a clone of the bundle) against git log and the tip alone, checked against one thread, then
## conformance cases/s through the reference adapter process against in-process (release build).
bench: bootstrap
	$(SWIFT) build -c release --product guidespec-reference-adapter
	$(SWIFT) run -c release guidespec bench
	$(SWIFT) run -c release guidespec bench-history --sequential
	$(SWIFT) run -c release guidespec bench-harness

## bench-harness: conformance cases/s through the reference adapter process against in-process (release build).
bench-harness: bootstrap
	$(SWIFT) build -c release --product guidespec-reference-adapter
	$(SWIFT) run -c release guidespec bench-harness
