# Thin wrapper over CMake and CTest. `make run` and `make test` install what is missing first.
BUILD ?= build
NO_RTL_BUILD ?= build-no-rtl
JOBS ?= $(shell nproc)

.PHONY: all deps configure build run test test-slow bench synth lint format clean \
	configure-no-rtl build-no-rtl test-no-rtl

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

# The model without the RTL switch (-DCCSIM_WITH_RTL=OFF): nothing looks for Verilator or
# Yosys, and the lint, synth, rtl and cosim tiers are not registered. Checked by configuring
# and building it with a PATH from which verilator and yosys were hidden (a directory of links
# to /usr/bin without them): it configures, builds and passes, and its CMakeCache.txt names
# neither tool.
configure-no-rtl: deps
	@cmake -S . -B $(NO_RTL_BUILD) -DCMAKE_BUILD_TYPE=Release -DCCSIM_WITH_RTL=OFF >/dev/null

build-no-rtl: configure-no-rtl
	@cmake --build $(NO_RTL_BUILD) -j $(JOBS) -- --no-print-directory

test-no-rtl: build-no-rtl
	@ctest --test-dir $(NO_RTL_BUILD) -LE slow --output-on-failure -j $(JOBS)

bench: build
	@$(BUILD)/testbench/ccsim bench

synth: configure
	@cmake --build $(BUILD) --target synth

lint: configure
	@cmake --build $(BUILD) --target lint

format:
	@clang-format -i $$(git ls-files '*.h' '*.cpp')

clean:
	@rm -rf $(BUILD) $(NO_RTL_BUILD)
