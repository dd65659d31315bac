"""Nothing agent-controlled runs while the trusted side measures.

The attack: agent code that, when the verify candidate imports it, forks a process that keeps
one core busy, so that the eager and torch.compile baselines (measured once per task and machine,
then cached) come out slow and every later speedup looks larger. The harness must end the verify
candidate and everything it started before it measures anything.

The test watches the real harness: when it announces the baseline measurement on stderr, no
process of the candidate may exist, and none may be left when it returns.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
import uuid

from harness_conftest import hc

DEMO, HARNESS, HARNESS_ROOT, TEMPLATE = hc.DEMO, hc.HARNESS, hc.HARNESS_ROOT, hc.TEMPLATE
load_verdict, make_workspace = hc.load_verdict, hc.make_workspace
cache_dir = hc.cache_dir  # session fixture: WARPGYM_TEST_CACHE or a session temp dir

NAME = "wg-spinner"
SPINNER = f'''
import ctypes as _ctypes, os as _os
if _os.fork() == 0:  # a helper that outlives forward, and keeps a core busy
    _ctypes.CDLL(None).prctl(15, b"{NAME}", 0, 0, 0)  # PR_SET_NAME
    while True:
        pass
'''
BASELINES = "measuring eager and torch.compile baselines"


def _spinners() -> list[int]:
    out = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/comm") as f:
                if f.read().strip() == NAME:
                    out.append(int(pid))
        except OSError:
            pass
    return out


def test_no_candidate_process_runs_while_baselines_are_measured(cache_dir, tmp_path):
    task = tmp_path / "1_ReLU.py"  # a copy with its own content: its baselines are measured now
    shutil.copy(DEMO / "level1" / "1_ReLU.py", task)
    task.write_text(task.read_text() + f"\n# baselines of this copy: {uuid.uuid4().hex}\n")
    ws = make_workspace(tmp_path / "ws", task, DEMO / "solutions" / "level1" / "1_ReLU" / "reference")
    (ws / "model_new.py").write_text((ws / "model_new.py").read_text() + SPINNER)
    out = tmp_path / "verdict.json"
    proc = subprocess.Popen([*HARNESS, "evaluate", "--backend", "cpu", "--task-file", str(task),
                             "--workspace", str(ws), "--template-dir", str(TEMPLATE), "--cache-dir", str(cache_dir),
                             "--scratch-dir", str(tmp_path / "scratch"), "--out", str(out),
                             "--profile-target-s", "0.2"],
                            cwd=HARNESS_ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen: dict[str, list[int]] = {}
    lines: list[str] = []

    def watch() -> None:
        for line in proc.stderr:
            lines.append(line)
            if BASELINES in line and "baselines" not in seen:
                seen["baselines"] = _spinners()

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        proc.wait(timeout=600)
    finally:
        if proc.poll() is None:
            proc.kill()
    watcher.join(timeout=10)
    time.sleep(0.2)
    left = _spinners()
    for pid in left:  # never leave a busy loop behind on the test machine
        os.kill(pid, 9)
    assert proc.returncode == 0, "".join(lines)[-3000:]
    v = load_verdict(out)
    assert "baselines" in seen, f"the harness measured no baselines:\n{''.join(lines)[-3000:]}"
    assert seen["baselines"] == [], (f"the verify candidate's helper {seen['baselines']} was running "
                                    f"while the baselines were measured")
    assert left == [], f"the candidate's helpers {left} outlived the harness"
    assert v["profile"] is not None and v["profile"]["baseline_cached"] is False, v["text"]
