"""The candidate's timed calls, driven and timed by the trusted process.

Contract: `Driver(session, task, device, out_specs, est_ms, call_bytes)`; `calibrate()`, then the
caller loads the agent's model, then `timed(target_s)` (again for a rerun) returns a DrivenRun.
Each timed request is timed from request to reply with this process's clock; no number the
reward uses comes from the candidate's address space.  CPU: one call per request (runner
`call`).  CUDA: a burst of `burst_size` calls per request (runner `burst`: the calls back to back,
each on inputs generated inside the window, one synchronize at the end), so a request's launch
and wake-up latency and its drift from the calibration are shared by many calls of a short
kernel.  Calls of one burst whose outputs share memory (a static output buffer) fall back to one
call per request (calibrated for that too, before the agent's code was imported).
  - `calibrate()` BEFORE the agent's code is imported: the same requests with zeros for
    the outputs (`null`) give the fixed cost of a call (pipe round trip, input views or
    generation, the L2 flush, on CUDA the fingerprint), subtracted from every timed call.
  - Fresh inputs per call, never a transform of earlier ones: the task's get_inputs under a
    seed drawn from the OS's random source for that call (CPU: generated here and written into
    the exchange; CUDA: generated on the device by the candidate's runner from the seeds).
  - Work finished inside the window, proven by code the agent cannot reach where it can: on the
    CPU this process reads every call's outputs straight out of the runner's memory after the
    reply (remote_memory.py: nothing of the proof is in the window, so nothing of it is in the
    calibration to be skipped; work left for later burns the candidate's CPU while they are
    read, which the meter charges); on CUDA the runner's exact fingerprint inside the window.
  - Value checks no call can predict: each timed request is sampled on its own with chance
    FETCHES / requests (seeing that one call was checked says nothing of the next), and its
    outputs checked against the reference on its inputs (the caller's `check`).  On the CPU the
    checks wait for the end of the run while their outputs fit CHECK_LATER_BYTES (no gap between
    requests shows them), and one more call, drawn uniformly from the whole run (a reservoir of
    one), is always checked: a run of wrong answers is never paid for want of a draw (e^-4 of
    runs draw none); on CUDA a sampled call is fetched at once (it lives only until the
    next burst) and its fingerprint must match the fetched copy.
  - CPU, side by side (`beside`: a function timing eager for about a given number of seconds in
    this process, returning its median ms): after each of SIDE_BY_SIDE_ROUNDS rounds of timed
    requests, the candidate's cgroup is frozen (candidate_freezer) and eager is timed for about
    as long as the round's calls took, then the candidate resumes; `eager_beside` holds each
    round's eager median, so a load on the machine weighs on both sides of the ratio alike and
    no agent code runs while eager is timed.  None where the candidate has no freezer cgroup of
    its own, and none at all for a run in which a freeze failed or the frozen cgroup used CPU.
  - CPU time the candidate's processes burn between requests (native threads finishing work in
    the background, short-lived helper processes) is read from the kernel's per-process CPU
    clocks and the candidate's cgroup, and charged to the call time.
The candidate's own per-call times (own_ms) are its report, which may inform and never decide.
On the CPU the outside time is paid.  On CUDA the event times are paid (they leave out the
request's latency), but never less than the outside time (the lower quartile of the requests:
a busy host only lengthens some) minus its drift allowance (OUTSIDE_SLACK_MS per request, shared
by the burst's calls, + OUTSIDE_SLACK_FRACTION of it), so a forged account gains at most that
allowance.  That outside time above the account by more than
DISAGREE_FRACTION x + DISAGREE_MS (per request) is flagged by the caller (`disagrees`);
`excess_ms` (the account's own measure of work on other streams) is judged against the eager
baseline's.
Not thread-safe; one run per candidate.
"""
from __future__ import annotations

import json
import os
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import torch

from . import task_loader
from .candidate_checks import Failure, Session, malformed
from .candidate_freezer import Freezer
from .candidate_proc import CgroupCpu, candidate_processes
from .common import out_of_memory
from .contract import FLAG_INPUT_MUTATED, FLAG_STALE_OUTPUT
from .fingerprint import fingerprint, pending_content, settle_content
from .remote_memory import RemoteMemory, ShapeMismatch
from .tensor_exchange import INPUT_WINDOW
from .timing import Timer

MAX_CALLS, FETCHES = 2000, 4
# Timed calls per run at least. CPU: more, since a loaded host moves single calls by up to 6x and
# the time is a median (10-15 calls per run let a run's median follow the moment's load).
MIN_CALLS = {"cpu": 40, "cuda": 10}
# CPU: sampled calls' outputs kept for checks after the run, up to this much (beyond, checked at once).
CHECK_LATER_BYTES = 256 << 20
# CPU: elements of the reservoir's call kept for its check when its outputs exceed the above.
PICKED_ELEMENTS = 1 << 20
# How often the CPU meter looks for new candidate processes: every 4 calls, at most 32 times a run.
METER_REFRESH_CALLS, METER_MAX_REFRESHES = 4, 32
# Calibration: at least CALIBRATION_CALLS calls and CALIBRATION_S seconds (the device and the
# allocator settle: a GPU idle since start-up runs its first calls at lower clocks); the median
# of the second half is the fixed cost.
CALIBRATION_CALLS, CALIBRATION_S, CALIBRATION_MAX_CALLS = 16, 0.1, 400
# Warm-up: at least this many calls and this share of the target time (the allocator settles).
WARMUP_CALLS, WARMUP_FRACTION, WARMUP_MAX_CALLS = 3, 0.3, 200
# CPU time between calls beyond the calibration's that is not charged (scheduler noise, idle
# spinning of a thread pool after a parallel region): this much plus a share of the call time.
GAP_ALLOW_MS, GAP_ALLOW_FRACTION = 0.05, 0.1
# A call cheaper than this share of the empty calibration call (minus BYPASS_MS) skipped the
# runner's own work (the input views or the fingerprint): its handler was replaced.
BYPASS_FRACTION, BYPASS_MS = 0.3, {"cpu": 0.01, "cuda": 0.5}
# A disagreement beyond noise between the candidate's account and the outside time: the outside
# time above (1 + DISAGREE_FRACTION) x the account + DISAGREE_MS (per request).  Wide on the CPU
# (a loaded 2-core host: 2x the account seen for an honest ReLU).  On CUDA the payment itself is
# bounded by the outside time (OUTSIDE_SLACK_*), so the flag only has to catch what that bound
# lets through.
DISAGREE_FRACTION, DISAGREE_MS = {"cpu": 3.0, "cuda": 0.5}, {"cpu": 0.2, "cuda": 0.3}
# CUDA: the paid time is at least the outside time less this much: OUTSIDE_SLACK_MS per request
# (one call per request drifted from its calibration by up to ~0.3 ms on the H200 and sat up to
# ~1 ms above the events of 2-30 ms KernelBench calls) and a share of the time per call (in bursts
# of the bundled kernels the outside time per call sat -0.017..+0.008 ms, up to 11 %, from the
# events: launch-bound calls pay the harness's own per-call launches) (docs/PERF.md).
OUTSIDE_SLACK_MS, OUTSIDE_SLACK_FRACTION = 0.3, 0.15
# CUDA bursts: about BURST_MS of the reference's work per timed request (launch and wake-up
# latency, and the drift above, are paid once per request), at most BURST_MAX calls, whose
# outputs stay on the device until the next burst (at most BURST_BYTES with one call's inputs).
BURST_MS, BURST_MAX, BURST_BYTES = 10.0, 64, 2 << 30
MIN_STEPS = 3
# CPU side by side: eager timed after each of this many rounds, for about the round's time.
SIDE_BY_SIDE_ROUNDS, BESIDE_MIN_S, BESIDE_MAX_S = 4, 0.02, 0.25
FROZEN_CPU_NS = 1_000_000  # CPU a frozen cgroup may still be charged (a tick's accounting lag)


@dataclass
class DrivenRun:
    cand_ms: float = 0.0           # the time the reward uses
    outside_ms: float = 0.0        # median of the outside times minus the calibration
    outside_quartiles: tuple[float, float, float] = (0.0, 0.0, 0.0)  # of the requests, per call
    own_ms: float = 0.0            # median of the candidate's account
    excess_ms: float = 0.0         # CUDA: median work still running after forward (the account's)
    calibration_ms: float = 0.0    # per call
    burst: int = 1                 # calls per timed request
    charged_ms: float = 0.0        # CPU between calls, charged per call
    floor_ms: float = 0.0          # CUDA: the least the outside time allows paying (before the charge)
    iterations: int = 0
    noise_pct: float | None = None
    checked: int = 0               # fetched calls checked against the reference
    wrong: int = 0                 # of those, how many did not match it (or could not be checked)
    changed_after_return: int = 0  # fetched outputs that differ from the ones fingerprinted in the window
    disagrees: bool = False
    skipped_fixed_cost: bool = False  # calls faster than the empty calibration call: the runner was bypassed
    calls_made: int = 0            # every timed call requested of the candidate (all runs, warm-ups included)
    eager_beside: list[float] = field(default_factory=list)  # CPU: eager's median ms per round, side by side
    rounds_ms: list[float] = field(default_factory=list)  # the candidate's median outside ms per round
    report: dict = field(default_factory=dict)  # the candidate's own account (profiler checks it)
    notes: list[str] = field(default_factory=list)


class MeterUnavailable(RuntimeError):
    """The candidate's CPU clock cannot be read: the run must not be judged without it."""


class OutputsUnreadable(RuntimeError):
    """CPU: this process cannot read the runner's memory (found before any agent code ran): the
    run must not be judged without reading every call's outputs."""


def _process_clock_ns(pid: int) -> int:
    return time.clock_gettime_ns(((~pid) << 3) | 2)  # CPUCLOCK_SCHED of the process


class CpuMeter:
    """CPU time of the candidate's processes (all threads), from the kernel: nothing the
    candidate runs can change these readings.  Two sources, the larger increase counts:
      - the process CPU clocks of candidate_proc.candidate_processes(root), exact to the
        nanosecond; `refresh()` finds new processes (a process is charged with everything it
        used before it was found); a process that exits keeps its last reading;
      - the candidate's cgroup (CgroupCpu), when the sandbox gave it one: it also counts
        processes that started and exited between two refreshes, which no scan sees.
    The total never goes down.  Raises MeterUnavailable when the root's clock is unreadable."""

    def __init__(self, pid: int):
        self.root = pid
        self.last: dict[int, int] = {}
        self.retired = 0
        try:
            _process_clock_ns(pid)
        except OSError as e:
            raise MeterUnavailable(f"the CPU clock of process {pid} is unreadable ({e})") from e
        self.cgroup = CgroupCpu.open(pid)
        self.refresh()
        self.p0 = self._processes_ns()
        self.c0 = self.cgroup.ns() if self.cgroup else 0

    def refresh(self) -> None:
        for pid in candidate_processes(self.root):
            self.last.setdefault(pid, 0)

    def _processes_ns(self) -> int:
        for pid in list(self.last):
            try:
                self.last[pid] = _process_clock_ns(pid)
            except OSError:  # gone (a recycled pid would only add a stranger's time: never less)
                self.retired += self.last.pop(pid)
        return self.retired + sum(self.last.values())

    def ns(self) -> int:
        seen = self._processes_ns() - self.p0
        return seen if self.cgroup is None else max(seen, self.cgroup.ns() - self.c0)


def _number(x: Any) -> float:
    if isinstance(x, bool) or not isinstance(x, (int, float)) or not (0.0 <= float(x) < 1e9):
        raise ValueError(f"{x!r} is not a time")
    return float(x)


class Driver:
    """`est_ms`: the reference's eager time (sizes the CUDA bursts); `call_bytes`: one call's inputs
    and outputs (bounds what a burst keeps on the device)."""

    def __init__(self, session: Session, task: Any, device: str, out_specs: list, est_ms: float = 0.0,
                 call_bytes: int = 0, check: Callable[..., bool] | None = None, expect: list | None = None,
                 beside: Callable[[float], float] | None = None):
        self.s, self.task, self.device, self.specs = session, task, device, out_specs
        self.beside = beside if device == "cpu" else None  # CUDA: GPU work queued before a freeze still runs
        self.freezer = Freezer(session.cand.pid) if self.beside is not None else None
        if self.freezer is not None and not self.freezer.available:
            self.beside = None  # no freezer cgroup of its own: eager is re-timed after the candidate ends
        self._expect = expect  # the reference's outputs by position (tensor_exchange.spec_of): fetched reads
        self.check = check  # (seed, inputs or None, outputs, positions or None) -> matches the reference
        self.rng = random.SystemRandom()
        self.meter = CpuMeter(session.cand.pid)
        self.remote: RemoteMemory | None = None
        if device == "cpu":
            self.remote = RemoteMemory(session.cand.runner_pid())
            why = self.remote.probe((session.cand.ready(session.timeout_s) or {}).get("probe"))
            if why is not None:
                raise OutputsUnreadable(why)
        self.flush = Timer(device)._between_calls if device == "cpu" else (lambda: None)
        self.last_cpu: int | None = None
        self.burst = burst_size(device, est_ms, call_bytes)
        self.calls_made = 0  # timed calls requested (warm-up and reruns included; not calibration's)
        self.tracing = bool(os.environ.get("WARPGYM_TIMING_TRACE"))  # see _trace
        self.calibrations: dict[int, tuple[float, float]] = {}  # burst -> (fixed ms per call, CPU gap ms per request)
        self.calibration_walls: dict[int, list[float]] = {}  # burst -> request ms (for the timing trace)
        self._null_inputs: list | None = None  # CPU: the calibration calls' one input set

    def _step(self, null: bool, calls: int) -> tuple[dict, float, float, list[tuple[int, list | None, list | None]]] | Failure:
        """One timed request: CPU one call, CUDA a burst of `calls` calls.  Returns (reply,
        request ms, CPU ms burnt since the previous reply, the calls' (seed, CPU inputs, CPU
        outputs read out of the runner: views of a scratch buffer, valid until the next step))."""
        seeds = [self.rng.randrange(1, 2**62) for _ in range(calls)]
        what = "a timed call" if not null else "the calibration calls"
        inputs = None
        if self.device == "cpu":
            # Calibration calls run no agent code (it is not imported yet): one input set serves them
            # all, and its generation, outside the timed window, is not paid again for each.
            if null and self._null_inputs is None:
                self._null_inputs = task_loader.make_input_sets(self.task, seeds, [1.0], "cpu")[0]
            inputs = self._null_inputs if null else task_loader.make_input_sets(self.task, seeds, [1.0], "cpu")[0]
            msg: dict[str, Any] = {"cmd": "call", "inputs": self.s.cand.exchange.write(inputs, INPUT_WINDOW)}
            self.flush()
        else:
            msg = {"cmd": "burst", "seeds": seeds}
            if self.tracing:
                msg["diag"] = True  # the runner's host-time account, for the trace only
        if null:
            msg["null"] = self.specs
        c0 = self.meter.ns()
        t0 = time.perf_counter_ns()
        # CUDA hosts have cores to spare: poll for the reply instead of sleeping (a sleeping
        # process wakes later the longer it slept, which no calibration call reproduces).  Not
        # on the CPU backend, where the poller would take a core from the candidate.
        r = self.s.request(msg, what, spin=self.device == "cuda")
        t1 = time.perf_counter_ns()
        c1 = self.meter.ns()
        gap = max(0, c0 - self.last_cpu) / 1e6 if self.last_cpu is not None else 0.0
        self.last_cpu = c1
        if isinstance(r, Failure):
            return r
        outs = None
        if not null:
            self.calls_made += calls
        if self.remote is not None:  # after c1: what the candidate burns while it is read is charged
            # The inputs first: an output that is the input window itself, rewritten in place,
            # fails here before it could be read as an answer.
            try:
                seen = self.s.cand.exchange.views(msg["inputs"], INPUT_WINDOW)
            except ValueError as e:
                return malformed("timed call inputs", e)
            if not all(_same_bits(a, b) for a, b in zip(seen, inputs or [])):
                return Failure([FLAG_INPUT_MUTATED], f"{FLAG_INPUT_MUTATED}: a timed call changed its inputs")
            del seen
            try:
                outs = self.remote.read(r.get("outputs"), keep=False, expect=self.specs)
            except ShapeMismatch as e:
                return Failure([FLAG_STALE_OUTPUT], f"{FLAG_STALE_OUTPUT}: a timed call returned wrong outputs ({e})")
            except ValueError as e:
                return malformed("timed call outputs", e)
        return r, (t1 - t0) / 1e6, gap, [(x, inputs, outs) for x in seeds]

    def _per_call(self, r: dict) -> tuple[list[float], float, tuple[list, list], bool]:
        """The reply's account, checked: (own ms of each call, excess ms, the fingerprints of
        each call's outputs and of its inputs after the forward, whether two calls' outputs
        share memory)."""
        if self.device == "cpu":
            return [_number(r.get("own_ms"))], 0.0, ([], []), False
        own, fps, ins, mem = r.get("own_ms"), r.get("fingerprints"), r.get("input_fingerprints"), r.get("storages")
        if not all(isinstance(x, list) and len(x) == self.burst for x in (own, fps, ins, mem)):
            raise ValueError(f"a burst of {self.burst} calls answered with {own!r:.80}")
        return [_number(x) for x in own], _number(r.get("excess_ms", 0.0)), (fps, ins), _shared_memory(mem)

    def calibrate(self) -> Failure | None:
        """The fixed cost of a call, measured before any agent code is imported: for the burst
        size and, on CUDA, for single calls (the fallback when a burst's outputs share memory)."""
        for k in sorted({self.burst, 1}, reverse=True):
            walls, gaps = [], []
            t0 = time.perf_counter()
            i = 0
            while i < CALIBRATION_CALLS or (time.perf_counter() - t0 < CALIBRATION_S and i < CALIBRATION_MAX_CALLS):
                c = self._step(True, k)
                if isinstance(c, Failure):
                    return c
                walls.append(c[1])
                gaps.append(c[2])
                i += 1
            self.calibration_walls[k] = walls
            walls, gaps = walls[len(walls) // 2:], gaps[len(gaps) // 2:]
            self.calibrations[k] = (statistics.median(walls) / k, statistics.fmean(gaps))
            self.last_cpu = None
        return None

    @property
    def calibration_ms(self) -> float:
        return self.calibrations[self.burst][0]

    def _sampled(self, fps: tuple[list, list], k: int, call: tuple[int, list | None, list | None], window: int,
                 run: DrivenRun, later: list) -> Failure | None:
        """A sampled call's outputs checked: CPU, kept for after the run (`later`) while they fit
        CHECK_LATER_BYTES, else at once; CUDA, fetched now and fingerprint-checked, and its inputs
        generated again here from the call's seed must match the fingerprint the runner took of
        them after the forward (the CPU's inputs are checked in `_step`, from outside)."""
        seed, inputs, outs = call
        if self.device == "cpu":
            size = task_loader.tensor_bytes(outs)
            if sum(task_loader.tensor_bytes(o) for _, o in later) + size <= CHECK_LATER_BYTES:
                later.append((seed, _owned(outs)))
                return None
        else:
            f = self.s.request({"cmd": "fetch", "index": k, "window": window}, "fetching a timed call's outputs")
            if isinstance(f, Failure):
                return f
            try:  # outputs shaped otherwise than the reference's are not copied: a wrong answer
                outs, _ = self.s.read_values(f.get("outputs"), window, self._expect)
                unread = any(isinstance(o, torch.Tensor) and o.is_meta for o in outs)  # the check rejects it
                if not unread and fingerprint(outs) != fps[0][k]:
                    run.changed_after_return += 1
            except Exception as e:  # noqa: BLE001 - whatever the reply makes a read raise is the candidate's
                if out_of_memory(e):
                    raise  # this process's memory (another episode's load): an infra error, not the agent's
                return malformed("timed call outputs", e)
            inputs = reference_inputs(self.task, seed, self.device)
            if settle_content(pending_content(inputs)) != fps[1][k]:
                return Failure([FLAG_INPUT_MUTATED], f"{FLAG_INPUT_MUTATED}: a timed call changed its inputs")
        self._check(run, seed, inputs, outs)
        del outs, inputs
        self.meter.refresh()
        if self.device == "cuda":  # the runner's own copy-out is not work between calls
            self.last_cpu = self.meter.ns()
        return None

    def _eager_beside(self, run: DrivenRun, round_outside: list[float]) -> None:
        """Eager timed, with the candidate's cgroup frozen, for about as long as the round's
        timed calls took (their outside times: the requests' overheads are not eager's).  A
        freeze that fails, or CPU the cgroup burnt while frozen, ends side-by-side timing for the
        whole run (earlier rounds dropped too: the candidate must not choose which rounds count)."""
        assert self.beside is not None and self.freezer is not None
        if not self.freezer.freeze():
            return self._not_beside(run, "the candidate could not be frozen")
        try:
            c0 = self.freezer.cpu_ns()
            ms = self.beside(min(max(sum(round_outside) / 1e3, BESIDE_MIN_S), BESIDE_MAX_S))
            c1 = self.freezer.cpu_ns()
        finally:
            self.freezer.thaw()
        if c0 is not None and c1 is not None and c1 - c0 > FROZEN_CPU_NS:
            return self._not_beside(run, f"the candidate's cgroup ran {(c1 - c0) / 1e6:.1f} ms while frozen")
        if ms and ms > 0 and round_outside:
            run.eager_beside.append(ms)
            run.rounds_ms.append(statistics.median(round_outside))
        self.meter.refresh()

    def _not_beside(self, run: DrivenRun, why: str) -> None:
        self.beside = None
        run.eager_beside.clear()
        run.rounds_ms.clear()
        run.notes.append(f"{why}: eager was not timed side by side")

    def _check(self, run: DrivenRun, seed: int, inputs: list | None, outs: list, picks: list | None = None) -> None:
        if self.check is not None:
            run.checked += 1
            run.wrong += not self.check(seed, inputs, outs, picks)

    def timed(self, target_s: float) -> DrivenRun | Failure:
        """Warm-up requests, then about target_s of timed ones (MIN_CALLS..MAX_CALLS calls).  A
        burst whose calls' outputs share memory (a static output buffer, as a CUDA graph's) would
        leave only the last call's outputs to check: the run starts again one call per request,
        and stays so."""
        run = self._timed(target_s)
        if run is _SHARED:
            self.burst = 1
            run = self._timed(target_s)
            if isinstance(run, DrivenRun):
                run.notes.append("calls of one burst returned outputs in the same memory: timed one call per request")
        assert run is not _SHARED
        return run

    def _timed(self, target_s: float) -> DrivenRun | Failure | object:
        run = DrivenRun(calibration_ms=self.calibration_ms, burst=self.burst)
        w0 = time.perf_counter()
        k = 0
        while k < WARMUP_CALLS or (time.perf_counter() - w0 < WARMUP_FRACTION * target_s and k < WARMUP_MAX_CALLS):
            c = self._step(False, self.burst)
            if isinstance(c, Failure):
                return c
            try:  # the warm-up's own account is not read (a clock patched mid-call is caught later)
                if self.burst > 1 and _shared_memory(c[0].get("storages")):
                    return _SHARED
            except ValueError as e:
                return malformed("timed call report", e)
            k += 1
        per_step = (time.perf_counter() - w0) / k
        n = int(min(MAX_CALLS // self.burst, max(-(-MIN_CALLS[self.device] // self.burst), MIN_STEPS, target_s / max(per_step, 1e-6))))
        chance = min(1.0, FETCHES / n)
        later: list[tuple[int, list]] = []
        kept: tuple | None = None  # CPU: the reservoir's call (seed, outputs, positions or None)
        every = max(METER_REFRESH_CALLS, n // METER_MAX_REFRESHES)  # a /proc scan costs ~1 ms
        outside, own, gaps, excess = [], [], [], []
        per_round, round_from = max(1, n // SIDE_BY_SIDE_ROUNDS), 0
        diag: list = []  # the runner's account of where each request's time went (traced, never judged)
        for i in range(n):
            c = self._step(False, self.burst)
            if isinstance(c, Failure):
                return c
            r, w, gap, calls = c
            try:
                mine, ex, fps, shared = self._per_call(r)
            except ValueError as e:
                return malformed("timed call report", e)
            if shared:
                return _SHARED
            own += mine
            excess.append(ex)
            if self.tracing:
                diag.append(_bounded_diag(r.get("diag"), self.burst))
            outside.append(w / self.burst - self.calibration_ms)
            gaps.append(gap)
            if i % every == every - 1:
                self.meter.refresh()
            if self.rng.random() < chance:  # this request's own draw, after it returned
                j = self.rng.randrange(len(calls))
                f = self._sampled(fps, j, calls[j], i % 2, run, later)
                if f is not None:
                    return f
            if self.device == "cpu" and self.rng.randrange(i + 1) == 0:
                seed, _, outs = calls[0]
                # Too large to keep whole: elements at positions drawn now, after the reply.
                big = task_loader.tensor_bytes(outs) > CHECK_LATER_BYTES
                kept = (seed, *(_picked(outs, self.rng) if big else (_owned(outs), None)))
            del calls, c
            if self.beside is not None and (i + 1) % per_round == 0:
                self._eager_beside(run, outside[round_from:])
                round_from = len(outside)
        for seed, outs in later:
            self._check(run, seed, None, outs)
        if kept is not None:
            self._check(run, kept[0], None, kept[1], kept[2])
        del later, kept
        _summarize(run, outside, own, gaps, self.calibrations[self.burst][1], self.calibration_ms, self.device,
                   self.burst)
        run.excess_ms = statistics.median(excess)
        _trace(self, run, outside, own, gaps, w0, diag)
        return run


_SHARED = object()  # _timed's answer when a burst's outputs share memory


def _picked(outs: list, rng: random.SystemRandom) -> tuple[list, list]:
    """(values, positions): PICKED_ELEMENTS elements of each tensor output (flat positions drawn
    from this process's own randomness after the call returned, so agent code cannot know which
    elements will be checked), and None for other outputs."""
    gen = torch.Generator().manual_seed(rng.getrandbits(63))
    values, picks = [], []
    for o in outs:
        if not isinstance(o, torch.Tensor) or o.numel() == 0:
            values.append(_owned([o])[0])
            picks.append(None)
            continue
        at = torch.randint(0, o.numel(), (min(o.numel(), PICKED_ELEMENTS),), generator=gen)
        values.append(o.reshape(-1)[at].clone())
        picks.append(at)
    return values, picks


def _bounded_diag(d: Any, burst: int) -> dict | None:
    """The runner's host-time account as the trace keeps it: its known fields, numbers only, one
    row of at most 8 per call of the burst (it is the candidate's to write: anything else would
    let a reply of megabytes be kept for each of thousands of requests)."""
    if not isinstance(d, dict):
        return None
    num = lambda x: x if isinstance(x, (int, float)) and not isinstance(x, bool) else None  # noqa: E731
    host = d.get("host_us") if isinstance(d.get("host_us"), list) else []
    rows = [[num(x) for x in row[:8]] for row in host[:burst] if isinstance(row, list)]
    return {"host_us": rows, "wait_us": num(d.get("wait_us")), "gpu_span_ms": num(d.get("gpu_span_ms"))}


def _owned(outs: list) -> list:
    """A call's outputs as this process's own copies (read ones are views of a scratch buffer)."""
    return [o.clone() if isinstance(o, torch.Tensor) else o for o in outs]


def _same_bits(a: Any, b: Any) -> bool:
    """Whether two values are bit for bit the same (NaN equals itself)."""
    if not isinstance(b, torch.Tensor):
        return True  # a scalar input travels in the request, not in the window
    if not isinstance(a, torch.Tensor) or a.shape != b.shape or a.dtype != b.dtype:
        return False
    return torch.equal(a.contiguous().view(-1).view(torch.uint8), b.contiguous().view(-1).view(torch.uint8))


def _shared_memory(storages: list) -> bool:
    """Whether the memory of two different calls' outputs overlaps: storages[i] = call i's
    outputs as [address, bytes] pairs (ValueError when malformed)."""
    if not isinstance(storages, list):
        raise ValueError("storages")
    spans = []
    for call, outs in enumerate(storages):
        if not isinstance(outs, list):
            raise ValueError("storages")
        for o in outs:
            if not (isinstance(o, list) and len(o) == 2 and all(type(x) is int and x >= 0 for x in o)):
                raise ValueError("storages")
            if o[1] > 0:
                spans.append((o[0], o[0] + o[1], call))
    spans.sort()
    reach, owner = -1, -1  # the furthest end so far, and the call it belongs to
    for start, end, call in spans:
        if start < reach and call != owner:
            return True
        if end > reach:
            reach, owner = end, call
    return False


def burst_size(device: str, est_ms: float, call_bytes: int) -> int:
    """CUDA: calls per timed request, about BURST_MS of work at the reference's speed, at most
    BURST_MAX and what BURST_BYTES of inputs and outputs hold; CPU: 1."""
    if device != "cuda":
        return 1
    k = min(BURST_MAX, max(1, round(BURST_MS / max(est_ms, 1e-3))))
    return max(1, min(k, BURST_BYTES // max(call_bytes, 1)))


def _summarize(run: DrivenRun, outside: list[float], own: list[float], gaps: list[float], cal_gap: float,
               cal_ms: float, device: str, burst: int = 1) -> None:
    """outside, own, cal_ms: per call; gaps, cal_gap: per request of `burst` calls.  The
    allowances that absorb a request's drift (fixed ms) are shared by the burst's calls."""
    run.iterations = len(own)
    raw = statistics.median(outside)
    run.skipped_fixed_cost = raw < -(1 - BYPASS_FRACTION) * cal_ms - BYPASS_MS[device] / burst
    run.outside_ms = max(raw, 1e-6)
    run.outside_quartiles = _quartiles(outside)
    run.own_ms = statistics.median(own)
    paid_own = device == "cuda"
    run.noise_pct = _noise(own if paid_own else [max(x, 1e-6) for x in outside])
    excess_gap = (statistics.fmean(gaps) - cal_gap - GAP_ALLOW_MS) / burst
    run.charged_ms = max(0.0, excess_gap - GAP_ALLOW_FRACTION * run.outside_ms)
    base = run.outside_ms
    # CUDA's bound reads the quiet requests (the lower quartile): a load elsewhere on the host only
    # lengthens requests, while undercutting this bound takes work left undone in most requests,
    # which the fetched calls' value checks see.
    quiet = _lower_quartile(outside) if paid_own else run.outside_ms
    if paid_own:  # the account, but never below what the outside time allows
        floor = quiet * (1 - OUTSIDE_SLACK_FRACTION) - OUTSIDE_SLACK_MS / burst
        base = max(run.own_ms, floor)
        run.floor_ms = floor
        if floor > run.own_ms:
            run.notes.append(f"paid {floor:.4f} ms, the outside time less its drift allowance: more than the "
                             f"candidate's own account")
            # The paid time is the outside one now: so is its noise (an account the candidate makes
            # could be steadier than what was measured, and narrow the interval it is paid by).
            run.noise_pct = max(run.noise_pct or 0.0, _noise([max(x, 1e-6) for x in outside]) or 0.0)
    # Only an outside time above the account is evidence (work the account hides); an account
    # above the outside time costs the candidate nothing it could gain from.
    run.disagrees = (quiet - run.own_ms
                     > DISAGREE_FRACTION[device] * run.own_ms + DISAGREE_MS[device] / burst)
    if run.charged_ms > 0:
        run.notes.append(f"{run.charged_ms:.4f} ms per call of CPU work between timed calls charged")
    run.cand_ms = base + run.charged_ms


def _host_load() -> dict[str, Any]:
    """The host's load when a run ends (for the timing trace): load average and CPU pressure."""
    out: dict[str, Any] = {"loadavg": os.getloadavg()[0]}
    try:
        with open("/proc/pressure/cpu") as f:
            out["cpu_pressure"] = f.readline().strip()
    except OSError:
        pass
    return out


def _trace(drv: "Driver", run: DrivenRun, outside: list[float], own: list[float], gaps: list[float],
           started: float, diag: list | None = None) -> None:
    """With WARPGYM_TIMING_TRACE=DIR (set for the trusted harness only), every timed run's raw
    requests go to DIR as one JSON file: what a judgement under load is diagnosed from."""
    where = os.environ.get("WARPGYM_TIMING_TRACE")
    if not where:
        return
    rec = {"task": os.path.basename(str(getattr(drv.task, "__file__", "?"))), "pid": os.getpid(),
           "unix_time": time.time(), "seconds": time.perf_counter() - started, "burst": run.burst,
           "calibration_ms": run.calibration_ms, "calibration_walls": drv.calibration_walls.get(run.burst),
           "outside": outside, "own": own, "gaps": gaps, "cand_ms": run.cand_ms, "own_ms": run.own_ms,
           "outside_ms": run.outside_ms, "disagrees": run.disagrees, "diag": diag or [], **_host_load()}
    try:
        os.makedirs(where, exist_ok=True)
        with open(os.path.join(where, f"run-{os.getpid()}-{time.time_ns()}.json"), "w") as f:
            json.dump(rec, f)
    except OSError as e:  # a diagnostic: never a reason to fail the judgement
        run.notes.append(f"timing trace not written ({e})")


def _quartiles(xs: list[float]) -> tuple[float, float, float]:
    srt = sorted(xs)
    return srt[len(srt) // 4], statistics.median(srt), srt[(3 * len(srt)) // 4]


def _lower_quartile(xs: list[float]) -> float:
    return max(_quartiles(xs)[0], 1e-6)


def _noise(xs: list[float]) -> float | None:
    lo, med, hi = _quartiles(xs)
    return round(100.0 * (hi - lo) / med, 3) if med > 0 else None


def reference_inputs(task: Any, seed: int, device: str) -> list:
    """The inputs of a fetched timed call, generated again here (CUDA keeps only the seed)."""
    with torch.no_grad():
        return task_loader.make_input_sets(task, [seed], [1.0], device)[0]
