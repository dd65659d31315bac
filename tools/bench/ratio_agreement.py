#!/usr/bin/env python3
"""Does a speedup mean the same thing on every path? One honest kernel judged RUNS times through
`warpgym eval`, through `warpgym bench` (its own local server) and through `warpgym bench`
against a standalone `warpgym-server`, while LOAD busy processes load the machine. Prints each
run's vs-eager ratio and noise, then whether the median of all lies within each run's band (the
ratio's interval the run reported, else ratio x (1 +- noise/100); at least +-BAND_MIN). A benchmark: the
numbers go to docs/PERF.md; exit status 1 when a run falls outside its band.

    .venv/bin/python tools/bench/ratio_agreement.py --backend cpu --runs 5 --load 1
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WARPGYM = [sys.executable, "-m", "warpgym.cli"]
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "tools"), "WARPGYM_ROOT": str(ROOT)}
BAND_MIN = 0.05


def _busy(until: float) -> None:
    while time.time() < until:
        pass


def _eval_runs(task: Path, solution: Path, runs: int, backend: str, cache: str) -> list[dict]:
    out = []
    for _ in range(runs):
        p = subprocess.run([*WARPGYM, "eval", "--backend", backend, "--task", str(task), "--solution", str(solution),
                            "--cache-dir", cache, "--json"], capture_output=True, text=True, env=ENV, timeout=900)
        v = json.loads(p.stdout) if p.stdout.strip().startswith("{") else {"error": p.stderr[-300:]}
        out.append({"path": "eval", "x_eager": v.get("speedup_vs_eager"), "noise": v.get("noise_pct"),
                    "interval": (v.get("profile") or {}).get("speedup_vs_eager_interval"),
                    "reward": v.get("reward"), "error": v.get("error")})
    return out


def _bench_runs(tasks: Path, task: str, runs: int, where: list[str], label: str, cache: str) -> list[dict]:
    out_dir = Path(tempfile.mkdtemp(prefix=f"warpgym-ratio-{label}-"))
    subprocess.run([*WARPGYM, "bench", *where, "--task", task, "--policy", "scripted:reference",
                    "--samples", str(runs), "--parallel", "1", "--out", str(out_dir), "--cache-dir", cache],
                   capture_output=True, text=True, env=ENV, timeout=1800)
    rows = []
    for f in sorted((out_dir / "episodes").glob("*.json")):
        final = json.loads(f.read_text()).get("final") or {}
        rows.append({"path": label, "x_eager": final.get("speedup_vs_eager"), "noise": final.get("noise_pct"),
                     "interval": final.get("speedup_vs_eager_interval"),
                     "reward": final.get("reward"), "error": None if final else "no verdict"})
    shutil.rmtree(out_dir, ignore_errors=True)
    return rows


class _Band:
    def __init__(self, lo: float, hi: float) -> None:
        self.lo, self.hi = lo, hi

    def __contains__(self, x: float) -> bool:
        return self.lo <= x <= self.hi


def band(ratio: float, noise_pct: float, interval: list[float] | None) -> _Band:
    """A run's band: the ratio's interval as the run reported it, else ratio x (1 +- noise);
    at least ratio x (1 +- BAND_MIN) either way."""
    lo, hi = ratio * (1 - max(noise_pct / 100, BAND_MIN)), ratio * (1 + max(noise_pct / 100, BAND_MIN))
    if interval and len(interval) == 2:
        lo, hi = min(interval[0], ratio * (1 - BAND_MIN)), max(interval[1], ratio * (1 + BAND_MIN))
    return _Band(lo, hi)


def _wait_for(endpoint: str, timeout_s: float = 120) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    from warpgym import Client
    deadline = time.time() + timeout_s
    while True:
        try:
            Client(endpoint, timeout_s=1).ping()
            return
        except Exception:  # noqa: BLE001 - not up yet
            if time.time() > deadline:
                raise
            time.sleep(0.5)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def measure(tasks: Path, task: str, runs: int, load: int, backend: str, cache_dir: str) -> list[dict]:
    """RUNS judgements of the task's reference solution on each path (eval, bench, a standalone
    server), LOAD busy processes beside them: one row per run."""
    task_file, solution = tasks / f"{task}.py", tasks / "solutions" / task / "reference"
    until = time.time() + 6 * 3600
    loaders = [mp.Process(target=_busy, args=(until,), daemon=True) for _ in range(load)]
    for p in loaders:
        p.start()
    port = _free_port()
    server = subprocess.Popen([str(ROOT / "build" / "bin" / "warpgym-server"), "--bind", f"tcp://127.0.0.1:{port}",
                               "--backend", backend, "--tasks", str(tasks), "--cache-dir", cache_dir, "--root", str(ROOT),
                               "--workdir", tempfile.mkdtemp(prefix="warpgym-ratio-server-")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(f"tcp://127.0.0.1:{port}")
        rows = _eval_runs(task_file, solution, runs, backend, cache_dir)
        rows += _bench_runs(tasks, task, runs, ["--backend", backend, "--tasks", str(tasks)], "bench", cache_dir)
        rows += _bench_runs(tasks, task, runs, ["--server", f"tcp://127.0.0.1:{port}", "--tasks", str(tasks)], "server", cache_dir)
    finally:
        server.terminate()
        server.wait(timeout=60)
        for p in loaders:
            p.terminate()
    return rows


def agreement(rows: list[dict]) -> tuple[float | None, list[bool]]:
    """The median ratio of all runs, and for each run whether its band holds that median."""
    ratios = [r["x_eager"] for r in rows if isinstance(r["x_eager"], (int, float))]
    mid = statistics.median(ratios) if ratios else None
    return mid, [mid is not None and isinstance(r["x_eager"], (int, float))
                 and mid in band(r["x_eager"], r["noise"] or 0.0, r.get("interval")) for r in rows]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--backend", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--tasks", default=str(ROOT / "tasks" / "demo"))
    ap.add_argument("--task", default="level1/1_ReLU")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--load", type=int, default=1, help="busy processes beside the runs")
    ap.add_argument("--cache-dir", default=str(Path.home() / ".cache" / "warpgym"))
    a = ap.parse_args()
    t0 = time.perf_counter()
    rows = measure(Path(a.tasks), a.task, a.runs, a.load, a.backend, a.cache_dir)
    ratios = [r["x_eager"] for r in rows if isinstance(r["x_eager"], (int, float))]
    mid, agrees = agreement(rows)
    print(f"{a.task} on {a.backend}, {a.load} busy process(es) beside, {os.cpu_count()} cores, "
          f"{time.perf_counter() - t0:.0f} s\n")
    print("| path | run | x eager | noise % | reported interval | reward | within its band of the median |")
    print("|---|---:|---:|---:|---|---:|---|")
    bad = 0
    for i, (r, ok) in enumerate(zip(rows, agrees)):
        s, n = r["x_eager"], r["noise"] or 0.0
        bad += not ok
        iv = r.get("interval")
        print(f"| {r['path']} | {i % a.runs + 1} | {s if s is None else f'{s:.3f}'} | {n:.1f} | "
              f"{f'{iv[0]:.3f}-{iv[1]:.3f}' if iv else '-'} | {r['reward']} | "
              f"{'yes' if ok else 'NO' + (' (' + str(r['error'])[:80] + ')' if r['error'] else '')} |")
    if ratios:
        print(f"\nmedian {mid:.3f}, range {min(ratios):.3f}-{max(ratios):.3f} over {len(ratios)} runs; "
              f"{len(rows) - bad} of {len(rows)} within their band")
    return 1 if bad or not ratios else 0


if __name__ == "__main__":
    sys.exit(main())
