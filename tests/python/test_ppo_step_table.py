"""tools/device/ppo_step_table.py: the policy's parameter counts from a Hugging Face config (checked
against the published sizes of Qwen2.5 0.5B, 1.5B and 7B), the learner's MFU and the decode's
bandwidth from a metrics row, and the table without a model config or without PPO steps."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "device"))
import ppo_step_table as t  # noqa: E402

QWEN = {
    "0.5B": (dict(hidden_size=896, num_hidden_layers=24, num_attention_heads=14, num_key_value_heads=2,
                  intermediate_size=4864, vocab_size=151936), True, 494_032_768),
    "1.5B": (dict(hidden_size=1536, num_hidden_layers=28, num_attention_heads=12, num_key_value_heads=2,
                  intermediate_size=8960, vocab_size=151936), True, 1_543_714_304),
    "7B": (dict(hidden_size=3584, num_hidden_layers=28, num_attention_heads=28, num_key_value_heads=4,
                intermediate_size=18944, vocab_size=152064), False, 7_615_616_512),
}


@pytest.mark.parametrize("name", QWEN)
def test_parameter_counts_match_the_published_models(name: str) -> None:
    config, tied, published = QWEN[name]
    assert t.total_params(t.shape_from_config({"model_type": "qwen2", **config}), tied) == published


def _row(**over: object) -> dict:
    row = {"stage": "4", "step": 0, "episodes": 64, "generate_s": 10.0, "env_s": 1.0, "train_s": 20.0,
           "rollout_s": 11.0, "generated_tokens": 64_000, "generate_tokens_per_s": 6400.0, "train_tokens": 800_000,
           "train_tokens_per_s": 40_000.0, "context_tokens": 640_000, "turns_mean": 2.0, "mean_batch": 32.0}
    row.update(over)
    return row


def test_mfu_counts_actor_and_critic_passes_over_the_learning_seconds() -> None:
    shape = t.shape_from_config(QWEN["1.5B"][0])
    flops = t.learner_flops(shape, 800_000)
    per_token = 8 * (2 * shape.layer_params + shape.head_params)  # 6 + 2 for each of actor and critic
    assert flops == pytest.approx(800_000 * per_token)
    text = t.table([_row()], shape, "NVIDIA H200")
    mfu = flops / 20.0 / 989.4e12 * 100
    assert f"{mfu:.1f} %" in text


def test_decode_bytes_read_the_weights_once_per_step_and_each_rows_context() -> None:
    shape = t.shape_from_config(QWEN["1.5B"][0])
    read = t.decode_bytes(shape, _row())
    steps = 64_000 / 32
    context = 640_000 / 128 + 64_000 / 128 / 2  # 128 turns over the step
    assert read == pytest.approx(steps * (2 * (shape.layer_params + shape.head_params)
                                          + 32 * context * shape.kv_bytes_per_token))
    assert t.decode_bytes(shape, _row(generated_tokens=0)) is None


def test_checkpoint_wait_and_gpu_peak_are_shown_where_recorded() -> None:
    row = _row(checkpoint_s=1.25, checkpoint_wait_s=0.5, gpu_peak_allocated_mib=40 * 1024,
               gpu_peak_reserved_mib=45.5 * 1024)
    assert t.table([row], None, "NVIDIA H200").splitlines()[-1].endswith("| 1.2 (0.5) | 40.0 / 45.5 |")
    cpu = _row(checkpoint_s=2.0, gpu_peak_allocated_mib=0, gpu_peak_reserved_mib=0)
    assert t.table([cpu], None, "NVIDIA H200").splitlines()[-1].endswith("| 2.0 (0.0) | - |")


def test_without_a_config_or_a_known_gpu_the_estimates_are_left_out(tmp_path: Path, capsys) -> None:
    text = t.table([_row()], None, "NVIDIA H200")
    assert text.splitlines()[-1].endswith("| - | - | - | - |")
    assert "%" not in t.table([_row()], t.shape_from_config(QWEN["0.5B"][0]), "some GPU").splitlines()[2]
    metrics = tmp_path / "metrics.jsonl"
    metrics.write_text(json.dumps({"stage": "2", "step": 0}) + "\n")
    assert t.main([str(metrics)]) == 1
    assert "no PPO step" in capsys.readouterr().err


def test_pooled_steps_get_a_table_of_their_overlap_and_weight_sync(tmp_path: Path, capsys) -> None:
    pooled = _row(learner_ranks=2, rollout_ranks=1, staleness=1, round_s=3.04, generate_window_s=[0.01, 3.0],
                  train_window_s=[0.0, 1.3], overlap_s=1.29, weight_sync_s=0.0123)
    assert t.pools_table([pooled]).splitlines()[-1] == (
        "| 0 | 2 + 1 | 1 | 3.0 | 0.0-3.0 | 0.0-1.3 | 1.3 | 0.012 |")
    last = {**pooled, "step": 2, "generate_window_s": [0.0, 0.0], "overlap_s": 0.0, "weight_sync_s": 0.0}
    assert t.pools_table([last]).splitlines()[-1] == "| 2 | 2 + 1 | 1 | 3.0 | - | 0.0-1.3 | 0.0 | - |"
    metrics = tmp_path / "metrics.jsonl"
    metrics.write_text(json.dumps(_row()) + "\n" + json.dumps(pooled) + "\n")
    assert t.main([str(metrics)]) == 0
    assert "| overlap s | weight sync s |" in capsys.readouterr().out
