"""The candidate sandbox fails closed: when it cannot contain the agent's code here, the harness
evaluates nothing and says why and how to fix it; only --insecure-no-sandbox runs candidates
uncontained, and then every verdict's text says so.

The unreadable Python is real: a venv created inside a 0700 directory (the situation of a pyenv
Python under a 0700 home), running the checkout's harness with the project venv's packages.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import DEMO, HARNESS_ROOT, PYTHON, TEMPLATE, load_verdict, make_workspace, run_harness

TASK = DEMO / "level1" / "1_ReLU.py"
SOLUTION = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"
MARKER = "agent code ran"


@pytest.fixture(scope="module")
def closed_python():
    """A Python whose installation the sandbox uid cannot reach: its venv sits in a 0700 dir
    (under /var/tmp: pytest's own temporary root is 0700 as a whole)."""
    base = Path(tempfile.mkdtemp(prefix="warpgym-closed-", dir="/var/tmp"))
    try:
        os.chmod(base, 0o755)
        closed = base / "home"
        closed.mkdir()
        os.chmod(closed, 0o700)
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(closed / "venv")], check=True)
        yield closed
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _site_packages() -> str:
    out = subprocess.run([PYTHON, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True)
    return out.stdout.strip()


def _evaluate(python: Path, ws: Path, scratch: Path, cache: Path, *extra: str) -> tuple[dict, str]:
    out = scratch.parent / "verdict.json"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(HARNESS_ROOT), _site_packages()]))
    p = subprocess.run([str(python), "-m", "warpgym_harness.run", "evaluate", "--backend", "cpu",
                        "--task-file", str(TASK), "--workspace", str(ws), "--template-dir", str(TEMPLATE),
                        "--cache-dir", str(cache), "--scratch-dir", str(scratch), "--out", str(out), *extra],
                       capture_output=True, text=True, timeout=600, cwd=HARNESS_ROOT, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    assert p.stdout == "", "the harness must keep stdout clean (the command line's contract)"
    return load_verdict(out), p.stderr


def test_unreadable_python_refuses_and_names_the_path(closed_python, cache_dir, tmp_path):
    """An evaluation under a Python the sandbox uid cannot read runs nothing of the agent's: the
    verdict is an infra error (never scored) naming the closed directory and the fix."""
    ws = make_workspace(tmp_path / "ws", TASK, SOLUTION)
    # Agent code that would leave a trace if anything of the workspace were imported or compiled.
    (ws / "model_new.py").write_text((ws / "model_new.py").read_text()
                                     + f"\nopen({str(tmp_path / 'trace')!r}, 'w').write({MARKER!r})\n")
    v, _ = _evaluate(closed_python / "venv" / "bin" / "python", ws, tmp_path / "scratch", cache_dir)
    assert v["infra_error"] is True and v["reward"] is None, v
    assert v["compiled"] is False and v["compile"] is None, v
    text = v["text"]
    assert text.startswith("EVALUATE: INFRA ERROR: REFUSED: the candidate sandbox cannot run here"), text
    assert str(closed_python) in text and f"chmod o+x {closed_python}" in text, text
    assert "--insecure-no-sandbox" in text, text
    assert not (tmp_path / "trace").exists(), "agent code ran although the sandbox was refused"
    assert not (ws / "build").exists(), "the agent's sources were compiled although the sandbox was refused"


@pytest.mark.timing  # a verdict a loaded machine can change: `make test` runs it after the parallel part, alone
def test_insecure_flag_runs_uncontained_and_every_verdict_says_so(closed_python, cache_dir, tmp_path):
    ws = make_workspace(tmp_path / "ws", TASK, SOLUTION)
    v, _ = _evaluate(closed_python / "venv" / "bin" / "python", ws, tmp_path / "scratch", cache_dir,
                     "--insecure-no-sandbox", "--reward-mode", "correctness")
    assert v["infra_error"] is False and v["correct"] is True and v["reward"] == 1, v["text"]
    assert v["text"].startswith("WARNING: evaluated WITHOUT the candidate sandbox (--insecure-no-sandbox"), v["text"]
    assert v["provenance"]["sandbox"].startswith("off: --insecure-no-sandbox"), v["provenance"]


def test_compile_command_is_refused_too(closed_python, cache_dir, tmp_path):
    """Not only evaluate: the compiler is agent-controlled input as well."""
    ws = make_workspace(tmp_path / "ws", TASK, SOLUTION)
    out = tmp_path / "compile.json"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(HARNESS_ROOT), _site_packages()]))
    p = subprocess.run([str(closed_python / "venv" / "bin" / "python"), "-m", "warpgym_harness.run", "compile",
                        "--backend", "cpu", "--task-file", str(TASK), "--workspace", str(ws),
                        "--template-dir", str(TEMPLATE), "--cache-dir", str(cache_dir),
                        "--scratch-dir", str(tmp_path / "scratch"), "--out", str(out)],
                       capture_output=True, text=True, timeout=300, cwd=HARNESS_ROOT, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    v = load_verdict(out)
    assert v["infra_error"] is True and v["text"].startswith("COMPILE: INFRA ERROR: REFUSED:"), v["text"]


def test_the_project_python_is_contained(cache_dir, tmp_path):
    """The other side: where the sandbox can run (make test's machine), it does, and says so."""
    ws = make_workspace(tmp_path / "ws", TASK, SOLUTION)
    v = run_harness("verify", TASK, ws, cache_dir, tmp_path / "scratch")
    assert v["provenance"]["sandbox"] == "on", v["provenance"]
    assert v["compile"]["sandboxed"] is True and v["correct"] is True, v["text"]
