"""``warpgym eval-answers``: a folder of KernelBench-format answers (its run layout and the task
set's own layout) judged through the real harness on the CPU, in correctness mode (no timing:
the verdicts do not depend on the machine's load)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ci_skips import require_module

pytestmark = pytest.mark.slow
require_module("torch")

REPO = Path(__file__).resolve().parents[2]
RELU = REPO / "tasks" / "demo" / "level1" / "1_ReLU.py"
INLINE = REPO / "tests" / "harness" / "binding_forms" / "level1_1_ReLU_load_inline" / "model_new.py"
TYPED = REPO / "tasks" / "demo" / "solutions" / "level1" / "1_ReLU" / "reference"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "warpgym.cli", "eval-answers", *args], capture_output=True,
                          text=True, timeout=900, cwd=str(REPO),
                          env={**os.environ, "PYTHONPATH": str(REPO / "tools"), "WARPGYM_ROOT": str(REPO)})


def test_a_folder_of_answers_gets_a_verdict_each_and_resumes(tmp_path):
    tasks = tmp_path / "KernelBench"
    (tasks / "level1").mkdir(parents=True)
    shutil.copy(RELU, tasks / "level1" / "1_ReLU.py")
    answers = tmp_path / "run"
    answers.mkdir()
    shutil.copy(INLINE, answers / "level_1_problem_1_sample_0_kernel.py")
    # Plain torch, no kernel of its own: the op guard rejects it.
    (answers / "level_1_problem_1_sample_1_kernel.py").write_text(
        "import torch\n\n\nclass ModelNew(torch.nn.Module):\n    def forward(self, x):\n        return torch.relu(x)\n")
    (answers / "level_1_problem_9_sample_0_kernel.py").write_text("x = 1\n")  # no such task
    (answers / "notes.py").write_text("x = 1\n")  # names no task
    shutil.copytree(TYPED, answers / "level1" / "1_ReLU")  # the task set's own layout, a solution dir
    out = tmp_path / "answers.json"
    args = ["--backend", "cpu", "--tasks", str(tasks), "--answers", str(answers), "--json", str(out),
            "--reward-mode", "correctness", "--cache-dir", os.environ.get("WARPGYM_CACHE_DIR", str(tmp_path / "c"))]
    proc = _run(*args)
    assert proc.returncode == 0, proc.stderr[-3000:]
    doc = json.loads(out.read_text())
    got = {r["answer"]: r for r in doc["answers"]}
    assert set(got) == {"level_1_problem_1_sample_0_kernel.py", "level_1_problem_1_sample_1_kernel.py",
                        "level1/1_ReLU"}, sorted(got)
    inline, plain, typed = (got["level_1_problem_1_sample_0_kernel.py"], got["level_1_problem_1_sample_1_kernel.py"],
                            got["level1/1_ReLU"])
    assert inline["task"] == "level1/1_ReLU" and inline["sample"] == 0
    assert inline["correct"] is True and inline["reward"] == 1 and inline["flags"] == [], inline
    assert typed["correct"] is True and typed["reward"] == 1, typed
    assert plain["correct"] is False and plain["reward"] == -1 and plain["flags"], plain
    assert doc["summary"]["correct"] == 2 and doc["summary"]["infra_errors"] == 0
    skipped = "\n".join(doc["skipped"])
    assert "level_1_problem_9_sample_0_kernel.py: no task level1/9_*" in skipped and "notes.py: names no task" in skipped
    assert "3 answer(s): 2 correct" in proc.stdout and "2 file(s) skipped" in proc.stdout
    # A second run resumes: nothing is judged again.
    again = _run(*args)
    assert again.returncode == 0 and "judging 0 answer(s)" in again.stderr, again.stderr[-2000:]


def test_no_answer_naming_a_task_is_exit_2(tmp_path):
    tasks = tmp_path / "set" / "level1"
    tasks.mkdir(parents=True)
    shutil.copy(RELU, tasks / "1_ReLU.py")
    (tmp_path / "run").mkdir()
    proc = _run("--backend", "cpu", "--tasks", str(tmp_path / "set"), "--answers", str(tmp_path / "run"))
    assert proc.returncode == 2 and "no answer" in proc.stderr
