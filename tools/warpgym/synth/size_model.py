"""A GPU's eager runtime predicted from a task's meta trace, and the dim-0 scale that puts a task
into a target runtime window.

Contract: a ``SizeModel`` predicts eager milliseconds from a ``cost_trace.Trace``:

    gpu  = sum over kernels of factor(op) * (kernel_us + bytes / bandwidth + FLOPs / rate(op))
    eager_ms = max(gpu, kernels * launch_us)

where ``rate`` is ``matmul_tflops`` for matrix products, ``conv_tflops`` for convolutions, and
``factor`` (default 1) is fitted per ATen op from measured samples (``fit``). ``choose_scale``
finds the integer dim-0 multiplier whose prediction is nearest a target drawn log-uniformly in
``target_ms`` (by the caller's RNG), within the memory bounds (``max_io_bytes`` for inputs plus
outputs, ``max_produced_bytes`` for everything the forward allocates), or says why none fits.
The model is a JSON file (``load``/``save``); every field has a default for an H200, so an
uncalibrated model still sizes, only less precisely.
"""
from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from . import cost_trace

MATMUL_OPS = {"aten.mm", "aten.bmm", "aten.addmm", "aten.baddbmm", "aten.addbmm", "aten.matmul", "aten.dot",
              "aten.mv", "aten.addmv", "aten._scaled_dot_product_efficient_attention",
              "aten._scaled_dot_product_flash_attention", "aten._scaled_dot_product_cudnn_attention"}
MAX_TRACES = 6  # meta forwards per task while searching its scale


@dataclass
class SizeModel:
    gpu: str = "NVIDIA H200 (defaults, not fitted)"
    launch_us: float = 6.0
    kernel_us: float = 3.0
    bandwidth_gbs: float = 3000.0
    matmul_tflops: float = 40.0
    conv_tflops: float = 25.0
    op_factor: dict[str, float] = field(default_factory=dict)
    window_ms: tuple[float, float] = (0.3, 30.0)
    target_ms: tuple[float, float] = (0.6, 10.0)
    max_io_bytes: int = 4 << 30  # inputs + outputs: 5 % of an 80 GB card
    max_produced_bytes: int = 16 << 30  # every tensor the forward makes, summed: 20 % of it
    fitted_from: int = 0  # measured tasks behind the numbers above (0: defaults)
    fit_error: dict[str, float] = field(default_factory=dict)  # measured/predicted: p10, p50, p90

    def _op_ms(self, op: cost_trace.OpCost) -> float:
        if op.name in MATMUL_OPS:
            rate = self.matmul_tflops
        elif "convolution" in op.name:
            rate = self.conv_tflops
        else:
            rate = 0.0
        us = self.kernel_us + op.bytes / (self.bandwidth_gbs * 1e3) + (op.flops / (rate * 1e6) if rate else 0.0)
        return self.op_factor.get(op.name, 1.0) * us / 1e3

    def predict_ms(self, trace: cost_trace.Trace) -> float:
        gpu = sum(self._op_ms(o) for o in trace.ops)
        return max(gpu, trace.kernels * self.launch_us / 1e3)

    def fits_memory(self, trace: cost_trace.Trace) -> bool:
        return (trace.input_bytes + trace.output_bytes <= self.max_io_bytes
                and trace.produced_bytes <= self.max_produced_bytes)

    def in_window(self, ms: float) -> bool:
        return self.window_ms[0] <= ms <= self.window_ms[1]


@dataclass
class Sizing:
    scale: int | None  # None: no scale fits (see ``why``)
    predicted_ms: float | None
    why: str | None = None
    trace: cost_trace.Trace | None = None
    traces: int = 0


def choose_scale(code: str, model: SizeModel, target_ms: float, max_scale: int = 1 << 16) -> Sizing:
    """The dim-0 multiplier of ``code`` whose predicted eager time is nearest ``target_ms`` on a log
    scale, among those within the memory bounds (see the module contract)."""
    cache: dict[int, tuple[float, cost_trace.Trace] | None] = {}
    failed: dict[int, str] = {}  # why a scale has no prediction

    def at(s: int) -> tuple[float, cost_trace.Trace] | None:
        if s not in cache:
            try:
                t = cost_trace.trace(cost_trace.scaled_code(code, s))
            except (cost_trace.TraceError, ValueError) as e:  # ValueError: no input to scale
                cache[s], failed[s] = None, f"unsizable: {e}"[:300]
            else:
                fits = model.fits_memory(t)
                cache[s] = (model.predict_ms(t), t) if fits else None
                if not fits:
                    failed[s] = "memory: over the bound at its CPU shape"
        return cache[s]

    first = at(1)
    if first is None:
        return Sizing(None, None, failed[1], traces=len(cache))
    if first[0] <= 0:
        return Sizing(None, 0.0, "no kernel: its forward launches none (views only)", first[1], len(cache))
    s, ms = 1, first[0]
    hi = None  # the smallest scale known to break a memory bound (or the forward)
    while len(cache) < MAX_TRACES and abs(math.log(ms / target_ms)) > math.log(1.15):
        # Runtime grows about linearly with dim 0 once past the launch-bound region.
        want = max(1, min(max_scale, round(s * target_ms / ms)))
        if hi is not None and want >= hi:
            want = (s + hi) // 2
        if want in cache:  # nothing new to learn (or an oscillation between two neighbours)
            break
        got = at(want)
        if got is None:
            hi = want
            continue
        s, ms = want, got[0]
    best = min((k for k, v in cache.items() if v is not None), key=lambda k: abs(math.log(cache[k][0] / target_ms)))
    ms, t = cache[best]  # type: ignore[misc]
    if not model.in_window(ms):
        side = "below" if ms < model.window_ms[0] else "above"
        return Sizing(None, ms, f"window: {ms:.3g} ms predicted at the best scale {best}, {side} "
                                f"{model.window_ms[0]}-{model.window_ms[1]} ms", t, len(cache))
    return Sizing(best, ms, None, t, len(cache))


def load(path: str | Path | None) -> SizeModel:
    if path is None:
        return SizeModel()
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    known = SizeModel.__dataclass_fields__
    unknown = sorted(set(raw) - set(known))
    if unknown:
        raise ValueError(f"{path}: unknown size-model fields {unknown}")
    for k in ("window_ms", "target_ms"):
        if k in raw:
            raw[k] = tuple(float(v) for v in raw[k])
    return SizeModel(**raw)


def save(model: SizeModel, path: str | Path) -> None:
    Path(path).write_text(json.dumps(asdict(model), indent=1, sort_keys=True) + "\n", encoding="utf-8")


def fit(model: SizeModel, samples: list[tuple[cost_trace.Trace, float]], min_tasks: int = 4,
        rounds: int = 6) -> SizeModel:
    """The model refitted to (trace, measured eager ms) pairs: the four global rates by least
    squares on the relative error, then a factor for each op seen in at least ``min_tasks`` tasks
    (the median of measured/predicted over the tasks where it takes the largest share), alternated
    ``rounds`` times. Returns a new model; ``model``'s window and bounds are kept."""
    m = SizeModel(**{**asdict(model), "op_factor": {}})
    meas = np.array([ms for _, ms in samples], dtype=float)
    for _ in range(rounds):
        # Columns: per-kernel cost, bytes, matmul FLOPs, conv FLOPs, each weighted by the op factor.
        cols = np.zeros((len(samples), 4))
        for i, (t, _) in enumerate(samples):
            for o in t.ops:
                f = m.op_factor.get(o.name, 1.0)
                cols[i, 0] += f
                cols[i, 1] += f * o.bytes
                if o.name in MATMUL_OPS:
                    cols[i, 2] += f * o.flops
                elif "convolution" in o.name:
                    cols[i, 3] += f * o.flops
        w = 1.0 / meas  # relative error
        used = [j for j in range(4) if cols[:, j].any()]
        coef, *_ = np.linalg.lstsq(cols[:, used] * w[:, None], meas * w, rcond=None)
        c = dict(zip(used, np.maximum(coef, 1e-12)))
        if 0 in c:
            m.kernel_us = float(c[0] * 1e3)
        if 1 in c:
            m.bandwidth_gbs = float(1.0 / (c[1] * 1e6))
        if 2 in c:
            m.matmul_tflops = float(1.0 / (c[2] * 1e9))
        if 3 in c:
            m.conv_tflops = float(1.0 / (c[3] * 1e9))
        ratios: dict[str, list[float]] = {}
        for t, ms in samples:
            if not t.ops:
                continue
            top = max(t.ops, key=m._op_ms)
            ratios.setdefault(top.name, []).append(ms / m.predict_ms(t))
        for name, rs in ratios.items():
            if len(rs) >= min_tasks:
                m.op_factor[name] = float(np.clip(m.op_factor.get(name, 1.0) * np.median(rs), 0.05, 200.0))
    # Least squares on relative errors is pulled by the slowest outliers; centre the median at 1.
    mid = float(np.median([ms / m.predict_ms(t) for t, ms in samples])) if samples else 1.0
    m.kernel_us, m.launch_us = m.kernel_us * mid, m.launch_us * mid
    m.bandwidth_gbs, m.matmul_tflops, m.conv_tflops = m.bandwidth_gbs / mid, m.matmul_tflops / mid, m.conv_tflops / mid
    r = np.sort([ms / m.predict_ms(t) for t, ms in samples])
    m.fitted_from = len(samples)
    m.fit_error = {q: round(float(r[min(len(r) - 1, int(p * len(r)))]), 3) for q, p in
                   (("p10", 0.1), ("p50", 0.5), ("p90", 0.9))} if len(r) else {}
    return m
