"""`warpgym-server --insecure-no-sandbox` is loud: a warning at start, and every verdict the
agent reads starts with one (the harness ran its candidates uncontained). Without the flag the
candidates are contained and no verdict carries the warning."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from server_process import SERVER, TASKS, free_port, start_server
from warpgym import Client
from warpgym.agents.scripted import solution_dir, solution_files

TASK = "level1/1_ReLU"
WARNING = "WARNING: evaluated WITHOUT the candidate sandbox"


def _verify_observation(endpoint: str) -> tuple[str, dict]:
    with Client(endpoint) as c:
        eid, _, _ = c.reset(TASK)
        try:
            for path, text in solution_files(solution_dir(TASKS, TASK, "reference")):
                c.step(eid, {"tool": "write_file", "args": {"path": path, "content": text}})
            obs, _, _, _, info = c.step(eid, {"tool": "verify", "args": {}}, timeout_s=900)
            return obs, info
        finally:
            c.close(eid)


def test_insecure_server_warns_at_start_and_in_every_verdict(tmp_path: Path):
    server = start_server(tmp_path, "--insecure-no-sandbox")
    try:
        obs, info = _verify_observation(server.endpoint)
    finally:
        server.stop()
    assert obs.startswith(WARNING), obs
    assert "VERIFY: OK" in obs, obs
    assert "--insecure-no-sandbox" in server.log_tail(20000) and "WITHOUT containment" in server.log_tail(20000)


def test_default_server_contains_candidates_and_does_not_warn(endpoint: str):
    obs, info = _verify_observation(endpoint)  # the session's server: start_server's defaults
    assert WARNING not in obs and "VERIFY: OK" in obs, obs


def test_a_server_whose_sandbox_library_is_missing_refuses_to_start(tmp_path: Path):
    """Without the candidates' sandbox library every evaluation would be an infrastructure error:
    the server says so at start and does not serve."""
    env = {**os.environ, "WARPGYM_SANDBOX_LIB": str(tmp_path / "missing.so")}
    proc = subprocess.run([str(SERVER), "--bind", f"tcp://127.0.0.1:{free_port()}", "--backend", "cpu",
                           "--tasks", str(TASKS), "--workdir", str(tmp_path / "work")],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    assert "WARPGYM_SANDBOX_LIB names" in proc.stdout + proc.stderr and "missing.so" in proc.stdout + proc.stderr
