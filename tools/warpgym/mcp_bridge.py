"""The MCP server of ``warpgym mcp``: one warpgym episode as MCP tools, resources and a prompt.

Built on the low-level ``mcp.server.Server`` (the ``mcp`` package), since the tools and their
JSON Schemas come from the warpgym server's ``hello`` at run time:

- tools: exactly ``hello``'s tools, same names, descriptions and input schemas. A call is one
  ``step``; the result's first text block is the observation, the second a short JSON status
  (``reward``, ``terminated``, ``truncated``, ``turn``, ``max_turns``, ``error``), and its
  structured content ``{reward, terminated, truncated, info}``. ``isError`` is set when the
  tool failed (``info.error``) or the step was refused (episode ended, closed, unreachable).
- resources: :data:`PROMPT_URI` (the task prompt, the ``reset`` observation) and
  :data:`INFO_URI` (JSON: episode id, task, seed and the ``reset`` info).
- prompt: :data:`PROMPT_NAME`, the task prompt as one user message.

:func:`serve_stdio` and :func:`serve_http` run it; the episode's lifetime is the caller's
(see ``warpgym/mcp_command.py``).
"""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from functools import partial
from typing import Any

import anyio
import anyio.to_thread
from mcp import types
from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from . import __version__, errors
from .mcp_episode import Episode, StepResult, jsonable

__all__ = ["build_server", "serve_stdio", "serve_http", "bind_socket", "PROMPT_URI", "INFO_URI",
           "PROMPT_NAME", "STEP_OUTPUT_SCHEMA"]

PROMPT_URI = "warpgym://episode/prompt"
INFO_URI = "warpgym://episode/info"
PROMPT_NAME = "task"

#: The structured content of every successful tool call.
STEP_OUTPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "reward": {"type": "number", "description": "0 except on the step that ends the episode"},
        "terminated": {"type": "boolean", "description": "true after submit"},
        "truncated": {"type": "boolean", "description": "true when the turn limit ended the episode"},
        "info": {"type": "object", "description": "the step's info map (docs/protocol.md, step)"},
    },
    "required": ["reward", "terminated", "truncated", "info"],
}

_SESSION_HEADER = b"mcp-session-id"


def _instructions(episode: Episode) -> str:
    max_turns = episode.reset_info.get("max_turns")
    turns = f", at most {max_turns} in all" if max_turns else ""
    return (f"This server is one warpgym episode of the task {episode.task}. Act only through its "
            f"tools: each call is one turn of the episode{turns}. `submit` evaluates your solution, "
            "pays the reward and ends the episode. The task prompt (also the resource "
            f"{PROMPT_URI} and the prompt '{PROMPT_NAME}') follows.\n\n{episode.prompt}")


def _status(episode: Episode, r: StepResult) -> dict[str, Any]:
    status: dict[str, Any] = {"reward": r.reward, "terminated": r.terminated,
                              "truncated": r.truncated, "turn": r.info.get("turn"),
                              "max_turns": episode.reset_info.get("max_turns")}
    err = r.info.get("error")
    if isinstance(err, dict) and err.get("code"):
        status["error"] = err["code"]
    if r.info.get("infra_error"):
        status["infra_error"] = True
    return status


def _tool_result(episode: Episode, r: StepResult) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(text=r.observation),
                 types.TextContent(text=json.dumps(jsonable(_status(episode, r))))],
        structured_content={"reward": r.reward, "terminated": r.terminated,
                            "truncated": r.truncated, "info": jsonable(r.info)},
        is_error=bool(r.info.get("error")))


def _refused(exc: Exception) -> types.CallToolResult:
    if isinstance(exc, errors.FailedPrecondition):
        text = "the episode has ended (submitted or out of turns); no more tool calls are run"
    elif isinstance(exc, errors.NotFound):
        text = "the episode no longer exists on the warpgym server (closed, or reaped after idling)"
    else:
        text = f"the warpgym server did not run the call: {exc}"
    return types.CallToolResult(content=[types.TextContent(text=text)], is_error=True)


def build_server(episode: Episode) -> Server[Any]:
    """Returns the MCP server of an opened ``episode``."""
    tools = [types.Tool(name=f["name"], description=f.get("description"),
                        input_schema=dict(f.get("parameters") or {"type": "object"}),
                        output_schema=STEP_OUTPUT_SCHEMA)
             for f in (t["function"] for t in episode.tools)]
    by_name = {t.name: t for t in tools}
    info_json = json.dumps(jsonable({"episode_id": episode.episode_id, "endpoint": episode.endpoint,
                                     "task": episode.task, "seed": episode.seed,
                                     "options": episode.options, **episode.reset_info}), indent=1)
    resources = {
        PROMPT_URI: (types.Resource(uri=PROMPT_URI, name="prompt", title=f"Task prompt: {episode.task}",
                                    description="SKILL.md, the reference model.py and the workspace listing",
                                    mime_type="text/markdown", size=len(episode.prompt.encode())),
                     episode.prompt),
        INFO_URI: (types.Resource(uri=INFO_URI, name="info", title="Episode info",
                                  description="episode id, task, seed, reward mode, turn limit, backend",
                                  mime_type="application/json", size=len(info_json.encode())),
                   info_json),
    }

    async def list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        if params.name not in by_name:
            raise MCPError(types.INVALID_PARAMS, f"unknown tool {params.name!r}; the tools are "
                           + ", ".join(by_name))
        try:
            result = await anyio.to_thread.run_sync(
                partial(episode.step, params.name, params.arguments or {}), abandon_on_cancel=True)
        except errors.WarpgymError as exc:
            return _refused(exc)
        return _tool_result(episode, result)

    async def list_resources(ctx: Any, params: types.PaginatedRequestParams | None
                             ) -> types.ListResourcesResult:
        return types.ListResourcesResult(resources=[r for r, _ in resources.values()])

    async def read_resource(ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        if params.uri not in resources:
            raise MCPError(types.INVALID_PARAMS, f"unknown resource {params.uri!r}; the resources are "
                           + ", ".join(resources))
        res, text = resources[params.uri]
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=params.uri, mime_type=res.mime_type, text=text)])

    async def list_prompts(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListPromptsResult:
        return types.ListPromptsResult(prompts=[types.Prompt(
            name=PROMPT_NAME, title=f"warpgym task {episode.task}",
            description="the task prompt of this episode, as the first user message")])

    async def get_prompt(ctx: Any, params: types.GetPromptRequestParams) -> types.GetPromptResult:
        if params.name != PROMPT_NAME:
            raise MCPError(types.INVALID_PARAMS, f"unknown prompt {params.name!r}; the prompt is {PROMPT_NAME!r}")
        return types.GetPromptResult(
            description=f"warpgym task {episode.task}",
            messages=[types.PromptMessage(role="user", content=types.TextContent(text=episode.prompt))])

    return Server(
        "warpgym", version=__version__, title=f"warpgym episode: {episode.task}",
        instructions=_instructions(episode),
        get_tool_input_schema=lambda name: by_name[name].input_schema if name in by_name else None,
        on_list_tools=list_tools, on_call_tool=call_tool,
        on_list_resources=list_resources, on_read_resource=read_resource,
        on_list_prompts=list_prompts, on_get_prompt=get_prompt)


async def serve_stdio(server: Server[Any]) -> None:
    """Serves MCP over stdin/stdout until the client closes stdin."""
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


class SessionWatch:
    """ASGI middleware that calls ``on_last_close`` when the last open Streamable HTTP session
    has been ended by its client (``DELETE`` with its ``Mcp-Session-Id``).

    Sessions exist on the handshake (``initialize``) protocol era only; requests of the
    sessionless 2026 era pass through unseen.
    """

    def __init__(self, app: ASGIApp, on_last_close: Callable[[], None]) -> None:
        self.app = app
        self.on_last_close = on_last_close
        self.open: set[str] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        asked = dict(scope.get("headers") or []).get(_SESSION_HEADER, b"").decode("latin-1")
        deleting = scope.get("method") == "DELETE"

        async def watch(message: Message) -> None:
            if message["type"] == "http.response.start":
                status = int(message["status"])
                given = dict(message.get("headers") or []).get(_SESSION_HEADER, b"").decode("latin-1")
                if given and status < 400:
                    self.open.add(given)
                if deleting and asked in self.open and status < 300:
                    self.open.discard(asked)
                    if not self.open:
                        self.on_last_close()
            await send(message)

        await self.app(scope, receive, watch)


def bind_socket(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host``:``port`` (raises ``OSError`` when it cannot be had)."""
    family, kind, proto, _, addr = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(addr)
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    return sock


async def serve_http(server: Server[Any], sock: socket.socket, host: str, *, path: str = "/mcp",
                     log_level: str = "warning") -> None:
    """Serves MCP over Streamable HTTP on ``sock`` until the process is interrupted or the last
    client session (handshake era) ends.

    Args:
        server: from :func:`build_server`.
        sock: a listening socket (:func:`bind_socket`).
        host: the host name served, for the SDK's DNS-rebinding protection on loopback.
        path: the MCP endpoint's path.
        log_level: uvicorn's log level.
    """
    import uvicorn

    # Sessions live until their client ends them (or the bridge stops): the episode is theirs.
    app = server.streamable_http_app(streamable_http_path=path, host=host, session_idle_timeout=None)
    holder: dict[str, uvicorn.Server] = {}

    def stop() -> None:
        holder["server"].should_exit = True

    config = uvicorn.Config(SessionWatch(app, stop), log_level=log_level, lifespan="on",
                            access_log=False)
    holder["server"] = uvicorn.Server(config)
    await holder["server"].serve(sockets=[sock])
