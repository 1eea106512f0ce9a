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
WASM_BINDGEN_VERSION := $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/version = "\(.*\)"/\1/p}' Cargo.lock)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export PATH := $(HOME)/.cargo/bin:$(PATH)
# A fresh CI clone builds once: incremental caches would only fill its disk.
ifdef CI
export CARGO_INCREMENTAL := 0
endif

.PHONY: setup build run test test-native test-wasm test-e2e lint bench bench-web bench-page fuzz clean

setup:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown
	@rustup component list --installed | grep -q '^clippy' || rustup component add clippy
	@rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
	@wasm-bindgen --version 2>/dev/null | grep -qx 'wasm-bindgen $(WASM_BINDGEN_VERSION)' \
	  || $(CARGO) install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --locked
	@command -v wasm-pack >/dev/null || $(CARGO) install wasm-pack --locked
	@if ! [ -x $(CHROMIUM) ] || ! [ -x $(CHROMEDRIVER) ]; then \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium chromium-driver >/dev/null; \
	fi
	@[ -x tools/node_modules/.bin/wasm-opt ] && [ -d tools/node_modules/rot-js ] \
	  || (cd tools && npm ci --no-audit --no-fund --loglevel=error)
	@[ -d tests/e2e/node_modules/playwright-core ] \
	  || (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
	@echo "setup: toolchain ready (wasm-bindgen $(WASM_BINDGEN_VERSION))"

# A self-contained static site in dist/.
build: setup
	wasm-pack build --target web --release --mode no-install --no-pack --out-dir pkg
	rm -rf dist && mkdir -p dist/assets
	cp www/* dist/
	cp pkg/roguelike.js dist/
	tools/node_modules/.bin/wasm-opt -O3 pkg/roguelike_bg.wasm -o dist/roguelike_bg.wasm
	cp -r assets/textures dist/assets/
	@printf 'wasm: %s bytes, %s bytes gzipped\n' \
	  "$$(stat -c %s dist/roguelike_bg.wasm)" "$$(gzip -9c dist/roguelike_bg.wasm | wc -c)"

run: build
	node tools/serve.mjs dist $(PORT)

lint: setup
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings
	$(CARGO) clippy --lib --target wasm32-unknown-unknown -- -D warnings
	RUSTDOCFLAGS='-D warnings' $(CARGO) doc --no-deps --quiet

test-native: setup
	$(CARGO) test --all-targets
	$(CARGO) run --quiet --bin paint-textures -- --check

test-wasm: setup
	CHROMEDRIVER=$(CHROMEDRIVER) wasm-pack test --headless --chrome \
	  --chromedriver $(CHROMEDRIVER) --mode no-install -- --test web

test-e2e: build
	cd tests/e2e && node --test --test-concurrency=1 .

test: lint test-native test-wasm test-e2e
	@echo "build folder: $$(du -sh target | cut -f1) (target/)"
	@echo "make test: every layer passed"

bench: setup
	$(CARGO) bench

# Our wasm in node beside rot.js (field of view) and beside the native
# criterion figures of the same scenes (field of view, turns of 1,000 to
# 100,000 objects): medians and 99th percentiles. Built with the bench-web
# feature into pkg-bench/, so the page does not carry the bench exports.
# Not part of `make test`: timings are too slow and noisy to assert.
BENCH_CRITERION := --warm-up-time 1 --measurement-time 3
bench-web: setup
	wasm-pack build --target nodejs --release --mode no-install --no-pack \
	  --out-dir pkg-bench -- --features bench-web
	tools/node_modules/.bin/wasm-opt -O3 pkg-bench/roguelike_bg.wasm -o pkg-bench/roguelike_bg.wasm
	$(CARGO) bench --bench sight -- $(BENCH_CRITERION) 'field_of_view r10 on 64x64, 20% walls'
	$(CARGO) bench --bench world -- $(BENCH_CRITERION) '^turn: [0-9]+ objects'
	node tools/bench-web.mjs pkg-bench

# The autosave in the page: Chromium plays a file world of 100,000 objects
# (frame and step times while stepping, what the store holds, a reload),
# then 10,000 turns of a seed (the bytes stored). Figures, not a test.
bench-page: build
	node tools/bench-page.mjs

# The fuzzers for longer than `make test` runs them: every text loader for
# FUZZ_SECONDS each (default 60), then SAVE_FUZZ_CASES mutated saves and
# replays (default 200,000 each).
FUZZ_SECONDS ?= 60
SAVE_FUZZ_CASES ?= 200000
fuzz: setup
	FUZZ_SECONDS=$(FUZZ_SECONDS) $(CARGO) test --release --test text_fuzz -- --nocapture
	SAVE_FUZZ_CASES=$(SAVE_FUZZ_CASES) $(CARGO) test --release --test save_fuzz -- --nocapture

clean:
	rm -rf dist pkg pkg-bench target tests/e2e/screenshots
