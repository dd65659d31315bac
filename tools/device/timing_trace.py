"""Summarise the timing trace (WARPGYM_TIMING_TRACE=DIR): one line per timed run, in time order.

Usage: python tools/device/timing_trace.py DIR
Columns: seconds since the first run, task, burst, calibration (fixed cost per call), the
requests' outside time per call (quartiles), the account's median, lower quartile / account,
whether it disagreed, the host's load average and CPU pressure when the run ended.
"""
from __future__ import annotations

import glob
import json
import os
import statistics
import sys


def _quartiles(xs: list[float]) -> tuple[float, float, float]:
    s = sorted(xs)
    return s[len(s) // 4], statistics.median(s), s[(3 * len(s)) // 4]


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not os.path.isdir(argv[0]):
        print(__doc__, file=sys.stderr)
        return 2
    runs = []
    for path in glob.glob(os.path.join(argv[0], "*.json")):
        try:
            with open(path) as f:
                runs.append(json.load(f))
        except (OSError, ValueError) as e:
            print(f"skipped {path}: {e}", file=sys.stderr)
    if not runs:
        print("no timed runs traced")
        return 0
    runs.sort(key=lambda r: r["unix_time"])
    t0 = runs[0]["unix_time"]
    print("| t s | task | burst | cal ms | outside LQ / med / UQ ms | own ms | LQ/own | disagrees | load | cpu pressure |")
    print("|---:|---|---:|---:|---|---:|---:|---|---:|---|")
    for r in runs:
        lq, med, uq = _quartiles(r["outside"]) if r["outside"] else (0.0, 0.0, 0.0)
        own = r["own_ms"] or 1e-9
        psi = str(r.get("cpu_pressure", "")).replace("some ", "")
        print(f"| {r['unix_time'] - t0:.1f} | {r['task']} | {r['burst']} | {r['calibration_ms']:.4f} | "
              f"{lq:.4f} / {med:.4f} / {uq:.4f} | {r['own_ms']:.4f} | {lq / own:.2f} | {r['disagrees']} | "
              f"{r.get('loadavg', 0):.1f} | {psi} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
