# The two entry points the README names; both bootstrap first.
SWIFT ?= swift
.PHONY: run test bench bootstrap

bootstrap:
	@scripts/bootstrap

## run: the main job on the bundled guide: extract the specs into spec/, then check zh against en for drift
## beyond what drift/baseline.json accepts (exit 1 on new drift or stale baseline entries).
run: bootstrap
	$(SWIFT) build -c debug --product guidespec
	$(SWIFT) run -c debug guidespec extract -o spec
	$(SWIFT) run -c debug guidespec drift --baseline drift/baseline.json

## test: every test (front ends, extractors, spec freshness, corpus, bad input, CLI).
test: bootstrap
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

## bench: extraction throughput over ../shared/corpus against cmark-gfm (release build).
bench: bootstrap
	$(SWIFT) run -c release guidespec bench
