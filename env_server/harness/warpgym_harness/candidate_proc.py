"""The trusted side of a candidate process: fork it, talk to it, kill it.

Contract: `Candidate(...)` forks NOW, so construct it before this process initialises CUDA (a
CUDA context does not survive fork).  The child starts its own session (process group), sends
stdout/stderr to a pipe that this process drains into <private_dir>/candidate.log (its head;
candidate_log.py: the candidate cannot fill the server's disk with output), closes every other
descriptor except its two pipe ends, contains itself (sandbox_enter.enter(policy) when a policy
is given; see docs/security.md), changes into the workspace and serves candidate_runner.serve().  Outputs come back through
`self.exchange` (tensor_exchange.Exchange, created before the fork, inherited by the child).
Nothing secret exists in this process when it forks: callers fork before loading the task, drawing seeds or computing
reference outputs, so the candidate never shares memory with the reference computation or the
comparison.

`call(msg, timeout_s)` sends one request and returns the reply dict, or None when the child died
or did not answer in time (then `timed_out` / `exit_status` say which, and the whole process
group has been killed).  Replies are JSON (never pickle: the child is hostile), at most 4 MiB,
and validated by the caller.  `close()` ends the child; also on garbage collection.
Not thread-safe: one caller at a time.
"""
from __future__ import annotations

import json
import os
import select
import signal
import struct
import sys
import time
from typing import Any

from . import contract
from .candidate_log import CandidateLog
from .common import tail
from .tensor_exchange import Exchange

MAX_REPLY = 4 << 20


def _write_frame(fd: int, obj: Any) -> None:
    data = json.dumps(obj).encode()
    buf = struct.pack(">I", len(data)) + data
    while buf:
        n = os.write(fd, buf)
        buf = buf[n:]


def _decode(raw: bytes) -> Any:
    """A frame from the candidate, parsed. Whatever its bytes make the parser raise (malformed
    JSON, nesting deep enough to exhaust the recursion limit) is a ValueError: a broken reply is
    the candidate's failure, never an exception that ends this process as an infra error."""
    try:
        return json.loads(raw)
    except Exception as e:  # noqa: BLE001 - RecursionError, MemoryError, UnicodeDecodeError: all the candidate's
        raise ValueError(f"unparseable reply ({type(e).__name__})") from None


class Candidate:
    def __init__(self, backend: str, workspace: str, module_dir: str, private_dir: str,
                 policy: dict | None = None, guard_policy: str = contract.OP_POLICY_STRICT):
        os.makedirs(private_dir, exist_ok=True)
        self.private_dir = private_dir
        self.policy = policy
        self.device = "cuda" if backend == "cuda" else "cpu"
        self._ready: dict | None = None
        self.log_path = os.path.join(private_dir, "candidate.log")
        self.log = CandidateLog(self.log_path)
        self.timed_out = False
        self.exit_status: int | None = None
        self.seconds = 0.0
        self.exchange = Exchange(pin=self.device == "cuda")
        req_r, req_w = os.pipe()
        rep_r, rep_w = os.pipe()
        ex_fd = self.exchange.fd
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the candidate: never returns
            code = 70
            try:
                os.close(req_w)
                os.close(rep_r)
                _child_setup(self.log.write_fd, keep=(req_r, rep_w, ex_fd))
                _scrub_environment()
                if policy is not None:
                    from . import sandbox_enter
                    sandbox_enter.enter(dict(policy, keep_fds=[req_r, rep_w, ex_fd], cwd=workspace))
                os.chdir(workspace)
                from . import candidate_runner
                code = candidate_runner.serve(req_r, rep_w, backend, workspace, module_dir, private_dir,
                                              guard_policy, ex_fd)
            except BaseException as e:  # report what we can, then vanish without running atexit
                try:
                    os.write(2, f"candidate setup failed: {type(e).__name__}: {e}\n".encode())
                except OSError:
                    pass
            finally:
                os._exit(code)
        os.close(req_r)
        os.close(rep_w)
        self.log.start()
        self.pid = pid
        self._req, self._rep = req_w, rep_r
        self._t0 = time.perf_counter()

    def ready(self, timeout_s: float) -> dict | None:
        """The child's first frame: {ok, stage: ready} or {infra: true, error} (device failure)."""
        if self._ready is None and self.alive:
            try:
                header = self._read_exact(4, timeout_s)
                (n,) = struct.unpack(">I", header)
                self._ready = _decode(self._read_exact(min(n, MAX_REPLY), timeout_s))
            except (TimeoutError, OSError, ValueError, EOFError):
                self._kill()
        return self._ready

    def start_failure(self, timeout_s: float) -> str | None:
        """Why the child did not come up (its device failure, or its output tail), None if it did."""
        ready = self.ready(timeout_s)
        if ready is not None and not ready.get("infra"):
            return None
        return str(ready.get("error")) if ready else self.output_tail(1500)

    def runner_pid(self) -> int:
        """The pid (in this process's namespace) of the process that runs candidate_runner: the
        forked child itself without a sandbox, else its descendant that is PID 1 of a pid
        namespace of its own.  Ask before any agent code runs (then no other process claims it)."""
        if self.policy is None:
            return self.pid
        for pid in sorted(candidate_processes(self.pid)):
            try:
                with open(f"/proc/{pid}/status") as f:
                    ns = next((line.split()[1:] for line in f if line.startswith("NSpid:")), [])
            except OSError:
                continue
            if len(ns) >= 2 and ns[-1] == "1":
                return pid
        return self.pid

    def elapsed(self) -> float:
        return self.seconds or round(time.perf_counter() - self._t0, 3)

    @property
    def alive(self) -> bool:
        return self.exit_status is None and not self.timed_out

    def call(self, msg: dict, timeout_s: float, spin: bool = False) -> dict | None:
        return self.receive(timeout_s, spin) if self.send(msg, timeout_s) else None

    def send(self, msg: dict, timeout_s: float) -> bool:
        """Queues one request; its reply is the next `receive`. Requests are answered in order,
        so a caller may send the next one before working on the previous reply (pipelining)."""
        if self.ready(timeout_s) is None or not self.alive:
            return False
        try:
            _write_frame(self._req, msg)
            return True
        except OSError:
            self._kill()
            return False

    def receive(self, timeout_s: float, spin: bool = False) -> dict | None:
        """The reply to the oldest unanswered request, or None (dead, killed at timeout, or broke
        the protocol: the process group is killed in every such case).  spin: poll for the
        reply's first byte instead of sleeping in select (a timed call: no wake-up latency of this
        process, which grows with how long it slept, in the measurement)."""
        if not self.alive:
            return None
        try:
            if spin:
                self._spin_until_readable(timeout_s)
            header = self._read_exact(4, timeout_s)
            (n,) = struct.unpack(">I", header)
            if n > MAX_REPLY:
                raise ValueError(f"reply of {n} bytes")
            reply = _decode(self._read_exact(n, timeout_s))
            if not isinstance(reply, dict):
                raise ValueError("reply is not an object")
            return reply
        except TimeoutError:
            self.timed_out = True
            self._kill()
        except (OSError, ValueError, EOFError):
            self._kill()
        return None

    def _spin_until_readable(self, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        poll = select.poll()
        poll.register(self._rep, select.POLLIN | select.POLLHUP | select.POLLERR)
        while not poll.poll(0):
            if time.monotonic() > deadline:
                raise TimeoutError

    def _read_exact(self, n: int, timeout_s: float) -> bytes:
        deadline = time.monotonic() + timeout_s
        out = b""
        while len(out) < n:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._rep], [], [], left)[0]:
                raise TimeoutError
            chunk = os.read(self._rep, n - len(out))
            if not chunk:
                raise EOFError
            out += chunk
        return out

    def _kill(self) -> None:
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self._reap()

    def _reap(self) -> None:
        if self.exit_status is None:
            _, status = os.waitpid(self.pid, 0)
            self.exit_status = status
            if self.policy is not None:  # the call's cgroup (and anything left in it)
                from . import sandbox_enter
                try:
                    sandbox_enter.cleanup(self.policy)
                except Exception as e:
                    sys.stderr.write(f"sandbox cleanup: {e}\n")
            self.seconds = round(time.perf_counter() - self._t0, 3)
            self.log.finish()
            self.exchange.close()
            for fd in (self._req, self._rep):
                try:
                    os.close(fd)
                except OSError:
                    pass

    def describe_exit(self) -> str:
        if self.exit_status is None:
            return "running"
        if os.WIFSIGNALED(self.exit_status):
            return f"killed by signal {os.WTERMSIG(self.exit_status)}"
        return f"exit code {os.WEXITSTATUS(self.exit_status)}"

    def output_tail(self, limit: int = 3000) -> str:
        return tail(self.log.tail(limit), limit)

    def close(self) -> None:
        if self.exit_status is None:
            if not self.timed_out:
                try:
                    _write_frame(self._req, {"cmd": "exit"})
                except OSError:
                    pass
                r = select.select([self._rep], [], [], 2.0)[0]
                if r:
                    try:
                        os.read(self._rep, 1)
                    except OSError:
                        pass
            self._kill()
        if self.private_dir.startswith(("/dev/shm/", "/run/warpgym/")):
            import shutil
            shutil.rmtree(self.private_dir, ignore_errors=True)

    def end(self) -> int:
        """close(), then make sure nothing of the candidate still runs: any process left in its
        session or process group (it could only have left by starting a new session inside a
        pid namespace that died with it, or with the sandbox off) is killed. Returns how many
        such survivors there were: nothing agent-controlled may run while the trusted side
        measures baselines and timings."""
        self.close()
        survivors = _session_members(self.pid)
        for pid in survivors:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        return len(survivors)

    def __del__(self) -> None:  # a forgotten candidate must not outlive the harness
        try:
            self.close()
        except Exception:
            pass


def _processes() -> list[tuple[int, int, int, int]]:
    """(pid, ppid, process group, session) of every live process (/proc/<pid>/stat fields 4-6)."""
    out = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if len(fields) > 4 and fields[0] != b"Z":
            out.append((int(name), int(fields[1]), int(fields[2]), int(fields[3])))
    return out


def _session_members(sid: int) -> list[int]:
    """Processes whose session or process group is `sid`."""
    return [pid for pid, _, pgrp, sess in _processes() if sid in (pgrp, sess)]


def candidate_processes(root: int) -> set[int]:
    """`root`, its descendants and the members of its session or process group, from one scan of
    /proc: a candidate's processes, wherever the sandbox put them (its runner is a grandchild
    in a session of its own; orphans of its pid namespace are re-parented to that runner)."""
    children: dict[int, list[int]] = {}
    members = set()
    for pid, ppid, pgrp, sess in _processes():
        children.setdefault(ppid, []).append(pid)
        if root in (pgrp, sess):
            members.add(pid)
    seen, todo = {root}, [root]
    while todo:
        for c in children.get(todo.pop(), []):
            if c not in seen:
                seen.add(c)
                todo.append(c)
    return seen | members


CGROUP_ROOT = "/sys/fs/cgroup"


def _cgroups(pid: int) -> dict[str, str]:
    """/proc/<pid>/cgroup as {controllers: path} ("" is the v2 hierarchy)."""
    with open(f"/proc/{pid}/cgroup") as f:
        return {c: p for _, c, p in (line.rstrip("\n").split(":", 2) for line in f if line.count(":") >= 2)}


class CgroupCpu:
    """The CPU time of every process that ever ran in one cgroup, exited ones included (v1
    cpuacct.usage, v2 cpu.stat usage_usec): the kernel keeps it, no process in the group can
    reset it.  Updated when a thread is descheduled or at a tick, so a thread running right now
    may be counted up to a tick late.  `open(pid)` returns None when `pid` is in this process's
    own group (no sandbox: it would count the trusted side too) or the host has no such file."""

    def __init__(self, path: str):
        self.path = path
        self.fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        self.v2 = path.endswith("cpu.stat")

    @classmethod
    def open(cls, pid: int) -> "CgroupCpu | None":
        try:
            theirs, mine = _cgroups(pid), _cgroups(os.getpid())
        except OSError:
            return None
        for ctrls, path in theirs.items():
            if "cpuacct" in ctrls.split(",") and path != mine.get(ctrls):
                return cls._try(os.path.join(CGROUP_ROOT, "cpuacct", path.lstrip("/"), "cpuacct.usage"))
        v2 = theirs.get("")
        if v2 is not None and v2 != mine.get("") and os.path.exists(os.path.join(CGROUP_ROOT, "cgroup.controllers")):
            return cls._try(os.path.join(CGROUP_ROOT, v2.lstrip("/"), "cpu.stat"))
        return None

    @classmethod
    def _try(cls, path: str) -> "CgroupCpu | None":
        try:
            c = cls(path)
            c.ns()
            return c
        except (OSError, ValueError):
            return None

    def ns(self) -> int:
        data = os.pread(self.fd, 4096, 0)
        if not self.v2:
            return int(data)
        for line in data.split(b"\n"):
            if line.startswith(b"usage_usec "):
                return int(line.split()[1]) * 1000
        raise ValueError(f"no usage_usec in {self.path}")

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __del__(self) -> None:
        self.close()


ENV_KEEP = ("PATH", "LANG", "LC_ALL", "HOME", "CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", "OMP_NUM_THREADS",
            "LD_LIBRARY_PATH", "CUDA_HOME", "TMPDIR")


def _scrub_environment() -> None:
    """The candidate learns nothing from the harness's environment (paths, endpoints, tokens)."""
    keep = {k: os.environ[k] for k in ENV_KEEP if k in os.environ}
    os.environ.clear()
    os.environ.update(keep)
    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"


def _child_setup(log_fd: int, keep: tuple[int, ...]) -> None:
    os.setsid()
    try:  # die with the trusted process, whatever kills it
        import ctypes
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(log_fd, 1)
    os.dup2(log_fd, 2)
    for name in os.listdir("/proc/self/fd"):
        n = int(name)
        if n > 2 and n not in keep:
            try:
                os.close(n)
            except OSError:
                pass
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGPIPE):
        signal.signal(s, signal.SIG_DFL)
