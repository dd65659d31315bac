"""Fixtures for the Python suite: a real ``warpgym-server`` on a free loopback port.

The server binary is ``build/bin/warpgym-server`` (override with ``$WARPGYM_SERVER``); tests
that need it are skipped with a clear message when it is missing. The server runs with the CPU
backend on ``tasks/demo`` and a temporary ``--workdir``; its stderr goes to
``<workdir>/../server.log`` and is printed when a test fails to start it.
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

from warpgym import Client, errors  # noqa: E402

SERVER = Path(os.environ.get("WARPGYM_SERVER", REPO / "build" / "bin" / "warpgym-server"))
TASKS = REPO / "tasks" / "demo"
VENV_PYTHON = REPO / ".venv" / "bin" / "python"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "slow: real compiles/evaluations (minutes); part of `make test`, "
                   "deselect with -m 'not slow'")


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


def start_server(tmp: Path, *extra: str, wait_s: float = 60.0, port: int | None = None) -> ServerProcess:
    """Starts the server (on ``port``, or a free one) with workdir ``tmp/workdir``, and waits
    until ``ping`` answers. Starting again with the same ``tmp`` reuses the workdir."""
    if not SERVER.exists():
        pytest.skip(f"warpgym-server binary not found at {SERVER} (build it first: "
                    "cmake --build build), or set WARPGYM_SERVER")
    if not TASKS.is_dir():
        pytest.skip(f"demo task set not found at {TASKS}")
    workdir = tmp / "workdir"
    workdir.mkdir(parents=True, exist_ok=True)
    endpoint = f"tcp://127.0.0.1:{port or free_port()}"
    cmd = [str(SERVER), "--bind", endpoint, "--backend", "cpu", "--tasks", str(TASKS),
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


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory):
    """One server for the whole session (CPU backend, tasks/demo)."""
    srv = start_server(tmp_path_factory.mktemp("server"))
    yield srv
    srv.stop()
    if srv.proc.returncode not in (0, -15):
        print(f"warpgym-server exited with {srv.proc.returncode}:\n{srv.log_tail()}")


@pytest.fixture(scope="session")
def endpoint(server: ServerProcess) -> str:
    return server.endpoint


@pytest.fixture()
def client(endpoint: str):
    with Client(endpoint, timeout_s=15.0, retries=1, step_timeout_s=600.0) as c:
        yield c


@pytest.fixture(scope="session")
def task_names(endpoint: str) -> list[str]:
    with Client(endpoint) as c:
        names = c.list_tasks()
    if not names:
        pytest.skip("the server lists no tasks")
    return names


@pytest.fixture(scope="session")
def task(task_names: list[str]) -> str:
    """One task name for tests that just need any task."""
    return task_names[0]
