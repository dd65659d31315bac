"""Why an identity candidate can time faster than its own eager baseline: one task's reference
timed several ways on the GPU, with the SM clock and board power sampled meanwhile.

  baseline  the harness Timer as the baselines use it (one call per sample, synchronized, L2
            flushed and inputs refreshed between calls), target 0.5 s
  recheck   eager_now (RECHECK_S on a private copy of the first set), as the judge re-times eager
            next to a candidate
  burst     calls back to back on fresh inputs, L2 flushed between, one synchronize per burst of
            16, events per call (the runner's primitives: how a candidate's calls are timed on CUDA)
  gapped    bursts of 16 with 20 ms idle between them
Each in this process and in a fresh subprocess (`--child`), the model built as the reference is.
Prints one table: method, process, median ms, noise %, mean SM MHz, mean W.
Usage: python3 tools/device/identity_gap.py TASK.py [--rounds 2]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import threading
import time

import torch

from warpgym_harness import baselines, task_loader
from warpgym_harness.timing import Timer


class Sampler:
    """nvidia-smi's SM clock and power every 50 ms while a method runs."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(["nvidia-smi", "--query-gpu=clocks.sm,power.draw", "--format=csv,noheader,nounits",
                                      "-lms", "50"], stdout=subprocess.PIPE, text=True)
        self.rows: list[tuple[float, float, float]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            try:
                mhz, w = (float(v) for v in line.split(","))
            except ValueError:
                continue
            self.rows.append((time.monotonic(), mhz, w))

    def between(self, t0: float, t1: float) -> tuple[float, float]:
        sel = [(m, w) for t, m, w in self.rows if t0 <= t <= t1]
        return (statistics.mean(m for m, _ in sel), statistics.mean(w for _, w in sel)) if sel else (0.0, 0.0)


def _burst(model: torch.nn.Module, mod, timer: Timer, bursts: int, gap_s: float) -> list[float]:
    """As the candidate's runner times a burst: per call, fresh inputs on the device, the L2
    flush, events around the call (Timer.queue_call), one synchronize per burst."""
    times: list[float] = []
    seed = 1000
    with torch.no_grad():
        for _ in range(bursts):
            ev = []
            for _ in range(16):
                seed += 1
                x = task_loader.make_input_sets(mod, [seed], [1.0], "cuda")[0]
                timer._between_calls()
                ev.append(timer.queue_call(model, x)[1])
            times += timer.burst_times(ev)[0]
            if gap_s:
                time.sleep(gap_s)
    return times


def _stats(samples: list[float]) -> tuple[float, float]:
    q = statistics.quantiles(samples, n=4)
    med = statistics.median(samples)
    return med, 100 * (q[2] - q[0]) / med


def measure(task: str, rounds: int) -> list[dict]:
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    mod = task_loader.load_task(task)
    model, _ = task_loader.build_reference(mod, "cuda")
    sets = task_loader.make_input_sets(mod, [7, 8], [1.0, 1.0], "cuda")
    timer = Timer("cuda")
    out = []
    for r in range(rounds):
        for name in ("baseline", "recheck", "burst", "gapped"):
            t0 = time.monotonic()
            if name == "baseline":
                with torch.no_grad():
                    res = timer.run(model, sets, target_s=0.5)
                med, noise = res["median_ms"], res["noise_pct"]
            elif name == "recheck":
                med, noise = baselines.eager_now(model, sets, timer, lambda f: f), None
            else:
                med, noise = _stats(_burst(model, mod, timer, 12, 0.02 if name == "gapped" else 0.0))
            out.append({"method": name, "round": r, "median_ms": med, "noise_pct": noise, "t0": t0, "t1": time.monotonic()})
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("task")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--child", action="store_true")
    a = ap.parse_args()
    if a.child:
        print(json.dumps(measure(a.task, a.rounds)))
        return 0
    smi = Sampler()
    rows = [dict(r, process="parent") for r in measure(a.task, a.rounds)]
    child = subprocess.run([sys.executable, __file__, a.task, "--rounds", str(a.rounds), "--child"],
                           capture_output=True, text=True, check=True)
    rows += [dict(r, process="child") for r in json.loads(child.stdout.strip().splitlines()[-1])]
    time.sleep(0.2)
    print(f"\n{a.task}\n| method | process | round | median ms | noise % | SM MHz | W |\n|---|---|---:|---:|---:|---:|---:|")
    for r in rows:
        mhz, w = smi.between(r["t0"], r["t1"])
        noise = "-" if r["noise_pct"] is None else f"{r['noise_pct']:.2f}"
        print(f"| {r['method']} | {r['process']} | {r['round']} | {r['median_ms']:.4f} | {noise} | {mhz:.0f} | {w:.0f} |")
    smi.proc.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
