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
child and everything it started end inside the verify stage, and with the harness if it is
killed; it runs only after a correct verify, at most once per task and device (a marker in the
cache), niced, and leaves the choice of kernel configurations (timed) to the profile.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from typing import Any

WAIT_S = 180.0  # the longest a verify waits for the warm-up (the server's limit for the call is longer)


def marker(task_file: str, cache_dir: str, device: str) -> str | None:
    """Where a done warm-up is noted, when this task has no valid cached baselines on this
    device and no warm-up was done for it yet; None when there is nothing to build."""
    from . import baselines
    entry, path = baselines.cached_entry(task_file, cache_dir, device)
    if entry is not None:
        return None
    done = path.removesuffix(".json") + ".warmed"
    return None if os.path.exists(done) else done


class Warmup:
    """One warm-up child; ``finish`` waits for it (bounded) and reports."""

    def __init__(self, task_file: str, device: str, done_marker: str | None = None):
        self.t0, self.marker = time.perf_counter(), done_marker
        pkg_parent = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        # A session of its own (its compile workers end with it, below); it also dies with this
        # process (the parent's pid is passed: it arms PR_SET_PDEATHSIG, then checks the parent).
        self.proc = subprocess.Popen([sys.executable, "-m", "warpgym_harness.compile_warmup", task_file, device,
                                      str(os.getpid())],
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
        if ok and self.marker:
            try:
                os.makedirs(os.path.dirname(self.marker), exist_ok=True)
                with open(self.marker, "w") as f:
                    f.write(f"{time.time():.0f}\n")
            except OSError:
                pass  # only costs another warm-up
        return {"seconds": round(time.perf_counter() - self.t0, 3), "ok": ok, "note": "" if ok else note}


def start(task_file: str, cache_dir: str, device: str) -> Warmup | None:
    """A warm-up child when the task's baselines are not cached on this device and none was
    built yet, else None."""
    done = marker(task_file, cache_dir, device)
    return Warmup(task_file, device, done) if done else None


def _die_with(parent: int) -> None:
    import ctypes
    try:
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent ended before the signal was armed
        os._exit(1)


def main(argv: list[str]) -> int:
    task_file, device = argv[:2]
    if len(argv) > 2:  # started by a harness: ends with it
        _die_with(int(argv[2]))
    os.nice(10)  # beside other episodes' timed work on this host: the compile yields to it
    import torch
    import torch._inductor.config as inductor_config

    from . import profiler, task_loader
    # Kernel configurations are picked by timing them on first use: not here, on a shared device
    # (a loaded GPU could make a slow one win and be kept), but in the profile, which holds it alone.
    inductor_config.autotune_local_cache = False
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
