"""``scripted[:VARIANT]``: replays a bundled solution through real tool calls.

Built on :mod:`warpgym.agents.scripted` (the agent ``warpgym demo`` runs): the same solution
directory (``<tasks>/solutions/<task>/<VARIANT>/``, default variant ``reference``), the same
actions (``write_file`` for each file, then ``compile``, ``verify``, ``profile``, ``submit``),
here emitted one assistant message per turn so the episode loop, the trajectory and the
scoring are those of every other policy.
"""

from __future__ import annotations

from typing import Any

from ...agents.scripted import PIPELINE, solution_dir, solution_files
from ..conversation import assistant_message, tool_call
from .base import EpisodeContext, PolicyError

__all__ = ["ScriptedPolicy"]


class _Replay:
    def __init__(self, actions: list[tuple[str, dict[str, Any]]]) -> None:
        self._actions = actions
        self._next = 0

    def act(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        if self._next >= len(self._actions):  # the pipeline ended with submit; nothing left
            return assistant_message("Done.")
        name, args = self._actions[self._next]
        self._next += 1
        return assistant_message(None, [tool_call(name, args)])

    def close(self) -> None:
        pass


class ScriptedPolicy:
    """Replays ``<tasks_root>/solutions/<task>/<variant>/``."""

    def __init__(self, variant: str = "reference") -> None:
        self.variant = variant
        self.spec = "scripted" if variant == "reference" else f"scripted:{variant}"

    def start(self, ctx: EpisodeContext) -> _Replay:
        """Raises PolicyError when there is no ``--tasks`` dir or no solution for the task."""
        if ctx.tasks_root is None:
            raise PolicyError("the scripted policy needs --tasks DIR (it replays DIR/solutions/)")
        directory = solution_dir(ctx.tasks_root, ctx.task, self.variant)
        try:
            files = solution_files(directory)
        except FileNotFoundError as exc:
            raise PolicyError(f"no {self.variant} solution for {ctx.task}: {exc}") from exc
        actions = [("write_file", {"path": rel, "content": text}) for rel, text in files]
        actions += [(tool, {}) for tool in PIPELINE]
        return _Replay(actions)
