"""The two solutions of an episode that the bench scores: the final one and the best one.

- **final**: the evaluation that ended the episode (``info.eval`` of ``submit``, or of the
  final evaluation the server runs on truncation).
- **best**: the best solution the trajectory ever held, judged only by the trusted harness:
  a ``profile`` result (compiled, no flags, no infra error) whose sources
  (``provenance.sources_sha256``) had passed a ``verify`` in the same episode, or the final
  evaluation. Best = correct first, then the higher milestone as paid (conservatively, so a
  lucky median under noise does not outrank a decided one), then the higher speedup vs eager,
  then vs compile. When nothing correct was seen, the best is the final one. So best is never
  worse than final, in reward or in speedup at the same reward.

A solution's reward is the milestone reward (``warpgym_harness.reward.milestone``, CUDA Agent
eq. 1) of its times, whatever the episode's reward mode.  Every step's ``info.verify``,
``info.profile`` and ``info.eval`` is one harness Verdict (shared/contract.json's schema).
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, Mapping

from warpgym_harness.reward import (conservative_milestone, paying_interval, straddled_when_paid,
                                    within_noise_of_milestone)

__all__ = ["Solution", "SolutionTracker"]


def _num(x: Any) -> float | None:
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def near_milestone(sol: Mapping[str, Any]) -> bool:
    """A solution record (``Solution.as_dict``, as the results keep it) whose milestone was
    decided under noise: the candidate time's interval holds a milestone boundary (records
    without the interval, from older results: the speedup lies within its noise of one)."""
    if isinstance(sol.get("under_noise"), bool):
        return sol["under_noise"]
    return any(within_noise_of_milestone(_num(sol.get(k)), _num(sol.get("noise_pct")))
               for k in ("speedup_vs_eager", "speedup_vs_compile"))


def _interval(verdict: Mapping[str, Any], key: str = "candidate_ms_interval") -> list[float] | None:
    """The verdict's profile interval `key` (the candidate time's, or the ratio's), when well formed."""
    prof = verdict.get("profile")
    iv = prof.get(key) if isinstance(prof, Mapping) else None
    return [float(x) for x in iv] if isinstance(iv, list) and len(iv) == 2 and all(_num(x) is not None for x in iv) else None


def _ratio_interval(verdict: Mapping[str, Any]) -> list[float] | None:
    return _interval(verdict, "speedup_vs_eager_interval")


def _under_noise(verdict: Mapping[str, Any]) -> bool | None:
    """Whether the verdict's milestone was decided under noise (a boundary inside the interval it
    is paid by, the ratio's own uncertainty included); None when it carries no interval."""
    iv = _interval(verdict)
    if iv is None:
        return None
    return bool(straddled_when_paid(iv, _num(verdict.get("eager_ms")), _num(verdict.get("compile_ms")),
                                    _ratio_interval(verdict)))


@dataclasses.dataclass
class Solution:
    """One scored solution.

    Attributes:
        correct: compiled, verified and timed without a flag.
        speedup_vs_eager: eager time / candidate time (``None`` when not timed).
        speedup_vs_compile: torch.compile time / candidate time (``None`` when not timed or
            torch.compile failed on the task).
        reward: the milestone reward, computed from the harness's times (whatever the
            episode's reward mode).
        env_reward: the reward the environment paid (final solution only).
        turn: the step that produced it.
        source: ``"submit"``, ``"truncated"`` (final evaluation at the turn limit) or
            ``"profile"`` (a verified ``profile`` during the episode).
        flags: the harness's flags (empty when correct).
        infra_error: the environment failed while judging it.
        noise_pct: the timing noise the harness reported with the speedups (``None``: not timed).
        under_noise: a milestone boundary lies inside the candidate time's interval (``None``:
            no interval reported).
        speedup_vs_eager_interval: the vs-eager ratio's interval as the harness reported it
            (``None``: none reported).
    """

    correct: bool
    speedup_vs_eager: float | None
    speedup_vs_compile: float | None
    reward: float | None
    turn: int | None
    source: str
    flags: list[str] = dataclasses.field(default_factory=list)
    infra_error: bool = False
    env_reward: float | None = None
    noise_pct: float | None = None
    under_noise: bool | None = None
    speedup_vs_eager_interval: list[float] | None = None

    @property
    def near_milestone(self) -> bool:
        return near_milestone(self.as_dict())

    def key(self) -> tuple[int, float, float, float]:
        return (1 if self.correct else 0, self.reward if self.reward is not None else -1.0,
                self.speedup_vs_eager or 0.0, self.speedup_vs_compile or 0.0)

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @staticmethod
    def from_dict(d: Mapping[str, Any] | None) -> "Solution | None":
        if not d:
            return None
        fields = {f.name for f in dataclasses.fields(Solution)}
        return Solution(**{k: v for k, v in d.items() if k in fields})


def _sources_key(result: Mapping[str, Any]) -> str | None:
    prov = result.get("provenance")
    if not isinstance(prov, Mapping) or not isinstance(prov.get("sources_sha256"), Mapping):
        return None
    return json.dumps(prov["sources_sha256"], sort_keys=True)


class SolutionTracker:
    """Follows one episode's steps and keeps its final and best solution."""

    def __init__(self) -> None:
        self._verified: dict[str, bool] = {}
        self.final: Solution | None = None
        self._best: Solution | None = None
        #: The task's eager / torch.compile times as the last profile or evaluation gave them
        #: ({eager_ms, compile_ms, cached}), or None when none was measured.
        self.baselines: dict[str, Any] | None = None

    def _note_baselines(self, verdict: Mapping[str, Any]) -> None:
        if _num(verdict.get("eager_ms")) is not None:
            prof = verdict.get("profile") if isinstance(verdict.get("profile"), Mapping) else {}
            cached = prof.get("baseline_cached")
            self.baselines = {"eager_ms": _num(verdict.get("eager_ms")),
                              "compile_ms": _num(verdict.get("compile_ms")),
                              "cached": cached if isinstance(cached, bool) else None}

    @staticmethod
    def _reward(correct: bool, verdict: Mapping[str, Any]) -> float:
        """The milestone as the harness pays it: decided at the slow end of the candidate's
        interval where the interval holds a boundary."""
        eager = _num(verdict.get("eager_ms"))
        interval = paying_interval(_interval(verdict), eager, _ratio_interval(verdict))
        paid, _ = conservative_milestone(True, correct, _num(verdict.get("candidate_ms")), interval, eager,
                                         _num(verdict.get("compile_ms")))
        return float(paid)

    def _offer(self, s: Solution) -> None:
        if s.correct and (self._best is None or s.key() > self._best.key()):
            self._best = s

    def observe(self, turn: int, tool: str | None, info: Mapping[str, Any],
                ended: str | None = None) -> None:
        """Feeds one step's ``info``; ``ended`` is ``"submit"``/``"truncated"`` on the last step."""
        ver = info.get("verify")
        if isinstance(ver, Mapping) and not ver.get("infra_error"):
            key = _sources_key(ver)
            if key is not None:
                self._verified[key] = bool(ver.get("compiled", True) and ver.get("correct"))
        prof = info.get("profile")
        if isinstance(prof, Mapping):
            self._note_baselines(prof)
            key = _sources_key(prof)
            ok = (prof.get("compiled") and not prof.get("flags") and not prof.get("infra_error")
                  and key is not None and self._verified.get(key))
            if ok and _num(prof.get("speedup_vs_eager")) is not None:
                self._offer(Solution(
                    correct=True, speedup_vs_eager=_num(prof.get("speedup_vs_eager")),
                    speedup_vs_compile=_num(prof.get("speedup_vs_compile")),
                    reward=self._reward(True, prof), noise_pct=_num(prof.get("noise_pct")),
                    under_noise=_under_noise(prof), speedup_vs_eager_interval=_ratio_interval(prof),
                    turn=turn, source="profile"))
        ev = info.get("eval")
        if ended and isinstance(ev, Mapping):
            correct = bool(ev.get("compiled") and ev.get("correct"))
            self._note_baselines(ev)
            timed = isinstance(ev.get("profile"), Mapping)
            reward = self._reward(correct, ev) if timed else (1.0 if correct else -1.0)
            self.final = Solution(
                correct=correct, speedup_vs_eager=_num(ev.get("speedup_vs_eager")),
                speedup_vs_compile=_num(ev.get("speedup_vs_compile")),
                reward=reward, env_reward=_num(ev.get("reward")), turn=turn, source=ended,
                flags=[str(f) for f in ev.get("flags") or []], noise_pct=_num(ev.get("noise_pct")),
                under_noise=_under_noise(ev) if timed else None,
                speedup_vs_eager_interval=_ratio_interval(ev) if timed else None, infra_error=bool(ev.get("infra_error") or info.get("infra_error")))
            self._offer(self.final)

    @property
    def best(self) -> Solution | None:
        """The best correct solution seen, else the final one (``None`` if neither exists)."""
        return self._best or self.final
