"""Separate rollout and learner pools (`train --train-gpus T --rollout-gpus R`, ppo.rollout_ranks;
trainer/train/stage_ppo_pools.cc) on CPU ranks against a real warpgym-server:
  * staleness 0, one learner and one rollout rank: the same batches and the same weights, bit for
    bit, as one process (the pools move work between processes, they do not change it);
  * staleness 1, two learners (ZeRO-2, and ZeRO-3, between them) and one rollout rank: every batch trained once,
    the next batch generated while the learners train (overlap from the ranks' phase windows), the
    weights sent after each update, each rank's records, and a resumed stage;
  * layouts that cannot work are refused before anything runs.
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
    tmp = tmp_path_factory.mktemp("train_pools")
    server = start_server(tmp / "server")
    try:
        yield tmp, server.endpoint
    finally:
        server.stop()


def write_config(tmp: Path, name: str, steps: int, **ppo: object) -> Path:
    config = yaml.safe_load((REPO / "trainer" / "configs" / "toy.yaml").read_text())
    config["stage1"] = {"steps": steps, "episodes": EPISODES}
    # Every batch updates the actor, even one whose rewards are all alike: the comparison below
    # then covers weights that moved.
    config["ppo"].update({"skip_uniform_rewards": False, **ppo})
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(config))
    return path


def train(config: Path, out: Path, endpoint: str, *extra: str, timeout: int = 900) -> subprocess.CompletedProcess:
    env = {**os.environ, "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(free_port())}
    return subprocess.run([str(TRAINER), "train", "--config", str(config), "--stage", "1", "--seed", "5",
                           "--out", str(out), "--endpoints", endpoint, *extra],
                          cwd=str(REPO), env=env, capture_output=True, text=True, timeout=timeout)


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def batches(out: Path) -> list[tuple]:
    """What the sampler drew: each episode's task, tokens, log-probs and reward, in order."""
    return [(t["task_id"], t["tokens"], t["logprobs"], t["reward"])
            for t in records(out / "stage1" / "trajectories.jsonl")]


def test_on_policy_pools_match_one_process_bit_for_bit(setup) -> None:
    tmp, endpoint = setup
    config = write_config(tmp, "exact", steps=2, staleness=0)
    alone, pools = tmp / "alone", tmp / "pools"
    proc = train(config, alone, endpoint)
    assert proc.returncode == 0, proc.stderr[-4000:]
    proc = train(config, pools, endpoint, "--train-gpus", "1", "--rollout-gpus", "1")
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert len(batches(pools)) == 2 * EPISODES
    assert batches(pools) == batches(alone)
    for model in ("actor", "critic"):
        assert ((pools / "stage1" / model / "model.safetensors").read_bytes() ==
                (alone / "stage1" / model / "model.safetensors").read_bytes()), model
    steps = [r for r in records(pools / "metrics.jsonl") if "reward_mean" in r]
    assert [r["step"] for r in steps] == [0, 1]
    assert all(r["staleness"] == 0 and r["overlap_s"] == 0 for r in steps), steps
    assert steps[0]["weight_sync_s"] > 0  # the update's weights went to the rollout rank


@pytest.mark.parametrize("zero_stage", [2, 3])
def test_stale_by_one_overlaps_generation_with_learning_and_resumes(setup, zero_stage: int) -> None:
    """ZeRO-3 learners gather their sharded layers into the sampling copy before each broadcast."""
    tmp, endpoint = setup
    out = tmp / f"overlap-zero{zero_stage}"
    for steps in (3, 4):  # the second run resumes the finished stage's state, reopened at step 3
        config = write_config(tmp, f"overlap{zero_stage}-{steps}", steps=steps, staleness=1, zero_stage=zero_stage,
                              gradient_checkpointing=zero_stage == 3)
        if steps == 4:
            state = json.loads((out / "stage1" / "state.json").read_text())
            (out / "stage1" / "state.json").write_text(json.dumps({**state, "done": False}))
        proc = train(config, out, endpoint, "--train-gpus", "2", "--rollout-gpus", "1")
        assert proc.returncode == 0, proc.stderr[-4000:]
    steps = [r for r in records(out / "metrics.jsonl") if "reward_mean" in r]
    assert [r["step"] for r in steps] == [0, 1, 2, 3]
    assert all(r["learner_ranks"] == 2 and r["rollout_ranks"] == 1 and r["ranks"] == 2 for r in steps)
    # Step 0's update ran while batch 1 was generated; both windows are inside the round.
    first = steps[0]
    assert first["overlap_s"] > 0, first
    assert first["overlap_s"] <= min(first["train_s"] + first["checkpoint_s"], first["round_s"]) + 0.05
    gen, learn = first["generate_window_s"], first["train_window_s"]
    assert 0 <= gen[0] <= gen[1] <= first["round_s"] + 0.05 and 0 <= learn[0] <= learn[1]
    assert first["weight_sync_s"] > 0  # after it, for batch 2
    assert steps[2]["weight_sync_s"] == 0  # the last step of the first run: no batch left to sample
    assert len(batches(out)) == 4 * EPISODES
    state = json.loads((out / "stage1" / "state.json").read_text())
    assert state["done"] is True and state["step"] == 4 and state["checkpoint"] == "step-000004"
    # The second learner and the rollout rank keep their own records.
    assert [r["step"] for r in records(out / "rank1" / "metrics.jsonl") if "reward_mean" in r] == [0, 1, 2, 3]
    rollout = [r for r in records(out / "rank2" / "metrics.jsonl") if r.get("role") == "rollout"]
    assert [r["round"] for r in rollout] == [0, 1, 2, 3]
    assert all(r["generated_tokens"] == EPISODES for r in rollout), rollout
    for model in ("actor", "critic"):
        shards = sorted((out / "stage1" / model).glob("optimizer.shard-*-of-00002.safetensors"))
        assert len(shards) == 2, model  # sharded over the two learners, not the three ranks
    # Batches 2 and 3 were sampled one update behind the learner that trained on them: the
    # importance weights saw a policy that moved (batch 0 and the resumed run's first batch not).
    assert steps[1]["mismatch_mean_abs"] > 10 * steps[0]["mismatch_mean_abs"], steps


@pytest.mark.parametrize("extra, message", [
    (["--train-gpus", "1"], "--train-gpus needs --rollout-gpus"),
    (["--nproc", "2", "--rollout-gpus", "2"], "at least one must learn"),
    (["--train-gpus", "1", "--rollout-gpus", "1", "--nnodes", "2"], "leave out --nproc"),
])
def test_impossible_layouts_are_refused(setup, extra: list[str], message: str) -> None:
    tmp, endpoint = setup
    proc = train(write_config(tmp, "refused", steps=1), tmp / "refused", endpoint, *extra, timeout=120)
    assert proc.returncode != 0
    assert message in proc.stderr, proc.stderr[-2000:]
