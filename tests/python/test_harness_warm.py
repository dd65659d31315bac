"""`warpgym-server --harness-warm-inductor` (the session server runs with it): the pre-imported
harness worker runs inductor's CPU probe once, before it serves, and says so in its log."""
from __future__ import annotations

import time

from server_process import ServerProcess


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
