"""A pre-imported harness worker for tools that make many harness calls (calibrate, the test suites).

``HarnessWorker(python, harness_root)`` starts ``warpgym_harness.forkserver`` (the path
warpgym-server itself takes) on its first call and waits for it to be ready (a tool that ends up
making no call starts nothing); ``run(argv, env, timeout)`` makes one
harness call through it, a forked child of a process that imported Python, torch and the harness
once (a fresh ``python -m warpgym_harness.run`` pays seconds of imports per call, about 9 s on a
GPU host), and returns ``(exit code, "", log)`` as ``subprocess.run`` would (the child's stdout
and stderr are one log). The child runs ``run.main(argv)`` exactly as the command line does
(same result file contract). ``close()`` ends the worker; it also dies with its parent.
Raises RuntimeError when the worker does not start, subprocess.TimeoutExpired (after killing the
call's process group) when a call outlives ``timeout``. Calls may be made from several threads at
once (each has its own connection and log).
"""
from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path


def harness_env() -> dict[str, str]:
    """The environment a harness process gets (a call's, and the worker's at start-up, which
    its forked calls inherit in what it read then: toolchain, sandbox library, thread settings):
    a fixed base and a few settings passed through, never the caller's whole environment."""
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
           "PYTHONDONTWRITEBYTECODE": "1", "PYTHONUNBUFFERED": "1"}
    for key in ("HOME", "OMP_NUM_THREADS", "CUDA_VISIBLE_DEVICES", "TMPDIR",
                "TORCHINDUCTOR_CACHE_DIR", "CUDA_HOME", "LD_LIBRARY_PATH",
                "WARPGYM_HARNESS_CPROFILE"):
        if key in os.environ:
            env[key] = os.environ[key]
    return env


class HarnessWorker:
    def __init__(self, python: str, harness_root: str | Path, env: dict[str, str] | None = None,
                 warm_inductor: bool = True, cache_dir: str | Path | None = None):
        """`env`: the worker's start-up environment (default `harness_env()`). `cache_dir`: the
        calls' cache, where the warm-up keeps its signed inductor records (as the server's
        worker does); without it the warm-up probes afresh each time."""
        self.dir = Path(tempfile.mkdtemp(prefix="warpgym-worker-"))
        self.socket = self.dir / "w.sock"
        argv = [python, "-m", "warpgym_harness.forkserver", "--socket", str(self.socket)]
        self._argv = argv + (["--warm-inductor"] if warm_inductor else [])
        self._cwd, self._env = str(harness_root), dict(harness_env() if env is None else env)
        if cache_dir is not None:
            self._env["WARPGYM_HARNESS_CACHE_DIR"] = str(cache_dir)
            self._env.setdefault("TORCHINDUCTOR_CACHE_DIR", str(Path(cache_dir) / "inductor"))
        self.proc: subprocess.Popen | None = None
        self.calls = 0
        self._lock = threading.Lock()

    def _start(self) -> None:
        self.proc = subprocess.Popen(self._argv, cwd=self._cwd, env=self._env, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True)
        said = []  # its log before the ready line (torch's warnings, the inductor probe)
        line = ""
        while self.proc.stdout and (line := self.proc.stdout.readline()) and "forkserver ready" not in line:
            said.append(line)
        if "forkserver ready" not in line:
            self.close()
            self.proc = None
            raise RuntimeError(f"the harness worker did not start: {''.join(said)[-3000:]}")

    def run(self, argv: list[str], env: dict[str, str], timeout: float) -> tuple[int, str, str]:
        with self._lock:
            if self.proc is None:
                self._start()
            self.calls += 1
            log = self.dir / f"call{self.calls}.log"
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.connect(str(self.socket))
            s.sendall(json.dumps({"argv": argv, "env": env, "log": str(log)}).encode() + b"\n")
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
            except BaseException:  # interrupted (Ctrl-C) or failed: the call's harness goes too
                if pid:
                    with contextlib.suppress(ProcessLookupError):
                        os.killpg(pid, signal.SIGKILL)
                raise
        lines = [json.loads(x) for x in buf.splitlines() if x.strip()]
        done = next((x for x in lines if "exit" in x), None)
        stderr = log.read_text(errors="replace") if log.exists() else ""
        log.unlink(missing_ok=True)
        if done is None:
            return 70, "", stderr + f"\n[worker] no exit notice: {lines}"
        code = done["exit"] if done["exit"] is not None else 128 + int(done.get("signal") or 0)
        return code, "", stderr

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.dir, ignore_errors=True)
