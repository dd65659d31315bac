"""Wall-clock timing of a forward callable, shared by the trusted and the candidate process.

Contract: `time_forward(fn, input_sets)` runs warm-up calls first, then times single calls
(time.perf_counter_ns captured at import, so later patches of `time` do not affect it) rotating
over the input sets, for about `target_s` seconds (at least `min_iters`, at most `max_iters`).
Returns {median_ms, mean_ms, min_ms, iterations, noise_pct}; noise_pct is the interquartile
range of the samples as a percentage of the median.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable

_now = time.perf_counter_ns


def time_forward(fn: Callable[..., Any], input_sets: list[list], target_s: float = 1.0,
                 warmup_s: float = 0.2, min_iters: int = 10, max_iters: int = 2000) -> dict[str, Any]:
    n = len(input_sets)
    # Warm-up: at least 3 calls and ~warmup_s.
    start = _now()
    k = 0
    while k < 3 or (_now() - start) < warmup_s * 1e9:
        fn(*input_sets[k % n])
        k += 1
        if k >= max_iters:
            break
    per_call = (_now() - start) / k / 1e9
    iters = int(min(max_iters, max(min_iters, target_s / max(per_call, 1e-7))))
    samples = []
    for i in range(iters):
        args = input_sets[i % n]
        t0 = _now()
        fn(*args)
        samples.append((_now() - t0) / 1e6)
    samples.sort()
    med = statistics.median(samples)
    q1 = samples[len(samples) // 4]
    q3 = samples[(3 * len(samples)) // 4]
    return {"median_ms": med, "mean_ms": statistics.fmean(samples), "min_ms": samples[0],
            "iterations": iters, "noise_pct": round(100.0 * (q3 - q1) / med, 3) if med > 0 else None}
