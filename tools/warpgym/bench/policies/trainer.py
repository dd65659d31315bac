"""``trainer:CKPT_DIR``: our own sampler over a ``warpgym-trainer`` checkpoint.

One ``warpgym-trainer chat --model CKPT_DIR`` process (trainer/sampler/chat_command.h) is started
for the run and kept loaded; every turn of every episode sends it the conversation and the
server's tool list as one JSON line and reads the assistant message back (requests are answered
one at a time: parallel episodes wait for each other's turns). The conversation is rendered
with the checkpoint's Qwen chat template; tool calls are read from ``<tool_call>`` blocks, and a
reply without one is a turn without a tool call (the episode loop nudges, then submits).

The binary is ``$WARPGYM_TRAINER`` or ``build/bin/warpgym-trainer``; ``$WARPGYM_TRAINER_DEVICE``
(``cpu``, the default, or ``cuda``) and ``$WARPGYM_TRAINER_DTYPE`` (``float32`` or ``bfloat16``)
choose where it runs. ``--temperature`` and ``--max-tokens`` are passed on per request.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
from pathlib import Path
from typing import Any

from ..conversation import ReplyFormatError, normalize_reply
from .base import EpisodeContext, PolicyError, PolicyUnavailable

__all__ = ["TrainerPolicy", "make_trainer_policy", "trainer_binary"]


def trainer_binary() -> Path:
    from ...paths import repo_root
    env = os.environ.get("WARPGYM_TRAINER")
    return Path(env) if env else repo_root() / "build" / "bin" / "warpgym-trainer"


class _ChatProcess:
    """The loaded checkpoint: one request at a time, restarted never (a dead process fails the
    episodes that need it, with its stderr)."""

    def __init__(self, argv: list[str], timeout_s: float) -> None:
        self._argv, self._timeout_s = argv, timeout_s
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[str] | None = None
        self._stderr: list[str] = []

    def _start(self) -> subprocess.Popen[str]:
        if self._proc is None:
            try:
                self._proc = subprocess.Popen(self._argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                              stderr=subprocess.PIPE, text=True, bufsize=1)
            except OSError as exc:
                raise PolicyError(f"cannot start {self._argv[0]}: {exc}") from exc
            proc = self._proc
            threading.Thread(target=lambda: self._stderr.extend(proc.stderr or []), daemon=True).start()
        return self._proc

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            proc = self._start()
            if proc.poll() is not None:
                raise PolicyError(f"warpgym-trainer chat exited ({proc.returncode}): {''.join(self._stderr)[-2000:]}")
            assert proc.stdin is not None and proc.stdout is not None
            try:
                proc.stdin.write(json.dumps(request) + "\n")
                proc.stdin.flush()
            except OSError as exc:
                raise PolicyError(f"warpgym-trainer chat: {exc}: {''.join(self._stderr)[-2000:]}") from exc
            line = _readline(proc, self._timeout_s)
        if not line:
            raise PolicyError(f"warpgym-trainer chat ended: {''.join(self._stderr)[-2000:]}")
        reply = json.loads(line)
        if not reply.get("ok"):
            raise PolicyError(f"warpgym-trainer chat: {reply.get('error')}")
        return reply["message"]

    def close(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            try:
                assert self._proc.stdin is not None
                self._proc.stdin.close()
                self._proc.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                self._proc.kill()
                self._proc.wait()


def _readline(proc: subprocess.Popen[str], timeout_s: float) -> str:
    out: list[str] = []
    reader = threading.Thread(target=lambda: out.append(proc.stdout.readline() if proc.stdout else ""), daemon=True)
    reader.start()
    reader.join(timeout_s)
    if reader.is_alive():
        proc.kill()
        raise PolicyError(f"warpgym-trainer chat gave no reply within {timeout_s:g} s (killed)")
    return out[0] if out else ""


class _Episode:
    def __init__(self, chat: _ChatProcess, ctx: EpisodeContext, options: dict[str, Any]) -> None:
        self._chat, self._ctx, self._options = chat, ctx, options
        self._turn = 0

    def act(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        self._turn += 1
        seed = (self._ctx.seed or 0) * 100_003 + self._turn
        message = self._chat.ask({"messages": messages, "tools": self._ctx.tools, "seed": seed, **self._options})
        try:
            return normalize_reply(message)
        except ReplyFormatError as exc:
            raise PolicyError(f"warpgym-trainer chat: bad message: {exc}") from exc

    def close(self) -> None:
        pass


class TrainerPolicy:
    def __init__(self, checkpoint_dir: str, *, temperature: float | None = None,
                 max_tokens: int | None = None, timeout_s: float = 600.0) -> None:
        binary = trainer_binary()
        if not binary.exists():
            raise PolicyUnavailable(f"trainer policy: {binary} not found (build it: make build)")
        if not (Path(checkpoint_dir) / "config.json").is_file():
            raise PolicyUnavailable(f"trainer policy: {checkpoint_dir} holds no config.json")
        argv = [str(binary), "chat", "--model", checkpoint_dir,
                "--device", os.environ.get("WARPGYM_TRAINER_DEVICE", "cpu"),
                "--dtype", os.environ.get("WARPGYM_TRAINER_DTYPE", "float32")]
        self.spec = f"trainer:{checkpoint_dir}"
        self._options = {k: v for k, v in (("temperature", temperature), ("max_tokens", max_tokens)) if v is not None}
        self._chat = _ChatProcess(argv, timeout_s)

    def start(self, ctx: EpisodeContext) -> _Episode:
        return _Episode(self._chat, ctx, self._options)

    def close(self) -> None:
        self._chat.close()


def make_trainer_policy(checkpoint_dir: str, **options: Any) -> TrainerPolicy:
    if not checkpoint_dir:
        raise PolicyUnavailable("trainer policy spec must be trainer:CKPT_DIR")
    return TrainerPolicy(checkpoint_dir, **options)
