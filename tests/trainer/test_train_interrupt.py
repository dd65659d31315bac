"""`warpgym-trainer train` stopped from outside, and started with no server to talk to.

  * SIGINT (then SIGTERM; and SIGINT with continuous batching) in the middle of a stage-1 rollout: the trainer stops at the next turn
    boundary, closes every episode it holds open on the server and exits non-zero saying it was
    interrupted; the server then has no active episode (none left to its idle reaper).
  * the same sent to the launcher of several ranks (`--nproc 2`, and separate rollout and learner
    pools): it passes the signal to its ranks and waits; no episode is left open.
  * no server at the endpoint: the trainer says so within seconds, naming the endpoint, instead
    of waiting out the client's retries.
  * killed while a step's checkpoint was being written (its directory half there, state.json not
    yet naming it): the next run resumes from the last whole checkpoint and removes the half one.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train_binary import REPO, TRAINER, skip_module_without_train  # noqa: E402

sys.path.insert(0, str(REPO / "tests" / "python"))
from server_process import free_port, start_server  # noqa: E402
from warpgym import Client  # noqa: E402

pytestmark = pytest.mark.slow
skip_module_without_train()


def _config(tmp_path: Path, steps: int, episodes: int, continuous: bool = False) -> Path:
    config = yaml.safe_load((REPO / "trainer" / "configs" / "toy.yaml").read_text())
    config["stage1"] = {"steps": steps, "episodes": episodes}
    config.setdefault("rollout", {})["continuous"] = continuous
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(config))
    return path


@pytest.mark.parametrize("sig,continuous", [(signal.SIGINT, False), (signal.SIGTERM, False), (signal.SIGINT, True)],
                         ids=["SIGINT", "SIGTERM", "SIGINT-continuous"])
def test_an_interrupted_run_closes_its_episodes(tmp_path: Path, sig: signal.Signals, continuous: bool) -> None:
    server = start_server(tmp_path / "server")
    try:
        proc = subprocess.Popen([str(TRAINER), "train", "--config", str(_config(tmp_path, 200, 4, continuous)), "--stage", "1",
                                 "--out", str(tmp_path / "out"), "--endpoints", server.endpoint],
                                cwd=str(REPO), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        with Client(server.endpoint, timeout_s=10) as c:
            deadline = time.monotonic() + 300
            while c.stats()["episodes_active"] == 0:  # the rollout has its episodes open
                assert proc.poll() is None, proc.communicate()[1][-3000:]
                assert time.monotonic() < deadline, "the trainer never opened an episode"
                time.sleep(0.05)
            proc.send_signal(sig)
            _, err = proc.communicate(timeout=300)
            assert proc.returncode not in (0, None), err[-3000:]
            assert "interrupted" in err, err[-3000:]
            stats = c.stats()
        assert stats["episodes_active"] == 0, stats
        assert stats["episodes_total"] >= 1 and stats["reaped_total"] == 0, stats
    finally:
        server.stop()


@pytest.mark.parametrize("layout", [["--nproc", "2"], ["--train-gpus", "1", "--rollout-gpus", "1"]],
                         ids=["nproc2", "pools"])
def test_an_interrupted_launcher_stops_its_ranks_and_closes_their_episodes(tmp_path: Path, layout: list[str]) -> None:
    server = start_server(tmp_path / "server")
    env = {**os.environ, "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(free_port())}
    try:
        proc = subprocess.Popen([str(TRAINER), "train", "--config", str(_config(tmp_path, 200, 4)), "--stage", "1",
                                 "--out", str(tmp_path / "out"), "--endpoints", server.endpoint, *layout],
                                cwd=str(REPO), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                start_new_session=True)  # the signal reaches the launcher alone
        with Client(server.endpoint, timeout_s=10) as c:
            deadline = time.monotonic() + 300
            while c.stats()["episodes_active"] == 0:
                assert proc.poll() is None, proc.communicate()[1][-3000:]
                assert time.monotonic() < deadline, "the trainer never opened an episode"
                time.sleep(0.05)
            proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=300)
            assert proc.returncode not in (0, None), err[-3000:]
            assert "interrupted" in err, err[-3000:]
            stats = c.stats()
        assert stats["episodes_active"] == 0, stats
        assert stats["reaped_total"] == 0, stats
    finally:
        server.stop()


def test_no_server_is_named_within_seconds(tmp_path: Path) -> None:
    endpoint = f"tcp://127.0.0.1:{free_port()}"  # nothing listens there
    t0 = time.monotonic()
    proc = subprocess.run([str(TRAINER), "train", "--config", str(_config(tmp_path, 1, 2)), "--stage", "1",
                           "--out", str(tmp_path / "out"), "--endpoints", endpoint],
                          cwd=str(REPO), capture_output=True, text=True, timeout=120)
    took = time.monotonic() - t0
    assert proc.returncode != 0
    assert "no warpgym-server answers" in proc.stderr and endpoint in proc.stderr, proc.stderr[-2000:]
    assert took < 60, f"took {took:.1f} s"  # 5 s of asking plus the binary's start; the retries took 120 s


def _state(out: Path) -> dict:
    import json
    return json.loads((out / "stage1" / "state.json").read_text())


def test_a_run_killed_mid_checkpoint_resumes_from_the_last_whole_one(tmp_path: Path) -> None:
    server = start_server(tmp_path / "server")
    out = tmp_path / "out"

    def train(steps: int) -> None:
        proc = subprocess.run([str(TRAINER), "train", "--config", str(_config(tmp_path, steps, 2)), "--stage", "1",
                               "--out", str(out), "--endpoints", server.endpoint],
                              cwd=str(REPO), capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr[-3000:]

    try:
        # The stage's first checkpoint, before any update: the models without optimizer state
        # (their moments are all zero and nothing resumes from it).
        train(0)
        stage = out / "stage1"
        assert _state(out) == {"done": True, "step": 0, "checkpoint": "step-000000"}
        for learner in ("actor", "critic"):
            assert (stage / learner / "model.safetensors").is_file()
            assert not list((stage / learner).glob("optimizer*")), "zero moments written"
        (stage / "state.json").write_text('{"done": false, "step": 0, "checkpoint": "step-000000"}')
        train(1)  # as after a kill in step 1: from the start again
        assert _state(out) == {"done": True, "step": 1, "checkpoint": "step-000001"}
        assert [p.name for p in stage.glob("step-*")] == ["step-000001"]
        for learner in ("actor", "critic"):  # a step's checkpoint has the moments to resume from
            assert (stage / "step-000001" / learner / "optimizer.safetensors").is_file()
        for learner in ("actor", "critic"):  # the stable paths point at the committed step
            assert (stage / learner).is_symlink()
            assert (stage / learner).resolve() == (stage / "step-000001" / learner).resolve()
        # What a kill during step 2's write leaves: its directory half written, the state not
        # naming it (and the stage not done, as after a kill in step 2).
        half = stage / "step-000002" / "actor"
        half.mkdir(parents=True)
        (half / "master_weights.safetensors").write_bytes(b"\0" * 100)
        (stage / "state.json").write_text('{"done": false, "step": 1, "checkpoint": "step-000001"}')
        train(3)
        assert _state(out) == {"done": True, "step": 3, "checkpoint": "step-000003"}
        assert [p.name for p in stage.glob("step-*")] == ["step-000003"], "older and half steps removed"
        assert (stage / "actor" / "model.safetensors").is_file()
    finally:
        server.stop()


def test_a_state_naming_a_checkpoint_outside_the_stage_is_refused(tmp_path: Path) -> None:
    """state.json is read back as the place to resume from: a name that is not a step-<n>
    directory of the stage (a path out of it) is refused, saying so, before anything is loaded."""
    stage = tmp_path / "out" / "stage1"
    stage.mkdir(parents=True)
    (stage / "state.json").write_text('{"done": false, "step": 1, "checkpoint": "../../init"}')
    server = start_server(tmp_path / "server")
    try:
        proc = subprocess.run([str(TRAINER), "train", "--config", str(_config(tmp_path, 2, 2)), "--stage", "1",
                               "--out", str(tmp_path / "out"), "--endpoints", server.endpoint],
                              cwd=str(REPO), capture_output=True, text=True, timeout=120)
    finally:
        server.stop()
    assert proc.returncode != 0
    assert "not a step-<n> directory" in proc.stderr, proc.stderr[-3000:]
