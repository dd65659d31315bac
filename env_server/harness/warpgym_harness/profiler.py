"""Timing of the candidate against cached eager / torch.compile baselines.

Contract (`profile`): the baselines come from baselines.get_baselines (this, trusted, process:
up to N_SETS fixed-seed input sets (one when a set is over SETS_BYTES), timing.Timer, L2 flushed between calls).  The candidate runs in its
own process (a `Candidate` forked before this process touched the GPU) and is timed from here
(driven_timing.py): a calibration of the fixed per-call cost before its code is imported, then
one request per call (CUDA: per burst of calls) on fresh inputs, each timed from request to
reply, outputs proven to exist inside the call and a random few checked against the reference
as they are fetched.  A run whose outside time sits above the account, or that is noisy
(NOISE_LIMIT_PCT) where the noise matters (the milestone differs across its interval, or
`precise_speedup`: a speedup reward, or a calibration's ratio), is timed again with twice the time (at most RERUNS more),
and the best run is kept.  The speedups'
eager: on the CPU, eager timed side by side between the candidate's rounds with its cgroup
frozen (driven_timing; raised above the cache only as far as a re-time after the candidate ended
confirms); on CUDA (or a candidate that cannot be frozen), eager re-timed after the candidate
ended, only ever lowering it.  Flags: outputs wrong or changed after the call returned (`stale_output`), patched timers
or an own account that disagrees with the outside time (`timer_tampering`), Python threads left
alive or most of the work done between calls (`background_thread`), persisting-L2 carve-outs
(`l2_persistence`), a time below the device's memory-bandwidth floor (`implausible_speedup`),
torch ops in the timed calls (`fallback_op:`).  Any flag means the timing is not paid.
Returns a ProfileResult (verdict.py; render.py writes its text).  A reference that fails is
infra_error; a candidate that fails is flagged.
"""
from __future__ import annotations

import os
import statistics
import time
import traceback
from typing import Any

import torch

from . import contract, device_info, device_memory, driven_timing, task_loader, tensor_exchange
from .baselines import eager_now, get_baselines
from .candidate_checks import Failure, Session
from .candidate_proc import Candidate
from .common import StageClock, out_of_memory
from .reward import median_interval, speedup_interval, straddled_when_paid
from .timing import Timer
from .verdict import REFERENCE_FAILED, ProfileResult, infra_failure
from .verify import compare

N_SETS = 3
SETS_BYTES = 1 << 30  # at most N_SETS input sets, and more than one only while they fit in this
PROFILE_SEED = 4242
NOISE_LIMIT_PCT = 2.0
# Runs timed again at most RERUNS times; one whose paid floor is above FLOOR_RERUN_RATIO x its
# account is (the honest gap in bursts is within ~11 %: docs/PERF.md).
RERUNS, FLOOR_RERUN_RATIO = 2, 1.15
# Below this share of the floor a time is implausible: CUDA's floor is the device's peak bandwidth
# (never reached), the CPU's a measured copy (an honest memory-bound kernel runs near it).
FLOOR_FRACTION = {"cuda": 0.8, "cpu": 0.3}


def _copy_floor_ms(tensors: list) -> float:
    """CPU: half the time this process takes to copy these tensors into buffers it has already
    touched (a copy reads and writes every byte; the op must at least read its inputs and write
    its outputs once), the fastest of 5."""
    ts = [t for t in tensors if isinstance(t, torch.Tensor)]
    dst = [torch.empty_like(t) for t in ts]
    samples = []
    for _ in range(5):
        t0 = time.perf_counter()
        for d, t in zip(dst, ts):
            d.copy_(t)
        samples.append(time.perf_counter() - t0)
    return min(samples) * 1e3 / 2


def _floor_ms(device: str, inputs: list, outputs: list) -> float | None:
    """The least time one call can take: its bytes at the device's peak bandwidth (CUDA), or a
    copy of them measured here (CPU)."""
    bw = device_info.peak_bandwidth_gbs(device)
    if bw:
        return (task_loader.tensor_bytes(inputs) + task_loader.tensor_bytes(outputs)) / (bw * 1e9) * 1e3
    return _copy_floor_ms(list(inputs) + list(outputs)) if device == "cpu" else None


def _with_baselines(res: ProfileResult, base: dict[str, Any]) -> None:
    res.eager_ms, res.compile_ms = base["eager_ms"], base["compile_ms"]
    res.compile_note, res.baseline_cached = base.get("compile_note"), base.get("cached")


def profile(task_file: str, cand: Candidate, private_dir: str, cache_dir: str, device: str, timeout_s: float,
            target_s: float = 0.5, guard_policy: str = contract.OP_POLICY_STRICT,
            counter: Any = None, tolerance: str = contract.DEFAULT_TOLERANCE,
            precise_speedup: bool = False) -> ProfileResult:
    """`counter`: an op_counter.Counter when the op counter was loaded before the candidate was
    forked (the candidate then counts its timed calls' ops); the baselines are timed through the
    same wrapper so both sides pay its cost."""
    t0 = time.perf_counter()
    clock = StageClock()
    res = ProfileResult()
    try:  # the candidate starts up (device, imports) meanwhile: it was forked before this touched the GPU
        mod = task_loader.load_task(task_file)
        model, init_inputs, sets, base = _reference_and_baselines(task_file, mod, cache_dir, device, target_s, counter)
        payload = task_loader.write_model_payload(os.path.join(private_dir, "model.pt"), init_inputs, model)
        with torch.no_grad():
            ref_out = task_loader.flatten_outputs(model(*sets[0]))
        out_bytes = task_loader.tensor_bytes(ref_out)
        expect = tensor_exchange.spec_of(ref_out)  # by position, for reads out of the exchange
        out_specs = [[shape, str(dtype).removeprefix("torch.")] for shape, dtype in filter(None, expect)]
    except Exception as e:
        if out_of_memory(e):  # this process's memory, not the task's code: the contract's judge_out_of_memory_error
            raise
        return infra_failure(res, f"{REFERENCE_FAILED}\n{traceback.format_exc()[-3000:]}", t0)
    clock.mark("reference_and_baselines")
    why = cand.start_failure(timeout_s)
    clock.mark("candidate_start")
    if why is not None:
        return infra_failure(res, f"the candidate process could not start ({why})")
    _with_baselines(res, base)
    res.floor_ms = _floor_ms(device, sets[0], ref_out)
    del ref_out  # at real sizes every full-size tensor held here counts
    session = Session(cand, timeout_s)
    try:
        run = _drive(session, task_file, mod, private_dir, payload, device, out_specs, target_s, clock,
                     est_ms=base["eager_ms"], call_bytes=task_loader.tensor_bytes(sets[0]) + out_bytes,
                     check=fetched_call_check(model, mod, device, tolerance), expect=expect,
                     beside=_eager_timer(model, sets, device, counter, contained=cand.policy is not None),
                     decided=None if precise_speedup else lambda r: _milestone_decided(r, base))
    except driven_timing.MeterUnavailable as e:  # fail closed: no time without its CPU account
        return infra_failure(res, f"cannot measure the candidate's CPU time: {e}", t0)
    except driven_timing.OutputsUnreadable as e:  # fail closed: no time without reading the outputs
        return infra_failure(res, f"cannot read the candidate's outputs out of its memory: {e}", t0)
    except Exception as e:  # this process out of memory beside the candidate, its only other tenant
        blame = device_memory.candidate_blamed(e, cand, device, lambda: device_memory.honest_need(mod, model, out_bytes))
        if blame is None:
            raise
        run = Failure([contract.FLAG_MEMORY_HOG], f"{contract.FLAG_MEMORY_HOG}: {blame}")
    if isinstance(run, Failure):
        res.flags, res.failure = list(run.flags), run.detail
    else:
        # Nothing of the agent's runs while eager is timed again (a load it made there would keep
        # an inflated baseline): the candidate and everything it started end first.
        if cand.end():
            res.flags = sorted(set(res.flags) | {contract.FLAG_BACKGROUND_THREAD})
            res.notes.append("processes of the candidate outlived its timed calls")
        if run.eager_beside:
            base = _eager_side_by_side(res, base, run, lambda: eager_now(model, sets, Timer(device), _wrap(counter)))
        else:
            base = _eager_next_to_the_candidate(res, base, model, sets, device, counter)
            clock.mark("eager_recheck")
        _judge(res, run, base, device)
        _judge_timed_ops(res, run.report, guard_policy, expected=counter is not None, calls_made=run.calls_made)
        clock.mark("judge")
    res.stage_seconds = clock.seconds
    res.seconds = round(time.perf_counter() - t0, 3)
    return res


def _eager_timer(model: torch.nn.Module, sets: list[list], device: str, counter: Any, contained: bool) -> Any:
    """CPU: eager's median ms over about `seconds` of calls (the baselines' timer and wrapper), for
    the rounds timed side by side with the candidate's calls; None on CUDA, and for a candidate
    outside the sandbox (agent code with this process's rights could put a part of itself in a
    cgroup of its own and leave the rest running beside eager)."""
    if device != "cpu" or not contained:
        return None
    timer, fn, args = Timer(device), _wrap(counter)(model), [sets[0]]

    def beside(seconds: float) -> float:  # one warm-up call: eager is already warm from the baselines
        with torch.no_grad():
            return timer.run(fn, args, target_s=seconds, warmup_s=0.0, min_iters=2, min_warmup=1)["median_ms"]
    return beside


def _wrap(counter: Any) -> Any:
    return counter.wrap if counter is not None else (lambda f: f)


def _eager_side_by_side(res: ProfileResult, base: dict[str, Any], run: Any, after_end: Any) -> dict[str, Any]:
    """The baselines this call's speedups use on the CPU: eager as timed between the candidate's
    rounds (its cgroup frozen meanwhile); compile_ms by the same factor. A frozen candidate still
    holds its memory (a host it filled reclaims pages on eager's time) and can leave caches cold,
    so the beside time is checked against eager re-timed now, after the candidate and everything
    it started ended (`after_end()`): at most ADJACENT_RATIO over it, and above the cached
    baseline only as far as it confirms. Each round's ratio is in the notes (how far they spread)."""
    now = statistics.median(run.eager_beside)
    eager = base.get("eager_ms")
    alone = after_end()
    if isinstance(alone, (int, float)) and alone > 0:
        now = min(now, ADJACENT_RATIO * alone)
    if isinstance(eager, (int, float)) and 0 < eager < now:
        now = max(eager, min(now, alone or eager))
    res.eager_adjacent_ms = now
    ratios = sorted(_round_ratios(run))
    if ratios:
        res.notes.append(f"eager timed side by side with your calls: {now:.4f} ms (cached baseline "
                         + (f"{eager:.4f} ms" if isinstance(eager, (int, float)) else "none")
                         + f"); speedup vs eager per round {ratios[0]:.3f}-{ratios[-1]:.3f}")
    if not isinstance(eager, (int, float)) or eager <= 0 or now <= 0:
        return base
    return _eager_from_now(res, base, now)


def _round_ratios(run: Any) -> list[float]:
    """CPU: each side-by-side round's own speedup vs eager (eager beside it over its calls)."""
    return [e / c for e, c in zip(run.eager_beside, run.rounds_ms) if c > 0]


def _eager_spread(run: Any) -> tuple[float, float] | None:
    """CPU: eager's lowest and highest round time over their median (how far eager itself moved
    during this call); None without rounds."""
    beside = [x for x in run.eager_beside if x > 0]
    if len(beside) < 2:
        return None
    mid = statistics.median(beside)
    return min(beside) / mid, max(beside) / mid


def _eager_from_now(res: ProfileResult, base: dict[str, Any], now: float) -> dict[str, Any]:
    """`base` with eager `now` (the cached one kept as eager_baseline_ms) and compile_ms scaled
    by the same factor, set on `res`."""
    eager = base["eager_ms"]
    adjusted = dict(base, eager_ms=now, eager_baseline_ms=eager)
    if isinstance(base.get("compile_ms"), (int, float)):
        adjusted["compile_ms"] = base["compile_ms"] * now / eager
    _with_baselines(res, adjusted)
    return adjusted


ADJACENT_RATIO = 1.1  # baseline eager / eager re-timed next to the candidate above this: use the latter


def _eager_next_to_the_candidate(res: ProfileResult, base: dict[str, Any], model: torch.nn.Module, sets: list[list],
                                 device: str, counter: Any) -> dict[str, Any]:
    """The baselines this call's speedups use. Eager is timed again right after the candidate's
    timed calls (RECHECK_S, same wrapper): when the baseline is slower than that by more than
    ADJACENT_RATIO, it was measured under a load the candidate's window did not have (another
    episode's work, the entry's own first measurement included), and eager and compile_ms (by the
    same factor) are taken from now. Only ever lowered. The candidate has ended by now (the
    caller ends it): nothing of the agent's can load the machine during this re-time."""
    eager = base.get("eager_ms")
    if not isinstance(eager, (int, float)) or eager <= 0:
        return base
    now = eager_now(model, sets, Timer(device), _wrap(counter))
    res.eager_adjacent_ms = now or None
    if not now or eager <= ADJACENT_RATIO * now:
        return base
    res.notes.append(f"eager re-timed next to your timing: {now:.4f} ms, against a baseline of {eager:.4f} ms "
                     "measured under more load: this call's speedups use the faster one")
    return _eager_from_now(res, base, now)


def _reference_and_baselines(task_file: str, mod: Any, cache_dir: str, device: str, target_s: float,
                             counter: Any) -> tuple[torch.nn.Module, list, list[list], dict[str, Any]]:
    """The reference model, its init inputs, the profile's input sets and the baselines (`mod`:
    the loaded task file)."""
    model, init_inputs = task_loader.build_reference(mod, device)
    sets = task_loader.make_input_sets(mod, [PROFILE_SEED], [1.0], device)
    more = min(N_SETS, max(1, SETS_BYTES // max(task_loader.tensor_bytes(sets[0]), 1))) - 1  # big inputs: fewer sets
    if more > 0:
        sets += task_loader.make_input_sets(mod, [PROFILE_SEED + 1 + i for i in range(more)], [1.0] * more, device)
    base = get_baselines(task_file, model, sets, cache_dir, device, Timer(device), target_s, wrap=_wrap(counter))
    return model, init_inputs, sets, base


def baselines_only(task_file: str, cache_dir: str, device: str, target_s: float = 0.5,
                   counter: Any = None) -> ProfileResult:
    """The eager and torch.compile times of the task (get_baselines: cached, else measured now
    exactly as `profile` measures them), for a profile with no candidate to time; infra_error
    with the reference's traceback when the reference fails."""
    res = ProfileResult()
    try:
        mod = task_loader.load_task(task_file)
        _with_baselines(res, _reference_and_baselines(task_file, mod, cache_dir, device, target_s, counter)[3])
    except Exception:
        infra_failure(res, f"{REFERENCE_FAILED}\n{traceback.format_exc()[-3000:]}")
    return res


def _drive(session: Session, task_file: str, mod: Any, private_dir: str, payload: str, device: str,
           out_specs: list, target_s: float, clock: StageClock, est_ms: float, call_bytes: int,
           check: Any, expect: list | None = None, beside: Any = None, decided: Any = None) -> Any:
    """Calibration, load, the timed calls (again with twice the time when noisy) and the
    candidate's report: a DrivenRun with `.report`, or a Failure."""
    recipe = task_loader.input_recipe(task_file, private_dir, [], [])["task"]
    r = session.request({"cmd": "recipe", "task": recipe}, "loading the task")
    if isinstance(r, Failure):
        return r
    drv = driven_timing.Driver(session, mod, device, out_specs, est_ms, call_bytes, check, expect, beside)
    failure = drv.calibrate()
    clock.mark("calibration")
    if failure is None:
        loaded = session.request({"cmd": "load", "payload": payload}, "import/__init__")
        failure = loaded if isinstance(loaded, Failure) else None
    clock.mark("load")
    if failure is not None:
        return failure
    run = _timed_until_settled(drv, target_s, decided)
    clock.mark("timing")
    if isinstance(run, Failure):
        return run
    run.calls_made = drv.calls_made
    report = session.request({"cmd": "report"}, "the timing report")
    if isinstance(report, Failure):
        return report
    try:
        run.report = _timing_report(report)
    except ValueError as e:
        return Failure([contract.FLAG_CANDIDATE_CRASHED],
                       f"{contract.FLAG_CANDIDATE_CRASHED}: malformed timing report ({e})")
    return run


def _milestone_decided(run: driven_timing.DrivenRun, base: dict[str, Any]) -> bool:
    """Whether the run's noise leaves its milestone alone: the same at both ends of the interval
    it would be paid by (the time's, its slow end out to where the ratio's own interval puts it:
    eager's spread and the side-by-side rounds), against the baselines as this run saw them (CPU:
    eager timed beside it). On the CPU the payment may still lower eager beside the candidate
    (to eager re-timed after it ended, which cannot be had yet), so the milestone must also hold
    against the cached eager where that is lower."""
    interval = median_interval(run.cand_ms, run.noise_pct, run.iterations)
    if interval is None:
        return False
    eager, compiled = base.get("eager_ms"), base.get("compile_ms")
    choices = [(eager, compiled)]
    if run.eager_beside and isinstance(eager, (int, float)) and eager > 0:
        now = statistics.median(run.eager_beside)
        choices = [(e, compiled * e / eager if isinstance(compiled, (int, float)) else None)
                   for e in sorted({now, min(now, eager)})]
    rounds, spread = _round_ratios(run), _eager_spread(run)
    return not any(straddled_when_paid(interval, e, c, speedup_interval(e, interval, rounds, spread))
                   for e, c in choices)


def _unsettled(run: driven_timing.DrivenRun, decided: Any = None) -> str | None:
    """Why a run is timed again: an outside time above the account (what a busy host does to
    some runs of a launch-bound kernel, and what work hidden from the account does to all), or
    noise, unless `decided(run)` says the noise cannot change what is paid."""
    if run.disagrees:
        return "the outside time disagreed with the account"
    if run.floor_ms > FLOOR_RERUN_RATIO * run.own_ms:
        return "the outside time was above the account"
    if (run.noise_pct or 0) > NOISE_LIMIT_PCT and (decided is None or not decided(run)):
        return "the run was noisy"
    return None


def _timed_until_settled(drv: driven_timing.Driver, target_s: float, decided: Any = None) -> Any:
    """The timed calls, again with twice the time (at most RERUNS more runs) while a run is
    unsettled.  The best run is paid: no disagreement first, then quiet, then the least time.
    Every run's fetched outputs stay with it for the checks (a run that skipped work gains
    nothing from the retries: each one is another chance to be caught)."""
    runs, why = [], []
    while True:
        run = drv.timed(target_s if not runs else 2 * target_s)
        if isinstance(run, Failure):
            return run
        runs.append(run)
        reason = _unsettled(run, decided)
        if reason is None or len(runs) > RERUNS:
            break
        why.append(reason)
    best = min(runs, key=lambda r: (r.disagrees, (r.noise_pct or 0) > NOISE_LIMIT_PCT, r.cand_ms))
    for r in runs:
        if r is not best:
            best.checked += r.checked
            best.wrong += r.wrong
            best.changed_after_return += r.changed_after_return
    if len(runs) > 1:
        best.notes.append(f"timed {len(runs)} times ({'; '.join(why)}): run {runs.index(best) + 1} paid, "
                          f"outside times per run {', '.join(f'{r.outside_ms:.4f}' for r in runs)} ms")
    return best


def _timing_report(r: dict) -> dict[str, Any]:
    """The candidate's account after its timed calls, every field checked (ValueError when
    malformed): a report this process cannot read is the candidate's failure."""
    tampered = r.get("tampered") or []
    l2 = r.get("l2_persisting_bytes") or 0
    if not isinstance(tampered, list) or isinstance(l2, bool) or not isinstance(l2, int):
        raise ValueError("tampered / l2_persisting_bytes")
    return {"tampered": [str(t)[:200] for t in tampered[:20]], "l2_persisting_bytes": l2,
            "python_threads": bool(r.get("python_threads")), "timed_ops": r.get("timed_ops")}


def _judge_timed_ops(res: ProfileResult, run: dict, policy: str, expected: bool,
                     calls_made: int | None = None) -> None:
    """Ops the candidate dispatched during its timed calls (op_counter.py): the timed path must
    obey the same allowlist as verify's watched calls, and every timed call this process
    requested (`calls_made`) must have gone through the counting wrapper."""
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
        if calls_made is not None and t.get("calls") != calls_made:
            flags.append(contract.FLAG_GUARD_TAMPERING)
            res.notes.append(f"{t.get('calls')!r:.40} calls went through the op counter, of the {calls_made} "
                             "timed calls requested: the timed path was replaced")
        if t.get("marks") != t.get("calls"):
            flags.append(contract.FLAG_GUARD_TAMPERING)
            res.notes.append(f"op counting was switched off inside forward ({t.get('marks')} of "
                             f"{t.get('calls')} timed calls ended counted)")
        if fallbacks:
            res.notes.append("torch ops ran in the timed calls: " + ", ".join(fallbacks))
    res.flags = sorted(set(res.flags) | set(flags))


def _judge(res: ProfileResult, run: Any, base: dict, device: str) -> None:
    rep = run.report
    flags: list[str] = []
    bursts = f" in bursts of {run.burst} calls" if run.burst > 1 else ""
    notes: list[str] = [f"timed from outside{bursts}: {run.outside_ms:.4f} ms per call after {run.calibration_ms:.4f} "
                        f"ms of fixed call cost (requests' quartiles {' / '.join(f'{q:.4f}' for q in run.outside_quartiles)}"
                        f" ms); the candidate's own account {run.own_ms:.4f} ms", *run.notes]
    cand_ms = run.cand_ms
    if rep["tampered"]:
        flags.append(contract.FLAG_TIMER_TAMPERING)
        notes.append(f"patched while timing: {', '.join(rep['tampered'])[:300]}")
    if run.disagrees:  # on CUDA, time the events around forward did not see: work on other streams
        hidden = device == "cuda" and run.outside_ms > run.own_ms
        flags.append(contract.FLAG_SIDE_STREAM_WORK if hidden else contract.FLAG_TIMER_TAMPERING)
        notes.append(f"the candidate's own account ({run.own_ms:.4f} ms per call) disagrees with the time "
                     f"measured from outside ({run.outside_ms:.4f} ms)")
    limit = base.get("eager_excess_ms", 0.0) + max(0.02, 0.2 * cand_ms)
    if run.excess_ms > limit:
        flags.append(contract.FLAG_SIDE_STREAM_WORK)
        notes.append(f"work still running {run.excess_ms:.3f} ms after forward returned (allowed {limit:.3f} ms)")
    if run.skipped_fixed_cost:
        flags.append(contract.FLAG_TIMER_TAMPERING)
        notes.append("the timed calls returned faster than an empty call: the runner's own work was skipped")
    if rep["python_threads"]:
        flags.append(contract.FLAG_BACKGROUND_THREAD)
    # Against the time inside the calls (not the total, which holds the charge itself and grows
    # with any load on the calls: a loaded host let a helper computing between calls pass).
    if run.charged_ms > max(0.1, 0.5 * (cand_ms - run.charged_ms)):
        flags.append(contract.FLAG_BACKGROUND_THREAD)
        notes.append("much of the work ran between the timed calls")
    if rep["l2_persisting_bytes"] > 0:
        flags.append(contract.FLAG_L2_PERSISTENCE)
    if res.floor_ms and cand_ms < FLOOR_FRACTION[device] * res.floor_ms:
        flags.append(contract.FLAG_IMPLAUSIBLE_SPEEDUP)
        notes.append(f"{cand_ms:.4f} ms is below the memory-bandwidth floor {res.floor_ms:.4f} ms")
    if run.changed_after_return:
        flags.append(contract.FLAG_STALE_OUTPUT)
        notes.append(f"{run.changed_after_return} timed call(s) changed their outputs after returning")
    if run.wrong:
        flags.append(contract.FLAG_STALE_OUTPUT)
        notes.append(f"the output of {run.wrong} of {run.checked} timed calls checked does not match the "
                     "reference on its inputs")
    res.timed = True
    res.candidate_ms, res.noise_pct, res.iterations, res.excess_ms = cand_ms, run.noise_pct, run.iterations, \
        run.charged_ms
    res.candidate_ms_interval = median_interval(cand_ms, run.noise_pct, run.iterations)
    res.flags = sorted(set(flags))
    res.notes += notes
    res.speedup_vs_eager = base["eager_ms"] / cand_ms if cand_ms > 0 else None
    res.speedup_vs_eager_interval = speedup_interval(base["eager_ms"], res.candidate_ms_interval,
                                                     _round_ratios(run), _eager_spread(run))
    if base["compile_ms"] is not None and cand_ms > 0:
        res.speedup_vs_compile = base["compile_ms"] / cand_ms


def fetched_call_check(model: torch.nn.Module, mod: Any, device: str, tolerance: str) -> Any:
    """The check of a timed call fetched at random (chosen after it returned): its outputs against
    the reference on the same fresh inputs (CUDA: generated again from the call's seed), at
    verify's tolerance.  Done as each one is fetched, so one call's tensors are held at a time.
    `picks`: per output, the flat positions `outs` holds (elements of an output too large to
    keep whole), compared with the reference's elements there; None: whole outputs."""
    def check(seed: int, inputs: list | None, outs: list, picks: list | None = None) -> bool:
        try:
            if inputs is None:
                inputs = driven_timing.reference_inputs(mod, seed, device)
            with torch.no_grad():
                ref = task_loader.flatten_outputs(model(*inputs))
            if picks is not None:
                if len(picks) != len(ref):
                    return False
                ref = [r.reshape(-1)[p] if p is not None else r for r, p in zip(ref, picks)]
            return len(ref) == len(outs) and all(compare(r, o, tolerance)["ok"] for r, o in zip(ref, outs))
        except Exception as e:  # noqa: BLE001 - outputs that cannot be compared are not the reference's
            if out_of_memory(e):
                raise  # this process's memory: an infra error, never a stale output
            return False
    return check
