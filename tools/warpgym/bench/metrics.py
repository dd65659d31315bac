"""Benchmark metrics as KernelBench and CUDA Agent report them, per level and overall.

For a group of episodes, each scored once as its final and once as its best solution
(:mod:`.scoring`); every episode counts, so an episode that errored or never produced a
solution counts as not correct:

- ``pass_rate``: fraction correct (compiled, verified, timed without a flag).
- ``faster_than_eager`` / ``faster_than_compile``: fraction correct **and** faster than PyTorch
  eager / ``torch.compile`` as the milestone reward counts it: more than 5 % less time (speedup
  above ``MILESTONE_SPEEDUP``, 1.0526; a 1.02x kernel is not paid as faster, so it is not counted
  here either). A task where torch.compile failed has no compile speedup and never counts as
  beating it. ``fast_p`` keeps KernelBench's plain ``> p``.
- ``geomean_speedup_vs_eager`` / ``..._vs_compile``: geometric mean over the correct
  episodes (``None`` when none); ``..._all`` variants count every episode that is not correct
  as speedup 1.0 (as if the reference were used), the convention of papers that report one
  number over the whole task set.
- ``fast_p``: ``[{p, eager, compile}]``: KernelBench's fast_p, the fraction correct with
  speedup > p, for p on a grid (``p_grid``); fast_0 is the pass rate.
- ``mean_reward``: mean milestone reward (-1 for an episode without a solution).
- ``pass_at_k``: ``{"1": .., "k": ..}``, the unbiased estimator of Chen et al. (2021)
  averaged over the group's tasks, for k = 1 .. the fewest samples any task has.
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Mapping, Sequence

from warpgym_harness.reward import THRESHOLD

__all__ = ["p_grid", "group_metrics", "compute_metrics", "pass_at_k", "geomean", "level_key",
           "SCORINGS", "TABLE_P", "auto_grid"]

#: The speedup above which the milestone reward counts a kernel as faster (t < t_base * 0.95).
MILESTONE_SPEEDUP = 1.0 / (1.0 - THRESHOLD)

#: Keys of the two scorings, in report order.
SCORINGS = ("final", "best")
#: fast_p values shown in tables.
TABLE_P = (0.0, 0.5, 1.0, 1.5, 2.0)


def p_grid(p_max: float = 3.0, step: float = 0.05) -> list[float]:
    """``0, step, .., p_max`` (rounded to 4 places so the values print cleanly)."""
    n = int(round(p_max / step))
    return [round(i * step, 4) for i in range(n + 1)]


def auto_grid(records: Iterable[Mapping[str, Any]], p_min_max: float = 3.0,
              cap: float = 50.0) -> list[float]:
    """A fast_p grid reaching past the largest speedup seen: 0..max(3, ceil(1.1 x largest)),
    capped at ``cap``; step 0.05 up to 5, else 1/100 of the range (rounded to 0.05)."""
    top = p_min_max
    for r in records:
        for scoring in SCORINGS:
            sol = r.get(scoring) or {}
            if sol.get("correct"):
                for key in ("speedup_vs_eager", "speedup_vs_compile"):
                    v = sol.get(key)
                    if isinstance(v, (int, float)) and v > 0:
                        top = max(top, math.ceil(v * 1.1))
    top = min(float(top), cap)
    step = 0.05 if top <= 5 else max(0.05, round(top / 100 / 0.05) * 0.05)
    return p_grid(top, step)


def geomean(values: Iterable[float]) -> float | None:
    """Geometric mean of positive values (``None`` for none)."""
    logs = [math.log(v) for v in values if v is not None and v > 0]
    return math.exp(sum(logs) / len(logs)) if logs else None


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k for ``n`` samples of which ``c`` are correct: 1 - C(n-c, k) / C(n, k)."""
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def _score(record: Mapping[str, Any], scoring: str) -> tuple[bool, float | None, float | None, float]:
    sol = record.get(scoring) or {}
    correct = bool(sol.get("correct"))
    sve = sol.get("speedup_vs_eager") if correct else None
    svc = sol.get("speedup_vs_compile") if correct else None
    reward = sol.get("reward")
    return correct, sve, svc, float(reward) if isinstance(reward, (int, float)) else -1.0


def _rate(flags: Sequence[bool]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def group_metrics(records: Sequence[Mapping[str, Any]], scoring: str,
                  grid: Sequence[float]) -> dict[str, Any]:
    """Metrics of ``records`` scored by their ``scoring`` (``"final"`` or ``"best"``)."""
    scores = [_score(r, scoring) for r in records]
    n = len(scores)
    correct = [s[0] for s in scores]
    sve = [s[1] for s in scores]
    svc = [s[2] for s in scores]
    by_task: dict[str, list[bool]] = {}
    for r, ok in zip(records, correct):
        by_task.setdefault(str(r.get("task")), []).append(ok)
    kmax = min((len(v) for v in by_task.values()), default=0)
    return {
        "n": n,
        "tasks": len(by_task),
        "correct": sum(correct),
        "pass_rate": _rate(correct),
        "faster_than_eager": _rate([x is not None and x > MILESTONE_SPEEDUP for x in sve]),
        "faster_than_compile": _rate([x is not None and x > MILESTONE_SPEEDUP for x in svc]),
        "geomean_speedup_vs_eager": geomean(x for x in sve if x is not None),
        "geomean_speedup_vs_compile": geomean(x for x in svc if x is not None),
        "geomean_speedup_vs_eager_all": geomean((x if x is not None else 1.0) for x in sve)
        if n else None,
        "geomean_speedup_vs_compile_all": geomean((x if x is not None else 1.0) for x in svc)
        if n else None,
        "mean_reward": sum(s[3] for s in scores) / n if n else None,
        "fast_p": [{"p": p,
                    "eager": _rate([x is not None and x > p for x in sve]),
                    "compile": _rate([x is not None and x > p for x in svc])} for p in grid],
        "pass_at_k": {str(k): sum(pass_at_k(len(v), sum(v), k) for v in by_task.values())
                      / len(by_task) for k in range(1, kmax + 1)},
    }


def level_key(level: Any) -> str:
    """``"level<N>"``: the group key of a level."""
    return f"level{level}"


def compute_metrics(records: Sequence[Mapping[str, Any]],
                    grid: Sequence[float] | None = None) -> dict[str, dict[str, Any]]:
    """``{"final": {"overall": {...}, "level1": {...}, ..}, "best": {...}}``."""
    grid = list(grid) if grid is not None else p_grid()
    levels = sorted({int(r.get("level") or 0) for r in records})
    out: dict[str, dict[str, Any]] = {}
    for scoring in SCORINGS:
        groups = {"overall": group_metrics(records, scoring, grid)}
        for lv in levels:
            groups[level_key(lv)] = group_metrics(
                [r for r in records if int(r.get("level") or 0) == lv], scoring, grid)
        out[scoring] = groups
    return out
