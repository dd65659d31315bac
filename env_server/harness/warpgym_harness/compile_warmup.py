"""The task's torch.compile baseline built ahead of the profile, off its exclusive device lease.

A cold ``torch.compile`` of a reference takes seconds (tens on large graphs), and the profile
builds it while it holds its device alone. When a verify finds no cached baselines for the task
on this device, it runs a trusted child once its trials are done (``python -m
warpgym_harness.compile_warmup TASK DEVICE``): the compiled reference built exactly as the
baselines will build it (same loader, model, first profile input set, TF32 off) and run once,
nothing timed, which fills inductor's cache (``TORCHINDUCTOR_CACHE_DIR``, inherited). Verify
holds a shared lease and measures nothing; the child is waited for before verify returns, so
nothing of it is alive when a profile measures, and the profile then loads the compiled
artifact from the cache. A warm-up that fails or overruns changes no verdict: the profile
compiles as before.

Invariants: only task code runs in the child (the trusted reference, never agent code); the
child and everything it started end inside the verify stage.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from typing import Any

WAIT_S = 600.0  # the longest a verify waits for the warm-up once its own work is done


def needed(task_file: str, cache_dir: str, device: str) -> bool:
    """Whether this task has no valid cached baselines on this device (a warm-up would help)."""
    from . import baselines
    return baselines.cached_entry(task_file, cache_dir, device) is None


class Warmup:
    """One warm-up child; ``finish`` waits for it (bounded) and reports."""

    def __init__(self, task_file: str, device: str):
        self.t0 = time.perf_counter()
        pkg_parent = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        self.proc = subprocess.Popen([sys.executable, "-m", "warpgym_harness.compile_warmup", task_file, device],
                                     cwd=pkg_parent, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True, start_new_session=True)

    def finish(self, wait_s: float = WAIT_S) -> dict[str, Any]:
        """{"seconds", "ok", "note"}: the child's outcome; a child still running after ``wait_s``
        is killed (the profile then compiles as it would have)."""
        try:
            _, err = self.proc.communicate(timeout=wait_s)
            ok, note = self.proc.returncode == 0, " ".join((err or "").split()[-40:])
        except subprocess.TimeoutExpired:
            ok, note = False, f"still compiling after {wait_s:.0f} s: stopped"
        try:  # whatever it started (inductor's compile workers) ends with it
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if self.proc.returncode is None:
            self.proc.communicate()
        return {"seconds": round(time.perf_counter() - self.t0, 3), "ok": ok, "note": "" if ok else note}


def start(task_file: str, cache_dir: str, device: str) -> Warmup | None:
    """A warm-up child when the task's baselines are not cached on this device, else None."""
    return Warmup(task_file, device) if needed(task_file, cache_dir, device) else None


def main(argv: list[str]) -> int:
    import torch

    from . import profiler, task_loader
    task_file, device = argv
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    mod = task_loader.load_task(task_file)
    model, _ = task_loader.build_reference(mod, device)
    inputs = task_loader.make_input_sets(mod, [profiler.PROFILE_SEED], [1.0], device)[0]
    with torch.no_grad():
        torch.compile(model)(*inputs)
    if device == "cuda":
        torch.cuda.synchronize()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
