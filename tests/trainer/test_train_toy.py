"""End-to-end learning test of `warpgym-trainer train` (issue 7) on the CPU, against a real server.

A tiny randomly initialised policy with its own ~20-token vocabulary (trainer/configs/toy_ci.yaml,
trainer/train/toy_policy.h) plays two CPU demo tasks through real tool calls on a real
warpgym-server, and goes through every stage: 1 single-turn PPO warm-up, 2 sampling, 3a RFT,
3b value pretraining, 4 multi-turn PPO. Checks, from DIR/metrics.jsonl:
  * stage 4's mean reward (its last two steps) is well above the initial policy's (the first
    rollout batch of stage 1, before any update): at least +1 on the toy's -1/1 correctness
    reward (half its range: from about -1, a pass rate of at least one half);
  * the two tasks' prompts differ in their task tokens, which are not drowned in <unk>s (the
    chat template's role lines are tokens of the toy vocabulary);
  * value pretraining ends with a positive explained variance;
  * the trajectories are token-exact (the policy tokens carry the sampler's log-probs) and
    every stage wrote its checkpoint in the Hugging Face layout;
  * a second `train` on the same DIR finds every stage done and does nothing.
Slow (real compiles and evaluations): about 3 minutes on 2 cores with the CI-sized config
(toy_ci.yaml). WARPGYM_TOY_FULL=1 runs the same checks on the full-length toy (toy.yaml: sixteen
steps of sixteen episodes in stage 1, about 15 minutes), the learning benchmark.
The trainer binary is build/bin/warpgym-trainer ($WARPGYM_TRAINER overrides).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train_binary import REPO, TRAINER, skip_module_without_train  # noqa: E402

sys.path.insert(0, str(REPO / "tests" / "python"))
from server_process import start_server  # noqa: E402

FULL = os.environ.get("WARPGYM_TOY_FULL", "") not in ("", "0")
CONFIG = REPO / "trainer" / "configs" / ("toy.yaml" if FULL else "toy_ci.yaml")
pytestmark = pytest.mark.slow
skip_module_without_train()


def train(out: Path, endpoint: str, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(TRAINER), "train", "--config", str(CONFIG), "--seed", "1", "--out", str(out),
                           "--endpoints", endpoint, *extra],
                          cwd=str(REPO), capture_output=True, text=True, timeout=1500)


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("train_toy")
    server = start_server(tmp)
    try:
        out = tmp / "out"
        proc = train(out, server.endpoint)
        sys.stderr.write(proc.stderr[-6000:])
        assert proc.returncode == 0, f"train failed ({proc.returncode}):\n{proc.stderr[-4000:]}"
        yield out, server.endpoint
    finally:
        server.stop()


def records(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines() if line.strip()]


def test_stage4_reward_rises_above_the_initial_policy(run):
    out, _ = run
    rows = records(out)
    stage1 = [r for r in rows if r["stage"] == "1"]
    stage4 = [r for r in rows if r["stage"] == "4"]
    assert stage1 and stage4, rows
    initial = stage1[0]["reward_mean"]
    final = sum(r["reward_mean"] for r in stage4[-2:]) / len(stage4[-2:])
    print(f"\ninitial policy reward {initial:+.3f}, stage 4 (last two steps) {final:+.3f}; "
          f"stage 4 per step {[round(r['reward_mean'], 3) for r in stage4]}")
    assert final >= initial + 1.0, (initial, [r["reward_mean"] for r in stage4])
    for r in stage1 + stage4:  # the training precision recomputes what the sampler drew
        # An infra_error (say, an evaluation timing out on a loaded CI machine) is dropped, not
        # scored: a few may happen, the reward means are over the scored episodes.
        assert r["infra_errors"] <= (r["episodes"] + r["infra_errors"]) // 8, r
        assert r["mismatch_max_abs"] < 1e-3, r


def test_prompts_tell_the_two_tasks_apart(run):
    """The policy can only learn a good action per task if its prompt says which task it is: the
    task header and model.py tokens must differ, and few <unk>s (id 0: text outside the toy
    vocabulary) may dilute them."""
    out, _ = run
    prompts: dict[str, list[int]] = {}
    for line in (out / "stage1" / "trajectories.jsonl").read_text().splitlines():
        t = json.loads(line)
        prompts.setdefault(t["task_id"], t["tokens"][:t["loss_mask"].index(1)])
    assert sorted(prompts) == ["level1/1_ReLU", "level1/2_Sigmoid"], sorted(prompts)
    relu, sigmoid = prompts.values()
    assert len(relu) == len(sigmoid) and sum(a != b for a, b in zip(relu, sigmoid)) == 2, prompts
    for p in prompts.values():
        assert len(p) <= 12 and p.count(0) <= 2, p


def test_later_turns_read_the_tool_responses_as_toy_tokens(run):
    """A turn after a valid call adds `<|im_end|>`, `\\n`, `<|im_start|>`, `user\\n`,
    `<tool_response>\\n`, the output, `\\n</tool_response>`, `<|im_end|>`, `\\n`, `<|im_start|>`,
    `assistant\\n`: only the two newlines are `<unk>`s. (The response's opening tag once read as 16
    `<unk>`s, which drowned the task's tokens in later turns: they wrote one task's solution for
    both.)"""
    out, _ = run
    checked = 0
    for line in (out / "stage2" / "trajectories.jsonl").read_text().splitlines():
        t = json.loads(line)
        if not all(c["valid"] for c in t["tool_calls"]):
            continue  # an error observation quotes the bad call: text outside the vocabulary
        checked += 1
        assert t["tokens"].count(0) <= 1 + 2 * (t["turns"] - 1), t["tokens"]
    assert checked > 0


def test_value_pretraining_reaches_positive_explained_variance(run):
    out, _ = run
    final = [r for r in records(out) if r["stage"] == "3b" and r.get("final")]
    assert final, "stage 3b wrote no final record"
    print(f"\nvalue pretraining: explained variance {final[-1]['explained_variance']:+.4f}")
    assert final[-1]["explained_variance"] > 0
    assert final[-1]["target_reached"] is True


def test_outputs_are_token_exact_and_complete(run):
    out, _ = run
    for d in ("init", "stage1/actor", "stage1/critic", "stage3a/actor", "stage3b/critic", "stage4/actor",
              "stage4/critic"):
        assert (out / d / "config.json").is_file() and (out / d / "model.safetensors").is_file(), d
        assert (out / d / "tokenizer.json").is_file(), d
    assert (out / "stage4" / "critic" / "value_head.safetensors").is_file()
    config = json.loads((out / "config.json").read_text())
    assert config["seed"] == 1 and config["rollout"]["max_new_tokens"] == 1
    lines = (out / "stage2" / "trajectories.jsonl").read_text().splitlines()
    assert len(lines) == config["stage2"]["episodes"]
    for line in lines:
        t = json.loads(line)
        assert len(t["tokens"]) == len(t["loss_mask"]) == len(t["logprobs"])
        assert t["loss_mask"][0] == 0 and sum(t["loss_mask"]) > 0
        for m, lp in zip(t["loss_mask"], t["logprobs"]):
            assert (lp < 0) if m else (lp == 0)
        assert 1 <= t["turns"] <= 3 and len(t["tool_calls"]) == t["turns"]
        assert t["metadata"]["finish"] in ("terminated", "truncated", "max_turns", "context_limit")


def test_rerun_resumes_and_finds_every_stage_done(run):
    out, endpoint = run
    before = len(records(out))
    proc = train(out, endpoint)
    assert proc.returncode == 0, proc.stderr[-3000:]
    for stage in ("1", "2", "3a", "3b", "4"):
        assert f"[stage {stage}] done already" in proc.stderr
    assert len(records(out)) == before


def test_value_pretraining_measures_held_out_trajectories(run, tmp_path: Path):
    """Stage 3b again on the run's stage-2 trajectories with 90 % of them held out (at least 4 of
    the toy's 5-8 scored ones): the critic fits the rest (Monte-Carlo returns, lambda 1) and each
    record says on which it was measured."""
    import shutil

    import yaml

    out, endpoint = run
    again = tmp_path / "out"
    shutil.copytree(out, again, ignore=shutil.ignore_patterns("stage3b", "stage4"))
    (again / "metrics.jsonl").write_text("")
    config = yaml.safe_load(CONFIG.read_text())
    config["value_pretrain"] = {**config.get("value_pretrain", {}), "holdout_fraction": 0.9, "max_epochs": 3,
                                "min_epochs": 3}
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(config))
    proc = subprocess.run([str(TRAINER), "train", "--config", str(path), "--seed", "1", "--out", str(again),
                           "--endpoints", endpoint, "--stage", "3b"], cwd=str(REPO), capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    scored = sum(1 for line in (out / "stage2" / "trajectories.jsonl").read_text().splitlines()
                 if line.strip() and not json.loads(line)["infra_error"])
    rows = [r for r in records(again) if r["stage"] == "3b"]
    epochs, final = [r for r in rows if not r.get("final")], [r for r in rows if r.get("final")]
    assert len(epochs) == 3 and len(final) == 1, rows
    held = int(0.9 * scored)
    assert held >= 4, f"stage 2 scored {scored} trajectories: too few to hold any out"
    for r in epochs:
        assert r["heldout_trajectories"] == held and r["trajectories"] == scored - held and r["lambda"] == 1.0, r
        h = r["explained_variance_heldout"]
        assert r["explained_variance"] == (h if h is not None else r["explained_variance_fitted"]), r
    assert final[0]["heldout_trajectories"] == held and (again / "stage3b" / "critic").is_dir()


def test_the_toy_learns_with_bfloat16_too(tmp_path: Path):
    """The same run with `dtype: bfloat16` (autocast learners over float32 master weights, a
    bfloat16 sampling copy): stage 4 still ends well above the initial policy, value pretraining
    still explains some variance, and the sampler's bfloat16 log-probs differ from the learner's
    by a measured, small amount."""
    import yaml

    config = yaml.safe_load(CONFIG.read_text())
    config["dtype"] = "bfloat16"
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(config))
    server = start_server(tmp_path / "server")
    try:
        proc = subprocess.run([str(TRAINER), "train", "--config", str(path), "--seed", "1", "--out",
                               str(tmp_path / "out"), "--endpoints", server.endpoint],
                              cwd=str(REPO), capture_output=True, text=True, timeout=1500)
    finally:
        server.stop()
    assert proc.returncode == 0, proc.stderr[-4000:]
    rows = records(tmp_path / "out")
    stage1 = [r for r in rows if r["stage"] == "1"]
    stage4 = [r for r in rows if r["stage"] == "4"]
    initial = stage1[0]["reward_mean"]
    final = sum(r["reward_mean"] for r in stage4[-2:]) / len(stage4[-2:])
    print(f"\nbfloat16: initial policy reward {initial:+.3f}, stage 4 (last two steps) {final:+.3f}")
    assert final >= initial + 1.0, (initial, [r["reward_mean"] for r in stage4])
    ev = [r for r in rows if r["stage"] == "3b" and r.get("final")]
    assert ev and ev[-1]["explained_variance"] > 0, ev
    mismatch = [r["mismatch_mean_abs"] for r in stage1 + stage4]
    assert all(0 < m < 0.05 for m in mismatch), mismatch
