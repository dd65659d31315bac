"""What every policy offers the episode loop, and the errors a policy may raise."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Protocol

__all__ = ["EpisodeContext", "EpisodePolicy", "Policy", "PolicyError", "PolicyUnavailable"]


class PolicyError(Exception):
    """The policy failed for this episode (endpoint down after retries, program crashed,
    no reference solution). The episode ends with status ``policy_error``; the run goes on."""


class PolicyUnavailable(Exception):
    """The policy spec cannot be used at all (unknown kind, not implemented yet, bad spec).
    Raised before any episode runs; the command exits with status 2."""


@dataclasses.dataclass(frozen=True)
class EpisodeContext:
    """What a policy may know about the episode it plays.

    Attributes:
        task: task name, e.g. ``"level1/1_ReLU"``.
        level: the task's level.
        sample: 0-based index of this episode among the task's samples (pass@k).
        seed: the seed passed to ``reset``.
        tools: the server's tool list from ``hello`` (function-calling shape).
        tasks_root: the ``--tasks`` directory (where ``solutions/`` live), if given.
        backend: the server's backend (``"cpu"`` or ``"cuda"``).
    """

    task: str
    level: int
    sample: int
    seed: int | None
    tools: list[dict[str, Any]]
    tasks_root: Path | None
    backend: str


class EpisodePolicy(Protocol):
    """The policy's state for one episode."""

    def act(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        """Returns the next assistant message (``conversation`` shape) for the conversation so
        far. Raises :class:`PolicyError` when it cannot produce one."""
        ...

    def close(self) -> None:
        """Releases what the episode held (called once, also after errors)."""
        ...


class Policy(Protocol):
    """A policy built from a spec; shared by every episode of a run (thread-safe ``start``)."""

    spec: str

    def start(self, ctx: EpisodeContext) -> EpisodePolicy:
        """Begins one episode. Raises :class:`PolicyError` when this episode cannot be played."""
        ...
