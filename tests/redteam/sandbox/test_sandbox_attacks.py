"""Red-team suite for the bash sandbox: one test per attack, through the real server and the
``bash`` tool. Each test checks, from outside the sandbox, that the attack failed; that the
attacking episode got an observation (an error or a non-zero exit); that an honest episode
running at the same time completed normally; and that the server still answers ``ping``
(the `arena` fixture, conftest.py).
"""

from __future__ import annotations

import hashlib
import os
import socket
import time
import uuid
from pathlib import Path

import pytest

from arena import OUTPUT_CAP, bash, failed, workspace
from warpgym import Client, errors


# --- network ---------------------------------------------------------------------------------

def test_connect_to_server_port(arena):
    srv, c, ep, _ = arena
    obs, info = bash(c, ep, f"exec 3<>/dev/tcp/127.0.0.1/{srv.port}")
    assert failed(obs, info), obs
    assert "unreachable" in obs.lower() or "refused" in obs.lower(), obs


def test_connect_to_host_listener(arena):
    srv, c, ep, _ = arena
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        listener.settimeout(0.5)
        port = listener.getsockname()[1]
        obs, info = bash(c, ep, f"exec 3<>/dev/tcp/127.0.0.1/{port}")
        assert failed(obs, info), obs
        with pytest.raises(socket.timeout):
            listener.accept()  # nothing from the sandbox ever arrived


def test_connect_to_outside_address(arena):
    _srv, c, ep, _ = arena
    # 192.0.2.1 is TEST-NET-1: never routed, so no real traffic leaves even if this failed.
    obs, info = bash(c, ep, "timeout 3 bash -c 'exec 3<>/dev/tcp/192.0.2.1/80'")
    assert failed(obs, info), obs


# --- writing outside the workspace ------------------------------------------------------------

def test_write_parent_dir(arena):
    srv, c, ep, _ = arena
    name = f"escape-{uuid.uuid4().hex}"
    obs, info = bash(c, ep, f"echo pwned > ../{name}")
    assert failed(obs, info), obs
    assert not (workspace(srv, ep).parent / name).exists()


def test_write_etc(arena):
    _srv, c, ep, _ = arena
    name = f"/etc/warpgym-redteam-{uuid.uuid4().hex}"
    obs, info = bash(c, ep, f"echo pwned > {name}")
    assert failed(obs, info), obs
    assert not os.path.exists(name)


def test_write_through_symlink(arena, tmp_path):
    srv, c, ep, _ = arena
    target_dir = tmp_path / "outside"
    target_dir.mkdir()
    target_dir.chmod(0o777)
    target = target_dir / "pwned.txt"
    obs, info = bash(c, ep, f"ln -s {target} link && echo pwned > link")
    assert failed(obs, info), obs
    assert not target.exists()


def test_hard_link_to_outside_file(arena):
    srv, c, ep, _ = arena
    before = hashlib.sha256(Path("/etc/passwd").read_bytes()).hexdigest()
    obs, info = bash(c, ep, "ln /etc/passwd hl && echo 'pwned::0:0::/:/bin/sh' >> hl")
    assert failed(obs, info), obs
    assert hashlib.sha256(Path("/etc/passwd").read_bytes()).hexdigest() == before
    hl = workspace(srv, ep) / "hl"
    assert not hl.exists() or os.stat(hl).st_ino != os.stat("/etc/passwd").st_ino


# --- other episodes -----------------------------------------------------------------------------

def test_read_other_episode_workspace(arena):
    srv, c, ep, honest = arena
    secret = f"secret-{uuid.uuid4().hex}"
    with Client(srv.endpoint, timeout_s=30.0, retries=0, step_timeout_s=60.0) as v:
        victim, _o, _i = v.reset(v.list_tasks()[0])
        v.step(victim, {"tool": "write_file", "args": {"path": "secret.txt", "content": secret}})
        path = workspace(srv, victim) / "secret.txt"
        obs, info = bash(c, ep, f"cat {path}; ls {workspace(srv, victim)}")
        assert failed(obs, info), obs
        assert secret not in obs
        assert path.read_text() == secret
        v.close(victim)


# --- protected files ----------------------------------------------------------------------------

@pytest.mark.parametrize("attack", [
    "chmod 666 model.py && echo 'pwned = 1' > model.py",
    "rm -f model.py && echo 'pwned = 1' > model.py",
    "echo 'pwned = 1' > evil.py && mv -f evil.py model.py",
    "ln model.py m2 && echo 'pwned = 1' >> m2",
], ids=["chmod_write", "rm_recreate", "mv_over", "hard_link"])
def test_modify_protected_file(arena, attack):
    srv, c, ep, _ = arena
    model = workspace(srv, ep) / "model.py"
    before, mode = model.read_bytes(), model.stat().st_mode & 0o777
    obs, info = bash(c, ep, attack)
    assert failed(obs, info), obs
    assert model.read_bytes() == before
    assert model.stat().st_mode & 0o777 == mode == 0o444
    assert b"pwned" not in model.read_bytes()


# --- processes ----------------------------------------------------------------------------------

def test_kill_all_processes(arena):
    srv, c, ep, _ = arena
    obs, info = bash(c, ep, "kill -9 -1")
    assert failed(obs, info), obs
    assert srv.proc.proc.poll() is None


def test_kill_server_pid(arena):
    srv, c, ep, _ = arena
    obs, info = bash(c, ep, f"kill -9 {srv.pid}")
    assert failed(obs, info), obs
    assert srv.proc.proc.poll() is None


def test_fork_bomb(arena):
    srv, c, ep, _ = arena
    srv.require("cgroup_pids")
    obs, info = bash(c, ep, "bomb() { bomb | bomb & }; bomb; sleep 60", timeout_s=5)
    assert failed(obs, info), obs
    assert info["bash"]["timed_out"] or info["bash"]["exit_code"] != 0


def test_setsid_escape_is_killed(arena):
    srv, c, ep, _ = arena
    # A detached process must die with the call: it would otherwise write this file later.
    obs, info = bash(c, ep, "setsid bash -c 'sleep 3; echo late > late.txt' & exit 7")
    assert failed(obs, info), obs
    time.sleep(5)
    assert not (workspace(srv, ep) / "late.txt").exists()


def test_sleep_past_timeout(arena):
    _srv, c, ep, _ = arena
    obs, info = bash(c, ep, "sleep 600", timeout_s=2)
    assert info["error"]["code"] == "timeout"
    assert "timed out" in obs


# --- resources ----------------------------------------------------------------------------------

def test_flood_stdout(arena):
    _srv, c, ep, _ = arena
    obs, info = bash(c, ep, "head -c 10G /dev/zero", timeout_s=5)
    assert len(obs) < 2 * OUTPUT_CAP
    assert info["bash"]["output_bytes"] > OUTPUT_CAP
    assert "bytes truncated" in obs
    assert info["bash"]["timed_out"] or info["bash"]["exit_code"] == 0


def test_fill_disk(arena):
    srv, c, ep, _ = arena
    obs, info = bash(c, ep, "head -c 200M /dev/zero > big; for i in 1 2 3; do head -c 30M /dev/zero > f$i; done",
                      timeout_s=60)
    assert failed(obs, info), obs
    assert info["error"]["code"] == "disk_quota", info
    big = workspace(srv, ep) / "big"
    assert not big.exists() or big.stat().st_size <= 32 << 20  # RLIMIT_FSIZE cut it


def test_fill_disk_many_files_is_stopped_during_the_call(arena):
    srv, c, ep, _ = arena
    t0 = time.monotonic()
    obs, info = bash(c, ep, "i=0; while true; do head -c 8M /dev/zero > g$i; i=$((i+1)); done", timeout_s=120)
    assert failed(obs, info), obs
    assert info["error"]["code"] == "disk_quota", info
    assert info["bash"]["quota_killed"] and not info["bash"]["timed_out"], info
    assert time.monotonic() - t0 < 60, "the quota was only enforced at the timeout"
    used = sum(p.stat().st_size for p in workspace(srv, ep).glob("g*"))
    assert used < (64 << 20) + (256 << 20), used  # quota + what a fast disk takes in a few checks


def test_huge_argument_inside_sandbox(arena):
    _srv, c, ep, _ = arena
    obs, info = bash(c, ep, "/bin/echo \"$(head -c 100M /dev/zero | tr '\\0' a)\" | wc -c", timeout_s=60)
    assert "Argument list too long" in obs or failed(obs, info), obs


def test_huge_request_argument(arena):
    srv, c, ep, _ = arena
    import msgpack
    import zmq
    # 9 MiB: over the request limit (8 MiB), under the transport limit: refused with a reply
    # (before decoding, so the reply cannot carry the request id: read it from a raw socket).
    ctx = zmq.Context.instance()
    sock = ctx.socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    try:
        sock.connect(srv.endpoint)
        sock.send(msgpack.packb({"v": 1, "id": "huge", "op": "step", "episode_id": ep,
                                 "action": {"tool": "bash", "args": {"command": "#" + "a" * (9 << 20)}}},
                                use_bin_type=True))
        assert sock.poll(60_000), "no reply to a 9 MiB request"
        reply = msgpack.unpackb(sock.recv(), raw=False)
        assert reply["ok"] is False and reply["error"]["code"] == "resource_exhausted", reply
    finally:
        sock.close()
    # 2 MiB: a valid request, but over the bash tool's command limit: a tool error observation.
    obs, info = bash(c, ep, "#" + "a" * (2 << 20))
    assert info["error"]["code"] == "too_large"
    assert "too_large" in obs
    # 100 MiB: over the transport limit too: the server drops the frame and lives.
    with Client(srv.endpoint, timeout_s=5.0, retries=0) as big:
        with pytest.raises((errors.ResourceExhausted, errors.ConnectionTimeout)):
            big.call("step", timeout_s=5.0, episode_id=ep,
                     action={"tool": "bash", "args": {"command": "#" + "a" * (100 << 20)}})
