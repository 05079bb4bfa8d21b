# OpenUIKit — set-up, build, test and demo on a fresh Debian/Ubuntu machine (or macOS).
#
#   make deps   installs the system packages the build needs, only those missing (apt-get, via
#               sudo when not root; on macOS it prints the brew line); every target below runs it
#   make demo   the gallery's scripted tour, headless: PNG frames at a phone's scale 3, the event
#               trace (JSON Lines), the recorded inputs and an HTML report, in out/tour (named at
#               the end)
#   make demo-trace  the older text demo: a scripted session printing the event trace
#   make test   the library's tests and the gallery's headless tests, warnings treated as errors,
#               after check-fatal: no bare precondition/preconditionFailure under Sources/, Apps/Sources/ or Benchmarks/Sources/
#               and check-folders: the folder layering (no cycle UIKit does not force)
#               and check-isolation: UIKit types @MainActor @preconcurrency, Core Animation on no
#               actor, docs/ISOLATION.md current (Benchmarks/scripts/isolation_table.py)
#               and check-api-table: docs/API_COVERAGE.md current (Benchmarks/scripts/api_table.py)
#               and check-subclass-probes: the subclass probes cover every open class
#               (Benchmarks/scripts/generate_subclass_probes.py)
#               and doctests: the DocTests target regenerated from the README and the test kit's article
#   make test-long  the long runs make test leaves out (OPENUIKIT_LONG_TESTS=1): the soaks, every
#               seed of the property tests (make test runs the seeds that once found a bug), the
#               random incremental-render run, the 100,000-deep chain and 100,000-row table; CI
#               runs it after make test
#   make test-window  the tests that need more than the library: the SDL backend (SDL's dummy
#               video driver), the gallery's live window under Xvfb (xdotool, ImageMagick) and its
#               HTML report in Chromium; e2e-deps installs those tools first, only when missing
#   make port-corpus  the porting corpus (Tools/PortingCorpus): iOS code never edited for OpenUIKit,
#               ported by openuikit-port, built in Swift 5 and 6 modes and tested; then the
#               unported copy's compile errors counted by cause (count_errors.py)
#   make check-consumer  builds and tests Tests/ConsumerPackage (an application depending on
#               OpenUIKit and OpenUIKitTesting by path) from an empty build folder: no warning, no
#               other package resolved, no libSDL2 linked (scripts/check-consumer.sh)
#   make doctests  regenerates Tests/DocTests/*.generated.swift from the Swift blocks of README.md
#               and of the getting-started article (scripts/doctests.sh; --check only compares)
#   make docs   the DocC catalogs of OpenUIKit and OpenUIKitTesting into out/docs, DocC warnings as
#               errors (CI runs it after make test)
#   make port-tool  builds the openuikit-port command (Tools/OpenUIKitPort, its own package on
#               swift-syntax and swift-argument-parser): Tools/OpenUIKitPort/.build/debug/openuikit-port;
#               see docs/PORTING.md
#   make port-tool-test  builds the command and runs its tests (the rewrites, the guide's blocks)
#   make bench  release benchmarks, -O as applications ship (separate package in Benchmarks/)
#   make bench-check  builds the benchmarks and fails if a touch move, a gesture move or a steady
#                     animation frame allocates, an animation runs draw(_:), the layout
#                     benchmark's layoutSubviews counts change, or one test-kit test (bench
#                     testkit) makes more heap allocations than its ceiling (CI runs it after make test)
#   make gallery      the gallery headless: PNG frames of every screen (no display needed)
#   make catalogue    records the appearance catalogue again: one PNG per standard component x
#                     style x light/dark x text size (default, AX3) in
#                     Tests/OpenUIKitTests/CrossCutting/Golden/Catalogue (docs/CATALOGUE.md);
#                     make test compares them at tolerance 0 (AppearanceCatalogueTests)
#   make gallery-window  the gallery in a live SDL window
#   make notes-app    the notes sample app (Apps/Sources/NotesApp) in a live SDL window (headless
#                     without a display)
#   make tasks-app    the tasks sample app (Apps/Sources/TasksApp: tab bar, list, sheet, settings)
#                     in a live SDL window (headless without a display)
#   make soak   the soak engine until 10 million touch events were sent (release, not part of make test):
#               events/s, violations and RSS every 10 %, failing if RSS grows after 10 %; SOAK_EVENTS and SOAK_SEEDS override
#   make soak-app  the app-level soak (release, not part of make test): a seeded monkey drives the
#               notes app and the gallery's screens (taps, drags, typing, pushes, alerts, size and
#               trait changes) 1,000,000 steps × 3 seeds, checking touches, recognizers, leaked
#               view controllers, layout and RSS; SOAK_APP_STEPS and SOAK_APP_SEEDS override
#   make fuzz   the libFuzzer harnesses (Benchmarks/Fuzz) on the recording parser, the input
#               stream, the layout engine (constraint operations) and image decoding (PNG, JPEG),
#               FUZZ_SECONDS each (default 60); crashes are written to out/fuzz
#
# Packages: the library is the root package (what an application depends on); the gallery and
# the demo are the Apps/ package, the benchmarks Benchmarks/ and the fuzzers Benchmarks/Fuzz,
# each depending on the library by path.

SWIFT ?= swift
# System packages the build needs: Cairo rasterizes for OpenCoreGraphics (libjpeg decodes and
# encodes JPEG); Pango shapes and lays out text (OpenUIKit's Text/Pango backend) with Inter as the
# system font and Noto for other scripts and colour emoji, DejaVu for monospace, Material Icons for the glyphs of
# UIImage(systemName:); SDL2 is the live window backend
# (linked only by the gallery and the backend's tests). python3 runs the folder-layering check.
APT_PACKAGES := pkg-config python3 libcairo2-dev libpng-dev libjpeg62-turbo-dev libpango1.0-dev fonts-inter fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont libsdl2-dev
BREW_PACKAGES := pkg-config cairo jpeg-turbo pango sdl2
# The end-to-end tests (make test-window) need these: a virtual X server, input injection and
# screenshots for the live window; Chromium opens the tour's HTML report. The tests say so and
# skip where they are missing (a machine where make cannot install packages).
E2E_APT_PACKAGES := xvfb xauth x11-utils xdotool imagemagick chromium
SWIFT_FLAGS := -Xswiftc -warnings-as-errors
# The applications' package (gallery, demo and the tests that run the gallery binary), built in
# the root package's build folder: the library's objects there are the ones the Apps package
# needs (the same sources and flags), so SwiftPM compiles only the Apps targets and
# swift-argument-parser instead of the library a second time in Apps/.build; a root build after
# an Apps build (and the other way round) recompiles nothing (docs/PERFORMANCE.md, "Test time").
APPS := --package-path Apps --scratch-path $(CURDIR)/.build

.PHONY: all deps e2e-deps build apps check-fatal check-folders check-isolation check-api-table check-subclass-probes doctests test test-long test-window check-consumer demo demo-trace gallery catalogue gallery-window notes-app tasks-app bench bench-check soak fuzz clean port-tool port-tool-test soak-app port-corpus

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

e2e-deps: deps
	@missing=""; \
	if [ "$$(uname)" = "Darwin" ] || ! command -v dpkg >/dev/null 2>&1; then exit 0; fi; \
	for p in $(E2E_APT_PACKAGES); do \
		dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing X test tools:$$missing"; \
		if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# The gallery, the demo and their tests (Apps/), in .build beside the library's (APPS above).
apps: deps
	$(SWIFT) build $(APPS) --build-tests $(SWIFT_FLAGS)

# Misuse UIKit rejects stops through Fatal.check / Fatal.stop (docs/ARCHITECTURE.md, "Misuse
# policy"): a bare precondition or preconditionFailure prints only "precondition failure" in an
# optimized build, without its message. Doc-comment lines (///) may name them in prose.
check-fatal:
	@found=$$(grep -rnE --include='*.swift' '\bprecondition(Failure)?\(' Sources Apps/Sources Benchmarks/Sources | grep -v '///' || true); \
	if [ -n "$$found" ]; then \
		echo "$$found"; \
		echo "error: bare precondition/preconditionFailure under Sources/, Apps/Sources/ or Benchmarks/Sources/ (above): use Fatal.check(condition, message) / Fatal.stop(message) (fatalError in Apps and Benchmarks, which cannot see the library's package-level Fatal), which keep the message in release builds (docs/ARCHITECTURE.md, Misuse policy)"; \
		exit 1; \
	fi

# The folder layering of docs/ARCHITECTURE.md ("Folder dependencies"): Support/ uses no other
# folder, and the only cycles between folders are the ones UIKit's object model forces.
check-folders: deps
	python3 Benchmarks/scripts/check_folders.py

# Apple's isolation model (docs/ARCHITECTURE.md, "Isolation"): every public main-actor UIKit type
# is @MainActor @preconcurrency, OpenQuartzCore isolates nothing to the main actor, and
# docs/ISOLATION.md matches the sources.
check-isolation:
	python3 Benchmarks/scripts/isolation_table.py --check

# docs/API_COVERAGE.md, the table of which UIKit types and members exist, is generated from the
# sources; this fails when it is stale (regenerate with python3 Benchmarks/scripts/api_table.py).
check-api-table:
	python3 Benchmarks/scripts/api_table.py --check

# The subclass probes (a Swift 5 and a Swift 6 client subclass of every open class, in
# Tests/PortedComponentsTests and Tests/OpenUIKitTests/CrossCutting) are generated from the
# sources; this fails when a class was opened or added without them (regenerate with
# python3 Benchmarks/scripts/generate_subclass_probes.py).
check-subclass-probes:
	python3 Benchmarks/scripts/generate_subclass_probes.py --check

# The documentation's Swift code blocks become the DocTests target (scripts/doctests.sh): README.md's
# blocks and the getting-started article's, compiled and run by `swift test`. The
# generated files are committed, so a plain `swift test` on a fresh clone runs them too; this
# rewrites them only when the documents changed, and CI checks the committed copies first.
doctests:
	scripts/doctests.sh

# The library's tests (every suite but the SDL backend's, which test-window runs) and the
# gallery's headless tests. Swift Testing runs the suites of one binary in parallel, but nearly
# all of them are @MainActor and take turns on its one main thread, so scripts/test-shards.sh
# runs the binary as two processes at once (the heaviest suites, and the rest). Property tests
# run their quick count here (the seeds that once found a bug); the soaks, the random
# incremental-render run and the largest scales are left to test-long, which CI runs after.
test: check-fatal check-folders check-isolation check-api-table check-subclass-probes doctests deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	SWIFT=$(SWIFT) scripts/test-shards.sh
	$(SWIFT) build $(APPS) --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test $(APPS) --skip-build --filter 'GalleryHeadlessTests|GalleryAccessibilityAuditTests|GalleryDriverProcessTests|AppDriverProcessTests|NotesAppTests|TasksAppTests'

# The long runs (OPENUIKIT_LONG_TESTS=1; Tests/OpenUIKitTests/LongRuns.swift, docs/PERFORMANCE.md
# "Test time"): the soaks, the random incremental-render run, the largest scales. make test skips
# them (or runs their quick forms); CI runs them after make test.
LONG_SUITES = SoakMutationTests|SoakEngineTests|IncrementalRenderPropertyTests|DeepFrameTests|TableViewTilingTests
test-long: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	OPENUIKIT_LONG_TESTS=1 SWIFT=$(SWIFT) OPENUIKIT_TEST_SHARD_HEAVY='IncrementalRenderPropertyTests' \
		OPENUIKIT_TEST_SHARD_SCOPE='$(LONG_SUITES)' scripts/test-shards.sh

# The backend on SDL's dummy video driver, the gallery's live window under Xvfb and its report
# in Chromium. Each live-window test starts its own X server; the suites are serialized.
test-window: e2e-deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test --skip-build --filter SDLBackendTests
	$(SWIFT) build $(APPS) --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test $(APPS) --skip-build --filter 'LiveWindowEndToEndTests|GalleryReportBrowserTests'

check-consumer: deps
	scripts/check-consumer.sh

# The porting corpus (Tools/PortingCorpus): its idiom check, openuikit-port on a copy of the iOS
# sources, the copy built against the library in Swift 5 and Swift 6 language modes, its behaviour
# tests, then the unported corpus's compile errors sorted by cause (only Objective-C idioms may fail).
port-corpus: deps
	Tools/PortingCorpus/port-corpus.sh

gallery: deps
	$(SWIFT) run $(APPS) $(SWIFT_FLAGS) gallery

catalogue: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	rm -f Tests/OpenUIKitTests/CrossCutting/Golden/Catalogue/*.png
	OPENUIKIT_RECORD_CATALOGUE=1 $(SWIFT) test --skip-build --filter "AppearanceCatalogueTests/entry"
	@ls Tests/OpenUIKitTests/CrossCutting/Golden/Catalogue/*.png | wc -l | xargs echo "catalogue images:"
	@du -sh Tests/OpenUIKitTests/CrossCutting/Golden/Catalogue

gallery-window: deps
	$(SWIFT) run $(APPS) $(SWIFT_FLAGS) gallery --window

notes-app: deps
	$(SWIFT) run $(APPS) $(SWIFT_FLAGS) notes-app

tasks-app: deps
	$(SWIFT) run $(APPS) $(SWIFT_FLAGS) tasks-app

demo: deps
	$(SWIFT) run $(APPS) $(SWIFT_FLAGS) gallery --output out/tour --scale 3

demo-trace: deps
	$(SWIFT) run $(APPS) $(SWIFT_FLAGS) demo

bench: deps
	cd Benchmarks && $(SWIFT) build -c release
	Benchmarks/.build/release/bench events
	Benchmarks/.build/release/bench gestures
	Benchmarks/.build/release/bench solver
	Benchmarks/.build/release/bench layout
	Benchmarks/.build/release/bench render
	Benchmarks/.build/release/bench animation
	Benchmarks/.build/release/bench text
	Benchmarks/.build/release/bench table
	Benchmarks/.build/release/bench deep
	Benchmarks/.build/release/bench wide
	Benchmarks/.build/release/bench soak 1000000 1
	Benchmarks/.build/release/bench snapshot
	Benchmarks/.build/release/bench testkit
	Benchmarks/.build/release/bench traitmatrix

# The count guards: `bench events`, `bench gestures` and `bench animation` exit non-zero when a
# steady-state touch move, gesture move or animation frame makes a heap allocation (or the
# animation runs draw(_:)); `bench layout` when a pass lays out other views than it must. The
# timing parts run at a tenth of their usual length (the counts are measured in full either way).
bench-check: deps
	cd Benchmarks && $(SWIFT) build -c release
	Benchmarks/.build/release/bench events 0.1
	Benchmarks/.build/release/bench gestures 0.1
	Benchmarks/.build/release/bench layout
	Benchmarks/.build/release/bench animation 0.1
	Benchmarks/.build/release/bench testkit 200 --check

SOAK_EVENTS ?= 10000000
SOAK_SEEDS ?= 1
# Runs until SOAK_EVENTS touch events were sent, per seed. Exits non-zero on a violation, leaving
# the input that leads to the first one as soak-seed<N>-step<M>.jsonl (an InputRecording) in
# out/soak, and when resident memory grows after the first tenth (RSSFlatness).
soak: deps
	cd Benchmarks && $(SWIFT) build -c release
	mkdir -p out/soak && cd out/soak && ../../Benchmarks/.build/release/bench soak --events $(SOAK_EVENTS) $(SOAK_SEEDS)

SOAK_APP_STEPS ?= 1000000
SOAK_APP_SEEDS ?= 3
# The app-level soak (bench soak-app, release): a seeded monkey drives the notes app and the
# gallery's screens through the test kit for SOAK_APP_STEPS steps with each seed 1…SOAK_APP_SEEDS.
# Exits non-zero on a violation, a view controller still alive after it left the app, a view or
# watched object alive outside every window at the end, or anonymous memory (heap and anonymous
# mappings, not file pages; measured with the app brought back to the state it started in —
# notes app, first window size — after malloc_trim(0)) growing after the first 6,000 steps
# faster than 1,200 KB per 1,000 steps (SoakAppMemoryCheck: the glyph caches still fill then);
# a run shorter than that is not judged on memory. A seed and step reproduce a violation.
# .ci/run runs SOAK_APP_STEPS=12000 SOAK_APP_SEEDS=1.
soak-app: deps
	cd Benchmarks && $(SWIFT) build -c release
	Benchmarks/.build/release/bench soak-app $(SOAK_APP_STEPS) $(SOAK_APP_SEEDS)

FUZZ_SECONDS ?= 60
# FuzzLayout runs unless FUZZ_LAYOUT=0 (to leave the layout engine out of a run).
FUZZ_LAYOUT ?= 1
# A fixed seed makes CI's short run explore the same way each time; override for long runs.
FUZZ_SEED ?= 1
# Every Swift target, OpenUIKit included, is built with coverage instrumentation for libFuzzer.
fuzz: deps
	cd Benchmarks/Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer
	mkdir -p out/fuzz/recording-corpus out/fuzz/input-corpus out/fuzz/layout-corpus out/fuzz/image-corpus
	cp -n Benchmarks/Fuzz/Seeds/*.jsonl out/fuzz/recording-corpus/ 2>/dev/null || true
	cp -n Benchmarks/Fuzz/Seeds/layout/* out/fuzz/layout-corpus/ 2>/dev/null || true
	cp -n Benchmarks/Fuzz/Seeds/image/* out/fuzz/image-corpus/ 2>/dev/null || true
	Benchmarks/Fuzz/.build/release/FuzzRecording -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
		-artifact_prefix=out/fuzz/recording- out/fuzz/recording-corpus
	Benchmarks/Fuzz/.build/release/FuzzInput -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_SECONDS) -max_len=512 \
		-artifact_prefix=out/fuzz/input- out/fuzz/input-corpus
	if [ "$(FUZZ_LAYOUT)" = "1" ]; then \
		Benchmarks/Fuzz/.build/release/FuzzLayout -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_SECONDS) -max_len=1024 \
			-artifact_prefix=out/fuzz/layout- out/fuzz/layout-corpus; \
	fi
	Benchmarks/Fuzz/.build/release/FuzzImage -seed=$(FUZZ_SEED) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
		-rss_limit_mb=2560 -artifact_prefix=out/fuzz/image- out/fuzz/image-corpus

clean:
	rm -rf .build Apps/.build Benchmarks/.build Benchmarks/Fuzz/.build Tests/ConsumerPackage/.build Tools/OpenUIKitPort/.build Tools/PortingCorpus/.build Tools/PortingCorpus/Ported Tools/PortingCorpus/Unported

# The porting command: its own package, so the library never resolves swift-syntax.
PORT_TOOL := --package-path Tools/OpenUIKitPort
port-tool:
	$(SWIFT) build $(PORT_TOOL) $(SWIFT_FLAGS)

port-tool-test:
	$(SWIFT) build $(PORT_TOOL) --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test $(PORT_TOOL) --skip-build

# The documentation of OpenUIKit and of the test kit (DocC catalogs Sources/MODULE/MODULE.docc):
# the toolchain's swift-symbolgraph-extract reads each built module and docc converts its catalog
# with it into out/docs/MODULE.doccarchive. No package plugin is involved. A DocC warning (a
# broken symbol link, a missing article) fails the build.
DOCS_OUT := out/docs
.PHONY: docs
docs: build
	@bin=$$($(SWIFT) build --show-bin-path); \
	for module in OpenUIKit OpenUIKitTesting; do \
		graphs=.build/symbol-graphs/$$module; \
		rm -rf $$graphs $(DOCS_OUT)/$$module.doccarchive && mkdir -p $$graphs $(DOCS_OUT); \
		swift-symbolgraph-extract -module-name $$module -I $$bin/Modules \
			-target $$(uname -m)-unknown-linux-gnu -minimum-access-level public -output-dir $$graphs \
			-Xcc -fmodule-map-file=Sources/CCairo/module.modulemap -Xcc -fmodule-map-file=Sources/CJPEG/module.modulemap \
			-Xcc -fmodule-map-file=Sources/CPangoCairo/module.modulemap \
			$$(pkg-config --cflags-only-I cairo pangocairo | sed 's/-I/-Xcc -I/g') && \
		docc convert Sources/$$module/$$module.docc --additional-symbol-graph-dir $$graphs \
			--fallback-display-name $$module --fallback-bundle-identifier org.openuikit.$$module --warnings-as-errors \
			--output-path $(DOCS_OUT)/$$module.doccarchive && \
		echo "docs: $(DOCS_OUT)/$$module.doccarchive" || exit 1; \
	done
