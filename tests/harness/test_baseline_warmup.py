"""A verify builds the task's torch.compile baseline ahead when none is cached on this device
(compile_warmup), so the profile does not compile while it holds its device alone; once the
baselines are cached it does not. Slow: real compiles, a real profile."""

from __future__ import annotations

import uuid

import pytest

from conftest import DEMO, make_workspace

pytestmark = pytest.mark.slow

TASK = DEMO / "level1" / "1_ReLU.py"
SOLUTION = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"


def test_verify_builds_the_compiled_baseline_ahead_until_one_is_cached(harness, tmp_path):
    # A task of its own (another file hash): no baseline of it is cached yet.
    task = tmp_path / "1_ReLU.py"
    task.write_text(TASK.read_text() + f"\n# a copy for the warm-up test: {uuid.uuid4()}\n")  # fresh in a kept cache
    ws = make_workspace(tmp_path / "ws", task, SOLUTION)
    first = harness("verify", task, ws, "--prepare-baselines", "on")
    assert first["correct"] is True and first["flags"] == [], first["text"]
    assert first["stage_seconds"].get("baseline_warmup", 0) > 0, first["stage_seconds"]
    # auto: only the cuda backend builds ahead (a CPU host compiles on the cores it times on).
    auto = harness("verify", task, ws)
    assert "baseline_warmup" not in auto["stage_seconds"] and "baseline_warmup_failed" not in auto["stage_seconds"]
    prof = harness("profile", task, ws)
    assert prof["infra_error"] is False and prof["eager_ms"] > 0, prof["text"]
    cached = harness("verify", task, ws, "--prepare-baselines", "on")
    assert "baseline_warmup" not in cached["stage_seconds"], "the baselines are cached: nothing to build"
