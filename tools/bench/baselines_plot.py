#!/usr/bin/env python3
"""The published KernelBench baselines as one picture: each task's `torch.compile` time against its
eager time (log-log, one colour per level, the diagonal = no gain), and the distribution of
eager / compile per level. Reads baseline CSVs as `warpgym calibrate --baselines-csv` writes them;
a task in several files is taken from its latest measurement. Prints how many tasks have both
times and the per-level medians.

    .venv/bin/python tools/bench/baselines_plot.py docs/calibration/kernelbench-*-baselines.csv \
        --out docs/kernelbench_baselines.png
"""
from __future__ import annotations

import argparse
import csv
import statistics
import sys
from pathlib import Path


def latest_rows(paths: list[str]) -> dict[str, dict[str, str]]:
    rows: dict[str, dict[str, str]] = {}
    for path in paths:
        with open(path, newline="", encoding="utf-8") as f:
            for r in csv.DictReader(f):
                old = rows.get(r["task"])
                if old is None or (r.get("measured") or "") >= (old.get("measured") or ""):
                    rows[r["task"]] = r
    return rows


def timed(rows: dict[str, dict[str, str]]) -> list[tuple[str, int, float, float, str]]:
    """(task, level, eager ms, compile ms, gpu) of the tasks with both times."""
    out = []
    for task, r in sorted(rows.items()):
        try:
            eager, comp = float(r["eager_ms"]), float(r["compile_ms"])
        except (TypeError, ValueError):
            continue
        level = int(task.split("/")[0].removeprefix("level")) if task.startswith("level") else 0
        out.append((task, level, eager, comp, r.get("gpu") or ""))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("csv", nargs="+")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rows = latest_rows(a.csv)
    pts = timed(rows)
    if not pts:
        print("no task has both times", file=sys.stderr)
        return 1
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    levels = sorted({lv for _, lv, _, _, _ in pts})
    fig, (ax, bx) = plt.subplots(1, 2, figsize=(12, 5))
    for lv in levels:
        sel = [(e, c) for _, l, e, c, _ in pts if l == lv]
        ax.scatter([e for e, _ in sel], [c for _, c in sel], s=12, label=f"level {lv} ({len(sel)})")
    lo = min(min(e, c) for _, _, e, c, _ in pts)
    hi = max(max(e, c) for _, _, e, c, _ in pts)
    ax.plot([lo, hi], [lo, hi], color="grey", linewidth=0.8)
    ax.set(xscale="log", yscale="log", xlabel="eager ms", ylabel="torch.compile ms",
           title="KernelBench baselines (below the line: compile faster)")
    ax.legend()
    bx.boxplot([[e / c for _, l, e, c, _ in pts if l == lv] for lv in levels], tick_labels=[f"level {lv}" for lv in levels])
    bx.axhline(1.0, color="grey", linewidth=0.8)
    bx.set(yscale="log", ylabel="eager / torch.compile", title="torch.compile's speedup over eager")
    gpus = sorted({g for *_, g in pts})
    fig.suptitle(f"{len(pts)} tasks with both times; {', '.join(gpus)}", fontsize=9)
    fig.tight_layout()
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(a.out, dpi=110)
    print(f"{len(pts)} of {len(rows)} tasks with both times -> {a.out}")
    for lv in levels:
        ratios = [e / c for _, l, e, c, _ in pts if l == lv]
        print(f"level {lv}: {len(ratios)} tasks, eager / compile median {statistics.median(ratios):.3f}")
    missing = sorted(t for t in rows if t not in {p[0] for p in pts})
    if missing:
        print(f"without both times ({len(missing)}): {', '.join(missing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
