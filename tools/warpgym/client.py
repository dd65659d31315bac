"""Low-level client for ``warpgym-server`` (wire protocol v1, ``docs/protocol.md``).

A :class:`Client` owns one ZeroMQ ``DEALER`` socket and speaks msgpack maps to the
server's ``ROUTER``. It implements the "Lazy Pirate" pattern the protocol asks for:
wait for the reply with a timeout; on timeout, recreate the socket and resend the
request with the **same** ``id`` a bounded number of times (the server returns the
stored reply of a completed ``step`` instead of running the tool twice). Replies are
matched by ``id``; stale replies (to earlier, abandoned requests) are discarded.

Example:
    >>> from warpgym import Client                                  # doctest: +SKIP
    >>> with Client("tcp://127.0.0.1:5555") as c:                  # doctest: +SKIP
    ...     eid, obs, info = c.reset("level1/19_ReLU", seed=0)
    ...     obs, reward, terminated, truncated, info = c.step(
    ...         eid, {"tool": "list_files", "args": {}})
    ...     c.close(eid)

A ``Client`` is not thread-safe: use one per thread (they are cheap).
"""

from __future__ import annotations

import itertools
import json
import os
import threading
import time
import uuid
from typing import Any, Mapping

import msgpack
import zmq

from warpgym_harness import contract

from . import errors

__all__ = ["Client", "PROTOCOL_VERSION", "DEFAULT_ENDPOINT"]

#: The protocol version this client speaks.
PROTOCOL_VERSION = 1
#: The server's default bind address.
DEFAULT_ENDPOINT = "tcp://127.0.0.1:5555"
#: Back-off between resends of a request that failed with a `backoff` error: doubles from
#: BACKOFF_S up to BACKOFF_MAX_S.
BACKOFF_S, BACKOFF_MAX_S = 0.1, 5.0

_context_lock = threading.Lock()
_context: zmq.Context | None = None
_context_pid: int | None = None


def _shared_context() -> zmq.Context:
    """One process-wide ZeroMQ context (re-created after ``fork``)."""
    global _context, _context_pid
    with _context_lock:
        if _context is None or _context.closed or _context_pid != os.getpid():
            _context = zmq.Context()
            _context_pid = os.getpid()
        return _context


class Client:
    """A connection to one ``warpgym-server``.

    Methods, one line each:
        - :meth:`hello`: version negotiation, capabilities and the tool list (JSON Schemas).
        - :meth:`list_tasks` / :meth:`list_task_details`: task names / ``{name, level, path}`` maps.
        - :meth:`reset`: start an episode -> ``(episode_id, observation, info)``.
        - :meth:`step`: run one tool call -> ``(observation, reward, terminated, truncated, info)``.
        - :meth:`fork`: a new episode as a copy of a running one -> ``(episode_id, info)``.
        - :meth:`close`: end an episode and remove its workspace.
        - :meth:`stats`, :meth:`ping`: server counters; liveness.
        - :meth:`call`: any op, raw reply map (for ops or fields this class does not wrap).
        - :meth:`close_connection`: close the socket (safe to call twice; also on ``with`` exit).

    Attributes:
        endpoint: the ZeroMQ endpoint connected to, e.g. ``"tcp://127.0.0.1:5555"``.
        timeout_s: seconds to wait for the reply of one attempt of a quick op.
        step_timeout_s: seconds to wait for the reply of one attempt of ``step`` (tools such
            as ``compile``, ``verify`` or ``submit`` can take minutes).
        retries: how many times a request is resent (same ``id``) after a timeout (on a fresh
            socket) or an error whose retry rule is ``backoff`` (``unavailable``,
            ``deadline_exceeded``, ``internal``; after 0.1 s, 0.2 s, ... up to 5 s) before the
            error, or :class:`~warpgym.errors.ConnectionTimeout`, is raised.

    Protocol errors raise the matching subclass of :class:`~warpgym.errors.WarpgymError`
    (``not_found`` -> :class:`~warpgym.errors.NotFound`, ...). Errors inside a tool do not
    raise: ``step`` returns normally with ``info["error"]`` set.
    """

    def __init__(self, endpoint: str = DEFAULT_ENDPOINT, *, timeout_s: float = 30.0,
                 retries: int = 3, step_timeout_s: float = 900.0,
                 client_name: str = "warpgym-python") -> None:
        """Connects lazily: no traffic until the first request.

        Args:
            endpoint: ZeroMQ endpoint of the server.
            timeout_s: per-attempt reply timeout for every op except ``step``.
            retries: number of resends after the first attempt times out or fails with an
                error the protocol says to retry with back-off.
            step_timeout_s: per-attempt reply timeout for ``step``.
            client_name: sent as ``client`` in ``hello`` (shows up in the server log).

        Raises:
            ValueError: a timeout is not positive or ``retries`` is negative.
            TypeError: ``endpoint`` is not a str.
        """
        if not isinstance(endpoint, str):
            raise TypeError(f"endpoint must be a str, got {type(endpoint).__name__}")
        if timeout_s <= 0 or step_timeout_s <= 0:
            raise ValueError(f"timeouts must be > 0, got timeout_s={timeout_s}, "
                             f"step_timeout_s={step_timeout_s}")
        if retries < 0:
            raise ValueError(f"retries must be >= 0, got {retries}")
        self.endpoint = endpoint
        self.timeout_s = float(timeout_s)
        self.step_timeout_s = float(step_timeout_s)
        self.retries = int(retries)
        self.client_name = client_name
        self._prefix = uuid.uuid4().hex[:12]
        self._counter = itertools.count(1)
        self._socket: zmq.Socket | None = None
        self._closed = False

    # ------------------------------------------------------------------ plumbing

    def _new_id(self) -> str:
        return f"{self._prefix}-{next(self._counter)}"

    def _connect(self) -> zmq.Socket:
        if self._closed:
            raise errors.WarpgymError("the client connection is closed", code="closed")
        if self._socket is None:
            sock = _shared_context().socket(zmq.DEALER)
            sock.setsockopt(zmq.LINGER, 0)
            sock.connect(self.endpoint)
            self._socket = sock
        return self._socket

    def _drop_socket(self) -> None:
        if self._socket is not None:
            self._socket.close(linger=0)
            self._socket = None

    def call(self, op: str, *, timeout_s: float | None = None, request_id: Any = None,
             **fields: Any) -> dict[str, Any]:
        """Sends one request and returns its successful reply map.

        Args:
            op: the op name (``"hello"``, ``"step"``, ...).
            timeout_s: per-attempt timeout; defaults to :attr:`timeout_s`.
            request_id: the ``id`` to use; a fresh one by default. Pass the id of an earlier
                request only to retry it.
            **fields: the op's fields (``episode_id=...``, ``action=...``).

        Returns:
            The decoded reply map (``ok`` is ``True``).

        Raises:
            WarpgymError: the subclass for the reply's ``error.code`` (for a ``backoff``
                code: after ``1 + retries`` attempts).
            ConnectionTimeout: no reply after ``1 + retries`` attempts.
        """
        rid = self._new_id() if request_id is None else request_id
        body = msgpack.packb({"v": PROTOCOL_VERSION, "id": rid, "op": op, **fields},
                             use_bin_type=True)
        wait = self.timeout_s if timeout_s is None else float(timeout_s)
        for attempt in range(self.retries + 1):
            sock = self._connect()
            sock.send(body)
            reply = self._await(sock, rid, wait)
            if reply is None:  # Lazy Pirate: the socket may be wedged; a fresh one has a new identity
                self._drop_socket()
                continue
            if reply.get("ok") is True:
                return reply
            err = errors.from_error(reply.get("error"), reply)
            if attempt == self.retries or not contract.resend(err.code):
                raise err
            time.sleep(min(BACKOFF_MAX_S, BACKOFF_S * 2 ** attempt))
        raise errors.ConnectionTimeout(
            f"no reply to {op!r} (id {rid!r}) from {self.endpoint} after "
            f"{self.retries + 1} attempt(s) of {wait:g} s")

    def _await(self, sock: zmq.Socket, rid: Any, wait: float) -> dict[str, Any] | None:
        deadline = time.monotonic() + wait
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if not sock.poll(int(left * 1000) + 1, zmq.POLLIN):
                continue
            frames = sock.recv_multipart()
            body = frames[-1]  # [body] or ["", body]
            try:
                reply = msgpack.unpackb(body, raw=False, strict_map_key=False)
            except Exception:  # noqa: BLE001 - not ours; keep waiting for ours
                continue
            if isinstance(reply, dict) and reply.get("id") == rid:
                return reply
            # A stale reply to an abandoned request, or one without an id: discard.

    # ------------------------------------------------------------------ ops

    def hello(self) -> dict[str, Any]:
        """Negotiates the version and returns the server's description.

        Returns:
            The reply map: ``server``, ``server_version``, ``protocol_versions`` ([int]),
            ``backend`` (``"cpu"``/``"cuda"``), ``capabilities`` (map) and ``tools`` (list of
            ``{type: "function", function: {name, description, parameters}}``).
        """
        return self.call("hello", client=self.client_name)

    def list_task_details(self) -> list[dict[str, Any]]:
        """Returns the server's tasks as ``{name, level, path}`` maps, sorted by name."""
        return list(self.call("list_tasks")["tasks"])

    def list_tasks(self) -> list[str]:
        """Returns the task names (``"level1/19_ReLU"``, ...), sorted."""
        return [t["name"] for t in self.list_task_details()]

    def reset(self, task: str, seed: int | None = None,
              options: Mapping[str, Any] | None = None) -> tuple[str, str, dict[str, Any]]:
        """Starts a new episode of ``task``.

        Args:
            task: a name from :meth:`list_tasks`.
            seed: recorded in the trajectory and passed to the evaluation; ``None`` for none.
            options: ``max_turns`` (int), ``reward_mode`` (``"milestone"``/``"speedup"``/``"correctness"``),
                ``tolerance`` (``"default"``/``"cuda-agent"``).

        Returns:
            A tuple ``(episode_id, observation, info)``:

            - **episode_id** (str): pass to :meth:`step` and :meth:`close`.
            - **observation** (str): the prompt: SKILL.md, the reference ``model.py`` and
              the workspace listing.
            - **info** (dict): ``task``, ``max_turns``, ``reward_mode``, ``backend``,
              ``seed``, ``workspace_files``.

        Raises:
            NotFound: unknown task.
            ResourceExhausted: the server's episode limit is reached.
            InvalidArgument: ill-typed seed or options.
        """
        fields: dict[str, Any] = {"task": task}
        if seed is not None:
            fields["seed"] = int(seed)
        if options:
            fields["options"] = dict(options)
        reply = self.call("reset", **fields)
        return reply["episode_id"], reply["observation"], dict(reply.get("info") or {})

    def step(self, episode_id: str, action: Mapping[str, Any] | str, *,
             timeout_s: float | None = None
             ) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Runs one tool call in an episode.

        Args:
            episode_id: from :meth:`reset`.
            action: ``{"tool": NAME, "args": {...}}`` or that map as a JSON string (what an
                LLM emits). A string is sent as is: if it is not valid, the server answers
                with an observation that explains the mistake (the turn still counts).
            timeout_s: per-attempt timeout; defaults to :attr:`step_timeout_s`.

        Returns:
            A tuple ``(observation, reward, terminated, truncated, info)``:

            - **observation** (str): what the model reads next, e.g. the tool output,
              ``"ok: wrote 812 bytes to model_new.py"``; capped by the server with a visible
              ``[... N bytes truncated ...]`` marker.
            - **reward** (float): ``0.0`` on every step except the one that ends the episode
              with an evaluation (``submit``, or the last turn): then -1, 1, 2 or 3 in
              ``milestone`` mode, ``t_eager / t_candidate`` (or -1) in ``speedup`` mode, -1 or 1
              in ``correctness`` mode.
            - **terminated** (bool): ``True`` after ``submit``: the episode reached its
              natural end, so a learner must not bootstrap from the next state.
            - **truncated** (bool): ``True`` when the turn limit cut the episode short (it is
              still evaluated and paid); a learner may bootstrap, the task was not finished.
            - **info** (dict): always ``tool``, ``turn`` (1-based), ``elapsed_s`` and
              ``infra_error`` (``True``: drop this sample, not the agent's fault);
              ``error`` ``{code, message}`` when the tool failed; ``compile`` / ``verify``
              / ``profile`` / ``eval`` with structured results of those tools.

        Raises:
            NotFound: unknown, closed or reaped episode.
            FailedPrecondition: the episode already ended; call :meth:`reset`.
            TypeError: ``action`` is neither a mapping nor a str.
        """
        if isinstance(action, Mapping):
            action = dict(action)
        elif not isinstance(action, str):
            raise TypeError("action must be a dict {'tool': ..., 'args': {...}} or its JSON "
                            f"string, got {type(action).__name__}")
        wait = self.step_timeout_s if timeout_s is None else timeout_s
        reply = self.call("step", timeout_s=wait, episode_id=episode_id, action=action)
        return (reply["observation"], float(reply.get("reward", 0.0)),
                bool(reply.get("terminated", False)), bool(reply.get("truncated", False)),
                dict(reply.get("info") or {}))

    def fork(self, episode_id: str) -> tuple[str, dict[str, Any]]:
        """Starts a new episode as a copy of a running one: its workspace files, turn count and
        trajectory so far (waits for the parent's queued steps). The parent is not changed; both
        go on independently. For GRPO-style groups (K continuations of one state) and tree search.

        Returns:
            A tuple ``(episode_id, info)``: the child's id, and ``info`` as :meth:`reset` gives it
            plus ``parent_id``, ``turn`` (the parent's turns so far, which count against the
            child's ``max_turns`` too) and ``copy`` (``files``, ``bytes``, ``seconds``,
            ``method``: ``"reflink"`` when every file was cloned copy-on-write, else ``"copy"``).

        Raises:
            NotFound: unknown, closed or reaped episode.
            FailedPrecondition: the episode already ended (after ``submit`` or its last turn).
            ResourceExhausted: the server's episode limit is reached (children count).
        """
        reply = self.call("fork", timeout_s=max(self.timeout_s, self.step_timeout_s), episode_id=episode_id)
        return reply["episode_id"], dict(reply.get("info") or {})

    def close(self, episode_id: str) -> bool:
        """Ends an episode and removes its workspace (waits for a running step).

        Returns:
            ``True`` (the reply's ``closed``).

        Raises:
            NotFound: unknown or already closed episode.
        """
        return bool(self.call("close", timeout_s=max(self.timeout_s, self.step_timeout_s),
                              episode_id=episode_id).get("closed", True))

    def stats(self) -> dict[str, Any]:
        """Returns server counters: ``episodes_active``, ``steps_total``, ``queue_depth``, ..."""
        reply = self.call("stats")
        return {k: v for k, v in reply.items() if k not in ("v", "id", "op", "ok")}

    def ping(self) -> float:
        """Checks liveness (answered on the server's network thread). Returns the server's Unix time."""
        return float(self.call("ping").get("time", 0.0))

    # ------------------------------------------------------------------ lifetime

    def close_connection(self) -> None:
        """Closes the socket. Safe to call twice; the client cannot be used afterwards."""
        self._drop_socket()
        self._closed = True

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close_connection()

    def __del__(self) -> None:  # best effort; sockets are also closed with the context
        try:
            self._drop_socket()
        except Exception:  # noqa: BLE001
            pass

    def __repr__(self) -> str:
        state = "closed" if self._closed else "open"
        return f"Client({self.endpoint!r}, {state})"


def action_to_json(action: Mapping[str, Any] | str) -> str:
    """Returns an action as the JSON string form the server also accepts."""
    return action if isinstance(action, str) else json.dumps(action)
