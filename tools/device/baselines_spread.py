#!/usr/bin/env python3
"""The eager and ``torch.compile`` baselines of a ``warpgym bench --policy baselines`` run, summed up:
how many tasks have both times, the compile/eager ratio's quantiles and histogram, and how many
tasks sit at the launch floor (eager under LAUNCH_MS, where a ratio says more about launches than
about kernels).

    python3 tools/device/baselines_spread.py BENCH_OUT_DIR
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

LAUNCH_MS = 0.05
BINS = (0.0, 0.5, 0.8, 0.95, 1.05, 1.25, 2.0, float("inf"))


def spread(episodes: list[dict]) -> dict:
    times = [(e["task"], (e.get("baselines") or {}).get("eager_ms"), (e.get("baselines") or {}).get("compile_ms"))
             for e in episodes]
    both = [(t, e, c) for t, e, c in times if isinstance(e, (int, float)) and isinstance(c, (int, float)) and c > 0]
    ratios = sorted(c / e for _, e, c in both)  # > 1: compile slower than eager
    q = (lambda f: round(ratios[min(len(ratios) - 1, int(f * len(ratios)))], 3)) if ratios else (lambda f: None)
    hist = {f"{lo}-{hi}": sum(lo <= r < hi for r in ratios) for lo, hi in zip(BINS, BINS[1:])}
    return {"episodes": len(episodes), "with_both_times": len(both),
            "missing": [t for t, e, c in times if (t, e, c) not in both],
            "compile_over_eager_p10_p50_p90": [q(0.1), q(0.5), q(0.9)],
            "geomean_eager_over_compile": round(statistics.geometric_mean([1 / r for r in ratios]), 3) if ratios else None,
            "compile_faster_by_5pct": sum(r < 1 / 1.05 for r in ratios), "histogram": hist,
            "eager_ms_p10_p50_p90": [round(x, 3) for x in statistics.quantiles([e for _, e, _ in both], n=10)[::4]]
            if len(both) >= 2 else None,
            "eager_under_launch_floor": sum(e < LAUNCH_MS for _, e, _ in both)}


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(sys.argv[1])
    if (out / "results.json").exists():
        episodes = json.loads((out / "results.json").read_text())["episodes"]
    else:  # a run cut by its time limit: the episodes it finished
        episodes = [json.loads(p.read_text()) for p in sorted((out / "episodes").glob("*.json"))]
    if not episodes:
        print(f"no episodes under {out}", file=sys.stderr)
        return 1
    s = spread(episodes)
    print("| tasks | both times | compile/eager p10 / p50 / p90 | compile faster by 5 % | eager ms p10 / p50 / p90 "
          "| eager < 0.05 ms |")
    print("|---:|---:|---|---:|---|---:|")
    print(f"| {s['episodes']} | {s['with_both_times']} | {' / '.join(map(str, s['compile_over_eager_p10_p50_p90']))} "
          f"| {s['compile_faster_by_5pct']} | {' / '.join(map(str, s['eager_ms_p10_p50_p90'] or []))} "
          f"| {s['eager_under_launch_floor']} |")
    print(json.dumps(s))
    return 0


if __name__ == "__main__":
    sys.exit(main())
