"""A synthesised task set re-sized for a GPU: each task's dim 0 scaled so that its predicted eager
runtime (``size_model``) lands in the model's window, with no GPU in the loop.

Contract: ``resize(rows, model, seed, jobs)`` returns ``(kept, rejected)``: ``kept`` holds a new row
per task that sizes (in the order of ``rows``; copies of an earlier kept task are rejected), with
``code`` and ``hash`` of the scaled task, ``input_shapes``/``output_shape`` at the new size,
``eager_ms`` None (not measured at this size; the CPU set's figure moves to ``cpu_eager_ms``) and
``sized`` = {scale, predicted_ms, target_ms, kernels, io_bytes, produced_bytes, model}; every other
field (ops, level, the CPU checks in ``screen`` and ``harness``) is kept. ``rejected`` maps each
other task's name to why: it does not size, it copies an earlier task, or it ends in a reduction
of its whole input (a loss, mean, var, std, sum, norm, dist, median: ``_MEAN_LIKE``) to at most 16
values, which at this size is about constant. A task's target runtime is drawn log-uniformly in the model's
``target_ms`` by ``random.Random(f"{seed}:{task_key(code)}")``: the same rows, model and seed give the same
bytes on any machine. ``jobs`` processes trace in parallel (each imports torch once).
"""
from __future__ import annotations

import hashlib
import math
import random
import sys
import time
import warnings
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from typing import Any, TextIO

from . import cost_trace, size_model

_MODEL: size_model.SizeModel | None = None


def _init(model: dict) -> None:
    global _MODEL
    warnings.filterwarnings("ignore")
    import logging

    logging.disable(logging.WARNING)  # transformers' notes on standalone blocks, once per task
    _MODEL = size_model.SizeModel(**model)


def target_ms(model: size_model.SizeModel, seed: int, code: str) -> float:
    """The task's target runtime: drawn from its code without the header line (which names the
    index), so tasks that differ only there get the same size and are caught as copies."""
    from .pipeline import task_key

    return cost_trace.log_uniform(random.Random(f"{seed}:{task_key(code)}").random(), *model.target_ms)


def _one(item: tuple[dict, int]) -> tuple[dict | None, str | None]:
    row, seed = item
    assert _MODEL is not None
    want = target_ms(_MODEL, seed, row["code"])
    got = size_model.choose_scale(row["code"], _MODEL, want)
    if got.scale is None or got.trace is None:
        return None, got.why
    if (why := _averages_out(row, got.trace)) is not None:
        return None, why
    code = cost_trace.scaled_code(row["code"], got.scale)
    first, nl, rest = code.partition("\n")
    if first.endswith(')."""'):  # the header names the index: say the scale there too
        code = first[: -len(')."""')] + f', dim 0 x{got.scale})."""' + nl + rest
    t = got.trace
    out = {k: v for k, v in row.items() if k not in ("code", "hash", "eager_ms", "input_shapes", "output_shape")}
    out.update(code=code, hash=hashlib.sha256(code.encode()).hexdigest(), eager_ms=None,
               cpu_eager_ms=row.get("eager_ms"), input_shapes=t.input_shapes, output_shape=t.output_shape,
               sized={"scale": got.scale, "predicted_ms": round(got.predicted_ms or 0.0, 4),
                      "target_ms": round(want, 4), "kernels": t.kernels, "io_bytes": t.input_bytes + t.output_bytes,
                      "produced_bytes": t.produced_bytes, "model": _MODEL.gpu})
    return out, None


#: Last ops that pool their whole input into a few values: over the millions of elements a
#: GPU-sized input has, those values hardly depend on the inputs (relative spread about
#: 1/sqrt(elements), below the tolerance). A GPU screen flagged them constant_pass /
#: input_independent: means and losses (MSELoss, cross entropy), var/std, sums of values with a
#: mean (nansum after GELU, sum after LogSigmoid), norms and dist, medians. Extremes (amax, amin)
#: and traces stay: they move with the inputs.
_MEAN_LIKE = ("loss", "entropy", "var", "std", "mean", "sum", "norm", "dist", "median", "quantile")


def _averages_out(row: dict, trace: cost_trace.Trace) -> str | None:
    """Why a sized task would no longer judge a kernel, or None."""
    out = math.prod(trace.output_shape)
    last = str((row.get("ops") or [""])[-1]).lower()
    if out <= 16 and any(k in last for k in _MEAN_LIKE):
        plural = "s" if len(trace.input_shapes) > 1 else ""
        return (f"averages out: {last} reduces its input{plural} to {out} value(s), about "
                "constant at this size whatever the inputs")
    return None


def resize(rows: list[dict], model: size_model.SizeModel, seed: int = 0, jobs: int = 1,
           progress: TextIO | None = sys.stderr) -> tuple[list[dict], dict[str, str]]:
    """See the module contract."""
    from .pipeline import task_key

    kept: list[dict] = []
    rejected: dict[str, str] = {}
    first_of: dict[str, str] = {}
    t0, done = time.monotonic(), 0
    with ProcessPoolExecutor(max_workers=max(1, jobs), initializer=_init, initargs=(asdict(model),)) as pool:
        for row, (new, why) in zip(rows, pool.map(_one, [(r, seed) for r in rows], chunksize=8)):
            done += 1
            if new is None:
                rejected[row["name"]] = why or "unsized"
            elif (key := task_key(new["code"])) in first_of:
                rejected[row["name"]] = f"duplicate: the same task as {first_of[key]} at its new size"
            else:
                first_of[key] = row["name"]
                kept.append(new)
            if progress is not None and (done % 250 == 0 or done == len(rows)):
                rate = done / max(1e-9, time.monotonic() - t0)
                print(f"[resize] {done}/{len(rows)} tasks, {len(kept)} sized, {len(rejected)} not "
                      f"({rate:.1f} tasks/s)", file=progress, flush=True)
    return kept, rejected


def summary(kept: list[dict], rejected: dict[str, str], model: size_model.SizeModel) -> dict[str, Any]:
    """Counts, the reasons tasks did not size, and the predicted runtime's quantiles."""
    from collections import Counter

    ms = sorted(r["sized"]["predicted_ms"] for r in kept)
    reasons = Counter(why.split(":")[0] for why in rejected.values())

    def q(p: float) -> float | None:
        return ms[min(len(ms) - 1, int(p * len(ms)))] if ms else None

    inside = sum(model.window_ms[0] <= m <= model.window_ms[1] for m in ms)
    return {"kept": len(kept), "rejected": len(rejected), "reasons": dict(reasons.most_common()),
            "predicted_ms": {"min": q(0.0), "p10": q(0.1), "p50": q(0.5), "p90": q(0.9), "max": ms[-1] if ms else None},
            "inside_window": inside, "window_ms": list(model.window_ms), "target_ms": list(model.target_ms),
            "model": model.gpu, "fitted_from": model.fitted_from}
