"""``--backend cpu|cuda``: a local ``warpgym-server`` for the length of one bench run.

Started like ``tools/run_demo.sh`` starts it (a free loopback port, the repository's
``.venv`` Python for the harness), with its workdir under the bench's ``--out`` directory and
its log at ``<workdir>/server.log``; stopped with SIGINT (every episode closed and logged),
then SIGKILL if it does not exit within ``stop_timeout_s``.
"""

from __future__ import annotations

import os
import socket
import subprocess
import time
from pathlib import Path
from typing import Sequence

from .. import errors
from ..client import Client
from ..paths import default_python, repo_root

__all__ = ["LocalServer", "server_binary"]


def server_binary(root: Path) -> Path:
    """``$WARPGYM_SERVER`` or ``<root>/build/bin/warpgym-server``."""
    return Path(os.environ.get("WARPGYM_SERVER") or root / "build" / "bin" / "warpgym-server")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LocalServer:
    """A server process; use as a context manager (``with LocalServer(...) as endpoint:``)."""

    def __init__(self, backend: str, tasks: Path, workdir: Path, *,
                 cache_dir: Path | None = None, extra: Sequence[str] = (),
                 start_timeout_s: float = 120.0, stop_timeout_s: float = 60.0) -> None:
        self.backend, self.tasks, self.workdir = backend, tasks, workdir
        self.cache_dir, self.extra = cache_dir, list(extra)
        self.start_timeout_s, self.stop_timeout_s = start_timeout_s, stop_timeout_s
        self.proc: subprocess.Popen[bytes] | None = None
        self.endpoint = ""
        self.log = workdir / "server.log"

    def log_tail(self, n: int = 3000) -> str:
        try:
            return self.log.read_text(errors="replace")[-n:]
        except OSError:
            return ""

    def start(self) -> str:
        """Starts the server and waits for ``ping``; returns its endpoint.

        Raises:
            FileNotFoundError: no server binary (build it: ``make build``).
            RuntimeError: it exited or did not answer within ``start_timeout_s``.
        """
        root = repo_root()
        binary = server_binary(root)
        if not binary.is_file():
            raise FileNotFoundError(f"warpgym-server not found at {binary}: run `make build` "
                                    "or set WARPGYM_SERVER")
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.endpoint = f"tcp://127.0.0.1:{_free_port()}"
        cmd = [str(binary), "--bind", self.endpoint, "--backend", self.backend,
               "--tasks", str(self.tasks), "--workdir", str(self.workdir),
               "--root", str(root), "--python", default_python(root), "--harness-warm-inductor"]
        if self.cache_dir is not None:
            cmd += ["--cache-dir", str(self.cache_dir)]
        cmd += self.extra
        with open(self.log, "ab") as logf:
            self.proc = subprocess.Popen(cmd, stdout=logf, stderr=subprocess.STDOUT,
                                         cwd=str(root), start_new_session=True)
        deadline = time.monotonic() + self.start_timeout_s
        with Client(self.endpoint, timeout_s=1.0, retries=0) as c:
            while True:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"warpgym-server exited with {self.proc.returncode} at "
                                       f"start: {' '.join(cmd)}\n{self.log_tail()}")
                try:
                    c.ping()
                    return self.endpoint
                except errors.ConnectionTimeout:
                    if time.monotonic() > deadline:
                        self.stop()
                        raise RuntimeError(f"warpgym-server did not answer within "
                                           f"{self.start_timeout_s:g} s\n{self.log_tail()}")

    def stop(self) -> int | None:
        """Stops the server (SIGINT, then SIGKILL); returns its exit status."""
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            self.proc.send_signal(2)
            try:
                self.proc.wait(timeout=self.stop_timeout_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        return self.proc.returncode

    def __enter__(self) -> str:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
