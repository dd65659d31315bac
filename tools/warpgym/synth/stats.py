"""Statistics of a synthesised task set: op histogram, chain-length mix, runtime distribution.

Contract: ``summarize(rows)`` returns ``{"tasks", "ops": {label: count} (most common first),
"lengths": {len: count}, "levels": {level: count}, "sources": {data_source: count},
"eager_ms": {min, p50, p90, max}}``, plus ``"predicted_ms"`` (the same quantiles) for a set sized
for a GPU (``synth resize``: rows carry ``sized.predicted_ms``, no measured eager time) (no
third-party imports).  ``plot(rows, path, title)``
draws the three panels with matplotlib (Agg) to ``path`` (.png or .svg) and returns True, or
returns False when matplotlib is not installed.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any


def _quantiles(ms: list[float]) -> dict[str, float | None]:
    ms = sorted(ms)

    def q(p: float) -> float | None:
        return round(ms[min(len(ms) - 1, int(p * len(ms)))], 4) if ms else None

    return {"min": q(0.0), "p50": q(0.5), "p90": q(0.9), "max": ms[-1] if ms else None}


def _predicted(rows: list[dict]) -> list[float]:
    return [float(r["sized"]["predicted_ms"]) for r in rows if isinstance(r.get("sized"), dict)]


def summarize(rows: list[dict]) -> dict[str, Any]:
    ops = Counter(op for r in rows for op in r["ops"])
    out = {"tasks": len(rows), "distinct_ops": len(ops), "ops": dict(ops.most_common()),
           "lengths": dict(sorted(Counter(r["length"] for r in rows).items())),
           "levels": dict(sorted(Counter(r["level"] for r in rows).items())),
           "sources": dict(sorted(Counter(r["data_source"] for r in rows).items())),
           "eager_ms": _quantiles([float(r["eager_ms"]) for r in rows if r.get("eager_ms") is not None])}
    if predicted := _predicted(rows):
        out["predicted_ms"] = _quantiles(predicted)
    return out


def plot(rows: list[dict], path: Path, title: str, top: int = 30) -> bool:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    s = summarize(rows)
    fig, axes = plt.subplots(1, 3, figsize=(17, 6), gridspec_kw={"width_ratios": [2.2, 1, 1.3]})
    names = list(s["ops"])[:top][::-1]
    axes[0].barh(names, [s["ops"][n] for n in names], color="#4c72b0")
    axes[0].set_title(f"op histogram (top {min(top, len(s['ops']))} of {s['distinct_ops']} ops)")
    axes[0].tick_params(axis="y", labelsize=7)
    lengths = list(s["lengths"])
    axes[1].bar([str(k) for k in lengths], [s["lengths"][k] for k in lengths], color="#55a868")
    axes[1].set_title("chain length")
    axes[1].set_xlabel("ops per task")
    ms = [float(r["eager_ms"]) for r in rows if r.get("eager_ms") is not None]
    label = "eager runtime (ms)"
    if not ms and (ms := _predicted(rows)):
        label = "predicted eager runtime (ms)"
    if ms:
        import math

        lo, hi = math.log10(max(min(ms), 1e-3)), math.log10(max(ms))
        bins = [10 ** (lo + (hi - lo + 1e-9) * i / 20) for i in range(21)]
        axes[2].hist(ms, bins=bins, color="#c44e52")
        axes[2].set_xscale("log")
    axes[2].set_title(label)
    axes[2].set_xlabel("ms (log scale)")
    fig.suptitle(title)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return True
