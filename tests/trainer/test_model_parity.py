"""Parity of the C++ model stack (`warpgym-trainer dump-logits / sample / convert`) with transformers.

On the tiny random checkpoints of make_models.py (Qwen2 and Llama, every rope scaling, sharded and
single-file, tied and untied):
  * fp32 logits at every position match transformers within 1e-4 (bf16: within a loose bound);
  * a checkpoint written by `convert` (sharded or single, fp32 or bf16) loads in transformers and
    gives identical logits;
  * greedy batched generation with left padding gives transformers' greedy tokens per prompt,
    and the returned log-probabilities match log_softmax of its logits, on both decode paths
    (dynamic, and the fixed-shape static step run eagerly);
  * broken checkpoints are refused with a message.
The binary is build/bin/warpgym-trainer ($WARPGYM_TRAINER overrides); the module skips when it is
missing, was built without LibTorch, or transformers is not installed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))

TRAINER = Path(os.environ.get("WARPGYM_TRAINER", REPO / "build" / "bin" / "warpgym-trainer"))
from ci_skips import missing, require_module  # noqa: E402

torch = require_module("torch")
transformers = require_module("transformers", reason="`transformers` is not installed (requirements.txt)")
require_module("tokenizers")
import make_models  # noqa: E402

if not TRAINER.exists():
    missing(f"{TRAINER} is missing: build it first (`make build`)")
_help = subprocess.run([str(TRAINER), "--help"], capture_output=True, text=True).stdout
if "dump-logits" not in _help:
    missing(f"{TRAINER} was built without LibTorch")

FP32_TOL = 1e-4
TEXTS = [
    "Hello world",
    "def add(a, b):\n    return a + b  # long enough to pass sixteen positions of the dynamic rope model",
    "<|im_start|>user\nWrite a CUDA kernel<|im_end|>\n",
]


def run(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(TRAINER), *args], capture_output=True, text=True, timeout=300)
    if check:
        assert proc.returncode == 0, f"warpgym-trainer {args[0]} failed ({proc.returncode}): {proc.stderr[-2000:]}"
    return proc


def cpp_logits(model_dir: Path, text: str, dtype: str = "float32") -> tuple[list[int], "torch.Tensor"]:
    out = json.loads(run("dump-logits", "--model", str(model_dir), "--text", text, "--all-positions",
                         "--dtype", dtype).stdout)
    return out["ids"], torch.tensor(out["logits"])


def hf_model(model_dir: Path, dtype=None):
    return transformers.AutoModelForCausalLM.from_pretrained(str(model_dir), dtype=dtype or torch.float32).eval()


def hf_logits(model, ids: list[int]) -> "torch.Tensor":
    with torch.no_grad():
        return model(torch.tensor([ids])).logits[0].float()


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("models")
    for name in make_models.MODELS:
        make_models.save(name, out)
    return out


@pytest.mark.parametrize("name", make_models.MODELS)
def test_fp32_logits_match_transformers(models: Path, name: str) -> None:
    ref = hf_model(models / name)
    worst = 0.0
    for text in TEXTS:
        ids, ours = cpp_logits(models / name, text)
        if name == "llama_dynamic":  # transformers' dynamic rope keeps the longest length it has
            ref = hf_model(models / name)  # seen; each of our calls starts fresh, so must the reference
        theirs = hf_logits(ref, ids)
        assert ours.shape == theirs.shape
        worst = max(worst, (ours - theirs).abs().max().item())
    print(f"{name}: max |logit diff| fp32 = {worst:.3g} (tolerance {FP32_TOL})")
    assert worst <= FP32_TOL


@pytest.mark.parametrize("name", ["qwen2", "llama3"])
def test_bf16_logits_close_to_transformers(models: Path, name: str) -> None:
    ref = hf_model(models / name, torch.bfloat16)
    ids, ours = cpp_logits(models / name, TEXTS[1], dtype="bfloat16")
    theirs = hf_logits(ref, ids)
    diff = (ours - theirs).abs().max().item()
    print(f"{name}: max |logit diff| bf16 = {diff:.3g} (logit scale {theirs.abs().max().item():.3g})")
    assert diff <= 0.05 * theirs.abs().max().item()


@pytest.mark.parametrize("name,shard_bytes,dtype", [
    ("qwen2", "60000", "float32"),          # tied, written as shards + index
    ("llama_linear", "1000000000", "float32"),  # biases everywhere, single file
    ("llama3", "1000000000", "bfloat16"),   # bf16 on disk
])
def test_written_checkpoint_loads_in_transformers(models: Path, tmp_path: Path, name: str, shard_bytes: str,
                                                  dtype: str) -> None:
    out = tmp_path / "out"
    run("convert", "--model", str(models / name), "--out", str(out), "--max-shard-bytes", shard_bytes,
        "--dtype", dtype)
    sharded = (out / "model.safetensors.index.json").exists()
    assert sharded == (shard_bytes == "60000")
    assert (out / "tokenizer.json").exists()
    torch_dtype = torch.bfloat16 if dtype == "bfloat16" else torch.float32
    reloaded = hf_model(out, torch_dtype)
    original = hf_model(models / name, torch_dtype)
    ids = list(range(3, 40))
    diff = (hf_logits(reloaded, ids) - hf_logits(original, ids)).abs().max().item()
    print(f"{name} -> {'sharded' if sharded else 'single'} {dtype}: max |logit diff| = {diff}")
    assert diff == 0.0
    # and our loader reads our own output
    _, ours = cpp_logits(out, "Hello world", dtype=dtype)
    assert torch.isfinite(ours).all()


def test_value_head_round_trip(models: Path, tmp_path: Path) -> None:
    out = tmp_path / "vh"
    run("convert", "--model", str(models / "qwen2"), "--out", str(out), "--value-head")
    assert (out / "value_head.safetensors").exists()
    hf_model(out)  # transformers ignores the side file
    again = tmp_path / "vh2"
    run("convert", "--model", str(out), "--out", str(again), "--value-head")
    assert (again / "value_head.safetensors").read_bytes() == (out / "value_head.safetensors").read_bytes()


@pytest.mark.parametrize("decode", ["dynamic", "static"])
@pytest.mark.parametrize("name", ["qwen2", "llama3"])
def test_greedy_batched_generation_matches_transformers(models: Path, name: str, decode: str) -> None:
    prompts = [[5, 17, 300, 42, 9, 77, 1000, 12], [8, 99, 4], [250, 251, 252, 253, 254]]
    new = 10
    extra = ["--static-decode"] if decode == "static" else []  # the fixed-shape step, eager on the CPU
    out = run("sample", "--model", str(models / name), "--prompt-ids", json.dumps(prompts), "--temperature", "0",
              "--max-new-tokens", str(new), "--no-eos-stop", *extra).stdout
    rows = [json.loads(line) for line in out.splitlines()]
    ref = hf_model(models / name)
    worst = 0.0
    for prompt, row in zip(prompts, rows):
        with torch.no_grad():
            gen = ref.generate(torch.tensor([prompt]), max_new_tokens=new, do_sample=False, output_scores=True,
                               return_dict_in_generate=True, pad_token_id=0, eos_token_id=None)
        tokens = gen.sequences[0, len(prompt):].tolist()
        assert row["tokens"] == tokens, f"{name}: prompt {prompt}"
        theirs = torch.stack([s[0].log_softmax(-1)[t] for s, t in zip(gen.scores, tokens)])
        worst = max(worst, (torch.tensor(row["logprobs"]) - theirs).abs().max().item())
        assert row["finish"] == "length"
    print(f"{name} ({decode}): greedy tokens equal; max |logprob diff| = {worst:.3g}")
    assert worst <= FP32_TOL


def test_sampling_is_seeded_and_stops(models: Path) -> None:
    args = ["sample", "--model", str(models / "qwen2"), "--prompt", "Hello", "--prompt", "fn main() {",
            "--temperature", "0.8", "--top-p", "0.9", "--top-k", "50", "--max-new-tokens", "12", "--no-eos-stop"]
    a = run(*args, "--seed", "7").stdout
    assert a == run(*args, "--seed", "7").stdout
    assert a != run(*args, "--seed", "8").stdout
    rows = [json.loads(line) for line in a.splitlines()]
    assert all(len(r["tokens"]) == 12 and len(r["logprobs"]) == 12 for r in rows)
    assert all(lp <= 0 for r in rows for lp in r["logprobs"])
    # top-k 1 is greedy whatever the temperature
    greedy = run("sample", "--model", str(models / "qwen2"), "--prompt", "Hello", "--temperature", "0",
                 "--max-new-tokens", "6", "--no-eos-stop").stdout
    top1 = run("sample", "--model", str(models / "qwen2"), "--prompt", "Hello", "--temperature", "1.5",
               "--top-k", "1", "--max-new-tokens", "6", "--no-eos-stop").stdout
    assert json.loads(greedy)["tokens"] == json.loads(top1)["tokens"]
    # a stop string taken from the greedy text ends generation right after it
    text = json.loads(greedy)["text"]
    stop = text[len(text) // 2:][:3] or text
    stopped = json.loads(run("sample", "--model", str(models / "qwen2"), "--prompt", "Hello", "--temperature", "0",
                             "--max-new-tokens", "6", "--no-eos-stop", "--stop", stop).stdout)
    if stop.strip():
        assert stopped["finish"] == "stop" and stop in stopped["text"]
        assert len(stopped["tokens"]) <= 6


def test_broken_checkpoints_are_refused(models: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad"
    shutil.copytree(models / "qwen2", bad)
    (bad / "model.safetensors").write_bytes((models / "qwen2" / "model.safetensors").read_bytes()[:1000])
    proc = run("dump-logits", "--model", str(bad), "--text", "hi", check=False)
    assert proc.returncode == 1 and "safetensors" in proc.stderr

    cfg = json.loads((models / "qwen2" / "config.json").read_text())
    shutil.copy(models / "qwen2" / "model.safetensors", bad / "model.safetensors")
    (bad / "config.json").write_text(json.dumps({**cfg, "num_hidden_layers": 3}))
    proc = run("dump-logits", "--model", str(bad), "--text", "hi", check=False)
    assert proc.returncode == 1 and "model.layers.2" in proc.stderr

    (bad / "config.json").write_text(json.dumps({**cfg, "num_hidden_layers": 1}))
    proc = run("dump-logits", "--model", str(bad), "--text", "hi", check=False)
    assert proc.returncode == 1 and "unexpected tensor" in proc.stderr

    (bad / "config.json").write_text(json.dumps({**cfg, "model_type": "qwen3"}))
    proc = run("dump-logits", "--model", str(bad), "--text", "hi", check=False)
    assert proc.returncode == 1 and "qwen3" in proc.stderr
