"""One honest kernel judged through `warpgym eval`, the bench's own server and a standalone server,
while a busy process loads the machine, gets the same vs-eager ratio within a loose bound
(tools/bench/ratio_agreement.py, one run per path: the three paths' ratios and intervals are what
is compared; the tight figures, five runs a path, are in docs/PERF.md: every run's interval holds
the median of all 15). A round that disagrees is measured once more (a loaded 2-core machine now
and then gives one run an interval that misses the others); the second round decides. Slow, and
timing: `make test` runs it after the parallel part, alone."""
from __future__ import annotations

import importlib.util
import os
import warnings
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


def _disagreements(rows: list[dict]) -> list[str]:
    """What breaks the agreement of one round (a run per path), as messages; [] when it holds."""
    if [r["path"] for r in rows] != ["eval", "bench", "server"]:
        return [f"paths: {rows}"]
    problems = []
    for r in rows:
        if r["error"] is not None or (r["reward"] or 0) < 1:
            problems.append(f"not paid: {r}")
            continue
        lo, hi = r["interval"]  # every path reports the ratio's interval, and the ratio lies in it
        if not lo <= r["x_eager"] <= hi:
            problems.append(f"ratio outside its own interval: {r}")
    if problems:
        return problems
    ratios = [r["x_eager"] for r in rows]
    if max(ratios) / min(ratios) > LOOSE:
        problems.append(f"ratios spread over {LOOSE}x: {rows}")
    mid = sorted(ratios)[len(ratios) // 2]
    for r in rows:
        lo, hi = r["interval"]
        if not lo / WIDEN <= mid <= hi * WIDEN:
            problems.append(f"median {mid:.3f} outside {r['path']}'s widened interval: {r}")
    return problems


def test_one_kernel_gets_one_ratio_through_eval_the_bench_and_a_server(tmp_path: Path):
    if not SERVER.exists():
        missing(f"warpgym-server binary not found at {SERVER}")
    cache = seeded_cache(tmp_path / "cache", Path(os.environ.get("WARPGYM_TEST_CACHE", "/nonexistent")))

    def one_round() -> list[dict]:
        return ratio_agreement.measure(TASKS, "level1/1_ReLU", runs=1, load=1, backend="cpu",
                                       cache_dir=str(cache))

    problems = _disagreements(one_round())
    if problems:
        # On a 2-core machine with a busy process beside it, one run in a few rounds now and then
        # reports a ratio whose interval misses the others' (seen: the bench path at 0.72, interval
        # 0.26-0.77, the other two at 1.40). One more round decides; both disagreeing fails.
        warnings.warn("ratio paths disagreed once, measured again: " + "; ".join(problems))
        problems = _disagreements(one_round())
    assert not problems, problems
