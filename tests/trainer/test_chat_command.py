"""`warpgym-trainer chat` and the bench's `trainer:CKPT_DIR` policy that runs it.

On make_models.py's tiny random Qwen2 checkpoint (its tokenizer has the chat tokens): the chat
process answers one JSON line per request with an assistant message (the conversation, with
tool calls and tool results, rendered by the chat template), answers a bad line with ok=false
and goes on, is reproducible for a fixed seed, and ends at end of input. Then `warpgym bench
--backend cpu --policy trainer:DIR` plays an episode with it against the real server (a random
model calls no tool, so the bench nudges and submits for it). Skips like test_model_parity.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
TRAINER = Path(os.environ.get("WARPGYM_TRAINER", REPO / "build" / "bin" / "warpgym-trainer"))
SERVER = Path(os.environ.get("WARPGYM_SERVER", REPO / "build" / "bin" / "warpgym-server"))
from ci_skips import missing, require_module  # noqa: E402

require_module("transformers", reason="`transformers` is not installed (requirements.txt)")
import make_models  # noqa: E402

if not TRAINER.exists() or "chat" not in subprocess.run([str(TRAINER), "--help"], capture_output=True,
                                                         text=True).stdout:
    missing(f"{TRAINER} is missing or was built without LibTorch")

CONVERSATION = [
    {"role": "system", "content": "You write CUDA kernels."},
    {"role": "user", "content": "Make ReLU fast."},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\": \"ls\"}"}}]},
    {"role": "tool", "tool_call_id": "c1", "content": "model.py\nkernels/"},
]
TOOLS = [{"type": "function", "function": {"name": "bash", "description": "run a command",
                                           "parameters": {"type": "object", "properties": {"command": {"type": "string"}}}}}]


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory) -> Path:
    return make_models.save("qwen2", tmp_path_factory.mktemp("chat"))


def _chat(model_dir: Path, lines: list[str]) -> list[dict]:
    proc = subprocess.run([str(TRAINER), "chat", "--model", str(model_dir), "--max-new-tokens", "6"],
                          input="".join(line + "\n" for line in lines), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_chat_answers_each_line_and_survives_bad_ones(model_dir: Path):
    good = json.dumps({"messages": CONVERSATION, "tools": TOOLS, "seed": 5})
    greedy = json.dumps({"messages": CONVERSATION, "tools": TOOLS, "temperature": 0, "max_tokens": 3})
    replies = _chat(model_dir, [good, "not json", json.dumps({"messages": [{"role": "robot", "content": "x"}]}),
                                json.dumps({"tools": TOOLS}), good, greedy])
    assert len(replies) == 6
    first, not_json, bad_role, no_messages, again, short = replies
    assert first["ok"] is True and first["message"]["role"] == "assistant", first
    assert 1 <= first["completion_tokens"] <= 6 and first["prompt_tokens"] > 20
    assert first["finish"] in ("stop", "length")
    assert isinstance(first["message"]["content"], str) or first["message"].get("tool_calls")
    assert not_json["ok"] is False and bad_role["ok"] is False and "robot" in bad_role["error"]
    assert no_messages["ok"] is False
    assert again == first  # the request's own seed makes it reproducible
    assert short["ok"] is True and short["completion_tokens"] <= 3


def test_bench_plays_an_episode_with_the_trainer_policy(model_dir: Path, tmp_path: Path):
    if not SERVER.exists():
        missing(f"{SERVER} is missing")
    env = dict(os.environ, WARPGYM_ROOT=str(REPO), WARPGYM_SERVER=str(SERVER), WARPGYM_TRAINER=str(TRAINER),
               PYTHONPATH=str(REPO / "tools") + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "warpgym.cli", "bench", "--backend", "cpu", "--tasks", str(REPO / "tasks" / "demo"),
           "--task", "level1/1_ReLU", "--policy", f"trainer:{model_dir}", "--max-tokens", "8",
           "--max-nudges", "1", "--out", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env, cwd=REPO)
    assert proc.returncode == 0, f"{proc.stdout}\n{proc.stderr[-4000:]}"
    [ep] = json.loads((out / "results.json").read_text())["episodes"]
    assert ep["status"] == "ok", ep
    assert ep["policy_calls"] >= 1 and ep["final"] is not None
    assert ep["policy"] == f"trainer:{model_dir}"
