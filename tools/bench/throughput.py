#!/usr/bin/env python3
"""Evaluations per hour per GPU through a running warpgym-server, at a realistic concurrency.

    python tools/bench/throughput.py --endpoint tcp://127.0.0.1:5555 --tasks-root tasks/demo_cuda \
        --task level1/1_ReLU --task level1/2_Sigmoid --episodes 32 --seconds 300 --gpus 1 [--json F]

Each of `episodes` episodes (a thread and a client of its own; tasks assigned round-robin) writes
its task's reference solution, then until the deadline repeats an agent's loop: edit one kernel
file (exactly one translation unit recompiles), `compile`, `verify`, and `profile` on every
`--profile-every`-th iteration, so verify (shared device lease) and profile (exclusive lease)
traffic mix as in training. An episode the server truncates at its turn limit is replaced.

Counted are the calls that started after `--warmup-s` (the cold compiles and baselines of the
start) and ended before the deadline. Printed:
verify and profile calls per hour per GPU (the evaluations), per tool the latency p50/p95 and
where its time went on average (queued for a compile slot or device lease, the harness, the rest:
server and transport), the harness's own stages summed over the window, and the devices' share of
the window spent under an exclusive (profile) lease.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from iteration import _solution, pct  # noqa: E402
from warpgym import Client  # noqa: E402

TOOLS = ("compile", "verify", "profile")


@dataclass
class Call:
    tool: str
    start: float  # seconds since the run began
    seconds: float  # at the client
    harness_s: float
    wait_s: float  # queued for a compile slot or a device lease
    ok: bool  # no infra error, and a verify of the reference was correct
    stages: dict[str, float] = field(default_factory=dict)


class Episode(threading.Thread):
    """One agent loop over one task until the deadline; its calls in `calls`."""

    def __init__(self, endpoint: str, spec: tuple[str, list[tuple[str, str]], str], t0: float,
                 deadline: float, profile_every: int):
        super().__init__(daemon=True)
        self.endpoint, (self.task, self.files, self.kernel) = endpoint, spec
        self.t0, self.deadline, self.profile_every = t0, deadline, profile_every
        self.calls: list[Call] = []
        self.errors: list[str] = []
        self.episodes = 0

    def run(self) -> None:
        try:
            with Client(self.endpoint, timeout_s=900) as client:
                while time.perf_counter() < self.deadline:
                    self._episode(client)
        except Exception as e:  # noqa: BLE001 - reported in the summary, the other episodes go on
            self.errors.append(f"{self.task}: {type(e).__name__}: {e}")

    def _episode(self, client: Client) -> None:
        eid, _, _ = client.reset(self.task)
        self.episodes += 1
        text = dict(self.files)[self.kernel]
        for path, body in self.files:
            client.step(eid, {"tool": "write_file", "args": {"path": path, "content": body}}, timeout_s=900)
        i = 0
        try:
            while time.perf_counter() < self.deadline:
                edit = {"path": self.kernel, "content": text + f"\n// edit {i} {time.time()}\n"}
                if self._step(client, eid, "write_file", edit, count=False) is None:
                    return  # truncated at the turn limit: a fresh episode
                tools = TOOLS if i % self.profile_every == 0 else TOOLS[:2]
                for tool in tools:
                    if self._step(client, eid, tool, None, count=True) is None:
                        return
                i += 1
        finally:
            try:
                client.close(eid)
            except Exception:  # noqa: BLE001 - already ended (truncated): nothing to close
                pass

    def _step(self, client: Client, eid: str, tool: str, args: dict | None, count: bool) -> dict | None:
        start = time.perf_counter()
        _, _, terminated, truncated, info = client.step(eid, {"tool": tool, "args": args or {}}, timeout_s=900)
        end = time.perf_counter()
        if terminated or truncated:
            return None
        if count and end <= self.deadline:
            verdict = info.get(tool) or {}
            stages = verdict.get("stage_seconds") or {}
            if tool == "compile":
                stages = (verdict.get("compile") or {}).get("stage_seconds") or stages
            ok = not info.get("infra_error") and (tool != "verify" or bool(verdict.get("correct")))
            if not ok:
                self.errors.append(f"{self.task} {tool}: {str(info.get('error') or verdict.get('flags'))[:300]}")
            self.calls.append(Call(tool, start - self.t0, end - start, float(info.get("harness_seconds") or 0.0),
                                   float(info.get("lease_wait_seconds") or 0.0), ok,
                                   {k: float(v) for k, v in stages.items() if isinstance(v, (int, float))}))
        return info


def summarise(calls: list[Call], window_s: float, gpus: int) -> dict[str, Any]:
    """The window's calls: rates, latencies, where the time went."""
    out: dict[str, Any] = {"window_s": round(window_s, 1), "gpus": gpus, "tools": {}}
    for tool in TOOLS:
        cs = [c for c in calls if c.tool == tool]
        if not cs:
            continue
        secs = [c.seconds for c in cs]
        stages: dict[str, float] = {}
        for c in cs:
            for k, v in c.stages.items():
                stages[k] = stages.get(k, 0.0) + v
        out["tools"][tool] = {
            "calls": len(cs), "failed": sum(not c.ok for c in cs),
            "per_hour_per_gpu": round(len(cs) / window_s * 3600 / gpus, 1),
            "p50_s": round(pct(secs, 0.5), 3), "p95_s": round(pct(secs, 0.95), 3),
            "mean_wait_s": round(statistics.fmean(c.wait_s for c in cs), 3),
            "mean_harness_s": round(statistics.fmean(c.harness_s for c in cs), 3),
            "mean_rest_s": round(statistics.fmean(c.seconds - c.harness_s - c.wait_s for c in cs), 3),
            "stage_seconds_sum": {k: round(v, 2) for k, v in sorted(stages.items(), key=lambda kv: -kv[1])},
        }
    evals = sum(out["tools"].get(t, {}).get("calls", 0) for t in ("verify", "profile"))
    out["evaluations_per_hour_per_gpu"] = round(evals / window_s * 3600 / gpus, 1)
    prof = sum(c.harness_s for c in calls if c.tool == "profile")
    out["exclusive_lease_busy_pct"] = round(100 * prof / (window_s * gpus), 1)
    out["compile_harness_s_sum"] = round(sum(c.harness_s for c in calls if c.tool == "compile"), 1)
    return out


def report(s: dict[str, Any], episodes: int, errors: list[str]) -> str:
    lines = [f"{episodes} episodes, window {s['window_s']} s on {s['gpus']} GPU(s): "
             f"**{s['evaluations_per_hour_per_gpu']} evaluations (verify + profile) per hour per GPU**; "
             f"exclusive (profile) lease busy {s['exclusive_lease_busy_pct']} % of the window; "
             f"compile harness time {s['compile_harness_s_sum']} s",
             "", "| tool | calls | failed | per hour per GPU | p50 s | p95 s | queued s | harness s | rest s |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for tool, t in s["tools"].items():
        lines.append(f"| {tool} | {t['calls']} | {t['failed']} | {t['per_hour_per_gpu']} | {t['p50_s']:.2f} | "
                     f"{t['p95_s']:.2f} | {t['mean_wait_s']:.2f} | {t['mean_harness_s']:.2f} | {t['mean_rest_s']:.2f} |")
    lines += ["", "| tool | harness stages, seconds summed over the window |", "|---|---|"]
    for tool, t in s["tools"].items():
        lines.append(f"| {tool} | " + ", ".join(f"{k} {v:.1f}" for k, v in list(t["stage_seconds_sum"].items())[:10]) + " |")
    if errors:
        lines += ["", f"{len(errors)} failed call(s) or episode(s); the first: " + "; ".join(errors[:5])]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--endpoint", default="tcp://127.0.0.1:5555")
    ap.add_argument("--tasks-root", default="tasks/demo_cuda")
    ap.add_argument("--task", action="append", default=[], help="NAME or NAME=DIR[,DIR...] (as iteration.py)")
    ap.add_argument("--episodes", type=int, default=32)
    ap.add_argument("--seconds", type=float, default=300.0, help="the run's length, warm-up included")
    ap.add_argument("--warmup-s", type=float, default=None, help="calls started before this are not counted "
                    "(default: a fifth of --seconds)")
    ap.add_argument("--profile-every", type=int, default=2, help="profile on every N-th iteration (1: always)")
    ap.add_argument("--gpus", type=int, default=1, help="GPUs the server leases (the per-GPU rates divide by it)")
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    if a.episodes < 1 or a.seconds <= 0 or a.profile_every < 1 or a.gpus < 1:
        ap.error("--episodes, --seconds, --profile-every and --gpus must be positive")
    warmup = a.seconds / 5 if a.warmup_s is None else a.warmup_s
    if not 0 <= warmup < a.seconds:
        ap.error("--warmup-s must be within [0, --seconds)")
    specs = [_solution(a.tasks_root, t) for t in (a.task or ["level1/1_ReLU", "level1/2_Sigmoid"])]
    t0 = time.perf_counter()
    deadline = t0 + a.seconds
    eps = [Episode(a.endpoint, specs[k % len(specs)], t0, deadline, a.profile_every) for k in range(a.episodes)]
    for e in eps:
        e.start()
    for e in eps:
        e.join(timeout=max(0.0, deadline - time.perf_counter()) + 900)
    calls = [c for e in eps for c in e.calls if c.start >= warmup]
    errors = [m for e in eps for m in e.errors]
    s = summarise(calls, a.seconds - warmup, a.gpus)
    s.update(episodes=a.episodes, episodes_started=sum(e.episodes for e in eps), tasks=[t for t, _, _ in specs],
             profile_every=a.profile_every, errors=errors[:50])
    print(report(s, a.episodes, errors))
    if a.json:
        Path(a.json).write_text(json.dumps(s, indent=2))
    return 1 if not calls or any(e.is_alive() for e in eps) else 0


if __name__ == "__main__":
    sys.exit(main())
