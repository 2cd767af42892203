# Thin wrapper over CMake and CTest. `make run` and `make test` install what is missing first.
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: all deps configure build run test test-slow bench synth lint format clean

all: build

deps:
	@./scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS) -- --no-print-directory

run: build
	@./scripts/run-default.sh $(BUILD)

test: build
	@ctest --test-dir $(BUILD) -LE slow --output-on-failure -j $(JOBS)

test-slow: build
	@ctest --test-dir $(BUILD) -L slow --output-on-failure -j $(JOBS)

bench: build
	@$(BUILD)/testbench/ccsim bench

synth: configure
	@cmake --build $(BUILD) --target synth

lint: configure
	@cmake --build $(BUILD) --target lint

format:
	@clang-format -i $$(git ls-files '*.h' '*.cpp')

clean:
	@rm -rf $(BUILD)
