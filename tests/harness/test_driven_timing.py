"""The pieces of timing the candidate from outside: the output fingerprint, the exchange's input
window, the CPU meter on a real child process, and how a run's numbers become the paid time.

Real tensors, real memfd, real fork; the whole protocol through a real candidate is covered by
the red-team exploits and the demo solutions (tests/redteam/exploits, test_demo_solutions.py).
"""
from __future__ import annotations

import os
import random
import time

import pytest
import torch

from warpgym_harness import driven_timing, fingerprint
from warpgym_harness.driven_timing import OUTSIDE_SLACK_FRACTION as SLACK_FRACTION
from warpgym_harness.driven_timing import OUTSIDE_SLACK_MS as SLACK_MS
from warpgym_harness.driven_timing import DrivenRun, _summarize
from warpgym_harness.tensor_exchange import INPUT_WINDOW, Exchange

# timing: its verdicts can change on a loaded machine; `make test` runs it after the parallel part, alone
pytestmark = pytest.mark.timing


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16, torch.float64, torch.int64,
                                   torch.int8, torch.bool, torch.complex64])
def test_fingerprint_sees_one_flipped_bit(dtype: torch.dtype) -> None:
    x = (torch.randn(257, 33) * 10).to(dtype)
    fp = fingerprint.fingerprint([x])
    assert fp == fingerprint.fingerprint([x.clone()])
    y = x.clone()
    yb = y.reshape(-1).view(torch.uint8)
    yb[1000] ^= 1  # the lowest bit of one byte in the middle
    assert x.reshape(-1).view(torch.uint8)[1000] != yb[1000]
    assert fingerprint.fingerprint([y]) != fp


def test_fingerprint_names_shape_dtype_and_non_tensors() -> None:
    a = torch.zeros(4, 6)
    assert fingerprint.fingerprint([a]) != fingerprint.fingerprint([a.view(6, 4)])
    assert fingerprint.fingerprint([a]) != fingerprint.fingerprint([a.double()])
    assert fingerprint.fingerprint([3, None]) == ["builtins.int", "builtins.NoneType"]


def test_fingerprint_of_a_strided_view_is_that_of_its_values() -> None:
    x = torch.randn(10_001)
    assert fingerprint.fingerprint([x[::3]]) == fingerprint.fingerprint([x[::3].contiguous()])


def test_exchange_input_window_is_read_in_place() -> None:
    ex = Exchange()
    try:
        x = torch.randn(100, 7)
        descs = ex.write([x, 5], INPUT_WINDOW)
        views = ex.views(descs, INPUT_WINDOW)
        assert torch.equal(views[0], x) and views[1] == 5
        ex.write([x + 1, 5], INPUT_WINDOW)  # the next call's inputs land in the same pages
        assert torch.equal(views[0], x + 1)
        with pytest.raises(ValueError):
            ex.views(descs, 0)  # the descriptors belong to the input window only
        bad = [dict(descs[0], offset=descs[0]["offset"] + 64)]
        bad[0]["offset"] = ex.window_bytes * 3 - 64
        with pytest.raises(ValueError):
            ex.views(bad, INPUT_WINDOW)
        assert ex.window_bytes % 64 == 0
    finally:
        ex.close()


def test_cpu_meter_counts_a_busy_child_and_not_a_sleeping_one() -> None:
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(w)
        os.read(r, 1)  # wait: sleeping costs no CPU
        t = time.monotonic()
        while time.monotonic() - t < 0.3:
            pass
        os._exit(0)
    os.close(r)
    try:
        meter = driven_timing.CpuMeter(pid)
        a = meter.ns()
        time.sleep(0.2)
        b = meter.ns()
        assert b - a < 20e6, "a child blocked in read burns no CPU"
        os.write(w, b"x")
        time.sleep(0.25)
        c = meter.ns()
        assert c - b > 50e6, "the busy loop is seen"
    finally:
        os.close(w)
        os.waitpid(pid, 0)


def _counting_cgroup() -> str | None:
    """A fresh cgroup that counts CPU time (v2, or v1 cpuacct), where this host lets us make one."""
    from warpgym_harness.candidate_proc import CGROUP_ROOT

    v2 = os.path.exists(os.path.join(CGROUP_ROOT, "cgroup.controllers"))
    d = os.path.join(CGROUP_ROOT, "" if v2 else "cpuacct", f"warpgym-test-{os.getpid()}")
    try:
        os.mkdir(d)
    except OSError:
        return None
    return d


def test_cpu_meter_counts_a_helper_that_lived_and_died_between_scans() -> None:
    """A child that forks a busy helper, reaps it, and sleeps: no scan ever saw the helper, and a
    process's CPU clock does not include reaped children; the candidate's cgroup still does."""
    group = _counting_cgroup()
    if group is None:
        pytest.skip("this host does not let the test make a CPU-counting cgroup (needs root and a writable cgroupfs)")
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(w)
        os.read(r, 1)
        helper = os.fork()
        if helper == 0:
            while time.process_time() < 0.2:  # 0.2 s of CPU, however busy the host
                pass
            os._exit(0)
        os.waitpid(helper, 0)
        os.read(r, 1)  # blocked until the parent is done
        os._exit(0)
    os.close(r)
    try:
        with open(os.path.join(group, "cgroup.procs"), "w") as f:
            f.write(str(pid))
        meter = driven_timing.CpuMeter(pid)
        assert meter.cgroup is not None, "the child's own cgroup is found"
        a = meter.ns()
        os.write(w, b"x")
        deadline = time.monotonic() + 10
        while meter.ns() - a < 150e6 and time.monotonic() < deadline:
            time.sleep(0.05)
        b = meter.ns()
        assert meter._processes_ns() - meter.p0 < 50e6, "the process clocks alone miss the helper"
        assert b - a > 150e6, "the cgroup counts the helper's 0.2 s"
    finally:
        os.write(w, b"x")
        os.close(w)
        os.waitpid(pid, 0)
        os.rmdir(group)


def test_cpu_meter_ignores_its_own_cgroup_and_refuses_an_unreadable_clock() -> None:
    pid = os.fork()
    if pid == 0:
        time.sleep(5)
        os._exit(0)
    try:
        assert driven_timing.CpuMeter(pid).cgroup is None, "a child in the judge's own cgroup would count the judge"
    finally:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    with pytest.raises(driven_timing.MeterUnavailable):
        driven_timing.CpuMeter(pid)  # reaped: no clock to read


def test_candidate_processes_include_a_grandchild_in_a_session_of_its_own() -> None:
    """As the sandboxed runner is: the root's child forks again and the grandchild calls setsid."""
    from warpgym_harness.candidate_proc import candidate_processes

    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        gpid = os.fork()
        if gpid == 0:
            os.setsid()
            os.close(r)
            os.write(w, str(os.getpid()).encode().ljust(16))
            time.sleep(5)
            os._exit(0)
        os.waitpid(gpid, 0)
        os._exit(0)
    os.close(w)
    try:
        grandchild = int(os.read(r, 16))
        assert {pid, grandchild} <= candidate_processes(pid)
        assert os.getpid() not in candidate_processes(pid)
    finally:
        os.kill(grandchild, 9)
        os.waitpid(pid, 0)
        os.close(r)


def _run(outside: list[float], own: list[float], gaps: list[float] | None = None, device: str = "cpu",
         cal_ms: float = 1.0, cal_gap: float = 0.0) -> DrivenRun:
    run = DrivenRun(calibration_ms=cal_ms)
    _summarize(run, outside, own, gaps or [0.0] * len(outside), cal_gap, cal_ms, device)
    return run


def test_cpu_pays_the_outside_time() -> None:
    run = _run([2.0, 2.1, 1.9, 2.0], [1.9] * 4)
    assert run.cand_ms == pytest.approx(2.0) and not run.disagrees and run.charged_ms == 0.0


def test_cuda_pays_the_events_within_the_outside_times_drift() -> None:
    drift = _run([0.35, 0.36, 0.34], [0.100] * 3, device="cuda")  # outside drift seen on the H200
    assert drift.cand_ms == pytest.approx(0.100) and not drift.disagrees
    big = _run([10.75] * 5, [10.0] * 5, device="cuda")  # H200: 0.44-0.76 ms above the events
    assert big.cand_ms == pytest.approx(10.0) and not big.disagrees
    hidden = _run([2.0, 2.0, 2.0], [0.1] * 3, device="cuda")
    assert hidden.disagrees and hidden.cand_ms == pytest.approx(2.0 * (1 - SLACK_FRACTION) - SLACK_MS)


@pytest.mark.parametrize("true_ms", [0.5, 2.0, 10.0, 50.0])
@pytest.mark.parametrize("factor", [0.9, 0.6, 0.3, 0.01])
def test_a_forged_cuda_account_gains_at_most_the_drift_allowance(true_ms: float, factor: float) -> None:
    """The account is a number the candidate's process makes: scaled down by any factor, the paid
    time stays within the outside time's drift allowance of the outside time."""
    outside = true_ms + 0.1
    run = _run([outside] * 20, [true_ms * factor] * 20, device="cuda")
    assert run.cand_ms >= outside * (1 - SLACK_FRACTION) - SLACK_MS - 1e-9
    assert true_ms - run.cand_ms <= SLACK_MS + SLACK_FRACTION * outside + 1e-9
    if factor <= 0.3 and true_ms >= 2.0:
        assert run.disagrees, (true_ms, factor)


def test_a_busy_host_lengthening_most_cuda_requests_costs_an_honest_kernel_nothing() -> None:
    """Another episode's compile delays the wake-up of most requests by milliseconds (seen on the
    H200 with four episodes at once): the bound reads the quiet requests, and an honest account
    is paid and not flagged.  A forged account is still bounded by those quiet requests."""
    outside = [0.075] * 6 + [0.39] * 14  # per call, bursts of 8: 2.5 ms of wake-up in 14 of 20 requests
    honest = DrivenRun(calibration_ms=0.05, burst=8)
    _summarize(honest, outside, [0.070] * 160, [0.0] * 20, 0.0, 0.05, "cuda", 8)
    assert not honest.disagrees and honest.cand_ms == pytest.approx(0.070)
    forged = DrivenRun(calibration_ms=0.05, burst=8)
    _summarize(forged, [x + 1.0 for x in outside], [0.070] * 160, [0.0] * 20, 0.0, 0.05, "cuda", 8)
    assert forged.disagrees and forged.cand_ms >= 1.075 * (1 - SLACK_FRACTION) - SLACK_MS / 8 - 1e-9


def test_a_forged_own_time_is_a_disagreement() -> None:
    assert _run([5.0] * 5, [0.001] * 5).disagrees
    assert not _run([5.0] * 5, [4.0] * 5).disagrees
    assert not _run([0.0] * 5, [0.16] * 5, device="cuda").disagrees, "an account above the outside time gains nothing"
    assert _run([0.8] * 5, [0.01] * 5, device="cuda").disagrees, "work the events did not see"


def test_cpu_work_between_calls_is_charged_beyond_the_calibration() -> None:
    honest = _run([1.0] * 10, [1.0] * 10, gaps=[0.3] * 10, cal_gap=0.3)
    assert honest.charged_ms == 0.0
    lazy = _run([0.1] * 10, [0.1] * 10, gaps=[5.0] * 10, cal_gap=0.3)
    assert lazy.charged_ms == pytest.approx(5.0 - 0.3 - driven_timing.GAP_ALLOW_MS
                                            - driven_timing.GAP_ALLOW_FRACTION * 0.1)
    assert lazy.cand_ms == pytest.approx(0.1 + lazy.charged_ms)


def test_calls_cheaper_than_the_empty_call_bypassed_the_runner() -> None:
    assert _run([-0.9] * 5, [0.001] * 5, cal_ms=1.0).skipped_fixed_cost
    assert not _run([-0.05] * 5, [0.001] * 5, cal_ms=1.0).skipped_fixed_cost
    assert not _run([-0.3] * 5, [0.1] * 5, cal_ms=0.5, device="cuda").skipped_fixed_cost, "the H200's drift"


def _burst_run(outside: float, own: float, burst: int) -> DrivenRun:
    run = DrivenRun(calibration_ms=0.05, burst=burst)
    _summarize(run, [outside] * 8, [own] * (8 * burst), [0.0] * 8, 0.0, 0.05, "cuda", burst)
    return run


def test_a_burst_shares_the_requests_allowances_among_its_calls() -> None:
    """A 0.1 ms kernel timed one call per request hides in the request's drift allowance; in a
    burst of 64 the allowance per call is 1/64 of it, and the same forged account is caught."""
    true, forged = 0.1, 0.01
    single = _burst_run(true, forged, 1)
    assert not single.disagrees and single.cand_ms == pytest.approx(forged)
    burst = _burst_run(true, forged, 64)
    assert burst.disagrees
    assert burst.cand_ms == pytest.approx(true * (1 - SLACK_FRACTION) - SLACK_MS / 64)
    honest = _burst_run(true + 0.002, true, 64)  # a burst's outside time sits just above the events
    assert not honest.disagrees and honest.cand_ms == pytest.approx(true)


def test_bursts_hold_about_burst_ms_of_work_within_the_memory_bound() -> None:
    assert driven_timing.burst_size("cpu", 0.01, 1) == 1
    assert driven_timing.burst_size("cuda", 0.5, 4 << 20) == round(driven_timing.BURST_MS / 0.5)
    assert driven_timing.burst_size("cuda", 0.001, 1) == driven_timing.BURST_MAX
    assert driven_timing.burst_size("cuda", 50.0, 1) == 1
    assert driven_timing.burst_size("cuda", 0.1, 6 << 30) == 1, "a call larger than the bound: one at a time"
    assert driven_timing.burst_size("cuda", 0.1, driven_timing.BURST_BYTES // 10) == 10


def test_pending_fingerprint_settles_to_the_fingerprint() -> None:
    xs = [torch.randn(100, 7), torch.arange(10), "not a tensor"]
    assert fingerprint.settle(fingerprint.pending_fingerprint(xs)) == fingerprint.fingerprint(xs)


def test_shared_memory_is_any_overlap_between_two_calls_outputs() -> None:
    sm = driven_timing._shared_memory
    assert not sm([[[0, 100]], [[100, 50]], [[200, 0]]])
    assert sm([[[0, 100]], [[99, 10]]])
    assert not sm([[[0, 100], [10, 20]], [[300, 10]]]), "one call's own outputs may share memory"
    assert sm([[[1000, 4096]]] * 2), "a static output buffer"
    assert not sm([[[0, 0]], [[0, 0]]]), "empty outputs hold no memory"
    rng = random.Random(7)
    for _ in range(300):
        calls = [[[rng.randrange(200), rng.randrange(30)] for _ in range(rng.randrange(3))] for _ in range(4)]
        spans = [(a, a + n, c) for c, outs in enumerate(calls) for a, n in outs if n > 0]
        brute = any(c1 != c2 and a1 < b2 and a2 < b1 for a1, b1, c1 in spans for a2, b2, c2 in spans)
        assert sm(calls) == brute, calls
    with pytest.raises(ValueError):
        sm([[["x", 1]]])


class _Runs:
    """Stands in for the Driver's `timed`: hands out prepared runs in order (the selection among
    reruns is what these tests judge; real runs come from the red-team and demo solutions)."""

    def __init__(self, runs: list[DrivenRun]):
        self.runs, self.targets = list(runs), []

    def timed(self, target_s: float) -> DrivenRun:
        self.targets.append(target_s)
        return self.runs.pop(0)


def _cuda_run(outside_ms: float, own_ms: float, seed: int) -> DrivenRun:
    run = DrivenRun(calibration_ms=0.05, burst=8)
    _summarize(run, [outside_ms] * 20, [own_ms] * 160, [0.0] * 20, 0.0, 0.05, "cuda", 8)
    run.checked, run.wrong = 1, int(seed == 1)  # one fetched call checked; seed 1's was wrong
    return run


def test_a_run_a_busy_host_slowed_is_timed_again_and_the_settled_run_paid() -> None:
    from warpgym_harness.profiler import _timed_until_settled
    busy, quiet = _cuda_run(0.175, 0.070, 1), _cuda_run(0.076, 0.070, 2)
    assert busy.disagrees and not quiet.disagrees
    drv = _Runs([busy, quiet])
    best = _timed_until_settled(drv, 0.5)  # type: ignore[arg-type]
    assert best is quiet and best.cand_ms == pytest.approx(0.070) and drv.targets == [0.5, 1.0]
    assert (best.checked, best.wrong) == (2, 1), "the first run's fetched outputs count too"
    assert any("timed 2 times" in n for n in best.notes)


def test_work_hidden_from_the_account_disagrees_in_every_rerun() -> None:
    from warpgym_harness.profiler import RERUNS, _timed_until_settled
    runs = [_cuda_run(0.4 + 0.01 * i, 0.070, i) for i in range(RERUNS + 1)]
    best = _timed_until_settled(_Runs(runs), 0.5)  # type: ignore[arg-type]
    assert best.disagrees and best.cand_ms >= 0.4 * (1 - SLACK_FRACTION) - SLACK_MS / 8 - 1e-9
    assert best.checked == RERUNS + 1


def test_a_settled_run_is_timed_once() -> None:
    from warpgym_harness.profiler import _timed_until_settled
    drv = _Runs([_cuda_run(0.074, 0.070, 1)])
    assert not _timed_until_settled(drv, 0.5).disagrees and drv.targets == [0.5]  # type: ignore[arg-type]


def _noisy(cand_ms: float, noise_pct: float, n: int = 20) -> DrivenRun:
    run = DrivenRun(calibration_ms=0.05, burst=1, cand_ms=cand_ms, own_ms=cand_ms, iterations=n, noise_pct=noise_pct)
    return run


def test_noise_that_cannot_change_the_milestone_is_not_timed_again() -> None:
    """A noisy run is timed again only where its noise matters: its interval straddles a
    milestone boundary, or the reward is the speedup itself (no `decided`)."""
    from warpgym_harness.profiler import _milestone_decided, _timed_until_settled
    base = {"eager_ms": 1.0, "compile_ms": 0.8}
    far = _noisy(2.0, 30.0)  # 0.5x eager: milestone 1 at both ends of [1.79, 2.21] ms
    assert _milestone_decided(far, base)
    drv = _Runs([far])
    assert _timed_until_settled(drv, 0.5, lambda r: _milestone_decided(r, base)) is far  # type: ignore[arg-type]
    assert drv.targets == [0.5]
    near = _noisy(0.95, 30.0)  # the 5 % boundary at 0.95 ms lies inside its interval
    quiet = _noisy(0.90, 1.0)
    assert not _milestone_decided(near, base)
    drv = _Runs([near, quiet])
    assert _timed_until_settled(drv, 0.5, lambda r: _milestone_decided(r, base)) is quiet  # type: ignore[arg-type]
    assert drv.targets == [0.5, 1.0]
    drv = _Runs([_noisy(2.0, 30.0), _noisy(2.0, 1.0)])  # a speedup reward: every noisy run again
    assert _timed_until_settled(drv, 0.5).noise_pct == 1.0 and drv.targets == [0.5, 1.0]  # type: ignore[arg-type]


def test_the_cpu_side_by_side_eager_decides_the_milestone() -> None:
    from warpgym_harness.profiler import _milestone_decided
    run = _noisy(1.0, 10.0)
    assert _milestone_decided(run, {"eager_ms": 1.0, "compile_ms": None})  # 1.0x: milestone 1 throughout
    run.eager_beside = [1.06, 1.05, 1.07]  # eager beside it 1.06 ms: 0.95 x 1.06 = 1.007 ms is inside
    assert not _milestone_decided(run, {"eager_ms": 1.0, "compile_ms": None})


def test_eagers_own_spread_beside_the_candidate_counts_in_deciding_the_milestone() -> None:
    """A run whose time is clear of the boundary, but whose side-by-side rounds (eager moving
    between them) put the ratio's slow end across it, is not decided: it is timed again."""
    from warpgym_harness.profiler import _milestone_decided
    run = _noisy(0.90, 1.0)  # [0.8996, 0.9004] ms against eager 1.0: 2 at both ends of its time
    run.eager_beside, run.rounds_ms = [1.0, 1.0, 1.0], [0.9, 0.9, 0.9]
    assert _milestone_decided(run, {"eager_ms": 1.0, "compile_ms": None})
    run.eager_beside = [0.93, 1.0, 1.0]  # one round's eager 0.93 ms: that round's ratio 1.03x
    assert not _milestone_decided(run, {"eager_ms": 1.0, "compile_ms": None})



def test_eager_beside_above_the_cached_baseline_decides_nothing_alone() -> None:
    """Eager timed beside the candidate may be lowered by the payment (capped by eager re-timed
    after the candidate ended); until then, a milestone that holds only against the higher eager
    beside it is not decided: the noisy run is timed again."""
    from warpgym_harness.profiler import _milestone_decided
    run = _noisy(0.80, 8.0)  # against eager 1.3 beside it: 1.63x, milestone 2 at both ends
    run.eager_beside, run.rounds_ms = [1.3, 1.3, 1.3], [0.8, 0.8, 0.8]
    assert _milestone_decided(run, {"eager_ms": 1.3, "compile_ms": None})
    assert not _milestone_decided(run, {"eager_ms": 0.84, "compile_ms": None})  # 0.84 / 0.8 = 1.05x: straddled
