"""Red-team: the seccomp filter, from inside the bash sandbox of a real server. One bash step runs
syscall_probe.py (written into the workspace with write_file), which tries each denied system
call in a way that works for an unprivileged process on this kernel without the filter: keys
(the keyring of the sandbox uid outlives episodes), ptrace, another process's memory,
userfaultfd, a nested user namespace, clone3 past the flag check, io_uring, perf events, file
handles, an x32-ABI call; plus mount, bpf and setns, which must fail in any case. The same probe
runs in a candidate process (tests/harness/test_sandbox_enter.py).
"""

from __future__ import annotations

import json
from pathlib import Path

from arena import bash
from syscall_probe import unexpected

PROBE = Path(__file__).with_name("syscall_probe.py")


def test_denied_calls_fail_inside_bash(arena):
    srv, c, ep, _ = arena
    c.step(ep, {"tool": "write_file", "args": {"path": "probe.py", "content": PROBE.read_text()}})
    obs, info = bash(c, ep, "python3 probe.py", timeout_s=60)
    assert info.get("bash", {}).get("exit_code") == 0, obs
    line = next((l for l in obs.splitlines() if l.startswith("{\"seccomp\"")), None)
    assert line is not None, obs
    report = json.loads(line)
    assert unexpected(report) == {}, report


def test_keyring_is_not_a_channel_between_episodes(arena):
    srv, c, ep, _ = arena
    add = ("python3 -c \"import ctypes; l = ctypes.CDLL(None, use_errno=True); "
           "print(l.syscall(248, b'user', b'wg-channel', b'secret', 6, -4), ctypes.get_errno())\"")
    obs, info = bash(c, ep, add)
    assert obs.split()[:2] == ["-1", "1"], obs  # add_key to the user keyring: EPERM
    obs, info = bash(c, ep, "cat /proc/keys /proc/key-users 2>&1; keyctl show @u 2>&1; true")
    assert "wg-channel" not in obs, obs
