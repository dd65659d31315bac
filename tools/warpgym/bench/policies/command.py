"""``cmd:PROGRAM``: any program as a policy, one process per turn.

``PROGRAM`` is a command line (split like a shell would, no shell involved). Each turn it is
started once and gets on stdin one JSON object::

    {"task": "level1/1_ReLU", "level": 1, "sample": 0, "seed": 0, "turn": 3,
     "tools": [... the server's tool list, function-calling shape ...],
     "messages": [... the conversation so far, chat-completions shape ...]}

and writes on stdout one JSON value: an assistant message (``{"role": "assistant",
"content": ..., "tool_calls": [...]}``), or an action (``{"tool": NAME, "args": {...}}``), or
a list of actions (see :func:`..conversation.normalize_reply`). A message without tool calls
means "no action" (the episode loop nudges, then submits). A non-zero exit, a timeout or
output that is none of those ends the episode with ``policy_error``; stderr goes to the
error message (its last 2000 characters).
"""

from __future__ import annotations

import json
import shlex
import subprocess
from typing import Any

from ..conversation import ReplyFormatError, normalize_reply
from .base import EpisodeContext, PolicyError, PolicyUnavailable

__all__ = ["CommandPolicy"]


class _Program:
    def __init__(self, argv: list[str], ctx: EpisodeContext, timeout_s: float) -> None:
        self._argv, self._ctx, self._timeout_s = argv, ctx, timeout_s
        self._turn = 0

    def act(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        self._turn += 1
        ctx = self._ctx
        payload = json.dumps({"task": ctx.task, "level": ctx.level, "sample": ctx.sample,
                              "seed": ctx.seed, "turn": self._turn, "tools": ctx.tools,
                              "messages": messages})
        try:
            proc = subprocess.run(self._argv, input=payload, capture_output=True, text=True,
                                  timeout=self._timeout_s)
        except subprocess.TimeoutExpired as exc:
            raise PolicyError(f"policy program timed out after {self._timeout_s:g} s") from exc
        except OSError as exc:
            raise PolicyError(f"cannot run policy program {self._argv[0]!r}: {exc}") from exc
        if proc.returncode != 0:
            raise PolicyError(f"policy program exited with {proc.returncode}: "
                              f"{proc.stderr[-2000:].strip()}")
        try:
            return normalize_reply(json.loads(proc.stdout))
        except ValueError as exc:  # JSONDecodeError and ReplyFormatError
            kind = "bad reply" if isinstance(exc, ReplyFormatError) else "stdout is not JSON"
            raise PolicyError(f"policy program: {kind}: {exc}; stdout: {proc.stdout[:300]!r}") from exc

    def close(self) -> None:
        pass


class CommandPolicy:
    """Runs ``program`` once per turn."""

    def __init__(self, program: str, *, timeout_s: float = 600.0) -> None:
        try:
            self.argv = shlex.split(program)
        except ValueError as exc:
            raise PolicyUnavailable(f"cmd policy: cannot split {program!r}: {exc}") from exc
        if not self.argv:
            raise PolicyUnavailable("cmd policy spec must be cmd:PROGRAM [ARGS...]")
        self.spec = f"cmd:{program}"
        self.timeout_s = timeout_s

    def start(self, ctx: EpisodeContext) -> _Program:
        return _Program(self.argv, ctx, self.timeout_s)
