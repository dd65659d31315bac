"""``warpgym bench --policy baselines`` (slow: a real server, a real torch.compile): each episode
profiles the untouched workspace, which times only the reference (eager and torch.compile), and
submits. The times land in each episode's ``baselines`` and in the report; a second run with the
same cache directory takes them from the cache.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cache_seed import seeded_cache
from ci_skips import missing
from server_process import REPO, SERVER, TASKS

# timing: a cached entry is measured again when its use finds eager much faster than the entry
# (a load that came or went between the two runs), so the reuse holds only on an otherwise idle
# machine; `make test` runs it after the parallel part, alone
pytestmark = [pytest.mark.slow, pytest.mark.timing]


def _bench(out: Path, cache: Path) -> dict:
    env = dict(os.environ, WARPGYM_ROOT=str(REPO), WARPGYM_SERVER=str(SERVER),
               PYTHONPATH=str(REPO / "tools") + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "warpgym.cli", "bench", "--backend", "cpu", "--tasks", str(TASKS),
           "--task", "level1/1_ReLU", "--policy", "baselines", "--cache-dir", str(cache), "--out", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env, cwd=REPO)
    assert proc.returncode == 0, f"exit {proc.returncode}\n{proc.stdout}\n{proc.stderr[-5000:]}"
    return json.loads((out / "results.json").read_text())


def test_baselines_policy_measures_then_reuses_the_cache(tmp_path: Path):
    if not SERVER.exists():
        missing(f"warpgym-server binary not found at {SERVER}")
    cache = seeded_cache(tmp_path / "cache", Path(os.environ.get("WARPGYM_TEST_CACHE", "/nonexistent")))
    first = _bench(tmp_path / "first", cache)
    [ep] = first["episodes"]
    assert ep["status"] == "ok" and ep["ended_by"] == "submit", ep
    assert ep["final"]["correct"] is False and ep["final"]["reward"] == -1  # no kernel was written
    b = ep["baselines"]
    assert b["eager_ms"] > 0 and b["compile_ms"] > 0 and b["cached"] is False, b
    report = (tmp_path / "first" / "report.md").read_text()
    assert "## Baselines" in report and "1 measured in this run, 0 from the cache" in report

    # An entry measured while the machine was loaded is measured again on its next use (a re-check
    # of eager faster by more than baselines.STALE_RATIO) and replaced; the entry after that is reused.
    for attempt in range(2):
        out = tmp_path / f"second{attempt}"
        b2 = _bench(out, cache)["episodes"][0]["baselines"]
        if b2["cached"]:
            break
        b = b2
    assert b2["cached"] is True and b2["eager_ms"] == b["eager_ms"] and b2["compile_ms"] == b["compile_ms"]
    assert "0 measured in this run, 1 from the cache" in (out / "report.md").read_text()
    html = (out / "report.html").read_text()
    assert f"{b['eager_ms']:.4g}</td>" in html
