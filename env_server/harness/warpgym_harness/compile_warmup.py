"""The task's torch.compile baseline built ahead of the profile, off its exclusive device lease.

A cold ``torch.compile`` of a reference takes seconds (tens on large graphs), and the profile
builds it while it holds its device alone. Built ahead instead (``build_ahead``), with nothing
timed, it fills inductor's cache (``TORCHINDUCTOR_CACHE_DIR``), and the profile then loads the
compiled artifact: the compiled reference built exactly as the baselines will build it (same
loader, model, first profile input set, TF32 off) and run once. Two callers, both on a shared
lease: the harness's ``prepare`` command (the server runs it before a task's first timed call)
and a correct ``verify`` when no baseline is cached for the task on this device. Both build in
their own process, which has torch and inductor imported already (a fresh child would import
and probe them again: about ten times the cost of the build itself on a warm process). A build
that fails or runs past its limit changes no verdict: the profile compiles as before.

Invariants: only task code runs (the trusted reference, never agent code; a verify's candidate
has ended by then); at most one build per task and device (a marker in the cache, written only
after a build that succeeded); the process is niced, and the choice of kernel configurations
(timed) is left to the profile. ``python -m warpgym_harness.compile_warmup TASK DEVICE`` is the
same build as a command (``warpgym calibrate --warm``).
"""
from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from typing import Any, Iterator

LIMIT_S = 180.0  # the longest a build may take (the server's limit for the whole call is longer)


def marker(task_file: str, cache_dir: str, device: str) -> str | None:
    """Where a done build is noted, when this task has no valid cached baselines on this device
    and no build was done for it yet; None when there is nothing to build."""
    from . import baselines
    entry, path = baselines.cached_entry(task_file, cache_dir, device)
    if entry is not None:
        return None
    done = path.removesuffix(".json") + ".warmed"
    return None if os.path.exists(done) else done


def build_ahead(task_file: str, cache_dir: str, device: str, limit_s: float = LIMIT_S) -> dict[str, Any] | None:
    """Builds the task's compiled baseline in this process when it is needed (see ``marker``).
    Returns None when there was nothing to build, else {"seconds", "ok", "note"}; never raises."""
    done = marker(task_file, cache_dir, device)
    if done is None:
        return None
    os.nice(10)  # beside other episodes' work on this host: the compile yields to it
    t0 = time.perf_counter()
    try:
        with _limit(limit_s):
            build(task_file, device)
        ok, note = True, ""
    except Exception as e:  # noqa: BLE001 - a build that fails only costs the profile its compile
        ok, note = False, f"{type(e).__name__}: {e}"[-300:]
    if ok:
        _note_done(done)
    return {"seconds": round(time.perf_counter() - t0, 3), "ok": ok, "note": note}


def build(task_file: str, device: str) -> None:
    """The compiled reference built as the baselines build it, and run once (nothing timed)."""
    import torch
    import torch._inductor.config as inductor_config

    from . import profiler, task_loader
    # Kernel configurations are picked by timing them on first use: not here, on a shared device
    # (a loaded GPU could make a slow one win and be kept), but in the profile, which holds it alone.
    inductor_config.autotune_local_cache = False
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    if device == "cuda":  # what an earlier stage of this process no longer uses
        torch.cuda.empty_cache()
    mod = task_loader.load_task(task_file)
    model, _ = task_loader.build_reference(mod, device)
    inputs = task_loader.make_input_sets(mod, [profiler.PROFILE_SEED], [1.0], device)[0]
    with torch.no_grad():
        torch.compile(model)(*inputs)
    if device == "cuda":
        torch.cuda.synchronize()


class BuildTimeout(Exception):
    pass


@contextlib.contextmanager
def _limit(seconds: float) -> Iterator[None]:
    """Raises BuildTimeout in this (the main) thread after ``seconds``: a compile is mostly Python,
    so it stops at its next bytecode (or when the C call it is in returns)."""
    def expired(signum: int, frame: Any) -> None:
        raise BuildTimeout(f"still compiling after {seconds:.0f} s: stopped")

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _note_done(path: str) -> None:
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(f"{time.time():.0f}\n")
    except OSError:
        pass  # only costs another build


def main(argv: list[str]) -> int:
    task_file, device = argv[:2]
    os.nice(10)
    build(task_file, device)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
