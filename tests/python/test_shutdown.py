"""SIGTERM / SIGINT shut the real server down cleanly: exit status 0, every open episode closed
and logged with reason ``server_shutdown``, no workspace left behind."""

from __future__ import annotations

import json
import signal

import pytest

from server_process import start_server
from warpgym import Client


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_signal_closes_episodes_and_exits_zero(tmp_path, sig):
    srv = start_server(tmp_path)
    try:
        with Client(srv.endpoint, timeout_s=10, retries=0) as c:
            eids = [c.reset("level1/1_ReLU")[0] for _ in range(3)]
            c.step(eids[0], {"tool": "write_file", "args": {"path": "notes.txt", "content": "x"}})
        srv.proc.send_signal(sig)
        assert srv.proc.wait(timeout=30) == 0, srv.log_tail()
    finally:
        srv.stop()
    for eid in eids:
        assert not (srv.workdir / "episodes" / eid).exists()
        lines = (srv.workdir / "trajectories" / f"{eid}.jsonl").read_text().splitlines()
        last = json.loads(lines[-1])
        assert last["event"] == "close" and last["reason"] == "server_shutdown"
    assert "shutdown complete" in srv.log.read_text()
