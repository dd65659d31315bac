"""`warpgym-trainer train` from a Hugging Face model directory, with the shipped
trainer/configs/qwen2.5-coder-1.5b.yaml.

The directory is make_models.py's tiny random Qwen2 in the published format (config.json,
generation_config.json, a tokenizer.json with Qwen2's pre-tokenizer and normaliser settings,
untied weights saved as sharded model-*.safetensors with model.safetensors.index.json): nothing
is downloaded. The config file is the shipped one with only the model directory, the device and
the sizes overridden, so every key it holds is read by the trainer. One stage-4 PPO step of two
episodes against a real CPU server: the step is recorded, and the policy checkpoint written after
it loads again as a Hugging Face directory (the chat command reads it). Skips like
test_model_parity.py when transformers is missing.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from train_binary import REPO, TRAINER, skip_module_without_train  # noqa: E402

sys.path.insert(0, str(REPO / "tests" / "python"))
from ci_skips import require_module  # noqa: E402
from server_process import start_server  # noqa: E402

require_module("transformers", reason="`transformers` is not installed (requirements.txt)")
import make_models  # noqa: E402

pytestmark = pytest.mark.slow
skip_module_without_train()
CONFIG = REPO / "trainer" / "configs" / "qwen2.5-coder-1.5b.yaml"


def _header(path: Path) -> dict:
    """A safetensors file's header: 8 bytes of little-endian length, then that much JSON."""
    with open(path, "rb") as f:
        n = int.from_bytes(f.read(8), "little")
        return json.loads(f.read(n))


@pytest.mark.parametrize("dtype,continuous", [("float32", False), ("bfloat16", False), ("float32", True)])
def test_the_qwen_config_trains_a_step_from_a_published_format_directory(tmp_path: Path, dtype: str,
                                                                        continuous: bool) -> None:
    model_dir = make_models.save("qwen2_sharded", tmp_path / "models")
    assert list(model_dir.glob("model-*-of-*.safetensors")) and (model_dir / "model.safetensors.index.json").is_file()
    assert (model_dir / "generation_config.json").is_file() and (model_dir / "tokenizer.json").is_file()
    config = yaml.safe_load(CONFIG.read_text())
    assert config["policy"] == {"init": "model", "model_dir": "models/Qwen2.5-Coder-1.5B-Instruct"}
    config["device"] = "cpu"
    config["dtype"] = dtype  # bfloat16: rollouts sample from a bfloat16 copy of the float32 actor
    config["policy"]["model_dir"] = str(model_dir)
    config["rollout"].update(max_new_tokens=12, max_context_tokens=8192, tasks=["level1/1_ReLU"])
    if continuous:  # episodes on their own threads through one continuously batched decoder
        config["rollout"].update(continuous=True, kv_cache_mib=64, kv_page_tokens=16)
    config["stage4"] = {"steps": 1, "episodes": 2, "max_turns": 2, "from_init": True}
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(config))
    server = start_server(tmp_path / "server")
    try:
        proc = subprocess.run([str(TRAINER), "train", "--config", str(path), "--stage", "4", "--seed", "3",
                               "--out", str(tmp_path / "out"), "--endpoints", server.endpoint],
                              cwd=str(REPO), capture_output=True, text=True, timeout=900)
    finally:
        server.stop()
    assert proc.returncode == 0, proc.stderr[-4000:]
    records = [json.loads(line) for line in (tmp_path / "out" / "metrics.jsonl").read_text().splitlines()]
    steps = [r for r in records if r.get("stage") == "4"]
    assert len(steps) == 1, records
    step = steps[0]
    assert step["episodes"] == 2 and step["infra_errors"] == 0 and step["policy_tokens"] > 0, step
    assert step["optimizer_steps"] >= 1 and step["length_mean"] > 1000, step  # the env's prompt, tokenised
    if dtype == "float32":
        assert step["mismatch_max_abs"] < 1e-3, step  # sampler and learner: the same float32 model
    else:  # the bfloat16 sampler's log-probs differ from the float32 learner's, and are measured
        assert 1e-4 < step["mismatch_mean_abs"] < 0.5 and step["mismatch_kl"] >= 0, step
        assert 0 < step["tis_weight_mean"] < 2.5, step
    # Prefix reuse: the second turn prefills only what was appended since the first generation
    # (the observation and the template, plus the last generated token); the rest is kept.
    assert step["turns_mean"] == 2 and step["reused_tokens"] > 0, step
    assert step["prefill_tokens"] + step["reused_tokens"] + step["shared_tokens"] == step["context_tokens"], step
    if not continuous:  # both first turns open with the same system prompt, prefilled once
        assert step["shared_tokens"] > 0, step
    assert step["prefill_tokens"] <= 1.2 * step["appended_tokens"], step
    if continuous:
        assert step["evicted_tokens"] == 0 and step["peak_batch"] >= 1 and step["mean_batch"] >= 1, step
    actor = tmp_path / "out" / "stage4" / "actor"
    assert (actor / "config.json").is_file() and (actor / "generation_config.json").is_file()
    # Stored as the config's dtype (bfloat16 as Hugging Face publishes), the float32 masters beside
    stored = {v["dtype"] for f in actor.glob("model*.safetensors") for k, v in _header(f).items() if k != "__metadata__"}
    assert stored == ({"F32"} if dtype == "float32" else {"BF16"}), stored
    assert (actor / "master_weights.safetensors").is_file() == (dtype == "bfloat16")
    config_dtype = json.loads((actor / "config.json").read_text())
    assert config_dtype.get("torch_dtype", config_dtype.get("dtype")) == dtype
    chat = subprocess.run([str(TRAINER), "chat", "--model", str(actor), "--max-new-tokens", "3"],
                          input=json.dumps({"messages": [{"role": "user", "content": "hi"}], "seed": 1}) + "\n",
                          capture_output=True, text=True, timeout=300)
    assert chat.returncode == 0 and json.loads(chat.stdout.splitlines()[0])["ok"], chat.stderr[-2000:]
