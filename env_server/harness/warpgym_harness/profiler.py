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
Returns a ProfileResult (verdict.py; render.py writes its text).  A reference that fails is
infra_error; a candidate that fails is flagged.
"""
from __future__ import annotations

import os
import time
import traceback
from typing import Any

import torch

from . import contract, device_info, task_loader
from .baselines import get_baselines
from .candidate_checks import Failure, Session
from .candidate_proc import Candidate
from .common import StageClock
from .timing import Timer
from .verdict import REFERENCE_FAILED, ProfileResult, infra_failure
from .verify import compare

N_SETS = 3
PROFILE_SEED = 4242
NOISE_LIMIT_PCT = 2.0
# The outside check of the reported per-call time: k calls back to back worth ~BATCH_S by the
# report must finish within BATCH_SLACK x that + per-call launch/Python slack + 50 ms.
BATCH_S, BATCH_MAX_CALLS, BATCH_SLACK, BATCH_PER_CALL_S = 0.2, 2000, 3.0, 50e-6


def _bytes(tensors: list) -> int:
    return sum(t.numel() * t.element_size() for t in tensors if isinstance(t, torch.Tensor))


def _with_baselines(res: ProfileResult, base: dict[str, Any]) -> None:
    res.eager_ms, res.compile_ms = base["eager_ms"], base["compile_ms"]
    res.compile_note, res.baseline_cached = base.get("compile_note"), base.get("cached")


def profile(task_file: str, cand: Candidate, private_dir: str, cache_dir: str, device: str, timeout_s: float,
            target_s: float = 0.5, guard_policy: str = contract.OP_POLICY_STRICT,
            counter: Any = None) -> ProfileResult:
    """`counter`: an op_counter.Counter when the op counter was loaded before the candidate was
    forked (the candidate then counts its timed calls' ops); the baselines are timed through the
    same wrapper so both sides pay its cost."""
    t0 = time.perf_counter()
    clock = StageClock()
    res = ProfileResult()
    try:  # the candidate starts up (device, imports) meanwhile: it was forked before this touched the GPU
        model, init_inputs, sets, base = _reference_and_baselines(task_file, cache_dir, device, target_s, counter)
        payload = task_loader.write_model_payload(os.path.join(private_dir, "model.pt"), init_inputs, model)
        inputs = task_loader.input_recipe(task_file, private_dir, [PROFILE_SEED + i for i in range(N_SETS)],
                                          [1.0] * N_SETS)
        with torch.no_grad():
            out_bytes = _bytes(task_loader.flatten_outputs(model(*sets[0])))
    except Exception:
        return infra_failure(res, f"{REFERENCE_FAILED}\n{traceback.format_exc()[-3000:]}", t0)
    clock.mark("reference_and_baselines")
    why = cand.start_failure(timeout_s)
    clock.mark("candidate_start")
    if why is not None:
        return infra_failure(res, f"the candidate process could not start ({why})")
    _with_baselines(res, base)
    bw = device_info.peak_bandwidth_gbs(device)
    if bw:
        res.floor_ms = (_bytes(sets[0]) + out_bytes) / (bw * 1e9) * 1e3
    session = Session(cand, timeout_s)
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
        res.flags, res.failure = list(failure.flags), failure.detail
    else:
        _judge(res, run, base, model, sets)
        _judge_timed_ops(res, run, guard_policy, expected=counter is not None)
        clock.mark("judge")
    res.stage_seconds = clock.seconds
    res.seconds = round(time.perf_counter() - t0, 3)
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
                   counter: Any = None) -> ProfileResult:
    """The eager and torch.compile times of the task (get_baselines: cached, else measured now
    exactly as `profile` measures them), for a profile with no candidate to time; infra_error
    with the reference's traceback when the reference fails."""
    res = ProfileResult()
    try:
        _with_baselines(res, _reference_and_baselines(task_file, cache_dir, device, target_s, counter)[3])
    except Exception:
        infra_failure(res, f"{REFERENCE_FAILED}\n{traceback.format_exc()[-3000:]}")
    return res


def _finite(x: Any, lo: float = 0.0, hi: float = 1e12) -> float:
    """A reported number: a real int or float within [lo, hi] (never bool, NaN or infinity)."""
    if isinstance(x, bool) or not isinstance(x, (int, float)) or not (lo <= float(x) <= hi):
        raise ValueError(f"{x!r} is not a number in [{lo:g}, {hi:g}]")
    return float(x)


def _timing_report(r: dict) -> dict[str, Any]:
    """The candidate's account of its timing request, every field checked (ValueError when
    malformed): a report this process cannot read is the candidate's failure, never the
    environment's, and no value of the wrong type reaches the verdict."""
    tm = r.get("timing")
    if not isinstance(tm, dict):
        raise ValueError("no timing map")
    iters = tm.get("iterations")
    if isinstance(iters, bool) or not isinstance(iters, int) or not 0 < iters < 10**9:
        raise ValueError(f"iterations {iters!r}")
    tampered = r.get("tampered") or []
    l2 = r.get("l2_persisting_bytes") or 0
    if not isinstance(tampered, list) or isinstance(l2, bool) or not isinstance(l2, int):
        raise ValueError("tampered / l2_persisting_bytes")
    noise = tm.get("noise_pct")
    return {"median_ms": _finite(tm.get("median_ms"), 1e-9), "iterations": iters, "sum_ms": _finite(tm.get("sum_ms")),
            "excess_ms": _finite(tm.get("excess_ms"), -1e12), "noise_pct": None if noise is None else _finite(noise),
            "tampered": [str(t)[:200] for t in tampered[:20]], "l2_persisting_bytes": l2,
            "python_threads": bool(r.get("python_threads"))}


def _timed(session: Session, target_s: float, timeout_s: float, clock: StageClock) -> dict | Failure:
    w0 = time.perf_counter()
    r = session.request({"cmd": "time", "target_s": target_s}, "timing", timeout_s=timeout_s + 10 * target_s)
    if isinstance(r, Failure):
        return r
    try:
        r["timing"] = _timing_report(r)
    except ValueError as e:
        return Failure([contract.FLAG_CANDIDATE_CRASHED], f"{contract.FLAG_CANDIDATE_CRASHED}: malformed timing report ({e})")
    r["wall_s"] = time.perf_counter() - w0
    clock.mark("timing")
    # the outside check of the reported per-call time: k back-to-back calls, ~BATCH_S worth
    k = int(min(BATCH_MAX_CALLS, max(1, BATCH_S / max(r["timing"]["median_ms"] / 1e3, 1e-6))))
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


def _judge_timed_ops(res: ProfileResult, run: dict, policy: str, expected: bool) -> None:
    """Ops the candidate dispatched during its timed calls (op_counter.py): the timed path must
    obey the same allowlist as verify's watched calls."""
    from . import op_counter

    t = run.get("timed_ops")
    res.timed_ops_checked = isinstance(t, dict)
    flags: list[str] = []
    if not isinstance(t, dict):
        if expected:
            flags.append(contract.FLAG_GUARD_TAMPERING)
            res.notes.append("the timed calls' op count is missing")
    else:
        ops = t.get("ops") if isinstance(t.get("ops"), dict) else {}
        fallbacks = op_counter.violations({str(k): v for k, v in ops.items()}, policy)
        flags += fallbacks
        if t.get("marks") != t.get("calls"):
            flags.append(contract.FLAG_GUARD_TAMPERING)
            res.notes.append(f"op counting was switched off inside forward ({t.get('marks')} of "
                             f"{t.get('calls')} timed calls ended counted)")
        if fallbacks:
            res.notes.append("torch ops ran in the timed calls: " + ", ".join(fallbacks))
    res.flags = sorted(set(res.flags) | set(flags))


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


def _judge(res: ProfileResult, run: dict, base: dict, model: torch.nn.Module, sets: list[list]) -> None:
    tm = run["timing"]  # checked by _timing_report
    flags: list[str] = []
    notes: list[str] = []
    cand_ms, iters, sum_ms, excess = tm["median_ms"], tm["iterations"], tm["sum_ms"], tm["excess_ms"]
    if tm["tampered"]:
        flags.append(contract.FLAG_TIMER_TAMPERING)
        notes.append(f"patched while timing: {', '.join(tm['tampered'])[:300]}")
    if sum_ms / 1e3 > run["wall_s"]:  # more time in calls than the whole request took
        flags.append(contract.FLAG_TIMER_TAMPERING)
        notes.append(f"reported {sum_ms / 1e3:.3f}s of calls in a {run['wall_s']:.3f}s run")
    k, batch_s = run["batch"]["k"], run["batch"]["wall_s"]
    allowed_s = BATCH_SLACK * k * cand_ms / 1e3 + k * BATCH_PER_CALL_S + 0.05
    if batch_s > allowed_s:
        flags.append(contract.FLAG_TIMER_TAMPERING)
        notes.append(f"{k} back-to-back calls took {batch_s:.3f}s from outside; the reported "
                     f"{cand_ms:.4f} ms per call allows at most {allowed_s:.3f}s")
    limit = base.get("eager_excess_ms", 0.0) + max(0.02, 0.2 * cand_ms)
    if excess > limit:
        flags.append(contract.FLAG_SIDE_STREAM_WORK)
        notes.append(f"work still running {excess:.3f} ms after forward returned (allowed {limit:.3f} ms)")
    if tm["python_threads"]:
        flags.append(contract.FLAG_BACKGROUND_THREAD)
    if tm["l2_persisting_bytes"] > 0:
        flags.append(contract.FLAG_L2_PERSISTENCE)
    if res.floor_ms and cand_ms < 0.8 * res.floor_ms:
        flags.append(contract.FLAG_IMPLAUSIBLE_SPEEDUP)
        notes.append(f"{cand_ms:.4f} ms is below the memory-bandwidth floor {res.floor_ms:.4f} ms")
    try:
        if not isinstance(run["kept"], tuple):
            raise ValueError(run["kept"])
        k, inputs, outs = run["kept"]
        if not 0 <= k < len(sets) or not _same_values(inputs, sets[k]):
            flags.append(contract.FLAG_INPUT_TAMPERING)
            notes.append("the inputs of the timed calls are not the trusted input set (rearranged)")
        else:
            with torch.no_grad():
                ref = task_loader.flatten_outputs(model(*inputs))
            if len(ref) != len(outs) or not all(compare(r, o, contract.TOLERANCE_CUDA_AGENT)["ok"]
                                                for r, o in zip(ref, outs)):
                flags.append(contract.FLAG_STALE_OUTPUT)
                notes.append("the output of a timed call does not match the reference on its inputs")
    except Exception as e:
        flags.append(contract.FLAG_STALE_OUTPUT)
        notes.append(f"timed outputs unreadable ({type(e).__name__})")
    res.timed = True
    res.candidate_ms, res.noise_pct, res.iterations, res.excess_ms = cand_ms, tm["noise_pct"], iters, excess
    res.flags = sorted(set(flags))
    res.notes += notes
    res.speedup_vs_eager = base["eager_ms"] / cand_ms if cand_ms > 0 else None
    if base["compile_ms"] is not None and cand_ms > 0:
        res.speedup_vs_compile = base["compile_ms"] / cand_ms
