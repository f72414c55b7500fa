# Transit: `make test` builds and runs every test; `make gallery` renders every effect into gallery/.
SWIFT ?= swift
GALLERY ?= gallery

.PHONY: all build test gallery clean

all: build

## build: debug build of every target, the transit CLI included
build:
	$(SWIFT) build

## test: build, then run every test suite
test: build
	$(SWIFT) test

## gallery: release build of the CLI, then every effect forward and back into $(GALLERY)/
gallery:
	$(SWIFT) build -c release --product transit
	"$$($(SWIFT) build -c release --show-bin-path)/transit" gallery --out $(GALLERY)

## clean: remove build products and the gallery
clean:
	rm -rf .build $(GALLERY)
