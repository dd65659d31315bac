#!/usr/bin/env python3
"""GPU check of the evaluation harness: `warpgym_harness.run evaluate --backend cuda` on every bundled CUDA
solution (tasks/demo_cuda/solutions/*/*/{reference,failing}, and any extra solution roots given),
printed as a table.  Exit status 1 if a reference is not paid (reward < 1), a failing solution
is paid, anything is an infra error, or a verdict breaks the contract's schema.  Last lines: the
schema check (every verdict valid; the key tree of every paid one, and its sha256, equal to the
schema's: the same JSON schema as the CPU backend's, which tests/harness/test_contract.py checks).

    python tools/device/cuda_harness_check.py --cache-dir /tmp/wg-cache [--out DIR] [--only SUBSTR[,SUBSTR...]]
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

from warpgym_harness.verdict import key_tree, schema_key_tree, tree_digest, validate

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "env_server" / "harness"  # holds warpgym_harness: the cwd of `python -m`
HARNESS_RUN = [sys.executable, "-m", "warpgym_harness.run"]
TEMPLATE = ROOT / "env_server" / "templates" / "binding"


def make_workspace(dst: Path, task: Path, solution: Path) -> Path:
    shutil.rmtree(dst, ignore_errors=True)
    dst.mkdir(parents=True)
    shutil.copy(task, dst / "model.py")
    for name in ("binding.cpp", "binding_registry.h"):
        shutil.copy(TEMPLATE / name, dst / name)
    shutil.copytree(solution, dst, dirs_exist_ok=True)
    return dst


def evaluate(task: Path, ws: Path, cache: Path, scratch: Path, extra: list[str]) -> dict:
    out = scratch / "result.json"
    cmd = [*HARNESS_RUN, "evaluate", "--backend", "cuda", "--task-file", str(task),
           "--workspace", str(ws), "--template-dir", str(TEMPLATE), "--cache-dir", str(cache),
           "--scratch-dir", str(scratch), "--out", str(out), *extra]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=900, cwd=HARNESS)
    if p.returncode != 0 or not out.exists():
        return {"infra_error": True, "text": p.stderr[-3000:], "flags": [], "reward": None}
    return json.loads(out.read_text())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache-dir", default="/tmp/wg-cache")
    ap.add_argument("--work", default="/tmp/wg-check")
    ap.add_argument("--out", default=None, help="write every verdict JSON here")
    ap.add_argument("--only", default="")
    ap.add_argument("--tasks-root", default=str(ROOT / "tasks" / "demo_cuda"))
    a = ap.parse_args()
    root = Path(a.tasks_root)
    sols = sorted(p for p in (root / "solutions").glob("level*/*/*") if p.is_dir() and any(o in str(p) for o in a.only.split(",")))
    bad = 0
    sandbox_notes: set[str] = set()
    invalid: list[str] = []
    trees: set[str] = set()
    print("| task | variant | reward | correct | candidate ms | eager ms | compile ms | x eager | x compile | noise % | flags | s |")
    print("|---|---|---:|---|---:|---:|---:|---:|---:|---:|---|---:|")
    for sol in sols:
        task = root / sol.parent.parent.name / (sol.parent.name + ".py")
        work = Path(a.work) / sol.parent.parent.name / sol.parent.name / sol.name
        ws = make_workspace(work / "ws", task, sol)
        t0 = time.perf_counter()
        r = evaluate(task, ws, Path(a.cache_dir), work / "scratch", [])
        dt = time.perf_counter() - t0
        p = r.get("profile") or {}
        f = lambda x, fmt="{:.4f}": "-" if x is None else fmt.format(x)  # noqa: E731
        print(f"| {sol.parent.parent.name}/{sol.parent.name} | {sol.name} | {r.get('reward')} | {r.get('correct')} | "
              f"{f(p.get('candidate_ms'))} | {f(p.get('eager_ms'))} | {f(p.get('compile_ms'))} | "
              f"{f(r.get('speedup_vs_eager'), '{:.2f}')} | {f(r.get('speedup_vs_compile'), '{:.2f}')} | "
              f"{f(p.get('noise_pct'), '{:.2f}')} | {','.join(r.get('flags') or [])[:80]} | {dt:.1f} |", flush=True)
        ok = (not r.get("infra_error")) and (
            (r.get("reward") or -1) >= 1 if sol.name == "reference" else r.get("reward") == -1)
        if not ok:
            bad += 1
            print(f"<details>{sol}: {r.get('text', '')[-2500:]}</details>", flush=True)
        sandbox_notes.add(str((r.get("provenance") or {}).get("sandbox")))
        errors = validate(r) if "infra_error" in r and "command" in r else ["not a verdict"]
        invalid += [f"{sol}: {e}" for e in errors[:3]]
        if not errors and (r.get("reward") or -1) >= 1:
            trees.add(tree_digest(key_tree(r)))
        if a.out:
            Path(a.out).mkdir(parents=True, exist_ok=True)
            (Path(a.out) / f"{sol.parent.parent.name}_{sol.parent.name}_{sol.name}.json").write_text(
                json.dumps(r, indent=1, default=str))
    print(f"\n{len(sols) - bad}/{len(sols)} verdicts as expected; candidate sandbox: {sorted(sandbox_notes)}")
    schema = tree_digest(schema_key_tree())
    print(f"verdict schema: {len(sols) - len({i.split(':')[0] for i in invalid})}/{len(sols)} valid"
          + "".join(f"\n  {i}" for i in invalid[:10]))
    print(f"key tree of the paid verdicts: {sorted(trees)}; the schema's: {schema}; "
          f"{'identical' if trees == {schema} else 'DIFFERENT'}")
    return 1 if bad or invalid or trees != {schema} else 0


if __name__ == "__main__":
    sys.exit(main())
