"""One warpgym episode held open for an MCP bridge (``warpgym mcp``), without any MCP code.

:class:`Episode` opens the episode (``hello`` + ``reset``), runs tool calls as ``step`` requests
and closes it. It is synchronous and serialises its calls with a lock, so the async MCP server
can run each call in a worker thread. Failures to open are :class:`EpisodeError` with a
one-line message meant for the user.
"""

from __future__ import annotations

import dataclasses
import difflib
import math
import threading
from typing import Any, Mapping

import zmq

from . import errors
from .client import Client

__all__ = ["Episode", "EpisodeError", "StepResult", "jsonable"]


class EpisodeError(Exception):
    """The episode could not be opened; ``str(exc)`` is one line for the user."""


@dataclasses.dataclass(frozen=True)
class StepResult:
    """One ``step`` reply: what :meth:`warpgym.Client.step` returns, as a record."""

    observation: str
    reward: float
    terminated: bool
    truncated: bool
    info: dict[str, Any]


def jsonable(value: Any) -> Any:
    """``value`` with what JSON cannot hold replaced: bytes decoded, NaN/inf as ``None``,
    tuples as lists, non-string keys as strings."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


class Episode:
    """A warpgym episode of one task, opened by :meth:`open`, ended by :meth:`close`.

    Attributes:
        endpoint: the server's ZeroMQ endpoint.
        task: the task name.
        episode_id: set by :meth:`open`.
        prompt: the ``reset`` observation (SKILL.md, the reference ``model.py``, the listing).
        reset_info: the ``reset`` info map (``task``, ``max_turns``, ``reward_mode``, ...).
        tools: ``hello``'s tool list, ``{type: "function", function: {name, description,
            parameters}}`` each.
        ended: ``True`` once a step returned ``terminated`` or ``truncated``.
    """

    def __init__(self, endpoint: str, task: str, *, seed: int | None = None,
                 options: Mapping[str, Any] | None = None, connect_timeout_s: float = 10.0,
                 timeout_s: float = 30.0, step_timeout_s: float = 900.0) -> None:
        self.endpoint = endpoint
        self.task = task
        self.seed = seed
        self.options = dict(options or {})
        self.connect_timeout_s = float(connect_timeout_s)
        self.timeout_s = float(timeout_s)
        self.episode_id: str | None = None
        self.prompt = ""
        self.reset_info: dict[str, Any] = {}
        self.tools: list[dict[str, Any]] = []
        self.ended = False
        self._lock = threading.Lock()
        self._closed = False
        # The first request only waits connect_timeout_s, without resends: an absent server
        # is reported in seconds, not after the client's full retry schedule.
        self._client = Client(endpoint, timeout_s=connect_timeout_s, retries=0,
                              step_timeout_s=step_timeout_s, client_name="warpgym-mcp")

    def open(self) -> None:
        """Reads the tool list (``hello``) and starts the episode (``reset``).

        Raises:
            EpisodeError: the server does not answer, the endpoint is invalid, the task is
                unknown or the server refused the reset.
        """
        try:
            hello = self._client.hello()
        except errors.ConnectionTimeout:
            raise EpisodeError(f"no warpgym-server answered at {self.endpoint} within "
                               f"{self.connect_timeout_s:g} s (is it running?)") from None
        except zmq.ZMQError as exc:
            raise EpisodeError(f"cannot connect to {self.endpoint!r}: {exc}") from None
        except errors.WarpgymError as exc:
            raise EpisodeError(f"hello failed at {self.endpoint}: {exc}") from None
        self.tools = [t for t in hello.get("tools") or [] if isinstance(t, dict)
                      and isinstance(t.get("function"), dict) and t["function"].get("name")]
        self._client.timeout_s, self._client.retries = self.timeout_s, 3
        try:
            self.episode_id, self.prompt, self.reset_info = self._client.reset(
                self.task, seed=self.seed, options=self.options or None)
        except errors.NotFound:
            raise EpisodeError(self._unknown_task_message()) from None
        except errors.WarpgymError as exc:
            raise EpisodeError(f"the server refused to start task {self.task!r}: {exc}") from None

    def _unknown_task_message(self) -> str:
        hint = f"`warpgym tasks --endpoint {self.endpoint}` lists them"
        try:
            close = difflib.get_close_matches(self.task, self._client.list_tasks(), n=3)
        except errors.WarpgymError:
            close = []
        if close:
            hint = "did you mean " + ", ".join(repr(c) for c in close) + "?"
        return f"unknown task {self.task!r} on {self.endpoint}; {hint}"

    def tool_names(self) -> list[str]:
        """The tool names, in ``hello``'s order."""
        return [t["function"]["name"] for t in self.tools]

    def step(self, tool: str, arguments: Mapping[str, Any] | None) -> StepResult:
        """Runs one tool call as one ``step`` (``{"tool": tool, "args": arguments}``).

        Raises:
            WarpgymError: a protocol error (``failed_precondition`` once the episode ended,
                ``not_found`` once it was closed or reaped, ``connection_timeout``, ...).
            RuntimeError: the episode was not opened, or is closed.
        """
        if self.episode_id is None or self._closed:
            raise RuntimeError("the episode is not open")
        action = {"tool": tool, "args": dict(arguments or {})}
        with self._lock:
            obs, reward, terminated, truncated, info = self._client.step(self.episode_id, action)
        if terminated or truncated:
            self.ended = True
        return StepResult(obs, reward, terminated, truncated, info)

    def close(self) -> None:
        """Closes the episode on the server (once) and the connection. Never raises.

        Uses a connection of its own, so it works while a step is still running in another
        thread; the server closes the episode once that step is done.
        """
        if self._closed:
            return
        self._closed = True
        eid = self.episode_id
        if eid is not None:
            try:
                with Client(self.endpoint, timeout_s=10.0, step_timeout_s=10.0, retries=0,
                            client_name="warpgym-mcp") as c:
                    c.close(eid)
            except (errors.WarpgymError, zmq.ZMQError):
                pass  # already closed or reaped, or the server is gone: nothing left to free
        if self._lock.acquire(blocking=False):  # else a worker thread still uses the socket
            try:
                self._client.close_connection()
            finally:
                self._lock.release()
