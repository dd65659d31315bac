"""Shared fixtures for the harness tests: real compiles, real processes, no mocks.

The object and baseline caches are shared by the whole session (set WARPGYM_TEST_CACHE to keep
them across sessions, which makes reruns much faster).
"""
from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import harness_worker  # tests/support: harness calls through one pre-imported worker
import pytest

from warpgym_harness.verdict import validate

ROOT = Path(__file__).resolve().parents[2]
HARNESS_ROOT = ROOT / "env_server" / "harness"  # holds warpgym_harness: the cwd of every harness call
TEMPLATE = ROOT / "env_server" / "templates" / "binding"
DEMO = ROOT / "tasks" / "demo"
PYTHON = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() else sys.executable
HARNESS = [PYTHON, "-m", "warpgym_harness.run"]  # as the server runs it


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory) -> Path:
    env = os.environ.get("WARPGYM_TEST_CACHE")
    if env:
        Path(env).mkdir(parents=True, exist_ok=True)
        return Path(env)
    return tmp_path_factory.mktemp("wgcache")


def make_workspace(dst: Path, task_file: Path, solution: Path | None = None,
                   files: dict[str, str] | None = None) -> Path:
    dst.mkdir(parents=True, exist_ok=True)
    shutil.copy(task_file, dst / "model.py")
    for name in ("binding.cpp", "binding_registry.h"):
        shutil.copy(TEMPLATE / name, dst / name)
    if solution is not None:
        shutil.copytree(solution, dst, dirs_exist_ok=True)
    for rel, text in (files or {}).items():
        p = dst / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return dst


def run_harness(command: str, task_file: Path, workspace: Path, cache_dir: Path, scratch: Path,
                *extra: str, timeout: float = 600) -> dict:
    out = scratch.parent / f"{scratch.name}-{command}.json"
    argv = [command, "--backend", "cpu", "--task-file", str(task_file),
            "--workspace", str(workspace), "--template-dir", str(TEMPLATE), "--cache-dir", str(cache_dir),
            "--scratch-dir", str(scratch), "--out", str(out), *extra]
    code, stdout, stderr = harness_worker.invoke(argv, timeout=timeout)
    assert code == 0, stderr[-3000:]
    assert stdout == "", "the harness must keep stdout clean"
    return load_verdict(out)


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON (the server's parser refuses it)")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def load_verdict(path: Path) -> dict:
    """A harness result read as strictly as the server reads it (no NaN/Infinity, valid UTF-8),
    checked against the contract's verdict schema."""
    res = json.loads(path.read_bytes().decode("utf-8"), parse_constant=_refuse_constant)
    for s in _strings(res):
        s.encode("utf-8")  # a lone surrogate escape would not survive the server's parser
    assert validate(res) == [], f"every command writes one Verdict of the contract's schema: {validate(res)}"
    return res


@pytest.fixture
def harness(cache_dir, tmp_path):
    """harness(command, task_file, workspace, *extra) -> result dict."""
    counter = [0]

    def call(command: str, task_file: Path, workspace: Path, *extra: str, timeout: float = 600) -> dict:
        counter[0] += 1
        return run_harness(command, task_file, workspace, cache_dir, tmp_path / f"scratch{counter[0]}",
                           *extra, timeout=timeout)

    return call
