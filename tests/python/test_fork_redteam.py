"""Red-team checks of the ``fork`` op (CPU backend, real server): what a hostile agent can do to a
fork through bash in the parent. Tests that fail describe a bug; the rest pin down behaviour that
is already right (links never followed, set-id bits dropped, failed forks leak nothing, forks wait
for queued steps)."""
from __future__ import annotations

import os
import stat
import threading
import time
from pathlib import Path

import pytest

from server_process import start_server
from warpgym import Client
from warpgym.errors import ResourceExhausted

pytestmark = pytest.mark.slow

TASK = "level1/1_ReLU"
REPO = Path(__file__).resolve().parents[2]
UTILS = REPO / "env_server" / "templates" / "utils"


def _bash(c: Client, ep: str, command: str) -> str:
    obs, *_ = c.step(ep, {"tool": "bash", "args": {"command": command}})
    return obs


def _needs_root() -> None:
    if os.geteuid() != 0:
        pytest.skip("needs a root server (sandbox uids, tmpfs workspaces)")


def test_protected_path_made_a_link_in_the_parent_is_the_server_copy_in_the_child(tmp_path: Path) -> None:
    # docs/protocol.md: "The workspace's protected files (model.py, SKILL.md, ...) are the server's
    # own fresh copies". The parent cannot touch utils/compile.sh (read-only bind) but can rename
    # the directory holding it and put a link to a host file at the protected path; the clone's
    # link branch does not check IsProtected, so it unlinks the server's copy in the child.
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            obs = _bash(c, parent, "mv utils u2 && mkdir utils && ln -s /etc/passwd utils/compile.sh "
                                   "&& ln -s /etc/passwd utils/verification.py")
            assert "[exit code 0]" in obs, obs
            kid, _ = c.fork(parent)
            child = server.workdir / "episodes" / kid / "utils"
            for name in ("compile.sh", "verification.py"):
                assert not (child / name).is_symlink(), f"utils/{name} -> {os.readlink(child / name)}"
                assert (child / name).read_bytes() == (UTILS / name).read_bytes()
    finally:
        server.stop()


def test_fork_copies_a_template_directory_the_parent_replaced_by_a_link(tmp_path: Path) -> None:
    # `mv kernels k2 && ln -s k2 kernels` is an ordinary workspace; the clone unlink()s the child's
    # template directory kernels/ (EISDIR, ignored) and create_symlink fails: internal error, and
    # the client retries it (4 failing forks in the server log per call).
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            _bash(c, parent, "mv kernels k2 && echo x > k2/a.cpp && ln -s k2 kernels")
            kid, info = c.fork(parent)  # now: warpgym.errors.Internal "cannot link kernels: File exists"
            root = server.workdir / "episodes" / kid
            assert (root / "kernels").is_symlink() and os.readlink(root / "kernels") == "k2"
            assert (root / "k2" / "a.cpp").read_text() == "x\n"
    finally:
        server.stop()


def test_fork_does_not_silently_drop_files_beyond_path_max(tmp_path: Path) -> None:
    # A tree deeper than PATH_MAX (built with relative cd's): the iterator lists it, but
    # symlink_status() on the full path fails (ENAMETOOLONG) and the entries are counted as
    # "skipped" like fifos: the fork succeeds and the child silently lacks the parent's files.
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            obs = _bash(c, parent, "d=$(printf 'a%.0s' $(seq 200)); for i in $(seq 25); do "
                                   "mkdir $d && cd $d || exit 1; done; echo deep > f; pwd | wc -c")
            assert "[exit code 0]" in obs and int(obs.split()[0]) > 4096, obs
            try:
                kid, info = c.fork(parent)
            except Exception:  # refusing the fork is fine too
                return
            assert info["copy"]["skipped"] == 0, info["copy"]  # now: 7, the deep dirs and f
            obs = _bash(c, kid, "find . -name f | wc -l")
            assert obs.split()[0] == "1", obs
    finally:
        server.stop()


def test_fork_info_does_not_reveal_host_files_through_links(tmp_path: Path) -> None:
    # The fork reply's workspace_files follows links (is_regular_file, fs::relative canonicalises):
    # a link to a host file shows as "../../../../etc/passwd", a link to a missing one does not, so
    # the agent learns which host paths exist (and their real location) from the reply.
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            _bash(c, parent, "ln -s /etc/passwd a; ln -s /nonexistent/zzz b")
            _, info = c.fork(parent)
            files = info["workspace_files"]
            assert not [f for f in files if f.startswith("..") or f.startswith("/")], files
    finally:
        server.stop()


def _memory_limit(group: str) -> Path | None:
    """The memory limit file of a group under the host's memory controller (v1 or v2)."""
    for p in (Path("/sys/fs/cgroup/memory") / group / "memory.limit_in_bytes", Path("/sys/fs/cgroup") / group / "memory.max"):
        if p.is_file():
            return p
    return None


def test_forks_count_against_the_sandbox_memory_total(tmp_path: Path) -> None:
    # Workspaces are tmpfs (RAM). Files written by bash are charged to the sandbox's memory
    # cgroup ("all sandboxed work together", --sandbox-memory-total-mb), but the fork's copy is
    # written by the server itself and charged to no sandbox budget: one 150 MiB workspace forked
    # 3 times holds 600 MiB of RAM under a 256 MiB total, while a second episode writing the same
    # 150 MiB is killed.
    _needs_root()
    shared = _memory_limit("warpgym")
    before = shared.read_text() if shared else None
    server = start_server(tmp_path, "--sandbox-memory-total-mb", "256", "--workspace-quota-mb", "200")
    own = None
    try:
        # The total is this server's own (its parent group), never the host's other servers'.
        groups = [p for root in (Path("/sys/fs/cgroup/memory/warpgym"), Path("/sys/fs/cgroup/warpgym"))
                  for p in (root.glob(f"server-{server.proc.pid}-*") if root.is_dir() else [])]
        own = _memory_limit(f"warpgym/{groups[0].name}") if groups else None
        assert shared is None or own is not None, "a memory cgroup here, but no parent of this server's"
        if own is not None:
            assert int(own.read_text()) == 256 << 20
            assert shared is not None and shared.read_text() == before, "another server's total moved"
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            obs = _bash(c, parent, "head -c 150M /dev/urandom > big && echo done")
            assert "done" in obs, obs
            other, _, _ = c.reset(TASK)
            obs = _bash(c, other, "head -c 150M /dev/urandom > big && echo done")
            assert "done" not in obs, obs  # the budget holds for bash
            _bash(c, other, "rm -f big")
            with pytest.raises(ResourceExhausted):
                for _ in range(3):
                    c.fork(parent)  # now: all 3 succeed
    finally:
        server.stop()
    if own is not None:
        assert not own.parent.exists(), "a server that stopped cleanly leaves no parent group"


def test_failed_forks_leak_no_workspace_uid_or_slot(tmp_path: Path) -> None:
    server = start_server(tmp_path, "--max-episodes", "2", "--workspace-quota-mb", "16")
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            _bash(c, parent, "truncate -s 100M sparse")
            for _ in range(5):
                with pytest.raises(ResourceExhausted):
                    c.fork(parent)
            assert c.stats()["episodes_active"] == 1
            assert os.listdir(server.workdir / "episodes") == [parent]
            _bash(c, parent, "rm sparse")
            kid, _ = c.fork(parent)  # the slot and a sandbox uid are still free
            with pytest.raises(ResourceExhausted):
                c.reset(TASK)
            assert c.close(kid)
            other, _, _ = c.reset(TASK)
            assert "[exit code 0]" in _bash(c, other, "id -u")
    finally:
        server.stop()


def test_fork_drops_set_id_bits_skips_sockets_keeps_modes_and_odd_names(tmp_path: Path) -> None:
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            obs = _bash(c, parent, "mkdir d0 d5 && echo s > d0/f && echo t > d5/g && chmod 000 d0 && "
                                   "chmod 0500 d5 && echo x > su && chmod 6755 su && mkdir -m 3777 sg && "
                                   "python3 -c \"import socket;socket.socket(socket.AF_UNIX).bind('sock')\" && "
                                   "touch $'new\\nline' && ln kernels/../su hard && echo ok")
            assert "ok" in obs, obs
            kid, info = c.fork(parent)
            root = server.workdir / "episodes" / kid
            assert stat.S_IMODE(os.lstat(root / "su").st_mode) == 0o755
            assert stat.S_IMODE(os.lstat(root / "sg").st_mode) == 0o777
            assert stat.S_IMODE(os.lstat(root / "d0").st_mode) == 0
            assert stat.S_IMODE(os.lstat(root / "d5").st_mode) == 0o500
            assert not (root / "sock").exists() and (root / "new\nline").is_file()
            assert os.lstat(root / "hard").st_ino != os.lstat(root / "su").st_ino  # hardlinks: two copies
            obs = _bash(c, kid, "chmod 700 d0 && cat d0/f && touch d0/new && echo ok")
            assert "s\n" in obs and "ok" in obs, obs  # the child's agent owns what was copied
            assert c.close(kid)
            assert kid not in os.listdir(server.workdir / "episodes")  # 000/0500 dirs removed
    finally:
        server.stop()


def test_fork_waits_for_a_queued_step_and_a_close_after_it_waits_for_the_fork(tmp_path: Path) -> None:
    server = start_server(tmp_path)
    try:
        with Client(server.endpoint, timeout_s=60, step_timeout_s=120) as c:
            parent, _, _ = c.reset(TASK)
            res: dict = {}

            def run(key, delay, fn):
                time.sleep(delay)
                with Client(server.endpoint, timeout_s=60, step_timeout_s=60) as cc:
                    try:
                        res[key] = fn(cc)
                    except Exception as e:  # noqa: BLE001
                        res[key] = e

            jobs = [("step", 0, lambda cc: cc.step(parent, {"tool": "bash", "args": {
                        "command": "sleep 2; echo queued > q.txt"}})),
                    ("fork", 0.5, lambda cc: cc.fork(parent)),
                    ("close", 0.8, lambda cc: cc.close(parent))]
            threads = [threading.Thread(target=run, args=j) for j in jobs]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            assert isinstance(res["fork"], tuple), res
            kid = res["fork"][0]
            assert res["close"] is True
            assert "queued" in _bash(c, kid, "cat q.txt")
            assert sorted(os.listdir(server.workdir / "episodes")) == [kid]
            assert c.stats()["episodes_active"] == 1
    finally:
        server.stop()
