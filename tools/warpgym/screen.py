"""``warpgym tasks screen DIR``: flag tasks that an evaluation cannot judge fairly.

DIR is a KernelBench-style set (``DIR/level<N>/<id>_<Name>.py``; a KernelBench checkout's root,
whose tasks are under ``KernelBench/level<N>``, works too), a flat directory of task ``.py``
files, or one task file. Each task runs in its own worker process (the task is third-party
code): a crash, a hang (``--timeout``, counted from the task's import, after the worker has
imported torch and initialised CUDA) or runaway host memory (``--max-mem-gb``, resident set of
the worker and its children) kills that worker only and becomes the task's ``error`` flag.

Per task the worker builds the reference exactly as the harness does (``task_loader``: Model
from ``get_init_inputs()`` with the fixed init seed, eval mode, on the backend's device; input
sets from ``get_inputs()`` under per-set seeds, generated on the device; TF32 off on CUDA), runs
the forward on input set A twice and on input set B once, and compares with the harness's
``verify.compare`` (``|a-b| <= atol + rtol*|b|``; atol = rtol = 1e-4 for fp32, 1e-2 for
fp16/bf16, 1e-6 for fp64; ``--tolerance cuda-agent``: 1e-2 everywhere). Flags:

``zeros_pass``
    ``zeros_like`` of every output of set B passes against the reference: a kernel that writes
    nothing would be judged correct.
``constant_pass``
    the mean of each output of set A, broadcast to the shape of set B's output, passes against
    set B's reference: the output barely depends on the input (e.g. reductions of normalised
    values, losses that are ~constant).
``input_independent``
    the outputs of sets A and B agree within tolerance (``details.inputs_identical`` says when
    ``get_inputs()`` ignored the seed, i.e. the two input sets were equal).
``nondeterministic``
    two forwards on the same inputs (same weights; the global RNG state differs between them, as
    it does between the harness's reference process and the candidate's) disagree beyond
    tolerance: ``torch.rand*`` inside forward, dropout with ``training=True``, GPU atomics.
``runtime_out_of_window``
    the eager median (the harness's ``timing.Timer``: cache flushed between calls; CUDA events,
    synchronised) is outside ``[--min-ms, --max-ms]`` (default 0.1..100 ms, the task window for
    the GPU). With ``--backend cpu`` the same window is applied to CPU time unless overridden.
``error``
    the task failed to import, build, generate inputs or run, returned a non-tensor output,
    timed out or used too much memory (``error`` holds the message, with the phase).

Memory with ``--jobs N > 1``: each worker gets a share of it, so workers never take memory from
one another: on CUDA 1/N of the GPU (the caching allocator's per-process cap), on the host
80% of RAM / N (unless ``--max-mem-gb``). A task that runs out of its share is screened again
after the others, alone, with the whole GPU and 80% of RAM (``details.rerun_alone`` holds the
first error); only a task that does not fit then is an ``error``, with its need in the message.
Each record has ``gpu_peak_mb`` (CUDA: the most the worker's allocator reserved), the figure a
scheduler can admit the task by.

Output: a table on stdout and a summary line, a progress line per finished task on stderr, and
with ``--json FILE`` an object ``{settings, summary, tasks}``, ``tasks`` holding one record per
task: ``{task, path, flags, eager_ms, outputs: [{shape, dtype}], error, seconds, phase, checks,
details}``. Exit status 0 even when tasks are flagged (it is a report); 2 when DIR holds no task.

This file is also the worker (``python screen.py --worker ...``); that mode needs torch and the
harness directory, the parent needs neither.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import math
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Sequence

from . import results_file
from .paths import with_packages

__all__ = ["FLAGS", "add_arguments", "discover", "screen", "main"]

#: Every flag, in the order they are listed.
FLAGS = ("error", "zeros_pass", "constant_pass", "input_independent", "nondeterministic",
         "runtime_out_of_window")

_KNOWN_FLAGS = set(FLAGS)
_LEVEL_RE = re.compile(r"level(\d+)$")
_SETUP_S = 60.0  # allowance for the worker's own start (import torch, CUDA init) before --timeout
_SLOW_FACTOR = 10.0  # a check forward above this many times --max-ms: skip the timing loop


# ---------------------------------------------------------------------------------------------
# discovery
# ---------------------------------------------------------------------------------------------

def _natural_key(p: Path) -> tuple:
    m = re.match(r"(\d+)", p.stem)
    return (int(m.group(1)) if m else 1 << 30, p.name)


def _level_dirs(d: Path) -> list[Path]:
    dirs = [c for c in d.iterdir() if c.is_dir() and _LEVEL_RE.match(c.name)]
    return sorted(dirs, key=lambda c: int(_LEVEL_RE.match(c.name).group(1)))  # type: ignore[union-attr]


def discover(target: str | Path) -> tuple[list[tuple[str, Path]], list[str]]:
    """Finds the task files under ``target``.

    Returns:
        ``([(name, path)], notes)``: names like ``level1/19_ReLU`` (level layout) or the file
        stem (flat directory, single file), in level then numeric-id order; notes about what
        was skipped.

    Raises:
        FileNotFoundError: ``target`` does not exist.
    """
    target = Path(target)
    notes: list[str] = []
    if target.is_file():
        return [(target.stem, target.resolve())], notes
    if not target.is_dir():
        raise FileNotFoundError(f"{target} is neither a task file nor a directory")
    base = target
    levels = _level_dirs(target)
    if not levels and (target / "KernelBench").is_dir():  # the root of a KernelBench checkout
        base = target / "KernelBench"
        levels = _level_dirs(base)
    if levels:
        tasks = [(f"{d.name}/{f.stem}", f.resolve()) for d in levels
                 for f in sorted(d.glob("*.py"), key=_natural_key) if not f.name.startswith("_")]
        return tasks, notes
    tasks, skipped = [], []
    for f in sorted(target.glob("*.py"), key=_natural_key):
        if f.name.startswith("_"):
            continue
        try:
            text = f.read_text(encoding="utf-8", errors="replace")
        except OSError:
            text = "get_inputs"  # unreadable: let the worker report it
        if "get_inputs" not in text:
            skipped.append(f.name)
            continue
        tasks.append((f.stem, f.resolve()))
    if skipped:
        notes.append(f"skipped {len(skipped)} .py file(s) that mention no get_inputs: "
                     + ", ".join(skipped[:10]) + (" ..." if len(skipped) > 10 else ""))
    return tasks, notes


# ---------------------------------------------------------------------------------------------
# the parent: one worker process per task
# ---------------------------------------------------------------------------------------------

def _mem_total_gib() -> float:
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) / (1 << 20)
    except (OSError, ValueError, IndexError):
        pass
    return 16.0


def _tree_rss_bytes(pid: int) -> int:
    """Resident bytes of ``pid`` and its descendants (0 once it is gone)."""
    page = os.sysconf("SC_PAGE_SIZE")
    total, todo, seen = 0, [pid], set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        try:
            with open(f"/proc/{p}/statm") as f:
                total += int(f.read().split()[1]) * page
            for tid in os.listdir(f"/proc/{p}/task"):
                with open(f"/proc/{p}/task/{tid}/children") as f:
                    todo.extend(int(c) for c in f.read().split())
        except (OSError, ValueError, IndexError):
            continue
    return total


class _Live:
    """Worker process groups still running, so an interrupt can end them."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.pgids: set[int] = set()

    def kill_all(self) -> None:
        with self.lock:
            for pg in list(self.pgids):
                _killpg(pg)


def _killpg(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _log_tail(path: Path, n: int = 2000) -> str:
    try:
        data = path.read_bytes()
    except OSError:
        return ""
    return data[-n:].decode("utf-8", errors="replace")


def _last_line(text: str) -> str:
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return lines[-1].strip()[:300] if lines else ""


def _worker_cmd(python: str, task_path: Path, out: Path, opts: dict[str, Any]) -> list[str]:
    return [python, "-m", "warpgym.screen", "--worker", "--task-file", str(task_path),
            "--out", str(out), "--backend", opts["backend"], "--gpu-share", repr(opts.get("gpu_share", 0.0)),
            "--tolerance", opts["tolerance"], "--seed", str(opts["seed"]),
            "--min-ms", repr(opts["min_ms"]), "--max-ms", repr(opts["max_ms"]),
            "--timing-s", repr(opts["timing_s"]), "--threads", str(opts["threads"])]


def screen_one(name: str, path: Path, opts: dict[str, Any], live: _Live | None = None) -> dict[str, Any]:
    """Screens one task in a fresh worker process; never raises for the task's faults."""
    t0 = time.monotonic()
    rec: dict[str, Any] = {"task": name, "path": str(path), "flags": [], "eager_ms": None,
                           "outputs": [], "error": None, "seconds": None, "phase": None,
                           "gpu_peak_mb": None, "checks": {}, "details": {}}
    killed: str | None = None
    rc: int | None = None
    with tempfile.TemporaryDirectory(prefix="warpgym-screen-") as tmp_s:
        tmp = Path(tmp_s)
        out, log, cwd = tmp / "result.json", tmp / "log.txt", tmp / "cwd"
        cwd.mkdir()
        env = with_packages(opts["root"], dict(os.environ))
        env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONUNBUFFERED="1")
        if opts["backend"] == "cpu" and "OMP_NUM_THREADS" not in os.environ:
            env["OMP_NUM_THREADS"] = str(opts["threads"])
        limit = opts["max_mem_gb"] * (1 << 30)
        with open(log, "wb") as logf:
            try:
                proc = subprocess.Popen(_worker_cmd(opts["python"], path, out, opts), stdin=subprocess.DEVNULL,
                                        stdout=logf, stderr=subprocess.STDOUT, cwd=str(cwd), env=env,
                                        start_new_session=True)
            except OSError as exc:
                rec.update(flags=["error"], error=f"cannot start the worker: {exc}",
                           seconds=round(time.monotonic() - t0, 3))
                return rec
        if live is not None:
            with live.lock:
                live.pgids.add(proc.pid)
        started = out.with_name(out.name + ".started")  # the worker's setup (torch, CUDA) is done
        try:
            # The timeout counts from the start of the task's own code; the worker's setup gets
            # _SETUP_S on top, so a slow torch import on a loaded machine is not the task's fault.
            deadline, task_started = t0 + _SETUP_S + opts["timeout_s"], False
            while True:
                try:
                    rc = proc.wait(timeout=0.1)
                    break
                except subprocess.TimeoutExpired:
                    pass
                now = time.monotonic()
                if not task_started and started.exists():
                    task_started, deadline = True, now + opts["timeout_s"]
                if now > deadline:
                    killed = (f"timeout: killed after {opts['timeout_s']:g} s" if task_started else
                              f"timeout: worker setup took over {_SETUP_S:g} s + --timeout")
                elif limit > 0:
                    rss = _tree_rss_bytes(proc.pid)
                    if rss > limit:
                        killed = (f"memory: killed at {rss / (1 << 30):.2f} GiB resident "
                                  f"(limit --max-mem-gb {opts['max_mem_gb']:g})")
                if killed:
                    _killpg(proc.pid)
                    rc = proc.wait()
                    break
        finally:
            _killpg(proc.pid)  # stragglers the task started in the worker's session
            if live is not None:
                with live.lock:
                    live.pgids.discard(proc.pid)
        try:
            got = json.loads(out.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            got = None
        tail = _log_tail(log)
    if got is not None:
        for k in ("flags", "eager_ms", "outputs", "error", "phase", "gpu_peak_mb", "checks", "details"):
            if k in got:
                rec[k] = got[k]
        if got.get("traceback"):
            rec["traceback"] = got["traceback"]
    phase = rec.get("phase") or "start"
    err = rec.get("error")
    if killed:
        err = f"{killed} (phase {phase})"
    elif rc != 0 and not err:
        how = f"exited with status {rc}"
        if rc is not None and rc < 0:
            try:
                how = f"killed by signal {signal.Signals(-rc).name}"
            except ValueError:
                how = f"killed by signal {-rc}"
        err = f"worker {how} (phase {phase})" + (f": {_last_line(tail)}" if _last_line(tail) else "")
    elif got is None and not err:
        err = f"worker wrote no result (phase {phase})" + (f": {_last_line(tail)}" if _last_line(tail) else "")
    elif phase != "done" and not err:
        err = f"worker stopped early (phase {phase})"
    if err:
        rec["error"] = err
        if "error" not in rec["flags"]:
            rec["flags"] = ["error"] + list(rec["flags"])
        if tail and "traceback" not in rec:
            rec["log_tail"] = tail
    rec["flags"] = [f for f in FLAGS if f in rec["flags"]]
    rec["seconds"] = round(time.monotonic() - t0, 3)
    return rec


def _fmt_outputs(outputs: list[dict[str, Any]]) -> str:
    parts = []
    for o in outputs or []:
        if "shape" in o:
            parts.append(f"{o.get('dtype', '?')}[{', '.join(str(s) for s in o['shape'])}]")
        else:
            parts.append(str(o.get("type", "?")))
    return "; ".join(parts) if parts else "-"


def format_table(records: list[dict[str, Any]]) -> str:
    rows = [("task", "flags", "eager ms", "outputs")]
    for r in records:
        ms = r.get("eager_ms")
        rows.append((r["task"], ",".join(r["flags"]) or "-", f"{ms:.3f}" if isinstance(ms, (int, float)) else "-",
                     _fmt_outputs(r.get("outputs", []))))
    w = [max(len(row[i]) for row in rows) for i in range(3)]
    lines = [f"{a:<{w[0]}}  {b:<{w[1]}}  {c:>{w[2]}}  {d}" for a, b, c, d in rows]
    errs = [r for r in records if r.get("error")]
    if errs:
        lines.append("")
        lines.append("errors:")
        lines += [f"  {r['task']}: {r['error']}" for r in errs]
    return "\n".join(lines)


def summarize(records: list[dict[str, Any]]) -> dict[str, Any]:
    counts = {f: sum(f in r["flags"] for r in records) for f in FLAGS}
    return {"tasks": len(records), "clean": sum(not r["flags"] for r in records),
            "flagged": sum(bool(r["flags"]) for r in records),
            "by_flag": {f: n for f, n in counts.items() if n}}


def screen(tasks: list[tuple[str, Path]], opts: dict[str, Any], jobs: int = 1,
           progress: Any = None, on_record: Any = None, deadline: float | None = None) -> list[dict[str, Any]]:
    """Screens ``tasks`` with ``jobs`` workers at once; records in the order of ``tasks``.
    ``on_record(rec)`` gets each task's final record as soon as it is known (a task screened
    again alone is final after that run); no task starts after ``deadline`` (time.monotonic()),
    and those left out have no record."""
    live = _Live()
    done = [0]
    lock = threading.Lock()
    late = lambda: deadline is not None and time.monotonic() > deadline  # noqa: E731

    def one(item: tuple[str, Path], how: dict[str, Any] = opts, again: str = "") -> dict[str, Any] | None:
        if late():
            return None
        rec = screen_one(item[0], item[1], how, live)
        if on_record is not None and not again and not (jobs > 1 and _out_of_share(rec, opts)):
            on_record(rec)  # final now (one screened again alone is, once its details say so: below)
        if progress is not None:
            with lock:
                done[0] += not again
                what = ",".join(rec["flags"]) or "ok"
                ms = f", eager {rec['eager_ms']:.3f} ms" if isinstance(rec.get("eager_ms"), (int, float)) else ""
                print(f"[{again or done[0]}/{len(tasks)}] {rec['task']}: {what}{ms} ({rec['seconds']:.1f} s)"
                      + (f" -- {rec['error'][:200]}" if rec.get("error") else ""), file=progress, flush=True)
        return rec

    pool = ThreadPoolExecutor(max_workers=max(1, jobs))
    try:
        records = list(pool.map(one, tasks))
        pool.shutdown(wait=True)
        # A task that ran out of its share of memory: again, alone, with all of it.
        alone = dict(opts, gpu_share=0.0, max_mem_gb=opts.get("max_mem_gb_alone") or opts["max_mem_gb"])
        for i, rec in enumerate(records):
            if rec is not None and jobs > 1 and _out_of_share(rec, opts):
                again = one(tasks[i], alone, again=f"again alone: {i + 1}")
                if again is not None:
                    again["details"]["rerun_alone"] = rec["error"]
                    if on_record is not None:
                        on_record(again)
                records[i] = again
        return [r for r in records if r is not None]
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
        live.kill_all()


def _out_of_share(rec: dict[str, Any], opts: dict[str, Any]) -> bool:
    """Whether a task failed for want of memory that the screen's own parallelism took: a CUDA
    out-of-memory error under a GPU share, or the host-memory kill under a default share."""
    err = rec.get("error") or ""
    gpu = opts.get("gpu_share", 0.0) > 0 and ("OutOfMemoryError" in err or "out of memory" in err)
    host = (err.startswith("memory: killed") and opts.get("max_mem_gb_alone") is not None
            and opts["max_mem_gb_alone"] > opts["max_mem_gb"])
    return gpu or host


# ---------------------------------------------------------------------------------------------
# the command line
# ---------------------------------------------------------------------------------------------

def add_arguments(p: argparse.ArgumentParser) -> None:
    """The ``tasks screen`` options (shared by ``warpgym tasks screen`` and ``python -m``)."""
    p.add_argument("dir", metavar="DIR",
                   help="task set: DIR/level<N>/*.py (or a KernelBench checkout), a flat dir of .py, or one file")
    p.add_argument("--backend", choices=("cpu", "cuda"), default="cpu",
                   help="cpu, or cuda (model and inputs on the GPU, TF32 off)")
    p.add_argument("--jobs", "-j", type=int, default=1,
                   help="tasks at once (default 1; more skews eager ms: workers share cores / the GPU)")
    p.add_argument("--timeout", type=float, default=120.0,
                   help="seconds per task, from its import to the end of timing (default 120; the "
                        "worker's own start, torch and CUDA init, is not counted)")
    p.add_argument("--max-mem-gb", type=float, default=None,
                   help="host resident memory per task, worker + children (default 80%% of RAM / jobs; 0: off)")
    p.add_argument("--tolerance", choices=("default", "cuda-agent"), default="default",
                   help="default: fp32 1e-4, fp16/bf16 1e-2; cuda-agent: 1e-2")
    p.add_argument("--min-ms", type=float, default=0.1, help="runtime window, low end (default 0.1)")
    p.add_argument("--max-ms", type=float, default=100.0,
                   help="runtime window, high end (default 100; applied to CPU time with --backend cpu)")
    p.add_argument("--timing-s", type=float, default=1.0, help="seconds of the eager timing loop (default 1)")
    p.add_argument("--seed", type=int, default=0, help="seeds of the two input sets (default 0)")
    p.add_argument("--only", action="append", metavar="GLOB",
                   help="only tasks whose name matches (fnmatch, e.g. 'level1/*'; repeatable)")
    p.add_argument("--threads", type=int, default=None,
                   help="torch CPU threads per worker (default: cores / jobs)")
    p.add_argument("--python", default=None, help="interpreter for the workers (default: the repo's .venv)")
    p.add_argument("--json", dest="screen_json", metavar="FILE", default=None,
                   help="write {settings, summary, tasks: [record per task]} to FILE, after each task; "
                        "a later run resumes from it (tasks already there are not screened again)")
    p.add_argument("--fresh", action="store_true", help="ignore the tasks already in --json")
    p.add_argument("--deadline-s", type=float, default=0.0,
                   help="start no task after this many seconds (0: none); the rest wait for a later run")


def run_cli(args: argparse.Namespace) -> int:
    """Runs ``tasks screen`` from parsed arguments; returns the exit status."""
    from .paths import default_python, repo_root

    prog = "warpgym tasks screen"
    try:
        tasks, notes = discover(args.dir)
    except FileNotFoundError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2
    if args.only:
        tasks = [t for t in tasks if any(fnmatch.fnmatchcase(t[0], g) for g in args.only)]
    for n in notes:
        print(f"{prog}: {n}", file=sys.stderr)
    if not tasks:
        print(f"{prog}: error: no task files in {args.dir} (expected DIR/level<N>/<id>_<Name>.py, "
              f".py task files directly in DIR, or one .py file"
              + (f", matching {args.only}" if args.only else "") + ")", file=sys.stderr)
        return 2
    if args.jobs < 1 or args.timeout <= 0 or args.min_ms > args.max_ms:
        print(f"{prog}: error: need --jobs >= 1, --timeout > 0, --min-ms <= --max-ms", file=sys.stderr)
        return 2
    try:
        root = repo_root()
    except FileNotFoundError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2
    jobs = min(args.jobs, len(tasks))
    max_mem = args.max_mem_gb if args.max_mem_gb is not None else round(0.8 * _mem_total_gib() / jobs, 1)
    opts = {"gpu_share": round(1.0 / jobs, 4) if jobs > 1 and args.backend == "cuda" else 0.0,
            "max_mem_gb_alone": round(0.8 * _mem_total_gib(), 1) if args.max_mem_gb is None else None,
            "python": args.python or default_python(root), "root": root,
            "backend": args.backend, "tolerance": args.tolerance, "seed": args.seed,
            "min_ms": args.min_ms, "max_ms": args.max_ms, "timing_s": args.timing_s,
            "threads": args.threads or max(1, (os.cpu_count() or 1) // jobs),
            "timeout_s": args.timeout, "max_mem_gb": max_mem}
    try:
        kept = {} if args.fresh else results_file.load(args.screen_json, "tasks screen")
    except ValueError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2
    todo = [t for t in tasks if t[0] not in kept]
    if kept:
        print(f"{prog}: {len(tasks) - len(todo)} task(s) already in {args.screen_json}, {len(todo)} to screen",
              file=sys.stderr)
    settings = {k: v for k, v in opts.items() if k != "root"}
    settings.update(dir=str(Path(args.dir).resolve()), jobs=jobs, only=args.only)
    saver = results_file.Saver(args.screen_json, settings, kept, summarize)
    t0 = time.monotonic()

    def _terminate(signum: int, _frame: Any) -> None:  # workers run in their own sessions: end them
        raise SystemExit(128 + signum)

    in_main = threading.current_thread() is threading.main_thread()
    old_term = signal.signal(signal.SIGTERM, _terminate) if in_main else None
    try:
        screen(todo, opts, jobs=jobs, progress=sys.stderr, on_record=saver.add,
               deadline=t0 + args.deadline_s if args.deadline_s > 0 else None)
    finally:
        if old_term is not None:
            signal.signal(signal.SIGTERM, old_term)
    elapsed = time.monotonic() - t0
    records = [saver.records[n] for n, _ in tasks if n in saver.records]
    left = len(tasks) - len(records)
    summ = summarize(records)
    print(format_table(records))
    by = ", ".join(f"{f} {n}" for f, n in summ["by_flag"].items()) or "none"
    print(f"\nscreened {summ['tasks']} task(s) on {args.backend} in {elapsed:.1f} s: {summ['clean']} clean, "
          f"{summ['flagged']} flagged (by flag: {by}); window [{args.min_ms:g}, {args.max_ms:g}] ms, "
          f"tolerance {args.tolerance}")
    if left:
        print(results_file.deadline_note(left, args.deadline_s, args.screen_json))
    if args.screen_json:
        recs = list(saver.records.values())
        results_file.write(args.screen_json, settings, dict(summarize(recs), seconds=round(elapsed, 3)), recs)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m warpgym.screen DIR ...`` (same as ``warpgym tasks screen DIR ...``)."""
    p = argparse.ArgumentParser(prog="warpgym tasks screen", description=__doc__.split("\n")[0])
    add_arguments(p)
    return run_cli(p.parse_args(argv))


# ---------------------------------------------------------------------------------------------
# the worker (runs the task; imports torch and the harness's task_loader / verify / timing)
# ---------------------------------------------------------------------------------------------

def _worker(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="screen.py --worker")
    p.add_argument("--worker", action="store_true")
    for name in ("--task-file", "--out", "--backend", "--tolerance"):
        p.add_argument(name, required=True)
    p.add_argument("--seed", type=int, default=0)
    for name in ("--min-ms", "--max-ms", "--timing-s"):
        p.add_argument(name, type=float, required=True)
    p.add_argument("--threads", type=int, default=0)
    p.add_argument("--gpu-share", type=float, default=0.0)
    a = p.parse_args(argv)

    try:  # a task that writes without end (its prints go to a log file) dies of SIGXFSZ at 1 GiB
        import resource
        resource.setrlimit(resource.RLIMIT_FSIZE, (1 << 30, 1 << 30))
    except (ImportError, ValueError, OSError):
        pass

    rec: dict[str, Any] = {"flags": [], "eager_ms": None, "outputs": [], "error": None, "phase": None,
                           "checks": {}, "details": {}}

    def save(phase: str | None = None) -> None:
        if phase:
            rec["phase"] = phase
        tmp = a.out + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(rec, f, default=str)
        os.replace(tmp, a.out)

    try:
        save("setup")
        _screen_task(a, rec, save)
        save("done")
    except BaseException as exc:  # noqa: BLE001 -- the task's fault, whatever it raised
        import traceback
        msg = f"{type(exc).__name__}: {exc}".strip()
        if type(exc).__name__ == "OutOfMemoryError" and a.gpu_share <= 0:
            msg = _unfit_message(exc, msg)
        rec["error"] = f"{rec['phase']}: {msg[:800]}"
        rec["traceback"] = traceback.format_exc()[-3000:]
        rec["flags"] = ["error"] + [f for f in rec["flags"] if f != "error"]
        save()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)  # no interpreter teardown: task objects' finalizers / threads cannot hang or crash it


def _screen_task(a: argparse.Namespace, rec: dict[str, Any], save: Any) -> None:
    import torch
    from warpgym_harness import task_loader, verify
    from warpgym_harness.timing import Timer

    device = a.backend
    if a.threads > 0:
        torch.set_num_threads(a.threads)
    if device == "cuda":
        if not torch.cuda.is_available():
            raise RuntimeError("--backend cuda but torch.cuda.is_available() is False")
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
        if a.gpu_share > 0:  # this worker's share of the GPU: other workers' memory stays theirs
            torch.cuda.set_per_process_memory_fraction(a.gpu_share)
    timer = Timer(device)  # before the task's code, like the harness
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
    preset = a.tolerance

    save("load")
    open(a.out + ".started", "w").close()
    mod = task_loader.load_task(a.task_file)
    save("build")
    model, _ = task_loader.build_reference(mod, device)
    save("inputs")
    seeds = verify.fresh_seeds(a.seed, 2)
    set_a, set_b = task_loader.make_input_sets(mod, seeds, [1.0, 1.0], device)
    rec["details"]["seeds"] = seeds

    def clone(s: list) -> list:
        return [x.clone() if isinstance(x, torch.Tensor) else x for x in s]

    fwd_ms: list[float] = []

    def forward(s: list) -> list:
        args = clone(s)  # the forward may write its inputs; every call gets its own copy
        sync()
        t = time.perf_counter()
        with torch.no_grad():
            out = task_loader.flatten_outputs(model(*args))
        sync()
        fwd_ms.append((time.perf_counter() - t) * 1e3)
        return [o.detach() if isinstance(o, torch.Tensor) else o for o in out]

    save("forward")
    out_a = forward(set_a)
    rec["outputs"] = [{"shape": list(o.shape), "dtype": str(o.dtype).replace("torch.", "")}
                      if isinstance(o, torch.Tensor) else {"type": type(o).__name__} for o in out_a]
    bad = [i for i, o in enumerate(out_a) if type(o) is not torch.Tensor]
    if bad or not out_a:
        raise TypeError(f"forward returned {'no output' if not out_a else 'non-tensor output(s) ' + str(bad)}"
                        " (the harness compares torch.Tensor outputs only)")
    # A different global RNG state for the rerun, as in the harness (reference and candidate run
    # in different processes): randomness drawn inside forward shows up as a difference.
    torch.manual_seed(seeds[0] ^ 0x5EED)
    out_a2 = forward(set_a)
    out_b = forward(set_b)
    for outs in (out_a2, out_b):
        if len(outs) != len(out_a) or any(type(o) is not torch.Tensor for o in outs):
            raise TypeError("forward returned a different number or kind of outputs on another call")

    save("checks")
    rec["details"]["inputs_identical"] = _same_inputs(set_a, set_b, torch)

    def passes(refs: list, cands: list) -> tuple[bool, float | None, str | None]:
        ok, worst, why = True, 0.0, None
        for r, c in zip(refs, cands):
            res = verify.compare(r, c, preset)
            if res["max_abs_err"] is not None:
                worst = max(worst, res["max_abs_err"])
            if not res["ok"]:
                ok, why = False, why or res["why"]
        return ok, worst, why

    checks = {
        "zeros_pass": passes(out_b, [torch.zeros_like(o) for o in out_b]),
        "constant_pass": passes(out_b, [_constant_like(oa, ob, torch) for oa, ob in zip(out_a, out_b)]),
        "input_independent": passes(out_a, out_b),
    }
    nd = passes(out_a, out_a2)
    for name, (ok, worst, why) in checks.items():
        rec["checks"][name] = {"flagged": ok, "max_abs_err": worst, "why": why}
        if ok:
            rec["flags"].append(name)
    rec["checks"]["nondeterministic"] = {"flagged": not nd[0], "max_abs_err": nd[1], "why": nd[2]}
    if not nd[0]:
        rec["flags"].append("nondeterministic")
    tol = verify.tolerance_for(out_a[0].dtype, preset)
    rec["details"]["atol"] = rec["details"]["rtol"] = tol
    rec["details"]["check_forward_ms"] = [round(x, 4) for x in fwd_ms]

    save("timing")
    # The checks are done: their outputs go, and the timing loop refreshes the sets themselves in
    # place (no copies: two sets of a 16 GiB input and their clones did not fit in 80 GB).
    del out_a, out_a2, out_b
    med_fwd = sorted(fwd_ms)[len(fwd_ms) // 2]
    if med_fwd > _SLOW_FACTOR * a.max_ms:
        rec["eager_ms"] = med_fwd
        rec["details"]["timing"] = "median of the 3 check forwards (far above --max-ms; timing loop skipped)"
    else:
        with torch.no_grad():
            t = timer.run(model, [set_a, set_b], target_s=a.timing_s, warmup_s=0.1, min_iters=3)
        rec["eager_ms"] = t["median_ms"]
        rec["details"]["timing"] = {k: t[k] for k in ("iterations", "noise_pct", "min_ms", "excess_ms")}
    if not (a.min_ms <= rec["eager_ms"] <= a.max_ms):
        rec["flags"].append("runtime_out_of_window")
    if device == "cuda":
        rec["gpu_peak_mb"] = round(torch.cuda.max_memory_reserved() / (1 << 20), 1)


def _unfit_message(exc: BaseException, msg: str) -> str:
    """A task that ran out of GPU memory with the device to itself: what it needed against what the
    device has, before torch's own message (kept: it names the failing allocation)."""
    import re

    import torch
    asked = re.search(r"Tried to allocate ([0-9.]+ [KMGT]iB)", str(exc))
    held = torch.cuda.memory_allocated() / (1 << 30)
    total = torch.cuda.get_device_properties(0).total_memory / (1 << 30)
    return (f"does not fit on this GPU: it held {held:.1f} GiB and asked for "
            f"{asked.group(1) if asked else 'more'} of the device's {total:.1f} GiB ({msg})")


def _same_inputs(sa: list, sb: list, torch: Any) -> bool:
    if len(sa) != len(sb):
        return False
    for x, y in zip(sa, sb):
        if isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor):
            if x.shape != y.shape or x.dtype != y.dtype or not torch.equal(x, y):
                return False
        elif isinstance(x, torch.Tensor) or isinstance(y, torch.Tensor):
            return False
        else:
            try:
                if x != y:
                    return False
            except Exception:  # noqa: BLE001 -- incomparable objects: call them different
                return False
    return True


def _constant_like(src: Any, like: Any, torch: Any) -> Any:
    """One value summarising ``src`` (mean; most common value for integers/bools), shaped like ``like``."""
    if src.numel() == 0:
        return torch.zeros_like(like)
    if src.is_floating_point() or src.is_complex():
        v = src.to(torch.complex128 if src.is_complex() else torch.float64).mean()
        if not src.is_complex():  # NaN: 0; an infinite mean stays infinite (an all-inf output is a constant)
            v = v.nan_to_num(0.0, posinf=math.inf, neginf=-math.inf)
    else:
        v = torch.mode(src.reshape(-1).to(torch.int64)).values
    return torch.full(like.shape, v.item(), dtype=like.dtype, device=like.device)


if __name__ == "__main__":
    if "--worker" in sys.argv[1:]:
        _worker(sys.argv[1:])
    sys.exit(main())
