"""kill -9 of the server mid-episode, then a restart on the same workdir and endpoint.

What must hold (issue 3, "Crash safety"): the trajectory log is complete up to the last finished
step; the restarted server closes it with reason ``server_restart``; the client whose step was in
flight, retrying Lazy-Pirate style, gets ``episode_aborted`` (an infrastructure error) instead of
a hang; the dead episode's workspace is gone and never reused.
"""

from __future__ import annotations

import json
import signal
import threading
import time

import pytest

from server_process import free_port, start_server
from warpgym import Client, errors


def read_log(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_kill9_mid_episode_then_restart(tmp_path):
    port = free_port()
    srv = start_server(tmp_path, port=port)
    outcome: dict = {}
    try:
        with Client(srv.endpoint, timeout_s=10, retries=0) as c:
            eid, _, _ = c.reset("level1/1_ReLU")
            c.step(eid, {"tool": "write_file", "args": {"path": "notes.txt", "content": "one"}})
            c.step(eid, {"tool": "bash", "args": {"command": "echo two >> notes.txt"}})
        log = srv.workdir / "trajectories" / f"{eid}.jsonl"
        workspace = srv.workdir / "episodes" / eid
        assert workspace.is_dir()

        def slow_step() -> None:
            # Per-attempt timeout 2 s, many retries: the retries reach the restarted server.
            with Client(srv.endpoint, timeout_s=2, step_timeout_s=2, retries=30) as slow:
                try:
                    slow.step(eid, {"tool": "bash", "args": {"command": "sleep 60"}})
                    outcome["result"] = "replied"
                except errors.WarpgymError as e:
                    outcome["error"] = e

        t = threading.Thread(target=slow_step)
        t.start()
        time.sleep(1.0)  # the sleep step is running
        srv.proc.send_signal(signal.SIGKILL)
        srv.proc.wait(timeout=10)

        events = read_log(log)  # every line is complete JSON
        assert [e["event"] for e in events] == ["reset", "step", "step"]
        assert events[-1]["observation"].startswith("[exit code 0]") or "exit code 0" in events[-1]["observation"]

        srv = start_server(tmp_path, port=port)
        t.join(timeout=90)
        assert not t.is_alive(), "the client hung instead of getting an error"
        assert isinstance(outcome.get("error"), errors.EpisodeAborted), outcome
        with Client(srv.endpoint, timeout_s=10, retries=0) as c:
            with pytest.raises(errors.EpisodeAborted):
                c.step(eid, {"tool": "list_files", "args": {}})
            with pytest.raises(errors.EpisodeAborted):
                c.close(eid)
            new_eid, _, _ = c.reset("level1/1_ReLU")
            assert new_eid != eid
        last = read_log(log)[-1]
        assert last["event"] == "close" and last["reason"] == "server_restart"
        assert not workspace.exists()
    finally:
        srv.stop()


def test_second_server_on_the_same_workdir_is_refused(tmp_path, server):
    import subprocess

    from server_process import SERVER, TASKS
    proc = subprocess.run([str(SERVER), "--bind", f"tcp://127.0.0.1:{free_port()}", "--tasks", str(TASKS),
                           "--workdir", str(server.workdir)], capture_output=True, text=True, timeout=30)
    assert proc.returncode != 0
    assert "another warpgym-server is using workdir" in proc.stderr + proc.stdout
