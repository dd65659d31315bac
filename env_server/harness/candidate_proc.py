"""Spawn candidate_runner.py in a fresh interpreter with a timeout (kills the process group).

Contract: `run_candidate(mode, workspace, module_dir, scratch, timeout_s)` returns
{status (dict from candidate_status.json or None), returncode, timed_out, output_tail, seconds}.
cwd is the workspace; PYTHONPATH from the harness environment is not inherited; stdout/stderr go
to scratch/candidate_<mode>.log (never a pipe, so a chatty candidate cannot block).
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from typing import Any

from common import tail

RUNNER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "candidate_runner.py")


def run_candidate(mode: str, workspace: str, module_dir: str, scratch: str, timeout_s: float,
                  target_s: float = 1.0) -> dict[str, Any]:
    status_path = os.path.join(scratch, "candidate_status.json")
    for p in (status_path, os.path.join(scratch, "candidate_out.pt")):
        if os.path.exists(p):
            os.unlink(p)
    log_path = os.path.join(scratch, f"candidate_{mode}.log")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    cmd = [sys.executable, RUNNER, mode, "--workspace", os.path.abspath(workspace),
           "--module-dir", os.path.abspath(module_dir), "--scratch", os.path.abspath(scratch),
           "--target-s", str(target_s)]
    t0 = time.perf_counter()
    timed_out = False
    with open(log_path, "wb") as logf:
        proc = subprocess.Popen(cmd, cwd=workspace, stdout=logf, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, env=env, start_new_session=True)
        try:
            proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            timed_out = True
        finally:
            try:  # the whole group: the candidate may have spawned children
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()
    with open(log_path, "rb") as f:
        out = f.read().decode("utf-8", "replace")
    status = None
    if not timed_out:
        try:
            with open(status_path) as f:
                status = json.load(f)
        except (OSError, ValueError):
            status = None
    return {"status": status, "returncode": proc.returncode, "timed_out": timed_out,
            "output_tail": tail(out, 3000), "seconds": round(time.perf_counter() - t0, 3)}
