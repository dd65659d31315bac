"""A candidate cannot move the ratio it is paid by through the parts of the measurement it touches.

Two attacks on the speedup's own arithmetic (no kernel faster than it is):
- CPU: leave the host slow for eager while frozen between the timed rounds (hold memory the host
  must reclaim, leave caches cold), so eager timed beside the candidate is slow and the ratio
  large. Eager beside it is capped by eager re-timed after the candidate ended.
- CUDA: make the process's own event account steady while the time paid comes from outside
  (the account is a number the candidate's process makes), so the interval the milestone is paid
  by is narrow. The paid time's noise is then the outside times' own.
"""
from __future__ import annotations

import pytest

from warpgym_harness import driven_timing
from warpgym_harness.driven_timing import DrivenRun, _summarize


def _noisy(cand_ms: float, noise_pct: float, n: int = 20) -> DrivenRun:
    return DrivenRun(calibration_ms=0.05, burst=1, cand_ms=cand_ms, own_ms=cand_ms, iterations=n, noise_pct=noise_pct)


def _run(outside: list[float], own: list[float], device: str) -> DrivenRun:
    run = DrivenRun(calibration_ms=1.0)
    _summarize(run, outside, own, [0.0] * len(outside), 0.0, 1.0, device)
    return run


def test_eager_beside_a_frozen_candidate_is_capped_by_eager_after_it_ended() -> None:
    """Eager timed between the candidate's rounds, while its frozen processes still hold their
    memory, is slower than eager alone can be: the beside time used is at most ADJACENT_RATIO over
    eager re-timed after the candidate ended, even below an (inflated) cached baseline."""
    from warpgym_harness.profiler import ADJACENT_RATIO, ProfileResult, _eager_side_by_side
    run = _noisy(1.0, 1.0)
    run.eager_beside, run.rounds_ms = [7.0, 7.0, 7.0], [1.0, 1.0, 1.0]
    res = ProfileResult()
    used = _eager_side_by_side(res, {"eager_ms": 8.0, "compile_ms": 4.0}, run, lambda: 5.0)
    assert used["eager_ms"] == pytest.approx(ADJACENT_RATIO * 5.0) and res.eager_adjacent_ms == used["eager_ms"]
    assert used["compile_ms"] == pytest.approx(4.0 * ADJACENT_RATIO * 5.0 / 8.0)
    # eager after the end agrees with the beside time: the beside time stands
    used = _eager_side_by_side(ProfileResult(), {"eager_ms": 8.0, "compile_ms": 4.0}, run, lambda: 6.8)
    assert used["eager_ms"] == pytest.approx(7.0)
    # above the cached baseline: only as far as eager after the end confirms
    used = _eager_side_by_side(ProfileResult(), {"eager_ms": 6.0, "compile_ms": 4.0}, run, lambda: 6.5)
    assert used["eager_ms"] == pytest.approx(6.5)
    used = _eager_side_by_side(ProfileResult(), {"eager_ms": 6.0, "compile_ms": 4.0}, run, lambda: 5.0)
    assert used["eager_ms"] == pytest.approx(ADJACENT_RATIO * 5.0)


def test_a_cuda_time_paid_from_outside_carries_the_outside_noise() -> None:
    """Where the outside floor decides the paid time, the noise (and so the interval the milestone
    is paid by) is the outside times', not that of a steady account the candidate's process made."""
    outside = [1.0, 1.3, 1.6, 1.1, 1.5, 1.2, 1.4, 1.0, 1.6, 1.3] * 2
    forged = _run(outside, [0.2] * 20, device="cuda")
    assert forged.cand_ms > 0.2 and forged.noise_pct == pytest.approx(driven_timing._noise(outside))
    honest = _run([1.0] * 20, [0.99] * 20, device="cuda")  # the account decides: its own (zero) noise
    assert honest.cand_ms == pytest.approx(0.99) and honest.noise_pct == 0.0
