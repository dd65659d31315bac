"""Verify a synthesised task with the real harness: an identity candidate passes, zeros fail.

Contract: ``HarnessChecker(root, python, backend, cache_dir, work_dir, preimport=(), calls=0, batch=1)`` starts the
harness's pre-imported worker (``env_server/harness/forkserver.py``, as the server does, through
``harness_server``, which first imports the ``preimport`` modules: the transformers modules the
tasks use; ``use_forkserver=False``: a fresh ``python run.py`` per call).  ``check(name, code, task_path)`` lays out two
workspaces as the server does (``env_server/templates/<backend>`` + a no-op kernel so the
extension builds + ``model.py``) with ``model_new.py`` = ``codegen.identity_candidate(code)`` and
``codegen.zero_candidate(code)``, verifies each as ``run.py verify --op-policy off --seed 1`` (the op
guard off: the identity candidate calls torch by design) does, both in one ``run.py verify-batch``
call (one trusted process, a candidate process each; with ``calls`` > 0 at most that many calls
at once, each taking up to ``batch`` waiting tasks of its GPU: see ``check``), and returns
``{"ok", "identity": {correct, flags, infra_error, seconds, stages, text?}, "zero": {...}}`` (``stages``: the
verify's own ``stage_seconds``) with ``ok``
true iff the identity candidate is correct and the zero candidate is not (and no infra error);
``check(..., gpu="1")`` runs both on that GPU (``CUDA_VISIBLE_DEVICES``).  The first check runs
alone (it builds the workspace extension into the cache); ``warm_up()`` makes that first check
one of a built-in trivial task (call it in a thread at start: the build then overlaps the
workers' start), its record kept in ``warm_result``.  Thread safe (each call
has its own directories, removed afterwards).  ``close()`` ends the worker and kills the verify
processes still running (a check blocked in one then returns an infra error).
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from ..paths import harness_argv, harness_root, template_dir, with_packages
from . import codegen

NOOP_KERNEL = ('#include "binding_registry.h"\n\n'
               "// No kernel: the task's own computation is judged as the candidate (synth, calibrate).\n"
               "static int64_t synth_noop(int64_t x) { return x; }\n\nREGISTER_BINDING(synth_noop, synth_noop);\n")
_ENV_KEYS = ("HOME", "OMP_NUM_THREADS", "TMPDIR", "TORCHINDUCTOR_CACHE_DIR", "CUDA_VISIBLE_DEVICES",
             "CUDA_HOME", "LD_LIBRARY_PATH", "PYTHONPATH")


def _killpg(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


WARM_TASK = ('"""warpgym synth: the harness warm-up task."""\nimport torch\nimport torch.nn as nn\n\n\n'
             "class Model(nn.Module):\n    def forward(self, x):\n        return torch.relu(x) * 2.0 + 1.0\n\n\n"
             "def get_inputs():\n    return [torch.randn(64, 64)]\n\n\ndef get_init_inputs():\n    return []\n")


class _Pending:
    """A task waiting in a GPU's queue for a harness call (``check``)."""

    def __init__(self, item: tuple[str, str, Path]):
        self.item = item
        self.done = threading.Event()
        self.result: dict[str, Any] | None = None
        self.error: BaseException | None = None


class HarnessChecker:
    """See the module contract."""

    def __init__(self, root: Path, python: str, backend: str, cache_dir: Path, work_dir: Path,
                 use_forkserver: bool = True, timeout_s: float = 600.0, threads: int = 1,
                 preimport: list[str] | tuple[str, ...] = (), calls: int = 0, batch: int = 1):
        self.root, self.python, self.backend = root, python, backend
        self.cache_dir, self.work_dir, self.timeout_s = cache_dir, work_dir, timeout_s
        self.harness = harness_root(root)
        self.template = template_dir(root)
        self.env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1",
                    "PYTHONUNBUFFERED": "1", "OMP_NUM_THREADS": str(threads)}
        for key in _ENV_KEYS:
            if key in os.environ and key != "OMP_NUM_THREADS":
                self.env[key] = os.environ[key]
        self.socket: Path | None = None
        self.server: subprocess.Popen | None = None
        self.count = 0
        self.lock = threading.Lock()
        self.running: set[int] = set()
        self.closed = False
        self.first = threading.Lock()
        self.warm = False
        self.warm_result: dict[str, Any] | None = None
        self.preimport = list(preimport)
        self.batch = max(1, batch)
        self.slots = threading.Semaphore(calls) if calls > 0 else None
        self.queues: dict[str | None, list[_Pending]] = {}
        work_dir.mkdir(parents=True, exist_ok=True)
        cache_dir.mkdir(parents=True, exist_ok=True)
        if use_forkserver:
            self._start_forkserver()

    def _start_forkserver(self) -> None:
        sock_dir = Path(os.environ.get("TMPDIR", "/tmp")) / f"warpgym-synth-{os.getpid()}-{id(self)}"
        sock_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.socket = sock_dir / "harness.sock"
        log = open(self.work_dir / "forkserver.log", "ab")  # noqa: SIM115
        cmd = [self.python, "-m", "warpgym.synth.harness_server", "--socket", str(self.socket)]
        for m in self.preimport:
            cmd += ["--preimport", m]
        self.server = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=log,
                                       env=with_packages(self.root, self.env), cwd=str(self.harness))
        assert self.server.stdout is not None
        line = self.server.stdout.readline()
        if b"ready" not in line:
            self.close()
            raise RuntimeError(f"harness forkserver did not start (see {self.work_dir / 'forkserver.log'})")

    def _run(self, argv: list[str], log: Path, env: dict[str, str]) -> int | None:
        if self.closed:
            return None
        if self.socket is None:
            try:
                p = subprocess.run(harness_argv(self.python, *argv), stdout=subprocess.DEVNULL,
                                   stderr=open(log, "wb"), env=env, cwd=str(self.harness),  # noqa: SIM115
                                   timeout=self.timeout_s)
                return p.returncode
            except subprocess.TimeoutExpired:
                return None
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            try:
                s.connect(str(self.socket))
                s.sendall(json.dumps({"argv": argv, "env": env, "log": str(log)}).encode() + b"\n")
            except OSError:
                return None
            s.settimeout(self.timeout_s)
            f = s.makefile("rb")
            pid = None
            try:
                for raw in f:
                    msg = json.loads(raw)
                    if "pid" in msg:
                        pid = msg["pid"]
                        with self.lock:
                            self.running.add(pid)
                        if self.closed:
                            _killpg(pid)
                    elif "exit" in msg:
                        return msg["exit"]
                    elif "error" in msg:
                        raise RuntimeError(f"forkserver: {msg['error']}")
            except (socket.timeout, TimeoutError, OSError):
                if pid:
                    _killpg(pid)
                return None
            finally:
                if pid:
                    with self.lock:
                        self.running.discard(pid)
        return None

    def _layout(self, kind: str, model_new: str, task_path: Path, base: Path) -> tuple[list[str], Path]:
        """One workspace as the server lays it out (template + no-op kernel + model.py + model_new.py);
        returns its ``run.py verify`` arguments and its result file."""
        ws, scratch, out = base / kind / "ws", base / kind / "scratch", base / kind / "r.json"
        shutil.copytree(self.template, ws, dirs_exist_ok=True)
        (ws / "kernels").mkdir(exist_ok=True)
        (ws / "kernels" / "synth_noop.cpp").write_text(NOOP_KERNEL)
        shutil.copyfile(task_path, ws / "model.py")
        (ws / "model_new.py").write_text(model_new)
        argv = ["--backend", self.backend, "--task-file", str(task_path), "--workspace", str(ws),
                "--template-dir", str(self.template), "--cache-dir", str(self.cache_dir), "--scratch-dir", str(scratch),
                "--out", str(out), "--seed", "1", "--op-policy", "off", "--timeout-s", "120"]
        return argv, out

    @staticmethod
    def _read(kind: str, out: Path, rc: int | None, log: Path) -> dict[str, Any]:
        res: dict[str, Any] = {"correct": False, "flags": [], "infra_error": True, "seconds": None}
        try:
            got = json.loads(out.read_text())
            res.update(correct=bool(got.get("correct")), flags=list(got.get("flags") or []),
                       infra_error=bool(got.get("infra_error")), seconds=got.get("harness_seconds"),
                       stages=got.get("stage_seconds") or {})
            text = str(got.get("text", ""))
        except (OSError, ValueError):
            text = f"no result (exit {rc}): " + (log.read_text(errors="replace")[-800:] if log.exists() else "")
        if res["infra_error"] or (kind == "identity") != res["correct"]:
            res["text"] = text[-1500:]
        return res

    def _check_many(self, items: list[tuple[str, str, Path]], gpu: str | None) -> list[dict[str, Any]]:
        """Identity and zero candidates of every task in ``items`` ((name, code, task_path)) in ONE
        ``run.py verify-batch`` call: one trusted process (one device context) for all of them, a
        candidate process per verify.  Each verify's ``seconds`` is its share of the call's wall time
        (split by the harness's own ``harness_seconds``), so the per-stage sums stay wall seconds."""
        with self.lock:
            self.count += 1
            base = self.work_dir / f"check-{self.count}"
        env = dict(self.env, CUDA_VISIBLE_DEVICES=gpu) if gpu is not None else self.env
        try:
            jobs, outs = [], []
            for k, (_name, code, task_path) in enumerate(items):
                for kind, model_new in (("identity", codegen.identity_candidate(code)),
                                        ("zero", codegen.zero_candidate(code))):
                    argv, out = self._layout(kind, model_new, task_path, base / str(k))
                    jobs.append(argv)
                    outs.append((k, kind, out))
            batch, log = base / "batch.json", base / "log"
            batch.write_text(json.dumps({"jobs": jobs}))
            t0 = time.monotonic()
            rc = self._run(["verify-batch", "--batch", str(batch)], log, env)
            wall = time.monotonic() - t0
            got = [(k, kind, self._read(kind, out, rc, log)) for k, kind, out in outs]
        finally:
            shutil.rmtree(base, ignore_errors=True)
        own = sum(float(r["seconds"] or 0.0) for _, _, r in got)
        for _, _, r in got:
            share = float(r["seconds"] or 0.0) / own if own > 0 else 1.0 / len(got)
            r["seconds"] = round(wall * share, 3)
        recs: list[dict[str, Any]] = [{} for _ in items]
        for k, kind, r in got:
            recs[k][kind] = r
        for rec in recs:
            ident, zero = rec["identity"], rec["zero"]
            rec["ok"] = (ident["correct"] and not ident["infra_error"] and not zero["correct"]
                         and not zero["infra_error"])
        return recs

    def check(self, name: str, code: str, task_path: Path, gpu: str | None = None) -> dict[str, Any]:
        """Identity and zero candidates of one task through ``run.py verify`` (see the contract).

        The first call runs alone: it builds the workspace extension into the cache, which every
        later call then finds (concurrent first calls would each build it).  With ``calls``, at most
        that many harness calls run at once; a caller waiting for one puts its task in its GPU's
        queue, and whichever caller gets a call takes its own task and up to ``batch`` - 1 queued
        ones with it (one ``verify-batch`` call), so tasks share a trusted process when checks are
        the bottleneck and never wait for a batch to fill."""
        if not self.warm:
            with self.first:
                if not self.warm:
                    try:
                        return self._check(name, code, task_path, gpu)
                    finally:
                        self.warm = True
        if self.slots is None:
            return self._check(name, code, task_path, gpu)
        me = _Pending((name, code, task_path))
        with self.lock:
            self.queues.setdefault(gpu, []).append(me)
        while not me.done.is_set():
            if not self.slots.acquire(timeout=0.05):
                continue
            try:
                with self.lock:
                    queue = self.queues[gpu]
                    if me not in queue:
                        continue  # another caller took it: wait for its answer
                    queue.remove(me)
                    taken = [me] + queue[:self.batch - 1]
                    del queue[:self.batch - 1]
                try:
                    recs = self._check_many([t.item for t in taken], gpu)
                except BaseException as exc:  # noqa: BLE001 -- every task of the call gets the error
                    for t in taken:
                        t.error = exc
                        t.done.set()
                    raise
                for t, rec in zip(taken, recs):
                    t.result = rec
                    t.done.set()
            finally:
                self.slots.release()
        if me.error is not None:
            raise me.error
        assert me.result is not None
        return me.result

    def warm_up(self, gpu: str | None = None) -> dict[str, Any] | None:
        """Runs the first check on ``WARM_TASK`` (no-op when a check already ran); returns its record."""
        with self.first:
            if self.warm:
                return self.warm_result
            try:
                path = self.work_dir / "warm_task.py"
                path.write_text(WARM_TASK)
                t0 = time.monotonic()
                self.warm_result = dict(self._check("warm_up", WARM_TASK, path, gpu),
                                        seconds=round(time.monotonic() - t0, 2))
            except Exception as exc:  # noqa: BLE001 -- reported; the real checks say the rest
                self.warm_result = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
            finally:
                self.warm = True
            return self.warm_result

    def _check(self, name: str, code: str, task_path: Path, gpu: str | None) -> dict[str, Any]:
        return self._check_many([(name, code, task_path)], gpu)[0]

    def close(self) -> None:
        self.closed = True
        with self.lock:
            for pid in list(self.running):
                _killpg(pid)
        if self.server is not None and self.server.poll() is None:
            self.server.terminate()
            try:
                self.server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.server.kill()
        if self.socket is not None:
            shutil.rmtree(self.socket.parent, ignore_errors=True)
