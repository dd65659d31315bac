# warpgym: the two commands of the README.
#   make demo   set up, build, start the server (CPU backend when there is no GPU) and run the
#               bundled scripted agent over the bundled tasks, printing a report
#   make test   set up, build, and run every test suite (GoogleTest, the ASan/UBSan build, pytest)
# Both are idempotent: a second run installs nothing and rebuilds only what changed.

SHELL := /bin/bash
ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
VENV := $(ROOT)/.venv
PY := $(VENV)/bin/python
BUILD := $(ROOT)/build
BUILD_ASAN := $(ROOT)/build-asan
JOBS ?= $(shell nproc)

APT_PACKAGES := build-essential cmake ninja-build pkg-config libzmq3-dev cppzmq-dev \
  libmsgpack-cxx-dev libboost-dev libgtest-dev nlohmann-json3-dev libcli11-dev libspdlog-dev \
  libfmt-dev libyaml-cpp-dev libseccomp-dev python3-dev python3-venv clang-format

.PHONY: demo test deps venv sandbox-paths check-format build build-asan test-cpp test-asan test-python \
  test-python-timing test-python-parallel+asan bench clean

demo: deps venv sandbox-paths build
	@$(ROOT)/tools/run_demo.sh

# The phases of `make test`, in order, each a sub-make timed on its own: "[time] build 312 s" when
# it ends, and a summary line at the end (also when a phase fails: it names that phase). The ASan
# build runs beside the parallel pytest part (see test-python-parallel+asan).
TEST_PHASES := deps check-format venv sandbox-paths build test-python-parallel+asan test-cpp test-asan \
  test-python-timing
test:
	@t_all=$$(date +%s); summary=""; \
	for phase in $(TEST_PHASES); do \
	  t0=$$(date +%s); rc=0; \
	  $(MAKE) --no-print-directory $$phase || rc=$$?; \
	  dt=$$(( $$(date +%s) - t0 )); summary="$$summary $$phase $$dt s,"; \
	  echo "[time] $$phase $$dt s"; \
	  if [ $$rc -ne 0 ]; then \
	    echo "[time] summary:$$summary total $$(( $$(date +%s) - t_all )) s; FAILED in $$phase"; exit $$rc; \
	  fi; \
	done; \
	echo "[time] summary:$$summary total $$(( $$(date +%s) - t_all )) s"

# --- setup --------------------------------------------------------------------------------------
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "[deps] installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	else echo "[deps] system packages present"; fi

venv: $(VENV)/.installed
$(VENV)/.installed: requirements.txt tools/pyproject.toml
	@echo "[venv] creating $(VENV) (torch is large: a few minutes on a fresh machine)"
	@test -x $(PY) || python3 -m venv $(VENV)
	@$(PY) -m pip install -q --upgrade pip
	@$(PY) -m pip install -q --no-compile -r requirements.txt
	@$(PY) -m pip install -q -e tools
	@# Bytecode written once, here: the harness and candidates run with PYTHONDONTWRITEBYTECODE (as
	@# some machines do everywhere), so without it every fresh process compiles torch's sources again
	@# (import torch 4.3 s instead of 1.6 s on a 2-core VM). compileall writes whatever that setting says.
	@$(PY) -m compileall -q -j 0 "$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')" >/dev/null || true
	@touch $@

# --- headless browser (tests/python/test_bench_cli.py opens the bench's HTML report) ------------
# Separate, idempotent step: installs Debian's chromium only when no chromium is on PATH.
.PHONY: browser
browser:
	@if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then \
	  echo "[browser] chromium present"; \
	else \
	  echo "[browser] installing chromium (headless checks of the bench report)"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; \
	fi
test-python test-python-timing test-python-parallel+asan: browser

# The sandboxes fail closed: the sandbox uid must be able to search its way to the checkout and to
# the Python installation (a pyenv under a 0700 /root is not). o+x only; prints what it changed.
sandbox-paths: venv
	@$(ROOT)/tools/sandbox_paths.sh $(PY)

# --- C++ format (.clang-format; `tools/check_format.sh --fix` rewrites the files) ---------------
check-format: deps
	@$(ROOT)/tools/check_format.sh

# --- build --------------------------------------------------------------------------------------
build: venv
	@test -f $(BUILD)/build.ninja || cmake -S $(ROOT) -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
	@cmake --build $(BUILD) -j $(JOBS)

build-asan:
	@test -f $(BUILD_ASAN)/build.ninja || cmake -S $(ROOT) -B $(BUILD_ASAN) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DWARPGYM_SANITIZE=ON
	@cmake --build $(BUILD_ASAN) -j $(JOBS) --target warpgym_tests warpgym_trainer_tests warpgym-server

# --- tests --------------------------------------------------------------------------------------
# pytest's -rsx: every skip's and xfail's reason is in the log. Under CI (CI=true, which .ci/run
# exports) a missing binary, tool or build product fails instead of skipping
# (tests/support/ci_skips.py); a module that fails so at import is a collection error, and
# --continue-on-collection-errors still runs the other modules (the run fails all the same).
PYTEST_REPORT := -rsx --continue-on-collection-errors
test-cpp: build
	@cd $(BUILD) && ctest --output-on-failure -j 2

# The GoogleTest suites, then the wire-level Python suites (hostile frames, concurrency, client,
# shutdown) against the sanitized server binary: any ASan/UBSan report aborts the server and fails them.
ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
test-asan: build-asan venv
	@echo "[asan] GoogleTest suites under AddressSanitizer + UndefinedBehaviorSanitizer"
	@$(ASAN_ENV) $(BUILD_ASAN)/bin/warpgym_tests --gtest_brief=1
	@$(ASAN_ENV) $(BUILD_ASAN)/bin/warpgym_trainer_tests --gtest_brief=1
	@echo "[asan] wire-level suites against the sanitized server"
	@$(ASAN_ENV) WARPGYM_ROOT=$(ROOT) WARPGYM_SERVER=$(BUILD_ASAN)/bin/warpgym-server $(PY) -m pytest -q $(PYTEST_REPORT) \
	  tests/python/test_hostile.py tests/python/test_concurrency.py tests/python/test_client.py \
	  tests/python/test_shutdown.py

# One cache (compiled objects, baseline timings) shared by the harness, server and CLI suites.
# Two runs: every test not marked `timing` on PYTEST_WORKERS processes (pytest-xdist, a file per
# worker at a time: module fixtures run once; the longest files are handed out first, in
# tests/conftest.py's order, not xdist's by test count), then the `timing` ones (profile/evaluate
# verdicts, runtime windows, latencies: a loaded machine can change them) alone on an otherwise
# idle machine.
TEST_CACHE := $(BUILD)/test-cache
PYTEST_WORKERS ?= 2
PYTEST_ENV := WARPGYM_ROOT=$(ROOT) WARPGYM_CACHE_DIR=$(TEST_CACHE) WARPGYM_TEST_CACHE=$(TEST_CACHE)
PYTEST_PARALLEL := $(PYTEST_ENV) $(PY) -m pytest -q $(PYTEST_REPORT) --durations=60 -n $(PYTEST_WORKERS) \
  --dist loadfile --no-loadscope-reorder -m "not timing" tests
PYTEST_TIMING := $(PYTEST_ENV) $(PY) -m pytest -q $(PYTEST_REPORT) --durations=60 -m timing tests
test-python: venv build
	@mkdir -p $(TEST_CACHE)
	@rc=0; \
	echo "[pytest] tests not marked timing, on $(PYTEST_WORKERS) workers"; \
	$(PYTEST_PARALLEL) || rc=$$?; \
	echo "[pytest] tests marked timing, one at a time"; \
	$(PYTEST_TIMING) || rc=$$?; \
	exit $$rc

test-python-timing: venv build
	@mkdir -p $(TEST_CACHE)
	@echo "[pytest] tests marked timing, one at a time"
	@$(PYTEST_TIMING)

# make test: the parallel pytest part with the ASan build beside it at the lowest CPU priority
# (nice 19): the build fills the time the tests spend waiting on servers and subprocesses and
# yields the CPU whenever a test wants it. None of these tests measures time (those marked
# timing run later, alone). The build's output goes to build-asan.log, its tail on failure.
ASAN_LOG := $(BUILD)/build-asan.log
test-python-parallel+asan: venv build
	@mkdir -p $(TEST_CACHE)
	@( t0=$$(date +%s); nice -n 19 $(MAKE) --no-print-directory build-asan >$(ASAN_LOG) 2>&1; rc=$$?; \
	   echo "[time] build-asan $$(( $$(date +%s) - t0 )) s (beside the parallel tests, at nice 19), exit $$rc" \
	     >>$(ASAN_LOG); exit $$rc ) & asan=$$!; \
	rc=0; \
	echo "[pytest] tests not marked timing, on $(PYTEST_WORKERS) workers (the ASan build beside them)"; \
	$(PYTEST_PARALLEL) || rc=$$?; \
	t0=$$(date +%s); wait $$asan || { echo "[build-asan] failed:"; tail -60 $(ASAN_LOG); rc=1; }; \
	tail -1 $(ASAN_LOG); echo "[time] waited $$(( $$(date +%s) - t0 )) s for the ASan build after the tests"; \
	exit $$rc

bench: deps build
	@cmake --build $(BUILD) -j $(JOBS) --target warpgym-bench-roundtrip
	@$(ROOT)/tools/bench/run_roundtrip.sh --seconds 5 --episodes 1,64,256 --think-ms 0,100

clean:
	rm -rf $(BUILD) $(BUILD_ASAN)
