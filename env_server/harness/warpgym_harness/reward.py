"""Reward of one evaluation (pure functions, no torch).

Contract: milestone (CUDA Agent eq. 1): -1 if not compiled or not correct; 3 if more than 5%
faster than both eager and torch.compile; 2 if more than 5% faster than eager; 1 otherwise.
"More than 5% faster than base" = (t_base - t) / t_base > 0.05; a missing base (compile_ms None)
is never beaten.  speedup: eager_ms / candidate_ms when correct, else -1.  correctness: 1 if
compiled and correct, else -1 (no timing: `evaluate` skips the profile step in this mode).
"""
from __future__ import annotations

import math

from .contract import REWARD_CORRECTNESS, REWARD_MILESTONE, REWARD_SPEEDUP

THRESHOLD = 0.05


def faster_than(t: float | None, t_base: float | None, threshold: float = THRESHOLD) -> bool:
    if t is None or t_base is None or t_base <= 0:
        return False
    # (t_base - t) / t_base > threshold, written so the exact boundary is not lost to rounding:
    # (1.0 - 0.95) / 1.0 is 0.05000000000000004 in floating point.
    return t < t_base * (1.0 - threshold)


def within_noise_of_milestone(speedup: float | None, noise_pct: float | None) -> bool:
    """Whether a measured speedup (base time / candidate time) lies within its own timing noise
    (``noise_pct``, percent of the candidate's time) of a milestone boundary: the milestone
    could have gone the other way on another run of the same code."""
    if not speedup or speedup <= 0 or noise_pct is None or noise_pct < 0:
        return False
    boundary = 1.0 - THRESHOLD  # candidate time / base time at the boundary
    return abs(1.0 / speedup - boundary) <= boundary * noise_pct / 100.0


def bases_straddled(interval: list[float] | None, eager_ms: float | None,
                    compile_ms: float | None) -> list[str]:
    """The bases ("eager", "compile") whose milestone boundary (5 % faster) lies inside the
    candidate time's interval where that changes the milestone (the milestone at the interval's
    fast end differs from the one at its slow end): the milestone was decided under noise, and
    another run of the same code could land on the other side.  Empty otherwise."""
    if not interval or len(interval) != 2:
        return []
    lo, hi = interval
    if milestone(True, True, lo, eager_ms, compile_ms) == milestone(True, True, hi, eager_ms, compile_ms):
        return []
    return [name for name, base in (("eager", eager_ms), ("compile", compile_ms))
            if faster_than(lo, base) != faster_than(hi, base)]


def median_interval(median_ms: float | None, noise_pct: float | None, n: int) -> list[float] | None:
    """About a 95 % interval for a median of n timings whose interquartile range is noise_pct
    percent of it: median +- 1.58 IQR / sqrt(n) (McGill, Tukey and Larsen's notches). None
    without a median, a noise figure or samples."""
    if not median_ms or median_ms <= 0 or noise_pct is None or noise_pct < 0 or n < 1:
        return None
    half = 1.58 * median_ms * noise_pct / 100.0 / math.sqrt(n)
    return [max(median_ms - half, 0.0), median_ms + half]


def speedup_interval(eager_ms: float | None, cand_interval: list[float] | None,
                     round_ratios: list[float] | None = None,
                     eager_spread: tuple[float, float] | None = None) -> list[float] | None:
    """The vs-eager ratio's interval: eager over the ends of the candidate time's interval,
    widened to hold every side-by-side round's own ratio (CPU: eager timed between the
    candidate's rounds), since those rounds show how far a load moved the ratio during this very
    call, which the candidate's own spread does not. `eager_spread` (CPU: the lowest and highest
    of eager's round times over their median) widens it by eager's own uncertainty too: the slow
    end is eager's low over the candidate's high, the fast end eager's high over its low. None
    without an eager time or an interval."""
    if not eager_ms or eager_ms <= 0 or not cand_interval or len(cand_interval) != 2:
        return None
    lo_ms, hi_ms = cand_interval
    e_lo, e_hi = (eager_ms * eager_spread[0], eager_ms * eager_spread[1]) if eager_spread else (eager_ms, eager_ms)
    ends = [e_lo / hi_ms if hi_ms > 0 else None, e_hi / lo_ms if lo_ms > 0 else None]
    ends = [x for x in ends if x is not None] + [r for r in (round_ratios or []) if r > 0]
    # Rounded outward: a slow end rounded up would pay a ratio the measurement did not show.
    return [math.floor(min(ends) * 1e4) / 1e4, math.ceil(max(ends) * 1e4) / 1e4] if ends else None


def paying_interval(cand_interval: list[float] | None, eager_ms: float | None,
                    ratio_interval: list[float] | None) -> list[float] | None:
    """The candidate-time interval a milestone is paid by: the time's own, its slow end moved out
    to eager over the slow end of the ratio's interval where that is slower (on the CPU the
    ratio's interval also holds eager's own spread and the side-by-side rounds), so a ratio that
    a load on eager's side could have made is not paid above what its slow end earns. On CUDA
    the two agree (the ratio's interval is eager over the time's)."""
    if not cand_interval or len(cand_interval) != 2:
        return cand_interval
    lo, hi = cand_interval
    if ratio_interval and len(ratio_interval) == 2 and eager_ms and ratio_interval[0] > 0:
        hi = max(hi, eager_ms / ratio_interval[0])
    return [lo, hi]


def straddled_when_paid(cand_interval: list[float] | None, eager_ms: float | None, compile_ms: float | None,
                        ratio_interval: list[float] | None) -> list[str]:
    """`bases_straddled` over the interval a milestone is paid by (`paying_interval`): the ratio's
    own uncertainty (eager's spread, the side-by-side rounds) counts, not only the time's."""
    return bases_straddled(paying_interval(cand_interval, eager_ms, ratio_interval), eager_ms, compile_ms)


def conservative_milestone(compiled: bool, correct: bool, candidate_ms: float | None, interval: list[float] | None,
                           eager_ms: float | None, compile_ms: float | None) -> tuple[int, int]:
    """(milestone paid, milestone at the median). Paid: the milestone at the slow end of the
    candidate's interval, so a time whose own noise reaches across a boundary is not paid the
    higher milestone on a lucky run; equal to the median's whenever the interval stays clear."""
    at_median = milestone(compiled, correct, candidate_ms, eager_ms, compile_ms)
    if not interval or len(interval) != 2 or at_median < 2:
        return at_median, at_median
    return min(at_median, milestone(compiled, correct, interval[1], eager_ms, compile_ms)), at_median


def milestone(compiled: bool, correct: bool, candidate_ms: float | None, eager_ms: float | None,
              compile_ms: float | None) -> int:
    if not (compiled and correct):
        return -1
    beats_eager = faster_than(candidate_ms, eager_ms)
    if beats_eager and faster_than(candidate_ms, compile_ms):
        return 3
    if beats_eager:
        return 2
    return 1


def speedup(compiled: bool, correct: bool, candidate_ms: float | None, eager_ms: float | None) -> float:
    if not (compiled and correct) or not candidate_ms or not eager_ms:
        return -1.0
    return eager_ms / candidate_ms


def compute(mode: str, compiled: bool, correct: bool, candidate_ms: float | None,
            eager_ms: float | None, compile_ms: float | None) -> float:
    if mode == REWARD_SPEEDUP:
        return speedup(compiled, correct, candidate_ms, eager_ms)
    if mode == REWARD_CORRECTNESS:
        return 1.0 if compiled and correct else -1.0
    if mode == REWARD_MILESTONE:
        return float(milestone(compiled, correct, candidate_ms, eager_ms, compile_ms))
    raise ValueError(f"unknown reward mode {mode!r}")
