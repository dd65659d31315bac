"""``warpgym calibrate``: check on this machine that the judge is fair before trusting its rewards.

For every task of a set (the layouts ``warpgym tasks screen`` reads: a KernelBench-style
``DIR/level<N>/*.py``, a KernelBench checkout's root, a flat directory or one file), two
candidates go through the same harness call as a ``submit`` (compile, verify, profile, score):

``identity``
    ``ModelNew`` *is* the task's ``Model`` (the reference's own computation, run in the
    candidate process; a no-op kernel so the extension builds), judged with the op guard off, a
    policy only this command selects (the server never does). It must be correct, unflagged, and
    as fast as eager: ``speedup_vs_eager`` within ``1 +- --tolerance-speedup`` (default 0.03).
``zeros``
    ``ModelNew`` returns zeros shaped like the reference's outputs, under the normal policy: it
    must be rejected (reward -1), unless the task is one where zeros pass (``tasks screen``'s
    ``zeros_pass``), which this reports as such.

Per task: identity correct / reward / flags / speedup / noise, zeros reward, the trusted
process's peak memory (``provenance.peak_memory_mb``), seconds, and the problems found. A
summary names every task with a problem. ``--json FILE`` is rewritten after each task and read
back on a later run: tasks already there are not run again (``--fresh`` to start over; a task
that ended in an infra error, such as a timeout, is), so a
long calibration can be split over several runs (``--deadline-s`` ends one cleanly: no task starts
after it). ``--baselines-csv FILE`` also writes every task's eager and ``torch.compile`` times
(``baselines_csv``). ``--warm N`` builds the ``torch.compile`` baselines of the next N tasks at once,
nothing timed, into the cache the judged runs read (``inductor_warm``), then judges those N, and
so on (a run cut by its deadline has built only what it judged; on a GPU with ``--jobs`` above 1
the next N are built while these are judged: a build runs nothing on the device). Every harness call goes through
one pre-imported harness worker, as the server's do (``harness_worker``). ``--jobs N`` runs N tasks
at once: their compiles and verifies overlap, but every timing has the device to itself (a lock
file in the cache dir, held shared by verifies and alone by timings), so the speedups are
measured as with one. A task whose candidate or trusted process runs out of device memory beside
the other tasks is judged again with the device to itself (``retried_alone`` in its record), never
failed for it. Exit
status 0 when no task has a problem, 1 otherwise, 2 on bad arguments.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import fnmatch
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from warpgym_harness import contract
from warpgym_harness.common import file_lock

from . import results_file
from .harness_worker import HarnessWorker, harness_env
from .paths import default_cache_dir
from .screen import discover
from .synth.harness_check import NOOP_KERNEL

CANDIDATES = ("identity", "zeros")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--backend", choices=("cpu", "cuda"), required=True)
    p.add_argument("--tasks", required=True, help="task set: level dirs, a KernelBench root, a flat dir or a file")
    p.add_argument("--only", action="append", metavar="GLOB", help="only tasks whose name matches (repeatable)")
    p.add_argument("--jobs", type=int, default=1,
                   help="tasks at once (default 1); timings still take turns, the rest overlaps")
    p.add_argument("--json", dest="json_path", default=None, help="results file (resumed when it exists)")
    p.add_argument("--baselines-csv", default=None, metavar="FILE",
                   help="also write every task's eager and torch.compile times (all of --json's tasks)")
    p.add_argument("--fresh", action="store_true", help="ignore the tasks already in --json")
    p.add_argument("--tolerance-speedup", type=float, default=0.03, help="identity speedup within 1 +- this")
    p.add_argument("--python", default=None, help="interpreter for the harness")
    p.add_argument("--cache-dir", default=None, help="default ~/.cache/warpgym")
    p.add_argument("--timeout-s", type=float, default=900.0, help="per harness call")
    p.add_argument("--warm", type=int, default=0, metavar="N",
                   help="first build every task's torch.compile baseline, N at once, nothing timed (0: off)")
    p.add_argument("--deadline-s", type=float, default=0.0,
                   help="start no task after this many seconds (0: none); the rest wait for a later run")


def _solution(root: Path, task_code: str, kind: str) -> Path:
    from .synth import codegen
    sol = root / kind
    (sol / "kernels").mkdir(parents=True)
    (sol / "kernels" / "synth_noop.cpp").write_text(NOOP_KERNEL)
    make = codegen.identity_candidate if kind == "identity" else codegen.zero_candidate
    (sol / "model_new.py").write_text(make(task_code))
    return sol


def _judge(kind: str, path: Path, args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    from .cli import evaluate
    t0 = time.perf_counter()
    rec: dict[str, Any] = {}
    policy = contract.OP_POLICY_OFF if kind == "identity" else contract.OP_POLICY_STRICT
    lock = getattr(args, "device_lock", None)
    try:
        sol = _solution(tmp, path.read_text(), kind)

        def judge(device_lock: str | None) -> dict[str, Any]:
            return evaluate(args.backend, path, sol, python=args.python, cache_dir=args.cache_dir,
                            timeout_s=args.timeout_s, op_policy=policy, worker=getattr(args, "worker", None),
                            device_lock=device_lock, precise_timing=kind == "identity")

        v = judge(lock)
        if lock and _out_of_memory(v):
            # the candidate or the trusted process out of memory beside the other tasks: judged
            # again with the device to itself (this thread holds the lock alone, so the call takes none)
            with file_lock(lock):
                v = judge(None)
            rec["retried_alone"] = True
        rec.update({"reward": v.get("reward"), "correct": v.get("correct"), "flags": v.get("flags") or [],
                    "infra_error": bool(v.get("infra_error")), "speedup_vs_eager": v.get("speedup_vs_eager"),
                    "noise_pct": v.get("noise_pct"), "candidate_ms": v.get("candidate_ms"),
                    "eager_ms": v.get("eager_ms"), "compile_ms": v.get("compile_ms"),
                    # eager re-timed right after the candidate (what a gap to eager_ms is read against)
                    "eager_adjacent_ms": v.get("eager_adjacent_ms"), "notes": v.get("notes") or [],
                    "peak_memory_mb": (v.get("provenance") or {}).get("peak_memory_mb") or {},
                    # where a calibration's device time goes (the harness's own account, seconds)
                    "stage_seconds": v.get("stage_seconds") or {},
                    "device": _device(v), "measured": time.strftime("%Y-%m-%d", time.gmtime())})
        if v.get("infra_error") or (kind == "identity" and not v.get("correct")):
            rec["text"] = (v.get("error") or v.get("text") or "")[-1500:]
    except (FileNotFoundError, RuntimeError, subprocess.TimeoutExpired) as e:
        rec = {"infra_error": True, "error": str(e)[-1500:]}
    rec["seconds"] = round(time.perf_counter() - t0, 1)
    return rec


def _out_of_memory(v: dict[str, Any]) -> bool:
    """Out of device memory, the candidate's or the trusted process's (the server's rule for a
    verify on a shared device: another evaluation may have held the memory)."""
    error = v.get("error") or ""
    return bool(v.get("infra_error")) and (error == contract.CROWDED_OUT_ERROR
                                           or error.startswith(contract.JUDGE_OUT_OF_MEMORY_ERROR))


def _device(v: dict[str, Any]) -> dict[str, Any]:
    """What the verdict says it ran on (the GPU, driver and torch a published time belongs to)."""
    dev = (v.get("provenance") or {}).get("device") or {}
    return {k: dev[k] for k in ("gpu", "driver", "cuda_runtime", "cpu", "torch") if k in dev}


def problems(rec: dict[str, Any], tol: float) -> list[str]:
    """What makes a task's calibration fail (empty: the judge is fair on it)."""
    out = []
    ident, zeros = rec.get("identity") or {}, rec.get("zeros") or {}
    for kind, r in (("identity", ident), ("zeros", zeros)):
        if r.get("infra_error"):
            out.append(f"{kind}: infra error")
    if not ident.get("infra_error"):
        if not ident.get("correct") or ident.get("flags") or (ident.get("reward") or -1) < 1:
            out.append(f"identity not paid (reward {ident.get('reward')}, flags {','.join(ident.get('flags') or []) or '-'})")
        s = ident.get("speedup_vs_eager")
        if isinstance(s, (int, float)) and abs(s - 1.0) > tol:
            out.append(f"identity speedup {s:.3f} outside 1 +- {tol}")
    if not zeros.get("infra_error") and zeros.get("reward") != -1:
        out.append(f"zeros not rejected (reward {zeros.get('reward')}: the task lets zeros pass?)")
    return out


def calibrate_one(name: str, path: Path, args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="warpgym-calibrate-") as d:
        rec: dict[str, Any] = {"task": name, "path": str(path)}
        for kind in CANDIDATES:
            rec[kind] = _judge(kind, path, args, Path(d))
    rec["problems"] = problems(rec, args.tolerance_speedup)
    return rec


def _infra_only(rec: dict[str, Any]) -> bool:
    probs = rec.get("problems") or []
    return bool(probs) and all(p.endswith(": infra error") for p in probs)


def _summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    bad = [r["task"] for r in records if r["problems"]]
    return {"tasks": len(records), "fair": len(records) - len(bad), "with_problems": bad}


def _fmt(x: Any, spec: str = "{:.3f}") -> str:
    return "-" if not isinstance(x, (int, float)) else spec.format(x)


def row(rec: dict[str, Any]) -> str:
    i, z = rec["identity"], rec["zeros"]
    mem = i.get("peak_memory_mb") or {}
    peak = "/".join(_fmt(mem.get(k), "{:.0f}") for k in ("host_rss", "gpu_allocated") if k in mem) or "-"
    return (f"| {rec['task']} | {i.get('correct')} | {i.get('reward')} | {','.join(i.get('flags') or []) or '-'} | "
            f"{_fmt(i.get('speedup_vs_eager'))} | {_fmt(i.get('noise_pct'), '{:.1f}')} | {z.get('reward')} | {peak} | "
            f"{i.get('seconds', 0) + z.get('seconds', 0):.1f} | {'; '.join(rec['problems']) or 'ok'} |")


def _python(args: argparse.Namespace) -> tuple[str, Path]:
    """(the harness's interpreter, the harness's directory), as ``evaluate`` resolves them."""
    from .paths import default_python, harness_root, repo_root, resolve_python
    root = repo_root()
    return (resolve_python(args.python) if args.python else default_python(root)), harness_root(root)


def _warm(todo: list[tuple[str, Path]], args: argparse.Namespace, python: str, harness: Path) -> None:
    """Builds the torch.compile baselines into the cache the harness will read (its default
    inductor directory under the cache, or TORCHINDUCTOR_CACHE_DIR, which evaluate passes on)."""
    from . import inductor_warm
    from .paths import default_cache_dir
    cache = Path(args.cache_dir) if args.cache_dir else default_cache_dir()
    env = harness_env()  # the judged calls' own environment, or inductor's configuration (and keys) could differ
    env.setdefault("TORCHINDUCTOR_CACHE_DIR", str(cache / "inductor"))
    t0 = time.perf_counter()
    inductor_warm.warm_all(python, harness, todo, args.backend, env, args.warm,
                           args.timeout_s, lambda line: print(line, file=sys.stderr, flush=True),
                           device_lock=getattr(args, "device_lock", None))
    print(f"warm-up of {len(todo)} task(s) done in {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    try:
        tasks, errors = discover(args.tasks)
    except FileNotFoundError as e:
        print(f"warpgym calibrate: {e}", file=sys.stderr)
        return 2
    for e in errors:
        print(f"warpgym calibrate: {e}", file=sys.stderr)
    if args.only:
        tasks = [t for t in tasks if any(fnmatch.fnmatchcase(t[0], g) for g in args.only)]
    if not tasks or args.jobs < 1:
        print("warpgym calibrate: no task to calibrate" if not tasks else "--jobs must be >= 1", file=sys.stderr)
        return 2
    try:
        done = {} if args.fresh else results_file.load(args.json_path, "calibrate")
    except ValueError as e:
        print(f"warpgym calibrate: {e}", file=sys.stderr)
        return 2
    settings = {"backend": args.backend, "tasks": str(Path(args.tasks).resolve()), "only": args.only,
                "jobs": args.jobs, "tolerance_speedup": args.tolerance_speedup}
    saver = results_file.Saver(args.json_path, settings, done, _summary)  # keeps other selections' results
    # A task whose calibration ended in an infra error (a timeout, a lost process) has no result yet.
    todo = [(n, p) for n, p in tasks if n not in done or _infra_only(done[n])]
    records = saver.records
    print(f"calibrating {len(todo)} task(s) on {args.backend} ({len(tasks) - len(todo)} already in {args.json_path}), "
          f"{args.jobs} at once", file=sys.stderr, flush=True)
    lock, t0 = threading.Lock(), time.perf_counter()
    late: list[str] = []

    def past_deadline() -> bool:
        return bool(args.deadline_s) and time.perf_counter() - t0 > args.deadline_s

    def one(task: tuple[str, Path]) -> dict[str, Any] | None:
        if past_deadline():
            with lock:
                late.append(task[0])
            return None
        rec = calibrate_one(task[0], task[1], args)
        saver.add(rec)
        with lock:
            n = sum(1 for name, _ in tasks if name in records)
            print(f"[{n}/{len(tasks)}] {rec['task']}: {'; '.join(rec['problems']) or 'ok'} "
                  f"({time.perf_counter() - t0:.0f} s)", file=sys.stderr, flush=True)
        return rec

    # Baselines are built a wave of --warm tasks ahead of their judging, not all up front: a run
    # cut by its deadline has built only what it judged. Every call goes through one pre-imported
    # harness worker (as the server's do), not a fresh interpreter per candidate.
    size = args.warm if args.warm > 0 else max(1, len(todo))
    python, harness = _python(args)
    cache = Path(args.cache_dir) if args.cache_dir else default_cache_dir()
    args.worker = HarnessWorker(python, harness, cache_dir=cache)  # started by the first task judged
    if args.jobs > 1:  # timings take turns with every other task's device work
        args.device_lock = str(cache / "device.lock")
    # On a GPU with the device lock, the next wave is built while this one is judged: a build
    # compiles without the device (it takes the lock only where it must run a task's forward).
    overlap = args.backend == "cuda" and bool(getattr(args, "device_lock", None)) and args.warm > 0
    ahead: cf.Future | None = None
    try:
        with cf.ThreadPoolExecutor(args.jobs) as pool, cf.ThreadPoolExecutor(1) as warmer:
            for k in range(0, len(todo), size):
                wave = todo[k:k + size]
                if args.warm > 0 and not past_deadline():
                    if ahead is not None:
                        ahead.result()
                    else:
                        _warm(wave, args, python, harness)
                following = todo[k + size:k + 2 * size]
                ahead = warmer.submit(_warm, following, args, python, harness) \
                    if overlap and following and not past_deadline() else None
                list(pool.map(one, wave))
    finally:
        args.worker.close()
    ordered = [records[n] for n, _ in tasks if n in records]
    print("| task | identity correct | reward | flags | speedup vs eager | noise % | zeros reward | "
          "peak MiB (host/gpu) | s | result |")
    print("|---|---|---:|---|---:|---:|---:|---|---:|---|")
    for rec in ordered:
        print(row(rec))
    bad = [r for r in ordered if r["problems"]]
    print(f"\n{len(ordered) - len(bad)} of {len(ordered)} tasks calibrated fair"
          + (": problems in " + ", ".join(r["task"] for r in bad) if bad else ""))
    if args.baselines_csv:
        from . import baselines_csv
        every = [records[n] for n in sorted(records, key=results_file.natural)]
        timed = baselines_csv.write(every, args.baselines_csv)
        print(f"baselines of {timed} of {len(every)} task(s) in {args.baselines_csv}", file=sys.stderr)
    if late:
        print(results_file.deadline_note(len(late), args.deadline_s, args.json_path))
    return 1 if bad else 0
