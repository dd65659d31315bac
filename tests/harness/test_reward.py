"""reward.py against hand-computed values, including the exact 5% boundary."""
import pytest

from warpgym_harness import reward


def test_not_correct_or_not_compiled_is_minus_one():
    assert reward.milestone(False, False, None, 1.0, 1.0) == -1
    assert reward.milestone(True, False, 0.1, 1.0, 1.0) == -1
    assert reward.milestone(False, True, 0.1, 1.0, 1.0) == -1
    assert reward.speedup(True, False, 0.5, 1.0) == -1.0


@pytest.mark.parametrize("cand,eager,comp,expected", [
    (1.00, 1.00, 1.00, 1),      # equal: no speedup
    (0.94, 1.00, 1.00, 3),      # 6% faster than both
    (0.94, 1.00, 0.90, 2),      # faster than eager, slower than compile
    (0.94, 1.00, None, 2),      # compile baseline missing: never beaten
    (0.96, 1.00, 1.00, 1),      # 4% faster: not enough
    (0.95, 1.00, 1.00, 1),      # exactly 5%: (1-0.95)/1 = 0.05, not > 0.05
    (0.949, 1.00, 1.00, 3),     # 5.1%
    (95.0, 100.0, 200.0, 1),    # exactly 5% vs eager with exact arithmetic
    (94.9, 100.0, 99.0, 3),     # 5.1% vs eager, 4.14% vs compile -> 2? check below
    (2.0, 1.0, 1.0, 1),         # slower than both
    (0.5, 1.0, 0.52, 2),        # (0.52-0.5)/0.52 = 3.8%
    (0.5, 1.0, 0.53, 3),        # (0.53-0.5)/0.53 = 5.66%
])
def test_milestone(cand, eager, comp, expected):
    if (cand, eager, comp) == (94.9, 100.0, 99.0):
        expected = 2  # (99-94.9)/99 = 4.14% < 5%
    assert reward.milestone(True, True, cand, eager, comp) == expected


def test_faster_than_boundary():
    assert not reward.faster_than(95.0, 100.0)
    assert reward.faster_than(94.99, 100.0)
    assert not reward.faster_than(1.0, None)


def test_speedup_mode():
    assert reward.speedup(True, True, 0.5, 1.0) == pytest.approx(2.0)
    assert reward.compute("speedup", True, True, 2.0, 1.0, None) == pytest.approx(0.5)
    assert reward.compute("milestone", True, True, 0.5, 1.0, 1.0) == 3.0
    with pytest.raises(ValueError):
        reward.compute("bogus", True, True, 1, 1, 1)


def test_correctness_mode_pays_only_a_correct_build():
    assert reward.compute("correctness", True, True, None, None, None) == 1.0
    assert reward.compute("correctness", True, True, 9.0, 1.0, 1.0) == 1.0  # slow: still 1
    assert reward.compute("correctness", True, False, 0.1, 1.0, 1.0) == -1.0
    assert reward.compute("correctness", False, True, 0.1, 1.0, 1.0) == -1.0


def test_within_noise_of_milestone():
    # The boundary: candidate time 0.95 of the base (speedup 1/0.95 = 1.0526).
    assert reward.within_noise_of_milestone(1.0526, 0.5)
    assert reward.within_noise_of_milestone(1.03, 3.0)  # 0.971 vs 0.95: 2.2% away, noise 3%
    assert not reward.within_noise_of_milestone(1.03, 1.0)
    assert not reward.within_noise_of_milestone(2.0, 20.0)  # 0.5 vs 0.95: far from it
    assert reward.within_noise_of_milestone(2.0, 50.0)
    for s, n in ((None, 1.0), (1.05, None), (0.0, 5.0), (1.05, -1.0)):
        assert not reward.within_noise_of_milestone(s, n)


def test_bases_straddled_are_those_whose_boundary_lies_inside_the_interval() -> None:
    # Boundaries: candidate below 0.95 x eager (0.95 ms) and 0.95 x compile (1.9 ms).
    assert reward.bases_straddled([0.94, 0.96], 1.0, 2.0) == ["eager"]
    assert reward.bases_straddled([0.5, 0.9], 1.0, 2.0) == []  # beats both either way
    assert reward.bases_straddled([0.9, 1.0], 2.0, 1.0) == ["compile"]  # 3 or 2 (eager beaten either way)
    assert reward.bases_straddled([1.85, 1.95], 1.0, 2.0) == [], "eager beaten at neither end: 1 either way"
    assert reward.bases_straddled([0.5, 2.5], 1.0, 2.0) == ["eager", "compile"]
    assert reward.bases_straddled([0.90, 0.94], 1.0, 2.0) == []  # clear of both
    assert reward.bases_straddled([0.94, 0.96], 1.0, None) == ["eager"]  # no compile time: never beaten
    assert reward.bases_straddled(None, 1.0, 2.0) == [] and reward.bases_straddled([1.0], 1.0, 2.0) == []


def test_the_median_interval_narrows_with_samples_and_widens_with_noise() -> None:
    assert reward.median_interval(2.0, 10.0, 100) == pytest.approx([2.0 - 0.0316, 2.0 + 0.0316])
    wide, narrow = reward.median_interval(2.0, 50.0, 10), reward.median_interval(2.0, 50.0, 1000)
    assert wide[1] - wide[0] > 5 * (narrow[1] - narrow[0])
    assert reward.median_interval(1.0, 1000.0, 1)[0] == 0.0  # never a negative time
    assert reward.median_interval(None, 5.0, 10) is None and reward.median_interval(1.0, None, 10) is None
    assert reward.median_interval(1.0, 5.0, 0) is None


@pytest.mark.parametrize("interval, paid", [
    ([0.80, 0.90], 3),    # clear of both boundaries (0.95 x compile, 0.95 x eager = 1.045)
    ([0.80, 0.96], 2),    # its slow end beats eager but is not 5 % faster than compile: pays 2, not 3
    ([0.60, 1.20], 1),    # reaches past eager's boundary too
    (None, 3),            # no interval: the median decides
])
def test_a_milestone_within_the_candidates_noise_is_paid_at_the_slow_end(interval, paid) -> None:
    assert reward.conservative_milestone(True, True, 0.85, interval, 1.1, 1.0) == (paid, 3)


def test_a_milestone_below_two_is_never_changed() -> None:
    assert reward.conservative_milestone(True, True, 1.0, [0.5, 3.0], 1.0, 1.0) == (1, 1)
    assert reward.conservative_milestone(True, False, 0.5, [0.4, 3.0], 1.0, 1.0) == (-1, -1)


def test_the_verdict_says_when_a_milestone_was_decided_under_noise() -> None:
    from warpgym_harness import render, run
    from warpgym_harness.verdict import Verdict

    v = Verdict(command="evaluate", compiled=True, correct=True, reward=3, candidate_ms=0.85, eager_ms=1.0,
                compile_ms=1.0)
    run._pay_conservatively(v, [0.6, 1.2])
    assert v.reward == 1 and any(n.startswith(render.MILESTONE_UNDER_NOISE) for n in v.notes)
    quiet = Verdict(command="evaluate", compiled=True, correct=True, reward=3, candidate_ms=0.85, eager_ms=1.0,
                    compile_ms=1.0)
    run._pay_conservatively(quiet, [0.84, 0.86])
    assert quiet.reward == 3 and not quiet.notes


def test_the_ratio_interval_holds_every_side_by_side_round() -> None:
    # eager 2 ms over a candidate interval of 0.9-1.1 ms: 1.818-2.222x, rounded outward
    assert reward.speedup_interval(2.0, [0.9, 1.1]) == pytest.approx([1.8181, 2.2223])
    # a slow end just under a boundary is not rounded up onto it
    assert reward.speedup_interval(1.05, [1.0, 1.00001])[0] == pytest.approx(1.0499)
    # rounds whose own ratios spread wider than the candidate's timings widen it on either side
    assert reward.speedup_interval(2.0, [0.9, 1.1], [1.6, 2.0, 2.5]) == pytest.approx([1.6, 2.5])
    assert reward.speedup_interval(2.0, [0.9, 1.1], [2.0, 2.1]) == pytest.approx([1.8181, 2.2223])
    # paid by: the time's interval, its slow end out to eager over the ratio's slow end
    assert reward.paying_interval([0.9, 1.1], 2.0, [1.6, 2.5]) == pytest.approx([0.9, 1.25])
    assert reward.paying_interval([0.9, 1.1], 2.0, [1.9, 2.5]) == pytest.approx([0.9, 1.1])
    assert reward.paying_interval([0.9, 1.1], 2.0, None) == [0.9, 1.1] and reward.paying_interval(None, 2.0, [1, 2]) is None
    # eager's own spread widens both ends: 2.0 * 0.9 / 1.1 and 2.0 * 1.2 / 0.9
    assert reward.speedup_interval(2.0, [0.9, 1.1], None, (0.9, 1.2)) == pytest.approx([1.6363, 2.6667])
    assert reward.speedup_interval(None, [0.9, 1.1]) is None and reward.speedup_interval(2.0, None, [1.0]) is None


def test_a_boundary_inside_the_ratios_interval_counts_as_decided_under_noise() -> None:
    # the time's interval alone (0.90-0.92 ms vs eager 1.0) is clear of the 2-milestone boundary
    # (0.952 ms), but eager's own spread puts the ratio's slow end at 0.97 / 0.92 ms = 1.054x ...
    assert not reward.bases_straddled([0.90, 0.92], 1.0, None)
    assert not reward.straddled_when_paid([0.90, 0.92], 1.0, None, [1.054, 1.15])
    # ... and at 0.93 / 0.92 = 1.011x, the slow end pays 1, not 2: under noise
    assert reward.straddled_when_paid([0.90, 0.92], 1.0, None, [1.011, 1.15]) == ["eager"]
