#!/usr/bin/env python3
"""GPU check for the sandbox issue: the profile of one kernel measured alone, then while other
"episodes" run correctness checks (``run.py verify`` in a loop) on the other GPUs of the host
(on the same GPU when the host has one, which is said in the output).  Prints a table of
candidate_ms per run and the spread ((max - min) / median) of each phase.

    python3 tools/device/profile_spread.py --cache-dir /tmp/wg-cache [--runs 5] [--task level1/3_Softmax]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from cuda_harness_check import HARNESS, HARNESS_RUN, ROOT, TEMPLATE, make_workspace  # noqa: E402


def harness(command: str, task: Path, ws: Path, cache: Path, scratch: Path, gpu: str) -> dict:
    out = scratch / "result.json"
    out.unlink(missing_ok=True)
    cmd = [*HARNESS_RUN, command, "--backend", "cuda", "--task-file", str(task),
           "--workspace", str(ws), "--template-dir", str(TEMPLATE), "--cache-dir", str(cache),
           "--scratch-dir", str(scratch), "--out", str(out)]
    env = {**os.environ, "CUDA_VISIBLE_DEVICES": gpu}
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env, cwd=HARNESS)
    if p.returncode != 0 or not out.exists():
        return {"error": p.stderr[-1500:]}
    return json.loads(out.read_text())


def gpu_count() -> int:
    q = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True)
    return max(1, sum(1 for line in q.stdout.splitlines() if line.startswith("GPU ")))


def measure(label: str, runs: int, task: Path, ws: Path, cache: Path, work: Path) -> list[float]:
    ms = []
    for i in range(runs):
        r = harness("profile", task, ws, cache, work / f"{label}-{i}", "0")
        p = r.get("profile", r) if "error" not in r else {}
        v = p.get("candidate_ms")
        flags = ",".join(p.get("flags") or [])
        print(f"| {label} | {i + 1} | {v if v is None else f'{v:.5f}'} | {p.get('noise_pct')} | {flags} |", flush=True)
        if v is not None:
            ms.append(v)
        elif "error" in r:
            print(f"<details>{r['error']}</details>", flush=True)
    return ms


def spread(ms: list[float]) -> str:
    if len(ms) < 2:
        return "n/a"
    med = statistics.median(ms)
    return f"median {med:.5f} ms, spread {(max(ms) - min(ms)) / med * 100:.2f}%, stdev {statistics.stdev(ms) / med * 100:.2f}%"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache-dir", default="/tmp/wg-cache")
    ap.add_argument("--work", default="/tmp/wg-spread")
    ap.add_argument("--task", default="level1/3_Softmax")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--loaders", type=int, default=2, help="concurrent verify loops per other GPU")
    a = ap.parse_args()
    root = ROOT / "tasks" / "demo_cuda"
    level, stem = a.task.split("/")
    task = root / level / f"{stem}.py"
    work = Path(a.work)
    ws = make_workspace(work / "ws", task, root / "solutions" / level / stem / "reference")
    cache = Path(a.cache_dir)
    n = gpu_count()
    others = [str(g) for g in range(1, n)] or ["0"]
    print(f"{n} GPU(s); kernel {a.task} profiled on GPU 0; load = {a.loaders} verify loop(s) on GPU(s) "
          f"{','.join(others)}{' (the same GPU: this host has one)' if n == 1 else ''}\n")
    print("| phase | run | candidate ms | noise % | flags |\n|---|---:|---:|---:|---|")
    harness("profile", task, ws, cache, work / "warm", "0")  # compile + baselines once
    alone = measure("alone", a.runs, task, ws, cache, work)
    stop = threading.Event()
    done = [0]

    def loader(gpu: str, k: int) -> None:
        lws = make_workspace(work / f"load-{gpu}-{k}" / "ws", task, root / "solutions" / level / stem / "reference")
        while not stop.is_set():
            harness("verify", task, lws, cache, work / f"load-{gpu}-{k}" / "scratch", gpu)
            done[0] += 1

    threads = [threading.Thread(target=loader, args=(g, k), daemon=True) for g in others for k in range(a.loaders)]
    for t in threads:
        t.start()
    time.sleep(8)  # let the loaders reach their GPU work
    loaded = measure("loaded", a.runs, task, ws, cache, work)
    stop.set()
    for t in threads:
        t.join(timeout=120)
    print(f"\nalone:  {spread(alone)}\nloaded: {spread(loaded)} ({done[0]} verify calls ran meanwhile)")
    return 0 if alone and loaded else 1


if __name__ == "__main__":
    sys.exit(main())
