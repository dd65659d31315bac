#!/usr/bin/env python3
"""The PPO steps of a `warpgym-trainer train` run as a table (one row per step of metrics.jsonl),
with the learner's model FLOPs utilisation and the decode's share of the HBM roofline:

    python3 tools/device/ppo_step_table.py RUN/metrics.jsonl --model-config RUN/init/config.json --gpu "NVIDIA H200"

Conventions (stated with the numbers, since each is a choice):
- MFU: 6 FLOPs per parameter per trained token (forward and backward) for the actor (its layers
  and its output head) and for the critic (its layers), plus 2 per parameter for the no-grad
  passes before the update (old log-probs, old values); attention's own FLOPs and the recomputed
  forward of gradient checkpointing are not counted. Over train_s, against the GPU's dense bf16
  peak.
- Decode bandwidth: each decode step reads the bfloat16 weights once (the tied head included)
  and the keys and values of every running row's context; steps = generated tokens / mean rows
  per step (the continuous engine's mean_batch; else the episodes). Over generate_s, which
  includes the prefills, so it is a lower bound on the decode's own bandwidth.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

# Nominal dense bfloat16 FLOP/s and HBM bytes/s by the name nvidia-smi prints (SXM parts).
PEAKS: dict[str, tuple[float, float]] = {
    "H200": (989.4e12, 4.8e12),
    "H100": (989.4e12, 3.35e12),
    "A100": (312e12, 2.039e12),
}


@dataclass(frozen=True)
class Shape:
    """What the FLOP and byte counts need of a Qwen2/Llama-style decoder."""
    layer_params: int   # every decoder layer's weights and biases, and the final norm
    head_params: int    # the output projection (the embedding when tied)
    embed_params: int
    kv_bytes_per_token: int  # bfloat16 keys and values over all layers


def shape_from_config(config: dict) -> Shape:
    c, layers = config["hidden_size"], config["num_hidden_layers"]
    heads, kv = config["num_attention_heads"], config.get("num_key_value_heads", config["num_attention_heads"])
    head_dim = config.get("head_dim", c // heads)
    inter, vocab = config["intermediate_size"], config["vocab_size"]
    bias = config.get("model_type", "qwen2") == "qwen2"  # Qwen2 has q/k/v biases, Llama none
    attn = c * heads * head_dim + 2 * c * kv * head_dim + heads * head_dim * c
    if bias:
        attn += heads * head_dim + 2 * kv * head_dim
    per_layer = attn + 3 * c * inter + 2 * c
    return Shape(layer_params=layers * per_layer + c, head_params=vocab * c, embed_params=vocab * c,
                 kv_bytes_per_token=layers * 2 * kv * head_dim * 2)


def total_params(shape: Shape, tied: bool) -> int:
    return shape.embed_params + shape.layer_params + (0 if tied else shape.head_params)


def peaks(gpu: str) -> tuple[float, float] | None:
    for key, value in PEAKS.items():
        if key in gpu:
            return value
    return None


def learner_flops(shape: Shape, train_tokens: int) -> float:
    actor = shape.layer_params + shape.head_params
    critic = shape.layer_params
    return float(train_tokens) * (6 * (actor + critic) + 2 * (actor + critic))


def decode_bytes(shape: Shape, row: dict) -> float | None:
    """Bytes the decode steps read over the step's generation, or None without the counts."""
    generated = row.get("generated_tokens") or 0
    rows = row.get("mean_batch") or row.get("episodes") or 0
    if generated <= 0 or rows <= 0:
        return None
    steps = generated / rows
    turns = max(1.0, (row.get("episodes") or 1) * (row.get("turns_mean") or 1))
    mean_context = (row.get("context_tokens") or 0) / turns + (row.get("generated_tokens") or 0) / turns / 2
    weights = 2 * (shape.layer_params + shape.head_params)
    return steps * (weights + rows * mean_context * shape.kv_bytes_per_token)


def phases(r: dict) -> str:
    """Generation split into prefills and decode steps, and the mean decode step."""
    if "decode_s" not in r:
        return "-"
    return f"{r['prefill_s']:.1f} / {r['decode_s']:.1f} ({r.get('decode_ms_per_step', 0):.2f})"


def checkpoint(r: dict) -> str:
    """The seconds the step waited on its checkpoint, and of them on the previous step's write."""
    if "checkpoint_s" not in r:
        return "-"
    return f"{r['checkpoint_s']:.1f} ({r.get('checkpoint_wait_s', 0):.1f})"


def gpu_peak(r: dict) -> str:
    """This rank's peak of GPU memory in the step: allocated to tensors / reserved from the driver."""
    if not r.get("gpu_peak_reserved_mib"):
        return "-"
    return f"{r['gpu_peak_allocated_mib'] / 1024:.1f} / {r['gpu_peak_reserved_mib'] / 1024:.1f}"


def table(rows: list[dict], shape: Shape | None, gpu: str) -> str:
    out = ["| stage | step | ranks (gradients) | episodes | generation s | env s | learning s | step total s | "
           "prefill s / decode s (ms per step) | generated tokens | tokens/s generated | trained tokens | tokens/s trained | context tokens | prefilled | "
           "reused (shared) | appended | learner MFU | decode GB/s (% of HBM) | checkpoint s (waited) | GPU peak GiB |",
           "|" + "---|" * 21]
    peak = peaks(gpu)
    for r in rows:
        mfu = bw = "-"
        if shape is not None and peak is not None and r.get("train_s"):
            mfu = f"{learner_flops(shape, r.get('train_tokens', 0)) / r['train_s'] / peak[0] * 100:.1f} %"
        read = decode_bytes(shape, r) if shape is not None else None
        if read is not None and r.get("generate_s"):
            rate = read / r["generate_s"]
            bw = f"{rate / 1e9:.0f}" + (f" ({rate / peak[1] * 100:.1f} %)" if peak else "")
        out.append(
            f"| {r['stage']} | {r['step']} | {r.get('ranks', 1)} ({r.get('gradient_transport', 'none')}) | "
            f"{r['episodes']} | {r['generate_s']:.1f} | {r['env_s']:.1f} | {r['train_s']:.1f} | "
            f"{r.get('step_s', r['rollout_s'] + r['train_s']):.1f} | {phases(r)} | {r['generated_tokens']} | "
            f"{r['generate_tokens_per_s']:.0f} | {r.get('train_tokens', '-')} | {r['train_tokens_per_s']:.0f} | "
            f"{r.get('context_tokens', '-')} | {r.get('prefill_tokens', '-')} | {r.get('reused_tokens', '-')} ({r.get('shared_tokens', 0)}) | "
            f"{r.get('appended_tokens', '-')} | {mfu} | {bw} | {checkpoint(r)} | {gpu_peak(r)} |")
    if shape is not None:
        out.append(f"\npolicy: {shape.layer_params / 1e9:.3f} B parameters in its layers, {shape.head_params / 1e9:.3f} B "
                   f"in its head; GPU {gpu}, peaks {peak or 'unknown'} (bf16 FLOP/s, HBM bytes/s)")
    return "\n".join(out)


def pools_table(rows: list[dict]) -> str:
    """Separate rollout and learner pools: per step, when the next batch's generation and the
    update ran (seconds from the round's start), how long both at once, and the weights' trip.
    A round without generation (the last ones) or without a weight sync (no later batch needs
    the update's weights) shows "-" there."""
    out = ["| step | learner + rollout ranks | staleness | round s | generation window s | learning window s | "
           "overlap s | weight sync s |", "|" + "---|" * 8]

    def window(w: list[float]) -> str:
        return "-" if w[0] == w[1] == 0 else f"{w[0]:.1f}-{w[1]:.1f}"

    for r in rows:
        sync = f"{r['weight_sync_s']:.3f}" if r["weight_sync_s"] > 0 else "-"
        out.append(f"| {r['step']} | {r['learner_ranks']} + {r['rollout_ranks']} | {r['staleness']} | "
                   f"{r['round_s']:.1f} | {window(r['generate_window_s'])} | {window(r['train_window_s'])} | "
                   f"{r['overlap_s']:.1f} | {sync} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("metrics", type=Path)
    p.add_argument("--model-config", type=Path, help="the policy's config.json (RUN/init/config.json)")
    p.add_argument("--gpu", default="unknown", help="the GPU's name as nvidia-smi prints it")
    a = p.parse_args(argv)
    try:
        rows = [json.loads(line) for line in a.metrics.read_text().splitlines() if line.strip()]
    except OSError as e:
        print(f"no metrics: {e}", file=sys.stderr)
        return 1
    rows = [r for r in rows if "train_s" in r]
    shape = None
    if a.model_config is not None and a.model_config.is_file():
        shape = shape_from_config(json.loads(a.model_config.read_text()))
    print(table(rows, shape, a.gpu))
    pooled = [r for r in rows if "round_s" in r]
    if pooled:
        print("\n" + pools_table(pooled))
    if not rows:
        print("no PPO step in metrics.jsonl", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
