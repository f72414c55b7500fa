# Transit: `make test` builds and runs every test; `make gallery` renders every effect into gallery/.
SWIFT ?= swift
GALLERY ?= gallery

.PHONY: all build test typecheck-uikit gallery clean

all: build

## build: debug build of every target, the transit CLI included
build:
	$(SWIFT) build

## test: build, type-check the UIKit adapter, then run every test suite
test: build typecheck-uikit
	$(SWIFT) test

## typecheck-uikit: type-check Sources/TransitUIKit against Tests/StubSDK (it cannot be built on Linux)
typecheck-uikit:
	scripts/typecheck-uikit --self-test

## gallery: release build of the CLI, then every effect forward and back into $(GALLERY)/
gallery:
	$(SWIFT) build -c release --product transit
	"$$($(SWIFT) build -c release --show-bin-path)/transit" gallery --out $(GALLERY)

## clean: remove build products and the gallery
clean:
	rm -rf .build $(GALLERY)
