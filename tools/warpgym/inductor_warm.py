"""Filling inductor's cache for a task before it is judged, many tasks at once.

A cold ``torch.compile`` of a KernelBench reference takes seconds to tens of seconds, and the
judge builds it under the GPU's exclusive profile lease, one task at a time. Building it here
first, in parallel and with nothing timed, lets the judged run load the compiled artifact from
the shared cache (``TORCHINDUCTOR_CACHE_DIR``) instead. Each warm-up is the harness's own
(``python -m warpgym_harness.compile_warmup``, the build a verify or `prepare` runs ahead of a profile), so the
cache keys match; a task whose warm-up fails is still judged normally (the note says why).
"""
from __future__ import annotations

import concurrent.futures as cf
import subprocess
import time
from pathlib import Path
from typing import Callable, Iterable

def warm_one(python: str, harness: Path, task: Path, backend: str, env: dict[str, str],
             timeout_s: float, device_lock: str | None = None) -> tuple[float, str]:
    """Compiles one task's reference into the cache ``env`` names. Returns (seconds, note): the
    note is empty on success, else the end of the error (never raised: warming is optional).
    ``device_lock``: taken (shared) only by a build that must run the task's forward."""
    t0 = time.perf_counter()
    lock = ["--device-lock", device_lock] if device_lock else []
    try:
        p = subprocess.run([python, "-m", "warpgym_harness.compile_warmup", str(task), backend, *lock],
                           cwd=str(harness), env=env,
                           capture_output=True, text=True, timeout=timeout_s)
        note = "" if p.returncode == 0 else " ".join(p.stderr[-300:].split())
    except subprocess.TimeoutExpired:
        note = f"warm-up timed out after {timeout_s:.0f} s"
    except OSError as e:
        note = f"warm-up could not start: {e}"
    return time.perf_counter() - t0, note


def warm_all(python: str, harness: Path, tasks: Iterable[tuple[str, Path]], backend: str,
             env: dict[str, str], parallel: int, timeout_s: float,
             report: Callable[[str], None], device_lock: str | None = None) -> None:
    """Warms every (name, path) task, ``parallel`` at once; ``report`` gets one line per task."""
    items = list(tasks)
    with cf.ThreadPoolExecutor(max(1, parallel)) as pool:
        runs = pool.map(lambda t: warm_one(python, harness, t[1], backend, env, timeout_s, device_lock), items)
        for (name, _), (sec, note) in zip(items, runs):
            report(f"warm {name}: {sec:.1f} s{' ' + note if note else ''}")
