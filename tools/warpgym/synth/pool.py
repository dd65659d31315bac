"""A pool of synth workers (``worker.py``) with a timeout per request.

Contract: ``WorkerPool(n, python, root, env, log_dir, slot_env=None)`` (``root``: the repository,
whose two packages the workers import);
``slot_env(k)`` gives extra environment for worker slot ``k`` (e.g. its ``CUDA_VISIBLE_DEVICES``;
a replacement keeps its slot).  ``request(msg, timeout_s)`` (thread safe, blocks for a free
worker) sends one request and returns the reply dict.  A worker that
exceeds the timeout, dies or answers garbage is killed (its whole process group) and replaced;
the caller gets ``{"ok": false, "error": "timeout ..." | "worker died ..."}``.  ``close()`` ends
every worker (requests still blocked in a worker get a "worker died" reply; none is restarted).
No torch here.
"""
from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import threading
from pathlib import Path

from ..paths import with_packages
from typing import Any, Callable


class _Worker:
    def __init__(self, cmd: list[str], env: dict[str, str], log: Path, slot: int = 0):
        self.slot = slot
        self.log = open(log, "ab")  # noqa: SIM115 -- lives as long as the worker
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log,
                                     env=env, text=True, bufsize=1, start_new_session=True)

    def ask(self, msg: dict, timeout_s: float) -> dict:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        box: list[str] = []
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        reader = threading.Thread(target=lambda: box.append(self.proc.stdout.readline()), daemon=True)  # type: ignore[union-attr]
        reader.start()
        reader.join(timeout_s)
        if reader.is_alive():
            self.kill()
            return {"ok": False, "error": f"timeout: no answer within {timeout_s:g} s (worker killed)"}
        if not box or not box[0]:
            rc = self.proc.wait()
            self.kill()
            return {"ok": False, "error": f"worker died (exit {rc})"}
        try:
            return json.loads(box[0])
        except ValueError:
            self.kill()
            return {"ok": False, "error": "worker answered garbage"}

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        self.log.close()


class WorkerPool:
    """``n`` workers; see the module contract."""

    def __init__(self, n: int, python: str, root: Path, env: dict[str, str], log_dir: Path,
                 slot_env: Callable[[int], dict[str, str]] | None = None):
        self.slot_env = slot_env
        self.cmd = [python, "-m", "warpgym.synth.worker"]
        self.env = with_packages(root, env)
        self.log_dir = log_dir
        log_dir.mkdir(parents=True, exist_ok=True)
        self.free: queue.Queue[_Worker] = queue.Queue()
        self.all: list[_Worker] = []
        self.lock = threading.Lock()
        self.started = 0
        self.closed = False
        for k in range(max(1, n)):
            self.free.put(self._spawn(k))

    def _spawn(self, slot: int) -> _Worker:
        env = dict(self.env, **(self.slot_env(slot) if self.slot_env else {}))
        with self.lock:
            self.started += 1
            w = _Worker(self.cmd, env, self.log_dir / f"worker-{self.started}.log", slot)
            self.all.append(w)
            return w

    def request(self, msg: dict, timeout_s: float) -> dict:
        w = self.free.get()
        try:
            if not w.alive() and not self.closed:
                w.kill()
                w = self._spawn(w.slot)
            try:
                rep = w.ask(msg, timeout_s)
            except (OSError, ValueError) as exc:  # its pipe broke or was closed: it died, or the pool closed
                w.kill()
                rep = {"ok": False, "error": f"worker died ({exc})"}
            if not w.alive() and not self.closed:
                w = self._spawn(w.slot)
            return rep
        finally:
            self.free.put(w)

    def close(self) -> None:
        with self.lock:
            self.closed = True
            for w in self.all:
                if w.alive():
                    try:
                        w.proc.stdin.close()  # type: ignore[union-attr]
                    except OSError:
                        pass
                w.kill()
            self.all.clear()
