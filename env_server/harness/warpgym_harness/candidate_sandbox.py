"""The containment policy of a candidate process (the agent's code), for sandbox_enter.

Contract: `plan(mode)` decides once per harness call whether candidates are contained: mode
"off" never; "auto" when libwarpgym_sandbox_enter.so loads AND the Python installation is
readable by other users (the candidate drops to an unprivileged uid and must still import
modules; a Python under a 0700 home directory would make every lazy import fail).  The reason
is in `note` and in every verdict's provenance.  `policy(...)` is the JSON policy: workspace
read-only, only the call's private exchange dir writable, the server's workdir and the shared
cache hidden, no network, the leased GPU's device nodes only (cuda backend; the lease is
CUDA_VISIBLE_DEVICES), a per-call cgroup (pids, memory), rlimits, uid drop when root.
"""
from __future__ import annotations

import dataclasses
import os
import stat
import sys

CANDIDATE_MEMORY_BYTES = 32 << 30  # host memory for one candidate (CUDA maps much more virtually)
CANDIDATE_PIDS = 128
#: Largest file a candidate may write: tensors go back to the trusted process as files, and a
#: kept timed call is its inputs plus outputs in one file (4096x16384 fp32 in and out is 512 MiB).
#: The exchange dir is a tmpfs charged to the candidate's memory cgroup, which bounds the total.
CANDIDATE_FILE_BYTES = 8 << 30


@dataclasses.dataclass
class Plan:
    enabled: bool
    note: str


def _traversable_by_others(path: str) -> bool:
    path = os.path.realpath(path)
    while True:
        try:
            st = os.stat(path)
        except OSError:
            return False
        if stat.S_ISDIR(st.st_mode) and not st.st_mode & stat.S_IXOTH:
            return False
        parent = os.path.dirname(path)
        if parent == path:
            return True
        path = parent


def plan(mode: str) -> Plan:
    if mode == "off":
        return Plan(False, "off (--sandbox off)")
    from . import sandbox_enter

    try:
        sandbox_enter.load()
    except Exception as e:
        return Plan(False, f"off: {e}")
    for d in {sys.base_prefix, sys.prefix, os.path.dirname(os.__file__)}:
        if not _traversable_by_others(d):
            return Plan(False, f"off: the Python installation {d} is not readable by the sandbox uid "
                               "(make its directories world-readable, e.g. chmod o+x on the home dir)")
    err = _probe()
    if err:
        return Plan(False, f"off: this host cannot contain a process ({err})")
    return Plan(True, "on")


_PROBED: str | None = None


def _probe() -> str:
    """Enter a minimal sandbox in a throwaway child once per process; '' when it worked."""
    global _PROBED
    if _PROBED is None:
        import tempfile

        from . import sandbox_enter

        pol = {"private_dev": True, "network": False, "cwd": "/", "keep_fds": [],
               "hidden_dirs": [tempfile.gettempdir()] if os.path.isdir(tempfile.gettempdir()) else []}
        if os.geteuid() == 0:
            pol["uid"] = pol["gid"] = 65534
        r, w = os.pipe()
        pol["keep_fds"] = [w]
        pid = os.fork()
        if pid == 0:  # never returns, whatever happens (a stray copy would go on running the harness)
            try:
                os.close(r)
                try:
                    sandbox_enter.enter(pol)
                    os.write(w, b"ok")
                except BaseException as e:
                    os.write(w, str(e).encode()[:500] or b"failed")
            finally:
                os._exit(0)
        os.close(w)
        msg = b""
        while chunk := os.read(r, 1024):
            msg += chunk
        os.close(r)
        os.waitpid(pid, 0)
        _PROBED = "" if msg == b"ok" else (msg.decode("utf-8", "replace") or "the probe died")
    return _PROBED


def runtime_paths() -> list[str]:
    """What contained processes must still read wherever it lives (e.g. a checkout under /tmp,
    which a sandbox replaces by a private tmpfs): the Python installation and its stdlib, the
    site-packages holding torch (headers, libraries), this harness, the CUDA toolkit."""
    import importlib.util

    paths = {sys.prefix, sys.base_prefix, os.path.dirname(os.__file__), os.path.dirname(os.path.abspath(__file__))}
    spec = importlib.util.find_spec("torch")
    if spec is not None and spec.origin:
        paths.add(os.path.dirname(os.path.dirname(spec.origin)))
    for env in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(env):
            paths.add(os.environ[env])
    real = {os.path.realpath(p) for p in paths if p}
    return sorted(p for p in real if os.path.isdir(p))


def prepare_private_dir(path: str, uid: int) -> None:
    os.makedirs(path, exist_ok=True)
    if os.geteuid() == 0:
        os.chown(path, uid, uid)
    os.chmod(path, 0o700)


def gpu_minors() -> list[int]:
    """The leased GPU(s): CUDA_VISIBLE_DEVICES as /dev/nvidia<N> numbers (the server sets it)."""
    out = []
    for part in os.environ.get("CUDA_VISIBLE_DEVICES", "0").split(","):
        part = part.strip()
        if part.isdigit():
            out.append(int(part))
    return out


def policy(*, workspace: str, private_dir: str, hide: list[str], backend: str, uid: int, timeout_s: float,
           kind: str) -> dict:
    pol: dict = {
        "workspace": workspace,
        "writable_dirs": [private_dir],
        "read_only_paths": runtime_paths(),
        "hidden_dirs": sorted({os.path.realpath(h) for h in hide if h and os.path.isdir(h)}),
        "gpu_devices": gpu_minors() if backend == "cuda" else [],
        "rlimits": {"cpu_seconds": int(max(60, 4 * timeout_s + 120)), "open_files": 4096,
                    "file_size_bytes": CANDIDATE_FILE_BYTES},
        "cgroup": {"name": f"cand-{os.getpid()}-{kind}", "pids_max": CANDIDATE_PIDS,
                   "memory_bytes": CANDIDATE_MEMORY_BYTES, "required": False},
        "network": False,
    }
    if os.geteuid() == 0:
        pol["uid"] = pol["gid"] = uid
    return pol


def compile_jail(*, workspace: str, out_dir: str, hide: list[str], uid: int, template_dir: str) -> dict:
    """{policy, out_dir} for compile_ext: the compiler sees the workspace read-only, writes only
    out_dir, has no network and no GPU, and cannot see the workdir or the shared cache."""
    prepare_private_dir(out_dir, uid)
    pol: dict = {"workspace": workspace, "writable_dirs": [out_dir],
                 "read_only_paths": sorted(set(runtime_paths()) | {os.path.realpath(template_dir)}),
                 "hidden_dirs": sorted({os.path.realpath(h) for h in hide if h and os.path.isdir(h)}),
                 "gpu_devices": [], "network": False,
                 "rlimits": {"cpu_seconds": 600, "file_size_bytes": 1 << 30}}
    if os.geteuid() == 0:
        pol["uid"] = pol["gid"] = uid
    return {"policy": pol, "out_dir": out_dir}
