"""The harness's --device-lock (what ``warpgym calibrate --jobs N`` passes): a verify shares the
device with another holder of the lock, a timing waits until it has the device alone."""

from __future__ import annotations

import fcntl
import os
import threading
import time
from pathlib import Path
from typing import Callable

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


def _evaluate_while_held(lock: Path, mode: int, on_wait: Callable[[], None] = lambda: None) -> dict:
    """The ReLU reference evaluated with `lock` held by another holder in `mode` (fcntl.LOCK_SH:
    a verify; LOCK_EX: a timing), let go 1 s after the harness starts waiting on it (`on_wait`
    runs just before). Returns the verdict; fails when the harness never waited."""
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, mode)
    released = threading.Event()

    def release_once_waited() -> None:
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline and not _someone_waits_on(lock):
            time.sleep(0.1)
        time.sleep(1.0)
        on_wait()
        fcntl.flock(fd, fcntl.LOCK_UN)
        released.set()

    t = threading.Thread(target=release_once_waited, daemon=True)
    t.start()
    try:
        sol = TASKS / "solutions" / "level1" / "1_ReLU" / "reference"
        v = evaluate("cpu", TASKS / "level1" / "1_ReLU.py", sol, device_lock=lock,
                     cache_dir=os.environ.get("WARPGYM_CACHE_DIR"))
    finally:
        t.join(timeout=5)
        os.close(fd)
    assert released.is_set(), "the harness never waited on the lock"
    assert v["correct"] is True and v["infra_error"] is False
    return v


def test_verify_shares_the_lock_and_the_timing_waits_for_it_alone(tmp_path: Path) -> None:
    stages = _evaluate_while_held(tmp_path / "device.lock", fcntl.LOCK_SH)["stage_seconds"]  # a verify holds it
    assert stages["verify_lock_wait"] < 1.0  # shared with the other holder
    assert stages["timing_lock_wait"] >= 1.0  # alone: after the other holder let go


def _harness_children() -> list[int] | None:
    """The child processes of the running harness call (None while there is none)."""
    procs: dict[int, tuple[int, str]] = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, IndexError, ValueError):
            continue
        procs[int(d.name)] = (ppid, cmd)
    harness = [pid for pid, (_, cmd) in procs.items() if "warpgym-eval-" in cmd and " evaluate " in cmd]
    if not harness:
        return None
    return [pid for pid, (ppid, _) in procs.items() if ppid in harness]


def test_no_candidate_starts_while_another_call_times(tmp_path: Path) -> None:
    """A candidate's start is device work (its CUDA context, its exchange's registration): the
    harness forks its candidates only under the shared lock, never beside a timing."""
    seen: list[list[int] | None] = []
    v = _evaluate_while_held(tmp_path / "device.lock", fcntl.LOCK_EX, lambda: seen.append(_harness_children()))
    assert seen and seen[0] is not None, "no harness call was running"
    assert seen[0] == [], f"candidates started while the lock was held alone: {seen[0]}"
    assert v["stage_seconds"]["verify_lock_wait"] >= 1.0  # the wait before the fork counts
