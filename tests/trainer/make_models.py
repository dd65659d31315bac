#!/usr/bin/env python3
"""Builds the tiny random Qwen2 and Llama checkpoints the model parity tests use.

Usage: python tests/trainer/make_models.py OUT_DIR [NAME ...]
Writes OUT_DIR/<name>/ (config.json, model.safetensors or shards + index, tokenizer.json) for each
name in MODELS, with transformers' save_pretrained, so the directories look like the Hub's:
  qwen2          Qwen2 (q/k/v bias), GQA 4:2, tied embeddings, rope theta 1e6; qwen2 tokenizer
  qwen2_sharded  as qwen2 but untied and saved in ~100 kB shards with model.safetensors.index.json
  qwen2_yarn     Qwen2 with yarn rope scaling (factor 4 over 16 original positions)
  llama3         Llama, GQA 4:1, head_dim 32 != hidden/heads, llama3 rope scaling; llama3 tokenizer
  llama_linear   Llama with linear rope scaling, attention_bias and mlp_bias, MHA
  llama_dynamic  Llama with dynamic NTK rope and max_position_embeddings 16 (texts go past it)
Weights are deterministic (seeded) and larger than transformers' init (norm weights around 1,
biases non-zero) so that logits are far from uniform and a wrong op shows.
"""

from __future__ import annotations

import sys
from pathlib import Path

import torch
from transformers import LlamaConfig, LlamaForCausalLM, Qwen2Config, Qwen2ForCausalLM

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_tokenizers  # noqa: E402

MODELS = ["qwen2", "qwen2_sharded", "qwen2_yarn", "llama3", "llama_linear", "llama_dynamic"]

_COMMON = dict(hidden_size=64, intermediate_size=96, num_hidden_layers=2, rms_norm_eps=1e-6)


def _tokenizer_name(name: str) -> str:
    return "qwen2" if name.startswith("qwen2") else "llama3"


def build_config(name: str, vocab_size: int):
    if name.startswith("qwen2"):
        rope = {"rope_type": "default", "rope_theta": 1e6}
        if name == "qwen2_yarn":
            rope = {"rope_type": "yarn", "rope_theta": 1e4, "factor": 4.0, "original_max_position_embeddings": 16}
        return Qwen2Config(vocab_size=vocab_size, num_attention_heads=4, num_key_value_heads=2,
                           max_position_embeddings=64 if name == "qwen2_yarn" else 512,
                           tie_word_embeddings=name != "qwen2_sharded",
                           rope_parameters=rope, eos_token_id=0, **_COMMON)
    if name == "llama3":
        rope = {"rope_type": "llama3", "rope_theta": 5e5, "factor": 8.0, "low_freq_factor": 1.0,
                "high_freq_factor": 4.0, "original_max_position_embeddings": 32}
        return LlamaConfig(vocab_size=vocab_size, num_attention_heads=4, num_key_value_heads=1, head_dim=32,
                           max_position_embeddings=512, rope_parameters=rope, **_COMMON)
    if name == "llama_linear":
        return LlamaConfig(vocab_size=vocab_size, num_attention_heads=4, num_key_value_heads=4,
                           max_position_embeddings=512, attention_bias=True, mlp_bias=True,
                           rope_parameters={"rope_type": "linear", "rope_theta": 1e4, "factor": 2.0}, **_COMMON)
    if name == "llama_dynamic":
        return LlamaConfig(vocab_size=vocab_size, num_attention_heads=4, num_key_value_heads=2,
                           max_position_embeddings=16,
                           rope_parameters={"rope_type": "dynamic", "rope_theta": 1e4, "factor": 2.0}, **_COMMON)
    raise ValueError(f"unknown model {name!r}")


def build(name: str):
    """The (model, tokenizer) pair of `name`, model in float32 and eval mode."""
    tok = make_tokenizers.build(_tokenizer_name(name))
    config = build_config(name, tok.get_vocab_size())
    cls = Qwen2ForCausalLM if name.startswith("qwen2") else LlamaForCausalLM
    torch.manual_seed(sum(map(ord, name)))
    model = cls(config).to(torch.float32).eval()
    with torch.no_grad():
        for pname, p in model.named_parameters():
            if "norm" in pname:
                p.copy_(1.0 + 0.2 * torch.randn_like(p))
            elif pname.endswith("bias"):
                p.copy_(0.1 * torch.randn_like(p))
            else:
                p.copy_(0.15 * torch.randn_like(p))
    return model, tok


def save(name: str, out_dir: Path) -> Path:
    model, tok = build(name)
    path = out_dir / name
    path.mkdir(parents=True, exist_ok=True)
    shard = "100KB" if name == "qwen2_sharded" else "5GB"
    model.save_pretrained(str(path), max_shard_size=shard)
    tok.save(str(path / "tokenizer.json"))
    return path


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for n in sys.argv[2:] or MODELS:
        print(save(n, out))
