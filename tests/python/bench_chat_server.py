"""A real local HTTP server speaking the OpenAI chat-completions API, with scripted replies.

For the ``openai:`` policy tests of ``warpgym bench``. It listens on ``127.0.0.1`` (a free
port), answers ``POST /v1/chat/completions`` and picks a behaviour per conversation by a marker
found in the first user message (the task's ``model.py`` is part of the reset observation):

- ``solve``: a malformed tool call (arguments cut short), then an unknown tool together with a
  valid ``list_files`` in one message, then a reply with no tool call (the bench nudges), then
  the reference solution's files one ``write_file`` per turn, then compile, verify, profile,
  submit.
- ``timeout``: answers only after ``delay_s`` (longer than the client waits).
- ``no_tool``: always plain text (the bench nudges, then submits for the policy).
- ``http500``: HTTP 500 every time.
- ``garbage``: HTTP 200 with a body that is not JSON.

Every request is checked the way a strict API would (model set, tools offered, every tool call
answered by a tool message with its id, in order); a request that fails the check gets HTTP
400, which the policy reports as an error, so a test sees it. Requests (headers and bodies)
are recorded in :attr:`FakeChatServer.requests`.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

__all__ = ["FakeChatServer", "check_conversation"]


def check_conversation(body: dict[str, Any]) -> str | None:
    """Returns why the request is not a valid chat-completions request (``None``: valid)."""
    if not isinstance(body.get("model"), str) or not body["model"]:
        return "model missing"
    tools = body.get("tools")
    if not isinstance(tools, list) or not tools:
        return "no tools offered"
    names = {t.get("function", {}).get("name") for t in tools}
    if not {"write_file", "compile", "submit"} <= names:
        return f"tool list lacks the warpgym tools: {sorted(n for n in names if n)}"
    msgs = body.get("messages")
    if not isinstance(msgs, list) or not msgs:
        return "no messages"
    pending: list[str] = []
    for i, m in enumerate(msgs):
        role = m.get("role")
        if role not in ("system", "user", "assistant", "tool"):
            return f"message {i}: bad role {role!r}"
        if pending and role != "tool":
            return f"message {i}: tool calls {pending} not answered before a {role} message"
        if role == "tool":
            if not pending or m.get("tool_call_id") != pending[0]:
                return f"message {i}: tool message for {m.get('tool_call_id')!r}, expected {pending[:1]}"
            if not isinstance(m.get("content"), str):
                return f"message {i}: tool content is not a string"
            pending.pop(0)
        if role == "assistant":
            for c in m.get("tool_calls") or []:
                if not c.get("id") or c.get("type") != "function":
                    return f"message {i}: tool call without id/type"
                if not isinstance(c.get("function", {}).get("arguments"), str):
                    return f"message {i}: arguments must be a string"
                pending.append(c["id"])
    if pending:
        return f"tool calls {pending} not answered"
    return None


def _call(cid: str, name: str, arguments: str) -> dict[str, Any]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": arguments}}


def _reply(message: dict[str, Any]) -> dict[str, Any]:
    return {"id": "chatcmpl-test", "object": "chat.completion", "created": int(time.time()),
            "model": "fake", "choices": [{"index": 0, "message": message,
                                          "finish_reason": "tool_calls"}]}


class FakeChatServer:
    """``with FakeChatServer(behaviours, solution_dir) as srv: srv.url``.

    Args:
        behaviours: ``{marker substring of the first user message: behaviour name}``.
        solution_dir: the solution the ``solve`` behaviour writes (``model_new.py``, kernels/).
        delay_s: how long ``timeout`` waits before answering.
    """

    def __init__(self, behaviours: dict[str, str], solution_dir: Path, delay_s: float = 4.0) -> None:
        self.behaviours = behaviours
        self.files = sorted((p.relative_to(solution_dir).as_posix(), p.read_text())
                            for p in solution_dir.rglob("*") if p.is_file())
        self.delay_s = delay_s
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self._httpd is not None
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def behaviour(self, body: dict[str, Any]) -> str:
        first_user = next((m.get("content") or "" for m in body.get("messages", [])
                           if m.get("role") == "user"), "")
        for marker, name in self.behaviours.items():
            if marker in first_user:
                return name
        return "no_tool"

    def _solve(self, turn: int) -> dict[str, Any]:
        """The assistant message of turn ``turn`` (0-based) of the ``solve`` script."""
        if turn == 0:  # malformed: the arguments JSON is cut short
            return {"role": "assistant", "content": None, "tool_calls": [
                _call("c0", "write_file", '{"path": "model_new.py", "content": "import torc')]}
        if turn == 1:  # an unknown tool and a valid call in one message
            return {"role": "assistant", "content": "Looking around.", "tool_calls": [
                _call("c1a", "run_tests", "{}"), _call("c1b", "list_files", '{"path": "."}')]}
        if turn == 2:
            return {"role": "assistant", "content": "I will now write the kernel."}
        plan = [("write_file", {"path": rel, "content": text}) for rel, text in self.files]
        plan += [(t, {}) for t in ("compile", "verify", "profile", "submit")]
        name, args = plan[min(turn - 3, len(plan) - 1)]
        return {"role": "assistant", "content": None,
                "tool_calls": [_call(f"c{turn}", name, json.dumps(args))]}

    def respond(self, body: dict[str, Any]) -> tuple[int, bytes]:
        problem = check_conversation(body)
        if problem:
            return 400, json.dumps({"error": {"message": problem}}).encode()
        kind = self.behaviour(body)
        turn = sum(1 for m in body["messages"] if m.get("role") == "assistant")
        if kind == "solve":
            return 200, json.dumps(_reply(self._solve(turn))).encode()
        if kind == "timeout":
            time.sleep(self.delay_s)
            return 200, json.dumps(_reply({"role": "assistant", "content": "late"})).encode()
        if kind == "http500":
            return 500, b'{"error": {"message": "overloaded"}}'
        if kind == "garbage":
            return 200, b"<html>this is not json"
        return 200, json.dumps(_reply({"role": "assistant", "content": "I am done."})).encode()

    def __enter__(self) -> "FakeChatServer":
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                try:
                    body = json.loads(raw)
                except ValueError:
                    status, out = 400, b'{"error": {"message": "body is not JSON"}}'
                    body = {}
                else:
                    if self.path != "/v1/chat/completions":
                        status, out = 404, b'{"error": {"message": "no such path"}}'
                    else:
                        status, out = server.respond(body)
                with server._lock:
                    server.requests.append({"path": self.path, "headers": dict(self.headers),
                                            "body": body, "status": status,
                                            "behaviour": server.behaviour(body) if body else None})
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(out)))
                    self.end_headers()
                    self.wfile.write(out)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up waiting (the timeout behaviour)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
