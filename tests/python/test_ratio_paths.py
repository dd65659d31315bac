"""One honest kernel judged through `warpgym eval`, the bench's own server and a standalone server,
while a busy process loads the machine, gets the same vs-eager ratio within a loose bound
(tools/bench/ratio_agreement.py, one run per path: the three paths' ratios and intervals are what
is compared; the tight figures, five runs a path, are in docs/PERF.md: every run's interval holds
the median of all 15). Slow, and timing: `make test`
runs it after the parallel part, alone."""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from cache_seed import seeded_cache
from ci_skips import missing
from server_process import REPO, SERVER, TASKS

pytestmark = [pytest.mark.slow, pytest.mark.timing]

_spec = importlib.util.spec_from_file_location("ratio_agreement", REPO / "tools" / "bench" / "ratio_agreement.py")
ratio_agreement = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ratio_agreement)

LOOSE = 3.0  # the largest ratio over the smallest; loaded runs here spread up to 1.8x (docs/PERF.md)
WIDEN = 1.25  # each run's interval, widened by this factor each way, must hold the median of all


def test_one_kernel_gets_one_ratio_through_eval_the_bench_and_a_server(tmp_path: Path):
    if not SERVER.exists():
        missing(f"warpgym-server binary not found at {SERVER}")
    cache = seeded_cache(tmp_path / "cache", Path(os.environ.get("WARPGYM_TEST_CACHE", "/nonexistent")))
    rows = ratio_agreement.measure(TASKS, "level1/1_ReLU", runs=1, load=1, backend="cpu", cache_dir=str(cache))
    assert [r["path"] for r in rows] == ["eval", "bench", "server"], rows
    for r in rows:
        assert r["error"] is None and r["reward"] >= 1, r
        lo, hi = r["interval"]  # every path reports the ratio's interval, and the ratio lies in it
        assert lo <= r["x_eager"] <= hi, r
    ratios = [r["x_eager"] for r in rows]
    assert max(ratios) / min(ratios) <= LOOSE, rows
    mid = sorted(ratios)[len(ratios) // 2]
    for r in rows:
        lo, hi = r["interval"]
        assert lo / WIDEN <= mid <= hi * WIDEN, (mid, r)
