"""Timing of the candidate against cached eager / torch.compile baselines.

Contract (`profile`): N_SETS fixed-seed input sets (generated on the device; the same for
baselines and candidate) are timed with timing.Timer: L2 flushed between calls, sets rotated and
refreshed in place, median of many calls.  Baselines come from baselines.get_baselines (this,
trusted, process); the candidate is timed in its own process (a `Candidate` forked before this
process touched the GPU).  If the candidate's noise is above NOISE_LIMIT_PCT it is measured once
more with twice the time and the quieter run is kept.  Afterwards the candidate's last outputs
on the refreshed inputs are checked against the reference (`stale_output`: cached or lazy
results), and its account of the run is cross-checked: patched timers (`timer_tampering`), work
still running after forward returned (`side_stream_work`), threads left alive
(`background_thread`), persisting-L2 carve-outs (`l2_persistence`), a time below the device's
memory-bandwidth floor (`implausible_speedup`).  Any flag means the timing is not paid.
Returns {compiled, eager_ms, compile_ms, candidate_ms, speedup_vs_eager, speedup_vs_compile,
noise_pct, iterations, seconds, text, infra_error, flags, compile_note, baseline_cached,
excess_ms, floor_ms}.  A reference that fails is infra_error; a candidate that fails is flagged.
"""
from __future__ import annotations

import os
import time
import traceback
from typing import Any

import torch

import device_info
import task_loader
from baselines import get_baselines
from candidate_checks import Failure, Session
from candidate_proc import Candidate
from common import StageClock
from timing import Timer
from verify import compare

N_SETS = 3
PROFILE_SEED = 4242
NOISE_LIMIT_PCT = 2.0
# The outside check of the reported per-call time: k calls back to back worth ~BATCH_S by the
# report must finish within BATCH_SLACK x that + per-call launch/Python slack + 50 ms.
BATCH_S, BATCH_MAX_CALLS, BATCH_SLACK, BATCH_PER_CALL_S = 0.2, 2000, 3.0, 50e-6


def _fmt(x: float | None, unit: str = "ms") -> str:
    return "n/a" if x is None else f"{x:.4f} {unit}"


def _bytes(tensors: list) -> int:
    return sum(t.numel() * t.element_size() for t in tensors if isinstance(t, torch.Tensor))


def _empty(**kw: Any) -> dict[str, Any]:
    res = {"compiled": True, "eager_ms": None, "compile_ms": None, "candidate_ms": None,
           "speedup_vs_eager": None, "speedup_vs_compile": None, "noise_pct": None, "iterations": 0,
           "seconds": 0.0, "text": "", "infra_error": False, "flags": [], "compile_note": None,
           "baseline_cached": None, "excess_ms": None, "floor_ms": None}
    res.update(kw)
    return res


def profile(task_file: str, cand: Candidate, private_dir: str, cache_dir: str, device: str, timeout_s: float,
            target_s: float = 0.5, guard_policy: str = "strict", counter: Any = None) -> dict[str, Any]:
    """`counter`: an op_counter.Counter when the op counter was loaded before the candidate was
    forked (the candidate then counts its timed calls' ops); the baselines are timed through the
    same wrapper so both sides pay its cost."""
    t0 = time.perf_counter()
    clock = StageClock()
    try:  # the candidate starts up (device, imports) meanwhile: it was forked before this touched the GPU
        model, init_inputs, sets, base = _reference_and_baselines(task_file, cache_dir, device, target_s, counter)
        payload = task_loader.write_model_payload(os.path.join(private_dir, "model.pt"), init_inputs, model)
        inputs = task_loader.input_recipe(task_file, private_dir, [PROFILE_SEED + i for i in range(N_SETS)],
                                          [1.0] * N_SETS)
        with torch.no_grad():
            out_bytes = _bytes(task_loader.flatten_outputs(model(*sets[0])))
    except Exception:
        return _empty(infra_error=True, seconds=round(time.perf_counter() - t0, 3),
                      text="PROFILE: INFRA ERROR: the reference model failed (task problem, not yours)\n"
                           + traceback.format_exc()[-3000:])
    clock.mark("reference_and_baselines")
    why = cand.start_failure(timeout_s)
    clock.mark("candidate_start")
    if why is not None:
        return _empty(infra_error=True, text=f"PROFILE: INFRA ERROR: the candidate process could not start ({why})")
    res = _empty(eager_ms=base["eager_ms"], compile_ms=base["compile_ms"], compile_note=base.get("compile_note"),
                 baseline_cached=base.get("cached"))
    bw = device_info.peak_bandwidth_gbs(device)
    if bw:
        res["floor_ms"] = (_bytes(sets[0]) + out_bytes) / (bw * 1e9) * 1e3
    session = Session(cand, timeout_s, "PROFILE")
    failure = session.start(payload, inputs)
    clock.mark("load_and_inputs")
    run = None
    if failure is None:
        run = _timed(session, target_s, timeout_s, clock)
        if not isinstance(run, Failure) and (run["timing"]["noise_pct"] or 0) > NOISE_LIMIT_PCT:
            again = _timed(session, 2 * target_s, timeout_s, clock)
            if isinstance(again, Failure) or (again["timing"]["noise_pct"] or 0) < run["timing"]["noise_pct"]:
                run = again
        if isinstance(run, Failure):
            failure = run
    if failure is not None:
        res["flags"], res["text"] = failure
    else:
        _judge(res, run, base, model, sets, device, target_s)
        _judge_timed_ops(res, run, guard_policy, expected=counter is not None)
        clock.mark("judge")
    res["stage_seconds"] = clock.seconds
    res["seconds"] = round(time.perf_counter() - t0, 3)
    res["text"] += f"\nbaselines {'cached' if base.get('cached') else 'measured now'}; total {res['seconds']:.2f}s"
    return res


def _reference_and_baselines(task_file: str, cache_dir: str, device: str, target_s: float,
                             counter: Any) -> tuple[torch.nn.Module, list, list[list], dict[str, Any]]:
    """The reference model, its init inputs, the profile's input sets and the baselines."""
    mod = task_loader.load_task(task_file)
    model, init_inputs = task_loader.build_reference(mod, device)
    sets = task_loader.make_input_sets(mod, [PROFILE_SEED + i for i in range(N_SETS)], [1.0] * N_SETS, device)
    base = get_baselines(task_file, model, sets, cache_dir, device, Timer(device), target_s,
                         wrap=counter.wrap if counter is not None else None)
    return model, init_inputs, sets, base


def baselines_only(task_file: str, cache_dir: str, device: str, target_s: float = 0.5,
                   counter: Any = None) -> dict[str, Any]:
    """The eager and torch.compile times of the task (get_baselines: cached, else measured now
    exactly as `profile` measures them), for a profile with no candidate to time.  Returns
    {eager_ms, compile_ms, compile_note, baseline_cached, baselines_text}, or infra_error with
    the reference's traceback in baselines_text."""
    try:
        base = _reference_and_baselines(task_file, cache_dir, device, target_s, counter)[3]
    except Exception:
        return {"infra_error": True, "baselines_text": "baselines: INFRA ERROR: the reference model failed "
                "(task problem, not yours)\n" + traceback.format_exc()[-3000:]}
    sc = base["compile_ms"]
    return {"eager_ms": base["eager_ms"], "compile_ms": sc, "compile_note": base.get("compile_note"),
            "baseline_cached": base.get("cached"),
            "baselines_text": f"times to beat: eager {_fmt(base['eager_ms'])}, torch.compile "
                              + (_fmt(sc) if sc is not None else f"n/a ({base.get('compile_note')})")}


def _timed(session: Session, target_s: float, timeout_s: float, clock: StageClock) -> dict | Failure:
    w0 = time.perf_counter()
    r = session.request({"cmd": "time", "target_s": target_s}, "timing", timeout_s=timeout_s + 10 * target_s)
    if isinstance(r, Failure):
        return r
    r["wall_s"] = time.perf_counter() - w0
    clock.mark("timing")
    try:  # the outside check of the reported per-call time: k back-to-back calls, ~BATCH_S worth
        k = int(min(BATCH_MAX_CALLS, max(1, BATCH_S / max(float(r["timing"]["median_ms"]) / 1e3, 1e-6))))
    except (KeyError, TypeError, ValueError):
        k = 1
    b0 = time.perf_counter()
    batch = session.request({"cmd": "batch", "k": k}, "the batch check", timeout_s=timeout_s + 10 * target_s)
    if isinstance(batch, Failure):
        return batch
    r["batch"] = {"k": k, "wall_s": time.perf_counter() - b0}
    clock.mark("batch_check")
    saved = session.request({"cmd": "timed_outputs", "window": 0}, "saving the timed outputs")
    if isinstance(saved, Failure):
        return saved
    try:  # read now: a second timing run reuses the window
        inputs, _ = session.read_values(saved.get("inputs"), 0)
        outs, _ = session.read_values(saved.get("outputs"), 0)
        r["kept"] = (int(saved["set"]), inputs, outs)
    except Exception as e:
        r["kept"] = f"{type(e).__name__}: {e}"[:300]
    clock.mark("timed_outputs")
    return r


def _judge_timed_ops(res: dict, run: dict, policy: str, expected: bool) -> None:
    """Ops the candidate dispatched during its timed calls (op_counter.py): the timed path must
    obey the same allowlist as verify's watched calls."""
    import op_counter

    t = run.get("timed_ops")
    res["timed_ops_checked"] = isinstance(t, dict)
    flags: list[str] = []
    if not isinstance(t, dict):
        if expected:
            flags.append("guard_tampering")
            res["text"] += "\n  the timed calls' op count is missing"
    else:
        ops = t.get("ops") if isinstance(t.get("ops"), dict) else {}
        flags += op_counter.violations({str(k): v for k, v in ops.items()}, policy)
        if t.get("marks") != t.get("calls"):
            flags.append("guard_tampering")
            res["text"] += (f"\n  op counting was switched off inside forward ({t.get('marks')} of "
                            f"{t.get('calls')} timed calls ended counted)")
        if flags[:1] and flags[0].startswith("fallback_op:"):
            res["text"] += "\n  torch ops ran in the timed calls: " + ", ".join(
                f for f in flags if f.startswith("fallback_op:"))
    if flags:
        res["flags"] = sorted(set(res["flags"]) | set(flags))
        body = res["text"]
        if body.startswith("PROFILE: NOT OK -- "):
            body = body.split("\n", 1)[1] if "\n" in body else ""
        res["text"] = "PROFILE: NOT OK -- " + ",".join(res["flags"]) + "\n" + body.removeprefix("PROFILE: ")


def _same_values(got: list, trusted: list) -> bool:
    """The timed call's inputs are the trusted set with each floating tensor's values rearranged
    (Timer.refresh rolls them): same shapes and dtypes, same multiset of values; others equal."""
    if len(got) != len(trusted):
        return False
    for g, t in zip(got, trusted):
        if isinstance(t, torch.Tensor):
            if type(g) is not torch.Tensor or g.shape != t.shape or g.dtype != t.dtype:
                return False
            g = g.to(t.device)
            if t.is_floating_point():
                if not torch.equal(torch.sort(g.reshape(-1)).values, torch.sort(t.reshape(-1)).values):
                    return False
            elif not torch.equal(g, t):
                return False
        elif g != t:
            return False
    return True


def _judge(res: dict, run: dict, base: dict, model: torch.nn.Module, sets: list[list], device: str,
           target_s: float) -> None:
    tm = run["timing"]
    flags: list[str] = []
    notes: list[str] = []
    try:
        cand_ms = float(tm["median_ms"])
        iters = int(tm["iterations"])
        sum_ms, excess = float(tm["sum_ms"]), float(tm["excess_ms"])
    except Exception as e:
        res["flags"] = ["candidate_crashed"]
        res["text"] = f"PROFILE: NOT OK -- candidate_crashed: malformed timing report ({e})"
        return
    if run.get("tampered"):
        flags.append("timer_tampering")
        notes.append(f"patched while timing: {', '.join(map(str, run['tampered']))[:300]}")
    if sum_ms / 1e3 > run["wall_s"]:  # more time in calls than the whole request took
        flags.append("timer_tampering")
        notes.append(f"reported {sum_ms / 1e3:.3f}s of calls in a {run['wall_s']:.3f}s run")
    k, batch_s = run["batch"]["k"], run["batch"]["wall_s"]
    allowed_s = BATCH_SLACK * k * cand_ms / 1e3 + k * BATCH_PER_CALL_S + 0.05
    if batch_s > allowed_s:
        flags.append("timer_tampering")
        notes.append(f"{k} back-to-back calls took {batch_s:.3f}s from outside; the reported "
                     f"{cand_ms:.4f} ms per call allows at most {allowed_s:.3f}s")
    limit = base.get("eager_excess_ms", 0.0) + max(0.02, 0.2 * cand_ms)
    if excess > limit:
        flags.append("side_stream_work")
        notes.append(f"work still running {excess:.3f} ms after forward returned (allowed {limit:.3f} ms)")
    if run.get("python_threads"):
        flags.append("background_thread")
    if int(run.get("l2_persisting_bytes") or 0) > 0:
        flags.append("l2_persistence")
    if res["floor_ms"] and cand_ms < 0.8 * res["floor_ms"]:
        flags.append("implausible_speedup")
        notes.append(f"{cand_ms:.4f} ms is below the memory-bandwidth floor {res['floor_ms']:.4f} ms")
    try:
        if not isinstance(run["kept"], tuple):
            raise ValueError(run["kept"])
        k, inputs, outs = run["kept"]
        if not 0 <= k < len(sets) or not _same_values(inputs, sets[k]):
            flags.append("input_tampering")
            notes.append("the inputs of the timed calls are not the trusted input set (rearranged)")
        else:
            with torch.no_grad():
                ref = task_loader.flatten_outputs(model(*inputs))
            if len(ref) != len(outs) or not all(compare(r, o, "cuda-agent")["ok"] for r, o in zip(ref, outs)):
                flags.append("stale_output")
                notes.append("the output of a timed call does not match the reference on its inputs")
    except Exception as e:
        flags.append("stale_output")
        notes.append(f"timed outputs unreadable ({type(e).__name__})")
    res.update(candidate_ms=cand_ms, noise_pct=tm.get("noise_pct"), iterations=iters, excess_ms=excess,
               flags=sorted(set(flags)))
    res["speedup_vs_eager"] = base["eager_ms"] / cand_ms if cand_ms > 0 else None
    if base["compile_ms"] is not None and cand_ms > 0:
        res["speedup_vs_compile"] = base["compile_ms"] / cand_ms
    sc = res["speedup_vs_compile"]
    head = "PROFILE: NOT OK -- " + ",".join(res["flags"]) + "\n" if res["flags"] else "PROFILE: "
    res["text"] = (f"{head}candidate {_fmt(cand_ms)} (median of {iters}, noise {tm.get('noise_pct') or 0:.1f}%)\n"
                   f"  eager         {_fmt(base['eager_ms'])}  -> speedup {res['speedup_vs_eager']:.3f}x\n"
                   f"  torch.compile {_fmt(base['compile_ms'])}  -> speedup "
                   + (f"{sc:.3f}x" if sc is not None else f"n/a ({base.get('compile_note')})")
                   + "".join(f"\n  {n}" for n in notes))
