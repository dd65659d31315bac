"""``warpgym tasks screen``: tiny tasks that show each flag, run through the real CLI (one worker
process per task), plus ``tasks/demo`` on the CPU. Fast: no compiles, no server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ci_skips import missing, require_module

# timing: its verdicts can change on a loaded machine; `make test` runs it after the parallel part, alone
pytestmark = pytest.mark.timing

REPO = Path(__file__).resolve().parents[2]
DEMO = REPO / "tasks" / "demo"

require_module("torch")  # the workers run the tasks with this interpreter

HEADER = "import torch\nimport torch.nn as nn\n"
INPUTS = """
def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return []
"""


def _task(forward_body: str, prelude: str = "") -> str:
    body = textwrap.indent(textwrap.dedent(forward_body).strip("\n"), " " * 8)
    return (HEADER + textwrap.dedent(prelude) + "\n\nclass Model(nn.Module):\n"
            "    def forward(self, x):\n" + body + "\n" + INPUTS)


TASKS = {
    "clean_relu": _task("return torch.relu(x)"),
    # infinite outputs: the constant check's one value is the dtype's largest, not an overflow error
    "with_inf": _task("return torch.where(x > 0, x, torch.full_like(x, float('inf')))"),
    "all_inf": _task("return torch.full_like(x, float('inf'))"),  # a constant, infinite
    "zeros": _task("return x * 0"),
    "ones": _task("return torch.ones_like(x)"),
    "rand_inside": _task("return x + torch.rand_like(x)"),
    "slow": _task("time.sleep(0.3)\nreturn torch.relu(x)", prelude="import time"),
    "crash": _task("os.abort()", prelude="import os"),
    "syntax": HEADER + "class Model(nn.Module):\n    def forward(self, x)\n        return x\n" + INPUTS,
}


def _screen(target: Path, out: Path, *extra: str,
            timeout: float = 120) -> tuple[subprocess.CompletedProcess, dict]:
    proc = subprocess.run(
        [sys.executable, "-m", "warpgym.cli", "tasks", "screen", str(target), "--json", str(out),
         "--python", sys.executable, *extra],
        capture_output=True, text=True, timeout=timeout, cwd=str(REPO),
        env={**os.environ, "PYTHONPATH": str(REPO / "tools"), "WARPGYM_ROOT": str(REPO)})
    doc = json.loads(out.read_text()) if out.is_file() else {}
    return proc, doc


def _by_task(doc: dict) -> dict[str, dict]:
    return {r["task"]: r for r in doc["tasks"]}


def test_each_flag(tmp_path):
    d = tmp_path / "set"
    d.mkdir()
    for name, text in TASKS.items():
        (d / f"{name}.py").write_text(text)
    (d / "helper.py").write_text("X = 1\n")  # no get_inputs: not a task, skipped
    proc, doc = _screen(d, tmp_path / "set.json", "--jobs", "2", "--min-ms", "0", "--max-ms", "100",
                        "--timing-s", "0.2", "--timeout", "60")
    assert proc.returncode == 0, proc.stderr[-3000:]
    recs = _by_task(doc)
    assert set(recs) == set(TASKS), sorted(recs)
    flags = {name: r["flags"] for name, r in recs.items()}
    assert flags["clean_relu"] == [], recs["clean_relu"]
    assert flags["with_inf"] == [], recs["with_inf"]
    assert flags["all_inf"] == ["constant_pass", "input_independent"], recs["all_inf"]
    assert "zeros_pass" in flags["zeros"] and "nondeterministic" not in flags["zeros"]
    assert flags["ones"] == ["constant_pass", "input_independent"], recs["ones"]
    assert flags["rand_inside"] == ["nondeterministic"], recs["rand_inside"]
    assert flags["slow"] == ["runtime_out_of_window"], recs["slow"]
    assert recs["slow"]["eager_ms"] > 250
    assert flags["syntax"] == ["error"] and "SyntaxError" in recs["syntax"]["error"], recs["syntax"]
    assert recs["syntax"]["phase"] == "load"
    assert flags["crash"] == ["error"] and "SIGABRT" in recs["crash"]["error"], recs["crash"]
    clean = recs["clean_relu"]
    assert clean["outputs"] == [{"shape": [64, 128], "dtype": "float32"}]
    assert clean["error"] is None and clean["eager_ms"] > 0 and clean["seconds"] > 0
    assert clean["path"] == str((d / "clean_relu.py").resolve())
    # the report: a table row per task, a summary line, a progress line per task, the skip note
    for name in TASKS:
        assert name in proc.stdout
    assert "screened 9 task(s)" in proc.stdout and "2 clean, 7 flagged" in proc.stdout
    assert proc.stderr.count("[") >= 9 and "helper.py" in proc.stderr
    assert doc["summary"]["by_flag"]["error"] == 2


def test_timeout_and_memory_limit_kill_only_the_task(tmp_path):
    hang = tmp_path / "hang.py"
    hang.write_text(_task("while True:\n    pass"))
    proc, doc = _screen(hang, tmp_path / "hang.json", "--timeout", "3")
    assert proc.returncode == 0, proc.stderr[-3000:]
    (rec,) = doc["tasks"]
    assert rec["task"] == "hang" and rec["flags"] == ["error"], rec
    assert rec["error"].startswith("timeout") and "phase forward" in rec["error"], rec
    assert rec["seconds"] < 20

    hog = tmp_path / "hog.py"
    hog.write_text(_task("keep = [torch.ones(1 << 25) for _ in range(64)]  # 8 GiB\nreturn x"))
    proc, doc = _screen(hog, tmp_path / "hog.json", "--max-mem-gb", "1.5")
    assert proc.returncode == 0, proc.stderr[-3000:]
    (rec,) = doc["tasks"]
    assert rec["flags"] == ["error"] and rec["error"].startswith("memory"), rec


def test_no_tasks_is_exit_2(tmp_path):
    proc, _ = _screen(tmp_path, tmp_path / "none.json")
    assert proc.returncode == 2 and "no task files" in proc.stderr, proc.stderr
    proc, _ = _screen(tmp_path / "missing", tmp_path / "none.json")
    assert proc.returncode == 2 and "neither a task file nor a directory" in proc.stderr


def test_demo_tasks_are_clean_on_cpu(tmp_path):
    if not any(DEMO.glob("level*/*.py")):
        missing(f"no tasks under {DEMO}")
    proc, doc = _screen(DEMO, tmp_path / "demo.json", "--backend", "cpu", "--jobs", "2", "--timing-s", "0.1",
                        "--min-ms", "0.001", "--max-ms", "100000")
    assert proc.returncode == 0, proc.stderr[-3000:]
    recs = _by_task(doc)
    expected = {f"{f.parent.name}/{f.stem}" for f in DEMO.glob("level*/*.py")}
    assert set(recs) == expected  # solutions/ is not screened
    for name, r in recs.items():
        assert [f for f in r["flags"] if f != "runtime_out_of_window"] == [], (name, r)
        assert r["outputs"] and r["eager_ms"] is not None


def test_task_out_of_its_share_is_screened_again_alone(tmp_path):
    """With --jobs > 1 each worker gets a share of memory; a task that needs more than its share
    (but fits the machine) is screened again after the others, alone, and ends clean."""
    from warpgym import screen
    from warpgym.paths import repo_root

    d = tmp_path / "set"
    d.mkdir()
    (d / "big.py").write_text(_task("keep = torch.ones(300_000_000)  # 1.2 GB\nreturn torch.relu(x) + keep[0] * 0"))
    (d / "small.py").write_text(TASKS["clean_relu"])
    opts = {"python": sys.executable, "root": repo_root(), "backend": "cpu", "tolerance": "default", "seed": 0,
            "min_ms": 0.0, "max_ms": 1e5, "timing_s": 0.1, "threads": 1, "timeout_s": 60.0,
            "max_mem_gb": 1.0, "max_mem_gb_alone": 3.0, "gpu_share": 0.0}
    tasks, _ = screen.discover(d)
    recs = {r["task"]: r for r in screen.screen(tasks, opts, jobs=2)}
    big = recs["big"]
    assert big["flags"] == [] and big["error"] is None, big
    assert big["details"]["rerun_alone"].startswith("memory: killed"), big["details"]
    assert "rerun_alone" not in recs["small"]["details"]
    # The same share given by the user (no larger share alone): the kill stands.
    recs = {r["task"]: r for r in screen.screen(tasks, dict(opts, max_mem_gb_alone=None), jobs=2)}
    assert recs["big"]["flags"] == ["error"] and recs["big"]["error"].startswith("memory"), recs["big"]


def test_out_of_gpu_memory_alone_names_the_need_and_the_device(monkeypatch):
    """A task that runs out of GPU memory with the device to itself gets an error that says what it
    held and asked for against the device's capacity, torch's message kept after it."""
    import types

    import torch
    from warpgym import screen

    monkeypatch.setattr(torch.cuda, "memory_allocated", lambda *a: 65 << 30)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda *a: types.SimpleNamespace(total_memory=80 << 30))
    exc = RuntimeError("CUDA out of memory. Tried to allocate 16.00 GiB. GPU 0 has a total capacity of 79.18 GiB")
    msg = screen._unfit_message(exc, f"OutOfMemoryError: {exc}")
    assert msg.startswith("does not fit on this GPU: it held 65.0 GiB and asked for 16.00 GiB of the device's 80.0 GiB")
    assert msg.endswith("of 79.18 GiB)") and "OutOfMemoryError" in msg
