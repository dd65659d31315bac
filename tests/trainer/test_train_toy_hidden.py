"""Multi-turn PPO learns what only a tool response tells (`warpgym-trainer train` on the CPU,
against a real server over tasks/toy_hidden): the fast version of docs/trainer.md's hidden-task
toy. Its two tasks' prompts are the same token for token; a tool response names the task
(HINT_A / HINT_B), and only a second turn that writes the solution it names is paid. The warm-up
(stage 1, single turn) can only guess; stage 4 must rise at least 0.5 above its own first step.

trainer/configs/toy_hidden.yaml with seed 2 and stage 4 cut to STAGE4_STEPS steps (the recorded
run, about 9 minutes on 2 cores, has 20 steps on seeds 1-3).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train_binary import REPO, TRAINER, skip_module_without_train  # noqa: E402

sys.path.insert(0, str(REPO / "tests" / "python"))
from server_process import start_server  # noqa: E402

STAGE4_STEPS = 8
pytestmark = pytest.mark.slow
skip_module_without_train()


def test_stage4_learns_to_read_the_hint(tmp_path: Path) -> None:
    config = yaml.safe_load((REPO / "trainer" / "configs" / "toy_hidden.yaml").read_text())
    config["stage4"]["steps"] = STAGE4_STEPS
    path = tmp_path / "toy_hidden.yaml"
    path.write_text(yaml.safe_dump(config))
    server = start_server(tmp_path, tasks=REPO / "tasks" / "toy_hidden")
    try:
        out = tmp_path / "out"
        proc = subprocess.run([str(TRAINER), "train", "--config", str(path), "--seed", "2", "--out", str(out),
                               "--endpoints", server.endpoint], cwd=str(REPO), capture_output=True, text=True,
                              timeout=1500)
        assert proc.returncode == 0, f"train failed ({proc.returncode}):\n{proc.stderr[-4000:]}"
    finally:
        server.stop()
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines() if line.strip()]
    stage1 = [r["reward_mean"] for r in rows if r["stage"] == "1"]
    stage4 = [r["reward_mean"] for r in rows if r["stage"] == "4"]
    print(f"\nstage 1 per step {[round(x, 3) for x in stage1]}\nstage 4 per step {[round(x, 3) for x in stage4]}")
    assert len(stage4) == STAGE4_STEPS, rows
    assert max(stage1[-3:]) < 0.5, "the warm-up alone solved it: the toy no longer needs the tool response"
    final = sum(stage4[-2:]) / 2
    assert final >= stage4[0] + 0.5, stage4
