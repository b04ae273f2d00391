# The two entry points the README names; both bootstrap first.
SWIFT ?= swift
# Debug builds of test and fuzz share these flags, so one does not rebuild what the other built.
BUILD_FLAGS = -Xswiftc -warnings-as-errors
.PHONY: run test format fuzz bench bench-against bench-scaling bench-harness bootstrap deb deb-test

bootstrap:
	@scripts/bootstrap

## run: the main job on the bundled guide: guidespec check (specs, drift against drift/baseline.json, golden
## cases, generated suites, the reference adapters through the adapter protocol); one summary, one exit code.
run: bootstrap
	$(SWIFT) build -c debug --product guidespec
	$(SWIFT) build -c debug --product guidespec-reference-adapter
	$(SWIFT) build -c debug --product guidespec-swift-observer-adapter
	.build/debug/guidespec check

## test: every test (front ends, extractors, drift, golden cases, generated suites, harness, CLI), then the
## HTML report in headless Chromium on its own (kept apart from the harness tests, whose adapters must answer within
## a second), then the Python adapter's own tests, then the layer check of docs/architecture.md (scripts/check-architecture
## and its tests), then the format check (scripts/check-format: swift format lint and the line limit of .swift-format),
## then ten seconds of fuzzing per target (a regression is caught where it is made).
test: bootstrap
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build --skip ReportBrowserTests
	$(SWIFT) test --skip-build --filter ReportBrowserTests
	python3 -m unittest discover -s adapters/python/tests
	python3 -m unittest discover -s scripts/tests
	scripts/check-architecture
	SWIFT="$(SWIFT)" scripts/check-format
	FUZZ_SECONDS=10 SWIFT=$(SWIFT) BUILD_FLAGS="$(BUILD_FLAGS)" scripts/fuzz

## format: formats the Swift sources that scripts/check-format checks in place with swift format and .swift-format, then
## checks them; a line it cannot shorten (a long string literal or comment) is split by hand (docs/architecture.md).
format:
	SWIFT="$(SWIFT)" scripts/check-format --fix

## fuzz: every fuzz target with libFuzzer and AddressSanitizer for FUZZ_SECONDS each (default 60); see scripts/fuzz.
FUZZ_SECONDS ?= 60
fuzz: bootstrap
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) BUILD_FLAGS="$(BUILD_FLAGS)" scripts/fuzz

## bench: extraction throughput over ../shared/corpus against cmark-gfm, drift over the corpus on every core against one
## thread, then guidespec history over the public guide's whole git history (a clone of the bundle) against git log and
## the tip alone, checked against one thread, then conformance cases/s through the reference adapter process against
## in-process (release build).
bench: bootstrap
	$(SWIFT) build -c release --product guidespec-reference-adapter
	$(SWIFT) run -c release guidespec-dev bench
	$(SWIFT) run -c release guidespec-dev bench-history --sequential
	$(SWIFT) run -c release guidespec-dev bench-harness

## bench-against: the same user-facing commands (extract and drift over ../shared/corpus, history over its git history,
## conform of the golden cases through the reference adapter) with release builds of BASE and of the working tree,
## interleaved, best of ROUNDS (default 5), each as a ratio new/base (scripts/bench-against).
ROUNDS ?= 5
bench-against: bootstrap
	@test -n "$(BASE)" || { echo "make bench-against BASE=<commit> [ROUNDS=5]" >&2; exit 2; }
	scripts/bench-against $(BASE) $(ROUNDS)

## bench-scaling: extract and drift time per MB at 1×, 10× and 100× the largest corpus page, then the HTML report
## and observer-check at 1×, 10× and 100× their base inputs (release build).
bench-scaling: bootstrap
	$(SWIFT) run -c release guidespec-dev bench-scaling
	$(SWIFT) run -c release guidespec-dev bench-report-scaling

## bench-harness: conformance cases/s through the reference adapter process against in-process (release build).
bench-harness: bootstrap
	$(SWIFT) build -c release --product guidespec-reference-adapter
	$(SWIFT) run -c release guidespec-dev bench-harness

## deb: the Debian package .build/deb/guidespec_<version>_amd64.deb: a release build with the Swift runtime linked in,
## depending only on Debian's libxml2, cmark-gfm and Jansson (scripts/deb; the release build is kept in .build-release).
deb: bootstrap
	SWIFT=$(SWIFT) scripts/deb

## deb-test: installs the package into a fresh Debian bookworm root (debootstrap, kept in .build/deb-test) without the
## Swift toolchain and runs guidespec --version and a drift there; prints the package size and install time. Needs root
## and minutes, so it is not part of make test (scripts/deb-test).
deb-test: deb
	scripts/deb-test
