"""candidate_freezer: while the trusted side times eager beside the candidate, nothing in the
candidate's cgroup runs (a child it forked and a thread busy in its own loop included), and all
of it runs again after the thaw; a candidate without a freezer cgroup of its own is never
"frozen" (no signal-based fallback)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from warpgym_harness.candidate_freezer import Freezer

CGROUP = Path("/sys/fs/cgroup")
# A session leader whose child appends a tick every 5 ms and whose own second thread spins.
CHILD = "import sys, time\nwhile True:\n    open(sys.argv[1], 'a').write('x')\n    time.sleep(0.005)\n"
TICKER = ("import subprocess, sys, threading, time\n"
          f"subprocess.Popen([sys.executable, '-c', {CHILD!r}, sys.argv[1]])\n"
          "threading.Thread(target=lambda: [None for _ in iter(int, 1)], daemon=True).start()\n"
          "time.sleep(600)\n")


def _own_cgroup() -> Path | None:
    """A fresh cgroup with a freezer this test may use (v2, else v1's freezer), or None."""
    name = f"warpgym-freezer-test-{uuid.uuid4().hex[:8]}"
    for base in ((CGROUP,) if (CGROUP / "cgroup.controllers").exists() else ()) + (CGROUP / "freezer",):
        try:
            (base / name).mkdir()
            return base / name
        except OSError:
            continue
    return None


def _ticks(path: Path) -> int:
    return len(path.read_text()) if path.exists() else 0


def _cpu_ns(pid: int) -> int:
    with open(f"/proc/{pid}/stat", "rb") as f:
        fields = f.read().rsplit(b")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 10_000_000  # utime + stime, in clock ticks of 10 ms


def test_every_process_and_thread_of_the_candidate_stops_and_resumes(tmp_path):
    group = _own_cgroup()
    if group is None:
        pytest.skip("no cgroup this process may create (the sandbox needs one: run as root)")
    ticks = tmp_path / "ticks"
    procs = group / "cgroup.procs"
    leader = subprocess.Popen([sys.executable, "-c", TICKER, str(ticks)], start_new_session=True,
                              preexec_fn=lambda: procs.write_text(str(os.getpid())))
    try:
        deadline = time.time() + 30
        while _ticks(ticks) < 5 and time.time() < deadline:
            time.sleep(0.05)
        assert _ticks(ticks) >= 5, "the ticker did not start"
        f = Freezer(leader.pid)
        assert f.available and f.freeze() is True
        frozen_at, cpu_at = _ticks(ticks), _cpu_ns(leader.pid)
        time.sleep(0.5)
        assert _ticks(ticks) == frozen_at, "a process of the candidate ran while it was frozen"
        assert _cpu_ns(leader.pid) - cpu_at <= 20_000_000, "the spinning thread ran while frozen"
        f.thaw()
        time.sleep(0.3)
        assert _ticks(ticks) > frozen_at + 5, "the candidate did not resume after the thaw"
    finally:
        os.killpg(leader.pid, 9)
        leader.wait()
        time.sleep(0.2)
        try:
            group.rmdir()
        except OSError:
            pass


def test_a_candidate_without_a_cgroup_of_its_own_is_never_frozen():
    plain = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], start_new_session=True)
    try:
        f = Freezer(plain.pid)
        assert not f.available and f.freeze() is False
        f.thaw()
    finally:
        plain.kill()
        plain.wait()
