#!/usr/bin/env python3
"""Pre-imported harness worker: forks one child per harness command, so no call pays the
Python + torch import (seconds) again.

    cd env_server/harness && python -m warpgym_harness.forkserver --socket PATH [--warm-inductor]

Contract: imports torch and the harness modules once (never initialises CUDA: a CUDA context
does not survive fork), listens on a Unix stream socket PATH (mode 0600; the parent directory
must be private to the server), then serves until its parent dies (PR_SET_PDEATHSIG) or
SIGTERM.  One connection = one command:
  client -> {"argv": [run.py arguments...], "env": {"K": "V", ...}, "log": "/path/stderr.log"}\\n
  server -> {"pid": N}\\n          the child started (own session: kill(-N) ends its group)
  server -> {"exit": code, "signal": sig}\\n   when it ended; then the connection closes
The child replaces its environment with `env`, sends stdout/stderr to `log`, and runs
run.main(argv) exactly as `python -m warpgym_harness.run argv...` would (same result file contract).  A client
that disconnects early loses only the exit notice; the child is still reaped.  Malformed
requests get {"error": "..."} and do not affect other connections.  Single-threaded (selectors
+ SIGCHLD wake-up pipe), so fork() never copies a half-held lock.
"""
from __future__ import annotations

import argparse
import contextlib
import ctypes
import glob
import hashlib
import json
import os
import platform
import selectors
import signal
import socket
import sys
from collections.abc import Iterator
from typing import Any

# The directory that holds the package (env_server/harness): a child's working directory, as
# that of a `python -m warpgym_harness.run` the server spawns directly.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MAX_REQUEST = 1 << 20


def _preimport() -> None:
    import torch  # noqa: F401  the whole point: paid once
    from . import (baselines, candidate_checks, candidate_proc, compile_ext, profiler, render, run,  # noqa
                   symbol_check, task_loader, verify)
    from . import candidate_runner

    candidate_runner.warm_up()
    from . import candidate_sandbox

    candidate_sandbox.plan()  # probes once here; every forked command inherits the answer

    try:
        # torch.compile baselines. Not torch._inductor.compile_fx (1.7 s more): importing it asks
        # torch.cuda.is_available(), which counts devices through the driver and so marks every
        # later fork as unable to use CUDA.
        import torch._dynamo  # noqa: F401
    except Exception:
        pass


def _warm_inductor_cpu() -> None:
    """Runs inductor's CPU vector-ISA probe here, once. Inductor caches the answer per process,
    and finding it compiles and loads a test library per ISA in fresh Pythons (~13 s on 2
    cores): without this, every forked command whose CPU torch.compile runs (the baselines)
    pays it again. A later warm-up on the same host takes the loads that passed from their
    records (_isa_loads_remembered: about 1 s). Pure CPU work in subprocesses that have ended:
    no thread survives it.
    Skipped where a GPU is present: inductor's helpers may count devices, which initialises
    CUDA here, and no forked child could then use the GPU (and baselines there are CUDA ones)."""
    if glob.glob("/dev/nvidia*"):
        print("inductor CPU probe skipped: a GPU is present", file=sys.stderr, flush=True)
        return
    try:
        from torch._inductor import cpu_vec_isa

        with _isa_loads_remembered(cpu_vec_isa):
            isa = cpu_vec_isa.pick_vec_isa()
        print(f"inductor CPU vector ISA: {isa}", file=sys.stderr, flush=True)
    except Exception as e:  # a probe failure only costs speed: each command probes for itself
        print(f"inductor CPU probe skipped: {type(e).__name__}: {e}", file=sys.stderr, flush=True)


def _host_identity() -> str:
    """What a test library's load depends on beyond its own build: the CPU's flags, the kernel
    (which enables the wide registers' state) and the torch installation the loading Python
    imports (its real path: the same installation reached another way is the same one)."""
    import torch

    with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
        flags = next((line for line in f if line.startswith("flags")), "")
    cpu = hashlib.sha256(flags.encode()).hexdigest()
    return json.dumps([platform.release(), os.path.realpath(torch.__file__), cpu])


@contextlib.contextmanager
def _isa_loads_remembered(cpu_vec_isa: Any) -> Iterator[None]:
    """Inductor checks each vector ISA the CPU claims by building a test library into its cache
    (keyed by the code, the compiler, the ISA's flags and torch's version) and loading it in a
    fresh Python, about 2 s each and six of them on 2 cores, in every warm-up of every worker. A
    load that passed is recorded beside that library's source with this host's identity, signed
    with the cache's key (cache_auth; the cache is $WARPGYM_HARNESS_CACHE_DIR, which the server
    sets), and a later warm-up on the same host takes a record that verifies instead of starting
    the Pythons again: a record someone else wrote could make inductor build for an ISA the CPU
    cannot run. Without a cache directory nothing is recorded. Only inside this warm-up: its
    forked commands inherit the answer (pick_vec_isa caches it), and every other process still
    checks for itself."""
    from torch._inductor.codecache import write

    from . import cache_auth
    from .common import atomic_write_bytes

    real = cpu_vec_isa.VecISA.check_build
    host = _host_identity()
    cache_dir = os.environ.get("WARPGYM_HARNESS_CACHE_DIR", "")

    def check_build(isa: Any, code: str) -> bool:
        # The same source file inductor's own check writes first (write() is idempotent).
        _, source = write(code, "cpp", extra=cpu_vec_isa._get_isa_dry_compile_fingerprint(isa._arch_flags))
        record = source + ".loaded"
        claim = json.dumps([os.path.realpath(source), host]).encode()
        with contextlib.suppress(OSError, ValueError, TypeError), open(record, encoding="utf-8") as f:
            if cache_dir and cache_auth.mac_ok(cache_dir, claim, f.read()):
                return True
        ok = bool(real(isa, code))
        if ok and cache_dir:
            with contextlib.suppress(OSError, ValueError):
                atomic_write_bytes(record, cache_auth.mac(cache_dir, claim).encode())
        return ok

    cpu_vec_isa.VecISA.check_build = check_build
    try:
        yield
    finally:
        cpu_vec_isa.VecISA.check_build = real


def _die_with_parent() -> None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() == 1:
        sys.exit(0)


def _run_child(req: dict) -> int:
    os.setsid()
    for s in (signal.SIGCHLD, signal.SIGTERM, signal.SIGINT):
        signal.signal(s, signal.SIG_DFL)
    # As in a plain `python run.py`: a write to a dead candidate's pipe raises BrokenPipeError
    # (handled as the candidate's failure) instead of killing the harness.
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    signal.set_wakeup_fd(-1)
    fd = os.open(req["log"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.environ.clear()
    os.environ.update({str(k): str(v) for k, v in req.get("env", {}).items()})
    os.chdir(ROOT)
    from . import run

    sys.argv = [run.__file__, *req["argv"]]
    return run.main(list(req["argv"]))


class Server:
    def __init__(self, path: str):
        self.sel = selectors.DefaultSelector()
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        if os.path.exists(path):
            os.unlink(path)
        old = os.umask(0o177)
        try:
            self.listener.bind(path)
        finally:
            os.umask(old)
        self.listener.listen(256)
        self.listener.setblocking(False)
        self.sel.register(self.listener, selectors.EVENT_READ, "accept")
        self.wake_r, wake_w = os.pipe()
        os.set_blocking(self.wake_r, False)
        os.set_blocking(wake_w, False)
        signal.set_wakeup_fd(wake_w)
        signal.signal(signal.SIGCHLD, lambda *_: None)
        self.sel.register(self.wake_r, selectors.EVENT_READ, "wake")
        self.pending: dict[socket.socket, bytes] = {}
        self.children: dict[int, socket.socket | None] = {}

    def serve(self) -> None:
        while True:
            for key, _ in self.sel.select(timeout=5.0):
                if key.data == "accept":
                    self._accept()
                elif key.data == "wake":
                    self._drain_wake()
                else:
                    self._read(key.fileobj)
            self._reap()
            if os.getppid() == 1:
                return

    def _accept(self) -> None:
        try:
            conn, _ = self.listener.accept()
        except OSError:
            return
        conn.setblocking(False)
        self.pending[conn] = b""
        self.sel.register(conn, selectors.EVENT_READ, "conn")

    def _drain_wake(self) -> None:
        try:
            while os.read(self.wake_r, 512):
                pass
        except BlockingIOError:
            pass

    def _drop(self, conn: socket.socket) -> None:
        self.pending.pop(conn, None)
        try:
            self.sel.unregister(conn)
        except (KeyError, ValueError):
            pass
        conn.close()

    def _send(self, conn: socket.socket | None, obj: dict) -> None:
        if conn is None:
            return
        try:
            conn.setblocking(True)
            conn.settimeout(2.0)
            conn.sendall(json.dumps(obj).encode() + b"\n")
        except OSError:
            pass

    def _read(self, conn: socket.socket) -> None:
        try:
            chunk = conn.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._drop(conn)
            return
        buf = self.pending[conn] + chunk
        if b"\n" not in buf:
            if len(buf) > MAX_REQUEST:
                self._send(conn, {"error": "request too large"})
                self._drop(conn)
            else:
                self.pending[conn] = buf
            return
        self.sel.unregister(conn)
        self.pending.pop(conn, None)
        try:
            req = json.loads(buf.split(b"\n", 1)[0])
            if not (isinstance(req, dict) and isinstance(req.get("argv"), list) and isinstance(req.get("log"), str)
                    and all(isinstance(x, str) for x in req["argv"]) and isinstance(req.get("env", {}), dict)):
                raise ValueError("need {argv: [str], env: {}, log: str}")
        except ValueError as e:
            self._send(conn, {"error": f"bad request: {e}"})
            conn.close()
            return
        pid = os.fork()
        if pid == 0:
            code = 70
            try:
                self.listener.close()
                for other in list(self.pending) + [c for c in self.children.values() if c is not None]:
                    other.close()
                self.sel.close()
                code = _run_child(req)
            except BaseException as e:
                try:
                    os.write(2, f"forkserver child failed: {type(e).__name__}: {e}\n".encode())
                except OSError:
                    pass
            finally:
                os._exit(code if isinstance(code, int) else 70)
        self.children[pid] = conn
        self._send(conn, {"pid": pid})

    def _reap(self) -> None:
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.children.pop(pid, None)
            code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
            sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
            self._send(conn, {"exit": code, "signal": sig})
            if conn is not None:
                conn.close()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--socket", required=True)
    ap.add_argument("--warm-inductor", action="store_true",
                    help="run inductor's CPU vector-ISA probe before serving (CPU baselines then skip it)")
    a = ap.parse_args()
    _die_with_parent()
    _preimport()
    if a.warm_inductor:
        _warm_inductor_cpu()
    server = Server(a.socket)
    print("forkserver ready", flush=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    server.serve()
    return 0


if __name__ == "__main__":
    sys.exit(main())
