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
