# Transit: `make test` builds and runs every test; `make gallery` renders every effect into gallery/;
# `make bench` measures speed against the memory floor, ffmpeg and pixman into BENCHMARKS.md.
SWIFT ?= swift
GALLERY ?= gallery
PREFIX ?= /usr/local

.PHONY: all build install test fuzz docs lint format typecheck-uikit typecheck-swiftui uikit-model gallery docs-media referee bench bench-export clean

all: build

## build: debug build of every target, the transit CLI included
build:
	$(SWIFT) build

## install: release build of the transit CLI, installed as $(PREFIX)/bin/transit (make install PREFIX=$$HOME/.local);
## DESTDIR stages it for a package. The binary needs the system libraries scripts/setup installs, nothing else.
install:
	$(SWIFT) build -c release --product transit
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/transit" "$(DESTDIR)$(PREFIX)/bin/transit"

## test: build, type-check the UIKit and SwiftUI adapters, run the UIKit adapter in the model of UIKit, run every
## test suite, again in release what only the optimised build shows (RELEASE_TESTS), then check exports with Pillow,
## the gallery page in headless Chromium,
## and the referee's fast subset (scene schema, live pages, a few cases)
test: lint build typecheck-uikit typecheck-swiftui uikit-model
	$(SWIFT) test
	$(SWIFT) test -c release --filter '$(RELEASE_TESTS)'
	scripts/check-export
	scripts/check-gallery
	scripts/check-pages
	scripts/referee --quick
	scripts/demo-project --check
	scripts/docs

## The tests rerun in release: the pixel kernels and the backdrop blur, whose eight-pixel loops follow the build
## (the compositor's lanes are a parameter, Renderer.lanes, which the debug tests set to eight on small frames),
## and the reviewed frames as the optimised CLI draws them.
KERNEL_TESTS = BandedKernel|BarSwipeKernel|BlurKernel|DisintegrateKernel|DissolveKernel|FlashKernel|OtherKernels|PageCurlKernel|PixelKernels|PixelateKernel|ReducedBlur|RippleKernel|SweepBand|HostileKernelInput
RELEASE_TESTS = TransitRenderTests\.($(subst |,Tests|,$(KERNEL_TESTS))Tests|RendererBackdropTests|EffectGoldensTests)

## fuzz: the CLI fuzzer at 20,000 cases from a fresh seed (make test runs 1,000 from a fixed one); the seed is
## printed, so a failure reruns with TRANSIT_CLI_FUZZ_SEED=SEED
fuzz: build
	TRANSIT_CLI_FUZZ_CASES=$${TRANSIT_CLI_FUZZ_CASES:-20000} TRANSIT_CLI_FUZZ_SEED=$${TRANSIT_CLI_FUZZ_SEED:-$$(date +%s)} \
		$(SWIFT) test --filter CLIFuzzTests

## docs: TransitCore's DocC catalogue from the compiler's symbol graph, failing on any DocC warning
docs: build
	scripts/docs

## lint: the house style (.swift-format: 4-space indentation, 120 columns), warnings are errors; and the tables
## scripts/catalogue-tables writes from the effect files (the tests' factories, README's and ARCHITECTURE's lists)
FORMATTED = Package.swift Sources Tests Examples Benchmarks/Package.swift Benchmarks/Sources
lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)
	scripts/catalogue-tables --check

## format: rewrite every Swift file in the house style
format:
	$(SWIFT) format format --in-place --recursive $(FORMATTED)

## typecheck-uikit: type-check Sources/TransitUIKit against Tests/StubSDK (it cannot be built on Linux), with the
## documented UIKit examples (README, docs/, DocC, doc comments) each in a UIViewController method
typecheck-uikit:
	scripts/typecheck-uikit --self-test

## uikit-model: build the executable model of UIKit (Tests/UIKitModel) with swiftc, run TransitUIKit's own source
## files in it through every scenario (push, pop, present, dismiss, tabs; animated, unanimated, interactive; issue
## #29's defects), then require each deliberately broken adapter (skipped completeTransition, a view left hidden,
## the wrong view read) to fail; ends with `N passed, M failed`
uikit-model:
	scripts/uikit-model --mutations

## typecheck-swiftui: type-check Sources/TransitSwiftUI and the documented SwiftUI examples against Tests/StubSDK/SwiftUI,
## availability included; each snippet in Tests/StubSDK/SwiftUI/Broken must fail
typecheck-swiftui:
	scripts/typecheck-swiftui --self-test

## gallery: release build of the CLI, then every effect forward and back as WebP, with $(GALLERY)/index.html
gallery:
	$(SWIFT) build -c release --product transit
	"$$($(SWIFT) build -c release --show-bin-path)/transit" gallery --out $(GALLERY)

## docs-media: release build of the CLI, then the README's GIFs under docs/media/
docs-media:
	$(SWIFT) build -c release --product transit
	scripts/docs-media

## referee: release build of the CLI, then every geometric effect drawn by the CPU renderer and by headless
## Chromium (live pages frozen at #t=T), compared; rewrites docs/REFEREE.md
referee:
	$(SWIFT) build -c release --product transit
	scripts/referee --transit "$$($(SWIFT) build -c release --show-bin-path)/transit"

## bench-export: WebP and GIF export time and size beside img2webp and ffmpeg, into BENCHMARKS.md
bench-export:
	Benchmarks/export.sh

## bench: installs the baselines (scripts/setup --bench), release build, every measure; rewrites the transit-bench section of BENCHMARKS.md
## (BENCH_ARGS passes options through, e.g. BENCH_ARGS="--rounds 15 --effects fade,slide")
bench:
	scripts/setup --bench
	Benchmarks/run.sh $(BENCH_ARGS)

## clean: remove build products and the gallery
clean:
	rm -rf .build $(GALLERY)
