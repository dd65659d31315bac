#!/usr/bin/env python3
"""Round-trip benchmark of warpgym-server: trivial steps at N concurrent episodes.

For each N (default 1, 64, 256) it opens N episodes, then T client threads (each with its own
DEALER socket) drive trivial steps (``read_file model.py`` or ``list_files``) round-robin over
their episodes, one request in flight per thread, for a fixed number of steps per episode. It
reports the round-trip p50/p99 and the throughput, plus ``ping`` round trips, as a Markdown table.
This is a benchmark, not a test: it asserts nothing.

Usage:
    tools/bench/roundtrip.py --endpoint tcp://127.0.0.1:5555 --task level1/1_ReLU
    tools/bench/roundtrip.py --server build/bin/warpgym-server          # starts its own

DESIGN.md's target: server overhead <= 1 ms per trivial step at 256 concurrent episodes.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))

from warpgym import Client, errors  # noqa: E402

ACTIONS = {
    "read_file": {"tool": "read_file", "args": {"path": "model.py"}},
    "list_files": {"tool": "list_files", "args": {}},
}


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q / 100 * (len(xs) - 1))))]


def start_server(binary: str, tasks: str, python: str | None) -> tuple[subprocess.Popen, str, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    endpoint = f"tcp://127.0.0.1:{port}"
    workdir = tempfile.mkdtemp(prefix="warpgym-bench-")
    cmd = [binary, "--bind", endpoint, "--backend", "cpu", "--tasks", tasks, "--workdir", workdir,
           "--log-level", "warning"]
    if python:
        cmd += ["--python", python]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with Client(endpoint, timeout_s=1, retries=0) as c:
        for _ in range(60):
            try:
                c.ping()
                return proc, endpoint, workdir
            except errors.ConnectionTimeout:
                if proc.poll() is not None:
                    break
    proc.kill()
    raise SystemExit(f"server did not start: {' '.join(cmd)}")


def bench_ping(endpoint: str, n: int) -> list[float]:
    lat = []
    with Client(endpoint) as c:
        for _ in range(n):
            t = time.perf_counter()
            c.ping()
            lat.append(time.perf_counter() - t)
    return lat


def bench_n(endpoint: str, task: str, n_episodes: int, threads: int, steps_per_episode: int,
            action: dict) -> dict:
    threads = max(1, min(threads, n_episodes))
    with Client(endpoint, timeout_s=60) as c:
        eids = [c.reset(task, seed=i)[0] for i in range(n_episodes)]
    shards = [eids[i::threads] for i in range(threads)]
    lats: list[list[float]] = [[] for _ in range(threads)]
    errs = [0] * threads
    failures: list[BaseException] = []
    barrier = threading.Barrier(threads + 1)

    def run(i: int) -> None:
        with Client(endpoint, timeout_s=60, step_timeout_s=60) as c:
            barrier.wait()
            try:
                for _ in range(steps_per_episode):
                    for eid in shards[i]:
                        t = time.perf_counter()
                        _, _, _, _, info = c.step(eid, action)
                        lats[i].append(time.perf_counter() - t)
                        errs[i] += bool(info.get("error"))
            except BaseException as exc:  # noqa: BLE001 - re-raised in the main thread
                failures.append(exc)

    ts = [threading.Thread(target=run, args=(i,)) for i in range(threads)]
    for t in ts:
        t.start()
    barrier.wait()
    t0 = time.perf_counter()
    for t in ts:
        t.join()
    wall = time.perf_counter() - t0
    if failures:
        raise failures[0]
    with Client(endpoint, timeout_s=60) as c:
        for eid in eids:
            c.close(eid)
    all_lat = [x for xs in lats for x in xs]
    return {"n": n_episodes, "threads": threads, "steps": len(all_lat), "wall_s": wall,
            "p50_ms": pct(all_lat, 50) * 1e3, "p99_ms": pct(all_lat, 99) * 1e3,
            "mean_ms": statistics.fmean(all_lat) * 1e3, "steps_per_s": len(all_lat) / wall,
            "tool_errors": sum(errs)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--endpoint", help="connect to this server (default: start one)")
    p.add_argument("--server", default=str(REPO / "build" / "bin" / "warpgym-server"))
    p.add_argument("--tasks", default=str(REPO / "tasks" / "demo"))
    p.add_argument("--python", default=str(REPO / ".venv" / "bin" / "python"))
    p.add_argument("--task", help="task name (default: the first listed)")
    p.add_argument("--episodes", default="1,64,256", help="comma-separated N values")
    p.add_argument("--threads", type=int, default=8, help="client threads (sockets)")
    p.add_argument("--steps", type=int, default=0,
                   help="steps per episode (default: enough for ~2000 steps per N)")
    p.add_argument("--action", choices=sorted(ACTIONS), default="read_file")
    p.add_argument("--pings", type=int, default=1000)
    args = p.parse_args(argv)

    proc = workdir = None
    endpoint = args.endpoint
    if not endpoint:
        python = args.python if os.path.exists(args.python) else None
        proc, endpoint, workdir = start_server(args.server, args.tasks, python)
    try:
        with Client(endpoint) as c:
            hello = c.hello()
            task = args.task or c.list_tasks()[0]
        rows = []
        for n in [int(x) for x in args.episodes.split(",")]:
            # Stay below the turn limit: the last turn runs a (slow) final evaluation.
            limit = int(hello.get("capabilities", {}).get("default_max_turns", 150)) - 1
            steps = min(args.steps or max(2, 2000 // n), limit)
            rows.append(bench_n(endpoint, task, n, args.threads, steps, ACTIONS[args.action]))
            print(f"N={n}: done", file=sys.stderr)
        ping = bench_ping(endpoint, args.pings)
        print(f"warpgym-server {hello.get('server_version')} ({hello.get('backend')}), task "
              f"{task}, action {args.action}, {os.cpu_count()} CPUs\n")
        print("| episodes | client threads | steps | p50 ms | p99 ms | mean ms | steps/s | tool errors |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for r in rows:
            print(f"| {r['n']} | {r['threads']} | {r['steps']} | {r['p50_ms']:.2f} | "
                  f"{r['p99_ms']:.2f} | {r['mean_ms']:.2f} | {r['steps_per_s']:.0f} | "
                  f"{r['tool_errors']} |")
        print(f"\nping: {len(ping)} round trips, p50 {pct(ping, 50) * 1e3:.3f} ms, "
              f"p99 {pct(ping, 99) * 1e3:.3f} ms")
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
            shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
