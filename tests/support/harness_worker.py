"""Harness calls for the pytest suites, through one pre-imported harness worker per session.

`invoke(argv, env=None, timeout=600)` runs `python -m warpgym_harness.run <argv>` and returns
(exit code, stdout, stderr) as `subprocess.run` would. By default it goes through one
`warpgym.harness_worker.HarnessWorker` started on first use (a `warpgym_harness.forkserver`, the
path warpgym-server itself takes): each call forks a child of a process that imported Python,
torch and the harness once. Its stdout and stderr are one log, returned as stderr (stdout is then
always empty: the command-line path checks that stdout stays clean, see WARPGYM_TEST_HARNESS).
WARPGYM_TEST_HARNESS=cli runs every call as its own process instead. The worker ends with the
session (it dies with its parent). Not thread-safe.
"""
from __future__ import annotations

import atexit
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HARNESS_ROOT = ROOT / "env_server" / "harness"
_VENV_PY = ROOT / ".venv" / "bin" / "python"
PYTHON = str(_VENV_PY) if _VENV_PY.exists() else sys.executable
CLI = os.environ.get("WARPGYM_TEST_HARNESS", "") == "cli"
sys.path.insert(0, str(ROOT / "tools"))

from warpgym.harness_worker import HarnessWorker  # noqa: E402

_worker: HarnessWorker | None = None


def invoke(argv: list[str], env: dict[str, str] | None = None, timeout: float = 600) -> tuple[int, str, str]:
    global _worker
    env = dict(os.environ if env is None else env)
    if CLI:
        p = subprocess.run([PYTHON, "-m", "warpgym_harness.run", *argv], capture_output=True, text=True,
                           timeout=timeout, env=env, cwd=HARNESS_ROOT)
        return p.returncode, p.stdout, p.stderr
    if _worker is None:
        _worker = HarnessWorker(PYTHON, HARNESS_ROOT, cache_dir=os.environ.get("WARPGYM_TEST_CACHE"))
        atexit.register(_worker.close)
    return _worker.run(argv, env, timeout)
