"""Fixtures for the red-team suites: a real ``warpgym-server`` with its bash sandbox on.

The server helpers come from ``tests/python/server_process.py``. The sandbox suite needs what CI
has: root, unprivileged-or-root namespaces and writable cgroups. When the server reports that
its isolation is degraded, the tests that depend on the missing part are skipped with the
server's own reason.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))
import server_process as helpers  # noqa: E402

# Small limits so the disk and process attacks end quickly on a 2-core CI box.
REDTEAM_FLAGS = ("--workspace-quota-mb", "64", "--sandbox-file-size-mb", "32",
                 "--sandbox-pids-max", "64", "--sandbox-memory-mb", "512", "--workers", "16")


class SandboxedServer:
    def __init__(self, proc: "helpers.ServerProcess"):
        self.proc = proc
        self.endpoint = proc.endpoint
        self.workdir = proc.workdir
        self.pid = proc.proc.pid
        self.port = int(proc.endpoint.rsplit(":", 1)[1])
        match = re.search(r"isolation[^\n]*", proc.log_tail(200_000))
        self.isolation = match.group(0) if match else ""

    def require(self, what: str) -> None:
        """Skips unless the server's isolation line shows `what` in effect."""
        checks = {
            "namespaces": "namespaces pid+net+mount+ipc+uts" in self.isolation,
            "cgroup_pids": re.search(r"cgroup v[12] pids", self.isolation) is not None,
            "uid": "setuid from root" in self.isolation or "user namespace" in self.isolation,
            "freezer": re.search(r"cgroup v[12] [a-z+]*freezer", self.isolation) is not None,
            "minimal_root": "mounts: minimal root" in self.isolation,
            "uid_per_episode": "a uid per episode" in self.isolation,
            "user_namespace": "+user on" in self.isolation,
            "quota_fs": "each workspace its own tmpfs" in self.isolation,
        }
        if not checks[what]:
            pytest.skip(f"this host does not give the sandbox {what}: {self.isolation or 'no isolation line'}")


@pytest.fixture(scope="session")
def sandboxed_server(tmp_path_factory: pytest.TempPathFactory):
    srv = helpers.start_server(tmp_path_factory.mktemp("redteam"), *REDTEAM_FLAGS)
    yield SandboxedServer(srv)
    srv.stop()
    if srv.proc.returncode not in (0, -15):
        print(f"warpgym-server exited with {srv.proc.returncode}:\n{srv.log_tail()}")
