#!/usr/bin/env python3
"""GPU diagnosis: how far the fixed cost of a timed call moves between runs, and whether pinning the
harness (and so the candidate it starts) to the GPU's NUMA-local cores steadies it.

Each bundled reference solution whose path contains one of --only is evaluated --reps times in
each mode, alternating: `free` (the scheduler places the processes) and `pinned` (this process's
CPU affinity, inherited by the harness and the candidate, set to the GPU's local cores, at most
--cores of them).  Every timed run is traced (WARPGYM_TIMING_TRACE, one folder per mode); the
table gives, per task and mode, the calibration per call (min / max over the runs), the lower
quartile of the outside time over the account (min / max) and how many runs disagreed.

    python tools/device/drift_check.py --cache-dir /tmp/wg-cache --only Softmax,Gemm --reps 3 --out DIR
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cuda_harness_check import ROOT, evaluate, make_workspace  # noqa: E402


def gpu_local_cores(limit: int) -> list[int]:
    """The first `limit` allowed cores of GPU 0's NUMA node (all allowed cores when unknown)."""
    allowed = sorted(os.sched_getaffinity(0))
    try:
        bus = subprocess.run(["nvidia-smi", "--query-gpu=pci.bus_id", "--format=csv,noheader"], capture_output=True,
                             text=True, timeout=30).stdout.split()[0].lower()
        text = Path(f"/sys/bus/pci/devices/{bus[-12:]}/local_cpulist").read_text().strip()
        local = set()
        for part in text.split(","):
            lo, _, hi = part.partition("-")
            local.update(range(int(lo), int(hi or lo) + 1))
        cores = [c for c in allowed if c in local] or allowed
    except (OSError, IndexError, ValueError, subprocess.SubprocessError):
        cores = allowed
    return cores[:limit]


def summarize(trace_dir: Path) -> dict[str, dict]:
    by_task: dict[str, dict] = {}
    for path in glob.glob(str(trace_dir / "*.json")):
        r = json.loads(Path(path).read_text())
        out = sorted(r["outside"]) or [0.0]
        lq_own = out[len(out) // 4] / max(r["own_ms"], 1e-9)
        t = by_task.setdefault(r["task"], {"cal": [], "lq_own": [], "disagree": 0, "runs": 0})
        t["cal"].append(r["calibration_ms"])
        t["lq_own"].append(lq_own)
        t["disagree"] += bool(r["disagrees"])
        t["runs"] += 1
    return by_task


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache-dir", default="/tmp/wg-cache")
    ap.add_argument("--only", default="Softmax,Gemm")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--cores", type=int, default=4)
    ap.add_argument("--out", required=True)
    ap.add_argument("--work", default="/tmp/wg-drift")
    a = ap.parse_args()
    root = ROOT / "tasks" / "demo_cuda"
    sols = sorted(p for p in (root / "solutions").glob("level*/*/reference")
                  if any(o in str(p) for o in a.only.split(",")))
    free = os.sched_getaffinity(0)
    pinned = gpu_local_cores(a.cores)
    print(f"free: {len(free)} cores; pinned: {pinned}", flush=True)
    out = Path(a.out)
    for rep in range(a.reps):
        for mode, cores in (("free", free), ("pinned", set(pinned))):
            os.sched_setaffinity(0, cores)
            os.environ["WARPGYM_TIMING_TRACE"] = str(out / mode)
            for sol in sols:
                task = root / sol.parent.parent.name / (sol.parent.name + ".py")
                work = Path(a.work) / mode / sol.parent.name
                r = evaluate(task, make_workspace(work / "ws", task, sol), Path(a.cache_dir), work / "scratch", [])
                print(f"rep {rep} {mode} {sol.parent.name}: reward {r.get('reward')} flags {r.get('flags')}", flush=True)
    os.sched_setaffinity(0, free)
    print("| task | mode | runs | cal ms min / max | LQ/own min / max | disagreed |")
    print("|---|---|---:|---|---|---:|")
    for mode in ("free", "pinned"):
        for task, t in sorted(summarize(out / mode).items()):
            print(f"| {task} | {mode} | {t['runs']} | {min(t['cal']):.4f} / {max(t['cal']):.4f} | "
                  f"{min(t['lq_own']):.2f} / {max(t['lq_own']):.2f} | {t['disagree']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
