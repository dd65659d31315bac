"""The containment policy of a candidate process (the agent's code), for sandbox_enter.

Contract: `plan(insecure)` decides once per harness call how candidates run.  It fails closed:
unless `insecure` (the harness's --insecure-no-sandbox, for development only) candidates are
contained, or the plan is `refused` with the cause and its fix (the library does not load; the
Python installation is not readable by the sandbox uid, e.g. a pyenv Python under a 0700 home
directory, which would make every import in the candidate fail; this host cannot enter the
sandbox), and the harness evaluates nothing.  `note` goes into every verdict's provenance.  `policy(...)` is the JSON policy: workspace
read-only, only the call's private exchange dir writable, the server's workdir and the shared
cache hidden, no network, the leased GPU's device nodes only (cuda backend; the lease is
CUDA_VISIBLE_DEVICES), a per-call cgroup (pids, memory), rlimits, uid drop when root, in a user
namespace of its own (a root harness whose host refuses one steps down to the uid drop alone, and
the note says so).
"""
from __future__ import annotations

import dataclasses
import os
import stat
import sys

CANDIDATE_MEMORY_BYTES = 32 << 30  # host memory for one candidate (CUDA maps much more virtually)
CANDIDATE_PIDS = 128
COMPILER_PIDS = 64  # nvcc runs a handful of tools per unit


DEFAULT_CGROUP_PARENT = "warpgym"


def cgroup_parent(name: str) -> str:
    """A cgroup parent as sandbox_enter takes it: components of [A-Za-z0-9._-] joined by "/"
    (ValueError otherwise: it becomes a path under /sys/fs/cgroup)."""
    parts = name.split("/")
    if not all(p and p not in (".", "..") and all(c.isascii() and (c.isalnum() or c in "._-") for c in p)
               for p in parts):
        raise ValueError(f"not a cgroup parent: {name!r}")
    return name


def shared_cpu_cores() -> float:
    """The CPU cap of a contained process that shares the host with other work: half of its
    cores (as a bash call's), so that one busy loop leaves the rest to the others and to the judge."""
    return max(1.0, (os.cpu_count() or 2) / 2)


def compiler_memory_bytes() -> int:
    """Memory of one contained compile (a template or preprocessor bomb stops here), read per
    call (a pre-imported worker serves calls with different environments)."""
    return int(os.environ.get("WARPGYM_COMPILER_MEMORY_MB", "8192")) << 20
#: Largest file a candidate may write: tensors go back to the trusted process as files, and a
#: kept timed call is its inputs plus outputs in one file (4096x16384 fp32 in and out is 512 MiB).
#: The exchange dir is a tmpfs charged to the candidate's memory cgroup, which bounds the total.
CANDIDATE_FILE_BYTES = 8 << 30


@dataclasses.dataclass
class Plan:
    enabled: bool
    note: str
    refused: str | None = None  # why candidates cannot be contained here, and the fix

    @property
    def insecure(self) -> bool:
        return not self.enabled and self.refused is None


INSECURE_NOTE = "off: --insecure-no-sandbox (development only: agent code ran uncontained)"
INSECURE_WARNING = ("WARNING: evaluated WITHOUT the candidate sandbox (--insecure-no-sandbox, development only): "
                    "agent code ran uncontained, so this verdict is not trustworthy.")
_FIX = "; or, for development only, run with --insecure-no-sandbox"


def _closed_dir(path: str) -> str | None:
    """The first directory on the way to `path` that other users cannot search, else None."""
    cur = os.sep
    for part in [""] + [p for p in os.path.realpath(path).split(os.sep) if p]:
        cur = os.path.join(cur, part)
        try:
            st = os.stat(cur)
        except OSError:
            return cur
        if stat.S_ISDIR(st.st_mode) and not st.st_mode & stat.S_IXOTH:
            return cur
    return None


def plan(insecure: bool = False) -> Plan:
    if insecure:
        return Plan(False, INSECURE_NOTE)
    from . import sandbox_enter

    try:
        sandbox_enter.load()
    except Exception as e:
        why = f"the sandbox library does not load ({e}); build it: cmake --build build --target warpgym_sandbox_enter"
        return Plan(False, "refused", why + _FIX)
    for d in sorted({sys.base_prefix, sys.prefix, os.path.dirname(os.__file__)}):
        closed = _closed_dir(d)
        if closed is not None:
            why = (f"the Python installation {d} is not readable by the sandbox uid: {closed} is not searchable "
                   f"by other users (fix: chmod o+x {closed}, or use a Python installed outside it)")
            return Plan(False, "refused", why + _FIX)
    err, no_userns = _probe()
    if err:
        return Plan(False, "refused", f"this host cannot contain a process ({err})" + _FIX)
    if no_userns:
        return Plan(True, f"on (no user namespace: this host refuses it ({no_userns}); uid drop only)")
    return Plan(True, "on")


_PROBED: tuple[str, str] | None = None  # (why containment fails here or "", why the user namespace is off or "")


def _enter_in_child(pol: dict) -> str:
    """Enter `pol` in a throwaway child; '' when it worked, else the error."""
    from . import sandbox_enter

    r, w = os.pipe()
    pol = {**pol, "keep_fds": [w]}
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
    return "" if msg == b"ok" else (msg.decode("utf-8", "replace") or "the probe died")


def _probe() -> tuple[str, str]:
    """Enter a minimal sandbox once per process. Root tries it with a user namespace first and
    without one only if this host refuses it: (error or '', why the user namespace is off or '')."""
    global _PROBED
    if _PROBED is None:
        import tempfile

        pol = {"private_dev": True, "minimal_root": True, "network": False, "cwd": "/",
               "hidden_dirs": [tempfile.gettempdir()] if os.path.isdir(tempfile.gettempdir()) else []}
        if os.geteuid() != 0:
            _PROBED = (_enter_in_child(pol), "")
        else:
            pol["uid"] = pol["gid"] = 65534
            refused = _enter_in_child({**pol, "user_namespace": True})
            if not refused:
                _PROBED = ("", "")
            elif _enter_in_child({**pol, "user_namespace": False}):
                _PROBED = (refused, "")  # no containment either way
            else:
                _PROBED = ("", refused)  # contained, without the user namespace
    return _PROBED


def _identity(uid: int) -> dict:
    """Who a contained process runs as: a root harness drops to `uid` (gid the same) inside a user
    namespace unless the probe found this host refuses one; otherwise the caller's own uid."""
    if os.geteuid() != 0:
        return {}
    return {"uid": uid, "gid": uid, "user_namespace": not (_PROBED or ("", ""))[1]}


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
           kind: str, cgroup_parent: str = DEFAULT_CGROUP_PARENT) -> dict:
    pol: dict = {
        "workspace": workspace,
        "minimal_root": True,
        # Read-only for the candidate: only the trusted side writes there (the task's copy, the
        # model payload); on disk and outside every quota, a writable one could fill the disk.
        "read_only_paths": sorted({*runtime_paths(), os.path.realpath(private_dir)}),
        "hidden_dirs": sorted({os.path.realpath(h) for h in hide if h and os.path.isdir(h)}),
        "gpu_devices": gpu_minors() if backend == "cuda" else [],
        "rlimits": {"cpu_seconds": int(max(60, 4 * timeout_s + 120)), "open_files": 4096,
                    "file_size_bytes": CANDIDATE_FILE_BYTES},
        # CUDA: other GPUs' candidates share the host, capped like a bash call. CPU backend: the
        # candidate holds the host's one device lease and is timed against eager on all cores,
        # in eager's own CPU group (a group of its own would get one task's share on a loaded host).
        "cgroup": {"parent": cgroup_parent, "name": f"cand-{os.getpid()}-{kind}", "pids_max": CANDIDATE_PIDS,
                   "memory_bytes": CANDIDATE_MEMORY_BYTES, "required": False,
                   **({"cpu_cores": shared_cpu_cores()} if backend == "cuda" else {"cpu_group": False})},
        "network": False,
        **_identity(uid),
    }
    return pol


def compiler_cgroup(unit_key: str, parent: str = DEFAULT_CGROUP_PARENT) -> dict:
    """The cgroup of one contained compile (named like a candidate's, so a dead harness's
    leftovers are swept the same way); background work: it yields the CPU to the judge's timing."""
    return {"parent": parent, "name": f"cand-{os.getpid()}-cc{unit_key[:12]}", "pids_max": COMPILER_PIDS,
            "memory_bytes": compiler_memory_bytes(), "cpu_cores": shared_cpu_cores(), "background": True,
            "required": False}


def compile_jail(*, workspace: str, out_dir: str, hide: list[str], uid: int, template_dir: str,
                 cgroup_parent: str = DEFAULT_CGROUP_PARENT) -> dict:
    """{policy, out_dir, src_dir, cgroup_parent} for compile_ext: the compiler sees the snapshot of the
    workspace's sources (taken into src_dir, beside out_dir) read-only and not the workspace,
    writes only out_dir, has no network and no GPU, and cannot see the workdir or the shared
    cache. Each unit gets its own memory and pids cgroup (`compiler_cgroup`)."""
    prepare_private_dir(out_dir, uid)
    pol: dict = {"workspace": workspace, "minimal_root": True, "writable_dirs": [out_dir],
                 "read_only_paths": sorted(set(runtime_paths()) | {os.path.realpath(template_dir)}),
                 "hidden_dirs": sorted({os.path.realpath(h) for h in hide if h and os.path.isdir(h)}),
                 "gpu_devices": [], "network": False,
                 "rlimits": {"cpu_seconds": 600, "file_size_bytes": 1 << 30}, **_identity(uid)}
    return {"policy": pol, "out_dir": out_dir, "src_dir": os.path.join(os.path.dirname(out_dir), "compile-src"),
            "cgroup_parent": cgroup_parent}
