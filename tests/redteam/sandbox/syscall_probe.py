"""Tries, from inside a sandbox, the system calls the seccomp filter must deny, and prints one JSON
object: {"seccomp": <the Seccomp line of /proc/self/status>, "calls": {name: result}}, where
result is "ok" when the call succeeded and the errno name otherwise. Each call is made so that it
would succeed for an unprivileged process on a stock kernel without the filter (so a pass means
the filter stopped it), except where noted. The x32 call runs in a child, which the filter kills.

Standalone on purpose: it is written into a workspace and run there, with no warpgym import.
"""

from __future__ import annotations

import ctypes
import errno
import json
import os
import signal
import struct
import tempfile

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long

# x86_64 numbers (the sandbox's architecture).
NR = {"keyctl": 250, "add_key": 248, "ptrace": 101, "process_vm_readv": 310, "userfaultfd": 323,
      "unshare": 272, "clone3": 435, "io_uring_setup": 425, "perf_event_open": 298, "bpf": 321,
      "name_to_handle_at": 303, "mount": 165, "setns": 308, "getpid": 39}
X32_BIT = 0x40000000
KEY_SPEC_PROCESS_KEYRING = -2
KEYCTL_GET_KEYRING_ID = 0
KEY_SPEC_USER_KEYRING = -4
PTRACE_TRACEME = 0
CLONE_NEWUSER = 0x10000000
CLONE_NEWNS = 0x00020000
UFFD_USER_MODE_ONLY = 1


def call(name: str, *args) -> tuple[int, str]:
    ctypes.set_errno(0)
    rc = libc.syscall(ctypes.c_long(NR[name]), *args)
    return rc, "ok" if rc >= 0 else errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno()))


def in_child(fn) -> str:
    """Runs fn in a forked child; "ok" if it exited 0, else how it ended."""
    pid = os.fork()
    if pid == 0:
        try:
            os._exit(0 if fn() else 1)
        except BaseException:  # noqa: BLE001 - the child must never return
            os._exit(2)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return signal.Signals(os.WTERMSIG(status)).name
    return "ok" if os.WEXITSTATUS(status) == 0 else f"exit {os.WEXITSTATUS(status)}"


def probe() -> dict:
    """Every call, as {"seccomp": ..., "calls": {name: result}}."""
    out: dict[str, str] = {}
    out["keyctl"] = call("keyctl", KEYCTL_GET_KEYRING_ID, KEY_SPEC_USER_KEYRING, 1)[1]
    out["add_key"] = call("add_key", b"user", b"warpgym-probe", b"secret", 6,
                          KEY_SPEC_PROCESS_KEYRING)[1]
    # PTRACE_TRACEME in a child: it would make the child traceable by its parent.
    out["ptrace"] = in_child(lambda: call("ptrace", PTRACE_TRACEME, 0, 0, 0)[0] == 0)
    local = ctypes.create_string_buffer(8)
    remote = ctypes.create_string_buffer(b"probe123")
    iov_l = struct.pack("PN", ctypes.addressof(local), 8)
    iov_r = struct.pack("PN", ctypes.addressof(remote), 8)
    out["process_vm_readv"] = call("process_vm_readv", os.getpid(), iov_l, 1, iov_r, 1, 0)[1]
    out["userfaultfd"] = call("userfaultfd", UFFD_USER_MODE_ONLY)[1]
    out["unshare(CLONE_NEWUSER)"] = in_child(lambda: call("unshare", CLONE_NEWUSER)[0] == 0)
    # Needs capabilities anyway; a nested user namespace would give them.
    out["unshare(CLONE_NEWNS)"] = in_child(lambda: call("unshare", CLONE_NEWNS)[0] == 0)
    # clone3 with exit_signal SIGCHLD: a plain fork when allowed (the child exits at once).
    args = struct.pack("QQQQQQQQ", 0, 0, 0, 0, signal.SIGCHLD, 0, 0, 0)
    rc, res = call("clone3", args, len(args))
    if rc == 0:
        os._exit(0)
    if rc > 0:
        os.waitpid(rc, 0)
    out["clone3"] = res
    params = ctypes.create_string_buffer(120)
    rc, out["io_uring_setup"] = call("io_uring_setup", 1, params)
    if rc >= 0:
        os.close(rc)
    # A software clock event on this process, user space only: allowed at perf_event_paranoid
    # <= 2 (flags: exclude_kernel | exclude_hv).
    attr = struct.pack("IIQQQQQQ", 1, 112, 0, 0, 0, 0, (1 << 5) | (1 << 6), 0) + bytes(112 - 56)
    rc, out["perf_event_open"] = call("perf_event_open", attr, 0, -1, -1, 0)
    if rc >= 0:
        os.close(rc)
    handle = ctypes.create_string_buffer(struct.pack("Ii", 128, 0) + bytes(128))
    mount_id = ctypes.c_int()
    out["name_to_handle_at"] = call("name_to_handle_at", -100, b"/", handle,
                                    ctypes.byref(mount_id), 0)[1]
    # Denied for unprivileged processes anyway: must fail, whatever the errno.
    out["bpf"] = call("bpf", 0, None, 0)[1]
    # Onto a fresh empty directory of its own, so that a success (run where it is allowed:
    # never do that as root on a host) covers nothing.
    target = tempfile.mkdtemp(prefix="probe-mount-", dir=".")
    out["mount"] = call("mount", b"none", target.encode(), b"tmpfs", 0, None)[1]
    out["setns"] = call("setns", -1, 0)[1]
    # An x32-ABI getpid: the filter knows only the native table; the process is killed.
    out["x32 getpid"] = in_child(lambda: call("getpid")[0] > 0 and
                                 libc.syscall(ctypes.c_long(X32_BIT | NR["getpid"])) > 0)
    out["getpid"] = call("getpid")[1]  # the control: allowed
    with open("/proc/self/status") as f:
        seccomp = next((line.split(":", 1)[1].strip() for line in f if line.startswith("Seccomp:")), "")
    return {"seccomp": seccomp, "calls": out}


# What the filter must make of each call: the exact result where the call would succeed without
# it, any failure where it is denied for unprivileged processes anyway.
EXPECTED = {"keyctl": "EPERM", "add_key": "EPERM", "ptrace": "exit 1", "process_vm_readv": "EPERM",
            "userfaultfd": "EPERM", "unshare(CLONE_NEWUSER)": "exit 1", "unshare(CLONE_NEWNS)": "exit 1",
            "clone3": "ENOSYS", "io_uring_setup": "EPERM", "perf_event_open": "EPERM",
            "name_to_handle_at": "EPERM", "x32 getpid": "SIGSYS", "getpid": "ok"}
MUST_FAIL = ("bpf", "mount", "setns")


def unexpected(report: dict) -> dict:
    """The calls whose result is not what the filter must make of them (empty: all as expected),
    plus "seccomp" when no filter is installed (/proc/self/status says mode 2 with one)."""
    calls = report.get("calls", {})
    bad = {name: calls.get(name) for name, want in EXPECTED.items() if calls.get(name) != want}
    bad.update({name: calls.get(name) for name in MUST_FAIL if calls.get(name) in (None, "ok")})
    if report.get("seccomp") != "2":
        bad["seccomp"] = report.get("seccomp")
    return bad


if __name__ == "__main__":
    print(json.dumps(probe()))
