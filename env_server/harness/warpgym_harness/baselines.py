"""Eager and torch.compile baselines, measured by the trusted process and cached.

Contract: `get_baselines(task_file, model, input_sets, cache_dir, device, timer)` returns
{eager_ms, compile_ms, eager_noise_pct, compile_noise_pct, eager_excess_ms, overhead_ms,
compile_note, cached, key, identity}.  The cache file cache_dir/baselines/<key>.json is keyed
by (task file hash, device identity: CPU model + threads or GPU name + driver + CUDA runtime,
torch version, timing version) and signed with the cache's key (cache_auth: an entry this
harness did not write is measured again); a per-key flock makes concurrent servers measure once
and share.  A cached entry is never trusted from its one measurement: each use re-times eager
briefly, and an entry slower than that by more than STALE_RATIO (measured while something else
loaded the machine: every speedup against it would be inflated) is measured again and replaced.
A re-check that comes out slower changes nothing (the load is now, not then).  The re-check
times eager only, so compile_ms must not be inflatable on its own: eager and the compiled model
are timed side by side, in ROUNDS alternating slices; eager_ms is the median of the eager
slices and compile_ms is eager_ms times the median of the per-round compile/eager ratios. A load
that comes and goes during the measurement (another episode's busy loop) lands on both sides of
the rounds it covers and moves neither median unless it covers most rounds; a load over the
whole measurement inflates eager too, which the re-check of each use then catches.
`eager_excess_ms` (time from the end of forward to the end of a device-wide sync) calibrates
the candidate's side-stream check; `overhead_ms` (loop cost per iteration outside forward) is
recorded for diagnosis only.  If torch.compile fails here, compile_ms is None and compile_note
says why.  Inductor's own cache
is pointed at cache_dir/inductor by run.py, so a re-measure is cheap.
"""
from __future__ import annotations

import json
import os
import statistics
import time
from typing import Any, Callable

import torch

from . import cache_auth, device_info
from .common import atomic_write_json, file_lock, log, sha256_bytes, sha256_file
from .timing import Timer

# 3: every timed call gets refreshed inputs; 4: timed through op_counter's wrapper; 5: the
# warm-up refreshes inputs too, so the loop's length (target_s) includes refreshes; 6: eager and
# compiled timed in alternating slices
TIMING_VERSION = "6"
STALE_RATIO = 1.3  # cached eager / re-checked eager above this: the entry is measured again
RECHECK_S = 0.1  # seconds of eager calls in the re-check of a cached entry
ROUNDS = 8  # alternating eager / compiled slices of one measurement


def baseline_key(task_file: str, ident: dict[str, Any]) -> str:
    stable = {k: v for k, v in ident.items() if k != "gpu_uuid"}  # same model of GPU shares
    return sha256_bytes(sha256_file(task_file).encode(), json.dumps(stable, sort_keys=True).encode(),
                        TIMING_VERSION.encode())[:32]


def _measure(model: torch.nn.Module, input_sets: list[list], timer: Timer, target_s: float,
             wrap: Callable[[Callable[..., Any]], Callable[..., Any]],
             compiler: Callable[[torch.nn.Module], Any]) -> dict[str, Any]:
    """Eager and the compiled model timed side by side, in ROUNDS alternating slices; see the
    module doc for why compile_ms is eager_ms times the median per-round ratio."""
    res: dict[str, Any] = {"compile_ms": None, "compile_noise_pct": None, "compile_note": None}
    compiled = None
    try:
        t0 = time.perf_counter()
        compiled = compiler(model)
        with torch.no_grad():
            compiled(*input_sets[0])
        res["compile_warmup_s"] = round(time.perf_counter() - t0, 3)
    except Exception as ex:  # a baseline we cannot measure is not the agent's problem
        compiled = _compile_failed(res, ex)
    slice_s = target_s / ROUNDS
    eager: list[dict[str, Any]] = []
    comp: list[dict[str, Any]] = []
    with torch.no_grad():
        for r in range(ROUNDS):
            warm = 0.1 if r == 0 else 0.0  # later slices: the 3 calls Timer always warms with
            eager.append(timer.run(wrap(model), input_sets, target_s=slice_s, warmup_s=warm, min_iters=5))
            if compiled is None:
                continue
            try:
                comp.append(timer.run(wrap(compiled), input_sets, target_s=slice_s, warmup_s=warm, min_iters=5))
            except Exception as ex:
                compiled, comp = _compile_failed(res, ex), []
    med = statistics.median
    e_ms = [e["median_ms"] for e in eager]
    res.update(eager_ms=med(e_ms), eager_noise_pct=med([e["noise_pct"] or 0.0 for e in eager]),
               eager_excess_ms=med([e["excess_ms"] for e in eager]),
               overhead_ms=max(0.0, med([(e["loop_s"] * 1e3 - e["sum_ms"]) / e["iterations"] for e in eager])),
               eager_slices_ms=[round(x, 6) for x in e_ms])
    if comp:
        c_ms = [c["median_ms"] for c in comp]
        ratios = [c / e for e, c in zip(e_ms, c_ms) if e > 0]
        res.update(compile_ms=res["eager_ms"] * med(ratios) if ratios else med(c_ms),
                   compile_noise_pct=med([c["noise_pct"] or 0.0 for c in comp]),
                   compile_slices_ms=[round(x, 6) for x in c_ms])
    return res


def _compile_failed(res: dict[str, Any], ex: Exception) -> None:
    """Notes why torch.compile failed; None: there is no compiled model to time."""
    res["compile_note"] = f"torch.compile failed on this machine: {type(ex).__name__}: {str(ex)[:300]}"
    log(res["compile_note"])
    return None


def get_baselines(task_file: str, model: torch.nn.Module, input_sets: list[list], cache_dir: str,
                  device: str, timer: Timer, target_s: float = 0.5,
                  wrap: Callable[[Callable[..., Any]], Callable[..., Any]] | None = None,
                  compiler: Callable[[torch.nn.Module], Any] = torch.compile) -> dict[str, Any]:
    """`wrap`: what the candidate's timed calls go through (op_counter's counting wrapper), so
    the baselines pay the same per-call cost; identity when None. `compiler`: how the compile
    baseline is made (torch.compile; a test may pick a cheaper dynamo backend)."""
    wrap = wrap or (lambda f: f)
    ident = device_info.identity(device)
    path, key = entry_path(task_file, cache_dir, device)
    with file_lock(path + ".lock"):
        cached = _read_signed(cache_dir, path, key)
        if cached is not None and not _stale(cached, model, input_sets, timer, wrap):
            cached["cached"] = True
            return cached
        log("measuring eager and torch.compile baselines" +
            (" (first time for this task/device)" if cached is None else ""))
        # Baselines get the same input refresh as the candidate, on private copies.
        sets = [[x.clone() if isinstance(x, torch.Tensor) else x for x in s] for s in input_sets]
        res = _measure(model, sets, timer, target_s, wrap, compiler)
        res.update(key=key, identity=ident, measured_at=time.time())
        _write_signed(cache_dir, path, res)
        res["cached"] = False
        return res


def entry_path(task_file: str, cache_dir: str, device: str) -> tuple[str, str]:
    """(path of the task's baseline entry for this device, its key)."""
    key = baseline_key(task_file, device_info.identity(device))
    return os.path.join(cache_dir, "baselines", key + ".json"), key


def cached_entry(task_file: str, cache_dir: str, device: str) -> tuple[dict[str, Any] | None, str]:
    """(the task's signed baseline entry for this device or None, where it lies): a lookup
    only, nothing measured or timed."""
    path, key = entry_path(task_file, cache_dir, device)
    return _read_signed(cache_dir, path, key), path


def eager_now(model: torch.nn.Module, input_sets: list[list], timer: Timer,
              wrap: Callable[[Callable[..., Any]], Callable[..., Any]]) -> float:
    """Eager's median time now: RECHECK_S of calls on a private copy of the first input set,
    through `wrap` (the re-check of a cached entry, and the profile's check next to the
    candidate's timed calls)."""
    sets = [[x.clone() if isinstance(x, torch.Tensor) else x for x in input_sets[0]]]
    with torch.no_grad():
        return timer.run(wrap(model), sets, target_s=RECHECK_S, warmup_s=0.02, min_iters=3)["median_ms"]


def _stale(cached: dict[str, Any], model: torch.nn.Module, input_sets: list[list], timer: Timer,
           wrap: Callable[[Callable[..., Any]], Callable[..., Any]]) -> bool:
    """Whether eager, re-timed now for RECHECK_S, is faster than the cached entry by more than
    STALE_RATIO (the entry was measured on a loaded machine)."""
    cached_ms = cached.get("eager_ms")
    if not isinstance(cached_ms, (int, float)) or cached_ms <= 0:
        return True
    now_ms = eager_now(model, input_sets, timer, wrap)
    if cached_ms > STALE_RATIO * now_ms:
        log(f"cached eager baseline {cached_ms:.4f} ms is {cached_ms / now_ms:.2f}x the {now_ms:.4f} ms "
            "re-timed now: it was measured on a loaded machine; measuring again")
        return True
    return False


def _canonical(entry: dict[str, Any]) -> bytes:
    return json.dumps(entry, sort_keys=True, default=str).encode()


def _read_signed(cache_dir: str, path: str, key: str) -> dict[str, Any] | None:
    """The cached entry if this harness's key signed it (cache_auth) and it is the entry of
    `key` (a signed entry copied to another task's path is not that task's); None when missing,
    unreadable, unsigned, forged or misplaced: the baselines are measured again and replaced."""
    try:
        with open(path) as f:
            doc = json.load(f)
        entry, sig = doc["entry"], doc["mac"]
        if (isinstance(entry, dict) and isinstance(sig, str) and entry.get("key") == key
                and cache_auth.mac_ok(cache_dir, _canonical(entry), sig)):
            return entry
        log(f"baseline cache entry {os.path.basename(path)} is not signed by this cache's key: measuring again")
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def _write_signed(cache_dir: str, path: str, entry: dict[str, Any]) -> None:
    entry = json.loads(_canonical(entry))  # what a reader will parse, signed as such
    atomic_write_json(path, {"entry": entry, "mac": cache_auth.mac(cache_dir, _canonical(entry))})
