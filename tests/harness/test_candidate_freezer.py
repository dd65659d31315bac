"""candidate_freezer: while the trusted side times eager beside the candidate, none of the
candidate's processes runs (a child it forked included), and all run again after the thaw."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from warpgym_harness.candidate_freezer import Freezer

# A session leader whose background child appends a tick every 5 ms (the candidate's shape: a
# runner in a session of its own, with helpers of its own).
CHILD = "import sys, time\nwhile True:\n    open(sys.argv[1], 'a').write('x')\n    time.sleep(0.005)\n"
TICKER = ("import subprocess, sys, time\n"
          f"subprocess.Popen([sys.executable, '-c', {CHILD!r}, sys.argv[1]])\n"
          "time.sleep(600)\n")


def _ticks(path: Path) -> int:
    return len(path.read_text()) if path.exists() else 0


def test_every_process_of_the_candidate_stops_and_resumes(tmp_path):
    ticks = tmp_path / "ticks"
    leader = subprocess.Popen([sys.executable, "-c", TICKER, str(ticks)], start_new_session=True)
    try:
        deadline = time.time() + 30
        while _ticks(ticks) < 5 and time.time() < deadline:
            time.sleep(0.05)
        assert _ticks(ticks) >= 5, "the ticker did not start"
        f = Freezer(leader.pid)
        assert f.freeze() is True
        time.sleep(0.05)  # a tick being written when the stop arrived
        frozen_at = _ticks(ticks)
        time.sleep(0.3)
        assert _ticks(ticks) == frozen_at, "a process of the candidate ran while it was frozen"
        f.thaw()
        time.sleep(0.3)
        assert _ticks(ticks) > frozen_at + 5, "the candidate did not resume after the thaw"
    finally:
        os.killpg(leader.pid, 9)
        leader.wait()


def test_a_candidate_that_is_gone_cannot_be_timed_beside(tmp_path):
    gone = subprocess.Popen([sys.executable, "-c", "pass"], start_new_session=True)
    gone.wait()
    f = Freezer(gone.pid)
    assert f.freeze() is True  # nothing of it runs: nothing to stop
    f.thaw()
