#!/usr/bin/env python3
"""Per-step latency of the agent's edit -> compile -> verify -> profile loop, through a running
warpgym-server (the product path: ZeroMQ, episode, harness worker, candidate processes).

    python tools/bench/iteration.py --endpoint tcp://127.0.0.1:5555 --tasks-root tasks/demo_cuda \
        --task level1/1_ReLU --task level1/2_Sigmoid --iterations 8 [--json out.json]

A task given as NAME=DIR[,DIR...] takes its solution from those directories instead (files of a
later one replace an earlier one's; the kernel edited is the first of the last directory): e.g. a
KernelBench task the server serves, solved by a bundled kernel.

For each task: one episode; write the reference solution; one cold compile (not counted); then
`iterations` times: change one kernel file (a comment with a counter, so exactly one translation
unit recompiles), `compile`, `verify`, `profile`, each timed at the client.  Prints p50/p95 per
step and per full iteration next to CUDA Agent's published per-call figures (DESIGN.md), plus the
run-to-run spread of the candidate's median time across iterations (profile's own noise too).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from warpgym import Client  # noqa: E402
from warpgym.agents.scripted import solution_dir, solution_files  # noqa: E402

CUDA_AGENT_S = {"compile": "23-26", "verify": "64-80", "profile": "31-42", "iteration": "~138"}


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def step(client: Client, eid: str, tool: str, args: dict | None = None) -> tuple[float, dict, str]:
    t0 = time.perf_counter()
    obs, _, _, _, info = client.step(eid, {"tool": tool, "args": args or {}}, timeout_s=900)
    return time.perf_counter() - t0, info, obs


def _solution(root: str, spec: str) -> tuple[str, list[tuple[str, str]], str]:
    """(task name, solution files, the kernel file to edit) of a --task argument."""
    task, _, dirs = spec.partition("=")
    merged: dict[str, str] = {}
    last: list[tuple[str, str]] = []
    for d in dirs.split(",") if dirs else [str(solution_dir(root, task, "reference"))]:
        last = solution_files(d)
        merged.update(last)
    kernel = next(p for p, _ in last if p.startswith("kernels/") and p.endswith((".cu", ".cpp"))
                  and "_binding" not in p)
    return task, sorted(merged.items()), kernel


def bench_task(client: Client, root: str, spec: str, iterations: int) -> dict:
    task, files, kernel = _solution(root, spec)
    text = dict(files)[kernel]
    eid, _, _ = client.reset(task)
    for path, body in files:
        step(client, eid, "write_file", {"path": path, "content": body})
    cold, info, obs = step(client, eid, "compile")
    if not (info.get("compile") or {}).get("compiled"):
        raise RuntimeError(f"{task}: reference does not compile:\n{obs[-2000:]}")
    times: dict[str, list[float]] = {"compile": [], "verify": [], "profile": [], "iteration": []}
    cand_ms: list[float] = []
    noise: list[float] = []
    stages: dict[str, dict[str, list[float]]] = {"compile": {}, "verify": {}, "profile": {}}
    for i in range(iterations):
        step(client, eid, "write_file", {"path": kernel, "content": text + f"\n// edit {i} {time.time()}\n"})
        total = 0.0
        for tool in ("compile", "verify", "profile"):
            dt, info, obs = step(client, eid, tool)
            times[tool].append(dt)
            total += dt
            if tool in stages:  # where the step's time went: the harness's stages, then the rest
                verdict = info.get(tool) or {}
                split = dict(verdict.get("stage_seconds") or {})
                if tool == "compile":  # the compile's own: snapshot, header, units, link
                    split = dict((verdict.get("compile") or {}).get("stage_seconds") or split)
                split["harness_total"] = float(info.get("harness_seconds") or 0.0)
                split["outside_harness"] = dt - split["harness_total"]
                for name, sec in split.items():
                    stages[tool].setdefault(name, []).append(float(sec))
            if tool == "verify" and not (info.get("verify") or {}).get("correct"):
                raise RuntimeError(f"{task}: reference failed verify:\n{obs[-2000:]}")
            if tool == "profile":
                prof = info.get("profile") or {}
                if prof.get("candidate_ms"):
                    cand_ms.append(prof["candidate_ms"])
                    noise.append(prof.get("noise_pct") or 0.0)
        times["iteration"].append(total)
        print(f"  {task} iteration {i + 1}: " + " ".join(f"{k}={times[k][-1]:.2f}s" for k in times), flush=True)
    client.close(eid)
    spread = (100.0 * statistics.pstdev(cand_ms) / statistics.fmean(cand_ms)) if len(cand_ms) > 1 else None
    return {"task": task, "cold_compile_s": round(cold, 3), "iterations": iterations,
            "steps": {k: {"p50": pct(v, 0.5), "p95": pct(v, 0.95)} for k, v in times.items()},
            "candidate_ms": cand_ms, "run_to_run_spread_pct": spread,
            "profile_noise_pct_p50": pct(noise, 0.5) if noise else None,
            "stage_seconds_p50": {tool: {k: round(pct(v, 0.5), 3) for k, v in st.items()}
                                  for tool, st in stages.items()}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--endpoint", default="tcp://127.0.0.1:5555")
    ap.add_argument("--tasks-root", default="tasks/demo_cuda")
    ap.add_argument("--task", action="append", default=[], help="NAME or NAME=DIR[,DIR...] (see above)")
    ap.add_argument("--iterations", type=int, default=8)
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    tasks = a.task or ["level1/1_ReLU", "level1/2_Sigmoid"]
    results = []
    with Client(a.endpoint, timeout_s=900) as client:
        for t in tasks:
            results.append(bench_task(client, a.tasks_root, t, a.iterations))
    print("\n| task | step | p50 s | p95 s | CUDA Agent s/call |\n|---|---|---:|---:|---|")
    for r in results:
        for k, v in r["steps"].items():
            print(f"| {r['task']} | {k} | {v['p50']:.2f} | {v['p95']:.2f} | {CUDA_AGENT_S[k]} |")
    print("\n| task | cold compile s | candidate ms (median of runs) | run-to-run spread % | profile noise % p50 |"
          "\n|---|---:|---:|---:|---:|")
    for r in results:
        med = statistics.median(r["candidate_ms"]) if r["candidate_ms"] else float("nan")
        sp = r["run_to_run_spread_pct"]
        print(f"| {r['task']} | {r['cold_compile_s']:.2f} | {med:.4f} | "
              f"{'n/a' if sp is None else f'{sp:.2f}'} | {r['profile_noise_pct_p50']} |")
    print("\n| task | step | where the time went (p50 s) |\n|---|---|---|")
    for r in results:
        for tool, st in r["stage_seconds_p50"].items():
            print(f"| {r['task']} | {tool} | " + ", ".join(f"{k} {v:.2f}" for k, v in st.items()) + " |")
    if a.json:
        Path(a.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
