"""``warpgym calibrate --backend cpu`` on a bundled task: the identity candidate is paid, the zeros
candidate rejected, the trusted process's peak memory reported, and a second run resumes from the
results file instead of judging again. Slow: real compiles and evaluations."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
import time

import pytest

from server_process import REPO, TASKS

pytestmark = pytest.mark.slow


def _calibrate(*args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    cache = os.environ.get("WARPGYM_CACHE_DIR")
    return subprocess.run([sys.executable, "-m", "warpgym.cli", "calibrate", "--backend", "cpu", *args,
                           *(["--cache-dir", cache] if cache else [])],
                          capture_output=True, text=True, timeout=timeout, cwd=str(REPO),
                          env={**os.environ, "PYTHONPATH": str(REPO / "tools"), "WARPGYM_ROOT": str(REPO)})


# timing: the identity candidate is profiled; `make test` runs this after the parallel part, alone.
# The others time nothing (a file refused, a reference that raises, a run stopped after its plan).
@pytest.mark.timing
def test_identity_paid_zeros_rejected_and_a_second_run_resumes(tmp_path) -> None:
    out = tmp_path / "calibration.json"
    # A result from an earlier run with another selection: it must survive this run's saves.
    earlier = {"task": "level1/elsewhere", "identity": {}, "zeros": {}, "problems": []}
    out.write_text(json.dumps({"settings": {}, "summary": {}, "tasks": [earlier]}))
    table = tmp_path / "baselines.csv"
    first = _calibrate("--tasks", str(TASKS), "--only", "level1/1_ReLU", "--json", str(out), "--baselines-csv",
                       str(table))
    assert first.returncode in (0, 1), first.stderr[-3000:]
    doc = json.loads(out.read_text())
    [rec, kept] = doc["tasks"]
    assert kept == earlier and rec["task"] == "level1/1_ReLU"
    ident, zeros = rec["identity"], rec["zeros"]
    assert ident["correct"] is True and ident["reward"] >= 1 and not ident["infra_error"], rec
    assert zeros["reward"] == -1 and not zeros["infra_error"], rec
    assert ident["peak_memory_mb"]["host_rss"] > 100, "the trusted process imports torch"
    assert ident["stage_seconds"].get("trials", 0) > 0 and "timing" in ident["stage_seconds"], ident
    # On a shared CI machine the identity's speedup may drift; anything else is a real problem.
    assert all(p.startswith("identity speedup") for p in rec["problems"]), rec["problems"]
    assert (first.returncode == 1) == bool(rec["problems"]) and "level1/1_ReLU" in first.stdout
    # The published baselines: every task of the file, the measured one with both times and its machine.
    rows = {r["task"]: r for r in csv.DictReader(table.open())}
    assert set(rows) == {"level1/1_ReLU", "level1/elsewhere"}, rows
    relu = rows["level1/1_ReLU"]
    assert float(relu["eager_ms"]) == pytest.approx(ident["eager_ms"], rel=1e-3) and float(relu["compile_ms"]) > 0
    assert relu["torch"] and relu["gpu"] and relu["measured"] and not relu["note"], relu
    assert rows["level1/elsewhere"]["note"] and not rows["level1/elsewhere"]["eager_ms"]
    t0 = time.perf_counter()
    again = _calibrate("--tasks", str(TASKS), "--only", "level1/1_ReLU", "--json", str(out), timeout=120)
    assert "calibrating 0 task(s)" in again.stderr and time.perf_counter() - t0 < 60
    assert json.loads(out.read_text())["tasks"] == doc["tasks"]


def test_a_results_file_of_another_kind_is_refused(tmp_path) -> None:
    bad = tmp_path / "other.json"
    bad.write_text("[1, 2, 3]")
    p = _calibrate("--tasks", str(TASKS), "--json", str(bad), timeout=120)
    assert p.returncode == 2 and "not a calibrate results file" in p.stderr
    assert _calibrate("--tasks", str(tmp_path / "none"), timeout=120).returncode == 2


def test_warm_reports_each_task_and_a_deadline_leaves_tasks_for_later(tmp_path) -> None:
    """--deadline-s starts nothing after it, not even a warm-up; --warm starts the harness's
    warm-up for each task and reports it (here a reference that raises: the failure is named, and
    calibration goes on).
    A warm-up that succeeds is tests/harness/test_baseline_warmup.py (the same harness module)."""
    tasks = tmp_path / "tasks" / "level1"
    tasks.mkdir(parents=True)
    (tasks / "1_Raises.py").write_text(
        "import torch\n\n\nclass Model(torch.nn.Module):\n    def forward(self, x):\n"
        "        raise RuntimeError('no reference here')\n\n\ndef get_inputs():\n    return [torch.ones(4)]\n\n\n"
        "def get_init_inputs():\n    return []\n")
    out = tmp_path / "calibration.json"
    p = _calibrate("--tasks", str(tmp_path / "tasks"), "--json", str(out), "--warm", "1", "--deadline-s", "1e-9",
                   timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    assert not [ln for ln in p.stderr.splitlines() if ln.startswith("warm ")], p.stderr[-2000:]  # nothing after it
    assert "1 task(s) not started before --deadline-s" in p.stdout and not out.exists(), p.stdout
    p = _calibrate("--tasks", str(tmp_path / "tasks"), "--json", str(out), "--warm", "1", timeout=300)
    warm = [ln for ln in p.stderr.splitlines() if ln.startswith("warm level1/1_Raises:")]
    assert warm and "no reference here" in warm[0], p.stderr[-2000:]
    assert p.returncode == 1 and "level1/1_Raises" in p.stdout, p.stdout  # judged after its warm-up: a problem



def test_a_task_that_ended_in_an_infra_error_is_tried_again(tmp_path) -> None:
    """A timeout is not a result: resuming runs that task again, and only that one (the run is
    stopped once it has said what it will run)."""
    tasks = tmp_path / "tasks" / "level1"
    tasks.mkdir(parents=True)
    for name in ("1_TimedOut", "2_Fair"):
        (tasks / f"{name}.py").write_text("import torch\n\n\nclass Model(torch.nn.Module):\n    def forward(self, x):\n"
                                          "        return x\n\n\ndef get_inputs():\n    return [torch.ones(4)]\n\n\n"
                                          "def get_init_inputs():\n    return []\n")
    out = tmp_path / "calibration.json"
    out.write_text(json.dumps({"settings": {}, "summary": {}, "tasks": [
        {"task": "level1/1_TimedOut", "identity": {"infra_error": True}, "zeros": {}, "problems": ["identity: infra error"]},
        {"task": "level1/2_Fair", "identity": {}, "zeros": {}, "problems": []}]}))
    cache = os.environ.get("WARPGYM_CACHE_DIR")
    proc = subprocess.Popen([sys.executable, "-m", "warpgym.cli", "calibrate", "--backend", "cpu", "--tasks",
                             str(tmp_path / "tasks"), "--json", str(out), *(["--cache-dir", cache] if cache else [])],
                            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, cwd=str(REPO),
                            env={**os.environ, "PYTHONPATH": str(REPO / "tools"), "WARPGYM_ROOT": str(REPO)})
    try:  # the selection is printed before any task starts: nothing needs to be judged here
        first = ""
        for line in proc.stderr:  # (a warning of some import may come first)
            if line.startswith("calibrating"):
                first = line
                break
    finally:
        proc.kill()
        proc.wait()
    assert first.startswith("calibrating 1 task(s) on cpu (1 already in"), first
