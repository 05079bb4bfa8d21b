# OpenUIKit — set-up, build, test and demo on a fresh Debian/Ubuntu machine (or macOS).
#
#   make demo   headless scripted session that prints the event trace
#   make test   the whole test suite, warnings treated as errors
#   make bench  release benchmarks (separate package in Benchmarks/)

SWIFT ?= swift
# System packages the build needs: Cairo rasterizes for OpenCoreGraphics; Pango shapes and lays
# out text (OpenUIKit's Text/Pango backend) with Inter as the system font and Noto for other
# scripts and colour emoji; the SDL2 window adds its -dev package here when it lands.
APT_PACKAGES := pkg-config libcairo2-dev libpng-dev libpango1.0-dev fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
BREW_PACKAGES := pkg-config cairo pango
SWIFT_FLAGS := -Xswiftc -warnings-as-errors

.PHONY: all deps build test demo bench clean

all: build

deps:
	@missing=""; \
	if [ "$$(uname)" = "Darwin" ]; then \
		echo "macOS: brew install $(BREW_PACKAGES)"; exit 0; \
	fi; \
	for p in $(APT_PACKAGES); do \
		dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing system packages:$$missing"; \
		if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y --no-install-recommends $$missing; \
	fi; \
	command -v $(SWIFT) >/dev/null 2>&1 || { echo "Swift 6 toolchain not found: install it from https://swift.org/install"; exit 1; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

test: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test --skip-build

demo: deps
	$(SWIFT) run $(SWIFT_FLAGS) demo

bench: deps
	cd Benchmarks && $(SWIFT) build -c release
	Benchmarks/.build/release/bench events
	Benchmarks/.build/release/bench solver
	Benchmarks/.build/release/bench text

clean:
	rm -rf .build Benchmarks/.build
