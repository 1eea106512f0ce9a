# Roguelike — `make run` to play, `make test` to check everything.
# Both install what they need first (idempotently), so a fresh machine
# needs nothing else.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

PORT ?= 8000
CARGO ?= cargo
CHROMIUM ?= /usr/bin/chromium
CHROMEDRIVER ?= /usr/bin/chromedriver
# The wasm-bindgen CLI must match the library exactly: read the locked version.
# It is built without its default TLS (rustls and ring), which its test
# runner needs only to download a browser driver, and test-wasm names
# Chromium's own: a fresh machine's install takes 188 s instead of 227 s
# (361 s of CPU instead of 434), and the binding it writes is the same bytes.
WASM_BINDGEN_VERSION := $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/version = "\(.*\)"/\1/p}' Cargo.lock)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export PATH := $(HOME)/.cargo/bin:$(PATH)
# A fresh CI clone builds once: incremental caches would only fill its disk.
ifdef CI
export CARGO_INCREMENTAL := 0
endif

.PHONY: setup build run test test-native test-wasm test-e2e lint bench bench-web bench-page size fuzz clean

# The page's wasm: built with the `web` profile (Cargo.toml: small code,
# the native tools keep their fast release build), bound by wasm-bindgen
# and shrunk by binaryen's wasm-opt (flags chosen by measurement: README,
# "Where the wasm's bytes go").
WASM_TARGET := wasm32-unknown-unknown
WASM_BUILT := target/$(WASM_TARGET)/web/roguelike.wasm
WASM_OPT := tools/node_modules/.bin/wasm-opt
WASM_OPT_FLAGS := -Os
# Where `make test` keeps each layer's time, printed at its end.
LAYER_TIMES := target/layer-times.txt

setup:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown
	@rustup component list --installed | grep -q '^clippy' || rustup component add clippy
	@rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
	@wasm-bindgen --version 2>/dev/null | grep -qx 'wasm-bindgen $(WASM_BINDGEN_VERSION)' \
	  || $(CARGO) install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --locked --no-default-features
	@if ! [ -x $(CHROMIUM) ] || ! [ -x $(CHROMEDRIVER) ]; then \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium chromium-driver >/dev/null; \
	fi
	@[ -x tools/node_modules/.bin/wasm-opt ] && [ -d tools/node_modules/rot-js ] \
	  || (cd tools && npm ci --no-audit --no-fund --loglevel=error)
	@[ -d tests/e2e/node_modules/playwright-core ] \
	  || (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
	@echo "setup: toolchain ready (wasm-bindgen $(WASM_BINDGEN_VERSION))"

# A self-contained static site in dist/: content-hashed names, a Brotli and
# a gzip copy beside each file (tools/build-site.mjs). Each step after cargo
# runs only when what it reads changed, so `make test-e2e` after `make
# build` does not bind, shrink and compress the same wasm again.
build: setup
	$(CARGO) build --lib --target $(WASM_TARGET) --profile web
	@$(MAKE) --no-print-directory dist/index.html

pkg/roguelike_bg.wasm pkg/roguelike.js &: $(WASM_BUILT)
	wasm-bindgen --target web --no-typescript --out-dir pkg $(WASM_BUILT)

pkg/roguelike_bg.opt.wasm: pkg/roguelike_bg.wasm
	$(WASM_OPT) $(WASM_OPT_FLAGS) pkg/roguelike_bg.wasm -o pkg/roguelike_bg.opt.wasm

dist/index.html: pkg/roguelike_bg.opt.wasm pkg/roguelike.js $(wildcard www/*) \
  assets/textures/atlas.png $(wildcard assets/locale/*.json) tools/build-site.mjs
	node tools/build-site.mjs pkg/roguelike_bg.opt.wasm pkg/roguelike.js dist
	@printf 'wasm: %s bytes, %s bytes gzipped\n' \
	  "$$(stat -c %s pkg/roguelike_bg.opt.wasm)" "$$(gzip -9c pkg/roguelike_bg.opt.wasm | wc -c)"

run: build
	node tools/serve.mjs dist $(PORT)

lint: setup
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets --features roguelike/bench -- -D warnings
	$(CARGO) clippy --lib --target wasm32-unknown-unknown -- -D warnings
	RUSTDOCFLAGS='-D warnings' $(CARGO) doc --no-deps --quiet

# The library's, the binaries' and the integration tests. Benches and
# examples are only compiled by `lint` (clippy --all-targets): building
# criterion and six more binaries to run each bench once cost a fresh
# clone most of a minute and tested nothing (issue 30).
test-native: setup
	$(CARGO) test --lib --bins --tests
	$(CARGO) run --quiet --bin paint-textures -- --check

# wasm-bindgen's test runner (installed with wasm-bindgen-cli) drives
# headless Chromium through ChromeDriver, with webdriver.json's flags.
test-wasm: setup
	CHROMEDRIVER=$(CHROMEDRIVER) CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
	  $(CARGO) test --target $(WASM_TARGET) --profile wasm-test --test web

# Each file has its own server, browser and profile, so two run at once
# (one per core); the tests inside a file share a profile and run in turn.
E2E_CONCURRENCY ?= 2
test-e2e: build
	cd tests/e2e && node --test --test-concurrency=$(E2E_CONCURRENCY) .

# Every layer in turn, each one's time printed at the end (and what ran
# before a layer that failed).
TEST_LAYERS := setup lint test-native test-wasm build test-e2e
test:
	@mkdir -p target && : > $(LAYER_TIMES)
	@trap 'echo "layer times (s):"; cat $(LAYER_TIMES)' EXIT; \
	for layer in $(TEST_LAYERS); do \
	  start=$$(date +%s%N); \
	  $(MAKE) --no-print-directory $$layer; \
	  ms=$$(( ($$(date +%s%N) - start) / 1000000 )); \
	  printf '  %-12s %4d.%d\n' $$layer $$((ms / 1000)) $$((ms % 1000 / 100)) >> $(LAYER_TIMES); \
	done
	@echo "build folder: $$(du -sh target | cut -f1) (target/)"
	@echo "make test: every layer passed"

bench: setup
	$(CARGO) bench --features bench

# Our wasm in node beside rot.js (field of view) and beside the native
# criterion figures of the same scenes (field of view, turns of 1,000 to
# 100,000 objects): medians and 99th percentiles. Built with the bench-web
# feature into pkg-bench/, so the page does not carry the bench exports.
# Not part of `make test`: timings are too slow and noisy to assert.
BENCH_CRITERION := --warm-up-time 1 --measurement-time 3
bench-web: setup
	$(CARGO) build --lib --target $(WASM_TARGET) --release --features bench-web
	wasm-bindgen --target nodejs --no-typescript --out-dir pkg-bench \
	  target/$(WASM_TARGET)/release/roguelike.wasm
	$(WASM_OPT) -O3 pkg-bench/roguelike_bg.wasm -o pkg-bench/roguelike_bg.wasm
	$(CARGO) bench --features bench --bench sight -- $(BENCH_CRITERION) 'field_of_view r10 on 64x64, 20% walls'
	$(CARGO) bench --features bench --bench world -- $(BENCH_CRITERION) '^turn: [0-9]+ objects'
	node tools/bench-web.mjs pkg-bench

# The page's start (tools/bench-start.mjs: the first menu frame of cold
# loads on localhost and at 10 Mbit/s + 40 ms, the bytes before it, the
# page's own marks), then its autosave: Chromium plays a file world of
# 100,000 objects (frame and step times while stepping, what the store
# holds, a reload), then 10,000 turns of a seed (the bytes stored).
# Figures, not a test. BENCH_OBJECTS=0 stops after the start.
bench-page: build
	node tools/bench-start.mjs dist
	node tools/bench-page.mjs

# Where the page's wasm bytes go: twiggy's biggest items (of the wasm
# before wasm-opt, which still has its function names) and the sizes
# shipped. twiggy is installed here only, not by `make setup`.
SIZE_TOP ?= 25
size: build
	@command -v twiggy >/dev/null || $(CARGO) install twiggy --locked
	twiggy top -n $(SIZE_TOP) pkg/roguelike_bg.wasm
	@printf 'shipped wasm: %s bytes, %s gzipped, %s brotli\n' \
	  "$$(stat -c %s pkg/roguelike_bg.opt.wasm)" "$$(gzip -9c pkg/roguelike_bg.opt.wasm | wc -c)" \
	  "$$(stat -c %s dist/roguelike_bg.*.wasm.br)"

# The fuzzers for longer than `make test` runs them: every text loader for
# FUZZ_SECONDS each (default 60), then SAVE_FUZZ_CASES mutated saves and
# replays (default 200,000 each), then the descent's levels of
# BALANCE_SEEDS seeds (default 20,000) reachable and safe on arrival.
FUZZ_SECONDS ?= 60
SAVE_FUZZ_CASES ?= 200000
BALANCE_SEEDS ?= 20000
fuzz: setup
	FUZZ_SECONDS=$(FUZZ_SECONDS) $(CARGO) test --release --test text_fuzz -- --nocapture
	SAVE_FUZZ_CASES=$(SAVE_FUZZ_CASES) $(CARGO) test --release --test save_fuzz -- --nocapture
	BALANCE_SEEDS=$(BALANCE_SEEDS) $(CARGO) test --release --test suite \
	  balance::every_level_is_connected_and_every_arrival_is_safe

clean:
	rm -rf dist pkg pkg-bench target tests/e2e/screenshots
