"""Starting a real ``warpgym-server`` for tests: shared by ``tests/python`` and ``tests/redteam``.

A plain module with a unique name (not a conftest), so any test can import it at any time:
``from server_process import start_server``. The server binary is ``build/bin/warpgym-server``
(override with ``$WARPGYM_SERVER``); starting it skips the test with a clear message when it is
missing, and fails it under CI (``tests/support/ci_skips.py``). The server runs with the CPU
backend on ``tasks/demo`` and ``<tmp>/workdir``; its output goes to ``<tmp>/server.log`` and is
printed when it fails to start.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))  # the package works without `pip install -e tools`
sys.path.insert(0, str(REPO / "tests" / "support"))

from ci_skips import missing  # noqa: E402
from warpgym import Client, errors  # noqa: E402

SERVER = Path(os.environ.get("WARPGYM_SERVER", REPO / "build" / "bin" / "warpgym-server"))
TASKS = REPO / "tasks" / "demo"
VENV_PYTHON = REPO / ".venv" / "bin" / "python"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """A running ``warpgym-server`` (see :func:`start_server`)."""

    def __init__(self, proc: subprocess.Popen, endpoint: str, workdir: Path, log: Path):
        self.proc, self.endpoint, self.workdir, self.log = proc, endpoint, workdir, log

    def log_tail(self, n: int = 4000) -> str:
        try:
            return self.log.read_text(errors="replace")[-n:]
        except OSError:
            return ""

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)


def start_server(tmp: Path, *extra: str, wait_s: float = 60.0, port: int | None = None,
                 tasks: Path = TASKS) -> ServerProcess:
    """Starts the server (on ``port``, or a free one) with workdir ``tmp/workdir`` over the task
    set ``tasks`` (the demo set), and waits until ``ping`` answers. Starting again with the same
    ``tmp`` reuses the workdir."""
    if not SERVER.exists():
        missing(f"warpgym-server binary not found at {SERVER} (build it first: "
                "cmake --build build), or set WARPGYM_SERVER")
    if not tasks.is_dir():
        missing(f"task set not found at {tasks}")
    workdir = tmp / "workdir"
    workdir.mkdir(parents=True, exist_ok=True)
    endpoint = f"tcp://127.0.0.1:{port or free_port()}"
    cmd = [str(SERVER), "--bind", endpoint, "--backend", "cpu", "--tasks", str(tasks),
           "--workdir", str(workdir), "--log-level", "info"]
    if VENV_PYTHON.exists():
        cmd += ["--python", str(VENV_PYTHON)]
    if os.environ.get("WARPGYM_CACHE_DIR"):  # share compiled objects and baselines across suites
        cmd += ["--cache-dir", os.environ["WARPGYM_CACHE_DIR"]]
    cmd += list(extra)
    log = tmp / "server.log"
    logf = open(log, "ab")  # noqa: SIM115 - lives as long as the process
    proc = subprocess.Popen(cmd, stdout=logf, stderr=subprocess.STDOUT, cwd=str(REPO))
    server = ServerProcess(proc, endpoint, workdir, log)
    deadline = time.monotonic() + wait_s
    with Client(endpoint, timeout_s=1.0, retries=0) as c:
        while True:
            if proc.poll() is not None:
                pytest.fail(f"warpgym-server exited with {proc.returncode} at start:\n"
                            f"{' '.join(cmd)}\n{server.log_tail()}")
            try:
                c.ping()
                break
            except errors.ConnectionTimeout:
                if time.monotonic() > deadline:
                    server.stop()
                    pytest.fail(f"warpgym-server did not answer ping within {wait_s} s:\n"
                                f"{server.log_tail()}")
    return server
