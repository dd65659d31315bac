"""Root of every pytest suite (tests/python, tests/harness, tests/redteam, tests/trainer).

The repository's ``pytest.ini`` makes the repository root pytest's rootdir, so this file loads
for any test path. It puts ``tests/support`` on ``sys.path`` (``import ci_skips``: the rule that
a missing binary, tool or build product is a skip on a developer's machine and a failure under
CI) and, under CI, ends the run with the skips that remain: those are environment-dependent by
design (no GPU, no nvcc, not root, ...), each with its reason.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

SUPPORT = Path(__file__).resolve().parent / "support"
if str(SUPPORT) not in sys.path:
    sys.path.insert(0, str(SUPPORT))

import ci_skips  # noqa: E402

# The longest test files of the parallel part of `make test`, longest first (seconds on 2 cores,
# from its --durations report). pytest-xdist's --dist loadfile hands out whole files in the
# collection's order (the Makefile turns off its default reordering by test count, which put
# these one- or two-test files last): a long file handed out last runs alone at the end while
# the other worker idles. Handed out first, the many short files fill in behind them. A file
# missing here only runs later; the list needs no exactness.
SLOW_FIRST = (
    "tests/redteam/exploits/test_exploits.py",         # ~250 s
    "tests/harness/test_baseline_warmup.py",            # ~190 s
    "tests/trainer/test_train_toy.py",                  # ~160 s
    "tests/trainer/test_train_toy_hidden.py",           # ~115 s
    "tests/harness/test_binding_forms.py",              # ~110 s
    "tests/harness/test_memory_discipline.py",          # ~75 s
    "tests/harness/test_precompiled_header.py",         # ~70 s
    "tests/redteam/test_cache_forgery.py",              # ~60 s
    "tests/python/test_throughput_bench.py",            # ~55 s
    "tests/harness/test_op_guard.py",                   # ~40 s
    "tests/trainer/test_train_hf_model.py",             # ~40 s
    "tests/harness/test_compile.py",                    # ~40 s
    "tests/python/test_baseline_prepare.py",            # ~35 s
    "tests/harness/test_forkserver_warm.py",            # ~35 s
    "tests/harness/test_candidates.py",                 # ~30 s
    "tests/trainer/test_train_pools.py",                # ~30 s
    "tests/redteam/test_measure_isolation.py",          # ~30 s
    "tests/python/test_bench_policies.py",              # ~25 s
)
ROOT = Path(__file__).resolve().parents[1]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(SLOW_FIRST)}

    def file_rank(item: pytest.Item) -> int:
        try:
            return rank.get(item.path.resolve().relative_to(ROOT).as_posix(), len(rank))
        except ValueError:
            return len(rank)

    items.sort(key=file_rank)  # stable: the other files, and the tests within a file, keep their order


def pytest_report_header(config: pytest.Config) -> str:
    if ci_skips.CI:
        return "CI: on (a missing binary, tool or build product fails; tests/support/ci_skips.py)"
    return "CI: off (a missing binary, tool or build product skips; CI=true makes it fail)"


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    if not ci_skips.CI:
        return
    skipped = terminalreporter.stats.get("skipped", [])
    if not skipped:
        terminalreporter.write_line("[ci] no test skipped")
        return
    reasons: Counter[str] = Counter()
    for rep in skipped:
        longrepr = rep.longrepr
        reason = longrepr[2] if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr)
        reasons[reason.removeprefix("Skipped: ")] += 1
    terminalreporter.section("skipped by design of this host (CI)", sep="-")
    for reason, n in reasons.most_common():
        terminalreporter.write_line(f"{n:4d}  {reason}")
