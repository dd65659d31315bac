"""``warpgym calibrate --warm``: the torch.compile baselines built first, into the cache the judged
runs read, and ``--deadline-s`` leaving tasks for a later run. Nothing is timed here (no task
starts before the deadline), so this runs with the parallel part. Slow: a real inductor build."""

from __future__ import annotations

import pytest

from test_calibrate import TASKS, _calibrate

pytestmark = pytest.mark.slow


def test_warm_fills_the_inductor_cache_and_a_deadline_leaves_tasks_for_later(tmp_path, monkeypatch) -> None:
    cache, out = tmp_path / "cache", tmp_path / "calibration.json"
    monkeypatch.setenv("WARPGYM_CACHE_DIR", str(cache))
    p = _calibrate("--tasks", str(TASKS), "--only", "level1/1_ReLU", "--json", str(out), "--warm", "1",
                   "--deadline-s", "0.001", timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    assert "warm level1/1_ReLU:" in p.stderr and "warm-up of 1 task(s) done" in p.stderr, p.stderr[-2000:]
    assert "timed out" not in p.stderr and "could not start" not in p.stderr, p.stderr[-2000:]
    assert any((cache / "inductor").rglob("*.py")), "the warm-up wrote nothing into the harness's inductor cache"
    assert "1 task(s) not started before --deadline-s" in p.stdout, p.stdout
    assert not out.exists(), "no task ran: nothing to save"
