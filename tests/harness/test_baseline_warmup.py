"""A correct verify builds the task's torch.compile baseline ahead when none is cached on this
device (compile_warmup), so the profile does not compile while it holds its device alone: once
per task and device, never after a wrong verify, and never outliving the harness. Slow: real
compiles."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid

import pytest

from conftest import DEMO, HARNESS_ROOT, make_workspace

pytestmark = pytest.mark.slow

TASK = DEMO / "level1" / "1_ReLU.py"
SOLUTIONS = DEMO / "solutions" / "level1" / "1_ReLU"


def _fresh_task(tmp_path):
    task = tmp_path / "1_ReLU.py"  # another file hash, even in a kept cache: nothing cached for it
    task.write_text(TASK.read_text() + f"\n# a copy for the warm-up test: {uuid.uuid4()}\n")
    return task


def test_a_correct_verify_builds_the_compiled_baseline_ahead_once(harness, tmp_path):
    task = _fresh_task(tmp_path)
    wrong = harness("verify", task, make_workspace(tmp_path / "wrong", task, SOLUTIONS / "failing"),
                    "--prepare-baselines", "on")
    assert wrong["correct"] is not True and "baseline_warmup" not in wrong["stage_seconds"]
    ws = make_workspace(tmp_path / "ws", task, SOLUTIONS / "reference")
    first = harness("verify", task, ws, "--prepare-baselines", "on")
    assert first["correct"] is True and first["flags"] == [], first["text"]
    assert first["stage_seconds"].get("baseline_warmup", 0) > 0, first["stage_seconds"]
    again = harness("verify", task, ws, "--prepare-baselines", "on")
    assert "baseline_warmup" not in again["stage_seconds"], "built once per task and device"


def test_prepare_builds_the_baseline_once_and_runs_no_agent_code(harness, tmp_path):
    """`prepare` (what the server runs on a shared lease before a task's first timed call) never
    reads the workspace: a workspace that does not exist is no error."""
    task = _fresh_task(tmp_path)
    nowhere = tmp_path / "no-workspace"
    first = harness("prepare", task, nowhere)
    assert first["infra_error"] is False and first["flags"] == [] and first["compile"] is None, first
    assert first["text"].startswith("PREPARE: torch.compile baseline built ahead"), first["text"]
    assert first["stage_seconds"]["baseline_warmup"] > 0
    assert not nowhere.exists()
    again = harness("prepare", task, nowhere)
    assert again["text"].startswith("PREPARE: nothing to build") and again["stage_seconds"] == {}, again
    # A correct verify after it builds nothing either: one build per task and device.
    ws = make_workspace(tmp_path / "ws", task, SOLUTIONS / "reference")
    verify = harness("verify", task, ws, "--prepare-baselines", "on")
    assert verify["correct"] is True and "baseline_warmup" not in verify["stage_seconds"], verify["stage_seconds"]


def test_the_warmup_child_dies_with_the_harness(tmp_path):
    task = _fresh_task(tmp_path)
    parent = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom warpgym_harness import compile_warmup\n"
         f"w = compile_warmup.Warmup({str(task)!r}, 'cpu')\nprint(w.proc.pid, flush=True)\ntime.sleep(120)"],
        cwd=str(HARNESS_ROOT), stdout=subprocess.PIPE, text=True)
    child = int(parent.stdout.readline())
    time.sleep(1.0)  # the child is importing torch by now
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(child):
        time.sleep(0.1)
    assert not _alive(child), "the warm-up outlived the harness that started it"


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/status") as f:
            return not any(line.startswith("State:") and "Z" in line.split()[1] for line in f)
    except OSError:
        return False
