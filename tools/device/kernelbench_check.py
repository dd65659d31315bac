#!/usr/bin/env python3
"""No false rejects on real KernelBench: the calibration identity candidate through the whole judge.

For each selected KernelBench task (at its real size, as the file is written) the workspace is laid
out as the server lays it out, with `model_new.py` whose ModelNew *is* the task's Model
(`codegen.identity_candidate`) and a no-op kernel so the extension builds; then `run.py evaluate
--backend cuda --op-policy off` (the op guard off: the identity candidate calls torch by design)
judges it: verify's trials, the profile timed from outside, every flag. An honest candidate must be
paid (reward >= 1, no flag); anything else is a false reject (or an infra error) and is listed.

Two phases, so the run fits a device call:
  warm  (--warm-parallel at once): torch.compile of each task's reference, built as the baselines
        build it and run once (nothing timed), only to fill inductor's cache, which the judged
        run then shares (TORCHINDUCTOR_CACHE_DIR).
  judge (one at a time, the GPU otherwise idle): `evaluate` of the identity candidate through one
        pre-imported harness worker, with the real cache (baselines measured then, alone).
A table row per judged task on stdout, a JSON line per task in --jsonl; tasks not started before
--deadline-s are reported as not run. Exit status 1 if any judged task was not paid.

    python tools/device/kernelbench_check.py --kernelbench KB/KernelBench --levels 1,2 --stride 4 \\
        --cache-dir /tmp/kb-cache --jsonl $OUT/kernelbench.jsonl
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]
from tests.support import harness_worker  # noqa: E402  the pre-imported worker the test suites use
from warpgym import inductor_warm  # noqa: E402
from warpgym.synth import codegen  # noqa: E402
from warpgym.synth.harness_check import NOOP_KERNEL  # noqa: E402

HARNESS = ROOT / "env_server" / "harness"
TEMPLATE = ROOT / "env_server" / "templates" / "binding"


def select(kb: Path, levels: list[int], stride: int, per_level: int) -> list[Path]:
    """Every `stride`-th task of each level by its numeric id (1, 1+stride, ...), at most per_level."""
    out = []
    for lv in levels:
        files = sorted((kb / f"level{lv}").glob("*.py"), key=lambda p: int(re.match(r"\d+", p.name).group()))
        picked = [p for p in files if (int(re.match(r"\d+", p.name).group()) - 1) % stride == 0]
        out += picked[:per_level] if per_level else picked
    return out


def layout(ws: Path, task: Path) -> Path:
    shutil.rmtree(ws, ignore_errors=True)
    ws.mkdir(parents=True)
    shutil.copy(task, ws / "model.py")
    for name in ("binding.cpp", "binding_registry.h"):
        shutil.copy(TEMPLATE / name, ws / name)
    (ws / "kernels").mkdir()
    (ws / "kernels" / "warpgym_noop.cpp").write_text(NOOP_KERNEL)
    (ws / "model_new.py").write_text(codegen.identity_candidate(task.read_text()))
    return ws


def harness_argv(command: str, backend: str, task: Path, ws: Path, cache: Path, scratch: Path) -> list[str]:
    return [command, "--backend", backend, "--task-file", str(task), "--workspace", str(ws),
            "--template-dir", str(TEMPLATE), "--cache-dir", str(cache), "--scratch-dir", str(scratch),
            "--out", str(scratch / "result.json"), "--op-policy", "off"]


def judge(task: Path, backend: str, work: Path, cache: Path, env: dict[str, str], timeout: float) -> dict:
    ws, scratch = layout(work / "ws" / task.stem, task), work / "scratch" / task.stem
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir(parents=True)
    t0 = time.perf_counter()
    rec: dict = {"task": f"{task.parent.name}/{task.stem}"}
    try:
        code, _, log = harness_worker.invoke(harness_argv("evaluate", backend, task, ws, cache, scratch), env=env, timeout=timeout)
        out = scratch / "result.json"
        if out.exists():
            rec["verdict"] = json.loads(out.read_text())
        else:
            rec["error"] = f"exit {code}: {log[-1500:]}"
    except subprocess.TimeoutExpired:
        rec["error"] = f"timed out after {timeout:.0f} s"
    rec["seconds"] = round(time.perf_counter() - t0, 1)
    return rec


def row(rec: dict) -> tuple[str, bool]:
    v = rec.get("verdict") or {}
    p = v.get("profile") or {}
    f = lambda x, fmt="{:.4f}": "-" if x is None else fmt.format(x)  # noqa: E731
    flags = ",".join(v.get("flags") or [])
    paid = bool(v) and (v.get("reward") or -1) >= 1 and not v.get("infra_error") and not flags
    note = rec.get("error") or ("" if paid else (v.get("text") or "")[-300:])
    note = " ".join(note.split())[:160]
    line = (f"| {rec['task']} | {v.get('reward')} | {v.get('correct')} | {flags or '-'} | {f(p.get('candidate_ms'))} | "
            f"{f(p.get('eager_ms'))} | {f(p.get('compile_ms'))} | {f(p.get('noise_pct'), '{:.1f}')} | "
            f"{p.get('iterations') or '-'} | {f(p.get('seconds'), '{:.1f}')} | {rec['seconds']:.1f} | {note} |")
    return line, paid


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kernelbench", required=True, help="the KernelBench/ folder holding level1, level2, ...")
    ap.add_argument("--levels", default="1,2")
    ap.add_argument("--backend", choices=["cuda", "cpu"], default="cuda")
    ap.add_argument("--stride", type=int, default=4, help="take task ids 1, 1+stride, ... of each level")
    ap.add_argument("--per-level", type=int, default=25)
    ap.add_argument("--only", default="", help="comma-separated task stems: judge just these (any level)")
    ap.add_argument("--cache-dir", default="/tmp/kb-cache")
    ap.add_argument("--work", default="/tmp/kb-work")
    ap.add_argument("--jsonl", default=None)
    ap.add_argument("--warm-parallel", type=int, default=4)
    ap.add_argument("--timeout", type=float, default=240, help="seconds for one harness call")
    ap.add_argument("--deadline-s", type=float, default=0, help="start no task after this many seconds (0: none)")
    a = ap.parse_args()
    t_start = time.perf_counter()
    if a.only:  # the named tasks, whatever the stride and per-level selection would take
        tasks = [Path(a.kernelbench).resolve() / f"level{lv}" / f"{s}.py" for s in a.only.split(",")
                 for lv in (1, 2, 3) if (Path(a.kernelbench) / f"level{lv}" / f"{s}.py").exists()]
    else:
        tasks = select(Path(a.kernelbench).resolve(), [int(x) for x in a.levels.split(",")], a.stride, a.per_level)
    work, cache = Path(a.work), Path(a.cache_dir)
    for d in (work, cache):
        d.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(work / "inductor"))
    print(f"{len(tasks)} KernelBench tasks; warm-up {a.warm_parallel} at once", file=sys.stderr, flush=True)
    inductor_warm.warm_all(sys.executable, HARNESS, [(t.stem, t) for t in tasks], a.backend, env, a.warm_parallel,
                           a.timeout, lambda line: print(line, file=sys.stderr, flush=True))
    print(f"warm-up done at {time.perf_counter() - t_start:.0f} s", file=sys.stderr, flush=True)
    print("| task | reward | correct | flags | candidate ms | eager ms | compile ms | noise % | timed calls | profile s | s | note |")
    print("|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
    paid = bad = skipped = 0
    jl = open(a.jsonl, "a") if a.jsonl else None
    for t in tasks:
        if a.deadline_s and time.perf_counter() - t_start > a.deadline_s:
            skipped += 1
            continue
        rec = judge(t, a.backend, work, cache, env, a.timeout)
        line, ok = row(rec)
        paid, bad = paid + ok, bad + (not ok)
        print(line, flush=True)
        if jl:
            jl.write(json.dumps(rec) + "\n")
            jl.flush()
    print(f"\n{paid} paid, {bad} not paid (false reject or infra error), {skipped} not run (deadline); "
          f"{time.perf_counter() - t_start:.0f} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
