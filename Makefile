# Thin wrapper over CMake and CTest. `make run` and `make test` install what is missing first.
BUILD ?= build
NO_RTL_BUILD ?= build-no-rtl
ASAN_BUILD ?= build-asan
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 600
JOBS ?= $(shell nproc)

.PHONY: all deps configure build run test test-slow bench synth lint format clean \
	configure-no-rtl build-no-rtl test-no-rtl configure-asan build-asan test-asan \
	deps-fuzz configure-fuzz build-fuzz test-fuzz fuzz deps-plot reproduce results deps-slurm \
	test-slurm

all: build

deps:
	@./scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS) -- --no-print-directory

run: build deps-plot
	@./scripts/run-default.sh $(BUILD)

# The fuzz tier lives in its own build directory; excluded here as well, so that `make test`
# never needs clang whatever a build directory holds. The slurm tier needs Slurm: make test-slurm.
test: build deps-plot
	@ctest --test-dir $(BUILD) -LE 'slow|fuzz|slurm' --output-on-failure -j $(JOBS)

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
	@ctest --test-dir $(NO_RTL_BUILD) -LE 'slow|fuzz|slurm' --output-on-failure -j $(JOBS)

# A sweep through a real single-node Slurm (tests/slurm/): installs Slurm and munge, starts
# munged, slurmctld and slurmd on the loopback with every file under $(BUILD)/tests/slurm-test,
# runs, collects and resubmits a sweep, and stops them. Skipped, with the reason, where the
# daemons cannot run. A minute or two.
deps-slurm:
	@./scripts/install-deps.sh slurm

test-slurm: build deps-slurm
	@ctest --test-dir $(BUILD) -L slurm --output-on-failure

# AddressSanitizer and UndefinedBehaviorSanitizer (gcc) over the unit, sc and system tiers, in
# $(ASAN_BUILD) without the RTL switch. SystemC runs node programs on coroutine stacks
# (QuickThreads) and switches to them without telling the sanitizers, hence two options:
# - detect_stack_use_after_return=0: its fake frames are kept per thread, not per stack; with
#   it on, the first sc test dies of a SEGV inside the SystemC kernel (perform_update).
# - use_stacks=0: after a switch LeakSanitizer takes a coroutine's stack for the main thread's
#   ("stack pointer not in stack range"), scans into its guard page and dies with SIGSEGV. The
#   leak check runs after main() has returned, when stacks hold nothing of the program's, and
#   fewer roots can only add reports, never hide a leak.
# Suppressions, each with its reason: tests/sanitizers/lsan.supp. UBSan stops at the first report
# (-fno-sanitize-recover) with a stack trace.
# Not run here: the tests in which ccsim throws on the main stack after a simulation (a write
# error of the stats, trace, saved configuration or sweep CSV, a failed sweep point, an unknown
# --plot-figure). After SystemC has switched to
# a coroutine, ASan keeps a coroutine's stack as the main thread's ("ASan is ignoring requested
# __asan_handle_no_return"), and the throw then ends in a false stack-buffer-overflow report.
# Reproduced without ccsim: one SC_THREAD that waits once, then a throw after sc_start()
# (google/sanitizers issue 189). The normal tiers run them.
# Nor the 200-point dry run, a check of speed: checking 200 points in full takes 20 s under ASan,
# nor the check of every study's runs at the largest cubes (30 s under ASan, 4 s without).
# Nor the run under `ulimit -v`: ASan reserves terabytes of address space for its shadow memory
# at start-up, which the limit forbids ("Failed to mmap") before ccsim runs.
ASAN_THROWING = OutputOnAFullDevice.*/(Stats|Trace|SaveConfig|SweepCsv)|Sweep.AFailedRunStopsTheRunsStillGoing
ASAN_EXCLUDED = $(ASAN_THROWING)|SlurmSweep.PlotOfAnUnknownFigureNamesTheKnownOnes|SlurmSweep.TwoHundredPointDryRun|BadInput.ARunAboveTheAddressSpaceLimit|Reproduce.CheckPassesEveryStudyAtTheLargestCubes
ASAN_ENV = ASAN_OPTIONS=detect_stack_use_after_return=0 \
	LSAN_OPTIONS=use_stacks=0:suppressions=$(CURDIR)/tests/sanitizers/lsan.supp \
	UBSAN_OPTIONS=print_stacktrace=1

configure-asan: deps
	@cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCCSIM_WITH_RTL=OFF \
		-DCCSIM_SANITIZE=ON >/dev/null

build-asan: configure-asan
	@cmake --build $(ASAN_BUILD) -j $(JOBS) -- --no-print-directory

test-asan: build-asan
	@$(ASAN_ENV) ctest --test-dir $(ASAN_BUILD) -L 'unit|sc|system' -LE slow \
		-E '$(ASAN_EXCLUDED)' --output-on-failure -j $(JOBS)

# libFuzzer on the configuration path (clang; tests/fuzz/), in $(FUZZ_BUILD). `make test-fuzz`
# runs the fixed-length ctest; `make fuzz` runs it, then fuzzes for FUZZ_SECONDS at low
# priority, keeping the corpus it grows in $(FUZZ_BUILD)/fuzz/corpus and what it finds in
# $(FUZZ_BUILD)/fuzz/artifacts.
deps-fuzz:
	@./scripts/install-deps.sh fuzz

configure-fuzz: deps-fuzz
	@CC=clang CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
		-DCCSIM_WITH_RTL=OFF -DCCSIM_FUZZ=ON >/dev/null

build-fuzz: configure-fuzz
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) -- --no-print-directory

test-fuzz: build-fuzz
	@ctest --test-dir $(FUZZ_BUILD) -L fuzz --output-on-failure

fuzz: test-fuzz
	@nice -n 10 tests/fuzz/run_config_fuzz.sh $(FUZZ_BUILD) $(FUZZ_BUILD)/fuzz/corpus \
		-max_total_time=$(FUZZ_SECONDS)

bench: build
	@$(BUILD)/testbench/ccsim bench

# The papers' measured tables, model beside paper: CSV, gnuplot plots (PNG, SVG) and
# $(RESULTS)/REPORT.md. REPRODUCE_MAX_DIM bounds the simulated cubes (11 = up to 2048 nodes,
# which takes far longer).
RESULTS ?= results
REPRODUCE_MAX_DIM ?= 8
deps-plot:
	@./scripts/install-deps.sh plot

reproduce: build deps-plot
	@$(BUILD)/testbench/ccsim reproduce --out $(RESULTS) --max-dim $(REPRODUCE_MAX_DIM) -j $(JOBS)

# docs/results/ and the README's headline table, regenerated from this build: make run's table,
# the latency-load curve beside BookSim2, `ccsim bench`, every study on cubes of up to 64 nodes
# and the HPAM multicast's gain (about an hour on two cores; scripts/update-results.sh says more).
results: build deps-plot
	@./scripts/update-results.sh $(BUILD)

synth: configure
	@cmake --build $(BUILD) --target synth

lint: configure
	@cmake --build $(BUILD) --target lint

format:
	@clang-format -i $$(git ls-files '*.h' '*.cpp')

clean:
	@rm -rf $(BUILD) $(NO_RTL_BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)
