#!/usr/bin/env python3
"""GPU check: the same ReLU kernel in the typed binding form (the bundled reference), in the
module-callback form (CUDA Agent's: pybind11 in the binding file) and in KernelBench's
load_inline form, each through `warpgym eval --backend cuda` (one at a time); the
rewards must be equal and >= 1 with no flag.  A table on stdout; exit status 1 otherwise.
`--task` judges the forms on another ReLU task (KernelBench's level1/19_ReLU: 6 GiB a tensor),
`--form` only some of them; each row also gives the verdict's seconds per stage.

    python tools/device/forms_check.py --cache-dir /tmp/wg-cache [--task F] [--form typed]
"""
from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tools")]
from warpgym.cli import evaluate  # noqa: E402

TASK = ROOT / "tasks" / "demo_cuda" / "level1" / "1_ReLU.py"
TYPED = ROOT / "tasks" / "demo_cuda" / "solutions" / "level1" / "1_ReLU" / "reference"
FORMS_DIR = ROOT / "tests" / "harness" / "binding_forms"


def module_callback(into: Path) -> Path:
    """The typed reference's kernel file beside the module-callback binding and its ModelNew."""
    sol = into / "module_callback"
    shutil.copytree(FORMS_DIR / "level1_1_ReLU_module_callback_cuda", sol)
    shutil.copy(TYPED / "kernels" / "relu.cu", sol / "kernels" / "relu.cu")
    return sol


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache-dir", default="/tmp/wg-cache")
    ap.add_argument("--task", type=Path, default=TASK, help="a ReLU task file (default: the bundled demo's)")
    ap.add_argument("--form", action="append", choices=["typed", "module_callback", "load_inline"])
    a = ap.parse_args()
    print("| form | compiled | correct | reward | flags | candidate ms | x eager | peak GPU MiB (trusted) | s | seconds per stage |")
    print("|---|---|---|---:|---|---:|---:|---:|---:|---|")
    rewards = {}
    tmp = Path(tempfile.mkdtemp(prefix="warpgym-forms-"))
    forms = {"typed": TYPED, "module_callback": module_callback(tmp),
             "load_inline": FORMS_DIR / "level1_1_ReLU_load_inline_cuda" / "model_new.py"}
    for form, sol in forms.items():
        if a.form and form not in a.form:
            continue
        t0 = time.perf_counter()
        v = evaluate("cuda", a.task, sol, cache_dir=a.cache_dir, python=sys.executable, timeout_s=900)
        spent = time.perf_counter() - t0
        stages = " ".join(f"{k} {s:.1f}" for k, s in (v.get("stage_seconds") or {}).items())
        rewards[form] = (v.get("reward"), tuple(v.get("flags") or []))
        peak = ((v.get("provenance") or {}).get("peak_memory_mb") or {}).get("gpu_reserved")
        print(f"| {form} | {v.get('compiled')} | {v.get('correct')} | {v.get('reward')} | "
              f"{','.join(v.get('flags') or []) or '-'} | {v.get('candidate_ms')} | {v.get('speedup_vs_eager')} | {peak} | {spent:.1f} | {stages} |",
              flush=True)
        if not v.get("compiled") or not v.get("correct"):
            print(f"<details>{form}: {(v.get('text') or v.get('error') or '')[-2500:]}</details>")
    ok = len(set(rewards.values())) == 1 and all(r >= 1 and not f for r, f in rewards.values() if r is not None)
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"\nforms judged alike: {ok} {rewards}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
