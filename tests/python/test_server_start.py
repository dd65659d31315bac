"""Start-up refusals of ``warpgym-server`` that save a user from a run of silent failures.

A root server runs compilers and candidates as the sandbox uid (65534), which reach the workspace
by its host path. Under a private directory (a 0700 home such as ``/root``) every compile would
fail with "Permission denied"; the server refuses to start instead and names the directory. A
workdir under ``/tmp`` is fine whatever the modes there: the sandbox rebuilds ``/tmp`` privately.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from ci_skips import missing
from server_process import REPO, SERVER, TASKS, free_port, start_server

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the uid switch happens only for a root server")


def _under_tmp(path: Path) -> bool:
    parts = path.resolve().parts
    return len(parts) > 1 and parts[1] == "tmp"


def _start(workdir: Path) -> subprocess.CompletedProcess:
    cmd = [str(SERVER), "--bind", f"tcp://127.0.0.1:{free_port()}", "--backend", "cpu",
           "--tasks", str(TASKS), "--workdir", str(workdir)]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, cwd=REPO)


def test_workdir_behind_a_private_directory_is_refused_with_its_name():
    if not SERVER.exists():
        missing(f"warpgym-server binary not found at {SERVER}")
    # Outside /tmp (the sandbox rebuilds /tmp privately, so the server rightly accepts a private
    # directory there): /var/tmp, else the build tree, whichever is a host directory.
    bases = [Path("/var/tmp"), REPO / "build"]
    base = next((b for b in bases if b.is_dir() and os.access(b, os.W_OK) and not _under_tmp(b)), None)
    if base is None:
        pytest.skip("no writable directory outside /tmp")
    private = Path(tempfile.mkdtemp(prefix="warpgym-private-", dir=base))
    try:
        private.chmod(0o700)
        proc = _start(private / "out" / "server")
        assert proc.returncode != 0
        out = proc.stdout + proc.stderr
        assert f"{private} (mode 0700" in out, out
        assert f"chmod o+x {private}" in out, out
        private.chmod(0o711)  # search permission is all it takes
        server = start_server(private / "out")
        server.stop()
    finally:
        shutil.rmtree(private, ignore_errors=True)


def test_private_directory_under_tmp_is_fine(tmp_path: Path):
    if not SERVER.exists():
        missing(f"warpgym-server binary not found at {SERVER}")
    private = tmp_path / "private"
    private.mkdir(mode=0o700)
    server = start_server(private)
    server.stop()
