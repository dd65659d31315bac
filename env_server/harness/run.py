#!/usr/bin/env python3
"""warpgym harness CLI: compile | verify | profile | evaluate (see README.md).

    python env_server/harness/run.py {compile|verify|profile|evaluate} --backend cpu
        --task-file PATH --workspace DIR --template-dir DIR --cache-dir DIR --scratch-dir DIR
        --out FILE.json [--seed N] [--tolerance default|cuda-agent]
        [--reward-mode milestone|speedup] [--timeout-s N]

Contract: exit code 0 iff the result JSON was written (atomically).  Every result has "text"
(the observation for the model) and "infra_error" (true only when the environment failed).
Progress goes to stderr; stdout stays empty.  A crash of the harness itself is reported as
infra_error=true in the JSON when possible.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from common import atomic_write_json, log  # noqa: E402

COMMANDS = ("compile", "verify", "profile", "evaluate")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="run.py", description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=COMMANDS)
    ap.add_argument("--backend", choices=["cpu", "cuda"], default="cpu")
    ap.add_argument("--task-file", required=True)
    ap.add_argument("--workspace", required=True)
    ap.add_argument("--template-dir", required=True)
    ap.add_argument("--cache-dir", required=True)
    ap.add_argument("--scratch-dir", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--tolerance", choices=["default", "cuda-agent"], default="default")
    ap.add_argument("--reward-mode", choices=["milestone", "speedup"], default="milestone")
    ap.add_argument("--timeout-s", type=float, default=60.0, help="limit for each candidate process")
    ap.add_argument("--profile-target-s", type=float, default=1.0, help=argparse.SUPPRESS)
    return ap.parse_args(argv)


def _not_compiled(kind: str, comp: dict) -> dict:
    text = f"{kind.upper()}: NOT OK -- not_compiled: the extension does not build\n{comp['text']}"
    if kind == "verify":
        return {"compiled": False, "correct": False, "trials": [], "atol": None, "rtol": None,
                "max_abs_err": None, "max_rel_err": None, "flags": ["not_compiled"],
                "seconds": comp["seconds"], "text": text, "infra_error": comp["infra_error"]}
    return {"compiled": False, "eager_ms": None, "compile_ms": None, "candidate_ms": None,
            "speedup_vs_eager": None, "speedup_vs_compile": None, "noise_pct": None, "iterations": 0,
            "flags": ["not_compiled"], "seconds": comp["seconds"], "text": text,
            "infra_error": comp["infra_error"]}


def dispatch(a: argparse.Namespace) -> dict:
    from compile_ext import build_dir, compile_workspace

    if a.backend == "cuda":
        return {"text": "backend 'cuda' is not available on this machine (no GPU / nvcc); use --backend cpu",
                "infra_error": True, "compiled": False, "ok": False}
    comp = compile_workspace(a.workspace, a.template_dir, a.cache_dir, a.backend,
                             fresh=a.command == "evaluate")
    if a.command == "compile":
        return comp
    if not comp["ok"]:
        if a.command == "evaluate":
            return _evaluate_result(a, comp, None, None)
        return _not_compiled(a.command, comp)
    mdir = build_dir(a.workspace)
    import torch  # the one torch import of this process  # noqa: F401

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    if a.command in ("verify", "evaluate"):
        from verify import verify

        ver = verify(a.task_file, a.workspace, mdir, a.scratch_dir, a.seed, a.tolerance, a.timeout_s)
        if a.command == "verify":
            ver["text"] = comp["text"].splitlines()[0] + "\n" + ver["text"]
            return ver
        if ver["infra_error"] or not ver["correct"]:
            return _evaluate_result(a, comp, ver, None)
    from profiler import profile

    prof = profile(a.task_file, a.workspace, mdir, a.scratch_dir, a.cache_dir, a.backend, a.timeout_s,
                   a.profile_target_s)
    if a.command == "profile":
        return prof
    return _evaluate_result(a, comp, ver, prof)


def _evaluate_result(a: argparse.Namespace, comp: dict, ver: dict | None, prof: dict | None) -> dict:
    from reward import compute

    compiled = bool(comp["ok"])
    correct = bool(ver and ver["correct"])
    infra = bool(comp["infra_error"] or (ver and ver["infra_error"]) or (prof and prof["infra_error"]))
    flags: list[str] = []
    if not compiled:
        flags.append("not_compiled")
    for part in (ver, prof):
        for f in (part or {}).get("flags", []):
            if f not in flags:
                flags.append(f)
    if prof and prof["flags"]:  # the candidate failed while being timed: not a valid solution
        correct = False
    cand = prof["candidate_ms"] if prof else None
    eager = prof["eager_ms"] if prof else None
    comp_ms = prof["compile_ms"] if prof else None
    reward = compute(a.reward_mode, compiled, correct, cand, eager, comp_ms)
    if a.reward_mode == "milestone":
        reward = int(reward)
    parts = [comp["text"]]
    if ver:
        parts.append(ver["text"])
    if prof:
        parts.append(prof["text"])
    verdict = "infra error (not scored)" if infra else f"reward {reward} ({a.reward_mode})"
    parts.append(f"EVALUATE: compiled={compiled} correct={correct} -> {verdict}"
                 + (f"  flags: {','.join(flags)}" if flags else ""))
    return {"compiled": compiled, "correct": correct, "reward": reward,
            "speedup_vs_eager": prof["speedup_vs_eager"] if prof else None,
            "speedup_vs_compile": prof["speedup_vs_compile"] if prof else None,
            "flags": flags, "compile": comp, "verify": ver, "profile": prof,
            "text": "\n".join(parts), "infra_error": infra}


def main(argv: list[str] | None = None) -> int:
    a = parse_args(argv)
    t0 = time.perf_counter()
    for d in (a.cache_dir, a.scratch_dir):
        os.makedirs(d, exist_ok=True)
    os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", os.path.join(os.path.abspath(a.cache_dir), "inductor"))
    for attr in ("workspace", "template_dir", "cache_dir", "scratch_dir", "task_file", "out"):
        setattr(a, attr, os.path.abspath(getattr(a, attr)))
    try:
        result = dispatch(a)
    except Exception:
        tb = traceback.format_exc()
        log(tb)
        result = {"text": f"{a.command.upper()}: INFRA ERROR: the harness failed\n{tb[-3000:]}",
                  "infra_error": True}
    result.setdefault("infra_error", False)
    result["command"] = a.command
    result["harness_seconds"] = round(time.perf_counter() - t0, 3)
    try:
        atomic_write_json(a.out, result)
    except OSError as e:
        log(f"cannot write {a.out}: {e}")
        return 2
    log(f"{a.command} done in {result['harness_seconds']:.2f}s -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
