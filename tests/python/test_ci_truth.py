"""CI tells the truth (tests/support/ci_skips.py): a suite whose binary is missing skips on a
developer's machine, with its reason in the log, and fails under CI.

Each case runs a small pytest subprocess over a real test file with the binary pointed at a path
that does not exist, so nothing in it gets as far as starting a server or a trainer: seconds.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
MISSING = "/nonexistent/warpgym-server"


def _pytest(test_file: str, ci: str | None, **binaries: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci is not None:
        env["CI"] = ci
    env.update(binaries)
    # -p no:cacheprovider: the outer run owns .pytest_cache; -rs as `make test` runs it; not -q,
    # which would hide the report header ("CI: on" / "CI: off").
    return subprocess.run([sys.executable, "-m", "pytest", "-rs", "-p", "no:cacheprovider", test_file],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=120)


def _out(proc: subprocess.CompletedProcess) -> str:
    return proc.stdout + proc.stderr


def _summary(out: str) -> str:
    """pytest's last line: "18 errors in 0.51s", "18 skipped in 0.40s", ..."""
    lines = [line for line in out.splitlines() if re.search(r"\d+ (passed|failed|skipped|errors?)\b", line)]
    assert lines, out[-4000:]
    return lines[-1]


def test_missing_server_fails_the_run_under_ci():
    """The server fixture (a session fixture over server_process.start_server) cannot start it:
    under CI every test of the file errors with the missing-binary message."""
    proc = _pytest("tests/python/test_client.py", "true", WARPGYM_SERVER=MISSING)
    out = _out(proc)
    assert proc.returncode == 1, out[-4000:]
    assert f"warpgym-server binary not found at {MISSING}" in out, out[-4000:]
    assert "CI: on" in out, out[-4000:]
    summary = _summary(out)
    assert "error" in summary and "skipped" not in summary, summary  # (its few server-free tests pass)


def test_missing_server_skips_with_its_reason_without_ci():
    proc = _pytest("tests/python/test_client.py", None, WARPGYM_SERVER=MISSING)
    out = _out(proc)
    assert proc.returncode == 0, out[-4000:]
    assert "CI: off" in out, out[-4000:]
    # -rs: the short test summary names the reason
    assert "SKIPPED" in out and f"warpgym-server binary not found at {MISSING}" in out, out[-4000:]
    summary = _summary(out)
    assert "skipped" in summary and "error" not in summary, summary


@pytest.mark.parametrize("ci", ["0", "false", ""])
def test_ci_off_values_keep_the_skip(ci: str):
    proc = _pytest("tests/python/test_client.py", ci, WARPGYM_SERVER=MISSING)
    assert proc.returncode == 0 and "CI: off" in _out(proc), _out(proc)[-4000:]


def test_missing_trainer_fails_the_module_under_ci():
    """A module-level skip (tests/trainer/train_binary.py) is a collection error under CI."""
    missing = "/nonexistent/warpgym-trainer"
    proc = _pytest("tests/trainer/test_train_toy.py", "true", WARPGYM_TRAINER=missing, WARPGYM_SERVER=MISSING)
    out = _out(proc)
    assert proc.returncode != 0, out[-4000:]
    assert f"{missing} is missing: build it first" in out and "ERROR" in out, out[-4000:]
    proc = _pytest("tests/trainer/test_train_toy.py", None, WARPGYM_TRAINER=missing, WARPGYM_SERVER=MISSING)
    out = _out(proc)
    # 5: pytest's "no tests collected", what a module skipped as a whole exits with
    assert proc.returncode in (0, 5) and f"{missing} is missing: build it first" in out, out[-4000:]
