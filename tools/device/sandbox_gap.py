#!/usr/bin/env python3
"""Is a candidate slower than its own eager baseline because of its sandbox? Each task's identity
candidate (the reference as ModelNew, as `warpgym calibrate` judges it) evaluated ROUNDS times
with its sandbox and ROUNDS times without (`--insecure-no-sandbox`), alternating, each timed to a
settled ratio. Prints one row per evaluation and a median per task and mode: a gap in both modes
lies in the process or the timing method, a gap only when sandboxed in the sandbox.

    python3 tools/device/sandbox_gap.py --tasks .kb/KernelBench level3/19_MobileNetV1 [--rounds 3]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "env_server" / "harness")]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tasks", required=True, help="a KernelBench-format folder")
    ap.add_argument("names", nargs="+", help="tasks, e.g. level3/19_MobileNetV1")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--backend", default="cuda")
    ap.add_argument("--cache-dir", default=None)
    a = ap.parse_args()
    from warpgym.calibrate import _solution
    from warpgym.cli import evaluate
    from warpgym_harness import contract

    print("| task | sandbox | round | identity / eager | noise % | identity ms | eager ms | seconds |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    summary: dict[tuple[str, bool], list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="warpgym-sbgap-") as tmp:
        for name in a.names:
            task = Path(a.tasks) / f"{name}.py"
            sol = _solution(Path(tmp) / name.replace("/", "__"), task.read_text(), "identity")
            for r in range(a.rounds):
                for insecure in (False, True):
                    v = evaluate(a.backend, task, sol, cache_dir=a.cache_dir, op_policy=contract.OP_POLICY_OFF,
                                 precise_timing=True, insecure_no_sandbox=insecure, timeout_s=600)
                    x = v.get("speedup_vs_eager")
                    if isinstance(x, (int, float)):
                        summary.setdefault((name, not insecure), []).append(x)
                    print(f"| {name} | {'off' if insecure else 'on'} | {r + 1} | "
                          f"{x if x is None else f'{x:.3f}'} | {v.get('noise_pct')} | {v.get('candidate_ms')} | "
                          f"{v.get('eager_ms')} | {v.get('harness_seconds')} |", flush=True)
    print("\n| task | sandbox on: median | sandbox off: median |\n|---|---:|---:|")
    for name in a.names:
        med = [statistics.median(summary[(name, on)]) if summary.get((name, on)) else None for on in (True, False)]
        print(f"| {name} | " + " | ".join("-" if m is None else f"{m:.3f}" for m in med) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
