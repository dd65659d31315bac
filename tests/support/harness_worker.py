"""Harness calls for the pytest suites, through one pre-imported harness worker per session.

`invoke(argv, env=None, timeout=600)` runs `python -m warpgym_harness.run <argv>` and returns
(exit code, stdout, stderr) as `subprocess.run` would. By default it goes through a
`warpgym_harness.forkserver` started on first use (the path warpgym-server itself takes): each
call forks a child of a process that imported Python, torch and the harness once, instead of
paying those imports (seconds) per call. The child runs `run.main(argv)` exactly as the command
line does (same result file contract); its stdout and stderr are one log, returned as stderr
(stdout is then always empty: the command-line path checks that stdout stays clean, see
WARPGYM_TEST_HARNESS). WARPGYM_TEST_HARNESS=cli runs every call as its own process instead.
The worker ends with the session (it dies with its parent). Not thread-safe.
"""
from __future__ import annotations

import atexit
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HARNESS_ROOT = ROOT / "env_server" / "harness"
_VENV_PY = ROOT / ".venv" / "bin" / "python"
PYTHON = str(_VENV_PY) if _VENV_PY.exists() else sys.executable
CLI = os.environ.get("WARPGYM_TEST_HARNESS", "") == "cli"


class _Worker:
    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="wg-test-worker-"))
        self.socket = self.dir / "w.sock"
        self.proc = subprocess.Popen([PYTHON, "-m", "warpgym_harness.forkserver", "--socket", str(self.socket),
                                      "--warm-inductor"],
                                     cwd=HARNESS_ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        said = []  # its log before the ready line (torch's warnings, the inductor probe)
        while self.proc.stdout and (line := self.proc.stdout.readline()) and "forkserver ready" not in line:
            said.append(line)
        if not self.proc.stdout or "forkserver ready" not in line:
            self.proc.kill()
            raise RuntimeError(f"the harness worker did not start: {''.join(said)[-3000:]}")
        self.calls = 0

    def run(self, argv: list[str], env: dict[str, str], timeout: float) -> tuple[int, str, str]:
        self.calls += 1
        log = self.dir / f"call{self.calls}.log"
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.connect(str(self.socket))
            s.sendall(json.dumps({"argv": argv, "env": env, "log": str(log)}).encode() + b"\n")
            s.settimeout(timeout)
            buf, pid, deadline = b"", None, time.monotonic() + timeout
            try:
                while b"exit" not in buf:
                    s.settimeout(max(0.1, deadline - time.monotonic()))
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    buf += chunk
                    if pid is None and b"\n" in buf:
                        pid = json.loads(buf.split(b"\n", 1)[0]).get("pid")
            except socket.timeout:
                if pid:
                    os.killpg(pid, signal.SIGKILL)
                raise subprocess.TimeoutExpired(argv, timeout) from None
        lines = [json.loads(x) for x in buf.splitlines() if x.strip()]
        done = next((x for x in lines if "exit" in x), None)
        stderr = log.read_text(errors="replace") if log.exists() else ""
        log.unlink(missing_ok=True)
        if done is None:
            return 70, "", stderr + f"\n[worker] no exit notice: {lines}"
        code = done["exit"] if done["exit"] is not None else 128 + int(done.get("signal") or 0)
        return code, "", stderr

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


_worker: _Worker | None = None


def invoke(argv: list[str], env: dict[str, str] | None = None, timeout: float = 600) -> tuple[int, str, str]:
    global _worker
    env = dict(os.environ if env is None else env)
    if CLI:
        p = subprocess.run([PYTHON, "-m", "warpgym_harness.run", *argv], capture_output=True, text=True,
                           timeout=timeout, env=env, cwd=HARNESS_ROOT)
        return p.returncode, p.stdout, p.stderr
    if _worker is None:
        _worker = _Worker()
        atexit.register(_worker.close)
    return _worker.run(argv, env, timeout)
