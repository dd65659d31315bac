"""Parts of the package that need no server: errors, workspace layout, demo verdicts."""

from __future__ import annotations

import doctest
import os
import sys

import pytest

import warpgym
from warpgym import cli, errors, paths
from warpgym.agents.scripted import ScriptedResult, solution_files
from warpgym.demo import check_results, format_table


def test_errors_doctest():
    assert doctest.testmod(errors).failed == 0


def test_public_names():
    assert {"Client", "make", "WarpgymEnv", "errors"} <= set(warpgym.__all__)


@pytest.mark.parametrize("kw", [{"timeout_s": 0}, {"step_timeout_s": -1}, {"retries": -1}])
def test_client_rejects_bad_arguments(kw):
    with pytest.raises(ValueError):
        warpgym.Client("tcp://127.0.0.1:1", **kw)
    with pytest.raises(TypeError, match="int"):
        warpgym.Client(5)


def test_client_rejects_bad_action_type():
    c = warpgym.Client("tcp://127.0.0.1:1")
    with pytest.raises(TypeError, match="int"):
        c.step("e", 5)
    c.close_connection()


def _fake_root(tmp_path):
    root = tmp_path / "repo"
    (root / "env_server" / "harness").mkdir(parents=True)
    (root / "env_server" / "templates" / "binding").mkdir(parents=True)  # one pair for both backends
    (root / "env_server" / "templates" / "binding" / "binding.cpp").write_text("// binding\n")
    (root / "env_server" / "templates" / "binding" / "binding_registry.h").write_text("// h\n")
    (root / "skills").mkdir()
    (root / "skills" / "SKILL_cpu.md").write_text("cpu skill\n")
    (root / "skills" / "SKILL.md").write_text("cuda skill\n")
    task = root / "task.py"
    task.write_text("class Model: pass\n")
    sol = tmp_path / "sol"
    (sol / "kernels").mkdir(parents=True)
    (sol / "model_new.py").write_text("class ModelNew: pass\n")
    (sol / "kernels" / "k.cpp").write_text("// k\n")
    (sol / "model.py").write_text("hijack\n")
    (sol / "__pycache__").mkdir()
    (sol / "__pycache__" / "x.pyc").write_text("")
    return root, task, sol


@pytest.mark.parametrize("backend, skill", [("cpu", "cpu skill\n"), ("cuda", "cuda skill\n")])
def test_build_workspace_layout(tmp_path, backend, skill):
    root, task, sol = _fake_root(tmp_path)
    ws = tmp_path / "ws"
    notes = cli.build_workspace(root, backend, task, sol, ws)
    files = sorted(p.relative_to(ws).as_posix() for p in ws.rglob("*") if p.is_file())
    assert files == ["SKILL.md", "binding.cpp", "binding_registry.h", "kernels/k.cpp",
                     "model.py", "model_new.py"]
    assert (ws / "SKILL.md").read_text() == skill
    assert (ws / "binding.cpp").read_text() == "// binding\n"
    assert (ws / "model.py").read_text() == "class Model: pass\n", "protected file overwritten"
    assert any("model.py" in n for n in notes)


def test_repo_root_env(tmp_path, monkeypatch):
    monkeypatch.setenv("WARPGYM_ROOT", str(tmp_path))
    assert paths.repo_root() == tmp_path.resolve()
    monkeypatch.setenv("WARPGYM_ROOT", str(tmp_path / "missing"))
    with pytest.raises(FileNotFoundError):
        paths.repo_root()


def test_solution_files(tmp_path):
    _, _, sol = _fake_root(tmp_path)
    assert [p for p, _ in solution_files(sol)] == ["kernels/k.cpp", "model.py", "model_new.py"]
    with pytest.raises(FileNotFoundError):
        solution_files(tmp_path / "missing")
    answer = tmp_path / "kernelbench_answer.py"  # KernelBench's format: one file, load_inline in it
    answer.write_text("class ModelNew: pass\n")
    assert solution_files(answer) == [("model_new.py", "class ModelNew: pass\n")]


def test_demo_verdicts():
    good = [ScriptedResult("level1/a", "reference", reward=2.0, speedup_vs_eager=1.3),
            ScriptedResult("level1/a", "failing", reward=-1.0)]
    assert check_results(good) == []
    assert "| level1/a | reference | 2 | 1.30 |" in format_table(good)
    bad = [ScriptedResult("level1/a", "reference", reward=-1.0),
           ScriptedResult("level1/a", "failing", reward=1.0),
           ScriptedResult("level1/b", "reference", reward=3.0, infra_error=True)]
    assert len(check_results(bad)) == 3
    flagged = ScriptedResult("level1/a", "reference", reward=-1.0,
                             eval={"flags": ["implausible_speedup"], "notes": ["timed from outside"]})
    assert check_results([flagged]) == ["level1/a [reference]: reward -1.0 "
                                        "(verdict: implausible_speedup; timed from outside)"]


def test_a_python_named_on_the_command_line_is_found_with_the_callers_path(tmp_path, monkeypatch):
    """`warpgym eval --python python3` runs the caller's python3, not the one first on the
    harness's reduced PATH; a name that is nowhere is a clear error."""
    from warpgym.paths import resolve_python

    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").symlink_to(sys.executable)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}/usr/bin:/bin")
    assert resolve_python("python3") == str(bin_dir / "python3")
    assert resolve_python(sys.executable) == sys.executable
    with pytest.raises(FileNotFoundError, match="no such interpreter"):
        resolve_python("python-that-is-nowhere")
