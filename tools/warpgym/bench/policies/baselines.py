"""``baselines``: measures each task's eager and ``torch.compile`` times and nothing else.

Every episode calls ``profile`` on the untouched workspace (nothing compiles yet, so the harness
only times the reference: once per task and device, then from the shared cache) and then
``submit``, which ends the episode at once with reward -1 (no kernel). The bench records the
times in each episode's ``baselines`` and the report lists them: a cheap way to fill the
baseline cache of a task set before agents run on it, and to see how that cache scales.
"""

from __future__ import annotations

from ..conversation import assistant_message, tool_call
from .base import EpisodeContext

__all__ = ["BaselinesPolicy"]


class _ProfileThenSubmit:
    def __init__(self) -> None:
        self._actions = ["profile", "submit"]

    def act(self, messages: list) -> dict:
        if not self._actions:
            return assistant_message("Done.")
        return assistant_message(None, [tool_call(self._actions.pop(0), {})])

    def close(self) -> None:
        pass


class BaselinesPolicy:
    spec = "baselines"

    def start(self, ctx: EpisodeContext) -> _ProfileThenSubmit:
        return _ProfileThenSubmit()
