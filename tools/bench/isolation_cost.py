#!/usr/bin/env python3
"""What the sandbox costs per step: the same episode steps against a sandboxed server (minimal
root, namespaces, cgroup, seccomp; compilers contained in a source snapshot) and against one
started with --insecure-no-sandbox, each step timed at the client.

    python tools/bench/isolation_cost.py [--backend cpu] [--tasks tasks/demo] [--task level1/1_ReLU]
                                         [--bash N] [--compiles K] [--json out.json]

Per mode: one server (its own workdir and a fresh cache), one episode with the task's reference
solution written; `bash true` N times and `bash python -c pass` N/4 times; then K times: change
the kernel file (a comment with a counter, so exactly that translation unit compiles again) and
`compile`. Prints p50/p95 per step and mode and the difference. A benchmark: asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from warpgym import Client  # noqa: E402
from warpgym.agents.scripted import solution_dir, solution_files  # noqa: E402
from warpgym.bench.local_server import LocalServer  # noqa: E402

MODES = {"sandbox": [], "insecure": ["--insecure-no-sandbox"]}


def timed(c: Client, eid: str, tool: str, args: dict) -> tuple[float, str, dict]:
    t0 = time.perf_counter()
    obs, _, _, _, info = c.step(eid, {"tool": tool, "args": args}, timeout_s=900)
    return time.perf_counter() - t0, obs, info


def p(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def measure(endpoint: str, tasks: Path, task: str, n_bash: int, n_compile: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {"bash true": [], "bash python -c pass": [], "compile (one kernel TU)": []}
    with Client(endpoint, timeout_s=120, step_timeout_s=900) as c:
        eid = c.reset(task)[0]
        files = solution_files(solution_dir(tasks, task, "reference"))
        for rel, text in files:
            c.step(eid, {"tool": "write_file", "args": {"path": rel, "content": text}})
        kernel = next((rel, text) for rel, text in files if rel.startswith("kernels/"))
        timed(c, eid, "compile", {})  # cold: the binding and the first object (not counted)
        for _ in range(n_bash):
            dt, obs, info = timed(c, eid, "bash", {"command": "true"})
            out["bash true"].append(dt)
        for _ in range(max(1, n_bash // 4)):
            dt, obs, info = timed(c, eid, "bash", {"command": "python -c pass"})
            out["bash python -c pass"].append(dt)
        for i in range(n_compile):
            c.step(eid, {"tool": "write_file", "args": {"path": kernel[0], "content": kernel[1] + f"\n// edit {i}\n"}})
            dt, obs, info = timed(c, eid, "compile", {})
            if "COMPILE OK" not in obs:
                raise RuntimeError(f"compile failed in this benchmark: {obs[:2000]}")
            out["compile (one kernel TU)"].append(dt)
        c.close(eid)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backend", default="cpu")
    ap.add_argument("--tasks", default=str(Path(__file__).resolve().parents[2] / "tasks" / "demo"))
    ap.add_argument("--task", default="level1/1_ReLU")
    ap.add_argument("--bash", type=int, default=40)
    ap.add_argument("--compiles", type=int, default=3)
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    results: dict[str, dict[str, list[float]]] = {}
    for mode, extra in MODES.items():
        with tempfile.TemporaryDirectory(prefix=f"wg-isolation-{mode}-") as tmp:
            srv = LocalServer(a.backend, Path(a.tasks), Path(tmp) / "workdir", cache_dir=Path(tmp) / "cache",
                              extra=extra)
            endpoint = srv.start()
            try:
                print(f"[{mode}] measuring ...", file=sys.stderr, flush=True)
                results[mode] = measure(endpoint, Path(a.tasks), a.task, a.bash, a.compiles)
            finally:
                srv.stop()
    print(f"| step | n | sandbox p50 s | sandbox p95 s | insecure p50 s | insecure p95 s | cost p50 s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in results["sandbox"]:
        s, u = results["sandbox"][name], results["insecure"][name]
        print(f"| {name} | {len(s)} | {statistics.median(s):.4f} | {p(s, 0.95):.4f} | {statistics.median(u):.4f} "
              f"| {p(u, 0.95):.4f} | {statistics.median(s) - statistics.median(u):+.4f} |")
    if a.json:
        Path(a.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
