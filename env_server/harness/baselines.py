"""Eager and torch.compile baselines, measured by the trusted process and cached.

Contract: `get_baselines(task_file, mod, model, input_sets, cache_dir, backend)` returns
{eager_ms, compile_ms, eager_noise_pct, compile_noise_pct, compile_note, cached, key}.  The
cache file cache_dir/baselines/<key>.json is keyed by (task file hash, CPU model, thread count,
torch version, backend, timing version); a per-key flock makes concurrent callers measure once
and share.  If torch.compile fails on this machine, compile_ms is None and compile_note says why.
Inductor's own cache is pointed at cache_dir/inductor by run.py, so a re-measure is cheap.
"""
from __future__ import annotations

import json
import os
import platform
import time
from typing import Any

import torch

from common import atomic_write_json, file_lock, log, sha256_bytes, sha256_file
from timing import time_forward

TIMING_VERSION = "1"


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def baseline_key(task_file: str, backend: str) -> str:
    parts = [sha256_file(task_file), cpu_model(), str(torch.get_num_threads()), torch.__version__,
             backend, TIMING_VERSION]
    return sha256_bytes(*(p.encode() for p in parts))[:32]


def _measure(model: torch.nn.Module, input_sets: list[list], target_s: float) -> dict[str, Any]:
    res: dict[str, Any] = {"compile_ms": None, "compile_noise_pct": None, "compile_note": None}
    with torch.no_grad():
        e = time_forward(model, input_sets, target_s=target_s)
    res["eager_ms"], res["eager_noise_pct"] = e["median_ms"], e["noise_pct"]
    try:
        t0 = time.perf_counter()
        compiled = torch.compile(model)
        with torch.no_grad():
            compiled(*input_sets[0])
            res["compile_warmup_s"] = round(time.perf_counter() - t0, 3)
            c = time_forward(compiled, input_sets, target_s=target_s)
        res["compile_ms"], res["compile_noise_pct"] = c["median_ms"], c["noise_pct"]
    except Exception as ex:  # a baseline we cannot measure is not the agent's problem
        res["compile_note"] = f"torch.compile failed on this machine: {type(ex).__name__}: {str(ex)[:300]}"
        log(res["compile_note"])
    return res


def get_baselines(task_file: str, model: torch.nn.Module, input_sets: list[list], cache_dir: str,
                  backend: str, target_s: float = 1.0) -> dict[str, Any]:
    key = baseline_key(task_file, backend)
    path = os.path.join(cache_dir, "baselines", key + ".json")
    with file_lock(path + ".lock"):
        try:
            with open(path) as f:
                res = json.load(f)
            res["cached"] = True
            return res
        except (OSError, ValueError):
            pass
        log("measuring eager and torch.compile baselines (first time for this task/machine)")
        res = _measure(model, input_sets, target_s)
        res.update(key=key, cpu=cpu_model(), threads=torch.get_num_threads(), torch=torch.__version__,
                   backend=backend, measured_at=time.time())
        atomic_write_json(path, res)
        res["cached"] = False
        return res
