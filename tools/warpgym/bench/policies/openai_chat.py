"""``openai:URL#model``: any OpenAI-compatible chat-completions endpoint with tool calling.

``URL`` is the API base (``http://localhost:8000/v1``, ``https://api.openai.com/v1``); the
request goes to ``URL/chat/completions`` (or to ``URL`` itself when it already ends with
``/chat/completions``). The API key is read from the environment variable ``api_key_env``
(default ``OPENAI_API_KEY``) and sent as ``Authorization: Bearer KEY``; no key, no header
(local vLLM needs none). Each turn posts the whole conversation plus the server's tool list
(``tool_choice: "auto"``) and takes ``choices[0].message``.

Failures: a timeout, a connection error, HTTP 408/409/429/5xx or a reply that is not a
chat-completions object is retried ``retries`` times with exponential back-off; then, or at
once on any other HTTP error, :class:`~.base.PolicyError` ends that episode (status
``policy_error``) and the run goes on. Malformed tool calls inside a well-formed reply are not
failures: the environment answers them (see :mod:`..conversation`).
"""

from __future__ import annotations

import json
import os
import socket
import time
import urllib.error
import urllib.request
from typing import Any

from .base import EpisodeContext, PolicyError, PolicyUnavailable

__all__ = ["OpenAIChatPolicy", "parse_target"]

_RETRY_STATUS = {408, 409, 429, 500, 502, 503, 504}


def parse_target(target: str) -> tuple[str, str]:
    """Splits ``URL#model`` at the first ``#`` into ``(chat-completions URL, model)``.

    Raises:
        PolicyUnavailable: no ``#model``, or the URL is not http(s).
    """
    url, sep, model = target.partition("#")
    if not sep or not url or not model:
        raise PolicyUnavailable(f"openai policy spec must be openai:URL#model, got openai:{target}")
    if not url.startswith(("http://", "https://")):
        raise PolicyUnavailable(f"openai policy URL must start with http:// or https://: {url}")
    url = url.rstrip("/")
    if not url.endswith("/chat/completions"):
        url += "/chat/completions"
    return url, model


class _Chat:
    def __init__(self, policy: "OpenAIChatPolicy", tools: list[dict[str, Any]]) -> None:
        self._policy = policy
        self._tools = tools

    def act(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self._policy.model, "messages": messages}
        if self._tools:
            body["tools"] = self._tools
            body["tool_choice"] = "auto"
        body.update(self._policy.extra_body)
        return self._policy.complete(body)

    def close(self) -> None:
        pass


class OpenAIChatPolicy:
    """Talks to one chat-completions endpoint; safe to share across episode threads."""

    def __init__(self, target: str, *, timeout_s: float = 300.0, retries: int = 2,
                 api_key_env: str = "OPENAI_API_KEY", temperature: float | None = None,
                 max_tokens: int | None = None, backoff_s: float = 1.0) -> None:
        self.url, self.model = parse_target(target)
        self.spec = f"openai:{target}"
        self.timeout_s = timeout_s
        self.retries = max(0, retries)
        self.backoff_s = backoff_s
        self.api_key_env = api_key_env
        self.extra_body: dict[str, Any] = {}
        if temperature is not None:
            self.extra_body["temperature"] = temperature
        if max_tokens is not None:
            self.extra_body["max_tokens"] = max_tokens

    def start(self, ctx: EpisodeContext) -> _Chat:
        return _Chat(self, ctx.tools)

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        key = os.environ.get(self.api_key_env)
        if key:
            headers["Authorization"] = f"Bearer {key}"
        return headers

    def _post_once(self, data: bytes) -> dict[str, Any]:
        """One request. Returns the assistant message; raises _Retry or PolicyError."""
        req = urllib.request.Request(self.url, data=data, headers=self._headers(), method="POST")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout_s) as resp:
                raw = resp.read()
        except urllib.error.HTTPError as exc:
            detail = exc.read()[:500].decode("utf-8", "replace") if exc.fp else ""
            msg = f"HTTP {exc.code} from {self.url}: {detail}"
            if exc.code in _RETRY_STATUS:
                raise _Retry(msg) from exc
            raise PolicyError(msg) from exc
        except (socket.timeout, TimeoutError) as exc:
            raise _Retry(f"no reply from {self.url} within {self.timeout_s:g} s") from exc
        except (urllib.error.URLError, ConnectionError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            if isinstance(reason, (socket.timeout, TimeoutError)):
                raise _Retry(f"no reply from {self.url} within {self.timeout_s:g} s") from exc
            raise _Retry(f"cannot reach {self.url}: {reason}") from exc
        try:
            reply = json.loads(raw)
            message = reply["choices"][0]["message"]
            if not isinstance(message, dict):
                raise TypeError("message is not an object")
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise _Retry(f"not a chat-completions reply from {self.url}: {raw[:300]!r}") from exc
        return message

    def complete(self, body: dict[str, Any]) -> dict[str, Any]:
        """Posts one chat-completions request (with retries) and returns the assistant message.

        Raises:
            PolicyError: retries exhausted, or a non-retryable HTTP error.
        """
        data = json.dumps(body).encode("utf-8")
        last = ""
        for attempt in range(self.retries + 1):
            if attempt:
                time.sleep(min(30.0, self.backoff_s * 2 ** (attempt - 1)))
            try:
                return self._post_once(data)
            except _Retry as exc:
                last = str(exc)
        raise PolicyError(f"{last} (after {self.retries + 1} attempts)")


class _Retry(Exception):
    """A failure worth another attempt."""
