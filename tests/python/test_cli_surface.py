"""The ``warpgym`` command line as a new user meets it: every subcommand's ``--help`` works and
shows no traceback, ``--version`` answers, and every command that needs a server says so in one
line with exit status 2 when none answers."""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from server_process import REPO, free_port
from warpgym import __version__, cli

ENV = {"PYTHONPATH": str(REPO / "tools"), "PATH": "/usr/bin:/bin", "WARPGYM_ROOT": str(REPO)}
PY = str(REPO / ".venv" / "bin" / "python") if (REPO / ".venv" / "bin" / "python").exists() else sys.executable


def _commands(p: argparse.ArgumentParser, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out = [prefix]
    for action in p._actions:  # noqa: SLF001
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for name, child in action.choices.items():
                out += _commands(child, prefix + (name,))
    return out


COMMANDS = _commands(cli._parser())  # noqa: SLF001


def test_there_are_subcommands_to_check() -> None:
    names = {c[0] for c in COMMANDS if c}
    assert {"tasks", "demo", "eval", "bench", "synth", "mcp", "calibrate"} <= names
    assert ("synth", "resize") in COMMANDS and ("tasks", "screen") in COMMANDS


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "warpgym")
def test_every_help_works(command: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        cli.main([*command, "--help"])
    assert e.value.code == 0
    out = capsys.readouterr()
    assert out.out.startswith("usage: warpgym") and "Traceback" not in out.out + out.err
    assert "``" not in out.out  # no raw reST


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    assert e.value.code == 0 and capsys.readouterr().out.strip() == f"warpgym {__version__}"


def test_commands_without_a_server_fail_in_one_line(tmp_path: Path) -> None:
    endpoint = f"tcp://127.0.0.1:{free_port()}"
    for args in (["tasks", "--endpoint", endpoint],
                 ["demo", "--endpoint", endpoint, "--tasks-root", str(REPO / "tasks" / "demo")],
                 ["bench", "--server", endpoint, "--tasks", str(REPO / "tasks" / "demo"), "--out", str(tmp_path / "b")],
                 ["mcp", "--endpoint", endpoint, "--task", "level1/1_ReLU", "--connect-timeout-s", "2"]):
        p = subprocess.run([PY, "-m", "warpgym.cli", *args], capture_output=True, text=True, timeout=60, env=ENV,
                           cwd=str(tmp_path))
        assert p.returncode == 2, (args, p.returncode, p.stderr[-2000:])
        lines = p.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in p.stderr and endpoint in lines[0], (args, p.stderr)
