"""`warpgym-trainer train` over several server endpoints (issue 7: "episodes spread and rebalanced
when a server is slow or gone"; trainer/rollout/endpoint_balancer.h). Two stage-1 steps of the toy
policy against a real warpgym-server and a second endpoint that refuses every request with
`unavailable` (what a server shutting down or with a full queue answers):
  * step 1 deals half of the episodes to the refusing endpoint; each fails over to the real server;
  * step 2 deals none there (the endpoint sits out its cooldown), so no episode fails over;
  * no episode is lost or flagged infra_error, and every trajectory names the real server.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from pathlib import Path

import msgpack
import pytest
import yaml
import zmq

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train_binary import REPO, TRAINER, skip_module_without_train  # noqa: E402

sys.path.insert(0, str(REPO / "tests" / "python"))
from server_process import free_port, start_server  # noqa: E402

pytestmark = pytest.mark.slow
skip_module_without_train()


class RefusingServer:
    """A ZeroMQ endpoint speaking the wire protocol that answers every request `unavailable`."""

    def __init__(self) -> None:
        self.endpoint = f"tcp://127.0.0.1:{free_port()}"
        self.requests: list[str] = []
        self._ctx = zmq.Context()
        self._sock = self._ctx.socket(zmq.ROUTER)
        self._sock.bind(self.endpoint)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        poller = zmq.Poller()
        poller.register(self._sock, zmq.POLLIN)
        while not self._stop.is_set():
            if not poller.poll(100):
                continue
            frames = self._sock.recv_multipart()
            request = msgpack.unpackb(frames[-1], raw=False)
            self.requests.append(request.get("op", "?"))
            reply = {"v": 1, "id": request.get("id"), "op": request.get("op"), "ok": False,
                     "error": {"code": "unavailable", "message": "shutting down (test)"}}
            self._sock.send_multipart(frames[:-1] + [msgpack.packb(reply, use_bin_type=True)])

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self._sock.close(linger=0)
        self._ctx.term()


def test_episodes_fail_over_then_avoid_a_refusing_endpoint(tmp_path: Path) -> None:
    server = start_server(tmp_path / "server")
    refusing = RefusingServer()
    try:
        # The toy's policy and tasks, two short stage-1 steps, no retries of a refused request.
        config = yaml.safe_load((REPO / "trainer" / "configs" / "toy.yaml").read_text())
        config["stage1"] = {"steps": 2, "episodes": 6}
        config["rollout"]["retries"] = 0
        config_path = tmp_path / "config.yaml"
        config_path.write_text(yaml.safe_dump(config))
        out = tmp_path / "out"
        proc = subprocess.run([str(TRAINER), "train", "--config", str(config_path), "--stage", "1", "--seed", "3",
                               "--out", str(out), "--endpoints", refusing.endpoint, server.endpoint],
                              cwd=str(REPO), capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, proc.stderr[-4000:]
        # The progress line of each step: speeds and the time left.
        assert re.search(r"\[stage 1\] step 1/2 .* gen \d+ tok/s  learn \d+ tok/s  [\d.]+ episodes/s  eta \d+s",
                         proc.stderr), proc.stderr[-3000:]
        assert re.search(r"\[stage 1\] step 2/2 .* eta 0s", proc.stderr), proc.stderr[-3000:]
    finally:
        refusing.close()
        server.stop()

    trajectories = [json.loads(line) for line in (out / "stage1" / "trajectories.jsonl").read_text().splitlines()]
    assert len(trajectories) == 12
    assert all(not t["infra_error"] for t in trajectories)
    assert {t["metadata"]["endpoint"] for t in trajectories} == {server.endpoint}
    step1, step2 = trajectories[:6], trajectories[6:]
    assert sum(t["metadata"]["failovers"] for t in step1) == 3, [t["metadata"] for t in step1]
    assert sum(t["metadata"]["failovers"] for t in step2) == 0, [t["metadata"] for t in step2]
    assert refusing.requests.count("reset") == 3, refusing.requests
    metrics = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [m["infra_errors"] for m in metrics if m["stage"] == "1"] == [0, 0]
