"""Timing of the candidate against cached eager / torch.compile baselines.

Contract (`profile`): uses a fixed-seed set of N_SETS input sets (the same for baselines and
candidate; rotated during timing), gets the baselines from baselines.get_baselines (trusted
process), times the candidate in its own process (candidate_runner profile mode, median of many
iterations after warm-up) and returns {compiled, eager_ms, compile_ms, candidate_ms,
speedup_vs_eager, speedup_vs_compile, noise_pct, iterations, seconds, text, infra_error,
flags, compile_note, baseline_cached}.  A reference that fails is infra_error; a candidate that
fails is flagged (candidate_crashed, candidate_timeout, ...) with infra_error false.
"""
from __future__ import annotations

import time
import traceback
from typing import Any

import torch

import task_loader
from baselines import get_baselines
from candidate_proc import run_candidate

N_SETS = 3
PROFILE_SEED = 4242


def _fmt(x: float | None, unit: str = "ms") -> str:
    return "n/a" if x is None else f"{x:.4f} {unit}"


def profile(task_file: str, workspace: str, module_dir: str, scratch: str, cache_dir: str,
            backend: str, timeout_s: float, target_s: float = 1.0) -> dict[str, Any]:
    t0 = time.perf_counter()
    res: dict[str, Any] = {"compiled": True, "eager_ms": None, "compile_ms": None, "candidate_ms": None,
                           "speedup_vs_eager": None, "speedup_vs_compile": None, "noise_pct": None,
                           "iterations": 0, "seconds": 0.0, "text": "", "infra_error": False,
                           "flags": [], "compile_note": None, "baseline_cached": None}
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    try:
        mod = task_loader.load_task(task_file)
        model, init_inputs = task_loader.build_reference(mod)
        sets = task_loader.make_input_sets(mod, [PROFILE_SEED + i for i in range(N_SETS)], [1.0] * N_SETS)
        task_loader.write_payload(scratch, init_inputs, model, sets)
        base = get_baselines(task_file, model, sets, cache_dir, backend, target_s)
    except Exception:
        res.update(infra_error=True, seconds=round(time.perf_counter() - t0, 3),
                   text="PROFILE: INFRA ERROR: the reference model failed (task problem, not yours)\n"
                        + traceback.format_exc()[-3000:])
        return res
    res.update(eager_ms=base["eager_ms"], compile_ms=base["compile_ms"], compile_note=base.get("compile_note"),
               baseline_cached=base.get("cached"))
    cr = run_candidate("profile", workspace, module_dir, scratch, timeout_s, target_s)
    st = cr["status"]
    if cr["timed_out"]:
        res["flags"] = ["candidate_timeout"]
        res["text"] = f"PROFILE: NOT OK -- candidate_timeout after {timeout_s:g}s"
    elif st is None or not st["ok"]:
        res["flags"] = list(st["flags"]) if st else ["candidate_crashed"]
        detail = (st.get("error") or "") + "\n" + (st.get("traceback") or "") if st else cr["output_tail"]
        res["text"] = f"PROFILE: NOT OK -- {','.join(res['flags'])}\n{detail[-2500:]}"
    else:
        tm = st["timing"]
        cand = tm["median_ms"]
        res.update(candidate_ms=cand, noise_pct=tm["noise_pct"], iterations=tm["iterations"])
        res["speedup_vs_eager"] = base["eager_ms"] / cand if cand > 0 else None
        if base["compile_ms"] is not None and cand > 0:
            res["speedup_vs_compile"] = base["compile_ms"] / cand
        sc = res["speedup_vs_compile"]
        res["text"] = (f"PROFILE: candidate {_fmt(cand)} (median of {tm['iterations']}, noise {tm['noise_pct']:.1f}%)\n"
                       f"  eager         {_fmt(base['eager_ms'])}  -> speedup {res['speedup_vs_eager']:.3f}x\n"
                       f"  torch.compile {_fmt(base['compile_ms'])}  -> speedup "
                       + (f"{sc:.3f}x" if sc is not None else f"n/a ({base.get('compile_note')})"))
    res["seconds"] = round(time.perf_counter() - t0, 3)
    res["text"] += f"\nbaselines {'cached' if base.get('cached') else 'measured now'}; total {res['seconds']:.2f}s"
    return res
