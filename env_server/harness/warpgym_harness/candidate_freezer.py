"""Every process of a candidate stopped while the trusted process times eager beside it.

Contract: `Freezer(pid)` for a candidate whose process (or sandbox launcher) is `pid`.
`freeze()` returns True only when all of the candidate's processes are stopped: its own cgroup
(v2) frozen where it has one this process may write, otherwise SIGSTOP to every process of
`candidate_processes(pid)`, swept again until a scan finds every one stopped (a process forked
during a sweep is caught by the next). False: nothing is stopped and nothing may be timed as
"side by side" with it. `thaw()` resumes what `freeze()` stopped (safe to call when it did not).
Why: eager timed while agent code could run is a number the agent could inflate; frozen, the
candidate can neither load the machine nor see when eager is timed. Not thread-safe.
"""
from __future__ import annotations

import os
import signal
import time

from .candidate_proc import CGROUP_ROOT, _cgroups, candidate_processes

FREEZE_WAIT_S = 1.0  # how long a cgroup (or a sweep of signals) may take to stop everything
SWEEPS = 20


class Freezer:
    def __init__(self, pid: int):
        self.pid = pid
        self._cgroup = _own_cgroup_freeze(pid)
        self._stopped: set[int] = set()
        self._frozen_cgroup = False

    def freeze(self) -> bool:
        if self._cgroup is not None and self._freeze_cgroup():
            return True
        return self._stop_all()

    def thaw(self) -> None:
        if self._frozen_cgroup:
            self._frozen_cgroup = False
            _write(self._cgroup, "0")
        for p in self._stopped:
            try:
                os.kill(p, signal.SIGCONT)
            except ProcessLookupError:
                pass
        self._stopped.clear()

    def _freeze_cgroup(self) -> bool:
        if not _write(self._cgroup, "1"):
            return False
        self._frozen_cgroup = True
        events = os.path.join(os.path.dirname(self._cgroup), "cgroup.events")
        deadline = time.perf_counter() + FREEZE_WAIT_S
        while time.perf_counter() < deadline:
            try:
                with open(events) as f:
                    if "frozen 1" in f.read():
                        return True
            except OSError:
                break
            time.sleep(0.0005)
        self.thaw()
        return False

    def _stop_all(self) -> bool:
        deadline = time.perf_counter() + FREEZE_WAIT_S
        for _ in range(SWEEPS):
            procs = candidate_processes(self.pid)
            running = [p for p in procs if _state(p) not in ("T", "t", "Z", "X", None)]
            if not running:
                return True
            for p in running:
                try:
                    os.kill(p, signal.SIGSTOP)
                    self._stopped.add(p)
                except ProcessLookupError:
                    pass
                except PermissionError:  # another user's process (a sandbox this process cannot signal)
                    self.thaw()
                    return False
            if time.perf_counter() > deadline:
                break
            time.sleep(0.0005)  # a stop is delivered asynchronously: look again
        self.thaw()
        return False


def _own_cgroup_freeze(pid: int) -> str | None:
    """The candidate's cgroup.freeze when it is in a v2 cgroup of its own (not this process's)."""
    try:
        theirs, mine = _cgroups(pid).get(""), _cgroups(os.getpid()).get("")
    except OSError:
        return None
    if not theirs or theirs == mine:
        return None
    path = os.path.join(CGROUP_ROOT, theirs.lstrip("/"), "cgroup.freeze")
    return path if os.access(path, os.W_OK) else None


def _write(path: str | None, value: str) -> bool:
    if path is None:
        return False
    try:
        with open(path, "w") as f:
            f.write(value)
        return True
    except OSError:
        return False


def _state(pid: int) -> str | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()[0].decode()
    except (OSError, IndexError):
        return None
