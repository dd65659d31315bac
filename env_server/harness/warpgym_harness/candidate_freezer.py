"""Every process of a candidate frozen while the trusted process times eager beside it.

Contract: `Freezer(pid)` for a candidate whose process (or sandbox launcher) is `pid`.
`freeze()` returns True only when the kernel says the candidate's own cgroup is frozen (v2
`cgroup.freeze`, or the v1 freezer's `freezer.state`), every thread of every process in it
included, within FREEZE_WAIT_S; otherwise it thaws what it started and returns False, and
nothing may be timed as "side by side" with the candidate. There is no signal-based fallback:
SIGSTOP leaves threads inside long system calls running and misses processes whose main thread
has exited. `thaw()` resumes it (safe to call when nothing is frozen). `cpu_ns()` is the
cgroup's CPU counter (None without one): the caller checks it did not move while frozen.
Why: eager timed while agent code could run is a number the agent could inflate. Not
thread-safe.
"""
from __future__ import annotations

import os
import time

from .candidate_proc import CGROUP_ROOT, CgroupCpu, _cgroups

FREEZE_WAIT_S = 1.0  # a freeze that takes longer (a thread stuck in a long system call) fails


class Freezer:
    def __init__(self, pid: int):
        self._state, self._frozen = _freezer_file(pid), False
        self._v2 = self._state is not None and self._state.endswith("cgroup.freeze")
        self._cpu = CgroupCpu.open(pid)

    @property
    def available(self) -> bool:
        return self._state is not None

    def freeze(self) -> bool:
        if self._state is None:
            return False
        if not _write(self._state, "1" if self._v2 else "FROZEN"):
            return False
        self._frozen = True
        deadline = time.perf_counter() + FREEZE_WAIT_S
        while time.perf_counter() < deadline:
            if _frozen(self._state, self._v2):
                return True
            time.sleep(0.0005)
        self.thaw()
        return False

    def thaw(self) -> None:
        if self._frozen and self._state is not None:
            self._frozen = False
            _write(self._state, "0" if self._v2 else "THAWED")

    def cpu_ns(self) -> int | None:
        try:
            return self._cpu.ns() if self._cpu is not None else None
        except (OSError, ValueError):
            return None


def _freezer_file(pid: int) -> str | None:
    """The control file of the candidate's own freezer cgroup (v2 first, then v1), when it is
    not this process's and this process may write it."""
    try:
        theirs, mine = _cgroups(pid), _cgroups(os.getpid())
    except OSError:
        return None
    v2 = theirs.get("")
    if v2 and v2 != mine.get("") and os.path.exists(os.path.join(CGROUP_ROOT, "cgroup.controllers")):
        path = os.path.join(CGROUP_ROOT, v2.lstrip("/"), "cgroup.freeze")
        if os.access(path, os.W_OK):
            return path
    for ctrls, path in theirs.items():
        if "freezer" in ctrls.split(",") and path not in ("/", mine.get(ctrls)):
            state = os.path.join(CGROUP_ROOT, "freezer", path.lstrip("/"), "freezer.state")
            if os.access(state, os.W_OK):
                return state
    return None


def _frozen(state: str, v2: bool) -> bool:
    try:
        if v2:
            with open(os.path.join(os.path.dirname(state), "cgroup.events")) as f:
                return "frozen 1" in f.read()
        with open(state) as f:
            return f.read().strip() == "FROZEN"
    except OSError:
        return False


def _write(path: str, value: str) -> bool:
    try:
        with open(path, "w") as f:
            f.write(value)
        return True
    except OSError:
        return False
