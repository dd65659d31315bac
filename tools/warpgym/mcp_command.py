"""``warpgym mcp``: serve one warpgym episode to an MCP client (``docs/mcp.md``).

Opens the episode first (so an absent server or an unknown task fails at once, exit 2, one
line on stderr), then serves it over stdio or Streamable HTTP, and closes it when the MCP
session ends: stdin's EOF (stdio), the client ending its last HTTP session, or the process
being interrupted (SIGINT/SIGTERM). Cheap to import: the ``mcp`` package is loaded by
:func:`run` only.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
from typing import Any

from .client import DEFAULT_ENDPOINT

__all__ = ["add_arguments", "run", "parse_options"]

_PROG = "warpgym mcp"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--endpoint", default=DEFAULT_ENDPOINT, help=f"warpgym-server (default {DEFAULT_ENDPOINT})")
    p.add_argument("--task", required=True, help="task name, e.g. level1/1_ReLU (see `warpgym tasks`)")
    p.add_argument("--seed", type=int, default=None, help="episode seed (reset's seed)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="reset option, repeatable: max_turns=50, reward_mode=speedup, tolerance=cuda-agent")
    p.add_argument("--transport", choices=("stdio", "http"), default="stdio",
                   help="stdio (default; the client starts this command) or Streamable HTTP")
    p.add_argument("--host", default="127.0.0.1", help="http: address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="http: port (default 8000)")
    p.add_argument("--path", default="/mcp", help="http: the MCP endpoint's path (default /mcp)")
    p.add_argument("--connect-timeout-s", type=float, default=10.0,
                   help="give up when the server does not answer hello within this (default 10)")
    p.add_argument("--step-timeout-s", type=float, default=900.0, help="per-attempt wait for one tool call")


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """``["max_turns=5", "reward_mode=speedup"]`` -> ``{"max_turns": 5, "reward_mode": "speedup"}``.

    A value that parses as JSON (numbers, booleans, null, quoted strings) is taken as such,
    anything else as a string.

    Raises:
        ValueError: a pair without ``=`` or with an empty key.
    """
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--option wants KEY=VALUE, got {pair!r}")
        try:
            out[key.strip()] = json.loads(value)
        except ValueError:
            out[key.strip()] = value
    return out


def _fail(message: str) -> int:
    print(f"{_PROG}: error: {message}", file=sys.stderr)
    return 2


def _raise_interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _exit_now_if_threads_linger(status: int) -> None:
    """Ends the process at once when a worker thread would keep it alive: after a signal the
    stdio transport's reader may still block on stdin, and an abandoned tool call may still
    wait for its reply. The episode is closed by then; nothing else is left to do."""
    if any(t.is_alive() and not t.daemon for t in threading.enumerate() if t is not threading.main_thread()):
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)


def run(args: argparse.Namespace) -> int:
    """Runs ``warpgym mcp``; returns the exit status (0, or 2 with one line on stderr)."""
    try:
        options = parse_options(args.option)
    except ValueError as exc:
        return _fail(str(exc))
    try:
        import anyio

        from . import mcp_bridge
    except ImportError as exc:
        return _fail(f"the mcp package is missing ({exc}); install it: pip install -r requirements.txt")
    from .mcp_episode import Episode, EpisodeError

    sock = None
    if args.transport == "http":
        try:
            sock = mcp_bridge.bind_socket(args.host, args.port)
        except OSError as exc:
            return _fail(f"cannot listen on {args.host}:{args.port}: {exc}")
    episode = Episode(args.endpoint, args.task, seed=args.seed, options=options,
                      connect_timeout_s=args.connect_timeout_s, step_timeout_s=args.step_timeout_s)
    previous = signal.signal(signal.SIGTERM, _raise_interrupt)
    try:
        episode.open()
        server = mcp_bridge.build_server(episode)
        where = "stdio"
        if sock is not None:
            where = f"http://{args.host}:{sock.getsockname()[1]}{args.path}"
        print(f"{_PROG}: episode {episode.episode_id} of {args.task} on {args.endpoint}, serving MCP on "
              f"{where}", file=sys.stderr, flush=True)
        if sock is None:
            anyio.run(mcp_bridge.serve_stdio, server)
        else:
            anyio.run(lambda: mcp_bridge.serve_http(server, sock, args.host, path=args.path))
    except EpisodeError as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)  # let the close finish (it waits 10 s at most)
        episode.close()
        signal.signal(signal.SIGTERM, previous)
        if sock is not None:
            sock.close()
    _exit_now_if_threads_linger(0)
    return 0
