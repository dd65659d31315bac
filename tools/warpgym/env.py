"""Gymnasium wrapper around one warpgym task: text observations, text (or dict) actions.

Example:
    >>> import warpgym                                                     # doctest: +SKIP
    >>> env = warpgym.make("tcp://127.0.0.1:5555", task="level1/19_ReLU")  # doctest: +SKIP
    >>> obs, info = env.reset(seed=0)                                      # doctest: +SKIP
    >>> obs, reward, terminated, truncated, info = env.step(
    ...     {"tool": "read_file", "args": {"path": "model.py"}})           # doctest: +SKIP
    >>> env.close()                                                        # doctest: +SKIP
"""

from __future__ import annotations

import copy
import json
import threading
from typing import Any, Mapping

import gymnasium
from gymnasium import spaces
from gymnasium.envs.registration import EnvSpec

from . import errors
from .client import Client

__all__ = ["WarpgymEnv", "make", "text_space", "ENV_ID"]

#: The id under which :class:`WarpgymEnv` is registered with ``gymnasium.make``.
ENV_ID = "warpgym/Kernel-v0"

#: Observations longer than this many characters are outside the observation space. The
#: server caps tool output (``capabilities.output_limit_bytes``); the reset prompt is small.
OBSERVATION_MAX_LENGTH = 1 << 24


def _charset() -> str:
    """Every code point of planes 0-2 except surrogates, plus planes 14-16.

    That covers all printable Unicode, ASCII whitespace and control characters (tool output
    may contain ANSI escapes) and the private-use planes. Surrogates are excluded because
    they cannot be encoded as UTF-8 (msgpack ``str``); planes 3-13 are (almost) unassigned.
    """
    ranges = [(0x0, 0xD800), (0xE000, 0x30000), (0xE0000, 0x110000)]
    return "".join(chr(c) for lo, hi in ranges for c in range(lo, hi))


class UnicodeText(spaces.Text):
    """A ``Text`` space over (almost) all of Unicode whose repr is one short line (the stock one
    prints the whole charset: hundreds of KB)."""

    def __repr__(self) -> str:
        return f"UnicodeText(max_length={self.max_length}, charset=Unicode without surrogates)"


class ToolCallText(UnicodeText):
    """The action space: any text (a malformed action is the server's to answer), but
    :meth:`sample` draws a well-formed tool call, ``{"tool": NAME, "args": {...}}`` as JSON, over
    the server's tools with their required arguments filled in (so random agents and
    ``check_env`` exercise real steps, not parse errors)."""

    tools: list[dict[str, Any]] = []

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        if mask is not None or probability is not None or not self.tools:
            return super().sample(mask=mask, probability=probability)
        fn = self.tools[int(self.np_random.integers(len(self.tools)))].get("function") or {}
        schema = fn.get("parameters") or {}
        props = schema.get("properties") or {}
        example = {"path": "model.py", "command": "ls", "content": "", "old": "x", "new": "x"}
        args = {k: example.get(k, "") if (props.get(k) or {}).get("type", "string") == "string" else 0
                for k in schema.get("required") or []}
        return json.dumps({"tool": fn.get("name", "list_files"), "args": args})


_proto_lock = threading.Lock()
_proto: dict[tuple[type, int], UnicodeText] = {}


def text_space(max_length: int, kind: type[UnicodeText] = UnicodeText) -> UnicodeText:
    """Returns a :class:`gymnasium.spaces.Text` of 0..``max_length`` chars over :func:`_charset`.

    Building the charset's lookup tables takes a fraction of a second and tens of MB, so one
    prototype per ``max_length`` is built per process and each call returns a shallow copy
    (the tables are immutable and shared; the random generator is not).

    Args:
        max_length: the longest string in the space, in characters.
        kind: the space class (:class:`ToolCallText` for actions).

    Raises:
        TypeError: ``max_length`` is not an int.
    """
    if not isinstance(max_length, int):
        raise TypeError(f"max_length must be an int, got {type(max_length).__name__}")
    with _proto_lock:
        proto = _proto.get((kind, max_length))
        if proto is None:
            proto = kind(max_length, min_length=0, charset=_charset())
            _proto[(kind, max_length)] = proto
    space = copy.copy(proto)
    space._np_random = None  # noqa: SLF001 - fresh, unseeded generator per copy
    return space


class WarpgymEnv(gymnasium.Env):
    """One warpgym task as a :class:`gymnasium.Env`; each ``reset`` is a new server episode.

    Methods, one line each:
        - :meth:`reset`: start a new episode -> ``(observation, info)``; the observation is the
          prompt (SKILL.md, the reference ``model.py`` and the workspace listing).
        - :meth:`step`: run one tool call -> ``(observation, reward, terminated, truncated, info)``.
        - :meth:`fork`: a second env whose episode is a copy of this one's current state.
        - :meth:`close`: close the server episode and the connection; safe to call twice.
        - :attr:`tools`: the tool list from ``hello`` in function-calling shape (JSON Schemas),
          ready to hand to an LLM API.

    Attributes:
        observation_space: ``Text`` of up to 2**24 characters over all of Unicode except
            surrogates (see :func:`text_space`).
        action_space: ``Text`` of up to ``max_request_bytes // 4`` characters (so that any
            sample fits in one request). An action may also be a dict
            ``{"tool": NAME, "args": {...}}``; both forms are sent to the server as they are.
        task: the task name, e.g. ``"level1/19_ReLU"``.
        episode_id: the current server episode, or ``None``.
        client: the :class:`~warpgym.client.Client` in use.

    Notes:
        An action that is not a valid tool call (e.g. a random sample of ``action_space``) is
        not an exception: the server answers with an observation explaining the mistake, the
        turn counts and ``info["error"]`` is set. Tool timings make ``info`` differ from run
        to run, so the registered spec is ``nondeterministic=True``. The env is a context
        manager. Without a ``seed``, ``reset`` draws the server seed from :attr:`np_random`,
        so ``reset(seed=s)`` followed by unseeded resets is reproducible.
    """

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, endpoint: str, task: str, *, options: Mapping[str, Any] | None = None,
                 timeout_s: float = 30.0, step_timeout_s: float = 900.0, retries: int = 3,
                 render_mode: str | None = None) -> None:
        """Connects to the server and reads its capabilities (one ``hello``).

        Args:
            endpoint: ZeroMQ endpoint of the server, e.g. ``"tcp://127.0.0.1:5555"``.
            task: a task name from ``Client.list_tasks()``.
            options: default ``reset`` options (``max_turns``, ``reward_mode``,
                ``tolerance``); ``reset(options=...)`` overrides them key by key.
            timeout_s: per-attempt reply timeout of quick ops (see :class:`Client`).
            step_timeout_s: per-attempt reply timeout of ``step``.
            retries: resends after a timeout.
            render_mode: must be ``None``; there is nothing to render but text.

        Raises:
            TypeError: ``task`` is not a str.
            ValueError: ``render_mode`` is not ``None``.
            WarpgymError: the server refused ``hello`` (or did not answer).
        """
        if not isinstance(task, str):
            raise TypeError(f"task must be a str, got {type(task).__name__}")
        if render_mode is not None:
            raise ValueError(f"WarpgymEnv has no render modes, got render_mode={render_mode!r}")
        self.render_mode = None
        self.task = task
        self.default_options = dict(options or {})
        self.client = Client(endpoint, timeout_s=timeout_s, step_timeout_s=step_timeout_s,
                             retries=retries, client_name="warpgym-python-env")
        self.episode_id: str | None = None
        self._ended = True
        try:
            self.server_info = self.client.hello()
        except BaseException:
            self.client.close_connection()
            raise
        caps = self.server_info.get("capabilities") or {}
        self.tools: list[dict[str, Any]] = list(self.server_info.get("tools") or [])
        max_request = int(caps.get("max_request_bytes") or (1 << 20))
        # 4 bytes per character in the worst case, and room for the envelope.
        self.action_space = text_space(max(1, (max_request - 4096) // 4), ToolCallText)
        self.action_space.tools = self.tools
        self.observation_space = text_space(OBSERVATION_MAX_LENGTH)
        self.spec = EnvSpec(
            id=ENV_ID, entry_point="warpgym.env:WarpgymEnv", nondeterministic=True,
            kwargs={"endpoint": endpoint, "task": task, "options": dict(self.default_options),
                    "timeout_s": timeout_s, "step_timeout_s": step_timeout_s,
                    "retries": retries})

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[str, dict[str, Any]]:
        """Closes the current episode (if any) and starts a new one.

        Args:
            seed: seeds :attr:`np_random` and is passed to the server (recorded in the
                trajectory, used by the evaluation). Without it, the server seed is drawn
                from :attr:`np_random`.
            options: ``max_turns``, ``reward_mode``, ``tolerance``; merged over the
                constructor's ``options``.

        Returns:
            A tuple ``(observation, info)``:

            - **observation** (str): the prompt: SKILL.md, the reference ``model.py`` and the
              workspace listing.
            - **info** (dict): the server's ``task``, ``max_turns``, ``reward_mode``,
              ``backend``, ``seed``, ``workspace_files``, plus ``episode_id``.
        """
        super().reset(seed=seed)
        self._close_episode()
        server_seed = seed if seed is not None else int(self.np_random.integers(0, 2**31 - 1))
        merged = {**self.default_options, **(options or {})}
        episode_id, observation, info = self.client.reset(self.task, seed=server_seed,
                                                          options=merged or None)
        self.episode_id = episode_id
        self._ended = False
        info["episode_id"] = episode_id
        return observation, info

    def step(self, action: Mapping[str, Any] | str
             ) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Runs one tool call.

        Args:
            action: ``{"tool": NAME, "args": {...}}`` or its JSON string. Tools and their
                arguments are listed in :attr:`tools`.

        Returns:
            A tuple ``(observation, reward, terminated, truncated, info)``:

            - **observation** (str): the tool's output (text for the model), e.g. the file
              read, the compiler log, the verification verdict; or why the action was invalid.
            - **reward** (float): ``0.0`` except on the step that ends the episode with an
              evaluation; milestone mode pays -1 (not compiled/incorrect), 1 (correct),
              2 (>5% faster than eager), 3 (>5% faster than eager and ``torch.compile``);
              correctness mode -1 or 1.
            - **terminated** (bool): ``True`` after ``submit``, the natural end of the task:
              there is no next state to bootstrap from.
            - **truncated** (bool): ``True`` when the turn limit ended the episode (it was
              still evaluated and paid); the task was cut short, a learner may bootstrap.
            - **info** (dict): ``tool``, ``turn``, ``elapsed_s``, ``infra_error`` (drop the
              sample if ``True``), ``error`` on tool failure, and ``compile`` / ``verify`` /
              ``profile`` / ``eval`` results of those tools.

        Raises:
            gymnasium.error.ResetNeeded: no episode is running (call :meth:`reset` first, or
                again after ``terminated``/``truncated``).
            TypeError: ``action`` is neither a dict nor a str.
        """
        if self.episode_id is None or self._ended:
            raise gymnasium.error.ResetNeeded(
                "WarpgymEnv.step() called without a running episode: call reset() first "
                "(and again after terminated or truncated)")
        if isinstance(action, Mapping):
            action = json.loads(json.dumps(action))  # plain dict; rejects non-JSON values
        elif not isinstance(action, str):
            raise TypeError("action must be a dict {'tool': ..., 'args': {...}} or its JSON "
                            f"string, got {type(action).__name__}")
        obs, reward, terminated, truncated, info = self.client.step(self.episode_id, action)
        if terminated or truncated:
            self._ended = True
            self._close_episode()  # the server has nothing left to do for it
        return obs, reward, terminated, truncated, info

    def fork(self) -> tuple["WarpgymEnv", dict[str, Any]]:
        """A second env whose episode starts as a copy of this one's current state (the server's
        ``fork``: workspace files, turn count, trajectory). Both go on independently; close each.

        For K continuations of one state (GRPO-style groups) or a search that branches::

            env.reset(seed=0)
            env.step({"tool": "write_file", "args": {...}})
            group = [env.fork() for _ in range(4)]           # [(child_env, info), ...]
            for child, _ in group:
                obs, reward, terminated, truncated, info = child.step(...)
                child.close()

        Returns:
            ``(child, info)``: the child env (its own connection, already in its episode: call
            :meth:`step`, not :meth:`reset`) and the fork's info (``parent_id``, ``turn``,
            ``copy``).

        Raises:
            gymnasium.error.ResetNeeded: no episode is running here.
            WarpgymError: the server refused (e.g. ``ResourceExhausted`` at its episode limit).
        """
        if self.episode_id is None or self._ended:
            raise gymnasium.error.ResetNeeded("WarpgymEnv.fork() needs a running episode: call reset() first")
        kw = dict(self.spec.kwargs) if self.spec is not None else {}
        child = WarpgymEnv(**{**kw, "endpoint": self.client.endpoint, "task": self.task})
        try:
            child.episode_id, info = child.client.fork(self.episode_id)
        except BaseException:
            child.close()
            raise
        child._ended = False
        return child, info

    def _close_episode(self) -> None:
        eid, self.episode_id = self.episode_id, None
        self._ended = True
        if eid is None:
            return
        try:
            self.client.close(eid)
        except (errors.NotFound, errors.FailedPrecondition):
            pass  # already reaped or closed

    def close(self) -> None:
        """Closes the server episode and the connection. Safe to call any number of times."""
        if getattr(self, "client", None) is None:
            return
        try:
            if not self.client._closed:  # noqa: SLF001
                self._close_episode()
        except errors.WarpgymError:
            pass  # best effort: the server reaps abandoned episodes
        finally:
            self.client.close_connection()

    def __repr__(self) -> str:
        return f"<WarpgymEnv task={self.task!r} endpoint={self.client.endpoint!r}>"


def make(endpoint: str, task: str, **kwargs: Any) -> WarpgymEnv:
    """Returns a :class:`WarpgymEnv` for ``task`` on the server at ``endpoint``.

    Args:
        endpoint: ZeroMQ endpoint, e.g. ``"tcp://127.0.0.1:5555"``.
        task: a task name, e.g. ``"level1/19_ReLU"``.
        **kwargs: keyword arguments of :class:`WarpgymEnv` (``options``, ``timeout_s``, ...).
    """
    return WarpgymEnv(endpoint, task, **kwargs)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="warpgym.env:WarpgymEnv", nondeterministic=True)
