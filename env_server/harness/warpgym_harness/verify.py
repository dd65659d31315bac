"""Correctness check of the candidate against the trusted reference, in separate processes.

Contract (`verify`): builds the reference Model from the TRUSTED task file (fixed init seed) on
the device, draws N_TRIALS fresh input sets (fresh random seeds per call unless `seed` is
given; value ranges vary by SCALES, one set has edge values (VALUES); generated on the device), computes the reference outputs in
this process, and hands the candidate process (a `Candidate`, forked before this process touched
the GPU) only init inputs + state_dict, then the inputs.  The candidate runs each set under the
op guard; its outputs are loaded with weights_only=True and compared here: exact torch.Tensor
type, shape, dtype, values (|a-b| <= atol + rtol*|b|, NaN == NaN), inputs not mutated; the first
set that fails ends the trials (the rest are not run: a wrong answer is wrong).  Then set
0 runs again with poisoned uninitialised memory (must still match: `uninitialized_memory`), and
once under the profiler (aten ops and GPU kernels: `fallback_op:*`, `foreign_kernel:*`).
Returns a VerifyResult (verdict.py; render.py writes its text).  max_rel_err is max |a-b|/|b|
over elements with |b| > atol.  A reference that fails, or a candidate process that cannot
start, is infra_error (the environment's or the task's fault, not the agent's).
"""
from __future__ import annotations

import os
import random
import time
import traceback
from typing import Any

import torch

from . import candidate_checks, contract, device_memory, task_loader, tensor_exchange
from .candidate_checks import Failure
from .candidate_proc import Candidate
from .common import StageClock, candidate_oom, log, out_of_memory
from .verdict import REFERENCE_FAILED, Trial, VerifyResult, infra_failure

#: Floating inputs are multiplied by these, one trial each. The last is the large-magnitude
#: trial: a kernel right only for |x| of a few units (a clamped exp, a lookup table, a polynomial
#: fit) fails it. It is kept only where the reference defines it: all its outputs finite (a
#: task whose reference overflows there says nothing about that range). Its absolute tolerance
#: is scaled by the same factor (rounding errors grow with magnitude where outputs cancel).
#: One trial (the fifth) has edge values in its inputs (task_loader.with_edge_values: zeros,
#: integers, half-integers inside each input's range): a kernel wrong where a sign, a division
#: or a rounding boundary meets it fails there. It too is kept only where the reference defines
#: it (finite outputs), and only where every output is floating: repeated values make ties, and
#: which index an argmax/argmin/sort reports among equal values is not the task's to fix.
REFS_BYTES = 256 << 20  # reference outputs held through the trials; beyond, computed again per trial
LARGE_SCALE = 64.0
SCALES = [1.0, 1.0, 0.5, 2.0, 1.0, LARGE_SCALE]
VALUES = [task_loader.RANDOM] * 4 + [task_loader.EDGE, task_loader.RANDOM]
N_TRIALS = len(SCALES)
# Elements compared at once: on the GPU 16 MiB of float32 (few launches); on the CPU 1 MiB, so a
# piece and its temporaries stay in cache (a 1 GiB output compared 3x faster than in 16 MiB pieces).
COMPARE_PIECE = {"cuda": 1 << 22, "cpu": 1 << 18}


def tolerance_for(dtype: torch.dtype, preset: str) -> float:
    """atol = rtol for outputs of `dtype` under a contract tolerance preset."""
    values = contract.TOLERANCE_VALUES[preset]
    return values.get(str(dtype).replace("torch.", ""), values["other"])


def fresh_seeds(seed: int | None, n: int) -> list[int]:
    if seed is None:
        rng = random.SystemRandom()
        return [rng.randrange(1, 2**31 - 1) for _ in range(n)]
    return [(seed * 1000003 + 7919 * i) % (2**31 - 1) for i in range(n)]


def compare(ref: torch.Tensor, cand: Any, preset: str, atol_scale: float = 1.0) -> dict[str, Any]:
    """`atol_scale`: the absolute tolerance is the preset's times this (the large-magnitude
    trial: an honest kernel's rounding error grows with its inputs' magnitude where outputs
    cancel to near zero; the relative tolerance stays)."""
    r: dict[str, Any] = {"ok": False, "shape_ok": False, "dtype_ok": False,
                         "max_abs_err": None, "max_rel_err": None, "why": None}
    if type(cand) is not torch.Tensor or type(ref) is not torch.Tensor:
        r["why"] = contract.FLAG_NOT_A_TENSOR
        return r
    r["shape_ok"] = tuple(cand.shape) == tuple(ref.shape)
    r["dtype_ok"] = cand.dtype == ref.dtype
    if cand.is_meta:  # not read (not shaped like this position's output): no values to compare
        if r["shape_ok"] and not r["dtype_ok"]:
            r["why"] = contract.FLAG_DTYPE_MISMATCH
        else:
            r["shape_ok"], r["why"] = False, contract.FLAG_SHAPE_MISMATCH
        return r
    if not r["shape_ok"]:
        r["why"] = contract.FLAG_SHAPE_MISMATCH
        return r
    if not r["dtype_ok"]:
        r["why"] = contract.FLAG_DTYPE_MISMATCH
        return r
    if cand.layout != torch.strided:
        r["why"] = contract.FLAG_NOT_A_TENSOR
        return r
    tol = tolerance_for(ref.dtype, preset)
    ok, max_abs, max_rel = True, 0.0, 0.0
    try:
        for a, b in _pieces(cand, ref):
            pok, pabs, prel = _compare_piece(a, b, tol, atol_scale)
            ok, max_abs = ok and pok, max(max_abs, pabs)
            max_rel = None if max_rel is None or prel is None else max(max_rel, prel)
    except Exception as e:  # noqa: BLE001 - an output that cannot be compared is not the reference's
        if out_of_memory(e):
            raise  # this process's memory: an infra error, never the agent's
        r["why"] = contract.FLAG_WRONG_VALUES
        return r
    r["max_abs_err"], r["max_rel_err"] = max_abs, max_rel
    r["ok"] = ok
    if not ok:
        r["why"] = contract.FLAG_WRONG_VALUES
    return r


def _pieces(a: torch.Tensor, b: torch.Tensor) -> list[tuple[torch.Tensor, torch.Tensor]]:
    """Matching views of two same-shaped tensors, at most about COMPARE_PIECE elements each (rows
    of the first dimension unless both are contiguous): the comparison's temporaries (several
    times a piece in float32) stay small for outputs of gigabytes (KernelBench's real sizes), and
    no piece is a copy."""
    piece = COMPARE_PIECE["cuda" if b.is_cuda else "cpu"]
    if a.dim() == 0 or a.numel() <= piece:
        return [(a, b)]
    if a.is_contiguous() and b.is_contiguous():
        return list(zip(torch.split(a.view(-1), piece), torch.split(b.view(-1), piece)))
    rows = max(1, piece // max(1, a.numel() // a.shape[0]))
    return list(zip(torch.split(a, rows), torch.split(b, rows)))


def _compare_piece(a: torch.Tensor, b: torch.Tensor, tol: float, atol_scale: float) -> tuple[bool, float, float | None]:
    """(within tolerance, max abs error, max rel error where |ref| > tol; None for non-floats that differ)."""
    if not (b.is_floating_point() or b.is_complex()):
        if torch.equal(a, b):
            return True, 0.0, 0.0
        return False, float((a.double() - b.double()).abs().max()), None
    # float32 arithmetic is exact enough for tolerances >= 1e-6 and twice as fast as float64
    wide = b.dtype if b.dtype in (torch.float64, torch.complex64, torch.complex128) else torch.float32
    a, b = a.to(wide), b.to(wide)
    d = torch.sub(a, b)
    diff = d.abs() if d.is_complex() else d.abs_()
    mag = b.abs().nan_to_num_(0.0)  # an infinite reference counts as the largest finite magnitude
    lim = torch.mul(mag, tol).add_(tol * atol_scale)
    # The margin's minimum is NaN where the difference is: a piece within tolerance has none, and
    # then every difference is finite, so the cheap passes below give the NaN rules' results.
    ok = bool(lim.sub_(diff).min() >= 0) if diff.numel() else True
    if not ok:
        if bool(diff.isnan().any()):  # a NaN on either side (or inf - inf): the NaN rules below
            return _compare_piece_nan(a, b, tol, atol_scale)
        small = mag.le(tol)
        rel = torch.div(diff, mag.clamp_min_(tol), out=lim).masked_fill_(small, 0.0)
    else:  # finite differences: a product with the mask is the masked fill's zeros, four times faster
        big = mag.gt(tol)
        rel = torch.div(diff, mag.clamp_min_(tol), out=lim).mul_(big)
    return ok, (float(diff.max()) if diff.numel() else 0.0), (float(rel.max()) if rel.numel() else 0.0)


def _compare_piece_nan(a: torch.Tensor, b: torch.Tensor, tol: float, atol_scale: float) -> tuple[bool, float, float | None]:
    """Floating pieces with a NaN on either side (or inf - inf): NaN matches NaN only, an
    infinity the same infinity only; a NaN against a number, or infinities of opposite signs, is
    an infinite difference. Complex values are compared part by part here
    (torch.isnan of a complex is true when either part is: a NaN in one part must not excuse
    the other)."""
    if a.is_complex():
        a, b = torch.view_as_real(a), torch.view_as_real(b)
    same = (torch.isnan(a) & torch.isnan(b)) | (a == b)  # a == b: the same infinity (inf - inf is NaN)
    diff = (a - b).abs().masked_fill(same, 0.0)
    diff = torch.nan_to_num(diff, nan=float("inf"), posinf=float("inf"))
    mag = b.abs().nan_to_num(0.0)
    ok = bool((diff <= tol * atol_scale + tol * mag).all())
    rel = torch.where(mag > tol, diff / mag.clamp_min(tol), torch.zeros_like(diff))
    return ok, (float(diff.max()) if diff.numel() else 0.0), (float(rel.max()) if rel.numel() else 0.0)


def _compare_outputs(refs: list, cand: list, types: list[str], preset: str, trial: Trial) -> None:
    """Compares one trial's outputs with the reference's, into `trial` (ok, errors, why)."""
    if len(cand) != len(refs):
        trial.ok = trial.shape_ok = False
        trial.why.append(contract.FLAG_OUTPUT_COUNT_MISMATCH)
        return
    for k, (r_t, c_t) in enumerate(zip(refs, cand)):
        c = compare(r_t, c_t, preset, atol_scale=LARGE_SCALE if trial.scale >= LARGE_SCALE else 1.0)
        trial.shape_ok &= c["shape_ok"]
        trial.dtype_ok &= c["dtype_ok"]
        for key in ("max_abs_err", "max_rel_err"):
            if c[key] is not None:
                setattr(trial, key, max(getattr(trial, key) or 0.0, c[key]))
        if not c["ok"]:
            trial.ok = False
            trial.why.append(c["why"] + (f" (output {k} is {types[k]})" if c["why"] == contract.FLAG_NOT_A_TENSOR else ""))


def verify(task_file: str, cand: Candidate, private_dir: str, seed: int | None, preset: str,
           timeout_s: float, device: str = "cpu", own_kernels: set[str] | None = None,
           guard_policy: str = contract.OP_POLICY_STRICT, shared: bool = False) -> VerifyResult:
    """Runs the trials. `shared`: other evaluations use the device meanwhile, so a candidate that
    runs out of memory may have been crowded out: an infra error, not the agent's fault. Not
    shared: this process out of device memory where the candidate held the room is
    `memory_hog` (device_memory)."""
    t0 = time.perf_counter()
    clock = StageClock()
    seeds = fresh_seeds(seed, N_TRIALS)
    res = VerifyResult()
    try:  # the candidate starts up (device, imports) meanwhile: it was forked before this touched the GPU
        mod = task_loader.load_task(task_file)
        model, init_inputs = task_loader.build_reference(mod, device)
        seeds, scales, values, refs = _defined_trials(mod, model, seeds, device, res.notes)
        if device == "cuda":  # the inputs' cached blocks go back to the driver: the candidate needs them
            torch.cuda.empty_cache()
        payload = task_loader.write_model_payload(os.path.join(private_dir, "model.pt"), init_inputs, model)
        inputs = task_loader.input_recipe(task_file, private_dir, seeds, scales, values)
    except Exception as e:
        if out_of_memory(e):  # this process's memory, not the task's code: the contract's judge_out_of_memory_error
            raise
        return infra_failure(res, f"{REFERENCE_FAILED}\n{traceback.format_exc()[-3000:]}", t0)
    clock.mark("reference")
    why = cand.start_failure(timeout_s)
    clock.mark("candidate_start")
    if why is not None:
        return infra_failure(res, f"the candidate process could not start ({why})")
    ref_dtype = refs.dtype
    res.atol = res.rtol = tolerance_for(ref_dtype, preset)
    log(f"reference ready ({len(seeds)} input sets); running candidate")
    session = candidate_checks.Session(cand, timeout_s)
    failure = session.start(payload, inputs)
    clock.mark("load_and_inputs")
    log("candidate loaded")
    if failure is None:
        try:
            failure = _run_trials(session, res, seeds, scales, values, refs, preset, own_kernels, guard_policy, clock)
        except _ReferenceFailed as e:
            return infra_failure(res, f"{REFERENCE_FAILED}\n{e}", t0)
        except Exception as e:  # this process out of memory: the candidate's doing where it held the room
            blame = None if shared else device_memory.candidate_blamed(
                e, cand, device, lambda: device_memory.honest_need(mod, model, refs.out_bytes))
            if blame is None:
                raise
            failure = Failure([contract.FLAG_MEMORY_HOG], f"{contract.FLAG_MEMORY_HOG}: {blame}")
    if failure is not None and shared and failure.flags == [contract.FLAG_CANDIDATE_CRASHED] \
            and candidate_oom(failure.detail):
        res.stage_seconds = clock.seconds
        return infra_failure(res, f"{contract.CROWDED_OUT_ERROR} (not charged to the agent; judged alone "
                             f"it would have the device's memory to itself)\n{failure.detail[:1500]}", t0)
    if failure is not None:
        res.flags, res.failure = list(failure.flags), failure.detail
    res.stage_seconds = clock.seconds
    res.seconds = round(time.perf_counter() - t0, 3)
    res.footer = (f"tolerance: atol={res.atol:g} rtol={res.rtol:g} ({preset}, {str(ref_dtype).replace('torch.', '')}); "
                  f"candidate process {cand.elapsed():.2f}s, total {res.seconds:.2f}s")
    return res


class _ReferenceFailed(Exception):
    """The reference failed on a trial's inputs when computed for its comparison (the message is
    the traceback's tail): the task's fault, an infra error."""


class _References:
    """The trials' reference outputs: held from the start while they total at most REFS_BYTES,
    otherwise computed (again) when their trial is compared and let go after it (at KernelBench's
    real sizes six outputs held at once are tens of GiB).  A trial that would not be held and
    needs no look at its outputs up front (`defer`) is computed only then."""

    def __init__(self, mod: Any, model: torch.nn.Module, device: str):
        self.mod, self.model, self.device = mod, model, device
        self.held: list[list | None] = []
        self.trials: list[tuple[int, float, str]] = []
        self.bytes = 0
        self.out_bytes = 0  # one trial's outputs, the largest
        self.dtype = torch.float32

    def add(self, seed: int, scale: float, values: str, outs: list) -> None:
        size = task_loader.tensor_bytes(outs)
        self.out_bytes = max(self.out_bytes, size)
        if not self.trials and outs and isinstance(outs[0], torch.Tensor):
            self.dtype = outs[0].dtype
        keep = self.would_hold(size)
        self.bytes += size if keep else 0
        self.held.append(outs if keep else None)
        self.trials.append((seed, scale, values))

    def would_hold(self, size: int) -> bool:
        return self.bytes + size <= REFS_BYTES

    def defer(self, seed: int, scale: float, values: str) -> None:
        self.held.append(None)
        self.trials.append((seed, scale, values))

    def __getitem__(self, i: int) -> list:
        held = self.held[i]
        if held is not None:
            return held
        try:
            return _reference_outputs(self.mod, self.model, *self.trials[i], self.device)
        except Exception as e:
            if out_of_memory(e):
                raise
            raise _ReferenceFailed(traceback.format_exc()[-3000:]) from e

    def release(self, i: int) -> None:
        self.held[i] = None


def _defined_trials(mod: Any, model: torch.nn.Module, seeds: list[int], device: str,
                    notes: list[str]) -> tuple[list[int], list[float], list[str], _References]:
    """The trials' (seeds, scales, values, reference outputs), without the large-magnitude and
    edge-value trials where the reference does not define them (see SCALES)."""
    refs = _References(mod, model, device)
    first_bytes: int | None = None
    for seed, scale, values in zip(seeds, SCALES, VALUES):
        plain = values == task_loader.RANDOM and scale != LARGE_SCALE
        if plain and first_bytes is not None and not refs.would_hold(first_bytes):
            refs.defer(seed, scale, values)  # computed for its comparison: nothing to check up front
            continue
        try:
            outs = _reference_outputs(mod, model, seed, scale, values, device)
        except Exception as e:  # noqa: BLE001 - e.g. a factorisation of a matrix the edges made singular
            if values == task_loader.RANDOM and scale != LARGE_SCALE:
                raise  # the reference fails on the task's own inputs: infra_error
            notes.append(f"no {'trial with edge values' if values != task_loader.RANDOM else 'large-magnitude trial'}: "
                         f"the reference fails there ({type(e).__name__})")
            continue
        if scale == LARGE_SCALE and not _all_finite(outs):
            notes.append(f"no trial at {LARGE_SCALE:g}x magnitude: the reference's outputs are not finite there")
        elif values == task_loader.EDGE and not _all_finite(outs):
            notes.append("no trial with edge values (zeros, integers, half-integers): the reference's outputs "
                         "are not finite there")
        elif values == task_loader.EDGE and not all(isinstance(o, torch.Tensor) and o.is_floating_point()
                                                    for o in outs):
            notes.append("no trial with edge values: an output is not floating (equal values make ties)")
        else:
            refs.add(seed, scale, values, outs)
        if first_bytes is None:
            first_bytes = task_loader.tensor_bytes(outs)
        del outs
    return [t[0] for t in refs.trials], [t[1] for t in refs.trials], [t[2] for t in refs.trials], refs


def _reference_outputs(mod: Any, model: torch.nn.Module, seed: int, scale: float, values: str,
                       device: str) -> list:
    """One trial's reference outputs; its inputs live only meanwhile (at KernelBench's real sizes
    six input sets at once are tens of GiB)."""
    inputs = task_loader.make_input_sets(mod, [seed], [scale], device, [values])[0]
    with torch.no_grad():
        return [o.detach() for o in task_loader.flatten_outputs(model(*inputs))]


def _all_finite(outputs: list) -> bool:
    return all(bool(torch.isfinite(o).all()) for o in outputs
               if isinstance(o, torch.Tensor) and (o.is_floating_point() or o.is_complex()))


def _run_trials(session: "candidate_checks.Session", res: VerifyResult, seeds: list[int], scales: list[float],
                values: list[str], refs: _References, preset: str, own_kernels: set[str] | None, guard_policy: str,
                clock: StageClock) -> Failure | None:
    flags: set[str] = set()
    for i, s in enumerate(seeds):  # set i+1 is computed while set i is read and compared
        # The reference first (its inputs are gone before the candidate's outputs are read: one
        # of each is held at a time), while the candidate computes the same set.
        ref = refs[i]
        got = session.forward(i, then=i + 1 if i + 1 < len(seeds) else None, expect=tensor_exchange.spec_of(ref))
        if isinstance(got, Failure):
            return got
        outs, reply = got
        trial = Trial(seed=s, scale=scales[i], values=values[i])
        _compare_outputs(ref, outs, reply["output_types"], preset, trial)
        if reply["mutated"]:
            trial.why.append(contract.FLAG_INPUT_MUTATED)
        trial.why += candidate_checks.forward_flags(reply)
        trial.ok = trial.ok and not trial.why
        flags.update(w.split(" ")[0] for w in trial.why)
        if contract.FLAG_SHAPE_MISMATCH in trial.why:
            trial.detail = (f"shapes: expected {[tuple(t.shape) for t in ref]}, got "
                            f"{[tuple(t.shape) if isinstance(t, torch.Tensor) else None for t in outs]}")
        del ref, outs, got
        if i:  # trial 1's outputs serve the poisoned rerun
            refs.release(i)
        res.trials.append(trial)
        if not trial.ok:  # a wrong answer is wrong: the remaining sets would only cost time (minutes at full size)
            if i + 1 < len(seeds):
                res.notes.append(f"trials {i + 2}-{len(seeds)} not run: verify stops at the first trial that fails")
            if not session.drain():  # the process died on the next set: this trial's verdict stands
                res.flags, res.correct = sorted(flags), False
                return None
            break
    log("trials done")
    clock.mark("trials")
    if not flags:  # run set 0 again with uninitialised memory poisoned
        ref = refs[0]
        got = session.forward(0, poison=True, expect=tensor_exchange.spec_of(ref))
        if isinstance(got, Failure):
            return got
        rerun = Trial(seed=seeds[0], scale=scales[0], values=values[0])
        _compare_outputs(ref, got[0], got[1]["output_types"], preset, rerun)
        del ref, got
        if not rerun.ok:
            flags.add(contract.FLAG_UNINITIALIZED_MEMORY)
            res.notes.append("rerun of trial 1 with uninitialised memory poisoned: NOT OK -- your kernel reads "
                             "memory it did not write (at::empty is not zeroed)")
    log("poisoned rerun done")
    clock.mark("poisoned_rerun")
    trace = session.trace(0)
    clock.mark("trace")
    log("trace done")
    if isinstance(trace, Failure):
        return trace
    res.kernels = candidate_checks.kernel_records(trace)
    tflags = candidate_checks.trace_flags(trace, guard_policy, own_kernels)
    if isinstance(tflags, Failure):
        return tflags
    if tflags:
        flags.update(tflags)
        res.notes.append("profiler trace: " + ", ".join(tflags))
    res.flags = sorted(flags)
    res.correct = not flags and len(res.trials) == len(seeds)
    all_abs = [t.max_abs_err for t in res.trials if t.max_abs_err is not None]
    all_rel = [t.max_rel_err for t in res.trials if t.max_rel_err is not None]
    res.max_abs_err = max(all_abs) if all_abs else None
    res.max_rel_err = max(all_rel) if all_rel else None
    return None
