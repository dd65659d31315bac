"""Fixtures for the Python suite: a real ``warpgym-server`` on a free loopback port (one per
session), and clients of it. The helpers to start servers live in ``server_process.py``."""

from __future__ import annotations

import pytest

from ci_skips import missing
from server_process import REPO, SERVER, TASKS, ServerProcess, start_server  # noqa: F401
from warpgym import Client


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "slow: real compiles/evaluations (minutes); part of `make test`, "
                   "deselect with -m 'not slow'")


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory):
    """One server for the whole session (CPU backend, tasks/demo)."""
    srv = start_server(tmp_path_factory.mktemp("server"), "--harness-warm-inductor")
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
        missing("the server lists no tasks")
    return names


@pytest.fixture(scope="session")
def task(task_names: list[str]) -> str:
    """One task name for tests that just need any task."""
    return task_names[0]
