"""``warpgym demo``: the scripted agent over every task, with its reference and failing solution.

Every reference solution must earn reward >= 1 and every failing one exactly -1; the exit
status is 0 only then. This is the end-to-end smoke test of a server + harness + task set.
"""

from __future__ import annotations

import concurrent.futures as cf
import sys
import time
from pathlib import Path
from typing import Any, Iterable, TextIO

from .agents.scripted import ScriptedResult, solution_dir, solve
from .client import Client

__all__ = ["run_demo", "format_table", "check_results", "VARIANTS"]

#: Solution variants and the predicate their reward must satisfy.
VARIANTS = {"reference": lambda r: r is not None and r >= 1,
            "failing": lambda r: r is not None and r == -1}


def _fmt(x: Any, spec: str = ".2f") -> str:
    if x is None:
        return "-"
    if isinstance(x, bool):
        return str(x)
    if isinstance(x, (int, float)):
        return format(x, spec)
    return str(x)


def format_table(results: Iterable[ScriptedResult]) -> str:
    """Renders results as a Markdown table (task, variant, reward, speedups, seconds, ok)."""
    rows = ["| task | variant | reward | speedup vs eager | speedup vs compile | seconds | ok |",
            "|---|---|---:|---:|---:|---:|---|"]
    for r in results:
        ok = VARIANTS.get(r.variant, lambda _: True)(r.reward) and not r.infra_error
        rows.append(f"| {r.task} | {r.variant} | {_fmt(r.reward, 'g')} | "
                    f"{_fmt(r.speedup_vs_eager)} | {_fmt(r.speedup_vs_compile)} | "
                    f"{r.elapsed_s:.1f} | {'yes' if ok else 'NO'} |")
    return "\n".join(rows)


def check_results(results: Iterable[ScriptedResult]) -> list[str]:
    """Returns one line per result that misses its expectation (empty list: all good)."""
    bad = []
    for r in results:
        want = VARIANTS.get(r.variant)
        if r.infra_error:
            bad.append(f"{r.task} [{r.variant}]: infrastructure error")
        elif want is not None and not want(r.reward):
            errs = "; ".join(f"{t}: {e}" for t, e in r.step_errors)[:500]
            why = "; ".join([*(r.eval or {}).get("flags", []), *(r.eval or {}).get("notes", [])])[:1000]
            bad.append(f"{r.task} [{r.variant}]: reward {r.reward}"
                       + (f" (step errors: {errs})" if errs else "") + (f" (verdict: {why})" if why else ""))
    return bad


def _job(endpoint: str, task: str, variant: str, directory: Path,
         client_kw: dict[str, Any]) -> ScriptedResult:
    with Client(endpoint, **client_kw) as client:
        try:
            return solve(client, task, directory, variant=variant, seed=0)
        except Exception as exc:  # noqa: BLE001 - reported as a failed row
            r = ScriptedResult(task=task, variant=variant)
            r.step_errors.append(("protocol", f"{type(exc).__name__}: {exc}"))
            return r


def run_demo(endpoint: str, tasks_root: str | Path, *, parallel: int = 1,
             tasks: list[str] | None = None, variants: Iterable[str] = tuple(VARIANTS),
             step_timeout_s: float = 900.0, out: TextIO | None = None) -> list[ScriptedResult]:
    """Runs the scripted agent over tasks x variants and returns the results in task order.

    Args:
        endpoint: server endpoint.
        tasks_root: the task set directory holding ``solutions/`` (e.g. ``tasks/demo``).
        parallel: episodes run at once (one client per episode).
        tasks: task names; default: every task of ``list_tasks()`` that has a solution dir.
        variants: solution variants to play.
        step_timeout_s: per-attempt timeout of a step.
        out: where progress lines go (default: stderr); ``None`` keeps stderr.
    """
    out = out or sys.stderr
    root = Path(tasks_root)
    if tasks is None:
        with Client(endpoint) as c:
            tasks = c.list_tasks()
    jobs = []
    for task in tasks:
        for variant in variants:
            d = solution_dir(root, task, variant)
            if d.is_dir():
                jobs.append((task, variant, d))
            else:
                print(f"warning: no {variant} solution for {task} at {d}", file=out)
    client_kw = {"step_timeout_s": step_timeout_s}
    results: dict[tuple[str, str], ScriptedResult] = {}
    with cf.ThreadPoolExecutor(max_workers=max(1, parallel)) as pool:
        futs = {pool.submit(_job, endpoint, t, v, d, client_kw): (t, v) for t, v, d in jobs}
        for fut in cf.as_completed(futs):
            r = fut.result()
            results[futs[fut]] = r
            print(f"  {r.task} [{r.variant}] reward={r.reward} ({r.elapsed_s:.1f} s)",
                  file=out, flush=True)
    return [results[(t, v)] for t, v, _ in jobs]


def main(args: Any) -> int:
    """Entry point of ``warpgym demo`` (argparse namespace from :mod:`warpgym.cli`)."""
    t0 = time.monotonic()
    with Client(args.endpoint, timeout_s=5.0, retries=0) as c:
        c.ping()  # answered on the server's network thread: none in 5 s is no server
    results = run_demo(args.endpoint, args.tasks_root, parallel=args.parallel,
                       tasks=args.task or None, step_timeout_s=args.step_timeout_s)
    print(format_table(results))
    bad = check_results(results)
    if not results:
        bad.append("no task had a solution directory")
    n_tasks = len({r.task for r in results})
    print(f"\n{len(results)} episodes over {n_tasks} tasks in {time.monotonic() - t0:.1f} s")
    for line in bad:
        print(f"FAIL {line}")
    for r in results:  # what the agent was told, for each episode that missed its expectation
        if r.observations and (r.infra_error or not VARIANTS.get(r.variant, lambda _: True)(r.reward)):
            tool, text = r.observations[-1]
            print(f"--- {r.task} [{r.variant}]: the last observation ({tool}) ---\n{text[-2000:]}")
    if not bad:
        print("OK: every reference earned reward >= 1 and every failing solution -1")
    return 1 if bad else 0
