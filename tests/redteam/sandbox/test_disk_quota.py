"""The disk quota is the filesystem's: each workspace is its own size-limited filesystem, so a
write past the quota fails with ENOSPC in the kernel: many files, paths deeper than PATH_MAX
(which a walk by path cannot even count) and writes around an evaluation request over descriptor
3 all stop at the limit, with 0 bytes beyond it. Through the real server (the `arena` fixture);
the red-team server's quota is 64 MiB."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena import bash, workspace

QUOTA = 64 << 20
REFERENCE = Path(__file__).resolve().parents[3] / "tasks" / "demo" / "solutions" / "level1" / "1_ReLU" / "reference"

DEEP_WRITER = r'''
import errno, os
fd = os.open(".", os.O_DIRECTORY)
for i in range(40):  # 40 x 200 characters: far past PATH_MAX (4096)
    os.mkdir("d" * 200, dir_fd=fd)
    nxt = os.open("d" * 200, os.O_DIRECTORY, dir_fd=fd)
    os.close(fd)
    fd = nxt
written = 0
try:
    for i in range(10000):
        f = os.open(f"f{i}", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
        try:
            written += os.write(f, b"x" * (1 << 20))
        finally:
            os.close(f)
except OSError as e:
    print("stopped by", errno.errorcode.get(e.errno), "after", written)
'''


@pytest.fixture()
def quota_arena(arena):
    srv, c, ep, honest = arena
    srv.require("quota_fs")
    return srv, c, ep


def _used(srv, ep: str) -> int:
    st = os.statvfs(workspace(srv, ep))
    return (st.f_blocks - st.f_bfree) * st.f_frsize


def _file_bytes(root: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(root):
        for f in files:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_blocks * 512
            except OSError:
                pass
    return total


def test_many_files_stop_at_the_quota_with_enospc(quota_arena):
    srv, c, ep = quota_arena
    obs, info = bash(c, ep, "i=0; while [ $i -lt 400 ]; do head -c 1M /dev/zero > m$i || break; "
                            "i=$((i+1)); done; echo files $i", timeout_s=60)
    # head's own message on stderr (the step's output): the kernel refused the write.
    assert "No space left on device" in obs or info.get("bash", {}).get("quota_killed"), obs
    assert info["error"]["code"] == "disk_quota", info
    assert _used(srv, ep) <= QUOTA, _used(srv, ep)
    assert _file_bytes(workspace(srv, ep)) <= QUOTA


def test_paths_deeper_than_path_max_count_against_the_same_limit(quota_arena):
    srv, c, ep = quota_arena
    c.step(ep, {"tool": "write_file", "args": {"path": "deep.py", "content": DEEP_WRITER}})
    obs, info = bash(c, ep, "python3 deep.py", timeout_s=60)
    assert "stopped by ENOSPC" in obs or info.get("bash", {}).get("quota_killed"), obs
    assert _used(srv, ep) <= QUOTA, _used(srv, ep)


def test_writes_around_an_evaluation_request_stop_at_the_quota(quota_arena):
    srv, c, ep = quota_arena
    for path in [REFERENCE / "model_new.py", *sorted((REFERENCE / "kernels").glob("*"))]:
        c.step(ep, {"tool": "write_file", "args": {"path": str(path.relative_to(REFERENCE)),
                                                   "content": path.read_text()}})
    obs, info = bash(c, ep, "(i=0; while :; do head -c 512K /dev/zero > w$i 2>/dev/null; i=$((i+1)); done) & "
                            "python3 -m utils.verification > verify.out 2>&1; sleep 1; kill %1; echo done",
                     timeout_s=300)
    assert _used(srv, ep) <= QUOTA, (_used(srv, ep), obs)
    assert _file_bytes(workspace(srv, ep)) <= QUOTA


def test_a_full_workspace_fails_the_agents_compile_not_the_environment(quota_arena):
    """The agent fills its workspace and removes build/: the trusted harness cannot install the
    extension there. That is the agent's failure (not compiled, -1 at submit), never an
    infrastructure error (which a trainer may drop or retry)."""
    srv, c, ep = quota_arena
    for path in [REFERENCE / "model_new.py", *sorted((REFERENCE / "kernels").glob("*"))]:
        c.step(ep, {"tool": "write_file", "args": {"path": str(path.relative_to(REFERENCE)),
                                                   "content": path.read_text()}})
    bash(c, ep, "rm -rf build; for i in 1 2 3; do head -c 30M /dev/zero > fill$i; done; true", timeout_s=60)
    obs, _r, _t, _tr, info = c.step(ep, {"tool": "compile", "args": {}})
    assert not info.get("infra_error"), obs
    assert "workspace is full" in obs, obs
    obs, reward, term, _tr, info = c.step(ep, {"tool": "submit", "args": {}})
    assert term and reward == -1 and not info.get("infra_error"), (reward, obs[-2000:])


PRIVATE_FILLER = '''import os
d = os.path.dirname(os.readlink("/proc/self/fd/1"))  # the candidate's private dir, on the host's disk
try:
    with open(os.path.join(d, "big0"), "wb") as f:
        f.write(b"\\\\1" * (64 << 20))
    result = "WROTE"
except OSError as e:
    result = f"refused: {e.strerror}"
raise RuntimeError(f"private-dir {result}")
'''


def test_the_candidate_cannot_fill_the_disk_through_its_private_dir(quota_arena):
    """The candidate's private dir (the trusted side's task copy and model payload) is on the
    server's disk, outside every quota: it is read-only to the candidate."""
    srv, c, ep = quota_arena
    for path in sorted((REFERENCE / "kernels").glob("*")):
        c.step(ep, {"tool": "write_file", "args": {"path": f"kernels/{path.name}", "content": path.read_text()}})
    c.step(ep, {"tool": "write_file", "args": {"path": "model_new.py", "content": PRIVATE_FILLER}})
    obs, *_ = c.step(ep, {"tool": "verify", "args": {}})
    assert "private-dir refused" in obs and "WROTE" not in obs, obs[-3000:]
    assert not list((srv.workdir / "private").rglob("big0"))
