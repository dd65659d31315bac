"""Each live episode runs as its own uid (root server, --sandbox-uid-base): its workspace, bash
calls, compilers and candidate processes; so process limits, signals, keyrings and file
ownership never cross episodes. Through the real server (the `arena` fixture)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from arena import bash, workspace
from warpgym import Client

REPO = Path(__file__).resolve().parents[3]
CANDIDATE = '''import os
import torch
maps = open("/proc/self/uid_map").read().split()
raise RuntimeError(f"candidate-uid={os.getuid()} gid={os.getgid()} uid_map={'-'.join(maps)}")
'''


def _ids(c: Client, ep: str) -> tuple[int, int]:
    obs, _ = bash(c, ep, "id -u; id -g")
    uid, gid = (int(x) for x in re.findall(r"^\d+$", obs, re.M)[:2])
    return uid, gid


def test_two_episodes_run_as_two_uids(arena):
    srv, c, ep, honest = arena
    srv.require("uid_per_episode")
    other = c.reset(c.list_tasks()[0])[0]
    try:
        mine, theirs = _ids(c, ep), _ids(c, other)
        assert mine[0] == mine[1] and theirs[0] == theirs[1], (mine, theirs)
        assert mine[0] != theirs[0], (mine, theirs)
        assert mine[0] not in (0, 65534) and theirs[0] not in (0, 65534), (mine, theirs)
        assert workspace(srv, ep).stat().st_uid == mine[0]
        assert workspace(srv, other).stat().st_uid == theirs[0]
        # Nothing of the other episode is reachable by uid either: its workspace is not mounted,
        # and a process of the other uid could not be signalled (own pid namespace as well).
        obs, _ = bash(c, ep, f"ls {workspace(srv, other)} 2>&1; kill -0 -1 && echo SIGNALLED-ONLY-OWN")
        assert "No such file" in obs, obs
    finally:
        c.close(other)


def test_bash_runs_in_a_user_namespace_of_its_own_mapping_only_its_uid(arena):
    """Root server too: a namespace of its own whose only mapped id is the episode's uid (its
    root is unmapped: nothing in the sandbox is ever uid 0), no supplementary group left over
    from root, no capability, and a second namespace level between the sandbox and the host."""
    srv, c, ep, _ = arena
    srv.require("user_namespace")
    uid, _gid = _ids(c, ep)
    obs, _ = bash(c, ep, "cat /proc/self/uid_map /proc/self/gid_map; grep -E '^(Groups|CapEff|CapPrm|CapBnd):' "
                         "/proc/self/status; readlink /proc/self/ns/user; unshare -U true 2>&1 || echo NO-NESTED")
    maps = re.findall(r"^\s*(\d+)\s+(\d+)\s+(\d+)\s*$", obs, re.M)
    assert maps == [(str(uid), str(uid), "1")] * 2, obs
    assert re.search(r"^Groups:\s*$", obs, re.M), obs
    for cap in ("CapEff", "CapPrm", "CapBnd"):
        assert re.search(rf"^{cap}:\s*0+$", obs, re.M), obs
    server_ns = os.readlink(f"/proc/{srv.pid}/ns/user")
    assert "user:[" in obs and server_ns not in obs, (server_ns, obs)
    assert "NO-NESTED" in obs, obs


def test_the_candidate_runs_as_the_episodes_uid(arena):
    srv, c, ep, _ = arena
    srv.require("uid_per_episode")
    uid, _gid = _ids(c, ep)
    task = c.list_tasks()[0]
    for f in sorted((REPO / "tasks" / "demo" / "solutions" / task / "reference" / "kernels").glob("*")):
        c.step(ep, {"tool": "write_file", "args": {"path": f"kernels/{f.name}", "content": f.read_text()}})
    c.step(ep, {"tool": "write_file", "args": {"path": "model_new.py", "content": CANDIDATE}})
    obs, *_ = c.step(ep, {"tool": "verify", "args": {}})
    assert f"candidate-uid={uid} gid={uid}" in obs, obs[-3000:]
    if "+user on" in srv.isolation:  # the harness's own probe agrees with the server's
        assert f"uid_map={uid}-{uid}-1" in obs, obs[-3000:]


def test_a_closed_episodes_uid_is_reused_last(arena):
    srv, c, ep, _ = arena
    srv.require("uid_per_episode")
    task = c.list_tasks()[0]
    first = c.reset(task)[0]
    uid = _ids(c, first)[0]
    c.close(first)
    again = c.reset(task)[0]
    try:
        assert _ids(c, again)[0] != uid, "a uid just released went to the next episode"
    finally:
        c.close(again)
