"""`warpgym-server --harness-warm-inductor` (the session server runs with it): the pre-imported
harness worker runs inductor's CPU probe once, before it serves, and says so in its log."""
from __future__ import annotations

import time

from server_process import ServerProcess, start_server
from warpgym import Client


def test_session_server_worker_ran_the_inductor_probe(server: ServerProcess) -> None:
    log = server.workdir / "harness-worker.log"
    deadline = time.monotonic() + 180
    text = ""
    while time.monotonic() < deadline:
        text = log.read_text(errors="replace") if log.exists() else ""
        if "forkserver ready" in text:
            break
        time.sleep(0.5)
    assert "forkserver ready" in text, text[-2000:]
    assert "inductor CPU vector ISA:" in text.split("forkserver ready")[0], text[-2000:]


def test_a_call_made_while_the_worker_starts_waits_for_it(tmp_path) -> None:
    """The first compile arrives before the worker has imported torch: it waits for the worker
    instead of starting a cold harness process that competes with it for the CPU."""
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=120, step_timeout_s=300) as c:
            eid = c.reset("level1/1_ReLU")[0]
            obs, _, _, _, info = c.step(eid, {"tool": "compile", "args": {}})
            assert not info.get("infra_error"), obs
        assert "forkserver ready" in (server.workdir / "harness-worker.log").read_text(errors="replace")
        assert "harness worker not reachable" not in server.log_tail(1 << 20), server.log_tail()
    finally:
        server.stop()
