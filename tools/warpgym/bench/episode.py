"""One bench episode: reset, then the policy/tool loop until the environment ends it.

Loop: the policy gets the conversation (system prompt, the reset observation as the first user
message, then assistant and tool messages) and answers an assistant message; each of its tool
calls is one ``step`` and its observation becomes a ``tool`` message. The episode ends when a
step is ``terminated`` (``submit``) or ``truncated`` (turn limit; the server still evaluates).
A reply without a tool call gets a nudge (a user message) up to ``max_nudges`` times; after
that the loop calls ``submit`` itself (``ended_by: "auto_submit"``), so the work is scored.

Nothing raises out of :func:`run_episode`: a policy failure gives status ``policy_error``, a
protocol or connection failure ``env_error``, an environment failure while judging
``infra_error``; the record says why. Every message and step is appended to the episode's
JSONL trajectory as it happens (flushed per line).

Trajectory lines (``event`` key): ``start``, ``reset`` (episode id, info), ``message`` (one
conversation message, ``tool`` messages carry the observation), ``step`` (turn, tool, action,
reward, terminated, truncated, info), ``error``, ``end`` (the result record).
"""

from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path
from typing import Any, Callable, TextIO

from warpgym_harness import contract

from .. import errors
from ..client import Client
from .conversation import (assistant_message, parse_tool_calls, system_message, to_action,
                           tool_message, user_message)
from .policies import EpisodeContext, Policy, PolicyError
from .scoring import SolutionTracker

__all__ = ["EpisodeSpec", "EpisodeSettings", "run_episode", "DEFAULT_SYSTEM_PROMPT", "NUDGE"]

DEFAULT_SYSTEM_PROMPT = (
    "You are an expert performance engineer. Solve the task in the user's message by calling "
    "the tools: write your kernels and model_new.py, compile, verify and profile them, and "
    "call submit when your fastest correct version is in the workspace. Every reply must "
    "contain a tool call.")
NUDGE = ("Your reply had no tool call. Continue by calling a tool; call submit when your "
         "solution is ready.")


@dataclasses.dataclass(frozen=True)
class EpisodeSpec:
    """Which episode: ``task`` (name), ``level``, ``sample`` (0-based), ``seed``, ``slug``
    (file-name-safe id, unique in the run)."""

    task: str
    level: int
    sample: int
    seed: int | None
    slug: str


@dataclasses.dataclass(frozen=True)
class EpisodeSettings:
    """How episodes run.

    Attributes:
        max_turns: ``reset`` option (``None``: the server's default).
        reward_mode: ``"milestone"``, ``"speedup"`` or ``"correctness"``.
        tolerance: ``"default"`` or ``"cuda-agent"``.
        system_prompt: first message (``None`` or empty: no system message).
        max_nudges: replies without a tool call tolerated before the loop submits.
        step_timeout_s: per-attempt reply timeout of one ``step``.
        tasks_root: the ``--tasks`` directory (the scripted policy replays its solutions).
        backend: the server's backend.
        tools: the server's tool list (``hello``).
    """

    max_turns: int | None = None
    reward_mode: str = contract.DEFAULT_REWARD_MODE
    tolerance: str = contract.DEFAULT_TOLERANCE
    system_prompt: str | None = DEFAULT_SYSTEM_PROMPT
    max_nudges: int = 2
    step_timeout_s: float = 900.0
    tasks_root: Path | None = None
    backend: str = "cpu"
    tools: tuple[dict[str, Any], ...] = ()


class _Trajectory:
    """Appends JSON lines to the trajectory file, flushed per line."""

    def __init__(self, path: Path, t0: float) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._f: TextIO = open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed in close()
        self._t0 = t0

    def write(self, event: str, **fields: Any) -> None:
        line = {"event": event, "t": round(time.monotonic() - self._t0, 3), **fields}
        self._f.write(json.dumps(line, default=str) + "\n")
        self._f.flush()

    def close(self) -> None:
        self._f.close()


class _Stopped(Exception):
    """``should_stop`` said so between two steps."""


def run_episode(connect: Callable[[], Client], policy: Policy, spec: EpisodeSpec,
                settings: EpisodeSettings, trajectory_path: Path,
                should_stop: Callable[[], bool] | None = None) -> dict[str, Any]:
    """Plays one episode and returns its result record (see :mod:`.store` for the fields).

    ``should_stop`` is polled before every policy call; when it answers true the episode is
    closed and the record has status ``interrupted`` (the runner does not save those).
    """
    t0 = time.monotonic()
    traj = _Trajectory(trajectory_path, t0)
    tracker = SolutionTracker()
    record: dict[str, Any] = {
        "task": spec.task, "level": spec.level, "sample": spec.sample, "seed": spec.seed,
        "slug": spec.slug, "policy": policy.spec, "status": "ok", "error": None,
        "ended_by": None, "turns": 0, "policy_calls": 0, "nudges": 0, "episode_id": None,
        "tool_errors": 0}
    traj.write("start", task=spec.task, level=spec.level, sample=spec.sample, seed=spec.seed,
               policy=policy.spec)
    messages: list[dict[str, Any]] = []

    def add(msg: dict[str, Any]) -> None:
        messages.append(msg)
        traj.write("message", message=msg)

    ep = None
    client = connect()
    try:
        ctx = EpisodeContext(task=spec.task, level=spec.level, sample=spec.sample,
                             seed=spec.seed, tools=list(settings.tools),
                             tasks_root=settings.tasks_root, backend=settings.backend)
        ep = policy.start(ctx)
        options: dict[str, Any] = {"reward_mode": settings.reward_mode,
                                   "tolerance": settings.tolerance}
        if settings.max_turns:
            options["max_turns"] = settings.max_turns
        eid, observation, info = client.reset(spec.task, seed=spec.seed, options=options)
        record["episode_id"] = eid
        traj.write("reset", episode_id=eid, info=info)
        if settings.system_prompt:
            add(system_message(settings.system_prompt))
        add(user_message(observation))
        limit = int(info.get("max_turns") or settings.max_turns or 200)
        try:
            _loop(client, ep, eid, messages, add, traj, tracker, record, settings, limit,
                  should_stop or (lambda: False))
        finally:
            try:
                client.close(eid)
            except errors.WarpgymError:
                pass
    except _Stopped:
        record["status"], record["error"] = "interrupted", "the run was interrupted"
    except PolicyError as exc:
        record["status"], record["error"] = "policy_error", str(exc)
    except errors.WarpgymError as exc:
        record["status"], record["error"] = "env_error", f"{type(exc).__name__}: {exc}"
    except Exception as exc:  # noqa: BLE001 - a bug must not stop the other episodes
        record["status"], record["error"] = "bench_error", f"{type(exc).__name__}: {exc}"
    finally:
        if ep is not None:
            try:
                ep.close()
            except Exception:  # noqa: BLE001
                pass
        client.close_connection()
    final, best = tracker.final, tracker.best
    if record["status"] == "ok" and final is None:
        record["status"], record["error"] = "no_eval", "the episode ended without an evaluation"
    if record["status"] == "ok" and final is not None and final.infra_error:
        record["status"], record["error"] = "infra_error", "the environment failed to judge the final solution"
    record["final"] = final.as_dict() if final else None
    record["best"] = best.as_dict() if best else None
    record["baselines"] = tracker.baselines
    record["elapsed_s"] = round(time.monotonic() - t0, 3)
    if record["error"]:
        traj.write("error", status=record["status"], error=record["error"])
    traj.write("end", result=record)
    traj.close()
    return record


def _loop(client: Client, ep: Any, eid: str, messages: list[dict[str, Any]],
          add: Callable[[dict[str, Any]], None], traj: _Trajectory, tracker: SolutionTracker,
          record: dict[str, Any], settings: EpisodeSettings, limit: int,
          should_stop: Callable[[], bool]) -> None:
    """Policy/tool loop until the episode ends (or the policy raises PolicyError)."""
    ended = False
    max_calls = limit + settings.max_nudges + 1
    while not ended:
        if should_stop():
            raise _Stopped()
        if record["policy_calls"] >= max_calls:  # a policy that never ends: submit for it
            _step(client, eid, None, "submit", {"tool": "submit", "args": {}}, add, traj,
                  tracker, record, settings)
            record["ended_by"] = "auto_submit"
            return
        record["policy_calls"] += 1
        reply = ep.act(list(messages))
        calls = parse_tool_calls(reply)
        content = reply.get("content")
        add(assistant_message(content if isinstance(content, str) else None, calls))
        if not calls:
            record["nudges"] += 1
            if record["nudges"] > settings.max_nudges:
                _step(client, eid, None, "submit", {"tool": "submit", "args": {}}, add, traj,
                      tracker, record, settings)
                record["ended_by"] = "auto_submit"
                return
            add(user_message(NUDGE))
            continue
        for call in calls:
            if ended:  # every tool call gets its tool message, as chat APIs require
                add(tool_message(call.id, "(not run: the episode had already ended)"))
                continue
            ended = _step(client, eid, call.id, call.name, to_action(call), add, traj,
                          tracker, record, settings)


def _step(client: Client, eid: str, call_id: str | None, name: str, action: Any,
          add: Callable[[dict[str, Any]], None], traj: _Trajectory, tracker: SolutionTracker,
          record: dict[str, Any], settings: EpisodeSettings) -> bool:
    """Runs one action; returns whether the episode ended."""
    obs, reward, terminated, truncated, info = client.step(
        eid, action, timeout_s=settings.step_timeout_s)
    turn = int(info.get("turn") or record["turns"] + 1)
    record["turns"] = turn
    if info.get("error"):
        record["tool_errors"] += 1
    ended = "submit" if terminated else "truncated" if truncated else None
    tracker.observe(turn, info.get("tool"), info, ended=ended)
    if call_id is not None:
        add(tool_message(call_id, obs))
    else:
        add(user_message(f"[the bench called submit for the policy]\n{obs}"))
    traj.write("step", turn=turn, tool=name, action=action, reward=reward,
               terminated=terminated, truncated=truncated, info=info)
    if ended:
        record["ended_by"] = record["ended_by"] or ended
    return bool(ended)
