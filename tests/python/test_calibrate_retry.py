"""``warpgym calibrate --jobs N``: a candidate crowded out of device memory by the other tasks, or
a trusted process out of device memory beside them (the harness's infra errors that say so), is
judged again with the device lock held alone, and its record says so; any other infra error is
kept as it is. The harness's side of this (which
failures are called crowded out) is tested for real in tests/harness/test_candidates.py; here
the harness call is replaced so that the retry's control flow can be seen."""

from __future__ import annotations

import argparse
import fcntl
import os
from pathlib import Path
from typing import Any

import pytest

from server_process import TASKS  # noqa: F401 - puts tools/ on sys.path
from warpgym import calibrate, cli
from warpgym_harness.contract import CROWDED_OUT_ERROR, JUDGE_OUT_OF_MEMORY_ERROR

TASK = TASKS / "level1" / "1_ReLU.py"


def _held_alone(lock: Path) -> bool:
    fd = os.open(lock, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)


@pytest.mark.parametrize("first_error, retried", [
    (CROWDED_OUT_ERROR, True),
    # what level1/25_Swish's trusted process met beside three other 6 GiB tasks on an 80 GiB card
    (JUDGE_OUT_OF_MEMORY_ERROR + ": CUDA out of memory. Tried to allocate 6.00 GiB.", True),
    ("the harness failed", False)])
def test_crowded_out_is_judged_again_alone(tmp_path: Path, monkeypatch, first_error: str, retried: bool) -> None:
    lock = tmp_path / "device.lock"
    lock.touch()
    calls: list[tuple[str | None, bool]] = []

    def fake_evaluate(*_a: Any, device_lock: str | None = None, **_k: Any) -> dict[str, Any]:
        calls.append((device_lock, _held_alone(lock)))
        if len(calls) == 1:
            return {"infra_error": True, "error": first_error, "text": f"VERIFY: INFRA ERROR: {first_error}"}
        return {"infra_error": False, "reward": 1, "correct": True, "flags": []}

    monkeypatch.setattr(cli, "evaluate", fake_evaluate)
    args = argparse.Namespace(backend="cpu", python=None, cache_dir=None, timeout_s=10.0,
                              device_lock=str(lock))
    rec = calibrate._judge("identity", TASK, args, tmp_path)
    if retried:
        assert calls == [(str(lock), False), (None, True)]  # the retry takes no lock: it holds it
        assert rec["retried_alone"] is True and rec["reward"] == 1 and rec["infra_error"] is False
    else:
        assert calls == [(str(lock), False)]
        assert "retried_alone" not in rec and rec["infra_error"] is True


@pytest.mark.parametrize("kind, precise", [("identity", True), ("zeros", False)])
def test_only_the_identity_is_timed_until_its_ratio_settles(tmp_path: Path, monkeypatch, kind: str,
                                                            precise: bool) -> None:
    """The identity's speedup is the calibration's measurement, so its timing is settled on the
    ratio (the harness's --precise-timing), not stopped once its milestone is decided."""
    seen: list[bool] = []

    def fake_evaluate(*_a: Any, precise_timing: bool = False, **_k: Any) -> dict[str, Any]:
        seen.append(precise_timing)
        return {"infra_error": False, "reward": 1, "correct": True, "flags": []}

    monkeypatch.setattr(cli, "evaluate", fake_evaluate)
    args = argparse.Namespace(backend="cpu", python=None, cache_dir=None, timeout_s=10.0, device_lock=None)
    calibrate._judge(kind, TASK, args, tmp_path)
    assert seen == [precise]


def test_the_harness_reads_precise_timing() -> None:
    from warpgym_harness import run
    base = ["evaluate", "--task-file", str(TASK), "--workspace", "w", "--template-dir", "t", "--cache-dir", "c",
            "--scratch-dir", "s", "--out", "o"]
    assert run.parse_args(base).precise_timing is False
    assert run.parse_args(base + ["--precise-timing"]).precise_timing is True
