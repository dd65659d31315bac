"""The harness's --device-lock (what ``warpgym calibrate --jobs N`` passes): a verify shares the
device with another holder of the lock, a timing waits until it has the device alone."""

from __future__ import annotations

import fcntl
import os
import threading
import time
from pathlib import Path

import pytest

from server_process import TASKS  # noqa: F401 - puts tools/ on sys.path
from warpgym.cli import evaluate

pytestmark = [pytest.mark.slow, pytest.mark.timing]


def _someone_waits_on(path: Path) -> bool:
    """Whether a process is blocked on a flock of `path` (a "->" line of /proc/locks)."""
    ino = os.stat(path).st_ino
    with open("/proc/locks") as f:
        return any("->" in line and any(field.endswith(f":{ino}") for field in line.split())
                   for line in f if "FLOCK" in line)


def test_verify_shares_the_lock_and_the_timing_waits_for_it_alone(tmp_path: Path) -> None:
    lock = tmp_path / "device.lock"
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_SH)  # another task's verify holds the device
    released = threading.Event()

    def release_once_the_timing_waits() -> None:
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline and not _someone_waits_on(lock):
            time.sleep(0.1)
        time.sleep(1.0)
        fcntl.flock(fd, fcntl.LOCK_UN)
        released.set()

    t = threading.Thread(target=release_once_the_timing_waits, daemon=True)
    t.start()
    try:
        sol = TASKS / "solutions" / "level1" / "1_ReLU" / "reference"
        v = evaluate("cpu", TASKS / "level1" / "1_ReLU.py", sol, device_lock=lock,
                     cache_dir=os.environ.get("WARPGYM_CACHE_DIR"))
    finally:
        t.join(timeout=5)
        os.close(fd)
    assert released.is_set(), "the timing never waited on the lock"
    stages = v["stage_seconds"]
    assert v["correct"] is True and v["infra_error"] is False
    assert stages["verify_lock_wait"] < 1.0  # shared with the other holder
    assert stages["timing_lock_wait"] >= 1.0  # alone: after the other holder let go
