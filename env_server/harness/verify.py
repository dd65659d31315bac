"""Correctness check of the candidate against the trusted reference, in separate processes.

Contract (`verify`): builds the reference Model from the TRUSTED task file (fixed init seed),
draws N_TRIALS fresh input sets (fresh random seeds per call unless `seed` is given; value
ranges vary by SCALES), computes the reference outputs in this process, writes only
init inputs + state_dict + inputs to the scratch dir, runs the candidate in its own process
(candidate_proc), loads its outputs with weights_only=True and compares:
exact torch.Tensor type, shape, dtype, values (|a-b| <= atol + rtol*|b|, NaN == NaN) and that
the inputs were not mutated.  Returns {compiled, correct, trials, atol, rtol, max_abs_err,
max_rel_err, flags, seconds, text, infra_error}.  max_rel_err is max |a-b|/|b| over elements
with |b| > atol.  A reference that fails is infra_error=true (the task's fault, not the agent's).
"""
from __future__ import annotations

import os
import random
import time
import traceback
from typing import Any

import torch

import task_loader
from candidate_proc import run_candidate
from common import log

N_TRIALS = 5
SCALES = [1.0, 1.0, 0.5, 2.0, 1.0]
TOLERANCES = {
    "default": {torch.float32: 1e-4, torch.float16: 1e-2, torch.bfloat16: 1e-2, torch.float64: 1e-6},
    "cuda-agent": {},  # 1e-2 everywhere
}


def tolerance_for(dtype: torch.dtype, preset: str) -> float:
    if preset == "cuda-agent":
        return 1e-2
    return TOLERANCES["default"].get(dtype, 1e-4)


def fresh_seeds(seed: int | None, n: int) -> list[int]:
    if seed is None:
        rng = random.SystemRandom()
        return [rng.randrange(1, 2**31 - 1) for _ in range(n)]
    return [(seed * 1000003 + 7919 * i) % (2**31 - 1) for i in range(n)]


def compare(ref: torch.Tensor, cand: Any, preset: str) -> dict[str, Any]:
    r: dict[str, Any] = {"ok": False, "shape_ok": False, "dtype_ok": False,
                         "max_abs_err": None, "max_rel_err": None, "why": None}
    if type(cand) is not torch.Tensor:
        r["why"] = "not_a_tensor"
        return r
    r["shape_ok"] = tuple(cand.shape) == tuple(ref.shape)
    r["dtype_ok"] = cand.dtype == ref.dtype
    if not r["shape_ok"]:
        r["why"] = "shape_mismatch"
        return r
    if not r["dtype_ok"]:
        r["why"] = "dtype_mismatch"
        return r
    if cand.layout != torch.strided:
        r["why"] = "not_a_tensor"
        return r
    tol = tolerance_for(ref.dtype, preset)
    if ref.is_floating_point() or ref.is_complex():
        a, b = cand.double(), ref.double()
        both_nan = torch.isnan(a) & torch.isnan(b)
        diff = (a - b).abs().masked_fill(both_nan, 0.0)
        diff = torch.nan_to_num(diff, nan=float("inf"), posinf=float("inf"))
        ok = bool((diff <= tol + tol * b.abs().nan_to_num(0.0)).all())
        big = b.abs() > tol
        rel = (diff[big] / b.abs()[big]) if bool(big.any()) else diff.new_zeros(1)
        r["max_abs_err"] = float(diff.max()) if diff.numel() else 0.0
        r["max_rel_err"] = float(rel.max()) if rel.numel() else 0.0
    else:
        ok = bool(torch.equal(cand, ref))
        r["max_abs_err"] = 0.0 if ok else float((cand.double() - ref.double()).abs().max())
        r["max_rel_err"] = 0.0 if ok else None
    r["ok"] = ok
    if not ok:
        r["why"] = "wrong_values"
    return r


def _result(**kw: Any) -> dict[str, Any]:
    base = {"compiled": True, "correct": False, "trials": [], "atol": None, "rtol": None,
            "max_abs_err": None, "max_rel_err": None, "flags": [], "seconds": 0.0, "text": "",
            "infra_error": False}
    base.update(kw)
    return base


def verify(task_file: str, workspace: str, module_dir: str, scratch: str, seed: int | None,
           preset: str, timeout_s: float) -> dict[str, Any]:
    t0 = time.perf_counter()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    seeds = fresh_seeds(seed, N_TRIALS)
    try:
        mod = task_loader.load_task(task_file)
        model, init_inputs = task_loader.build_reference(mod)
        sets = task_loader.make_input_sets(mod, seeds, SCALES)
        with torch.no_grad():
            refs = [[o.detach() for o in task_loader.flatten_outputs(model(*s))] for s in sets]
        task_loader.write_payload(scratch, init_inputs, model, sets)
    except Exception:
        tb = traceback.format_exc()
        return _result(infra_error=True, seconds=round(time.perf_counter() - t0, 3),
                       text="VERIFY: INFRA ERROR: the reference model failed (task problem, not yours)\n"
                            + tb[-3000:])
    ref_dtype = refs[0][0].dtype if refs and refs[0] and isinstance(refs[0][0], torch.Tensor) else torch.float32
    atol = rtol = tolerance_for(ref_dtype, preset)
    log(f"reference ready ({N_TRIALS} input sets); running candidate")
    cr = run_candidate("verify", workspace, module_dir, scratch, timeout_s)
    st = cr["status"]
    res = _result(atol=atol, rtol=rtol)
    header = f"tolerance: atol={atol:g} rtol={rtol:g} ({preset}, {str(ref_dtype).replace('torch.', '')})"
    if cr["timed_out"]:
        res["flags"] = ["candidate_timeout"]
        res["text"] = (f"VERIFY: NOT OK -- candidate_timeout: your ModelNew did not finish within "
                       f"{timeout_s:g}s (process killed)\n" + cr["output_tail"][-1500:])
    elif st is None:
        res["flags"] = ["candidate_crashed"]
        res["text"] = (f"VERIFY: NOT OK -- candidate_crashed: the candidate process died (exit code "
                       f"{cr['returncode']}) before reporting\n--- output tail ---\n{cr['output_tail']}")
    elif not st["ok"]:
        res["flags"] = list(st["flags"])
        res["text"] = (f"VERIFY: NOT OK -- {','.join(st['flags'])} at stage {st['stage']}: {st['error']}\n"
                       + (st.get("traceback") or "")[-2500:])
    else:
        out = torch.load(os.path.join(scratch, "candidate_out.pt"), weights_only=True)
        flags: set[str] = set()
        lines = []
        all_abs, all_rel = [], []
        for i, (s, ref, cand) in enumerate(zip(seeds, refs, out["outputs"])):
            types = st["output_types"][i]
            trial = {"seed": s, "scale": SCALES[i], "ok": True, "max_abs_err": 0.0, "max_rel_err": 0.0,
                     "shape_ok": True, "dtype_ok": True}
            why = []
            if len(cand) != len(ref):
                trial.update(ok=False, shape_ok=False)
                why.append("output_count_mismatch")
            else:
                for k, (r_t, c_t) in enumerate(zip(ref, cand)):
                    c = compare(r_t, c_t, preset)
                    if c_t is None:
                        c["why"] = f"not_a_tensor"
                    trial["shape_ok"] &= c["shape_ok"]
                    trial["dtype_ok"] &= c["dtype_ok"]
                    for key in ("max_abs_err", "max_rel_err"):
                        if c[key] is not None:
                            trial[key] = max(trial[key], c[key])
                    if not c["ok"]:
                        trial["ok"] = False
                        why.append(c["why"] + (f" (output {k} is {types[k]})" if c["why"] == "not_a_tensor" else ""))
            if st["inputs_mutated"][i]:
                trial["ok"] = False
                why.append("input_mutated")
            flags.update(w.split(" ")[0] for w in why)
            all_abs.append(trial["max_abs_err"])
            all_rel.append(trial["max_rel_err"])
            res["trials"].append(trial)
            lines.append(f"  trial {i + 1} seed={s} scale={SCALES[i]:g}: {'OK' if trial['ok'] else 'NOT OK'}"
                         f"  max_abs_err={trial['max_abs_err']:.3e} max_rel_err={trial['max_rel_err']:.3e}"
                         + (f"  [{'; '.join(why)}]" if why else ""))
            if not trial["ok"] and "shape_mismatch" in flags:
                lines[-1] += f"  shapes: expected {[tuple(t.shape) for t in ref]}, got " \
                             f"{[tuple(t.shape) if isinstance(t, torch.Tensor) else None for t in cand]}"
        res["flags"] = sorted(flags)
        res["correct"] = not flags and len(res["trials"]) == N_TRIALS
        res["max_abs_err"] = max(all_abs) if all_abs else None
        res["max_rel_err"] = max(all_rel) if all_rel else None
        verdict = "OK" if res["correct"] else "NOT OK -- " + ",".join(res["flags"])
        n_ok = sum(t["ok"] for t in res["trials"])
        res["text"] = (f"VERIFY: {verdict} ({n_ok}/{N_TRIALS} trials passed)  max_abs_err="
                       f"{res['max_abs_err']:.3e} max_rel_err={res['max_rel_err']:.3e}\n" + "\n".join(lines))
    res["seconds"] = round(time.perf_counter() - t0, 3)
    res["text"] = res["text"].rstrip() + f"\n{header}; candidate process {cr['seconds']:.2f}s, total {res['seconds']:.2f}s"
    return res
