#!/usr/bin/env python3
"""warpgym harness CLI: compile | verify | profile | evaluate (see README.md).

    python env_server/harness/run.py {compile|verify|profile|evaluate} --backend cpu
        --task-file PATH --workspace DIR --template-dir DIR --cache-dir DIR --scratch-dir DIR
        --out FILE.json [--seed N] [--tolerance default|cuda-agent]
        [--reward-mode milestone|speedup|correctness] [--timeout-s N]

Contract: exit code 0 iff the result JSON was written (atomically).  Every result has "text"
(the observation for the model) and "infra_error" (true only when the environment failed).
Progress goes to stderr; stdout stays empty.  A crash of the harness itself is reported as
infra_error=true in the JSON when possible.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import time
import traceback
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import candidate_sandbox  # noqa: E402
from common import atomic_write_json, log  # noqa: E402

COMMANDS = ("compile", "verify", "profile", "evaluate")
HARNESS_VERSION = "2"


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
    ap.add_argument("--reward-mode", choices=["milestone", "speedup", "correctness"], default="milestone")
    ap.add_argument("--timeout-s", type=float, default=60.0, help="limit for each candidate request")
    ap.add_argument("--sandbox", choices=["auto", "off"], default="auto",
                    help="contain candidate processes (libwarpgym_sandbox_enter.so); auto: when usable here")
    ap.add_argument("--hide-dir", action="append", default=[],
                    help="directory the candidate must not see (the server's workdir); repeatable")
    ap.add_argument("--sandbox-uid", type=int, default=65534, help="uid/gid of the candidate when run as root")
    ap.add_argument("--op-policy", choices=["strict", "library-gemm", "off"], default="strict",
                    help="ATen ops allowed in the candidate's forward besides allocation/views/copies; "
                         "off: no fallback check at all (only for checking a task with its own reference "
                         "as the candidate, e.g. warpgym synth; the server never passes it)")
    ap.add_argument("--profile-target-s", type=float, default=0.5, help=argparse.SUPPRESS)
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


def _add_baselines(a: argparse.Namespace, res: dict) -> None:
    """A profile whose extension does not build still reports the times to beat (measured once
    per task and device, then cached): an agent learns its target before its first kernel
    compiles, and `warpgym bench --policy baselines` fills the baseline cache of a task set."""
    from profiler import baselines_only

    counter = _load_op_counter(a.cache_dir)
    res.update(baselines_only(a.task_file, a.cache_dir, "cuda" if a.backend == "cuda" else "cpu",
                              a.profile_target_s, counter))
    res["text"] = res["text"].rstrip() + "\n" + res.pop("baselines_text")


def _load_op_counter(cache_dir: str) -> Any:
    """The timed calls' op counter (op_counter.py), or None with a logged note."""
    import op_counter
    mod = op_counter.load(cache_dir)
    if mod is None:
        log(str(op_counter.note))
    return op_counter.Counter(mod) if mod is not None else None


def _candidates(a: argparse.Namespace, mdir: str, kinds: list[str]) -> dict:
    """Fork the candidate processes this command needs, before this process touches the GPU."""
    import torch  # noqa: F401  imported once here, before the fork, so candidates start warm
    import candidate_runner
    from candidate_proc import Candidate

    candidate_runner.warm_up()
    a.op_counter = None
    if "profile" in kinds:  # loaded here so that the candidate inherits it (it cannot see the cache)
        a.op_counter = _load_op_counter(a.cache_dir)
    plan = a.sandbox_plan  # decided once per call, in dispatch()
    out = {}
    for kind in kinds:
        private = _private_dir(a.scratch_dir, kind, plan.enabled)
        policy = None
        if plan.enabled:
            policy = candidate_sandbox.policy(workspace=a.workspace, private_dir=private, hide=a.hide_dir + [a.cache_dir],
                                              backend=a.backend, uid=a.sandbox_uid, timeout_s=a.timeout_s,
                                              kind=kind + getattr(a, "job_tag", ""))  # verify-batch: one cgroup per job
            candidate_sandbox.prepare_private_dir(private, a.sandbox_uid)
        out[kind] = Candidate(a.backend, a.workspace, mdir, private, policy=policy, guard_policy=a.op_policy)
    return out


def _tmpfs_root(sandboxed: bool) -> str | None:
    """A tmpfs for the candidate's private dir (the model payload, its log; outputs travel
    through tensor_exchange).  A sandboxed candidate gets a private /dev (its own shm), so it
    needs one outside /dev."""
    try:
        with open("/proc/mounts") as f:
            tmpfs = {line.split()[1] for line in f if line.split()[2:3] == ["tmpfs"]}
    except OSError:
        return None
    for root, parent in (("/dev/shm", "/dev/shm"), ("/run/warpgym", "/run")):
        if (root == "/dev/shm" and sandboxed) or parent not in tmpfs or not os.access(parent, os.W_OK):
            continue
        os.makedirs(root, mode=0o711, exist_ok=True)
        return root
    return None


def _private_dir(scratch: str, kind: str, sandboxed: bool) -> str:
    """Where a candidate gets its payload from this process: a fresh dir on a tmpfs when there
    is one (removed by Candidate.close()), else in the scratch dir."""
    root = _tmpfs_root(sandboxed)
    if root is not None:
        import tempfile
        return tempfile.mkdtemp(prefix=f"warpgym-{kind}-", dir=root)
    path = os.path.join(scratch, f"candidate-{kind}")
    shutil.rmtree(path, ignore_errors=True)
    return path


def dispatch(a: argparse.Namespace) -> dict:
    prep = _prepare(a)
    if isinstance(prep, dict):
        return prep
    comp, objects, cands = prep
    try:
        return _evaluate_parts(a, comp, objects[1:], cands)
    finally:
        for c in cands.values():
            c.close()


def _prepare(a: argparse.Namespace) -> dict | tuple[dict, list[str], dict]:
    """Compile, then fork the candidates (before this process touches the GPU): the finished
    result when the command ends here, else (compile result, objects, candidates)."""
    from compile_ext import build_dir, compile_workspace

    plan = a.sandbox_plan = candidate_sandbox.plan(a.sandbox)
    a.sandbox_note = plan.note
    jail = None
    if plan.enabled:
        jail = candidate_sandbox.compile_jail(workspace=a.workspace, out_dir=os.path.join(a.scratch_dir, "compile-out"),
                                              hide=a.hide_dir + [a.cache_dir], uid=a.sandbox_uid,
                                              template_dir=a.template_dir)
    t0 = time.perf_counter()
    comp = compile_workspace(a.workspace, a.template_dir, a.cache_dir, a.backend,
                             fresh=a.command == "evaluate", jail=jail)
    a.stage_seconds = {"compile_check": round(time.perf_counter() - t0, 3)}
    comp["sandboxed"] = jail is not None
    objects = comp.pop("_objects", [])
    if a.command == "compile":
        return comp
    if not comp["ok"]:
        if a.command == "evaluate":
            return _evaluate_result(a, comp, None, None)
        res = _not_compiled(a.command, comp)
        if a.command == "profile" and not comp["infra_error"]:
            _add_baselines(a, res)
        return res
    # A correctness reward pays no speed: its evaluate is compile + verify, no timing.
    timed = a.reward_mode != "correctness"
    kinds = {"verify": ["verify"], "profile": ["profile"], "evaluate": ["verify", "profile"] if timed else ["verify"]}[a.command]
    t0 = time.perf_counter()
    cands = _candidates(a, build_dir(a.workspace), kinds)
    a.stage_seconds["fork_candidates"] = round(time.perf_counter() - t0, 3)
    return comp, objects, cands


def _evaluate_parts(a: argparse.Namespace, comp: dict, kernel_objects: list[str], cands: dict) -> dict:
    import torch  # noqa: F401  (already imported by candidate_proc's callers; CUDA not initialised)

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    device = "cuda" if a.backend == "cuda" else "cpu"
    ver = prof = None
    if "verify" in cands:
        from verify import verify

        own = None
        if device == "cuda":
            try:
                import kernel_trace
                own = kernel_trace.own_kernel_names(kernel_objects)
            except ImportError:
                own = None
        ver = verify(a.task_file, cands["verify"], cands["verify"].private_dir, a.seed, a.tolerance,
                     a.timeout_s, device, own, a.op_policy)
        ver["provenance"] = provenance(a, device, comp)
        t0 = time.perf_counter()
        _static_flags(ver, kernel_objects, a.op_policy)
        ver["stage_seconds"] = {**a.stage_seconds, **ver.get("stage_seconds", {}),
                                "symbol_check": round(time.perf_counter() - t0, 3)}
        if a.command == "verify":
            ver["text"] = comp["text"].splitlines()[0] + "\n" + ver["text"]
            return ver
        if ver["infra_error"] or not ver["correct"] or "profile" not in cands:
            return _evaluate_result(a, comp, ver, None)
    from profiler import profile

    prof = profile(a.task_file, cands["profile"], cands["profile"].private_dir, a.cache_dir, device,
                   a.timeout_s, a.profile_target_s, a.op_policy, getattr(a, "op_counter", None))
    prof["provenance"] = provenance(a, device, comp)
    prof["stage_seconds"] = {**a.stage_seconds, **prof.get("stage_seconds", {})}
    if a.command == "profile":
        return prof
    return _evaluate_result(a, comp, ver, prof)


def _static_flags(ver: dict, kernel_objects: list[str], policy: str) -> None:
    """What the kernels' objects link against (symbol_check) makes the verdict not correct too."""
    import symbol_check

    found = symbol_check.scan(kernel_objects, policy)
    if found and not ver["infra_error"]:
        ver["flags"] = sorted(set(ver["flags"]) | set(found))
        ver["correct"] = False
        ver["text"] = (ver["text"].replace("VERIFY: OK", "VERIFY: NOT OK -- " + ",".join(found), 1)
                       + "\n  your kernels link against: " + ", ".join(found))


def provenance(a: argparse.Namespace, device: str, comp: dict) -> dict:
    """What a verdict depends on, so any reward can be audited and re-scored later."""
    import device_info
    from common import sha256_file

    sources = {}
    for d in (a.workspace, os.path.join(a.workspace, "kernels")):
        for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            p = os.path.join(d, name)
            if os.path.isfile(p) and not os.path.islink(p) and name.endswith((".py", ".cu", ".cpp", ".h", ".cuh")):
                sources[os.path.relpath(p, a.workspace)] = sha256_file(p)[:16]
    try:
        ident = device_info.identity(device)
    except Exception as e:  # provenance must never fail a verdict
        ident = {"device": device, "error": str(e)[:200]}
    return {"harness_version": HARNESS_VERSION, "device": ident, "sandbox": getattr(a, "sandbox_note", None), "task_sha256": sha256_file(a.task_file)[:16],
            "sources_sha256": sources, "tolerance": a.tolerance, "op_policy": a.op_policy,
            "seed": a.seed, "compile_flags_key": comp.get("flags_key")}


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
    if a.reward_mode in ("milestone", "correctness"):
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


def _not_dumpable() -> None:
    try:  # no same-uid process (a candidate without its sandbox) may read this one's memory
        import ctypes
        ctypes.CDLL(None).prctl(4, 0)  # PR_SET_DUMPABLE 0
    except (OSError, AttributeError):
        pass


def _setup(a: argparse.Namespace) -> None:
    for d in (a.cache_dir, a.scratch_dir):
        os.makedirs(d, exist_ok=True)
    os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", os.path.join(os.path.abspath(a.cache_dir), "inductor"))
    for attr in ("workspace", "template_dir", "cache_dir", "scratch_dir", "task_file", "out"):
        setattr(a, attr, os.path.abspath(getattr(a, attr)))


def _crashed(a: argparse.Namespace) -> dict:
    tb = traceback.format_exc()
    log(tb)
    return {"text": f"{a.command.upper()}: INFRA ERROR: the harness failed\n{tb[-3000:]}", "infra_error": True}


def _write(a: argparse.Namespace, result: dict, seconds: float) -> int:
    result.setdefault("infra_error", False)
    result["command"] = a.command
    result["harness_seconds"] = round(seconds, 3)
    try:
        atomic_write_json(a.out, result)
    except OSError as e:
        log(f"cannot write {a.out}: {e}")
        return 2
    log(f"{a.command} done in {result['harness_seconds']:.2f}s -> {a.out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] == ["verify-batch"]:
        import verify_batch
        return verify_batch.main(args[1:])
    a = parse_args(args)
    _not_dumpable()
    t0 = time.perf_counter()
    _setup(a)
    try:
        result = dispatch(a)
    except Exception:
        result = _crashed(a)
    return _write(a, result, time.perf_counter() - t0)


if __name__ == "__main__":
    sys.exit(main())
