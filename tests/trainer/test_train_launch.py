"""Data-parallel `warpgym-trainer train` through its own launcher (issue 7: "data-parallel over all
local GPUs ... and across hosts with the same launcher"; trainer/train/launcher.h). One stage-1 PPO
step of the toy policy on the CPU against a real warpgym-server, run as
  * `--nproc 2` on this host: two ranks, one command;
  * `--nnodes 2 --node-rank 0|1 --nproc 1`: two launchers, as two hosts would run it, meeting at
    MASTER_ADDR:MASTER_PORT (here both on this machine, sharing DIR);
each run writes rank 0's metrics and checkpoint, rank 1's own metrics, and every rank's
trajectories (the step's episodes are dealt over the ranks, none lost). The maths of the update
under data parallelism is gtested (tests/trainer/train/data_parallel_test.cc); this is the launch.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train_binary import REPO, TRAINER, skip_module_without_train  # noqa: E402

sys.path.insert(0, str(REPO / "tests" / "python"))
from server_process import free_port, start_server  # noqa: E402

pytestmark = pytest.mark.slow
skip_module_without_train()

EPISODES = 4


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("train_launch")
    server = start_server(tmp / "server")
    config = yaml.safe_load((REPO / "trainer" / "configs" / "toy.yaml").read_text())
    config["stage1"] = {"steps": 1, "episodes": EPISODES}
    config_path = tmp / "config.yaml"
    config_path.write_text(yaml.safe_dump(config))
    try:
        yield tmp, config_path, server.endpoint
    finally:
        server.stop()


def command(config: Path, out: Path, endpoint: str, *extra: str) -> list[str]:
    return [str(TRAINER), "train", "--config", str(config), "--stage", "1", "--seed", "2", "--out", str(out),
            "--endpoints", endpoint, *extra]


def environment() -> dict[str, str]:
    return {**os.environ, "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(free_port())}


def check_outputs(out: Path) -> None:
    records = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines() if line.strip()]
    steps = [r for r in records if r.get("stage") == "1" and "reward_mean" in r]
    assert len(steps) == 1, records
    assert steps[0]["episodes"] + steps[0]["infra_errors"] == EPISODES, steps[0]
    rank1 = [json.loads(line) for line in (out / "rank1" / "metrics.jsonl").read_text().splitlines() if line.strip()]
    assert any(r.get("stage") == "1" for r in rank1), rank1
    assert len((out / "stage1" / "trajectories.jsonl").read_text().splitlines()) == EPISODES
    assert (out / "stage1" / "actor" / "model.safetensors").is_file()
    assert json.loads((out / "stage1" / "state.json").read_text())["done"] is True


def test_nproc_2_runs_two_local_ranks(setup) -> None:
    """Also with WARPGYM_KERNEL_PROFILE: rank 0 profiles its first step's rollout and update (on
    the CPU, by ATen operator) and says where the summaries are."""
    tmp, config, endpoint = setup
    out = tmp / "nproc"
    profile = tmp / "profile"
    proc = subprocess.run(command(config, out, endpoint, "--nproc", "2"), cwd=str(REPO),
                          env={**environment(), "WARPGYM_KERNEL_PROFILE": str(profile)},
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-4000:]
    check_outputs(out)
    assert sorted(p.name for p in profile.iterdir()) == ["kernels-stage1-learn.md", "kernels-stage1-rollout.md"]
    learn = (profile / "kernels-stage1-learn.md").read_text()
    assert learn.startswith("# stage1-learn: CPU operators") and "| `aten::" in learn, learn
    assert "kernel profile: " + str(profile / "kernels-stage1-rollout.md") in proc.stdout + proc.stderr


def test_two_launchers_as_two_hosts_make_one_run(setup) -> None:
    tmp, config, endpoint = setup
    out = tmp / "nnodes"
    env = environment()
    nodes = [subprocess.Popen(command(config, out, endpoint, "--nnodes", "2", "--node-rank", str(r), "--nproc", "1"),
                              cwd=str(REPO), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for r in (0, 1)]
    results = [n.communicate(timeout=900) for n in nodes]
    for node, (_, err) in zip(nodes, results):
        assert node.returncode == 0, err[-4000:]
    check_outputs(out)


def test_a_node_rank_outside_nnodes_is_refused(setup) -> None:
    tmp, config, endpoint = setup
    proc = subprocess.run(command(config, tmp / "bad", endpoint, "--nnodes", "2", "--node-rank", "2"),
                          cwd=str(REPO), env=environment(), capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert "node" in proc.stderr.lower(), proc.stderr


def _shard_step(path: Path) -> int:
    """The step in a safetensors file's metadata (8-byte header length, then the JSON header)."""
    raw = path.read_bytes()
    header = json.loads(raw[8:8 + int.from_bytes(raw[:8], "little")])
    return int(header["__metadata__"]["step"])


@pytest.mark.parametrize("zero_stage", [2, 3])
def test_sharded_optimizer_state_is_written_per_rank_and_resumes(setup, zero_stage: int) -> None:
    """`ppo.zero_stage: 2` (and 3, the decoder layers sharded too) over two ranks: each rank
    writes its shard of each optimizer's state (no whole file), rank 0 the whole model (ZeRO-3:
    gathered), a longer run resumes from them, and its save removes other attempts' state."""
    tmp, config, endpoint = setup
    sharded = yaml.safe_load(config.read_text())
    sharded.setdefault("ppo", {})["zero_stage"] = zero_stage
    sharded["ppo"]["gradient_checkpointing"] = zero_stage == 3  # ZeRO-3 needs it; ZeRO-2 runs without
    sharded["ppo"]["micro_batch_rows"] = 1  # 3 episodes on rank 0, 2 on rank 1: ZeRO-3 pads rank 1's passes
    out = tmp / f"sharded{zero_stage}"
    steps_after = []
    for steps in (1, 2):
        sharded["stage1"] = {"steps": steps, "episodes": EPISODES + 1}
        path = tmp / f"sharded{zero_stage}-{steps}.yaml"
        path.write_text(yaml.safe_dump(sharded))
        proc = subprocess.run(command(path, out, endpoint, "--nproc", "2"), cwd=str(REPO), env=environment(),
                              capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, proc.stderr[-4000:]
        for model in ("actor", "critic"):
            d = out / "stage1" / model
            assert not (d / "optimizer.safetensors").exists()
            shards = sorted(d.glob("optimizer.shard-*-of-00002.safetensors"))
            assert [s.name for s in shards] == [f"optimizer.shard-0000{r}-of-00002.safetensors" for r in (0, 1)]
            assert len({_shard_step(s) for s in shards}) == 1
            assert "model.layers.0.mlp.down_proj.weight" in _tensor_names(d / "model.safetensors")
            assert ("layer.0.m" in _tensor_names(shards[0])) == (zero_stage == 3)  # the layers' moments
        # The critic: it steps every update (the actor skips one whose rewards are all alike).
        steps_after.append(_shard_step(out / "stage1" / "critic" / "optimizer.shard-00000-of-00002.safetensors"))
        # What a run of two steps cut short after its first leaves: the stage not done at step 1,
        # and beside it a part of another attempt's state (3 ranks), which the next save removes.
        (out / "stage1" / "state.json").write_text(json.dumps({"done": False, "step": 1}))
        stale = out / "stage1" / "critic" / "optimizer.shard-00000-of-00003.safetensors"
        if steps == 1:
            stale.write_bytes((out / "stage1" / "critic" / "optimizer.shard-00000-of-00002.safetensors").read_bytes())
        else:
            assert not stale.exists()
    assert 0 < steps_after[0] < steps_after[1], steps_after  # the second run went on from the first's state
    records = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines() if line.strip()]
    assert [r["step"] for r in records if r.get("stage") == "1" and "reward_mean" in r] == [0, 1]


def _tensor_names(path: Path) -> set[str]:
    """The tensors a safetensors file holds (its JSON header)."""
    with open(path, "rb") as f:
        size = int.from_bytes(f.read(8), "little")
        return set(json.loads(f.read(size))) - {"__metadata__"}
