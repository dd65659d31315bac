"""Conversation messages in the OpenAI chat-completions shape, and tool calls parsed from them.

Every policy speaks this one shape, so a trajectory reads the same whichever policy made it:

- ``{"role": "system" | "user", "content": str}``
- ``{"role": "assistant", "content": str | None, "tool_calls": [{"id", "type": "function",
  "function": {"name": str, "arguments": str (JSON)}}]}``
- ``{"role": "tool", "tool_call_id": str, "content": str}`` (one per tool call, in order)

A tool call whose ``arguments`` are not a JSON object is still sent to the server (as the raw
JSON-string action), so the environment answers it the way it answers any invalid action: with
an observation that explains the mistake, counted as a turn (``docs/protocol.md``, ``step``).
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from typing import Any, Mapping

__all__ = ["ToolCall", "parse_tool_calls", "to_action", "assistant_message", "tool_message",
           "user_message", "system_message", "normalize_reply", "ReplyFormatError"]

_ids = itertools.count(1)


class ReplyFormatError(ValueError):
    """A policy's reply cannot be read as an assistant message or a tool call at all."""


@dataclasses.dataclass
class ToolCall:
    """One tool call of an assistant message.

    Attributes:
        id: the call id (the model's, or generated when it gave none).
        name: the tool name as the model wrote it (may be unknown to the server).
        arguments: the raw ``arguments`` string.
        args: the decoded arguments when they are a JSON object, else ``None``.
        parse_error: why ``arguments`` is not a JSON object (``None`` when it is).
    """

    id: str
    name: str
    arguments: str
    args: dict[str, Any] | None
    parse_error: str | None = None


def _new_id() -> str:
    return f"call_{next(_ids)}"


def _decode_arguments(raw: Any) -> tuple[str, dict[str, Any] | None, str | None]:
    """Returns ``(raw string, args dict or None, parse error or None)``."""
    if raw is None or raw == "":
        return "{}", {}, None
    if isinstance(raw, Mapping):  # some servers send an object instead of a string
        return json.dumps(raw), dict(raw), None
    if not isinstance(raw, str):
        return json.dumps(raw), None, f"arguments must be a JSON object, got {type(raw).__name__}"
    try:
        value = json.loads(raw)
    except ValueError as exc:
        return raw, None, f"arguments are not valid JSON: {exc}"
    if not isinstance(value, dict):
        return raw, None, f"arguments must be a JSON object, got {type(value).__name__}"
    return raw, value, None


def parse_tool_calls(message: Mapping[str, Any]) -> list[ToolCall]:
    """Reads the tool calls of an assistant message (``[]`` when it has none).

    Entries that are not maps or lack a function name are kept as calls named ``""`` with a
    ``parse_error``, so the environment still answers them (the server says ``unknown_tool``).
    """
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list):
        calls = []
    out = []
    for entry in calls:
        entry = entry if isinstance(entry, Mapping) else {}
        fn = entry.get("function") if isinstance(entry.get("function"), Mapping) else {}
        name = fn.get("name") if isinstance(fn.get("name"), str) else ""
        raw, args, err = _decode_arguments(fn.get("arguments"))
        if not name:
            err = err or "tool call without a function name"
        cid = entry.get("id") if isinstance(entry.get("id"), str) and entry.get("id") else _new_id()
        out.append(ToolCall(id=cid, name=name, arguments=raw, args=args, parse_error=err))
    return out


def to_action(call: ToolCall) -> dict[str, Any] | str:
    """The server action for a tool call: a map, or the raw JSON string when args are bad.

    The raw form is ``{"tool": NAME, "args": RAW}`` as text: when ``RAW`` is not JSON the whole
    string is not JSON either, and the server answers ``bad_action`` with an explanation.
    """
    if call.args is not None:
        return {"tool": call.name, "args": call.args}
    return '{"tool": ' + json.dumps(call.name) + ', "args": ' + call.arguments + "}"


def assistant_message(content: str | None, calls: list[ToolCall] | None = None) -> dict[str, Any]:
    """Builds an assistant message with the given tool calls (none: plain text)."""
    msg: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        msg["tool_calls"] = [{"id": c.id, "type": "function",
                              "function": {"name": c.name, "arguments": c.arguments}}
                             for c in calls]
    return msg


def tool_call(name: str, args: Mapping[str, Any]) -> ToolCall:
    """A well-formed tool call with a fresh id (for scripted policies)."""
    return ToolCall(id=_new_id(), name=name, arguments=json.dumps(dict(args)), args=dict(args))


def tool_message(call_id: str, content: str) -> dict[str, Any]:
    """The reply to one tool call: the environment's observation."""
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def user_message(content: str) -> dict[str, Any]:
    return {"role": "user", "content": content}


def system_message(content: str) -> dict[str, Any]:
    return {"role": "system", "content": content}


def normalize_reply(reply: Any) -> dict[str, Any]:
    """Reads what a ``cmd:`` program (or any policy) answered as an assistant message.

    Accepted:
        - an assistant message (``{"role": "assistant", "content": ..., "tool_calls": [...]}``;
          ``role`` may be omitted when ``tool_calls`` or ``content`` is present);
        - one action the way the environment takes it: ``{"tool": NAME, "args": {...}}``;
        - a list of such actions (several tool calls in one turn).

    Raises:
        ReplyFormatError: anything else.
    """
    if isinstance(reply, Mapping) and "tool" in reply:
        reply = [reply]
    if isinstance(reply, list):
        calls = []
        for item in reply:
            if not isinstance(item, Mapping) or not isinstance(item.get("tool"), str):
                raise ReplyFormatError(f"expected {{\"tool\": NAME, \"args\": {{...}}}}, got {item!r:.200}")
            raw, args, err = _decode_arguments(item.get("args"))
            calls.append(ToolCall(id=_new_id(), name=item["tool"], arguments=raw, args=args,
                                  parse_error=err))
        return assistant_message(None, calls)
    if isinstance(reply, Mapping) and (reply.get("role") == "assistant"
                                       or "tool_calls" in reply or "content" in reply):
        msg = dict(reply)
        msg["role"] = "assistant"
        msg.setdefault("content", None)
        calls = parse_tool_calls(msg)
        if calls:  # give every call an id the tool messages can refer to
            msg = assistant_message(msg.get("content"), calls)
        return msg
    raise ReplyFormatError(f"not an assistant message or a tool call: {reply!r:.200}")
