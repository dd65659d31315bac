"""A scripted agent: replays a solution directory through real tool calls.

For task ``levelN/<stem>`` the bundled solutions live at
``tasks/demo/solutions/levelN/<stem>/reference/`` (expected reward >= 1) and
``.../failing/`` (expected reward -1). The agent writes every file of the directory with
``write_file`` (relative paths: ``model_new.py``, ``kernels/*.cpp``), then calls ``compile``,
``verify``, ``profile`` and ``submit``, exactly as a model would.

Example:
    >>> from warpgym import Client                                       # doctest: +SKIP
    >>> from warpgym.agents import solve                                  # doctest: +SKIP
    >>> with Client("tcp://127.0.0.1:5555") as c:                        # doctest: +SKIP
    ...     r = solve(c, "level1/19_ReLU",
    ...               "tasks/demo/solutions/level1/19_ReLU/reference")
    >>> r.reward                                                          # doctest: +SKIP
    1.0
"""

from __future__ import annotations

import dataclasses
import os
import time
from pathlib import Path
from typing import Any

from .. import errors
from ..client import Client

__all__ = ["ScriptedResult", "solve", "solution_files", "solution_dir"]

#: Tools called after the files are written, in order.
PIPELINE = ("compile", "verify", "profile", "submit")


@dataclasses.dataclass
class ScriptedResult:
    """What one scripted episode produced.

    Attributes:
        task: task name.
        variant: label of the solution (``"reference"``, ``"failing"``, ...).
        reward: the reward of the final step (``None`` if the episode never ended).
        speedup_vs_eager: ``info["eval"]["speedup_vs_eager"]`` of ``submit`` (``None`` if absent).
        speedup_vs_compile: ``info["eval"]["speedup_vs_compile"]`` (``None`` if absent).
        compiled: ``info["eval"]["compiled"]``.
        correct: ``info["eval"]["correct"]``.
        terminated: whether ``submit`` terminated the episode.
        infra_error: ``True`` if any step reported an infrastructure failure.
        turns: steps taken.
        elapsed_s: wall time of the whole episode (reset to close).
        step_errors: ``(tool, info["error"])`` for steps whose tool failed.
        eval: the full ``info["eval"]`` map.
        observations: ``(tool, observation)`` of every step, for debugging.
    """

    task: str
    variant: str
    reward: float | None = None
    speedup_vs_eager: float | None = None
    speedup_vs_compile: float | None = None
    compiled: bool | None = None
    correct: bool | None = None
    terminated: bool = False
    infra_error: bool = False
    turns: int = 0
    elapsed_s: float = 0.0
    step_errors: list[tuple[str, Any]] = dataclasses.field(default_factory=list)
    eval: dict[str, Any] = dataclasses.field(default_factory=dict)
    observations: list[tuple[str, str]] = dataclasses.field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """The record as a JSON-friendly dict, without the observations."""
        d = dataclasses.asdict(self)
        d.pop("observations")
        return d


def solution_dir(tasks_root: str | os.PathLike[str], task: str, variant: str) -> Path:
    """Returns ``<tasks_root>/solutions/<task>/<variant>`` (task ``levelN/<stem>``)."""
    return Path(tasks_root) / "solutions" / task / variant


def solution_files(directory: str | os.PathLike[str]) -> list[tuple[str, str]]:
    """Lists a solution directory as ``(relative POSIX path, text)`` pairs, sorted by path.

    Hidden files and ``__pycache__`` are skipped.  A single ``.py`` file is a solution in
    KernelBench's own format (its ``ModelNew`` builds its kernels with ``load_inline``): it
    becomes ``model_new.py``.

    Raises:
        FileNotFoundError: ``directory`` does not exist or holds no file.
    """
    root = Path(directory)
    if root.is_file() and root.suffix == ".py":
        return [("model_new.py", root.read_text(encoding="utf-8"))]
    if not root.is_dir():
        raise FileNotFoundError(f"solution directory not found: {root}")
    out = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if not path.is_file() or any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
            continue
        out.append((rel.as_posix(), path.read_text(encoding="utf-8")))
    if not out:
        raise FileNotFoundError(f"solution directory has no files: {root}")
    return out


def solve(client: Client, task: str, directory: str | os.PathLike[str], *,
          variant: str | None = None, seed: int | None = None,
          options: dict[str, Any] | None = None) -> ScriptedResult:
    """Plays one episode of ``task`` by replaying the solution in ``directory``.

    Args:
        client: a connected :class:`~warpgym.client.Client`.
        task: the task name, e.g. ``"level1/19_ReLU"``.
        directory: the solution directory (files relative to the workspace root).
        variant: label stored in the result; defaults to the directory's name.
        seed: passed to ``reset``.
        options: passed to ``reset``.

    Returns:
        A :class:`ScriptedResult`. Tool failures (a file refused, a failing compile) do not
        stop the agent; it still submits, because the reward is the verdict.

    Raises:
        WarpgymError: a protocol error (unknown task, lost episode, no reply).
        FileNotFoundError: the solution directory is missing or empty.
    """
    files = solution_files(directory)
    result = ScriptedResult(task=task, variant=variant or Path(directory).name)
    start = time.monotonic()
    episode_id, _obs, _info = client.reset(task, seed=seed, options=options)
    try:
        actions = [{"tool": "write_file", "args": {"path": rel, "content": text}}
                   for rel, text in files]
        actions += [{"tool": tool, "args": {}} for tool in PIPELINE]
        for action in actions:
            obs, reward, terminated, truncated, info = client.step(episode_id, action)
            result.turns += 1
            result.observations.append((action["tool"], obs))
            result.infra_error |= bool(info.get("infra_error"))
            if info.get("error"):
                result.step_errors.append((action["tool"], info["error"]))
            if terminated or truncated:
                result.reward = reward
                result.terminated = terminated
                ev = info.get("eval") or {}
                result.eval = ev
                result.speedup_vs_eager = ev.get("speedup_vs_eager")
                result.speedup_vs_compile = ev.get("speedup_vs_compile")
                result.compiled = ev.get("compiled")
                result.correct = ev.get("correct")
                break
    finally:
        try:
            client.close(episode_id)
        except errors.NotFound:
            pass
        result.elapsed_s = time.monotonic() - start
    return result
