"""sandbox_enter.py + libwarpgym_sandbox_enter.so, for real: a forked Python child contains itself
and reports from inside, through a pipe, what it could and could not do.

Needs the library (built with the server: cmake --build build) and root or unprivileged user
namespaces. As root both paths run: the root caller (drops to uid 65534) and, by dropping to
uid 1000 before entering, the user-namespace caller of a non-root server.

The child uses only modules imported before the fork: after entering it may not be able to read
the interpreter's own files (here the stdlib lives under /root, mode 0700).
"""
from __future__ import annotations

import importlib.util
import json
import os
import resource
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from ci_skips import require_module
from warpgym_harness import sandbox_enter

ROOT = Path(__file__).resolve().parents[2]
IS_ROOT = os.geteuid() == 0


def _userns_allowed() -> bool:
    try:
        return int(Path("/proc/sys/user/max_user_namespaces").read_text()) > 0
    except (OSError, ValueError):
        return False


pytestmark = pytest.mark.skipif(not IS_ROOT and not _userns_allowed(),
                                reason="needs root or unprivileged user namespaces")


@pytest.fixture(scope="module", autouse=True)
def library():
    assert sandbox_enter.library_path(), (
        "libwarpgym_sandbox_enter.so not found: build it (cmake --build build) or set WARPGYM_SANDBOX_LIB")
    sandbox_enter.load()  # before any fork


@pytest.fixture
def tree():
    """A fake server workdir (hidden) holding the workspace, a candidate dir and a secret, and a fake /dev.

    Not under pytest's tmp_path: its base dir is 0700, and a non-root caller must reach the paths."""
    base = Path(tempfile.mkdtemp(prefix="wg-sandbox-enter-"))
    os.chmod(base, 0o755)
    work = base / "workdir"
    paths = {"work": work, "ws": work / "episodes" / "e1", "cand": work / "candidates" / "c1",
             "secret": work / "secret", "dev": base / "dev"}
    for key in ("ws", "cand", "secret", "dev"):
        paths[key].mkdir(parents=True)
    (paths["ws"] / "model.py").write_text("x = 1\n")
    (paths["secret"] / "key").write_text("s3cret\n")
    for name in ("null", "nvidia0", "nvidia1", "nvidia2", "nvidiactl", "nvidia-uvm", "kmsg"):
        (paths["dev"] / name).write_text(name + "\n")
    (paths["dev"] / "nvidia-caps").mkdir()
    (paths["dev"] / "nvidia-caps" / "nvidia-cap1").write_text("cap\n")
    os.chmod(paths["cand"], 0o777)
    yield paths
    shutil.rmtree(base, ignore_errors=True)


def base_policy(t: dict[str, Path], **extra) -> dict:
    policy = {"workspace": str(t["ws"]), "writable_dirs": [str(t["cand"])], "hidden_dirs": [str(t["work"])],
              "dev_dir": str(t["dev"]), "gpu_devices": [1],
              "rlimits": {"cpu_seconds": 30, "file_size_bytes": 1 << 20, "processes": 512, "open_files": 77},
              "network": False}
    policy.update(extra)
    return policy


def run_entered(policy: dict, body, drop_to_uid: int | None = None) -> tuple[int, dict]:
    """Forks; the child (optionally dropped to `drop_to_uid`) enters and runs body(), whose dict
    comes back through a pipe. Returns (exit code or -signal, report)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the candidate
        code = 0
        try:
            os.close(r)
            if drop_to_uid is not None:
                os.setgroups([])
                os.setresgid(drop_to_uid, drop_to_uid, drop_to_uid)
                os.setresuid(drop_to_uid, drop_to_uid, drop_to_uid)
            try:
                sandbox_enter.enter({**policy, "keep_fds": policy.get("keep_fds", []) + [w]})
                report = body()
            except sandbox_enter.SandboxError as e:
                report, code = {"enter_failed": str(e)}, 3
            os.write(w, json.dumps(report).encode())
        except BaseException as e:  # noqa: BLE001 - the child must never return into pytest
            try:
                os.write(w, json.dumps({"child_error": repr(e)}).encode())
            finally:
                os._exit(4)
        os._exit(code)
    os.close(w)
    chunks = []
    while chunk := os.read(r, 65536):
        chunks.append(chunk)
    os.close(r)
    _, status = os.waitpid(pid, 0)
    sandbox_enter.cleanup(policy)
    return os.waitstatus_to_exitcode(status), json.loads(b"".join(chunks) or b"{}")


def inside(t: dict[str, Path], port: int, server_fd: int) -> dict:
    """Runs inside the sandbox: every probe of the brief, as data."""
    def can_write(path: Path | str) -> bool:
        try:
            with open(path, "w") as f:
                f.write("x")
            return True
        except OSError:
            return False

    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(2)
    try:
        s.connect(("127.0.0.1", port))
        connect = "connected"
    except OSError as e:
        connect = f"errno {e.errno}"
    finally:
        s.close()
    limits = {name: list(resource.getrlimit(getattr(resource, name)))
              for name in ("RLIMIT_CPU", "RLIMIT_FSIZE", "RLIMIT_NPROC", "RLIMIT_NOFILE", "RLIMIT_CORE", "RLIMIT_AS")}
    caps = [line.split()[1] for line in open("/proc/self/status") if line.startswith("CapEff:")][0]
    try:
        os.fstat(server_fd)
        server_fd_state = "open"
    except OSError:
        server_fd_state = "closed"
    return {
        "pid": os.getpid(), "uid": os.getuid(), "cwd": os.getcwd(), "caps": caps, "server_fd": server_fd_state,
        "connect": connect,
        "hidden": sorted(os.listdir(t["work"])),
        "secret_exists": os.path.exists(t["secret"] / "key"),
        "workspace_readable": (t["ws"] / "model.py").read_text(),
        "write_workspace": can_write(t["ws"] / "new.py"),
        "write_candidate_dir": can_write(t["cand"] / "out"),
        "write_etc": can_write("/etc/wg-sandbox-test"),
        "write_tmp": can_write("/tmp/private"),
        "dev": sorted(os.listdir(t["dev"])),
        "nvidia1": (t["dev"] / "nvidia1").read_text(),
        "limits": limits,
    }


@pytest.fixture
def listening():
    """A TCP server of the parent on 127.0.0.1: (port, its descriptor, inherited by the child)."""
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)
    yield srv.getsockname()[1], srv.fileno()
    srv.close()


CALLERS = [pytest.param(None, id="as-is")]
if IS_ROOT:
    CALLERS.append(pytest.param(1000, id="non-root-user-namespace"))


@pytest.mark.parametrize("drop_to_uid", CALLERS)
def test_candidate_is_contained(tree, listening, drop_to_uid):
    port, server_fd = listening
    non_root = drop_to_uid is not None or not IS_ROOT
    policy = base_policy(tree)
    if not non_root:
        policy["cgroup"] = {"name": f"pytest-{os.getpid()}-contained", "pids_max": 64, "memory_bytes": 1 << 30}
    code, r = run_entered(policy, lambda: inside(tree, port, server_fd), drop_to_uid)
    assert code == 0, r
    assert r["pid"] == 1
    if IS_ROOT:
        assert r["uid"] == (1000 if drop_to_uid else 65534)
    assert r["caps"] == "0000000000000000"
    assert r["cwd"] == str(tree["ws"])
    assert r["connect"].startswith("errno"), r["connect"]  # the parent's 127.0.0.1 port is unreachable
    assert r["server_fd"] == "closed"  # inherited descriptors are closed (keep_fds: only the pipe)
    assert r["hidden"] == ["candidates", "episodes"]  # no "secret": the workdir is an empty tmpfs
    assert r["secret_exists"] is False
    assert r["workspace_readable"] == "x = 1\n"
    assert r["write_workspace"] is False  # read-only workspace
    assert r["write_candidate_dir"] is True
    assert r["write_etc"] is False
    assert r["write_tmp"] is True and not (Path("/tmp") / "private").exists()  # private /tmp
    assert r["dev"] == ["fd", "null", "nvidia-caps", "nvidia-uvm", "nvidia1", "nvidiactl",
                        "shm", "stderr", "stdin", "stdout"]  # no nvidia0/nvidia2/kmsg
    assert r["nvidia1"] == "nvidia1\n"
    lim = r["limits"]
    assert lim["RLIMIT_CPU"] == [30, 30]
    assert lim["RLIMIT_FSIZE"] == [1 << 20, 1 << 20]
    assert lim["RLIMIT_NPROC"] == [512, 512]
    assert lim["RLIMIT_NOFILE"] == [77, 77]
    assert lim["RLIMIT_CORE"] == [0, 0]
    assert lim["RLIMIT_AS"] == [resource.RLIM_INFINITY, resource.RLIM_INFINITY]  # CUDA needs it
    assert (tree["cand"] / "out").read_text() == "x"
    assert not (tree["ws"] / "new.py").exists()


def _load_probe():
    """tests/redteam/sandbox/syscall_probe.py, imported before any fork (it loads ctypes)."""
    spec = importlib.util.spec_from_file_location(
        "syscall_probe", ROOT / "tests" / "redteam" / "sandbox" / "syscall_probe.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("drop_to_uid", CALLERS)
def test_seccomp_filter_denies_keys_tracing_namespaces_and_io_uring(tree, drop_to_uid):
    probe = _load_probe()
    cwd = tree["cand"]  # the probe's mount target goes to the writable candidate dir
    code, r = run_entered(base_policy(tree, cwd=str(cwd)), probe.probe, drop_to_uid)
    assert code == 0, r
    assert probe.unexpected(r) == {}, r


def _fork_bomb() -> dict:
    forked = 0
    for _ in range(40):
        try:
            child = os.fork()
        except OSError:
            break
        if child == 0:
            signal.pause()  # dies with PID 1
            os._exit(0)
        forked += 1
    return {"forked": forked}


@pytest.mark.skipif(not IS_ROOT, reason="the per-call cgroup needs a writable cgroup hierarchy (root here)")
def test_fork_bomb_is_capped_by_the_pids_cgroup(tree):
    name = f"pytest-{os.getpid()}-bomb"
    policy = base_policy(tree, cgroup={"name": name, "pids_max": 8, "memory_bytes": 1 << 30})
    code, r = run_entered(policy, _fork_bomb)
    if "enter_failed" in r and "degraded" in r["enter_failed"]:
        pytest.skip(r["enter_failed"])
    assert code == 0, r
    assert r["forked"] == 6  # pids.max 8 = the intermediate + PID 1 + 6
    assert not any(Path(p, "warpgym", name).exists()
                   for p in ("/sys/fs/cgroup/pids", "/sys/fs/cgroup/memory", "/sys/fs/cgroup"))


def _spin():
    while True:
        pass


def test_exit_status_mirrors_the_inner_process(tree):
    code, _ = run_entered(base_policy(tree), lambda: os._exit(5))
    assert code == 5
    code, _ = run_entered(base_policy(tree, rlimits={"cpu_seconds": 1}), _spin)
    assert code == -signal.SIGKILL  # CPU limit: SIGKILL at the hard limit, mirrored


def test_bad_policy_is_refused_before_anything_happens(tree):
    code, r = run_entered(base_policy(tree, workspace=str(tree["work"] / "missing")), lambda: {"ran": True})
    assert code == 3
    assert "workspace" in r["enter_failed"] and "No such file" in r["enter_failed"]
    code, r = run_entered(base_policy(tree, network=True), lambda: {"ran": True})
    assert code == 3 and "network" in r["enter_failed"]


TORCH_CHILD = textwrap.dedent("""
    import json, os, sys
    import torch                      # the expensive import, before the fork
    sys.path.insert(0, sys.argv[1])
    from warpgym_harness import sandbox_enter
    sandbox_enter.load()
    policy = json.loads(sys.argv[2])
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            sandbox_enter.enter({**policy, "keep_fds": [w]})
            x = torch.arange(6, dtype=torch.float32).reshape(2, 3)
            out = {"pid": os.getpid(), "uid": os.getuid(), "sum": float((x @ x.T).sum()),
                   "threads": torch.get_num_threads()}
        except Exception as e:
            out = {"error": repr(e)}
        os.write(w, json.dumps(out).encode())
        os._exit(0)
    os.close(w)
    data = os.read(r, 65536)
    _, status = os.waitpid(pid, 0)
    sandbox_enter.cleanup(policy)
    print(json.dumps({"child": json.loads(data or b"{}"), "code": os.waitstatus_to_exitcode(status)}))
""")


def test_forked_torch_process_enters_and_still_runs_torch(tree):
    require_module("torch")
    policy = base_policy(tree, dev_dir="/dev", gpu_devices=[])
    if IS_ROOT:
        policy["cgroup"] = {"name": f"pytest-{os.getpid()}-torch", "pids_max": 128, "memory_bytes": 4 << 30}
    proc = subprocess.run([sys.executable, "-c", TORCH_CHILD, str(ROOT / "env_server" / "harness"), json.dumps(policy)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["code"] == 0, result
    child = result["child"]
    assert "error" not in child, child
    assert child["pid"] == 1
    if IS_ROOT:
        assert child["uid"] == 65534
    assert child["sum"] == 83.0  # [[0,1,2],[3,4,5]] @ its transpose = [[5,14],[14,50]]


def test_killing_the_intermediate_kills_the_candidate_and_its_children(tree):
    """The caller's timeout kills the pid it forked; the candidate and what it started must go too."""
    r, w = os.pipe()
    ready_r, ready_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(r)
            os.close(ready_r)
            sandbox_enter.enter(base_policy(tree, keep_fds=[w, ready_w]))
            if os.fork() == 0:  # a grandchild in its own session, holding the pipe too
                os.setsid()
                signal.pause()
            os.write(ready_w, b"x")
            signal.pause()
        finally:
            os._exit(9)
    os.close(w)
    os.close(ready_w)
    assert os.read(ready_r, 1) == b"x"  # contained, grandchild started
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.set_blocking(r, True)
    readable, _, _ = select.select([r], [], [], 10)
    assert readable, "the candidate or its child still holds the pipe 10 s after the kill"
    assert os.read(r, 1) == b""  # EOF: every holder of the write end is gone
    os.close(r)
    os.close(ready_r)


def test_candidate_policy_gives_a_minimal_root(tree):
    """The policy candidates and compilers get (candidate_sandbox.policy): `/` is a fresh root of
    system paths, the Python installation and this harness; the checkout, its tasks and solutions,
    home directories and the rest of /etc are not there, and nothing in `/` is writable."""
    from warpgym_harness import candidate_sandbox

    pol = candidate_sandbox.policy(workspace=str(tree["ws"]), private_dir=str(tree["cand"]), hide=[str(tree["work"])],
                                   backend="cpu", uid=65534, timeout_s=30, kind="minimal-root-test")
    pol.pop("cgroup")
    assert pol["minimal_root"] is True

    def body() -> dict:
        def writable(path: str) -> bool:
            try:
                open(path, "w").close()
                return True
            except OSError:
                return False
        return {"root": sorted(os.listdir("/")), "etc": sorted(os.listdir("/etc")),
                "visible": {p: os.path.exists(p) for p in (str(ROOT / "README.md"), str(ROOT / "tasks"),
                                                           str(ROOT / "tasks" / "demo" / "solutions"),
                                                           "/home", "/var", "/opt", "/etc/hostname", "/etc/hosts",
                                                           str(tree["secret"] / "key"))},
                "workspace": sorted(os.listdir(".")), "cwd": os.getcwd(),
                "cgroup": open("/proc/self/cgroup").read(),
                "root_writable": writable("/planted"), "usr_writable": writable("/usr/planted"),
                "tmp_writable": writable("/tmp/ok")}

    code, rep = run_entered(pol, body)
    assert code == 0, rep
    allowed = {"bin", "sbin", "lib", "lib32", "lib64", "libx32", "usr", "etc", "tmp", "dev", "proc", "sys"}
    for p in [*candidate_sandbox.runtime_paths(), str(tree["ws"]), str(tree["cand"])]:
        allowed.add(Path(p).parts[1])  # the top dirs of the kept paths (their parents are bare dirs)
    assert set(rep["root"]) <= allowed, set(rep["root"]) - allowed
    assert not any(rep["visible"].values()), rep["visible"]
    assert set(rep["etc"]) <= {"alternatives", "group", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime",
                               "nsswitch.conf", "passwd"} | {e for e in rep["etc"] if e.startswith("python3")}, rep["etc"]
    assert rep["cwd"] == str(tree["ws"]) and "model.py" in rep["workspace"], rep
    assert not rep["root_writable"] and not rep["usr_writable"] and rep["tmp_writable"], rep
    # its own cgroup namespace: no host group name is readable
    assert all(line.split(":", 2)[2] == "/" for line in rep["cgroup"].splitlines() if line), rep["cgroup"]


def test_processes_that_share_the_host_get_a_cpu_cap(tmp_path):
    """Compilers and CUDA candidates (other GPUs' work shares the host) are capped at half the
    host's cores; a CPU-backend candidate holds the host's one device lease and is timed against
    eager on all cores, so it is not."""
    from warpgym_harness import candidate_sandbox

    half = max(1.0, (os.cpu_count() or 2) / 2)
    assert candidate_sandbox.compiler_cgroup("k" * 16)["cpu_cores"] == half
    ws, cand = tmp_path / "ws", tmp_path / "cand"
    ws.mkdir()
    cand.mkdir()
    args = dict(workspace=str(ws), private_dir=str(cand), hide=[], uid=65534, timeout_s=30, kind="cap-test")
    assert candidate_sandbox.policy(backend="cuda", **args)["cgroup"]["cpu_cores"] == half
    cpu = candidate_sandbox.policy(backend="cpu", **args)["cgroup"]
    assert "cpu_cores" not in cpu and cpu["cpu_group"] is False  # timed in eager's CPU group


@pytest.mark.skipif(not IS_ROOT, reason="the per-call cgroup needs a writable cgroup hierarchy (root here)")
def test_a_server_parent_holds_its_candidates_groups(tree):
    """A server passes its own parent ("warpgym/server-<pid>"): its candidates' and compiles'
    groups go there (its memory total counts them), capped as anywhere else, and gone after."""
    from warpgym_harness import candidate_sandbox

    parent = f"warpgym/pytest-server-{os.getpid()}"
    assert candidate_sandbox.cgroup_parent(parent) == parent
    for bad in ("../x", "warpgym//a", "", "a b", "warpgym/.."):
        with pytest.raises(ValueError):
            candidate_sandbox.cgroup_parent(bad)
    assert candidate_sandbox.compiler_cgroup("k" * 16, parent)["parent"] == parent
    name = f"pytest-{os.getpid()}-nested"
    policy = base_policy(tree, cgroup={"parent": parent, "name": name, "pids_max": 8, "memory_bytes": 1 << 30})
    code, r = run_entered(policy, _fork_bomb)
    if "enter_failed" in r and "degraded" in r["enter_failed"]:
        pytest.skip(r["enter_failed"])
    assert code == 0, r
    assert r["forked"] == 6
    roots = [Path(p) for p in ("/sys/fs/cgroup/pids", "/sys/fs/cgroup/memory", "/sys/fs/cgroup")]
    assert any((p / parent).is_dir() for p in roots), "the group was not made under the given parent"
    assert not any((p / parent / name).exists() for p in roots)
    for p in roots:
        if (p / parent).is_dir():
            (p / parent).rmdir()
